"""Second Coin Toss (issue 15 part 3, session 8, g8-t): redoing a coin toss — the engine piece
g8-t owns this session (coins; a die re-roll is not built, see docs/cards-goat.md).

Text: not flagged "Goat-era version" in goat-pool.csv (its 2003 print, Legacy of Darkness
LOD-083); today's official text (yaml-yugi ``data/36562627.yaml``): "When a coin toss is
performed, you can choose to redo the coin toss. (If the toss involved multiple coin flips, redo
all of them.) You can only use the effect of "Second Coin Toss" once per turn." Rulings: the Goat
Individual Card FAQ (``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/second-coin-toss.md``):
only your own coin tosses; a multi-coin toss (Barrel Dragon) is redone whole; each toss is redone
at most once even with several copies; you may redo a toss that went your way. Our own words in
``pool/goat.csv``.

The piece: every coin toss of the duel goes through :func:`with_redo` (``goat_mon_coins.toss``,
``goat5_chance.called_right``, Time Wizard in ``classic_monsters``). In a duel without Second
Coin Toss it just tosses (the same RNG draws and log entries as before). Otherwise, after the
toss, if the tossing player has a face-up Second Coin Toss that applies and has not used it this
turn, the toss is kept in the resolving link's ``link.data`` and the player is asked (a yes/no
in the middle of the step: ``effects.api.StepSuspended``, the engine runs the step again after
the answer); on "yes" a public mark (``g8t_coin_redo``) uses the turn's redo and the coins are
tossed again, all of them; on "no" the first toss stands. The answer is taken back out of
``link.picks`` so the step reads its own picks (a called side) as before. Checks:
``tests/ygo/test_goat8_t_redo.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from cardtable.ygo.cards.scripts.classic_lib import live, note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, StepSuspended, ask_yesno

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

T = TypeVar("T")

SECOND_COIN_TOSS = 36562627
REDO_KEY = "g8t_coin_redo"
_KEPT = "g8t_coin_kept"

reg(SECOND_COIN_TOSS, Effect())


def _may_redo(g: Duel, p: int) -> bool:
    """``p`` controls a face-up Second Coin Toss that applies and has not redone a toss this
    turn."""
    if not any(s >= 0 and g.code[s] == SECOND_COIN_TOSS and live(g, s) for s in g.sz[p]):
        return False
    return not any(kind == "card_effect" and (m := pub.get(REDO_KEY)) is not None
                   and m["player"] == p for kind, pub, _ in this_turn(g))


def with_redo(g: Duel, p: int, toss: Callable[[], T]) -> T:
    """Player ``p``'s coin toss ``toss()`` (it tosses and logs, returning what the caller
    reads), offered for a redo under Second Coin Toss. Call it from a link's step, before the
    step changes anything."""
    if not g.chain or SECOND_COIN_TOSS not in g.code:
        return toss()
    lk = g.chain[-1]
    if _KEPT in lk.data:  # the step runs again: the answer is in
        kept: Any = lk.data.pop(_KEPT)
        redo = lk.picks.pop() is True
        if redo and _may_redo(g, p):
            s = next(s for s in g.sz[p] if s >= 0 and g.code[s] == SECOND_COIN_TOSS)
            note(g, s, "The coin toss is redone", "重新投掷硬币", **{REDO_KEY: {"player": p}})
            return toss()
        return kept  # type: ignore[no-any-return]
    got = toss()
    if not _may_redo(g, p):
        return got
    lk.data[_KEPT] = got
    ask_yesno(g, lk, p, "redo_coin")
    raise StepSuspended
