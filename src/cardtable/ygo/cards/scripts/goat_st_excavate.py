"""Goat-pool "pick up cards until a monster" Spells (issue 15 part 3, Spells & Traps batch 3): the
Reasoning Gate Turbo engine, Reasoning and Monster Gate, over one excavation helper. Texts (2005
wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st_excavate.py``.

Both pick up cards from the top of the Deck, in public, until a monster that can be Normal
Summoned (not a Fusion, Ritual, Token or "cannot be Normal Summoned" monster). Reasoning: the
opponent first declares a Level (1-12, in public, at resolution); a match sends every picked-up
card to the Graveyard, otherwise the monster is Special Summoned and the others go there. Monster
Gate: tribute 1 monster (a cost), Special Summon the monster, the others to the Graveyard. The
texts name no battle position: the player chooses face-up Attack or Defense. A monster that
cannot be Special Summoned (a Spirit) goes to the Graveyard with the rest. Activation needs a
Normal-Summonable monster in the Deck (the effect must be able to apply: docs/rulings.md G4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES, Step, note, reg
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_option
from cardtable.ygo.rules.main_phase import NO_NORMAL_SUMMON
from cardtable.ygo.state import LOC_DECK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

REASONING = 58577036
MONSTER_GATE = 43040603

_LEVELS = tuple((n, Text(f"{n}星", f"Level {n}")) for n in range(1, 13))


class Excavation(NamedTuple):
    """The cards picked up from the top of a Deck (top first) and the monster that stopped it
    (-1 when the whole Deck held none)."""

    cards: tuple[int, ...]
    monster: int


def normal_summonable(g: Duel, c: int) -> bool:
    """A monster card that can be Normal Summoned/Set by its type."""
    cd = g.cd(c)
    return cd.is_monster and not cd.type & NO_NORMAL_SUMMON


def excavate(g: Duel, p: int, src: int) -> Excavation:
    """Pick up ``p``'s top cards until a Normal-Summonable monster (they stay in the Deck until
    the caller moves them); logged in public with their names, as ``src``'s effect."""
    got: list[int] = []
    for c in reversed(g.deck[p]):  # the top of the Deck is the end of the list
        got.append(c)
        if normal_summonable(g, c):
            break
    m = got[-1] if got and normal_summonable(g, got[-1]) else -1
    names = [g.cd(c).name for c in got]
    note(g, src, "Picked up: " + ", ".join(n.en for n in names),
         "翻开：" + "、".join(n.zh for n in names), cards=[g.card_pub(c) for c in got])
    return Excavation(tuple(got), m)


def _has_target_monster(g: Duel, p: int) -> bool:
    return any(normal_summonable(g, c) for c in g.deck[p])


def _summon_and_mill(keep: Callable[[Duel, Link, int], bool]) -> tuple[Step, Step]:
    """Operation steps: pick up; if ``keep(g, lk, monster)`` the monster is Special Summoned in
    the position the player chooses, and every other picked-up card goes to the Graveyard."""

    def dig(g: Duel, lk: Link) -> None:
        ex = excavate(g, lk.player, lk.card)
        m = ex.monster
        summon = m >= 0 and keep(g, lk, m) and g.can_special_summon(m, lk.player) \
            and g.free_mzone(lk.player) >= 0
        lk.data["dig"] = [c for c in ex.cards if not (summon and c == m)]
        lk.data["ss"] = m if summon else -1
        if summon:
            ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")

    def finish(g: Duel, lk: Link) -> None:
        m = int(lk.data.get("ss", -1))
        if m >= 0 and g.loc[m] == LOC_DECK:
            g.special_summon(m, lk.player, int(lk.picks[-1]))
        rest = [c for c in lk.data.get("dig", ()) if g.loc[c] == LOC_DECK]
        if rest:
            g.send_to_gy(rest, "effect")

    return dig, finish


# --- Reasoning ----------------------------------------------------------------------------------

def _declare(g: Duel, lk: Link) -> None:
    ask_option(g, lk, 1 - lk.player, _LEVELS, "choose")


def _announce(g: Duel, lk: Link) -> None:
    n = int(lk.picks[-1])
    lk.data["level"] = n
    note(g, lk.card, f"The opponent declares Level {n}", f"对方宣言{n}星", level=n)


def _level_differs(g: Duel, lk: Link, m: int) -> bool:
    return bool(g.cd(m).level != int(lk.data.get("level", 0)))


reg(REASONING, Effect(operation=(_declare, _announce, *_summon_and_mill(_level_differs)),
                      category=CAT_SPSUMMON,
                      condition=lambda g, c, p, w: g.free_mzone(p) >= 0
                      and _has_target_monster(g, p)))

# --- Monster Gate -------------------------------------------------------------------------------

_trib1 = costs.tribute(1)
reg(MONSTER_GATE, Effect(cost=_trib1[0], operation=_summon_and_mill(lambda g, lk, m: True),
                         category=CAT_SPSUMMON,
                         condition=lambda g, c, p, w: _trib1[1](g, c, p)
                         and _has_target_monster(g, p)))
