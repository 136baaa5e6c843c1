"""Blindly Loyal Goblin (issue 15 part 3, g6-ma): "control of this face-up card cannot switch" —
its passcode in g6-t's ``classic_lib.CONTROL_FIXED`` (``take_control``, the one path of every
control-taking card, refuses it while it is face-up with its effects applying; Creature Swap
skips it). Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_control.py``."""

from __future__ import annotations

from cardtable.ygo.cards.scripts.classic_lib import CONTROL_FIXED, reg
from cardtable.ygo.effects.api import Effect

BLINDLY_LOYAL_GOBLIN = 35215622

CONTROL_FIXED.add(BLINDLY_LOYAL_GOBLIN)
reg(BLINDLY_LOYAL_GOBLIN, Effect(kind="continuous"))

__all__ = ["BLINDLY_LOYAL_GOBLIN"]
