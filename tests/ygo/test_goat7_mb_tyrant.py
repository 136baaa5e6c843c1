"""g7-mb: Tyrant Dragon (``cards/scripts/goat7_mb_tyrant.py``). Flagged "Goat-era version": each
test cites the 2003/2004 print as Pojo's card of the day of 2006-07-31 quotes it (DB2-EN151)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def _settle(g: Any) -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, choose=True)


def _tyrant_attacks(g: Any) -> list[dict[str, Any]]:
    return [f for f in options(g, "attack") if f.get("name") == "Tyrant Dragon"]


def test_tyrant_attacks_again_while_the_opponent_has_a_monster() -> None:
    """"When there is a monster on your opponent's side of the field after the first attack of
    your Battle Phase, this monster can attack once again" — after destroying Battle Ox it may
    attack Celtic Guardian; with Battle Ox alone, no second (direct) attack."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Tyrant Dragon"]}, {"monsters": ["Battle Ox", "Celtic Guardian"]}]})
    answer(g, {"answer": next(f for f in _tyrant_attacks(g)
                              if f.get("target_name") == "Battle Ox")})
    _settle(g)
    assert {f.get("target_name") for f in _tyrant_attacks(g)} == {"Celtic Guardian"}
    g = run({"phase": "battle", "players": [
        {"monsters": ["Tyrant Dragon"]}, {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": _tyrant_attacks(g)[0]})
    _settle(g)
    assert not _tyrant_attacks(g) and g.facts()["lp.1"] == 4000 - 1200


def test_tyrant_negates_and_destroys_a_trap_targeting_it() -> None:
    """"negate the effect of a Trap Card that specifically designates this card as a target and
    destroy it" — the opponent's Spellbinding Circle on it is negated and destroyed (it would
    stay on the field, linked, on another monster)."""
    g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Tyrant Dragon"]},
        {"spells": [{"card": "Spellbinding Circle", "face_up": False}]}]})
    answer(g, act("Spellbinding Circle"))
    _settle(g)
    f = g.facts()
    assert f["gy.1"] == ["Spellbinding Circle"] and f["spells.1"] == []


def test_tyrant_revival_costs_a_dragon() -> None:
    """"If this monster is Special Summoned from the Graveyard, you must offer 1 Dragon-Type
    monster on your side of the field as a Tribute" — without a Dragon, Monster Reborn has no
    target; beside Koumori Dragon it revives Tyrant Dragon and the Koumori Dragon is
    Tributed."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Monster Reborn"], "gy": ["Tyrant Dragon"], "monsters": ["Battle Ox"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Monster Reborn"]
    g = run({"phase": "main1", "players": [
        {"hand": ["Monster Reborn"], "gy": ["Tyrant Dragon"], "monsters": ["Koumori Dragon"]},
        {}]})
    answer(g, act("Monster Reborn"))
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Tyrant Dragon"] and "Koumori Dragon" in f["gy.0"]
