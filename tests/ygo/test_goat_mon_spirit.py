"""Goat monster batch 5: Spirits (``cards/scripts/goat_mon_spirit.py``). Each test names the
2005 text line it checks; the numbers come from the card text and printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, options, run

SKULL = "Summoned Skull"


def _direct(name: str, me: dict[str, Any] | None = None, opp: dict[str, Any] | None = None
            ) -> Any:
    g = run({"phase": "battle", "players": [{**(me or {}), "monsters": [name]}, opp or {}]})
    answer(g, {"answer": {"action": "attack", "name": name}})
    return g


def test_spirits_cannot_be_special_summoned() -> None:
    """Spirit: "this card cannot be Special Summoned" — Monster Reborn has no target."""
    for name in ("Fushi No Tori", "Yamata Dragon", "Great Long Nose", "Dark Dust Spirit"):
        g = run({"players": [{"hand": ["Monster Reborn"], "gy": [name]}, {}]})
        assert not options(g, "activate"), name


def test_fushi_no_tori_gains_the_damage_and_returns() -> None:
    """Fushi No Tori: "gain LP equal to the Battle Damage it inflicts"; Normal Summoned this
    turn, it returns to the hand in the End Phase."""
    g = run({"players": [{"hand": ["Fushi No Tori"]}, {}]},
            [{"answer": {"action": "summon", "name": "Fushi No Tori"}},
             {"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Fushi No Tori"}}])
    atk = cd("Fushi No Tori").atk
    assert (g.facts()["lp.0"], g.facts()["lp.1"]) == (4000 + atk, 4000 - atk)
    g.answer({"action": "end_battle"})
    g.answer({"action": "to_end"})
    assert g.facts()["hand.0"] == ["Fushi No Tori"]


def test_yamata_dragon_draws_until_five() -> None:
    """Yamata Dragon: "draw until you have 5 cards in your hand" (2 in hand: draws 3)."""
    g = _direct("Yamata Dragon", {"hand": ["Kuriboh", "Kuriboh"], "deck": ["Battle Ox"] * 6})
    assert g.facts()["hand_count.0"] == 5 and g.facts()["deck_count.0"] == 3


def test_great_long_nose_skips_the_next_battle_phase() -> None:
    """Great Long Nose: "your opponent skips their next Battle Phase" — in their next turn the
    Battle Phase is not offered."""
    g = _direct("Great Long Nose", opp={"monsters": ["Battle Ox"], "deck": ["Kuriboh"] * 5},
                me={"deck": ["Kuriboh"] * 5})
    assert g.facts()["lp.1"] == 4000 - (cd("Great Long Nose").atk - cd("Battle Ox").atk)
    g.answer({"action": "end_battle"})
    g.answer({"action": "to_end"})
    f = g.facts()
    assert (f["turn_player"], f["phase"]) == (1, "main1"), f
    assert not options(g, "to_battle") and options(g, "to_end")
    g = _direct("Battle Ox", opp={"monsters": ["Kuriboh"]})  # without it: offered next turn
    g.answer({"action": "end_battle"})
    g.answer({"action": "to_end"})
    assert options(g, "to_battle")


def test_dark_dust_spirit_destroys_other_face_up_monsters() -> None:
    """Dark Dust Spirit: "when Normal Summoned or flipped face-up, destroy every other face-up
    monster on the field" — face-down monsters stay."""
    f = run({"players": [{"hand": ["Dark Dust Spirit"], "monsters": ["Battle Ox", "Kuriboh"]},
                         {"monsters": [SKULL, {"card": "Feral Imp", "pos": "down"}]}]},
            [{"answer": {"action": "summon", "name": "Dark Dust Spirit"}},
             {"answer": {"action": "tribute", "name": "Battle Ox"}}]).facts()
    assert f["monsters.0"] == ["Dark Dust Spirit"] and f["monsters.1"] == ["Feral Imp"]
    assert f["gy.1"] == [SKULL] and sorted(f["gy.0"]) == ["Battle Ox", "Kuriboh"]
    f = run({"players": [{"monsters": [{"card": "Dark Dust Spirit", "pos": "down"}]},
                         {"monsters": [SKULL]}]},
            [{"answer": {"action": "flip_summon", "name": "Dark Dust Spirit"}}]).facts()
    assert f["monsters.1"] == []
