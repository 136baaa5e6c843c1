"""Goat-pool monsters that attack more than once in a Battle Phase (issue 15 part 3, goat-m1):
one helper and its cards.

:data:`MULTI_ATTACKS` maps a passcode to ``allowed(g, monster) -> int``, the attacks that
monster may declare in this turn's Battle Phase; :func:`allow_attacks` adds a row from any
script file. One ``EVENT_HOOKS`` watcher reads each attack declaration: while the monster has
declared fewer attacks this turn than its row allows (replays are the same attack, not a new
one), its "attacked" mark is lifted again and its "position changed" mark set instead, so it
is offered in the next Battle Step and still cannot change its battle position afterwards
(a monster that attacked cannot, as Asura Priest's extra attacks in ``classic_hooks_attack``).
A negated or face-down monster has no extra attack (``active_monster``).

Cards: Hayabusa Knight (twice), Gray Wing (discard 1 in Main Phase 1: twice this turn),
Armed Samurai - Ben Kei (one more for each Equip Spell equipped to it). Texts in
``pool/goat.csv``; checks in ``tests/ygo/test_goat5_attacks.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, all_of, last, reg
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import F_ATTACKED, F_POSCHANGED, LOC_MZONE, PH_MAIN1

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HAYABUSA_KNIGHT = 21015833
GRAY_WING = 29618570
ARMED_SAMURAI_BEN_KEI = 84430950

#: passcode -> how many attacks the monster may declare in this turn's Battle Phase
MULTI_ATTACKS: dict[int, Callable[[Duel, int], int]] = {}
#: attacks granted to any monster by another card (an Equip Spell, a Spell of this turn):
#: ``fn(g, monster) -> int`` attacks allowed (1 = no grant); registered by :func:`grant_attacks`
ATTACK_GRANTS: list[Callable[[Duel, int], int]] = []


def attacks_this_turn(g: Duel, a: int) -> int:
    """Attacks ``a`` declared this turn (a replay's new target is the same attack)."""
    n = 0
    for kind, pub, _ in reversed(g.elog):
        if kind == "attack" and pub["attacker"]["card"] == a and not pub.get("replay"):
            n += 1
        elif kind in ("turn", "scenario_start"):
            break
    return n


def _again(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "attack":
        return
    n = attacks_allowed(g, c)
    if n <= 1:
        return
    if attacks_this_turn(g, c) < n:
        g.flags[c] = (g.flags[c] & ~F_ATTACKED) | F_POSCHANGED


def attacks_allowed(g: Duel, c: int) -> int:
    """The attacks monster ``c`` may declare in this Battle Phase: its own row (while its
    effects apply) or the most any grant gives it (a granting card is checked by its grant)."""
    own = MULTI_ATTACKS.get(g.code[c])
    n = own(g, c) if own is not None and active_monster(g, c) else 1
    for fn in ATTACK_GRANTS:
        n = max(n, fn(g, c))
    return n


def grant_attacks(codes: set[int] | frozenset[int], fn: Callable[[Duel, int], int]) -> None:
    """Register a grant: in a duel holding one of ``codes`` (the granting cards), monster ``m``
    may declare ``fn(g, m)`` attacks per Battle Phase."""
    ATTACK_GRANTS.append(fn)
    only_for(codes)(_again)


def allow_attacks(code: int, allowed: Callable[[Duel, int], int]) -> None:
    """Give ``code`` ``allowed(g, monster)`` attacks per Battle Phase (its card still needs its
    own registered effect for the "scripted" state)."""
    MULTI_ATTACKS[code] = allowed
    only_for({code})(_again)


EVENT_HOOKS.append(_again)
only_for(set())(_again)

# --- Hayabusa Knight: "This card can attack twice during the same Battle Phase" -----------------

allow_attacks(HAYABUSA_KNIGHT, lambda g, c: 2)
reg(HAYABUSA_KNIGHT, Effect(kind="continuous", name=Text("同一战斗阶段可以攻击2次",
                                                         "Can attack twice in a Battle Phase")))

# --- Gray Wing: discard 1 card (Main Phase 1 only): this card can attack twice this turn --------


def _gray_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.phase == PH_MAIN1 and g.counter[c] != g.turn and bool(g.hand[p])


def _discard_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, list(g.hand[lk.player]), 1, 1, "discard")


def _discard_do(g: Duel, lk: Link) -> None:
    g.discard(list(last(lk)))


def _gray_mark(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and g.life[lk.card] == lk.life:
        g.counter[lk.card] = g.turn


allow_attacks(GRAY_WING, lambda g, c: 2 if g.counter[c] == g.turn else 1)
reg(GRAY_WING, Effect(kind="ignition", condition=all_of(_gray_cond),
                      cost=(_discard_ask, _discard_do), operation=(_gray_mark,),
                      name=Text("丢弃1张手卡：本回合可以攻击2次",
                                "Discard 1 card: attack twice this turn")))

# --- Armed Samurai - Ben Kei: one more attack for each Equip Spell equipped to it ---------------


def _equip_spells_on(g: Duel, m: int) -> int:
    return sum(1 for q in (0, 1) for e in g.sz[q]
               if e >= 0 and g.equip[e] == m and g.cd(e).type & C.EQUIP and g.cd(e).is_spell)


allow_attacks(ARMED_SAMURAI_BEN_KEI, lambda g, c: 1 + _equip_spells_on(g, c))
reg(ARMED_SAMURAI_BEN_KEI, Effect(kind="continuous", name=Text(
    "每装备1张装备魔法卡，可以多攻击1次", "One more attack for each Equip Spell equipped")))

__all__ = ["ARMED_SAMURAI_BEN_KEI", "ATTACK_GRANTS", "GRAY_WING", "HAYABUSA_KNIGHT",
           "MULTI_ATTACKS", "allow_attacks", "attacks_allowed", "attacks_this_turn",
           "grant_attacks"]
