"""Sealmaster Meisei's two Talismans (issue 15 part 3, session 6, g6-t): Talisman of Spell
Sealing (a Continuous Trap) and Talisman of Trap Sealing (a Continuous Spell).

Texts (AST-049 / AST-044; the Japanese texts of the time as transcribed on a fan page of the
period, our own words in ``pool/goat.csv``): "Activate only while Sealmaster Meisei is on your
side of the field. While this card is on the field, Spell (Trap) Cards cannot be activated and
the effects of all Spell (Trap) Cards on the field are negated. When Sealmaster Meisei is no
longer on your side of the field, destroy this card." Both players are bound. The Spell side
reuses the engine's ``negate_spells`` aspect (Imperial Order, Spell Canceller); the Trap side is
Royal Decree's pair of hooks (``CARD_NEGATED`` for face-up Traps, ``RESOLVE_HOOKS`` for a Trap
effect resolving on the field); activations are refused by an ``ACTIVATE_ALLOWED`` hook; a
``STATE_CHECKS`` hook destroys a Talisman whose controller has no Sealmaster Meisei left. Each
Talisman is itself subject to the other's seal. Checks: ``tests/ygo/test_goat6_t_talismans.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    CARD_NEGATED,
    RESOLVE_HOOKS,
    STATE_CHECKS,
    only_for,
)
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

TALISMAN_OF_SPELL_SEALING = 71983925
TALISMAN_OF_TRAP_SEALING = 19312169
SEALMASTER_MEISEI = 2468169
_TALISMANS = frozenset({TALISMAN_OF_SPELL_SEALING, TALISMAN_OF_TRAP_SEALING})


def _meisei(g: Duel, p: int) -> bool:
    return any(m >= 0 and g.code[m] == SEALMASTER_MEISEI for m in g.mz[p])


def _sealing(g: Duel, code: int, exclude: int = -1) -> bool:
    """A face-up, active Talisman ``code`` applies now (not negated; the Spell one not under a
    Spell negation)."""
    for q in (0, 1):
        for s in g.sz[q]:
            if s < 0 or s == exclude or g.code[s] != code or not up(g, s) \
                    or g.flags[s] & (F_ACTIVE | F_NEGATED) != F_ACTIVE:
                continue
            if any(h(g, s) for h in g.hk.card_negated):
                continue
            if g.cd(s).is_spell and g.spells_negated():
                continue
            return True
    return False


@only_for(_TALISMANS)
def _may_activate(g: Duel, p: int, c: int, e: Any) -> bool:
    if e.kind != "activate":
        return True
    cd = g.cd(c)
    if cd.is_spell and _sealing(g, TALISMAN_OF_SPELL_SEALING):
        return False
    return not (cd.is_trap and _sealing(g, TALISMAN_OF_TRAP_SEALING))


@only_for({TALISMAN_OF_TRAP_SEALING})
def _trap_negated(g: Duel, c: int) -> bool:
    return bool(g.cd(c).is_trap and g.loc[c] & LOC_ONFIELD
                and _sealing(g, TALISMAN_OF_TRAP_SEALING, c))


@only_for({TALISMAN_OF_TRAP_SEALING})
def _trap_resolve(g: Duel, lk: Link) -> bool:
    if g.pool.cards[lk.code].is_trap and g.loc[lk.card] & LOC_ONFIELD \
            and _sealing(g, TALISMAN_OF_TRAP_SEALING, lk.card):
        nm = g.pool.cards[lk.code].name
        g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
        return True
    return False


@only_for(_TALISMANS)
def _without_meisei(g: Duel) -> None:
    gone = [s for q in (0, 1) for s in g.sz[q] if s >= 0 and g.code[s] in _TALISMANS
            and up(g, s) and g.flags[s] & F_ACTIVE and not _meisei(g, q)]
    if gone:
        g.destroy(gone, "effect")


ACTIVATE_ALLOWED.append(_may_activate)
CARD_NEGATED.append(_trap_negated)
RESOLVE_HOOKS.append(_trap_resolve)
STATE_CHECKS.append(_without_meisei)
reg(TALISMAN_OF_SPELL_SEALING,
    Effect(kind="activate", condition=lambda g, c, p, w: _meisei(g, p),
           aspects=(Aspect("negate_spells"),),
           name=Text("魔法卡不能发动，场上魔法卡的效果无效",
                     "Spell Cards cannot be activated; Spells on the field are negated")))
reg(TALISMAN_OF_TRAP_SEALING,
    Effect(kind="activate", condition=lambda g, c, p, w: _meisei(g, p),
           name=Text("陷阱卡不能发动，场上陷阱卡的效果无效",
                     "Trap Cards cannot be activated; Traps on the field are negated")))
