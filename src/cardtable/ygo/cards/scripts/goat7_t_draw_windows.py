"""Appropriate (issue 15 part 3, session 7, g7-t): a Continuous Trap — activate only when your
opponent draws outside the Draw Phase; after that, each time your opponent draws a card or cards
outside either Draw Phase, you immediately draw 2 cards.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/48539234.yaml``) describes it; our own words in ``pool/goat.csv``. The activation window:
a ``DRAW_HOOKS`` hook opens ``("drew_outside_draw_phase", player)`` through
``goat7_t_windows.open_after`` (after the chain whose link 1 made the draw; none after a draw by
a later link). The lasting effect: the same hook makes each face-up active Appropriate of the
drawer's opponent draw 2 at once, once per drawing event (Pot of Greed's 2 cards give 2, not 4:
one mark per Appropriate and event — a resolving link's draws, or another Appropriate's 2).
Goat ruling (``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/appropriate.md``): two active
Appropriates facing each other loop until a player cannot draw (and loses; Exodia assembled on
the way wins) — each Appropriate's 2 cards are a new event for the other. Checks:
``tests/ygo/test_goat7_t_draw_windows.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.goat7_t_windows import open_after
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DRAW, Effect
from cardtable.ygo.effects.hooks import DRAW_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, PH_DRAW

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

APPROPRIATE = 48539234
EVENT = "drew_outside_draw_phase"
_KEY = "appropriate_drew"


#: the Appropriate whose 2 cards are being drawn now (innermost last; a transient stack held
#: only during that synchronous ``g.draw`` call, never between decisions)
_CAUSES: list[list[Any]] = []


def _cause(g: Duel) -> list[Any]:
    """The drawing event the card just drawn belongs to: an Appropriate's 2 cards, or the
    resolving link's draws (its resolved-link count and chain length)."""
    return _CAUSES[-1] if _CAUSES else ["link", g.stamp, len(g.chain)]


def _fired(g: Duel, s: int, cause: list[Any]) -> bool:
    return any(kind == "card_effect" and pub.get(_KEY) == s and pub.get("cause") == cause
               for kind, pub, _ in this_turn(g))


@only_for({APPROPRIATE})
def _drawn(g: Duel, p: int, c: int) -> None:
    if g.phase == PH_DRAW:
        return
    open_after(g, (EVENT, p))
    cause = _cause(g)
    for s in list(g.sz[1 - p]):
        if s >= 0 and g.code[s] == APPROPRIATE and up(g, s) and g.flags[s] & F_ACTIVE \
                and not _fired(g, s, cause):
            note(g, s, "The opponent drew outside the Draw Phase: draw 2",
                 "对方在抽卡阶段以外抽卡：抽2张", **{_KEY: s, "cause": cause})
            _CAUSES.append(["appropriate", s, len(g.elog)])
            try:
                g.draw(1 - p, 2)
            finally:
                _CAUSES.pop()


DRAW_HOOKS.append(_drawn)
reg(APPROPRIATE, Effect(event=EVENT, category=CAT_DRAW,
                        condition=lambda g, c, p, w: bool(w) and w[0] == EVENT and w[1] == 1 - p))
