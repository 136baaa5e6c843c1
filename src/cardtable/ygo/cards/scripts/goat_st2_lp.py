"""Goat-pool cards that set Life Points outright (issue 15 part 3, goat-st2 batch 2):
Self-Destruct Button — both players' LP become 0 (not damage: damage shields do not apply), so
the duel is a draw (the engine's ``lp_zero_both``). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Effect, Link

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SELF_DESTRUCT_BUTTON = 57585212


def _both_to_zero(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Both players' Life Points become 0", "双方基本分变成0")
    g.lp[0] = 0
    g.lp[1] = 0


# "Activate only while your opponent's Life Points are at least 7000 more than yours"
reg(SELF_DESTRUCT_BUTTON, Effect(operation=(_both_to_zero,),
                                 condition=lambda g, c, p, w: g.lp[1 - p] - g.lp[p] >= 7000))
