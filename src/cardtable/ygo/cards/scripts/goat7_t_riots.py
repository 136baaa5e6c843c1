"""Major Riot (issue 15 part 3, session 7, g7-t): a Normal Trap — when 1 or more of your monsters
are returned from the field to your hand by your opponent's effect: every monster on the field
returns to its owner's hand, then each player Special Summons from their hand, in face-down
Defense Position, as many monsters as were returned to their hand.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/09074847.yaml``; its Japanese text: a card effect the opponent controls) describes it;
our own words in ``pool/goat.csv``. The window: an ``EVENT_HOOKS`` hook on ``to_hand`` from the
Monster Zone while the opponent's chain link 1 resolves opens ``("monsters_returned", by,
owner)`` after that chain (``goat7_t_windows.open_after``: the return must be the last thing
that happened). At resolution the turn player chooses first; each player picks exactly the
number returned to them (fewer only when their hand or Monster Zones do not allow it); a monster
that cannot be Special Summoned is never offered. Checks: ``tests/ygo/test_goat7_t_riots.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import is_monster, last, reg
from cardtable.ygo.cards.scripts.goat7_t_windows import open_after
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_HAND, LOC_MZONE, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MAJOR_RIOT = 9074847
EVENT = "monsters_returned"


@only_for({MAJOR_RIOT})
def _returned(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "to_hand" or not data or data[0] != LOC_MZONE or len(g.chain) != 1 \
            or g.loc[c] != LOC_HAND:
        return
    by = g.chain[0].player
    if by != g.owner[c]:
        open_after(g, (EVENT, by, g.owner[c]))


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == EVENT and w[1] == 1 - p and w[2] == p


def _choices(g: Duel, q: int) -> list[int]:
    return [c for c in g.hand[q] if is_monster(g, c) and g.can_special_summon(c, q)]


def _ask(g: Duel, lk: Link, q: int) -> None:
    n = min(int(lk.data.get(f"n{q}", 0)), len(_choices(g, q)),
            sum(1 for z in g.mz[q] if z < 0))
    lk.data[f"asked{q}"] = 1
    ask_cards(g, lk, q, _choices(g, q), n, n, "summon_pick")


def _summon_picked(g: Duel, lk: Link, q: int) -> None:
    for c in last(lk):
        if g.loc[c] == LOC_HAND and g.ctrl[c] == q and g.can_special_summon(c, q):
            g.special_summon(c, q, POS_FD_DEF)


def _return_all(g: Duel, lk: Link) -> None:
    ms = g.affected([m for q in (g.tp, 1 - g.tp) for m in g.mz[q] if m >= 0])
    g.to_hand(ms)
    for q in (0, 1):
        lk.data[f"n{q}"] = sum(1 for m in ms if g.loc[m] == LOC_HAND and g.owner[m] == q)
    _ask(g, lk, g.tp)


def _first_summons(g: Duel, lk: Link) -> None:
    if lk.data.get(f"asked{g.tp}"):
        _summon_picked(g, lk, g.tp)
    _ask(g, lk, 1 - g.tp)


def _second_summons(g: Duel, lk: Link) -> None:
    if lk.data.get(f"asked{1 - g.tp}"):
        _summon_picked(g, lk, 1 - g.tp)


EVENT_HOOKS.append(_returned)
reg(MAJOR_RIOT, Effect(event=EVENT, condition=_cond, category=CAT_SPSUMMON,
                       operation=(_return_all, _first_summons, _second_summons)))
