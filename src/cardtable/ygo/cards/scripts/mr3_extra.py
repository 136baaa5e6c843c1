"""Effects of the Master Rule 3 Extra Deck set (cards/pool/mr3.yaml). The Synchro and Xyz
Summon procedures themselves are rules (rules/extra_summon.py); these are the cards' own effects.

* Junk Synchron (Tuner): when Normal Summoned, revive a Level 2 or lower monster from your GY in
  face-up Defense Position with its effects negated (it cannot activate effects; its continuous
  effects do not apply while it stays face-up on the field).
* Junk Warrior (Synchro: "Junk Synchron" + 1+ non-Tuners): when Synchro Summoned, gains the
  combined ATK of the Level 2 or lower monsters you control when the effect resolves.
* Number 17: Leviathan Dragon (Xyz, Rank 3): once per turn, detach 1 Xyz Material: +500 ATK;
  cannot attack directly while it has no Xyz Material.
* Number 39: Utopia (Xyz, Rank 4): when any monster declares an attack, detach 1 Xyz Material:
  negate that attack (a quick effect); chosen as an attack target with no material: destroyed.
* Flamvell Guard, Gaia Knight, Gem-Knight Pearl: no effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import negate_attack
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    register,
)
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, ATTACK_TARGETS, only_for
from cardtable.ygo.rules.extra_summon import summoned_as
from cardtable.ygo.state import F_NEGATED, LOC_GY, LOC_MZONE, POS_FACEUP, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

JUNK_SYNCHRON = 63977008
JUNK_WARRIOR = 60800381
LEVIATHAN = 69610924


def _low(g: Duel, c: int) -> bool:
    """A monster with a Level of 2 or lower (never an Xyz monster: it has no Level)."""
    return g.has_level(c) and g.level(c) <= 2


# --- Junk Synchron -------------------------------------------------------------------------------


def _js_cands(g: Duel, p: int) -> list[int]:
    return [c for c in g.gy[p] if _low(g, c) and g.can_special_summon(c, p)]


def _js_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) >= 3 and w[2] == "normal" and bool(_js_cands(g, p))


def _js_target(g: Duel, lk: Link) -> None:
    from cardtable.ygo.effects.api import ask_cards

    ask_cards(g, lk, lk.player, _js_cands(g, lk.player), 1, 1, "target_gy")


def _js_op(g: Duel, lk: Link) -> None:
    for t, life in zip(lk.targets, lk.tlife, strict=True):
        if g.life[t] != life or g.loc[t] != LOC_GY or not g.can_special_summon(t, lk.player):
            continue
        if g.special_summon(t, lk.player, POS_FU_DEF):
            g.flags[t] |= F_NEGATED  # its effects are negated while it stays there


def _negated_monster(g: Duel, p: int, c: int, e: Any) -> bool:
    """A monster whose effects are negated (revived by Junk Synchron) cannot activate them."""
    return not (g.loc[c] == LOC_MZONE and g.pos[c] & POS_FACEUP and g.flags[c] & F_NEGATED)


register("junk_synchron", Effect(kind="trigger", event="summoned", optional=True,
                                 condition=_js_cond, target=(_js_target,), target_picks=True,
                                 operation=(_js_op,), category=CAT_SPSUMMON))
ACTIVATE_ALLOWED.append(only_for({JUNK_SYNCHRON})(_negated_monster))

# --- Junk Warrior --------------------------------------------------------------------------------


def _jw_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return summoned_as(g, c, "synchro")


def _jw_op(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or not g.pos[c] & POS_FACEUP:
        return
    total = sum(g.atk(m) for m in g.monsters(lk.player) if g.pos[m] & POS_FACEUP and _low(g, m))
    if total:
        g.add_buff(c, atk=total, until_end=False, src=c)


register("junk_warrior", Effect(kind="trigger", event="summoned", optional=False,
                                condition=_jw_cond, operation=(_jw_op,), category=CAT_ATKCHANGE))

# --- Number 17: Leviathan Dragon ----------------------------------------------------------------

_detach1 = costs.detach(1)


def _lev_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.counter[c] != g.turn and _detach1[1](g, c, p)  # once per turn


def _mark(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = g.turn


def _lev_op(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.pos[c] & POS_FACEUP:
        g.add_buff(c, atk=500, until_end=False, src=c)


def _lev_targets(g: Duel, a: int, tg: list[int]) -> list[int]:
    if g.code[a] == LEVIATHAN and -1 in tg and not g.materials_of(a):
        return [t for t in tg if t >= 0]
    return tg


register("leviathan_dragon", Effect(kind="ignition", cost=(_mark, *_detach1[0]),
                                    condition=_lev_cond, operation=(_lev_op,),
                                    category=CAT_ATKCHANGE))
ATTACK_TARGETS.append(only_for({LEVIATHAN})(_lev_targets))

# --- Number 39: Utopia --------------------------------------------------------------------------


def _utopia_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(w) and w[0] == "attack" and bool(g.battle) and _detach1[1](g, c, p)


def _utopia_negate(g: Duel, lk: Link) -> None:
    if g.battle and g.battle.attacker >= 0:
        negate_attack(g)


def _utopia_bare(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 2 and w[2] == c and g.loc[c] == LOC_MZONE and not g.materials_of(c)


def _utopia_destroy(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.pos[c] & POS_FACEUP:
        g.destroy([c], "effect", lk)


register("utopia",
         Effect(kind="quick", event="attack", cost=_detach1[0], condition=_utopia_cond,
                operation=(_utopia_negate,),
                name=Text("取除1个超量素材，那次攻击无效", "Detach 1 material: negate the attack")),
         Effect(kind="trigger", scope="any", event="attack", optional=False,
                condition=_utopia_bare, operation=(_utopia_destroy,), category=CAT_DESTROY))
