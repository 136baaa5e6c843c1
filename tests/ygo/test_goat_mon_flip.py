"""Goat monster batch 1: Flip effects and the "stealth" monsters
(``cards/scripts/goat_mon_flip.py``). Each test names the 2005 text line it checks; the numbers
come from the card text."""

from __future__ import annotations

from typing import Any

import pytest
from goat_mon_steps import act, answer, options, pick, run

from cardtable.ygo.cards.scripts.goat_mon_flip import STEALTH_DESTROYERS
from cardtable.ygo.effects.pool import default_pool


def _flip(name: str, me: dict[str, Any], opp: dict[str, Any],
          more: list[dict[str, Any]] | None = None) -> Any:
    return run({"players": [{**me, "monsters": [{"card": name, "pos": "down"},
                                                *me.get("monsters", [])]}, opp]},
               [{"answer": {"action": "flip_summon", "name": name}}, *(more or [])])


def test_princess_of_tsurugi_counts_the_opponents_spells_and_traps() -> None:
    """"FLIP: 500 damage for each Spell and Trap Card your opponent controls" (2 Set cards and
    a Field Spell: 1500; the flipping player's own Spell does not count)."""
    f = _flip("Princess of Tsurugi", {"spells": ["Mirror Force"]},
              {"spells": ["Trap Hole", "Dark Hole"], "field": {"card": "Yami"}}).facts()
    assert (f["lp.0"], f["lp.1"]) == (4000, 4000 - 1500)


@pytest.mark.parametrize("code", sorted(STEALTH_DESTROYERS))
def test_stealth_destroyer_row(code: int) -> None:
    """Swarm of Scarabs (1 monster on the field), Swarm of Locusts (1 Spell/Trap on the
    field), Medusa Worm (1 monster the opponent controls): FLIP destroys the selected card;
    then "once per turn, you can change this card to face-down Defense Position" — once."""
    name = str(default_pool().cards[code].name.en)
    st = code == 41872150
    target, other = ("Dark Hole", "Raigeki") if st else ("Summoned Skull", "Battle Ox")
    opp = {"spells": [target, other]} if st else {"monsters": [target, other]}
    # a Set card is picked by its zone: its name is hidden from the flipping player
    choose = {"answer": {"action": "card", "from": "szone", "zone": 0}} if st else pick(target)
    g = _flip(name, {}, opp, [choose])
    assert g.facts()["gy.1"] == [target]
    answer(g, act(name))
    assert g.facts()["mzone.0.0.pos"] == "fd_def"
    assert not options(g, "activate")  # once per turn


def test_medusa_worm_may_not_pick_its_controllers_monster() -> None:
    """Medusa Worm: "destroy 1 monster your opponent controls" — with none, the flip destroys
    nothing of its controller's."""
    f = _flip("Medusa Worm", {"monsters": ["Battle Ox"]}, {}).facts()
    assert f["monsters.0"] == ["Medusa Worm", "Battle Ox"]


def test_white_ninja_destroys_only_defense_position_monsters() -> None:
    """White Ninja: "FLIP: destroy 1 Defense Position monster on the field" — the Attack
    Position Summoned Skull is not a candidate; the face-down one is."""
    g = _flip("White Ninja", {}, {"monsters": ["Summoned Skull",
                                               {"card": "Battle Ox", "pos": "down"}]})
    f = g.facts()
    assert f["monsters.1"] == ["Summoned Skull"] and f["gy.1"] == ["Battle Ox"]


def test_des_feral_imp_shuffles_a_gy_card_back() -> None:
    """Des Feral Imp: "FLIP: select 1 card in your Graveyard and return it to your Deck"."""
    f = _flip("Des Feral Imp", {"gy": ["Pot of Greed", "Battle Ox"], "deck": ["Kuriboh"]}, {},
              [pick("Pot of Greed")]).facts()
    assert f["gy.0"] == ["Battle Ox"] and f["deck_count.0"] == 2


def test_guardian_sphinx_returns_every_opponent_monster() -> None:
    """Guardian Sphinx: "FLIP: return all monsters your opponent controls to the hand" (not
    its controller's)."""
    f = _flip("Guardian Sphinx", {"monsters": ["Battle Ox"]},
              {"monsters": ["Summoned Skull", {"card": "Feral Imp", "pos": "down"}]}).facts()
    assert f["monsters.1"] == [] and f["hand.1"] == ["Feral Imp", "Summoned Skull"]
    assert f["monsters.0"] == ["Guardian Sphinx", "Battle Ox"]


def test_hiros_shadow_scout_discards_only_the_drawn_spells() -> None:
    """Hiro's Shadow Scout: "FLIP: your opponent draws 3 cards; check them: Spells among them
    are discarded". The cards they held before stay; the drawn non-Spells are shown only to the
    Scout's controller."""
    g = _flip("Hiro's Shadow Scout", {},
              {"hand": ["Raigeki"], "deck": ["Dark Hole", "Battle Ox", "Mirror Force"]})
    f = g.facts()
    assert f["gy.1"] == ["Dark Hole"]
    assert f["hand.1"] == ["Battle Ox", "Mirror Force", "Raigeki"]
    shown = sorted(c["name"] for c in g.view(0)["players"][1]["revealed"])
    assert shown == ["Battle Ox", "Mirror Force"]  # Raigeki, held before, stays hidden


