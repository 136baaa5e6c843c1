"""Skills written to prove the skill API (docs/sgs-skill-api.md): 奸雄 (trigger after damage),
鬼才 (judgement retrial), 武圣 (view-as), 流离 (redirect), 马术 (distance), 咆哮 (use limit).

The engineer writing ``standard_*.py`` may re-register these ids; later modules win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT
from cardtable.sgs.skills.api import (
    DMG_CARDS,
    JDG_SEAT,
    Frame,
    Mods,
    Skill,
    Trigger,
    ViewAs,
    register,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


# ---- 奸雄 jianxiong: after you take damage, you may take the card(s) that caused it ----------
def _jianxiong_can(g: SgsGame, owner: int, cid: int) -> bool:
    return any(g.loc[c] >> 4 in (1, 5) for c in g.ctx[cid][DMG_CARDS])


@step("jianxiong.take")
def _jianxiong_take(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    for c in g.ctx[cid][DMG_CARDS]:
        if g.loc[c] >> 4 in (1, 5):  # discard pile or processing area
            g.log_event("take", {"seat": owner, "card": c, "text": CARD_TEXT[c].en})
            g.move_card(c, "hand", owner)


register(Skill(
    "jianxiong", Text("奸雄", "Villainous Hero"),
    Text("你受到伤害后，可以获得造成此伤害的牌。",
         "After you take damage, you may take the card that dealt it."),
    triggers=(Trigger("damaged", "jianxiong.take", _jianxiong_can),),
))


# ---- 鬼才 guicai: before a judgement takes effect, play a hand card to replace it ------------
def _guicai_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.hand[owner])


@step("guicai.ask")
def _guicai_ask(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    who = g.ctx[cid][JDG_SEAT]
    g.ask_cards(owner, Text(f"鬼才：打出一张手牌代替{who}号位的判定牌",
                            f"Demonic Talent: play a hand card to replace seat {who}'s "
                            "judgement"), g.hand[owner], 0, 1, ("guicai.swap", owner, cid))


@step("guicai.swap")
def _guicai_swap(g: SgsGame, f: Frame) -> None:
    _, owner, cid, cards = f
    if cards:
        g.retrial(cid, cards[0], owner, keep_old=False)


register(Skill(
    "guicai", Text("鬼才", "Demonic Talent"),
    Text("一名角色的判定牌生效前，你可以打出一张手牌代替之。",
         "Before any judgement takes effect, you may play a hand card to replace it."),
    triggers=(Trigger("judge_retrial", "guicai.ask", _guicai_can, optional=False,
                      anyone=True),),
    retrial=True,
))


# ---- 武圣 wusheng: use or play any red card as 杀 -------------------------------------------
def _red(g: SgsGame, owner: int, c: int) -> bool:
    return g.is_red(c, owner)


register(Skill(
    "wusheng", Text("武圣", "Saint of War"),
    Text("你可以将一张红色牌当【杀】使用或打出。", "You may use or play any red card as a Slash."),
    view_as=(ViewAs("slash", _red, where="he"),),
))


# ---- 马术 mashu, 咆哮 paoxiao: modifiers ---------------------------------------------------
def _minus_one(g: SgsGame, owner: int, other: int) -> int:
    return -1


def _unlimited(g: SgsGame, owner: int) -> int:
    return 999


register(Skill(
    "mashu", Text("马术", "Horsemanship"),
    Text("锁定技，你与其他角色的距离-1。", "Locked. Your distance to others is reduced by 1."),
    tags=frozenset({"locked"}), mods=Mods(distance_from=_minus_one),
))
register(Skill(
    "paoxiao", Text("咆哮", "Roar"),
    Text("锁定技，出牌阶段你使用【杀】无次数限制。",
         "Locked. In your play phase you may use any number of Slashes."),
    tags=frozenset({"locked"}), mods=Mods(extra_slashes=_unlimited),
))
