"""Goat-pool monsters, batch 5 (goat-m2): looking at the opponent's face-down cards — Reaper of
the Cards ("FLIP: destroy 1 Trap Card on the field; a face-down card selected is looked at, and
destroyed only if it is a Trap") and Patrol Robo ("once, during each of your Standby Phases, you
can look at 1 face-down card your opponent controls"). The looked-at card is shown to the
looking player only (``goat_st_peeks.show_privately``: the other seat and spectators see a
count, never the name); a face-down card that is not a Trap stays face-down where it was (our
reading of "return it face-down"). Texts (2005 prints, our own words) in ``pool/goat.csv``;
checks in ``tests/ygo/test_goat5_face_down_peeks.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import is_trap, live_targets, pick, reg, st_cards, up
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import STATE_CHECKS, only_for
from cardtable.ygo.state import F_NEGATED, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

REAPER_OF_THE_CARDS = 33066139
PATROL_ROBO = 76775123


def _trap_or_hidden(g: Duel, c: int) -> bool:
    """A candidate: a face-up Trap, or any face-down Spell & Trap Zone card (it may be one)."""
    return not up(g, c) or is_trap(g, c)


def _reap(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if not g.loc[t] & LOC_ONFIELD:
            continue
        if not up(g, t):
            show_privately(g, lk.card, lk.player, [t], "Looks at a Set card",
                           "确认1张盖放的卡")
        if is_trap(g, t):
            g.destroy([t], "effect", lk)


reg(REAPER_OF_THE_CARDS, Effect(
    kind="flip", optional=False,
    target=(pick(st_cards("any", filt=_trap_or_hidden), "target_spell_trap"),),
    target_picks=True, operation=(_reap,), category=CAT_DESTROY))


def _opp_face_down(g: Duel, p: int, s: int) -> list[int]:
    o = 1 - p
    return [c for c in (*g.mz[o], *g.sz[o], g.fz[o]) if c >= 0 and not up(g, c)]


def _patrol_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.tp == g.ctrl[c] and up(g, c) and bool(_opp_face_down(g, g.ctrl[c], c))


def _patrol(g: Duel, lk: Link) -> None:
    got = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD and not up(g, t)]
    if got:
        show_privately(g, lk.card, lk.player, got, "Looks at a face-down card",
                       "确认1张里侧表示的卡")


reg(PATROL_ROBO, Effect(kind="trigger", event="standby", optional=True, condition=_patrol_ok,
                        target=(pick(_opp_face_down, "target_card"),), target_picks=True,
                        operation=(_patrol,)))


# --- Mind on Air: "As long as this card remains face-up on the field, your opponent must keep
#     their hand revealed." (a ``STATE_CHECKS`` rule: the opponent's hand is revealed to this
#     card's controller at every state check, a card drawn included; spectators see no more) --

MIND_ON_AIR = 66690411


@only_for({MIND_ON_AIR})
def _hand_open(g: Duel) -> None:
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.code[m] == MIND_ON_AIR and up(g, m) and not g.flags[m] & F_NEGATED:
                hand = g.hand[1 - q]
                if any(not g.revealed_to(c, q) for c in hand):
                    g.reveal(q, hand)
                break


STATE_CHECKS.append(_hand_open)
reg(MIND_ON_AIR, Effect(kind="continuous", name=Text(
    "对方必须公开手卡", "Your opponent keeps their hand revealed")))
