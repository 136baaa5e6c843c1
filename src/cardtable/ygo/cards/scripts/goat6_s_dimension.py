"""Different Dimension Gate (issue 15 part 3, g6-s): a Continuous Spell — as it is activated,
select 1 monster you control and 1 your opponent controls; they are removed from play; when
this card is destroyed and sent to the Graveyard, the two come back to the fields they left in
the battle positions they had (not Special Summoned: a return, as Interdimensional Matter
Transporter's), if they are still the same removed cards and a zone is free (else they stay
removed). The pair is a public mark naming this card's stay on the field. Text (2004 print,
our own words; yugioh-wiki.net card page) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_dimension.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live_targets, note, reg
from cardtable.ygo.effects.api import CAT_BANISH, Effect, Link, ask_cards, target_step
from cardtable.ygo.state import LOC_BANISHED, LOC_GY, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DIFFERENT_DIMENSION_GATE = 56460688


def _mine(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0]


def _theirs(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0]


def _pick_mine(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _mine(g, lk.player, lk.card), 1, 1, "target_monster")


def _pick_theirs(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _theirs(g, lk.player, lk.card), 1, 1, "target_monster")


target_step(_pick_mine, _mine, 1)
target_step(_pick_theirs, _theirs, 1)


def _remove(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if not ts or g.loc[lk.card] != LOC_SZONE or g.life[lk.card] != lk.life:
        return
    where = [(t, g.ctrl[t], g.pos[t]) for t in ts]
    g.banish(ts)
    kept = [[t, g.life[t], side, pos] for t, side, pos in where if g.loc[t] == LOC_BANISHED]
    if kept:
        note(g, lk.card, "Removed from play until this card is destroyed",
             "直到这张卡被破坏为止从游戏中除外", gate=[lk.card, g.life[lk.card]], removed=kept)


def _pairs(g: Duel, c: int) -> list[list[int]]:
    """The monsters this Gate removed in the stay on the field it just ended."""
    want = [c, g.life[c] - 1]
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and pub.get("gate") == want:
            return [list(x) for x in pub.get("removed", ())]
    return []


def _destroyed_to_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and bool(_pairs(g, c))


def _come_back(g: Duel, lk: Link) -> None:
    for m, life, side, pos in _pairs(g, lk.card):
        if g.loc[m] == LOC_BANISHED and g.life[m] == life and -1 in g.mz[side]:
            g.move(m, LOC_MZONE, side, pos)
            note(g, m, "Returns to the field", "回到场上")


reg(DIFFERENT_DIMENSION_GATE,
    Effect(target=(_pick_mine, _pick_theirs), target_picks=True, operation=(_remove,),
           category=CAT_BANISH,
           condition=lambda g, c, p, w: bool(_mine(g, p, c)) and bool(_theirs(g, p, c))),
    Effect(kind="trigger", event="destroyed", optional=False, condition=_destroyed_to_gy,
           operation=(_come_back,)))
