"""Goat-pool Traps that give Life Points (issue 15 part 3, session 6, g6-t): Altar for Tribute.

Altar for Tribute (DCR-095; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Select 1 monster on your side of the field and send it to the Graveyard.
Gain Life Points equal to its original ATK." The monster is selected (targeted) at activation
and sent by the effect, not Tributed as a cost (yugioh-wiki: it is "sent to the Graveyard", so
Mask of Restrict does not stop it); the Life Points are its printed ATK, whatever its current ATK
or position. Checks: ``tests/ygo/test_goat6_t_lp_traps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import base_atk, mons, pick, reg, tgt
from cardtable.ygo.effects.api import CAT_RECOVER, Effect, Link
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ALTAR_FOR_TRIBUTE = 21070956

_own = mons("self")


def _altar_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE or g.ctrl[t] != lk.player:
        return
    n = max(0, base_atk(g, t))  # a printed "?" counts as 0
    if g.send_to_gy([t], "effect"):
        g.recover(lk.player, n)


reg(ALTAR_FOR_TRIBUTE, Effect(target=(pick(_own, "target_monster"),), target_picks=True,
                              operation=(_altar_op,), category=CAT_RECOVER,
                              condition=lambda g, c, p, w: bool(_own(g, p, c))))
