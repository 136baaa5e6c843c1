"""Forced Requisition (issue 15 part 3, session 8, g8-t): each discard mirrored by the opponent,
and its "when you discard" timing — an engine piece g8-t owns this session.

Text: not flagged "Goat-era version" in goat-pool.csv (its 2002 print, Pharaoh's Servant
PSV-025); today's official text (yaml-yugi ``data/74923978.yaml``): "You can activate this card
when you discard from your hand. After that, each time you discard from your hand, your opponent
must also discard the same number of cards from his/her hand." (its Japanese text there: the
opponent chooses the cards it discards). Our own words in ``pool/goat.csv``.

The piece:

* the activation timing — every discard (``g.discard`` raises ``to_gy`` with data
  ``("discard", "hand")``) opens a response window ``("g8t_discarded", player)`` on the era
  rule of "when ..." windows (``goat7_t_windows.open_after``: at once outside a chain, after
  the chain when its link 1 discarded, none for a later link or a cost inside a chain);
* the mirror — while a Forced Requisition is face-up and applies (``classic_lib.live``), each
  card its controller discards makes the opponent discard one card of their choice (a flow
  frame ``g8t_requisition``, one pick per card; a card discarded in the same action adds to the
  count of the frame still waiting). The opponent's discards are discards too: with a Forced
  Requisition on each side, each answers the other's until a hand is empty. The discard that
  opened the window is not mirrored ("After that").

Every hook is ``only_for`` Forced Requisition. Checks: ``tests/ygo/test_goat8_t_discards.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live, reg
from cardtable.ygo.cards.scripts.goat7_t_windows import open_after
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

FORCED_REQUISITION = 74923978
WINDOW = "g8t_discarded"
FRAME = "g8t_requisition"


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    """"when you discard from your hand": the window of a discard of this card's player."""
    return len(w) >= 2 and w[0] == WINDOW and w[1] == p


reg(FORCED_REQUISITION, Effect(event=WINDOW, condition=_cond))


def _requisitions(g: Duel, p: int) -> bool:
    """``p`` controls a face-up Forced Requisition that applies."""
    return any(s >= 0 and g.code[s] == FORCED_REQUISITION and live(g, s) for s in g.sz[p])


def _waiting_frame(g: Duel, q: int) -> int:
    """The stack index of a mirror frame of ``q`` not yet run, above any discard windows
    waiting to open (-1: none)."""
    st = g.stack
    for i in range(len(st) - 1, -1, -1):
        fr = st[i]
        if fr[0] == FRAME and fr[1] == q:
            return i
        if not (fr[0] == "window_fresh" and fr[3] and fr[3][0] == WINDOW):
            return -1
    return -1


@only_for({FORCED_REQUISITION})
def _on_discard(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "to_gy" or not data or data[0] != "discard":
        return
    p = g.owner[c]
    mirror = _requisitions(g, p) and bool(g.hand[1 - p])
    i = _waiting_frame(g, 1 - p) if mirror else -1
    if i >= 0:  # another card of the same discard: one more for the opponent
        fr = g.stack[i]
        g.stack[i] = (FRAME, 1 - p, int(fr[2]) + 1)
        return
    open_after(g, (WINDOW, p))
    if mirror:  # above the window: the opponent discards first, then the window opens
        g.stack.append((FRAME, 1 - p, 1))


EVENT_HOOKS.append(_on_discard)


@step(FRAME)
def _requisition(g: Duel, fr: tuple[Any, ...]) -> None:
    """Player ``fr[1]`` discards ``fr[2]`` cards of their choice, one pick at a time."""
    _, q, n = fr
    hand = g.hand[q]
    if n <= 0 or not hand:
        return
    if n > 1:
        g.stack.append((FRAME, q, n - 1))
    if len(hand) == 1:
        g.discard([hand[0]])
        return
    g.pend = (q, "pick", "discard", tuple(("discard", c) for c in hand), FRAME, ())


@handler(FRAME)
def _requisition_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c = int(opt[1])
    if g.loc[c] == LOC_HAND:
        g.discard([c])
