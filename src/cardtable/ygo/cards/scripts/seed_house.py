"""Scripts of the seed's altered cards (seed 000 part 3 「效果变动卡表」 and the 贪欲之壶/命之网
sentence). They are registered under script ids (``house:…``) that only the altered cards of a
house-rules file name (``src/cardtable/ygo/house_rules/seed-lp4000.yaml``); the original
passcodes keep their printed behaviour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts import seed_spells, seed_summon_procs, seed_traps
from cardtable.ygo.cards.scripts.seed_common import POS_ATK_DEF, rule_note
from cardtable.ygo.effects.api import (
    CAT_DRAW,
    CAT_POSITION,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
    register,
)
from cardtable.ygo.state import F_ACTIVE, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HOUSE_POT_OF_AVARICE = 267169062
HOUSE_ROPE_OF_LIFE = 293382620
HOUSE_BUBBLEMAN = 279979666
HOUSE_JURASSIC_WORLD = 210080320
HOUSE_CARD_OF_SANCTITY = 242664989
DINOSAUR = 0x10000

# 上天赐予的宝牌：双方手牌抽至6张。 (the seed restates the original printing)
register("house:card_of_sanctity", Effect(kind="activate", operation=(seed_spells.draw_to_six,),
                                          category=CAT_DRAW))

# 贪欲之壶：如果墓地未满5张仍可发动，防回卡组的卡自己选择，再抽2张卡。


def _poa_target(g: Duel, lk: Link) -> None:
    mons = seed_spells.gy_monsters(g, lk.player)
    n = min(5, len(mons))
    ask_cards(g, lk, lk.player, mons, n, n, "target_gy")


def _poa_op(g: Duel, lk: Link) -> None:
    rule_note(g, "house_pot_of_avarice", Text(
        "效果变动卡表：贪欲之壶墓地未满5只也可发动，回到卡组的卡自己选择，再抽2张",
        "House table: Pot of Avarice works with fewer than 5 monsters in the GY; you choose "
        "what returns, then draw 2"))
    seed_spells.pot_return_draw(g, lk, 0)


register("house:pot_of_avarice", Effect(
    kind="activate", target=(_poa_target,), target_picks=True, operation=(_poa_op,),
    category=CAT_DRAW, condition=lambda g, c, p, w: len(g.deck[p]) >= 2))

# 命之网：舍弃所有手牌发动，如果手牌为0也可以无条件发动。

seed_traps.ROPE_CODES.add(HOUSE_ROPE_OF_LIFE)
register("house:rope_of_life", Effect(
    kind="activate", event="battle_destroyed", cost=(seed_traps.rope_discard,),
    target=(seed_traps.rope_target,), target_picks=True, operation=(seed_traps.rope_op,),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: bool(seed_traps.rope_candidates(g, p, w))))

# E．HERO水泡侠：当该卡召唤时自己场上其他没有卡时可以从卡组抽2张卡。当手牌只有此卡一张时可特殊召唤。

seed_summon_procs.BUBBLEMAN_CODES.add(HOUSE_BUBBLEMAN)
register("house:bubbleman", Effect(
    kind="trigger", event="summoned", optional=True,
    condition=lambda g, c, p, w: seed_summon_procs.bubble_draw_ok(g, c, p, False),
    operation=(seed_summon_procs.bubble_draw,), category=CAT_DRAW))

# 侏罗纪公园：场上恐龙族怪兽攻守都加300，且对方攻击时攻守表示自己选择。


def _jw_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if len(w) < 3:
        return False
    t = w[2]
    return (t >= 0 and g.loc[t] == LOC_MZONE and bool(g.pos[t] & POS_FACEUP)
            and bool(g.race(t) & DINOSAUR) and bool(g.flags[c] & F_ACTIVE))


def _jw_ask(g: Duel, lk: Link) -> None:
    t = lk.event[2]
    if g.loc[t] == LOC_MZONE and g.pos[t] & POS_FACEUP:
        ask_option(g, lk, g.ctrl[t], POS_ATK_DEF, "position")
    else:
        lk.picks.append(0)


def _jw_op(g: Duel, lk: Link) -> None:
    t = lk.event[2]
    pos = int(lk.picks[-1])
    if pos and g.loc[t] == LOC_MZONE and g.pos[t] & POS_FACEUP and g.pos[t] != pos:
        g.change_position(t, pos)


register("house:jurassic_world",
         Effect(kind="activate", aspects=seed_spells.JW_ASPECTS),
         Effect(kind="trigger", scope="any", event="attack", optional=False, condition=_jw_cond,
                operation=(_jw_ask, _jw_op), category=CAT_POSITION,
                name=Text("被攻击的恐龙族怪兽的控制者选择其表示形式",
                          "The attacked Dinosaur's controller chooses its battle position")))
