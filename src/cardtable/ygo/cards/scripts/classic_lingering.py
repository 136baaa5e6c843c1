"""Classic cards with chain-less continuous effects or lingering marks, through the engine's
event and draw hooks (:mod:`cardtable.ygo.effects.hooks`).

* Level Limit - Area B, Dragon Capture Jar: every face-up monster they name is changed to
  Defense Position. The change is applied when the card resolves and again after every game
  event while the card is face-up and active (a manual change to Attack Position is undone at
  the next event, at the latest when that monster declares an attack).
* Reckless Greed ("skip your next 2 Draw Phases"), Offerings to the Doomed ("skip your next
  Draw Phase"): once the card is in the GY after resolving, ``g.counter`` on it holds the Draw
  Phases still to skip; the draw hook puts the Draw Phase's card back on top of the Deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import card_ok, reg
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DRAW, CAT_POSITION, Effect, Link
from cardtable.ygo.effects.hooks import DRAW_HOOKS, EVENT_HOOKS, only_for
from cardtable.ygo.state import (
    F_ACTIVE,
    F_NEGATED,
    LOC_DECK,
    LOC_HAND,
    PH_DRAW,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

LEVEL_LIMIT_B = 3136426
DRAGON_JAR = 50045299
RECKLESS_GREED = 37576645
OFFERINGS = 19230407
SKIPS = {RECKLESS_GREED: 2, OFFERINGS: 1}

# --- forced Defense Position ------------------------------------------------------------------


def _named_by(g: Duel, code: int, m: int) -> bool:
    if code == LEVEL_LIMIT_B:
        return g.level(m) >= 4
    return bool(g.race(m) & 0x2000)


def _active(g: Duel, s: int) -> bool:
    return bool(g.pos[s] & 0x5) and bool(g.flags[s] & F_ACTIVE) and not g.flags[s] & F_NEGATED


def _force_defense(g: Duel, code: int) -> None:
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.pos[m] == POS_FU_ATK and _named_by(g, code, m):
                g.change_position(m, POS_FU_DEF)


def _lock_op(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card):
        _force_defense(g, g.code[lk.card])


def _after_event(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev in ("position_changed", "banished", "control_changed", "equipped"):
        # raised by the change itself (a banish from the field raised "left_field" already; a
        # control change or an equip does not change which monsters these cards name): the
        # next event catches up
        return
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] in (LEVEL_LIMIT_B, DRAGON_JAR) and _active(g, s):
                if g.code[s] == LEVEL_LIMIT_B and g.spells_negated():
                    continue
                _force_defense(g, g.code[s])


EVENT_HOOKS.append(only_for({LEVEL_LIMIT_B, DRAGON_JAR})(_after_event))
reg("level_limit_area_b", Effect(operation=(_lock_op,), category=CAT_POSITION))
reg("dragon_capture_jar", Effect(operation=(_lock_op,), category=CAT_POSITION))

# --- skipped Draw Phases ----------------------------------------------------------------------


def _mark_skips(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "to_gy" and g.code[c] in SKIPS and data and data[0] == "resolved":
        g.counter[c] = SKIPS[g.code[c]]
        g.log("draw_skip_pending", {**g.card_pub(c), "player": g.owner[c],
                                    "phases": g.counter[c]})


def _skip_draw(g: Duel, p: int, c: int) -> None:
    if g.phase != PH_DRAW or g.chain or g.tp != p or g.loc[c] != LOC_HAND:
        return
    for s in g.gy[p]:
        if g.code[s] in SKIPS and g.counter[s] > 0:
            g.counter[s] -= 1
            g.move(c, LOC_DECK, p)
            g.log("draw_skipped", {"player": p, "by": g.card_pub(s)})
            return


EVENT_HOOKS.append(only_for(set(SKIPS))(_mark_skips))
DRAW_HOOKS.append(only_for(set(SKIPS))(_skip_draw))


_draw2 = ops.draw(2)


reg("reckless_greed", Effect(operation=(_draw2,), category=CAT_DRAW,
                             condition=lambda g, c, p, w: len(g.deck[p]) >= 2))

