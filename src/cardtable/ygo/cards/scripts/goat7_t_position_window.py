"""A response window after a face-up Attack Position monster is changed to face-up Defense
Position (issue 15 part 3, session 7, g7-t) and Tragedy, the Goat-pool Normal Trap answering it:
destroy every Defense Position monster your opponent controls.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/35686187.yaml``) describes it; our own words in ``pool/goat.csv``.

The window follows the era rule of g6-t's Graveyard window (``goat6_t_gy_window.py``, here
``goat7_t_windows.open_after``): the change must be the last thing that happened — a manual
change in the Main Phase opens the window at once (``window_fresh``: no chain in between); a
change made by chain link 1 as it resolves opens it after that chain; a change by a later link,
by a cost or in a trigger chain opens none. The window event is ``("to_defense", card,
controller)``; several changes of one link share the first window. An ``EVENT_HOOKS`` hook on
``position_changed`` in duels holding a card of :data:`USERS`. Checks:
``tests/ygo/test_goat7_t_position_window.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat7_t_windows import open_after
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_DEF, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EVENT = "to_defense"
TRAGEDY = 35686187
USERS = frozenset({TRAGEDY})


def position_window_hook(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``position_changed`` from face-up Attack to face-up Defense Position: open the
    ``to_defense`` window (at once outside a chain, after the chain when link 1 did it)."""
    if ev != "position_changed" or len(data) < 2 or data[0] != POS_FU_ATK \
            or data[1] != POS_FU_DEF or g.loc[c] != LOC_MZONE:
        return
    open_after(g, (EVENT, c, g.ctrl[c]))


EVENT_HOOKS.append(only_for(USERS)(position_window_hook))


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == EVENT and w[2] == 1 - p and g.ctrl[w[1]] == 1 - p


def _tragedy(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ms = [m for m in g.mz[o] if m >= 0 and g.pos[m] & POS_DEF]
    if ms:
        g.destroy(ms, "effect", lk)


reg(TRAGEDY, Effect(event=EVENT, condition=_cond, operation=(_tragedy,), category=CAT_DESTROY))
