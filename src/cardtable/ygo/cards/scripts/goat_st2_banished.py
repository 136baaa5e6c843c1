"""Goat-pool cards over removed-from-play monsters (issue 15 part 3, goat-st2 batch 2): Return
from the Different Dimension — Dimension Fusion's summon steps for the activating player only
(``goat_st_graveyard.summon_banished_steps``: which monsters when the zones are fewer, each
position), then the summoned monsters are marked and a phase hook removes them from play in this
turn's End Phase (a lingering effect: no card stays on the field; the marks are read as
Limiter Removal's, ``goat_st_quick_play.marked_this_turn``). Texts (2005 wording, our own
words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import is_monster, note, reg
from cardtable.ygo.cards.scripts.goat_st_graveyard import summon_banished_steps
from cardtable.ygo.cards.scripts.goat_st_quick_play import marked_this_turn
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RETURN_FROM_THE_DIFFERENT_DIMENSION = 27174286


def _remember_banished(g: Duel, lk: Link) -> None:
    lk.data["rdd_from"] = [c for c in g.banished[lk.player] if is_monster(g, c)]


def _mark_returned(g: Duel, lk: Link) -> None:
    back = [[c, g.life[c]] for c in lk.data.get("rdd_from", ())
            if g.loc[c] == LOC_MZONE and g.ctrl[c] == lk.player]
    if back:
        note(g, lk.card, "Removed from play again in the End Phase", "结束阶段再次除外",
             banish_at_end=back)


@only_for({RETURN_FROM_THE_DIFFERENT_DIMENSION})
def _banish_marked_at_end(g: Duel, event: str) -> None:
    """In the End Phase, remove from play the monsters this turn's card marked (still the same
    cards on the field)."""
    if event != "end_phase":
        return
    gone = marked_this_turn(g, "banish_at_end")
    if gone:
        g.banish(gone)


_choose, _place = summon_banished_steps(0)
_half = costs.pay_half_lp()
PHASE_HOOKS.append(_banish_marked_at_end)
reg(RETURN_FROM_THE_DIFFERENT_DIMENSION, Effect(
    cost=_half[0], operation=(_remember_banished, _choose, _place, _mark_returned),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: _half[1](g, c, p) and -1 in g.mz[p] and any(
        is_monster(g, x) and g.can_special_summon(x, p) for x in g.banished[p])))
