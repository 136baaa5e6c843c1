"""Goat LV monsters batch 5 (goat-m2): Mystic Swordsman LV4/LV6 and Silent Swordsman LV3
(``cards/scripts/goat5_lv.py``), their 2005 prints. Each test names the text clause it checks
(ours in ``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, run

MS4, MS6 = "Mystic Swordsman LV4", "Mystic Swordsman LV6"
SS3, SS5 = "Silent Swordsman LV3", "Silent Swordsman LV5"


def _attack(g: Any, name: str, target: str) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack")
             if f.get("name") == name and f.get("target_name") == target]
    if not forms:  # a face-down target's name is hidden: the only attack of this monster
        forms = [f for f in options(g, "attack") if f.get("name") == name]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})


def test_mystic_swordsman_lv4_can_only_be_set() -> None:
    """Mystic Swordsman LV4: "If you Normal Summon this card, you must place it in face-down
    Defense Position" — no face-up Normal Summon is offered, the Set is."""
    g = run({"players": [{"hand": [MS4]}, {}]})
    assert not [o for o in options(g, "summon") if o.get("name") == MS4]
    assert [o for o in options(g, "set_monster") if o.get("name") == MS4]


def test_mystic_swordsman_lv4_destroys_a_face_down_monster_unflipped() -> None:
    """"If this card attacks a face-down Defense Position monster, destroy that monster ...
    without flipping it face-up and without damage calculation": the Flip monster's effect never
    starts, nobody takes damage (its 2000 DEF would have hurt)."""
    g = run({"players": [{"monsters": [MS4]},
                         {"monsters": [{"card": "Old Vindictive Magician", "pos": "down"}]}]})
    _attack(g, MS4, "Old Vindictive Magician")
    f = g.facts()
    assert f["gy.1"] == ["Old Vindictive Magician"] and f["monsters.0"] == [MS4]
    assert (f["lp.0"], f["lp.1"]) == (4000, 4000)


def test_mystic_swordsman_lv4_levels_up_after_a_battle_win() -> None:
    """"During the End Phase of a turn in which this card destroyed a monster as a result of
    battle, you can send this card to the Graveyard to Special Summon 1 "Mystic Swordsman LV6"
    from your hand or Deck"."""
    g = run({"players": [{"monsters": [MS4], "deck": [MS6, "Kuriboh"]},
                         {"monsters": ["Kuriboh"]}]})
    _attack(g, MS4, "Kuriboh")
    answer(g, {"answer": {"action": "end_battle"}})
    answer(g, {"answer": {"action": "to_end"}})
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, {"answer": {"action": "choose", "value": 1}})
    f = g.facts()
    assert f["monsters.0"] == [MS6] and f["gy.0"] == [MS4]


def test_mystic_swordsman_lv6_may_put_the_destroyed_monster_on_top_of_the_deck() -> None:
    """Mystic Swordsman LV6: "You can put the monster destroyed by this effect on top of your
    opponent's Deck instead of sending it to the Graveyard" — yes: Deck top, GY empty; no: GY."""
    board = {"players": [{"monsters": [MS6]},
                         {"monsters": [{"card": "Sangan", "pos": "down"}], "deck": ["Kuriboh"]}]}
    g = run(board)
    _attack(g, MS6, "Sangan")
    answer(g, {"answer": {"action": "yes"}})
    f = g.facts()
    assert f["deck_top.1"] == "Sangan" and f["gy.1"] == []
    g = run(board)
    _attack(g, MS6, "Sangan")
    answer(g, {"answer": {"action": "no"}})
    assert g.facts()["gy.1"] == ["Sangan"]


def test_silent_swordsman_lv3_negates_the_opponents_targeting_spell() -> None:
    """Silent Swordsman LV3: "Negate the effects of your opponent's Spell Cards that target
    this card" — the opponent's Change of Heart takes nothing; its own controller's targeting
    Spell (Rush Recklessly) still applies."""
    g = run({"players": [{"hand": ["Change of Heart"]}, {"monsters": [SS3]}]},
            [act("Change of Heart")])  # the only target: picked without asking
    assert g.facts()["monsters.1"] == [SS3]
    g = run({"players": [{"hand": ["Rush Recklessly"], "monsters": [SS3]}, {}]},
            [act("Rush Recklessly")])
    assert g.facts()["mzone.0.0.atk"] == 1000 + 700


def test_silent_swordsman_lv3_levels_up_in_its_controllers_next_standby_phase() -> None:
    """"During your Standby Phase, you can send this face-up card to the Graveyard to Special
    Summon 1 "Silent Swordsman LV5" from your hand or Deck" — not in the opponent's turn; in
    the next own Standby Phase the level-up is offered."""
    g = run({"players": [{"hand": [SS3], "deck": [SS5, "Kuriboh", "Kuriboh"]},
                         {"deck": ["Kuriboh"] * 3}]},
            [{"answer": {"action": "summon", "name": SS3}}])
    answer(g, {"answer": {"action": "to_end"}})
    assert not options(g, "trigger")  # the opponent's Main Phase: nothing was offered
    answer(g, {"answer": {"action": "to_end"}})
    assert options(g, "trigger"), "no level-up offered in the controller's Standby Phase"
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, {"answer": {"action": "choose", "value": 1}})
    assert g.facts()["monsters.0"] == [SS5]
