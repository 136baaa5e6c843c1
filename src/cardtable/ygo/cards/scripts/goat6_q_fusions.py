"""Goat-pool Fusion Monsters with effects (issue 15 part 3, session 6, helper g6-q): the two
Legacy of Darkness robots that swap into each other, Fiend Skull Dragon and King Dragun. Their
materials are the ``materials`` column of ``pool/goat.csv`` (the printed "A + B"); Polymerization
reads them.

* Super Robolady / Super Roboyarou (LOD-073/074): an Ignition Effect — return this face-up
  card to the Fusion Deck (the cost) to Special Summon the other one from the Fusion Deck (in
  the position its controller picks; a Special Summon by an effect, not a Fusion Summon, so a
  monster brought out this way is not properly summoned and cannot be revived later, as with
  Cyber-Stein); not in the turn this card was Special Summoned. Robolady gains 1000 ATK during
  the Damage Step of its direct attack; Roboyarou gains 1000 ATK during the Damage Step of a
  battle with a monster (attacking or attacked). Our reading of "the turn it was Special
  Summoned": the card's summoned-this-turn and Special-Summoned marks (a Robolady Special
  Summoned earlier, set face-down by Book of Moon and Flip Summoned this turn, counts as
  summoned this turn too — a corner we do not split).
* Fiend Skull Dragon (LOD-039): Flip Effect Monsters lose their effects (both players', while
  it is face-up and its own effect is not negated: the Royal Command mechanic of
  ``goat5_monster_negation.register_negation``: a Flip effect resolving is negated, a Flip
  monster's continuous effects stop); a Trap effect that targets it is negated and that Trap
  destroyed (a resolve hook, as Ryu Senshi's against Spells in ``seed_traps.py``). Only its two
  named materials may fuse it: no Fusion substitute (``hooks.NO_FUSION_SUBSTITUTE``).

* King Dragun (FET-EN036): while it applies, its controller's opponent cannot target a face-up
  Dragon-Type monster on the field with a card effect (a ``TARGET_BANS`` hook, g6-ma's engine
  piece: it knows who targets; the text names no side, so the opponent's own Dragons too — our
  reading; a face-down monster shows no Type); once per turn, an Ignition Effect Special Summons
  1 Dragon-Type monster from the hand in the position its controller picks.

Texts (2005 wording, our own words) are in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_q_fusions.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    all_of,
    choose_pos,
    has,
    mark_used,
    once_per_turn,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.goat5_monster_negation import monster_negated, register_negation
from cardtable.ygo.cards.scripts.seed_common import rule_note
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    NO_FUSION_SUBSTITUTE,
    RESOLVE_HOOKS,
    TARGET_BANS,
    only_for,
)
from cardtable.ygo.state import (
    BS_CALC,
    BS_DAMAGE,
    F_NEGATED,
    F_SPECIAL,
    F_SUMMONED_TURN,
    LOC_EXTRA,
    LOC_HAND,
    LOC_MZONE,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SUPER_ROBOLADY = 75923050
SUPER_ROBOYAROU = 1412158
ROBOLADY = 92421852
ROBOYAROU = 38916461
FIEND_SKULL_DRAGON = 66235877
CAVE_DRAGON = 93220472
LESSER_FIEND = 16475472
ROARING_OCEAN_SNAKE = 19066538  # "Mystic Lamp" + "Hyosube": no effect, materials only
MYSTIC_LAMP = 98049915
HYOSUBE = 2118022
KING_DRAGUN = 13756293
LORD_OF_D = 17985575
DIVINE_DRAGON_RAGNAROK = 62113340
DRAGON = C.RACE_BY_NAME["Dragon"]

#: Fusion Monsters whose text allows only their named materials (no Fusion substitute): added to
#: g6-s's ``hooks.NO_FUSION_SUBSTITUTE``, which Polymerization reads
FUSION_SUBSTITUTE_REFUSED: frozenset[int] = frozenset({FIEND_SKULL_DRAGON})
NO_FUSION_SUBSTITUTE.update(FUSION_SUBSTITUTE_REFUSED)

#: each robot -> the one it brings out of the Fusion Deck
PARTNER: dict[int, int] = {SUPER_ROBOLADY: SUPER_ROBOYAROU, SUPER_ROBOYAROU: SUPER_ROBOLADY}


# --- Super Robolady / Super Roboyarou ----------------------------------------------------------


def _partner_in_extra(g: Duel, p: int, c: int) -> list[int]:
    want = PARTNER[g.code[c]]
    return [f for f in g.extra[p] if g.code[f] == want and g.loc[f] == LOC_EXTRA]


def _can_swap(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    """Face-up in a Monster Zone, not Special Summoned this turn, its partner in the Fusion
    Deck."""
    if g.loc[c] != LOC_MZONE or not up(g, c):
        return False
    if g.flags[c] & F_SUMMONED_TURN and g.flags[c] & F_SPECIAL:
        return False
    return bool(_partner_in_extra(g, p, c))


def _return_self(g: Duel, lk: Link) -> None:
    """Cost: this card goes back to its owner's Fusion Deck."""
    g.to_deck([lk.card])


def _swap_summon(g: Duel, lk: Link) -> None:
    got = _partner_in_extra(g, lk.player, lk.card)
    if got and g.can_special_summon(got[0], lk.player):
        g.special_summon(got[0], lk.player, int(lk.picks[-1]), how="effect")


def _damage_step_battle(g: Duel, s: int) -> tuple[int, int] | None:
    """(attacker, target) while ``s`` fights in the Damage Step, or None."""
    b = g.battle
    if b is None or g.bstep not in (BS_DAMAGE, BS_CALC):
        return None
    if s not in (b.attacker, b.target):
        return None
    return b.attacker, b.target


