"""Sealmaster Meisei's Talismans (issue 15 part 3, g6-s): Talisman of Trap Sealing (Continuous
Spell) and Talisman of Spell Sealing (Continuous Trap), one table of two rows — activated only
while you control a face-up "Sealmaster Meisei"; while face-up and active, cards of the sealed
kind cannot be activated and the effects of those on the field are negated (``ACTIVATE_ALLOWED``,
``CARD_NEGATED``, ``RESOLVE_HOOKS``, as Royal Decree's); when no face-up Sealmaster Meisei is
left on your side of the field, the Talisman is destroyed (a ``STATE_CHECKS`` rule). The two
seal each other: a Talisman of Spell Sealing negates Talisman of Trap Sealing (a Spell on the
field) and the other way round, so whichever applied first keeps its effect (read from flags
and the turn each came up, without the hooks: no loop).
Texts (Ancient Sanctuary, 2004, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_seals.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.seed_common import rule_note
from cardtable.ygo.effects.api import Effect, Link
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

SEALMASTER_MEISEI = 2468169
TALISMAN_OF_TRAP_SEALING = 19312169
TALISMAN_OF_SPELL_SEALING = 71983925


class Seal(NamedTuple):
    """One Talisman: the kind of card it seals (``"trap"`` or ``"spell"``) and its rule text."""

    seals: str
    text: Text


SEALS: dict[int, Seal] = {
    TALISMAN_OF_TRAP_SEALING: Seal("trap", Text("陷阱卡不能发动，场上的陷阱卡的效果无效",
                                                "Trap Cards cannot be activated; Trap effects "
                                                "on the field are negated")),
    TALISMAN_OF_SPELL_SEALING: Seal("spell", Text("魔法卡不能发动，场上的魔法卡的效果无效",
                                                  "Spell Cards cannot be activated; Spell "
                                                  "effects on the field are negated")),
}


def _meisei(g: Duel, p: int) -> bool:
    return any(m >= 0 and g.code[m] == SEALMASTER_MEISEI and up(g, m) for m in g.mz[p])


def _is_kind(g: Duel, code: int, kind: str) -> bool:
    cd = g.pool.cards[code]
    return bool(cd.is_trap if kind == "trap" else cd.is_spell)


def _up(g: Duel, s: int) -> bool:
    return bool(up(g, s) and g.flags[s] & F_ACTIVE and not g.flags[s] & F_NEGATED)


def _beats(g: Duel, t: int, s: int) -> bool:
    """Talisman ``t`` came before ``s`` (an earlier turn; in the same turn Talisman of Spell
    Sealing, which only a chain can bring up together with the other, resolving first)."""
    return g.since[t] < g.since[s] or (g.since[t] == g.since[s]
                                       and g.code[t] == TALISMAN_OF_SPELL_SEALING)


def _talismans(g: Duel) -> list[int]:
    return [s for q in (0, 1) for s in g.sz[q] if s >= 0 and g.code[s] in SEALS and _up(g, s)]


def sealed(g: Duel, kind: str) -> bool:
    """A Talisman sealing ``kind`` applies now: face-up, active, not negated (flags: Imperial
    Order), and not sealed itself by the other Talisman that came first."""
    ts = _talismans(g)
    return any(SEALS[g.code[s]].seals == kind
               and not any(t != s and SEALS[g.code[t]].seals != kind and _beats(g, t, s)
                           for t in ts)
               for s in ts)


@only_for(SEALS)
def _no_activation(g: Duel, p: int, c: int, eff: Any) -> bool:
    if getattr(eff, "kind", "") != "activate":
        return True
    return not any(_is_kind(g, g.code[c], kind) and sealed(g, kind) for kind in ("trap", "spell"))


@only_for(SEALS)
def _negated(g: Duel, c: int) -> bool:
    if not g.loc[c] & LOC_ONFIELD:
        return False
    return any(_is_kind(g, g.code[c], kind) and sealed(g, kind) for kind in ("trap", "spell"))


@only_for(SEALS)
def _resolve(g: Duel, lk: Link) -> bool:
    if not g.loc[lk.card] & LOC_ONFIELD:
        return False
    for kind in ("trap", "spell"):
        if _is_kind(g, lk.code, kind) and sealed(g, kind):
            nm = g.pool.cards[lk.code].name
            g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
            return True
    return False


@only_for(SEALS)
def _without_meisei(g: Duel) -> None:
    """State check: a face-up Talisman whose controller controls no face-up Sealmaster Meisei
    is destroyed (its own effect)."""
    gone = [s for q in (0, 1) for s in g.sz[q]
            if s >= 0 and g.code[s] in SEALS and up(g, s) and g.flags[s] & F_ACTIVE
            and not _meisei(g, q)]
    if gone:
        rule_note(g, "talisman_without_meisei", Text(
            "自己场上没有「封印师 明晴」，这张护符破坏",
            "No Sealmaster Meisei on its controller's field: the Talisman is destroyed"))
        g.destroy(gone, "effect")


ACTIVATE_ALLOWED.append(_no_activation)
CARD_NEGATED.append(_negated)
RESOLVE_HOOKS.append(_resolve)
STATE_CHECKS.append(_without_meisei)
for _code, _seal in SEALS.items():
    reg(_code, Effect(kind="activate", condition=lambda g, c, p, w: _meisei(g, p)),
        Effect(kind="continuous", name=_seal.text))
