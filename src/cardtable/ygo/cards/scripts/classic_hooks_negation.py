"""Classic cards that forbid activations and negate effects continuously (hooks of
:mod:`cardtable.ygo.effects.hooks`: ``ACTIVATE_ALLOWED``, ``CARD_NEGATED``, ``RESOLVE_HOOKS``,
``ATTACK_ALLOWED``).

* Jinzo: no Trap can be activated, face-up Traps' effects are negated.
* Prohibition: the declared card cannot be activated, summoned or attack, and its effects are
  negated (:func:`declared_codes`; the summon ban is in ``classic_hooks_summons.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.cards.scripts.classic_lib import (
    card_ok,
    note,
    reg,
    up,
)
from cardtable.ygo.effects.api import (
    Effect,
    Link,
    ask_option,
)
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    ATTACK_ALLOWED,
    CARD_NEGATED,
    RESOLVE_HOOKS,
    only_for,
)
from cardtable.ygo.state import (
    F_ACTIVE,
    F_NEGATED,
    LOC_MZONE,
    LOC_ONFIELD,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

JINZO = 77585513
PROHIBITION = 43711255

# --- Jinzo and Prohibition --------------------------------------------------------------------


#: ``fn(g, jinzo, player) -> bool``: True when that Jinzo's effect spares ``player``'s Trap
#: Cards (Amplifier: the equipped Jinzo's controller; ``goat6_s_jinzo.py``); read by flags and
#: zones only (the hooks below run inside the negation checks)
JINZO_SPARES: list[Callable[[Duel, int, int], bool]] = []


def _jinzo_on(g: Duel, p: int = -1) -> bool:
    """A face-up, un-negated Jinzo applies to the Trap Cards of ``p`` (-1: of anyone)."""
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.code[m] == JINZO and up(g, m) and not g.flags[m] & F_NEGATED \
                    and not any(h(g, m) for h in g.hk.card_negated) \
                    and not (p >= 0 and any(f(g, m, p) for f in JINZO_SPARES)):
                return True
    return False


def _io_on(g: Duel) -> bool:
    """A face-up active card negates Spell effects (Imperial Order), checked without
    ``g.sources()`` (which consults the negation hooks of this module)."""
    for c in g.aidx:
        if up(g, c) and (g.loc[c] == LOC_MZONE or g.flags[c] & F_ACTIVE) \
                and not g.flags[c] & F_NEGATED \
                and any(a.what == "negate_spells" for a in g.pool.aspects_of(g.code[c])):
            return True
    return False


def declared_codes(g: Duel) -> set[int]:
    """Card names declared by face-up, active Prohibitions."""
    out = set()
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == PROHIBITION and up(g, s) and g.flags[s] & F_ACTIVE \
                    and not g.flags[s] & F_NEGATED and g.counter[s] > 0:
                out.add(g.counter[s])
    if out and _io_on(g):
        return set()
    return out


def _may_activate(g: Duel, p: int, c: int, e: Any) -> bool:
    code = g.code[c]
    if g.pool.cards[code].is_trap and _jinzo_on(g, p):
        return False
    return code not in declared_codes(g)


def _negated(g: Duel, c: int) -> bool:
    code = g.code[c]
    if g.pool.cards[code].is_trap and g.loc[c] & LOC_ONFIELD and _jinzo_on(g, g.ctrl[c]):
        return True
    return code != PROHIBITION and code in declared_codes(g)


def _resolve_negated(g: Duel, lk: Link) -> bool:
    if (g.pool.cards[lk.code].is_trap and _jinzo_on(g, g.ctrl[lk.card])) \
            or lk.code in declared_codes(g):
        g.log_rule("effect_negated", card=g.pool.cards[lk.code].name.en,
                   card_zh=g.pool.cards[lk.code].name.zh, link=len(g.chain))
        return True
    return False


def _may_attack(g: Duel, m: int) -> bool:
    return g.code[m] not in declared_codes(g)


ACTIVATE_ALLOWED.append(only_for({JINZO, PROHIBITION})(_may_activate))
CARD_NEGATED.append(only_for({JINZO, PROHIBITION})(_negated))
RESOLVE_HOOKS.append(only_for({JINZO, PROHIBITION})(_resolve_negated))
ATTACK_ALLOWED.append(only_for({PROHIBITION})(_may_attack))
reg("jinzo", Effect(kind="continuous", name=Text("陷阱卡不能发动，场上陷阱卡的效果无效",
                                                 "Traps cannot be activated; face-up Traps "
                                                 "are negated")))


def _names(cards: dict[int, CardData]) -> tuple[tuple[int, Text], ...]:
    """Every card name a player may declare (tokens left out), sorted by English name."""
    return tuple((code, cards[code].name) for code in sorted(
        (c for c, cd in cards.items() if not cd.type & C.TOKEN), key=lambda c: cards[c].name.en))


def _declare(g: Duel, lk: Link) -> None:
    cards = g.pool.cards
    names = g.pool.derive("declarable_names", None, lambda: _names(cards))
    ask_option(g, lk, lk.player, names, "declare_card")


def _prohibit(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card):
        code = int(lk.picks[-1])
        g.counter[lk.card] = code
        nm = g.pool.cards[code].name
        note(g, lk.card, f"Declared {nm.en}", f"宣言了「{nm.zh}」", declared=code)


reg("prohibition", Effect(target=(_declare,), operation=(_prohibit,)))
