"""Response windows for "when ..." Traps answering something an effect did (issue 15 part 3,
session 7, g7-t), on the era rule of g6-t's Graveyard window (``goat6_t_gy_window.py``): the
event must be the last thing that happened, so

* outside a chain (a manual action, a rule) the window opens at once (``window_fresh``: only if
  no chain started in between);
* while chain link 1 resolves, it opens after that chain (below the link's ``link_done`` frame);
* while a later link resolves, as a cost or in a trigger chain, none opens.

:func:`open_after` is the one helper; the window event ``w`` is the caller's tuple (its first
item names it), and an open window of the same name is not opened twice — :func:`pending`
returns it so the caller may widen it. Used by ``goat7_t_position_window.py`` (Tragedy),
``goat7_t_riots.py`` (Major Riot) and ``goat7_t_draw_windows.py`` (Appropriate)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]


def _link_done_index(g: Duel) -> int:
    st = g.stack
    for i in range(len(st) - 1, -1, -1):
        if st[i][0] == "link_done":
            return i
    return -1


def pending(g: Duel, name: str) -> int:
    """The stack index of a not yet opened ``window_fresh`` frame for an event named ``name``
    (-1: none) — the place a new window would go, checked for a duplicate."""
    i = _link_done_index(g) if g.chain else len(g.stack)
    j = i - 1
    if j >= 0:
        fr = g.stack[j]
        if fr[0] == "window_fresh" and fr[3] and fr[3][0] == name:
            return j
    return -1


def open_after(g: Duel, w: W) -> bool:
    """Open a response window for event ``w`` under the era rule above; True if one was
    opened (or one of the same name was already waiting)."""
    if pending(g, str(w[0])) >= 0:
        return True
    if not g.chain:
        g.stack.append(("window_fresh", g.chains_started, g.tp, w))
        return True
    if len(g.chain) != 1:
        return False
    i = _link_done_index(g)
    if i < 0:
        return False  # link 1 is being activated (a cost), not resolving
    g.stack.insert(i, ("window_fresh", g.chains_started, g.tp, w))
    return True
