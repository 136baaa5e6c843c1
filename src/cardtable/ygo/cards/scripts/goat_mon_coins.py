"""Goat-pool monsters that toss coins (issue 15 part 3, monster batch 18): one helper
(:func:`toss`: ``n`` coins from the duel's seeded RNG, each result logged as a public
``coin_toss`` event) and three cards: Barrel Dragon (an opponent's monster), Blowback Dragon (a
card on the field) — destroyed on 2 or more Heads of 3 — and Gatling Dragon (as many monsters
destroyed as Heads of 3). Once per turn each. Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat_mon_coins.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import (
    all_of,
    field_cards,
    has,
    live_targets,
    mark_used,
    mons,
    once_per_turn,
    pick,
    reg,
)
from cardtable.ygo.cards.scripts.goat8_t_redo import with_redo
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_MZONE, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BARREL_DRAGON = 81480460
BLOWBACK_DRAGON = 25551951
GATLING_DRAGON = 87751584


def toss(g: Duel, p: int, n: int) -> int:
    """``p`` tosses a coin ``n`` times (the duel's RNG); every result is public. Returns the
    number of Heads. Under Second Coin Toss the player may redo all ``n`` (``goat8_t_redo``)."""

    def coins() -> int:
        heads = 0
        for i in range(n):
            h = g.rng.below(2) == 0
            heads += h
            g.log("coin_toss", {"player": p, "toss": i + 1, "result": "heads" if h else "tails"})
        return heads

    return with_redo(g, p, coins)


def _two_of_three(g: Duel, lk: Link) -> None:
    """Toss 3 coins; on 2 or more Heads, destroy the target (if it is still there)."""
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if toss(g, lk.player, 3) >= 2 and ts:
        g.destroy(ts, "effect", lk)


_opp_monsters = mons("opp")
_any_card = field_cards("any")

reg(BARREL_DRAGON, Effect(kind="ignition", cost=(mark_used,),
                          condition=all_of(once_per_turn, has(_opp_monsters)),
                          target=(pick(_opp_monsters, "target_monster"),), target_picks=True,
                          operation=(_two_of_three,), category=CAT_DESTROY))
reg(BLOWBACK_DRAGON, Effect(kind="ignition", cost=(mark_used,),
                            condition=all_of(once_per_turn, has(_any_card)),
                            target=(pick(_any_card, "target_card"),), target_picks=True,
                            operation=(_two_of_three,), category=CAT_DESTROY))


def _gatling_toss(g: Duel, lk: Link) -> None:
    n = toss(g, lk.player, 3)
    cands = [m for q in (0, 1) for m in g.mz[q] if m >= 0]
    if n and cands:
        ask_cards(g, lk, lk.player, cands, min(n, len(cands)), min(n, len(cands)), "destroy")
    else:
        lk.picks.append(())


def _gatling_destroy(g: Duel, lk: Link) -> None:
    got = [m for m in (lk.picks[-1] if isinstance(lk.picks[-1], tuple) else ())
           if g.loc[m] == LOC_MZONE]
    if got:
        g.destroy(got, "effect", lk)


reg(GATLING_DRAGON, Effect(kind="ignition", cost=(mark_used,),
                           condition=all_of(once_per_turn, has(mons("any", not_self=False))),
                           operation=(_gatling_toss, _gatling_destroy), category=CAT_DESTROY))
