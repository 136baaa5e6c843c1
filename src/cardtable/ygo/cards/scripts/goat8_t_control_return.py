"""Remove Brainwashing (issue 15 part 3, session 8, g8-t): control that goes back to the owners
while a card applies — an engine piece g8-t owns this session.

Text: not flagged "Goat-era version" in goat-pool.csv (its 2003 print, Magician's Force
MFC-101); today's official text (yaml-yugi ``data/94739788.yaml``): "The control of all monsters
on the field returns to the owners." (its Japanese text there: as long as this card is on the
field). Our own words in ``pool/goat.csv``.

Rulings: the Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/remove-brainwashing.md``):

* every monster a player controls but does not own goes back to its owner (Monster Reborn on
  the opponent's monster, Lava Golem, Exchange…); a control change made while it applies
  happens, then control goes back at once (Griggle's and Ameba's "control shifted" effects do
  activate);
* "If Remove Brainwashing is destroyed, control does not revert again": the return is a
  one-way move, not a lasting effect undone when the card leaves;
* a returning monster with no free zone on its owner's side is destroyed; when several return
  and not all fit, the player who controlled them chooses which are destroyed;
* Blindly Loyal Goblin's "control cannot switch" holds against it
  (``classic_lib.control_fixed``); Monster Cards equipped as Equip Spells stay where they are
  (only Monster Zones are looked at).

Limit: a control change in this engine is a new card on the field (its "life" moves on, as
for ``take_control`` and Creature Swap), so an Equip Card on a returning monster is lost —
Snatch Steal too (the FAQ keeps it and its +1000 Life Points).

The piece: a ``STATE_CHECKS`` hook (``only_for`` Remove Brainwashing) while one is face-up and
applies (``classic_lib.live``); the choice of the monsters destroyed is a flow frame
(``g8t_brainwash``). Checks: ``tests/ygo/test_goat8_t_control_return.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import (
    CONTROL_FIXED,
    control_fixed,
    live,
    reg,
)
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import STATE_CHECKS, only_for
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

REMOVE_BRAINWASHING = 94739788
FRAME = "g8t_brainwash"

reg(REMOVE_BRAINWASHING, Effect())


def brainwash_removed(g: Duel) -> bool:
    """A Remove Brainwashing is face-up on the field and applies."""
    return any(s >= 0 and g.code[s] == REMOVE_BRAINWASHING and live(g, s)
               for q in (0, 1) for s in g.sz[q])


def _strays(g: Duel, holder: int) -> list[int]:
    """Monsters ``holder`` controls but does not own, whose control may switch."""
    return [m for m in g.mz[holder] if m >= 0 and g.owner[m] != holder
            and not (CONTROL_FIXED and control_fixed(g, m))]


def _send_home(g: Duel, m: int) -> None:
    was, q = g.ctrl[m], g.owner[m]
    g.move(m, LOC_MZONE, q, g.pos[m])
    g.log("control", {**g.card_pub(m), "player": q})
    g.raise_event("control_changed", m, (was, q))


def return_all(g: Duel) -> None:
    """Send every stray monster home; where the owner lacks room for all of them, the player
    controlling them picks the ones destroyed (a flow frame), none if no zone is free."""
    for holder in (g.tp, 1 - g.tp):
        strays = _strays(g, holder)
        if not strays:
            continue
        owner = 1 - holder
        room = sum(1 for z in g.mz[owner] if z < 0)
        if len(strays) <= room:
            for m in strays:
                _send_home(g, m)
        elif room == 0:
            g.destroy(strays, "effect")
        elif not (g.stack and g.stack[-1][0] == FRAME):
            g.stack.append((FRAME, holder))


@only_for({REMOVE_BRAINWASHING})
def _check(g: Duel) -> None:
    if g.pend is None and brainwash_removed(g):
        return_all(g)


STATE_CHECKS.append(_check)


@step(FRAME)
def _pick(g: Duel, fr: tuple[Any, ...]) -> None:
    """The holder picks one of the monsters that cannot all go home to be destroyed."""
    holder = int(fr[1])
    strays = _strays(g, holder)
    room = sum(1 for z in g.mz[1 - holder] if z < 0)
    if not strays or not brainwash_removed(g):
        return
    if len(strays) <= room or room == 0:
        return_all(g)
        return
    g.pend = (holder, "pick", "destroy", tuple(("card", m) for m in strays), FRAME, ())


@handler(FRAME)
def _picked(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    m = int(opt[1])
    if g.loc[m] == LOC_MZONE:
        g.destroy([m], "effect")
    return_all(g)
