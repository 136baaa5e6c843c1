"""Skills of the standard 魏 (Wei) generals: 曹操 司马懿 夏侯惇 张辽 许褚 郭嘉 甄姬.

奸雄 (a trigger after damage) and 鬼才 (a judgement retrial) are also the worked examples of
docs/sgs-skill-api.md; with them: 护驾 反馈 刚烈 突袭 裸衣 天妒 遗计 洛神 倾国. Texts are our own
wording of the original (2011-era) skills.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.rules.zones import take_card
from cardtable.sgs.skills.api import (
    DMG_CARDS,
    DMG_N,
    DMG_NAME,
    DMG_SRC,
    JDG_CARD,
    JDG_SEAT,
    Frame,
    Skill,
    Trigger,
    ViewAs,
    register,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

_ZONE_PROC = 5


# ---- 反馈 fankui --------------------------------------------------------------------------------
def _fankui_can(g: SgsGame, owner: int, cid: int) -> bool:
    src = g.ctx[cid][DMG_SRC]
    return src >= 0 and src != owner and g.alive_[src] and bool(g.cards_of(src, "he"))


@step("fankui.go")
def _fankui_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    src = g.ctx[cid][DMG_SRC]
    g.ask_card_from(owner, src, "he", Text("反馈：获得伤害来源的一张牌",
                                           "Retaliation: take one card of the damage source"),
                    ("fankui.take", owner, src))


@step("fankui.take")
def _fankui_take(g: SgsGame, f: Frame) -> None:
    _, owner, src, card = f
    if card < 0 or not g.alive_[owner]:
        return
    take_card(g, owner, src, card)


register(Skill(
    "fankui", Text("反馈", "Retaliation"),
    Text("你受到伤害后，可以获得伤害来源的一张牌（手牌或装备区）。",
         "After you take damage, you may take one card (hand or equipment) from its source."),
    triggers=(Trigger("damaged", "fankui.go", _fankui_can),),
))


# ---- 刚烈 ganglie (original: judge; unless ♥ the source discards two or takes 1) ---------
def _ganglie_can(g: SgsGame, owner: int, cid: int) -> bool:
    src = g.ctx[cid][DMG_SRC]
    return bool(src >= 0 and src != owner and g.alive_[src])


@step("ganglie.go")
def _ganglie_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    src = g.ctx[cid][DMG_SRC]
    g.judge(owner, "ganglie", ("ganglie.res", owner, src))


@step("ganglie.res")
def _ganglie_res(g: SgsGame, f: Frame) -> None:
    _, owner, src, card = f
    if card < 0 or g.suit_of(card, owner) == 1 or not g.alive_[src]:
        return
    if len(g.hand[src]) >= 2:
        g.ask(src, "select", Text("刚烈：弃置两张手牌，或受到1点伤害",
                                  "Unyielding: discard two hand cards, or take 1 damage"),
              [{"choice": "discard"}, {"choice": "hit"}], ("ganglie.choice", owner, src))
    else:
        g.damage(owner, src, 1, "ganglie")


@step("ganglie.choice")
def _ganglie_choice(g: SgsGame, f: Frame) -> None:
    _, owner, src, ans = f
    if ans["choice"] == "hit":
        g.damage(owner, src, 1, "ganglie")
    else:
        pick_cards(g, src, Text("刚烈：弃置两张手牌", "Unyielding: discard two hand cards"),
                    g.hand[src], 2, 2, ("discard_done", src))


register(Skill(
    "ganglie", Text("刚烈", "Unyielding"),
    Text("你受到伤害后，可以进行判定：若结果不为♥，伤害来源选择一项：弃置两张手牌，或受到你造成"
         "的1点伤害。",
         "After you take damage, you may make a judgement: unless it is a heart, the source "
         "either discards two hand cards or takes 1 damage from you."),
    triggers=(Trigger("damaged", "ganglie.go", _ganglie_can),),
))


# ---- 突袭 tuxi (original: instead of drawing, take a hand card from each of 1-2 others) ---------
def _tuxi_seats(g: SgsGame, owner: int) -> list[int]:
    return [s for s in g.alive_seats(owner)[1:] if g.hand[s]]


def _tuxi_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.ctx[cid][1] > 0 and bool(_tuxi_seats(g, owner))


@step("tuxi.go")
def _tuxi_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.ctx[cid][1] = 0
    pick_seats(g, owner, Text("突袭：选择一至两名有手牌的其他角色",
                            "Sudden Raid: choose one or two others with hand cards"),
                _tuxi_seats(g, owner), 1, 2, ("tuxi.take", owner))


@step("tuxi.take")
def _tuxi_take(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    # resolved in seat order (counterclockwise from the owner)
    for t in reversed(sorted(seats, key=lambda s: (s - owner) % g.n)):
        g.push(("tuxi.one", owner, t))


@step("tuxi.one")
def _tuxi_one(g: SgsGame, f: Frame) -> None:
    _, owner, t = f
    if g.alive_[owner] and g.alive_[t] and g.hand[t]:
        g.ask_card_from(owner, t, "h", Text("突袭：获得其一张手牌", "Sudden Raid: take one "
                                            "hand card"), ("fankui.take", owner, t))


register(Skill(
    "tuxi", Text("突袭", "Sudden Raid"),
    Text("摸牌阶段，你可以放弃摸牌，改为获得一至两名其他角色的各一张手牌。",
         "In your draw phase you may draw nothing and instead take one hand card from each "
         "of one or two other characters."),
    triggers=(Trigger("draw_count", "tuxi.go", _tuxi_can),),
))


# ---- 裸衣 luoyi ---------------------------------------------------------------------------------
def _luoyi_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] > 0)


@step("luoyi.go")
def _luoyi_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.ctx[cid][1] -= 1
    g.mark_used(owner, "turn.luoyi")


def _luoyi_bonus_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return (g.used_count(owner, "turn.luoyi") > 0 and g.current == owner
            and ctx[DMG_NAME] in ("slash", "duel"))


@step("luoyi.bonus")
def _luoyi_bonus(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.ctx[cid][DMG_N] += 1
    g.log_event("damage_plus", {"seat": owner, "skill": "luoyi"})


register(Skill(
    "luoyi", Text("裸衣", "Bare-chested"),
    Text("摸牌阶段，你可以少摸一张牌；若如此做，本回合你使用的【杀】或【决斗】（你为伤害来源时）"
         "造成的伤害+1。",
         "In your draw phase you may draw one card fewer; then this turn damage dealt by your "
         "Slash or Duel (you being the source) is increased by 1."),
    triggers=(Trigger("draw_count", "luoyi.go", _luoyi_can),
              Trigger("damage_caused", "luoyi.bonus", _luoyi_bonus_can, optional=False)),
))


# ---- 天妒 tiandu --------------------------------------------------------------------------------
def _tiandu_can(g: SgsGame, owner: int, cid: int) -> bool:
    c = g.ctx[cid][JDG_CARD]
    return bool(c >= 0 and g.loc[c] >> 4 == _ZONE_PROC)


@step("tiandu.take")
def _tiandu_take(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    c = g.ctx[cid][JDG_CARD]
    g.log_event("take", {"seat": owner, "card": c, "text": CARD_TEXT[c].en})
    g.move_card(c, "hand", owner)


register(Skill(
    "tiandu", Text("天妒", "Envy of Heaven"),
    Text("你的判定牌生效后，你可以获得此牌。",
         "After one of your judgements takes effect, you may take the judgement card."),
    triggers=(Trigger("judge_done", "tiandu.take", _tiandu_can),),
))


# ---- 遗计 yiji ----------------------------------------------------------------------------------
# Per point of damage: draw the top two cards (privately, into the hand), then give any of those
# two to other characters, one at a time (the rest stay in hand). Same outcome as "look at the
# top two and hand them out" without exposing them in the public processing area.
@step("yiji.go")
def _yiji_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.push(("yiji.round", owner, g.ctx[cid][DMG_N]))


@step("yiji.round")
def _yiji_round(g: SgsGame, f: Frame) -> None:
    _, owner, left = f
    if not g.alive_[owner] or left <= 0:
        return
    before = set(g.hand[owner])
    g.draw(owner, 2)
    got = tuple(c for c in g.hand[owner] if c not in before)
    if left > 1:
        g.push(("yiji.more", owner, left - 1))
    g.push(("yiji.give", owner, got))


@step("yiji.more")
def _yiji_more(g: SgsGame, f: Frame) -> None:
    _, owner, left = f
    if g.alive_[owner]:
        g.ask_yesno(owner, Text("是否再次发动【遗计】？", "Use Bequeathed Strategy again?"),
                    ("yiji.more2", owner, left))


@step("yiji.more2")
def _yiji_more2(g: SgsGame, f: Frame) -> None:
    _, owner, left, yes = f
    if yes:
        g.log_event("skill", {"seat": owner, "skill": "yiji"})
        g.push(("yiji.round", owner, left))


@step("yiji.give")
def _yiji_give(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    cards = tuple(c for c in cards if c in g.hand[owner])
    others = g.alive_seats(owner)[1:]
    if not cards or not others or not g.alive_[owner]:
        return
    pick_cards(g, owner, Text("遗计：选择一张交给其他角色的牌（完成=其余留给自己）",
                            "Bequeathed Strategy: pick a card to give away (done = keep the "
                            "rest)"), cards, 0, 1, ("yiji.card", owner, cards))


@step("yiji.card")
def _yiji_card(g: SgsGame, f: Frame) -> None:
    _, owner, cards, picked = f
    if not picked:
        return
    pick_seats(g, owner, Text("遗计：交给谁？", "Bequeathed Strategy: give it to whom?"),
                g.alive_seats(owner)[1:], 1, 1, ("yiji.to", owner, cards, picked[0]))


@step("yiji.to")
def _yiji_to(g: SgsGame, f: Frame) -> None:
    _, owner, cards, card, seats = f
    t = seats[0]
    g.log_event("give", {"seat": owner, "to": t, "n": 1}, {owner: {"card": card},
                                                          t: {"card": card}})
    g.push(("yiji.give", owner, tuple(c for c in cards if c != card)))
    g.move_card(card, "hand", t)


register(Skill(
    "yiji", Text("遗计", "Bequeathed Strategy"),
    Text("你每受到1点伤害后，可以观看牌堆顶的两张牌，然后将这些牌任意分配给任意角色（包括你）。",
         "For each 1 damage you take, you may look at the top two cards of the deck and hand "
         "them out as you like to any characters, yourself included."),
    triggers=(Trigger("damaged", "yiji.go"),),
))


# ---- 洛神 luoshen -------------------------------------------------------------------------------
def _luoshen_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] == "prepare")


@step("luoshen.go")
def _luoshen_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.judge(owner, "luoshen", ("luoshen.res", owner))


@step("luoshen.res")
def _luoshen_res(g: SgsGame, f: Frame) -> None:
    _, owner, card = f
    if card < 0 or not g.alive_[owner] or g.is_red(card, owner):
        return
    g.log_event("take", {"seat": owner, "card": card, "text": CARD_TEXT[card].en})
    g.move_card(card, "hand", owner)
    g.ask_yesno(owner, Text("是否再次发动【洛神】？", "Use Goddess of Luo again?"),
                ("luoshen.again", owner))


@step("luoshen.again")
def _luoshen_again(g: SgsGame, f: Frame) -> None:
    _, owner, yes = f
    if yes and g.alive_[owner]:
        g.log_event("skill", {"seat": owner, "skill": "luoshen"})
        g.push(("luoshen.go", owner))


register(Skill(
    "luoshen", Text("洛神", "Goddess of Luo"),
    Text("准备阶段，你可以进行判定：若结果为黑色，此牌生效后你获得之，并可以重复此流程。",
         "At the start of your preparation phase you may make a judgement: if it is black, "
         "you take the card and may repeat."),
    triggers=(Trigger("phase_start", "luoshen.go", _luoshen_can),),
))


# ---- 倾国 qingguo -------------------------------------------------------------------------------
def _black(g: SgsGame, owner: int, c: int) -> bool:
    return not g.is_red(c, owner)


register(Skill(
    "qingguo", Text("倾国", "Nation's Beauty"),
    Text("你可以将一张黑色手牌当【闪】使用或打出。",
         "You may use or play any black hand card as a Dodge."),
    view_as=(ViewAs("jink", _black, where="h", use=False),),
))


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
