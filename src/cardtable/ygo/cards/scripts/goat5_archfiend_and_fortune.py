"""Goat-pool Traps of goat-t batch 7 (issue 15 part 3): Archfiend's Roar (a revival destroyed in
this turn's End Phase: the ``destroy_at_end`` mark and phase hook of Limiter Removal,
``goat_st_quick_play.destroy_marked_at_end``) and Ominous Fortunetelling (a Continuous Trap: in
your Standby Phase, once per turn, a card of the opponent's hand picked at random by the Duel's
seeded RNG; you name a card type first, then the card is shown to both players; a right guess
deals 700). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_archfiend_and_fortune.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    choose_pos,
    in_gy,
    mark_used,
    note,
    once_per_turn,
    pick,
    random_hand_card,
    reg,
)
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.cards.scripts.goat_st_quick_play import destroy_marked_at_end
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_SPSUMMON, Effect, Link, ask_option
from cardtable.ygo.effects.hooks import only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ARCHFIENDS_ROAR = 56246017
OMINOUS_FORTUNETELLING = 56995655


# --- Archfiend's Roar: pay 500 LP; Special Summon 1 "Archfiend" monster from your Graveyard (a
#     target); it is destroyed in this turn's End Phase -----------------------------------------

def _archfiend(g: Duel, c: int) -> bool:
    return bool(g.cd(c).type & C.MONSTER) and "Archfiend" in g.cd(c).name.en


_gy_archfiends = in_gy("self", _archfiend)


def _revivable(g: Duel, p: int, c: int) -> list[int]:
    return [x for x in _gy_archfiends(g, p, c) if g.can_special_summon(x, p)]


def _roar(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if not (g.target_ok(lk, t) and g.loc[t] == LOC_GY and g.can_special_summon(t, lk.player)):
        return
    g.special_summon(t, lk.player, int(lk.picks[-1]))
    if g.loc[t] == LOC_MZONE:
        note(g, lk.card, "Destroyed in the End Phase of this turn", "这个回合的结束阶段破坏",
             destroy_at_end=[[t, g.life[t]]])


_pay500, _can_pay500 = costs.pay_lp(500)
only_for({ARCHFIENDS_ROAR})(destroy_marked_at_end)
reg(ARCHFIENDS_ROAR, Effect(cost=_pay500, target=(pick(_revivable, "target_gy"),),
                            target_picks=True, operation=(choose_pos, _roar),
                            category=CAT_SPSUMMON,
                            condition=lambda g, c, p, w: _can_pay500(g, c, p)
                            and bool(_revivable(g, p, c))))


# --- Ominous Fortunetelling: in your Standby Phase (once per turn): a random card of the
#     opponent's hand; name its type; right: 700 damage to the opponent -------------------------

_TYPES = ((C.MONSTER, Text("怪兽卡", "Monster Card")), (C.SPELL, Text("魔法卡", "Spell Card")),
          (C.TRAP, Text("陷阱卡", "Trap Card")))


def _fortune_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == g.ctrl[c] and bool(g.hand[1 - g.ctrl[c]]) \
        and c in active_traps(g, OMINOUS_FORTUNETELLING) and once_per_turn(g, c, p, w)


def _guess(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _TYPES, "choose")


def _reveal(g: Duel, lk: Link) -> None:
    x = random_hand_card(g, lk)
    if x < 0:
        return
    g.reveal(lk.player, [x])
    g.log("card_effect", {**g.card_pub(lk.card), "en": "Picks a random card of the hand",
                          "zh": "随机选对方1张手卡", "shown": g.card_pub(x)})
    if g.cd(x).type & int(lk.picks[-1]):
        g.damage(1 - lk.player, 700)


reg(OMINOUS_FORTUNETELLING, Effect(kind="activate"),
    Effect(kind="trigger", event="standby", optional=True, condition=_fortune_cond,
           cost=(mark_used,), operation=(_guess, _reveal), category=CAT_DAMAGE))
