"""g8-mb: Rare Metalmorph (``cards/scripts/goat8_mb_rare_metalmorph.py``). Source: flagged
Goat-era version; text yaml-yugi data/12503902.yaml (today's and the OCG text of the time
agree); Goat rulings: TheMTtakeover/goat-rulings goat-indv-rulings/rare-metalmorph.md (Snatch
Steal answered by it is equipped but negated while it is active; its monster turned face-down
is no longer targeted and the Trap stays, meaningless)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, cd, normal, options, run

from cardtable.ygo.cards import constants as C

MACHINE = normal(lambda c: c.race == C.RACE_BY_NAME["Machine"] and c.atk >= 1000)


def _respond(g: Any, seat: int, name: str) -> None:
    """Pass until ``seat`` may activate ``name``, then activate it (its target picked by
    settle)."""
    for _ in range(8):
        d = g.pending()
        assert d is not None
        if d.seat == seat and [f for f in options(g, "activate") if f.get("name") == name]:
            answer(g, act(name))
            return
        g.answer({"action": "pass"} if options(g, "pass") else dict(d.options[0].form))
    raise AssertionError(name)


def _machine(g: Any, seat: int) -> int:
    return next(m for m in (*g.g.mz[0], *g.g.mz[1])
                if m >= 0 and g.g.cd(m).name.en == MACHINE)


def _book(g: Any) -> None:
    answer(g, {"answer": next(f for f in options(g, "activate")
                              if f.get("name") == "Book of Moon")})
    settle(g)


def test_first_spell_negated_then_book_of_moon_unlinks_it() -> None:
    """"that Machine monster gains 500 ATK, also negate the first Spell effect that targets
    that monster": the first Book of Moon on it does nothing, the second turns it face-down —
    "no longer targeted by Rare Metalmorph", which "remains on the field meaninglessly"."""
    g = run({"players": [{"monsters": [MACHINE], "spells": ["Rare Metalmorph"],
                          "hand": ["Book of Moon", "Book of Moon"]}, {}]})
    answer(g, act("Rare Metalmorph"))
    settle(g)
    m = _machine(g, 0)
    assert g.g.atk(m) == cd(MACHINE).atk + 500
    _book(g)
    assert g.g.pos[m] & 0x1  # still face-up Attack Position: negated
    _book(g)
    settle(g)
    assert g.g.pos[m] & 0x8  # face-down Defense Position
    rm = [s for s in g.g.sz[0] if s >= 0 and g.g.cd(s).name.en == "Rare Metalmorph"]
    assert rm and g.g.equip[rm[0]] < 0


def test_snatch_steal_answered_stays_equipped_negated_until_the_trap_goes() -> None:
    """The Goat FAQ: "If you chain Rare Metalmorph to ... Snatch Steal ..., Snatch Steal is
    equipped but its effect is negated while Rare Metalmorph is active": seat 1 keeps its
    Machine with Snatch Steal on it; once seat 0's Mystical Space Typhoon destroys the Trap,
    Snatch Steal applies and seat 0 takes the Machine."""
    g = run({"players": [{"hand": ["Snatch Steal", "Mystical Space Typhoon"]},
                         {"monsters": [MACHINE], "spells": ["Rare Metalmorph"]}]})
    answer(g, act("Snatch Steal"))
    _respond(g, 1, "Rare Metalmorph")
    settle(g, MACHINE)
    m = _machine(g, 1)
    assert g.g.ctrl[m] == 1
    snatch = [s for s in g.g.sz[0] if s >= 0 and g.g.cd(s).name.en == "Snatch Steal"]
    assert snatch and g.g.equip[snatch[0]] == m
    answer(g, act("Mystical Space Typhoon"))
    settle(g, "Rare Metalmorph")
    assert g.g.ctrl[m] == 0