def _robolady_atk(g: Duel, s: int, c: int) -> int:
    fight = _damage_step_battle(g, s) if c == s else None
    return 1000 if fight is not None and fight == (s, -1) else 0


def _roboyarou_atk(g: Duel, s: int, c: int) -> int:
    fight = _damage_step_battle(g, s) if c == s else None
    return 1000 if fight is not None and fight[1] >= 0 else 0


_SWAP_NAME = {
    SUPER_ROBOLADY: Text("回到融合卡组：把「稀有金属骑士」特殊召唤",
                         'Return to the Fusion Deck: Special Summon "Super Roboyarou"'),
    SUPER_ROBOYAROU: Text("回到融合卡组：把「稀有金属女武神」特殊召唤",
                          'Return to the Fusion Deck: Special Summon "Super Robolady"'),
}

for _code, _atk in ((SUPER_ROBOLADY, _robolady_atk), (SUPER_ROBOYAROU, _roboyarou_atk)):
    reg(_code,
        Effect(kind="ignition", condition=_can_swap, cost=(_return_self,),
               operation=(choose_pos, _swap_summon), category=CAT_SPSUMMON,
               name=_SWAP_NAME[_code]),
        Effect(kind="continuous", aspects=(Aspect("atk", _atk),), category=CAT_ATKCHANGE))


# --- Fiend Skull Dragon ------------------------------------------------------------------------


def _dragons_applying(g: Duel) -> list[int]:
    """Face-up Fiend Skull Dragons whose own effects are not negated."""
    return [m for q in (0, 1) for m in g.mz[q]
            if m >= 0 and g.code[m] == FIEND_SKULL_DRAGON and up(g, m)
            and not g.flags[m] & F_NEGATED and not monster_negated(g, m)]


def _flip_negated(g: Duel, m: int) -> bool:
    """A Flip Effect Monster in a Monster Zone while a Fiend Skull Dragon applies."""
    if g.loc[m] != LOC_MZONE or g.code[m] == FIEND_SKULL_DRAGON:
        return False
    if not any(e.kind == "flip" for e in g.pool.effects_of(g.code[m])):
        return False
    return bool(_dragons_applying(g))


def _trap_on_dragon(g: Duel, lk: Link) -> bool:
    """Resolve hook: a Trap effect whose targets include a face-up Fiend Skull Dragon (whose
    effect applies) is negated, and that Trap Card destroyed if it is still on the field."""
    if not g.pool.cards[lk.code].is_trap:
        return False
    live = set(_dragons_applying(g))
    for t, life in zip(lk.targets, lk.tlife, strict=True):
        if t in live and g.life[t] == life:
            rule_note(g, "fiend_skull_dragon", Text(
                "以「死亡恶魔龙」为对象的陷阱效果：无效并破坏那张陷阱卡",
                "A Trap effect that targets Fiend Skull Dragon: negated, the Trap destroyed"))
            if g.on_field(lk.card) and g.life[lk.card] == lk.life:
                g.destroy([lk.card], "effect")
            return True
    return False


register_negation({FIEND_SKULL_DRAGON}, _flip_negated)
RESOLVE_HOOKS.append(only_for({FIEND_SKULL_DRAGON})(_trap_on_dragon))
reg(FIEND_SKULL_DRAGON, Effect(kind="continuous", name=Text(
    "反转效果怪兽的效果无效；以这张卡为对象的陷阱效果无效并破坏",
    "Negate Flip Effect Monsters' effects; negate and destroy Traps that target this card")))

# --- King Dragun (FET-EN036) -------------------------------------------------------------------


def _dragun_applies(g: Duel, k: int) -> bool:
    return g.code[k] == KING_DRAGUN and active_monster(g, k)


def _dragun_ban(g: Duel, card: int, p: int, src: int) -> bool:
    """``TARGET_BANS``: while a King Dragun applies, the effects its controller's opponent ``p``
    activates cannot target a face-up Dragon-Type monster on the field (either side's: the text
    names no side; a face-down monster shows no Type)."""
    if g.loc[card] != LOC_MZONE or not up(g, card) or not g.race(card) & DRAGON:
        return False
    return any(k >= 0 and g.ctrl[k] != p and _dragun_applies(g, k) for q in (0, 1)
               for k in g.mz[q])


def _hand_dragons(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).is_monster and g.cd(c).race & DRAGON
            and g.can_special_summon(c, p)]


def _dragun_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hand_dragons(g, lk.player, lk.card), 1, 1, "summon_pick")


def _dragun_summon(g: Duel, lk: Link) -> None:
    picked = lk.picks[-2] if len(lk.picks) >= 2 else ()
    got = [c for c in picked if g.loc[c] == LOC_HAND] if isinstance(picked, tuple) else []
    if got and g.can_special_summon(got[0], lk.player):
        g.special_summon(got[0], lk.player, int(lk.picks[-1]), how="effect")


TARGET_BANS.append(only_for({KING_DRAGUN})(_dragun_ban))
reg(KING_DRAGUN,
    Effect(kind="ignition", condition=all_of(once_per_turn, has(_hand_dragons)),
           cost=(mark_used,), operation=(_dragun_pick, choose_pos, _dragun_summon),
           category=CAT_SPSUMMON,
           name=Text("1回合1次：从手卡把1只龙族怪兽特殊召唤",
                     "Once per turn: Special Summon 1 Dragon-Type monster from your hand")),
    Effect(kind="continuous", name=Text("对方不能以龙族怪兽为效果的对象",
                                        "Your opponent cannot target Dragon-Type monsters")))

__all__ = ["FUSION_SUBSTITUTE_REFUSED", "PARTNER"]
