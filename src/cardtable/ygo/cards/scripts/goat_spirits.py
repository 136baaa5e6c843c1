"""Goat-pool Spirit monsters, batch 7 (issue 15 part 3): the Spirit rules as one helper (cannot
be Special Summoned; returns to the owner's hand during the End Phase of the turn it was Normal
Summoned or flipped face-up) and three Spirits: Inaba White Rabbit (attacks directly), Susa
Soldier (battle damage it inflicts is halved), Otohime (when summoned or flipped: change the
battle position of 1 face-up opponent's monster). Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import (
    live_targets,
    mons,
    pick,
    reg,
    spirit_returns,
    up,
)
from cardtable.ygo.effects.api import CAT_POSITION, Effect, Link
from cardtable.ygo.effects.hooks import (
    ATTACK_TARGETS,
    BATTLE_DAMAGE_HOOKS,
    EVENT_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.state import F_NEGATED, LOC_MZONE, POS_DEF, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

INABA = 77084837
SUSA = 40473581
OTOHIME = 39751093
SPIRITS = frozenset({INABA, SUSA, OTOHIME})


#: every Spirit of the duel's scripts (:func:`spirit_rules` adds a batch's Spirits)
SPIRIT_CODES: set[int] = set(SPIRITS)


def _mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A Spirit Normal Summoned or flipped face-up this turn returns at this End Phase."""
    if ev in ("summoned", "flipped") and g.code[c] in SPIRIT_CODES and g.loc[c] == LOC_MZONE:
        g.counter[c] = g.turn


def _no_special(g: Duel, p: int, c: int, how: str) -> bool:
    return not (how == "special" and g.code[c] in SPIRIT_CODES)


def _return(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and g.life[lk.card] == lk.life:
        g.to_hand([lk.card])


SPIRIT_END = Effect(kind="trigger", event="end_phase", optional=False, operation=(_return,),
                    condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE
                    and g.counter[c] == g.turn and spirit_returns(g, c))

EVENT_HOOKS.append(only_for(SPIRITS)(_mark))
SUMMON_ALLOWED.append(only_for(SPIRITS)(_no_special))


def spirit_rules(codes: frozenset[int]) -> None:
    """Give the Spirits ``codes`` the Spirit rules (no Special Summon; the End Phase mark that
    :data:`SPIRIT_END` reads): the one place those rules live."""
    SPIRIT_CODES.update(codes)
    only_for(codes)(_mark)
    only_for(codes)(_no_special)


def _inaba_direct(g: Duel, a: int, tg: list[int]) -> list[int]:
    if g.code[a] == INABA and -1 not in tg and up(g, a) and not g.flags[a] & F_NEGATED:
        return [*tg, -1]
    return tg


ATTACK_TARGETS.append(only_for({INABA})(_inaba_direct))
reg(INABA, SPIRIT_END, Effect(kind="continuous"))


def _susa_half(g: Duel, p: int, n: int) -> int:
    if n <= 0 or not g.battle:
        return n
    a, t = g.battle.attacker, g.battle.target
    dealer = a if g.ctrl[a] != p else t
    if dealer >= 0 and g.code[dealer] == SUSA and g.loc[dealer] == LOC_MZONE and up(g, dealer):
        return n // 2
    return n


BATTLE_DAMAGE_HOOKS.append(only_for({SUSA})(_susa_half))
reg(SUSA, SPIRIT_END, Effect(kind="continuous"))

def _swap_pos(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.change_position(t, POS_FU_ATK if g.pos[t] & POS_DEF else POS_FU_DEF)


_opp_up = mons("opp", face_up=True)
reg(OTOHIME, SPIRIT_END,
    Effect(kind="trigger", event="summoned", optional=False,
           target=(pick(_opp_up, "target_monster"),), target_picks=True,
           operation=(_swap_pos,), category=CAT_POSITION),
    Effect(kind="flip", optional=False, target=(pick(_opp_up, "target_monster"),),
           target_picks=True, operation=(_swap_pos,), category=CAT_POSITION))
