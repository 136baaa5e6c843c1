""""Unaffected by Spell Cards" and "your opponent cannot target this card" (issue 15 part 3,
g6-ma's engine piece; the engine side is ``effects/hooks.py`` ``UNAFFECTED`` / ``TARGET_BANS``).

Two tables any script fills at import time:

* :data:`UNAFFECTED_BY` — ``code -> Immunity(kinds, cond, opponent_only)``: while the face-up
  monster applies its effects and ``cond(g, card)`` holds, it is unaffected by the effects of
  cards whose type has a bit of ``kinds`` (``C.SPELL``, ``C.TRAP``, ``C.MONSTER``), only the
  opponent's cards when ``opponent_only``. The engine then skips the resolving chain link's
  actions on it (destroy, send, banish, return, battle position, control, ATK/DEF changes) and a
  face-up Spell's continuous ATK/DEF aspects (a Field Spell's boost, an Equip Spell's). An Equip
  Spell of such a kind cannot target it: it could not apply (2005 rulings of The Legendary
  Fisherman / Silent Swordsman LV5: an Equip Spell cannot be equipped to a monster unaffected
  by Spell Cards).
* :data:`UNTARGETABLE` — ``code -> Untargetable(kinds, cond)``: while face-up and applying, the
  opponent's effects of cards of ``kinds`` cannot target it ("your opponent cannot target this
  card with Spell/Trap/monster effects").

:func:`unaffected_by_spells` / :func:`untargetable_by_opponent` fill them and register the
card's marker effect. The cards of g6-ma using them: Cannonball Spear Shellfish and Deepsea
Warrior ("while 'Umi' is on the field, this card is unaffected by Spell Cards"). Texts in
``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_unaffected.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.cards.scripts.goat_mon_continuous import umi_on_field
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import TARGET_BANS, UNAFFECTED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

#: ``cond(g, card) -> bool``: the condition the protection holds under ("while 'Umi' is on
#: the field"); ``None`` = always while face-up
Cond = Callable[["Duel", int], bool] | None


class Immunity(NamedTuple):
    """One card's "unaffected by …" clause."""

    kinds: int  # card type bits whose effects do not affect it (C.SPELL, C.TRAP, C.MONSTER)
    cond: Cond  # while this holds (None: always)
    opponent_only: bool  # only the opponent's cards ("unaffected by your opponent's …")


class Untargetable(NamedTuple):
    """One card's "your opponent cannot target this card with …" clause."""

    kinds: int  # card type bits whose effects cannot target it
    cond: Cond


UNAFFECTED_BY: dict[int, Immunity] = {}
UNTARGETABLE: dict[int, Untargetable] = {}


def _src_controller(g: Duel, src: int) -> int:
    return g.ctrl[src] if g.on_field(src) else g.owner[src]


def immune_to(g: Duel, card: int, src: int) -> bool:
    """``card`` is unaffected by the effects of card ``src`` now (an :data:`UNAFFECTED_BY`
    clause of a face-up monster whose effects apply)."""
    im = UNAFFECTED_BY.get(g.code[card])
    if im is None or card == src or not active_monster(g, card):
        return False
    if not g.cd(src).type & im.kinds:
        return False
    if im.opponent_only and _src_controller(g, src) == g.ctrl[card]:
        return False
    return im.cond is None or im.cond(g, card)


def _unaffected(g: Duel, card: int, src: int) -> bool:
    return immune_to(g, card, src)


def _target_ban(g: Duel, card: int, p: int, src: int) -> bool:
    if g.cd(src).type & C.EQUIP and immune_to(g, card, src):
        return True  # an Equip Spell could not apply to it
    ut = UNTARGETABLE.get(g.code[card])
    if ut is None or p == g.ctrl[card] or not active_monster(g, card):
        return False
    return bool(g.cd(src).type & ut.kinds) and (ut.cond is None or ut.cond(g, card))


def unaffected_by(code: int, kinds: int, cond: Cond = None, opponent_only: bool = False,
                  marker: bool = True) -> None:
    """``code`` is unaffected by the effects of cards of ``kinds`` (while ``cond``); registers
    the hooks for it and (``marker``) its continuous marker effect."""
    UNAFFECTED_BY[code] = Immunity(kinds, cond, opponent_only)
    only_for({code})(_unaffected)
    only_for({code})(_target_ban)
    if marker:
        reg(code, Effect(kind="continuous"))


def unaffected_by_spells(code: int, cond: Cond = None, marker: bool = True) -> None:
    """``code`` is unaffected by Spell Cards (while ``cond``)."""
    unaffected_by(code, C.SPELL, cond, marker=marker)


def untargetable_by_opponent(code: int, kinds: int = C.SPELL | C.TRAP | C.MONSTER,
                             cond: Cond = None, marker: bool = True) -> None:
    """The opponent's effects of cards of ``kinds`` cannot target ``code`` (while ``cond``)."""
    UNTARGETABLE[code] = Untargetable(kinds, cond)
    only_for({code})(_target_ban)
    if marker:
        reg(code, Effect(kind="continuous"))


UNAFFECTED.append(_unaffected)
TARGET_BANS.append(_target_ban)


def _umi(g: Duel, card: int) -> bool:
    return umi_on_field(g)


CANNONBALL_SPEAR_SHELLFISH = 95614612
DEEPSEA_WARRIOR = 24128274

for _code in (CANNONBALL_SPEAR_SHELLFISH, DEEPSEA_WARRIOR):
    unaffected_by_spells(_code, _umi)

__all__ = ["UNAFFECTED_BY", "UNTARGETABLE", "Immunity", "Untargetable", "immune_to",
           "unaffected_by", "unaffected_by_spells", "untargetable_by_opponent"]
