"""g8-mb: Spear Cretin (``cards/scripts/goat8_mb_cretin.py``). Source: flagged Goat-era version;
text yaml-yugi data/58551308.yaml (today's, the Spanish print and the OCG text of the time
agree); Goat rulings: TheMTtakeover/goat-rulings goat-indv-rulings/spear-cretin.md (a Flip
Effect; targets chosen at activation; Netrep: optional, not the same Cretin, not a monster
destroyed at the same time)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, normal, options, run

from cardtable.ygo.cards import constants as C

OX = normal(lambda c: c.race == C.RACE_BY_NAME["Beast-Warrior"] and c.level == 4)


def _resolve_all(g: Any) -> None:
    """Accept the optional trigger, then answer targets and positions with the first option."""
    for _ in range(16):
        d = g.pending()
        if d is None:
            return
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger"}})
            continue
        forms = [dict(o.form) for o in d.options]
        if any(f.get("action") in ("to_end", "to_battle") for f in forms):
            return
        g.answer(next((f for f in forms if f.get("action") == "pass"), forms[0]))


def _names(g: Any, seat: int) -> list[Any]:
    return [g.facts()[f"mzone.{seat}.{i}"] for i in range(5)]


def test_flipped_cretin_sent_to_the_gy_revives_one_monster_per_player() -> None:
    """"When this card is sent to the Graveyard after being flipped, each player selects 1
    monster from their Graveyard, and Special Summons it": flipped, then destroyed by Dark
    Hole, it brings back seat 0's monster and seat 1's."""
    g = run({"players": [{"monsters": [{"card": "Spear Cretin", "pos": "fd_def"}],
                          "hand": ["Dark Hole"], "gy": [OX]},
                         {"gy": ["Summoned Skull"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Spear Cretin"}})
    settle(g)
    answer(g, act("Dark Hole"))
    _resolve_all(g)
    assert OX in _names(g, 0)
    assert "Summoned Skull" in [g.g.cd(m).name.en for m in g.g.mz[1] if m >= 0]
    assert "Spear Cretin" in [g.g.cd(c).name.en for c in g.g.gy[0]]


def test_not_itself_nor_a_monster_destroyed_with_it() -> None:
    """Netrep: "A player may not choose the same Spear Cretin" nor "a monster destroyed at the
    same time as Spear Cretin": Dark Hole takes the flipped Cretin and seat 0's Gemini Elf
    together; seat 0 has nothing to revive, seat 1 still revives its Summoned Skull."""
    g = run({"players": [{"monsters": [{"card": "Spear Cretin", "pos": "fd_def"}, "Gemini Elf"],
                          "hand": ["Dark Hole"]},
                         {"gy": ["Summoned Skull"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Spear Cretin"}})
    settle(g)
    answer(g, act("Dark Hole"))
    _resolve_all(g)
    assert all(m < 0 for m in g.g.mz[0])
    assert "Gemini Elf" in [g.g.cd(c).name.en for c in g.g.gy[0]]
    assert "Summoned Skull" in [g.g.cd(m).name.en for m in g.g.mz[1] if m >= 0]


def test_a_cretin_never_flipped_does_nothing() -> None:
    """"after being flipped": a Set Cretin destroyed face-down by Dark Hole offers no trigger."""
    g = run({"players": [{"monsters": [{"card": "Spear Cretin", "pos": "fd_def"}],
                          "hand": ["Dark Hole"], "gy": [OX]}, {}]})
    answer(g, act("Dark Hole"))
    for _ in range(6):
        assert not options(g, "trigger")
        if not options(g, "pass"):
            break
        answer(g, {"answer": {"action": "pass"}})
    assert OX in [g.g.cd(c).name.en for c in g.g.gy[0]]
