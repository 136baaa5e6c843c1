"""Control of monsters (issue 15 part 3, g6-ma). Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_ma_control.py``.

* Blindly Loyal Goblin — "control of this face-up card cannot switch": its passcode in g6-t's
  ``classic_lib.CONTROL_FIXED`` (``take_control``, the one path of every control-taking card,
  refuses it while it is face-up with its effects applying; Creature Swap skips it).
* Dragon Manipulator — FLIP: target 1 face-up Dragon-Type monster the opponent controls; take
  control of it until the End Phase (``classic_lib.borrow``; the End Phase return hook is
  marked for this card too).
* Dummy Golem — FLIP: the opponent chooses 1 monster they control (not a target); it and this
  card switch control (``g.swap_control``, as Creature Swap: each takes the other's zone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    CONTROL_FIXED,
    borrow,
    control_fixed,
    last,
    live_targets,
    mons,
    pick,
    reg,
    return_borrowed,
    up,
)
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BLINDLY_LOYAL_GOBLIN = 35215622
DRAGON_MANIPULATOR = 63018132
DUMMY_GOLEM = 13532663

CONTROL_FIXED.add(BLINDLY_LOYAL_GOBLIN)
reg(BLINDLY_LOYAL_GOBLIN, Effect(kind="continuous"))

# --- Dragon Manipulator ---------------------------------------------------------------------

_opp_dragons = mons("opp", True, lambda g, c: bool(g.race(c) & C.RACE_BY_NAME["Dragon"]))


def _borrow_targets(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player:
            borrow(g, t, lk.player)


only_for({DRAGON_MANIPULATOR})(return_borrowed)  # its End Phase return runs in these duels too
reg(DRAGON_MANIPULATOR, Effect(kind="flip", optional=False,
                               target=(pick(_opp_dragons, "target_monster"),),
                               target_picks=True, operation=(_borrow_targets,)))

# --- Dummy Golem ----------------------------------------------------------------------------


def _swappable(g: Duel, p: int) -> list[int]:
    return [m for m in g.monsters(p) if not (CONTROL_FIXED and control_fixed(g, m))]


def _opponent_chooses(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ask_cards(g, lk, o, _swappable(g, o), 1, 1, "choose")


def _switch(g: Duel, lk: Link) -> None:
    c = lk.card
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE and g.ctrl[m] != lk.player]
    if not got or g.loc[c] != LOC_MZONE or not up(g, c) or g.ctrl[c] != lk.player:
        return
    m = got[0]
    if CONTROL_FIXED and (control_fixed(g, m) or control_fixed(g, c)):
        return
    g.swap_control(c, m)
    g.log("control", {**g.card_pub(c), "player": 1 - lk.player})
    g.log("control", {**g.card_pub(m), "player": lk.player})


reg(DUMMY_GOLEM, Effect(kind="flip", optional=False, operation=(_opponent_chooses, _switch)))

__all__ = ["BLINDLY_LOYAL_GOBLIN", "DRAGON_MANIPULATOR", "DUMMY_GOLEM"]
