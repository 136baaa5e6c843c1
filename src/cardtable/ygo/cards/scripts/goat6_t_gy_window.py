"""A response window after cards are sent from the field to the Graveyard (issue 15 part 3,
session 6, an engine piece g6-t owns) and Michizure, the Goat-pool Trap answering it.

The 2005 timing rule for a Trap worded "activate only when a card is sent from the field to the
Graveyard" (cogonline.net, "I'll Take You With Me! - Michizure", Oct 2004): the card going to
the Graveyard must be the last thing that happened — a monster Tributed as a cost, or destroyed
in the middle of a chain (a later link resolved after it), gives no window; a Normal Trap cannot
be activated in the Damage Step, so a monster destroyed by battle gives none either. So the
window opens once, after the chain whose **last resolving link** (link 1) sent the cards, and
only if no new chain (triggers) started in between.

How: an ``EVENT_HOOKS`` hook on ``left_field`` (a card now in a Graveyard) while chain link 1
resolves puts a ``window_fresh`` frame below that link's ``link_done`` frame (the same frame the
engine uses for summons made during resolution); several cards of the link share one window.
The window event is ``("sent_from_field", by, cards, destroyed)``: ``by`` the player of the
resolving link, ``cards`` the cards sent, ``destroyed`` 1/0 per card. A card answering it
registers ``event="sent_from_field"`` and reads the tuple with :func:`sent_cards`. The hook runs
only in duels holding a card of :data:`USERS`; another script adds its cards with
``only_for(codes)(gy_window_hook)``. Checks: ``tests/ygo/test_goat6_t_gy_window.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.ygo.cards.scripts.classic_lib import is_monster, mons, pick, reg, tgt
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EVENT = "sent_from_field"
MICHIZURE = 37580756
USERS = frozenset({MICHIZURE})


class Sent(NamedTuple):
    """One card of a ``sent_from_field`` window: the card, destroyed (not just sent)."""

    card: int
    destroyed: bool


def sent_cards(w: W) -> list[Sent]:
    """The cards a ``sent_from_field`` window is about (``[]`` for another window)."""
    if not w or w[0] != EVENT:
        return []
    return [Sent(c, bool(d)) for c, d in zip(w[2], w[3], strict=True)]


def window_by(w: W) -> int:
    """The player whose effect sent the cards of a ``sent_from_field`` window (-1: none)."""
    return int(w[1]) if w and w[0] == EVENT else -1


def _link_done_index(g: Duel) -> int:
    st = g.stack
    for i in range(len(st) - 1, -1, -1):
        if st[i][0] == "link_done":
            return i
    return -1


def gy_window_hook(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``left_field`` of a card now in a Graveyard while link 1 resolves: open (or widen) the
    ``sent_from_field`` window that follows the chain."""
    if ev != "left_field" or g.loc[c] != LOC_GY or len(g.chain) != 1:
        return
    i = _link_done_index(g)
    if i < 0:
        return  # link 1 is being activated (a cost), not resolving
    el = g.elog
    last = el[-1] if el else None
    destroyed = last is not None and last[0] == "destroy" and last[1].get("card") == c
    below = g.stack[i - 1] if i > 0 else None
    if below is not None and below[0] == "window_fresh" and below[3] and below[3][0] == EVENT:
        w = below[3]
        g.stack[i - 1] = (below[0], below[1], below[2],
                          (EVENT, w[1], (*w[2], c), (*w[3], int(destroyed))))
        return
    w2 = (EVENT, g.chain[0].player, (c,), (int(destroyed),))
    g.stack.insert(i, ("window_fresh", g.chains_started, g.tp, w2))


EVENT_HOOKS.append(only_for(USERS)(gy_window_hook))


# --- Michizure --------------------------------------------------------------------------------


def _michizure_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return any(is_monster(g, s.card) and g.owner[s.card] == p and g.loc[s.card] == LOC_GY
               for s in sent_cards(w))


def _destroy_target(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0:
        g.destroy([t], "effect", by=lk)


reg(MICHIZURE, Effect(event=EVENT, condition=_michizure_cond, category=CAT_DESTROY,
                      target=(pick(mons("any"), "target_monster"),), target_picks=True,
                      operation=(_destroy_target,)))
