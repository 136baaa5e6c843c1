"""Spatial Collapse (issue 15 part 3, session 8, g8-t): a limit on the cards on the field — the
engine piece g8-t owns this session.

Text: not flagged "Goat-era version" in goat-pool.csv (its 2004 print, Invasion of Chaos
IOC-051); today's official text (yaml-yugi ``data/20644748.yaml``): "You can only activate this
card if both you and your opponent each have 5 or less cards on the field. The maximum number of
cards that each player can have on the field is 5." (the German/French/Italian texts there: while
it stays face-up on the field). Our own words in ``pool/goat.csv``.

The piece: while a Spatial Collapse is face-up and applies (``classic_lib.live``), a player with
5 or more cards on their side of the field (Monster Zones, Spell & Trap Zones, Field Zone) can
get no new one there:

* no Normal Summon or Set of a monster that needs no Tribute, and a Tribute Summon only when
  the Tributes leave room (``SUMMON_ALLOWED``); no Special Summon of a card not already on that
  field (``SUMMON_ALLOWED`` "special": a Union unequipped moves within the field and is let);
* no Spell/Trap Set from the hand (``SET_ALLOWED``), no Spell/Trap activated from the hand
  (``ACTIVATE_ALLOWED``; a Field Spell replacing the player's own Field Spell keeps the count);
* no monster taken over from the opponent (``classic_lib.CONTROL_ROOM``, read by
  ``take_control``).

Limit: a card that puts several cards at once (Scapegoat's 4 tokens) is not refused as a whole:
its tokens come one at a time until the limit is reached. Every hook is ``only_for`` Spatial
Collapse. Checks: ``tests/ygo/test_goat8_t_field_limit.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import CONTROL_ROOM, live, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    SET_ALLOWED,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.rules.main_phase import tributes_needed
from cardtable.ygo.state import LOC_HAND, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SPATIAL_COLLAPSE = 20644748
LIMIT = 5


def field_count(g: Duel, p: int) -> int:
    """Cards on ``p``'s side of the field: Monster Zones, Spell & Trap Zones, Field Zone."""
    return (sum(1 for m in g.mz[p] if m >= 0) + sum(1 for s in g.sz[p] if s >= 0)
            + (1 if g.fz[p] >= 0 else 0))


def collapsed(g: Duel) -> bool:
    """A Spatial Collapse is face-up on the field and applies."""
    return any(s >= 0 and g.code[s] == SPATIAL_COLLAPSE and live(g, s)
               for q in (0, 1) for s in g.sz[q])


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    """"only if both you and your opponent each have 5 or less cards on the field"."""
    return field_count(g, p) <= LIMIT and field_count(g, 1 - p) <= LIMIT


reg(SPATIAL_COLLAPSE, Effect(condition=_cond))


@only_for({SPATIAL_COLLAPSE})
def _summon_ok(g: Duel, p: int, c: int, how: str) -> bool:
    if how == "flip" or not collapsed(g):
        return True
    if g.loc[c] & LOC_ONFIELD and g.ctrl[c] == p:
        return True  # already one of that player's cards on the field
    room = LIMIT - field_count(g, p)
    if how in ("normal", "set"):
        room += tributes_needed(g.level(c))  # the Tributes leave the field first
    return room >= 1


@only_for({SPATIAL_COLLAPSE})
def _set_ok(g: Duel, p: int, c: int) -> bool:
    return not collapsed(g) or field_count(g, p) < LIMIT


@only_for({SPATIAL_COLLAPSE})
def _activate_ok(g: Duel, p: int, c: int, e: Any) -> bool:
    if g.loc[c] != LOC_HAND or g.cd(c).is_monster or not collapsed(g):
        return True
    if g.cd(c).type & C.FIELD and g.fz[p] >= 0:
        return True  # it replaces that player's Field Spell: the count stays
    return field_count(g, p) < LIMIT


def _control_ok(g: Duel, p: int) -> bool:
    if SPATIAL_COLLAPSE not in g.code or not collapsed(g):
        return True
    return field_count(g, p) < LIMIT


SUMMON_ALLOWED.append(_summon_ok)
SET_ALLOWED.append(_set_ok)
ACTIVATE_ALLOWED.append(_activate_ok)
CONTROL_ROOM.append(_control_ok)
