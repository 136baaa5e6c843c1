"""Goat-pool Traps that forbid summons or activations for a while (issue 15 part 3, goat-t batch
5): Non Aggression Area (no Normal Summon, Set or Special Summon in the opponent's next turn: a
``SUMMON_ALLOWED`` hook over a public mark naming that player and turn), Cursed Seal of the
Forbidden Spell (a Counter Trap: the negated Spell's name may not be activated by that player
for the rest of the Duel: an ``ACTIVATE_ALLOWED`` hook over public marks in the Duel's log),
Anti-Spell Fragrance (a Continuous Trap: a Spell Card is activated only once Set, and not in the
turn it was Set: the same ``ACTIVATE_ALLOWED`` list, reading ``g.since``, the turn a card was
Set).
Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_locks.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, note, reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat_st2_counter_traps import answered
from cardtable.ygo.cards.scripts.seed_common import name_code
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import CAT_NEGATE_ACT, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, SUMMON_ALLOWED, only_for
from cardtable.ygo.state import LOC_FZONE, LOC_HAND, LOC_SZONE, PH_STANDBY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

NON_AGGRESSION_AREA = 76848240
ANTI_SPELL_FRAGRANCE = 58921041
CURSED_SEAL = 58851034

_NAA_KEY = "no_summon"
_SEAL_KEY = "sealed_spell"


# --- Non Aggression Area: only in your Standby Phase; discard 1 card (cost); the opponent cannot
#     Normal Summon, Set or Special Summon during their next turn ---------------------------------

def _naa(g: Duel, lk: Link) -> None:
    note(g, lk.card, "The opponent cannot summon or Set monsters in their next turn",
         "对方在下个回合不能召唤、盖放、特殊召唤怪兽",
         **{_NAA_KEY: {"player": 1 - lk.player, "turn": g.turn + 1}})


@only_for({NON_AGGRESSION_AREA})
def _naa_allows(g: Duel, p: int, c: int, how: str) -> bool:
    if how == "flip":
        return True
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn" and int(pub.get("turn", g.turn)) < g.turn - 1:
            break
        mark = pub.get(_NAA_KEY) if kind == "card_effect" else None
        if mark and mark["player"] == p and mark["turn"] == g.turn:
            return False
    return True


SUMMON_ALLOWED.append(_naa_allows)
_discard1, _can_discard1 = costs.discard(1)
reg(NON_AGGRESSION_AREA, Effect(cost=_discard1, operation=(_naa,),
                                condition=lambda g, c, p, w: g.tp == p and g.phase == PH_STANDBY
                                and _can_discard1(g, c, p)))


# --- Cursed Seal of the Forbidden Spell: discard 1 Spell Card (cost): negate the activation of a
#     Spell Card and destroy it; its player cannot activate Spell Cards of that name for the rest
#     of the Duel ------------------------------------------------------------------------------

def _hand_spells(g: Duel, p: int, c: int) -> list[int]:
    return [x for x in g.hand[p] if x != c and g.cd(x).type & C.SPELL]


def _spell_answered(g: Duel, c: int) -> Link | None:
    lk = answered(g, c)
    return lk if lk is not None and g.pool.cards[lk.code].type & C.SPELL else None


def _seal_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hand_spells(g, lk.player, lk.card), 1, 1, "discard")


def _seal_cost_pay(g: Duel, lk: Link) -> None:
    got = [x for x in last(lk) if g.loc[x] == LOC_HAND]
    if got:
        g.discard(got)


_negate = ops.negate_activation()


def _seal(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i < 0:
        return
    below = g.chain[i]
    _negate(g, lk)
    note(g, lk.card, "That Spell Card's name is sealed for the rest of the Duel",
         "这次决斗中，对方不能发动该魔法卡的同名卡",
         **{_SEAL_KEY: {"player": below.player, "code": name_code(g, below.card)}})


def sealed(g: Duel, p: int) -> set[int]:
    """The Spell Card names (passcodes) ``p`` may no longer activate (Cursed Seal marks)."""
    out: set[int] = set()
    for kind, pub, _ in g.elog:
        if kind == "card_effect" and _SEAL_KEY in pub and pub[_SEAL_KEY]["player"] == p:
            out.add(int(pub[_SEAL_KEY]["code"]))
    return out


@only_for({CURSED_SEAL})
def _seal_allows(g: Duel, p: int, c: int, e: Any) -> bool:
    if getattr(e, "kind", "") != "activate" or not g.cd(c).type & C.SPELL:
        return True
    return name_code(g, c) not in sealed(g, p)


ACTIVATE_ALLOWED.append(_seal_allows)
reg(CURSED_SEAL, Effect(event="activated", cost=(_seal_cost_ask, _seal_cost_pay),
                        operation=(_seal,), category=CAT_NEGATE_ACT,
                        condition=lambda g, c, p, w: _spell_answered(g, c) is not None
                        and bool(_hand_spells(g, p, c))))


# --- Anti-Spell Fragrance: both players Set Spell Cards before activating them, and activate them
#     only from their next turn on ----------------------------------------------------------------

@only_for({ANTI_SPELL_FRAGRANCE})
def _fragrance_allows(g: Duel, p: int, c: int, e: Any) -> bool:
    if getattr(e, "kind", "") != "activate" or not g.cd(c).type & C.SPELL:
        return True
    if not active_traps(g, ANTI_SPELL_FRAGRANCE):
        return True
    if g.loc[c] == LOC_HAND:
        return False  # must be Set first
    return not (g.loc[c] & (LOC_SZONE | LOC_FZONE) and g.since[c] >= g.turn)


ACTIVATE_ALLOWED.append(_fragrance_allows)
reg(ANTI_SPELL_FRAGRANCE, Effect(kind="activate"),
    Effect(kind="continuous", name=Text("魔法卡必须盖放，到下个回合才能发动",
                                        "Spell Cards must be Set and wait a turn")))