def test_immortal_of_thunder_gains_then_loses() -> None:
    """The Immortal of Thunder: "FLIP: gain 3000 LP"; "sent from the field to the Graveyard:
    you lose 5000 LP" — a loss, not damage: Des Wombat does not stop it."""
    g = _flip("The Immortal of Thunder", {"hand": ["Dark Hole"], "monsters": ["Des Wombat"]}, {})
    assert g.facts()["lp.0"] == 7000
    answer(g, act("Dark Hole"))
    assert g.facts()["lp.0"] == 2000


def test_lady_assailant_and_dekoichi() -> None:
    """Lady Assailant of Flames: "FLIP: remove the top 3 cards of your Deck from play, 800
    damage"; Dekoichi: "FLIP: draw 1, and 1 more per face-up Bokoichi the Freightening Car"."""
    f = _flip("Lady Assailant of Flames", {"deck": ["Kuriboh"] * 5}, {}).facts()
    assert f["lp.1"] == 3200 and len(f["banished.0"]) == 3 and f["deck_count.0"] == 2
    f = _flip("Dekoichi the Battlechanted Locomotive",
              {"deck": ["Kuriboh"] * 5, "monsters": ["Bokoichi the Freightening Car"]}, {}).facts()
    assert f["hand_count.0"] == 2
    f = _flip("Dekoichi the Battlechanted Locomotive", {"deck": ["Kuriboh"] * 5}, {}).facts()
    assert f["hand_count.0"] == 1


def test_four_starred_ladybug_and_moai() -> None:
    """4-Starred Ladybug of Doom: "FLIP: destroy every face-up Level 4 monster your opponent
    controls" (a face-down one and other Levels stay); Moai Interceptor Cannons: once per turn
    to face-down Defense Position."""
    lv4 = "Battle Ox"
    other = "Kuriboh"
    f = _flip("4-Starred Ladybug of Doom", {}, {"monsters": [lv4, other,
                                                             {"card": lv4, "pos": "down"}]}
              ).facts()
    assert f["monsters.1"] == [other, lv4] and f["gy.1"] == [lv4]
    g = run({"players": [{"monsters": ["Moai Interceptor Cannons"]}, {}]},
            [act("Moai Interceptor Cannons")])
    assert g.facts()["mzone.0.0.pos"] == "fd_def" and not options(g, "activate")


def test_witch_doctor_of_chaos_removes_a_gy_card() -> None:
    """Witch Doctor of Chaos: "FLIP: select 1 card in either player's Graveyard and remove it
    from play" (an opponent's card here)."""
    f = _flip("Witch Doctor of Chaos", {"gy": ["Battle Ox"]}, {"gy": ["Monster Reborn"]},
              [pick("Monster Reborn")]).facts()
    assert f["banished.1"] == ["Monster Reborn"] and f["gy.0"] == ["Battle Ox"]


def test_des_lacooda_draws_on_flip_summon_only() -> None:
    """Des Lacooda: "when this card is Flip Summoned, draw 1 card" — flipped by an attack, no
    draw."""
    f = _flip("Des Lacooda", {"deck": ["Kuriboh"] * 3}, {}).facts()
    assert f["hand_count.0"] == 1
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": [{"card": "Des Lacooda", "pos": "down"}],
                          "deck": ["Kuriboh"] * 3}, {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "attack", "name": "Battle Ox"}})
    assert g.facts()["hand_count.0"] == 0 and g.facts()["gy.0"] == ["Des Lacooda"]


def test_dark_cat_and_tornado_bird_need_all_their_targets() -> None:
    """Dark Cat with White Tail: "FLIP: 2 monsters your opponent controls and 1 you control back
    to the hand" (the Cat itself may be the one); Tornado Bird: "FLIP: 2 Spell/Trap Cards on the
    field back to the hand"; with too few targets the Flip effect does not activate."""
    cat = "Dark Cat with White Tail"
    f = _flip(cat, {}, {"monsters": ["Battle Ox", "Summoned Skull"]}).facts()
    assert f["hand.1"] == ["Battle Ox", "Summoned Skull"] and f["hand.0"] == [cat]
    f = _flip("Dark Cat with White Tail", {}, {"monsters": ["Battle Ox"]}).facts()
    assert f["monsters.1"] == ["Battle Ox"] and f["monsters.0"] == ["Dark Cat with White Tail"]
    f = _flip("Tornado Bird", {"spells": ["Dark Hole"]}, {"spells": ["Raigeki"]}).facts()
    assert f["hand.0"] == ["Dark Hole"] and f["hand.1"] == ["Raigeki"]
    f = _flip("Tornado Bird", {}, {"spells": ["Raigeki"]}).facts()
    assert f["spells.1"] == ["Raigeki"]

