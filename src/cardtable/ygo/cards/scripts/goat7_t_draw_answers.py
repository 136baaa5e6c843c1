"""Muko (issue 15 part 3, session 7, g7-t): a Normal Trap answering the activation of an effect
that draws cards — the cards that effect draws are shown to both players and discarded.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/80863132.yaml``; the Japanese text there says the same) describes it; our own words in
``pool/goat.csv``. "An effect of drawing cards" is an answered chain link whose effect has
``CAT_DRAW`` (Pot of Greed, Graceful Charity, …; either player's). Muko's resolution leaves a
public ``card_effect`` mark naming that link (its card, the card's "life" stamp, its chain
index, the turn); a ``DRAW_HOOKS`` hook then shows each card drawn while that link resolves to
both players and discards it. Checks:
``tests/ygo/test_goat7_t_draw_answers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DRAW, Effect, Link, link_effect
from cardtable.ygo.effects.hooks import DRAW_HOOKS, only_for
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MUKO = 80863132
_KEY = "muko"


def _answered_index(g: Duel, c: int) -> int:
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    return i if i >= 0 and g.chain[i].ready else -1


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    i = _answered_index(g, c)
    return i >= 0 and bool(link_effect(g, g.chain[i]).category & CAT_DRAW)


def _op(g: Duel, lk: Link) -> None:
    me = next((j for j, x in enumerate(g.chain) if x is lk), -1)
    i = me - 1
    if i < 0:
        return
    d = g.chain[i]
    note(g, lk.card, "The cards drawn by that effect are shown and discarded",
         "那个效果抽到的卡给双方确认并全部丢弃",
         **{_KEY: {"card": d.card, "life": d.life, "link": i, "turn": g.turn}})


@only_for({MUKO})
def _drawn(g: Duel, p: int, c: int) -> None:
    if not g.chain:
        return
    i = len(g.chain) - 1
    top = g.chain[i]
    if not top.ready:
        return
    for kind, pub, _ in this_turn(g):
        m = pub.get(_KEY) if kind == "card_effect" else None
        if m is not None and m["card"] == top.card and m["life"] == top.life \
                and m["link"] == i and m["turn"] == g.turn:
            if g.loc[c] == LOC_HAND:
                g.log("reveal", {"player": p, "cards": [g.card_pub(c)], "why": "Muko"})
                g.discard([c])
            return


DRAW_HOOKS.append(_drawn)
reg(MUKO, Effect(event="activated", condition=_cond, operation=(_op,)))
