"""Spatial Collapse (issue 15 part 3, session 8, g8-t): a limit on the cards on the field — the
engine piece g8-t owns this session.

Text: not flagged "Goat-era version" in goat-pool.csv (its 2004 print, Invasion of Chaos
IOC-051); today's official text (yaml-yugi ``data/20644748.yaml``): "You can only activate this
card if both you and your opponent each have 5 or less cards on the field. The maximum number of
cards that each player can have on the field is 5." (the German/French/Italian texts there: while
it stays face-up on the field). Our own words in ``pool/goat.csv``.

Rulings: the Goat format's "Individual Card FAQs" and "Netrep Rulings" of the card
(``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/spatial-collapse.md``): Tokens count; a
player whose cards exceed 5 when it resolves (an effect chained to it) picks the excess and sends
it to the Graveyard; Scapegoat cannot be activated with 1 card already on your side (1 + the
Scapegoat + 4 Tokens = 6); Change of Heart cannot be activated with 4 cards on your side; cards
that Special Summon a monster cannot be activated when that would make more than 5.

The piece: while a Spatial Collapse is face-up and applies (``classic_lib.live``), a player with
5 or more cards on their side of the field (Monster Zones, Spell & Trap Zones, Field Zone) can
get no new one there:

* no Normal Summon or Set of a monster that needs no Tribute, and a Tribute Summon only when
  the Tributes leave room (``SUMMON_ALLOWED``); no Special Summon of a card not already on that
  field (``SUMMON_ALLOWED`` "special": a Union unequipped moves within the field and is let);
* no Spell/Trap Set from the hand (``SET_ALLOWED``); no activation (``ACTIVATE_ALLOWED``) that
  would end above 5: the card itself when it comes from the hand (a Field Spell replacing the
  player's own Field Spell keeps the count), plus what it brings — 1 monster for an effect that
  Special Summons (``CAT_SPSUMMON``), 4 Tokens for Scapegoat, the taken monster for Change of
  Heart, Snatch Steal and Brain Control;
* no monster taken over from the opponent (``classic_lib.CONTROL_ROOM``, read by
  ``take_control``).

* a player who has more than 5 cards later anyway (the FAQ's Cyber Jar and Remove
  Brainwashing cases: cards arriving together) picks the excess to send to the Graveyard at the
  next state check (a ``STATE_CHECKS`` hook and a flow frame ``g8t_collapse``, one card a pick).
Every hook is ``only_for`` Spatial Collapse. Checks: ``tests/ygo/test_goat8_t_field_limit.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import CONTROL_ROOM, card_ok, last, live, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    SET_ALLOWED,
    STATE_CHECKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.main_phase import tributes_needed
from cardtable.ygo.state import LOC_HAND, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SPATIAL_COLLAPSE = 20644748
LIMIT = 5
SCAPEGOAT = 73915051
FRAME = "g8t_collapse"
#: cards whose activation brings more than "1 monster if it Special Summons" onto the
#: activating player's side: Scapegoat's 4 Tokens; the monster taken by the control cards
BRINGS: dict[int, int] = {SCAPEGOAT: 4, 4031928: 1, 45986603: 1, 87910978: 1}


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


def _excess_pick(who: int) -> Any:
    """A step: player ``who`` (0 = the activating player, 1 = the opponent) picks the cards
    above 5 on their side (other than Spatial Collapse) to send to the Graveyard."""

    def st(g: Duel, lk: Link) -> None:
        q = lk.player if who == 0 else 1 - lk.player
        n = field_count(g, q) - LIMIT
        if n <= 0 or not card_ok(g, lk):
            lk.picks.append(())
            return
        cands = [c for c in (*g.mz[q], *g.sz[q], g.fz[q]) if c >= 0 and c != lk.card]
        ask_cards(g, lk, q, cands, n, n, "choose")

    return st


def _excess_send(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] & LOC_ONFIELD]
    if got:
        g.send_to_gy(got, "effect")


reg(SPATIAL_COLLAPSE, Effect(condition=_cond, operation=(_excess_pick(0), _excess_send,
                                                         _excess_pick(1), _excess_send)))


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
    if not collapsed(g):
        return True
    cd = g.cd(c)
    placed = 1 if g.loc[c] == LOC_HAND and not cd.is_monster else 0
    if placed and cd.type & C.FIELD and g.fz[p] >= 0:
        placed = 0  # it replaces that player's Field Spell: the count stays
    brings = BRINGS.get(g.code[c], 1 if e.category & CAT_SPSUMMON else 0)
    return field_count(g, p) + placed + brings <= LIMIT


def _control_ok(g: Duel, p: int) -> bool:
    if SPATIAL_COLLAPSE not in g.code or not collapsed(g):
        return True
    return field_count(g, p) < LIMIT


@only_for({SPATIAL_COLLAPSE})
def _excess_check(g: Duel) -> None:
    if g.pend is not None or not collapsed(g):
        return
    for q in (g.tp, 1 - g.tp):
        if field_count(g, q) > LIMIT and not any(fr[0] == FRAME and fr[1] == q
                                                 for fr in g.stack):
            g.stack.append((FRAME, q))


@step(FRAME)
def _excess_frame(g: Duel, fr: tuple[Any, ...]) -> None:
    """Player ``fr[1]`` sends one card of their choice to the Graveyard while above 5."""
    q = int(fr[1])
    if field_count(g, q) <= LIMIT or not collapsed(g):
        return
    cands = [c for c in (*g.mz[q], *g.sz[q], g.fz[q])
             if c >= 0 and not (g.code[c] == SPATIAL_COLLAPSE and live(g, c))]
    if not cands:
        return
    g.stack.append((FRAME, q))
    g.pend = (q, "pick", "choose", tuple(("card", c) for c in cands), FRAME, ())


@handler(FRAME)
def _excess_picked(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c = int(opt[1])
    if g.loc[c] & LOC_ONFIELD:
        g.send_to_gy([c], "effect")


STATE_CHECKS.append(_excess_check)
SUMMON_ALLOWED.append(_summon_ok)
SET_ALLOWED.append(_set_ok)
ACTIVATE_ALLOWED.append(_activate_ok)
CONTROL_ROOM.append(_control_ok)
