"""Interdimensional Matter Transporter (issue 15 part 3, goat-t batch 23): select 1 face-up
monster you control and remove it from play until the End Phase. It comes back in this turn's
End Phase (a lingering effect: a ``PHASE_HOOKS`` hook over this turn's public mark, as Return
from the Different Dimension's) to its owner's field in the battle position it left in (the
ruling for cards removed "until the End Phase"); it is not Special Summoned (no summon event),
and with no free Monster Zone it goes to the Graveyard. Text (2005 wording, our own words) in
``pool/goat.csv``; checks in ``tests/ygo/test_goat5_t_transporter.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import live_targets, mons, note, pick, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_BANISH, Effect, Link
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_BANISHED, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

INTERDIMENSIONAL_MATTER_TRANSPORTER = 36261276
_KEY = "back_at_end"

_own_face_up = mons("self", True)


def _transport(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if not ts:
        return
    t = ts[0]
    pos = g.pos[t]
    g.banish([t])
    if g.loc[t] == LOC_BANISHED:
        note(g, lk.card, "Removed from play until the End Phase", "直到结束阶段从游戏中除外",
             **{_KEY: {"card": t, "life": g.life[t], "pos": pos}})


@only_for({INTERDIMENSIONAL_MATTER_TRANSPORTER})
def _come_back(g: Duel, event: str) -> None:
    if event != "end_phase":
        return
    for kind, pub, _ in list(this_turn(g))[::-1]:  # in the order they left
        mark = pub.get(_KEY) if kind == "card_effect" else None
        if not mark:
            continue
        c = int(mark["card"])
        if g.loc[c] != LOC_BANISHED or g.life[c] != mark["life"]:
            continue
        o = g.owner[c]
        if -1 in g.mz[o]:
            g.move(c, LOC_MZONE, o, int(mark["pos"]))
            note(g, c, "Returns to the field", "回到场上")
        else:
            g.send_to_gy([c], "rule")


PHASE_HOOKS.append(_come_back)
reg(INTERDIMENSIONAL_MATTER_TRANSPORTER,
    Effect(target=(pick(_own_face_up, "target_monster"),), target_picks=True,
           operation=(_transport,), category=CAT_BANISH,
           condition=lambda g, c, p, w: bool(_own_face_up(g, p, c))))
