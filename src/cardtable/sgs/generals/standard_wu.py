"""Skills of the standard 吴 (Wu) generals: 孙权 甘宁 吕蒙 黄盖 周瑜 大乔 陆逊 孙尚香.

This module has 制衡 救援 奇袭 克己 苦肉 英姿 反间 国色 谦逊 连营 枭姬 结姻, and 流离 again
(replacing the API example so that the card paid keeps the new target in range). Texts are our
own wording of the original (2011-era) skills.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, SUIT_NAMES
from cardtable.sgs.generals.discard_to_heal import register_discard_to_heal
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import (
    USE_CUR,
    USE_NAME,
    USE_TARGETS,
    USE_USER,
    Active,
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


# ---- 制衡 zhiheng -------------------------------------------------------------------------------
def _zhiheng_usable(g: SgsGame, owner: int) -> bool:
    return g.used_count(owner, "zhiheng") == 0 and bool(g.cards_of(owner, "he"))


@step("zhiheng.go")
def _zhiheng_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "zhiheng")
    cards = g.cards_of(owner, "he")
    pick_cards(g, owner, Text("制衡：选择要弃置的牌", "Balance: choose cards to discard"),
                cards, 1, len(cards), ("zhiheng.do", owner))


@step("zhiheng.do")
def _zhiheng_do(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    g.push(("zhiheng.draw", owner, len(cards)))
    g.discard(owner, cards)


@step("zhiheng.draw")
def _zhiheng_draw(g: SgsGame, f: Frame) -> None:
    _, owner, n = f
    if g.alive_[owner]:
        g.draw(owner, n)


register(Skill(
    "zhiheng", Text("制衡", "Balance"),
    Text("出牌阶段限一次，你可以弃置任意张牌，然后摸等量的牌。",
         "Once per play phase you may discard any number of cards, then draw as many."),
    active=Active("zhiheng.go", _zhiheng_usable),
))

# ---- 救援 jiuyuan (lord): the +1 is applied by the dying rules (rules/dying.py) ---------------
register(Skill(
    "jiuyuan", Text("救援", "Rescue"),
    Text("主公技，锁定技，其他吴势力角色对处于濒死状态的你使用【桃】时，你额外回复1点体力。",
         "Lord skill, locked. When another Wu character uses a Peach on you while you are "
         "dying, you recover 1 extra HP."),
    tags=frozenset({"lord", "locked"}),
))


# ---- 奇袭 qixi, 国色 guose ----------------------------------------------------------------------
def _black(g: SgsGame, owner: int, c: int) -> bool:
    return not g.is_red(c, owner)


def _diamond(g: SgsGame, owner: int, c: int) -> bool:
    return g.suit_of(c, owner) == 3


register(Skill(
    "qixi", Text("奇袭", "Surprise Raid"),
    Text("出牌阶段，你可以将一张黑色牌当【过河拆桥】使用。",
         "In your play phase you may use any black card as Dismantle."),
    view_as=(ViewAs("dismantlement", _black, where="he", respond=False),),
))
register(Skill(
    "guose", Text("国色", "National Beauty"),
    Text("出牌阶段，你可以将一张♦牌当【乐不思蜀】使用。",
         "In your play phase you may use any diamond card as Indulgence."),
    view_as=(ViewAs("indulgence", _diamond, where="he", respond=False),),
))


# ---- 克己 keji ----------------------------------------------------------------------------------
# Whether a 杀 was used or played is read back from this turn's log (once per turn, at the
# discard phase): no per-card bookkeeping and no extra triggers.
def _slash_this_turn(g: SgsGame, owner: int) -> bool:
    for e in reversed(g.log_):
        k = e.kind
        if k == "turn":
            return False
        if k in ("use", "respond") and e.public.get("seat") == owner and \
                e.public.get("name") == "slash":
            return True
    return False


def _keji_can(g: SgsGame, owner: int, cid: int) -> bool:
    # only worth asking when the discard phase would make the owner discard
    return (g.ctx[cid][1] == "discard" and g.current == owner
            and len(g.hand[owner]) > g.hand_limit(owner) and not _slash_this_turn(g, owner))


@step("keji.go")
def _keji_go(g: SgsGame, f: Frame) -> None:
    _, _owner, cid = f
    g.ctx[cid][2] = 1


register(Skill(
    "keji", Text("克己", "Self-restraint"),
    Text("若你于出牌阶段没有使用或打出过【杀】，你可以跳过此回合的弃牌阶段。",
         "If you did not use or play a Slash during your play phase, you may skip this turn's "
         "discard phase."),
    triggers=(Trigger("phase_before", "keji.go", _keji_can),),
))


# ---- 苦肉 kurou ---------------------------------------------------------------------------------
def _kurou_usable(g: SgsGame, owner: int) -> bool:
    return g.hp[owner] > 0


@step("kurou.go")
def _kurou_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.push(("kurou.draw", owner))
    g.lose_hp(owner, 1)


@step("kurou.draw")
def _kurou_draw(g: SgsGame, f: Frame) -> None:
    if g.alive_[f[1]]:
        g.draw(f[1], 2)


register(Skill(
    "kurou", Text("苦肉", "Self-injury Ruse"),
    Text("出牌阶段，你可以失去1点体力，然后摸两张牌（不限次数）。",
         "In your play phase you may lose 1 HP, then draw two cards (any number of times)."),
    active=Active("kurou.go", _kurou_usable),
))


# ---- 英姿 yingzi --------------------------------------------------------------------------------
@step("yingzi.go")
def _yingzi_go(g: SgsGame, f: Frame) -> None:
    _, _owner, cid = f
    g.ctx[cid][1] += 1


register(Skill(
    "yingzi", Text("英姿", "Heroic Bearing"),
    Text("摸牌阶段，你可以额外摸一张牌。", "In your draw phase you may draw one extra card."),
    triggers=(Trigger("draw_count", "yingzi.go"),),
))


# ---- 反间 fanjian (original: the target names a suit, takes a hand card of yours blind) --------
def _fanjian_usable(g: SgsGame, owner: int) -> bool:
    return (g.used_count(owner, "fanjian") == 0 and bool(g.hand[owner])
            and len(g.alive_seats(owner)) > 1)


@step("fanjian.go")
def _fanjian_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "fanjian")
    pick_seats(g, owner, Text("反间：选择一名其他角色", "Sow Discord: choose another character"),
                g.alive_seats(owner)[1:], 1, 1, ("fanjian.t", owner))


@step("fanjian.t")
def _fanjian_t(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    t = seats[0]
    g.ask(t, "select", Text("反间：说出一种花色", "Sow Discord: name a suit"),
          [{"suit": s} for s in SUIT_NAMES], ("fanjian.suit", owner, t))


@step("fanjian.suit")
def _fanjian_suit(g: SgsGame, f: Frame) -> None:
    _, owner, t, ans = f
    suit = SUIT_NAMES.index(ans["suit"])
    g.log_event("name_suit", {"seat": t, "suit": ans["suit"]})
    g.ask_card_from(t, owner, "h", Text("反间：获得其一张手牌", "Sow Discord: take one of "
                                        "their hand cards"), ("fanjian.take", owner, t, suit))


@step("fanjian.take")
def _fanjian_take(g: SgsGame, f: Frame) -> None:
    _, owner, t, suit, card = f
    if card < 0:
        return
    g.move_card(card, "hand", t)
    got = g.suit_of(card, t)
    g.log_event("show", {"seat": t, "card": card, "text": CARD_TEXT[card].en})
    if got != suit and g.alive_[t]:
        g.damage(owner, t, 1, "fanjian")


register(Skill(
    "fanjian", Text("反间", "Sow Discord"),
    Text("出牌阶段限一次，你可以令一名其他角色说出一种花色，然后其获得你的一张手牌（由其选择）"
         "并展示之：若此牌的花色与其所说的不同，你对其造成1点伤害。",
         "Once per play phase you may have another character name a suit, then take one of "
         "your hand cards (their blind pick) and show it: if its suit differs from the one "
         "named, you deal 1 damage to them."),
    active=Active("fanjian.go", _fanjian_usable),
))


# ---- 谦逊 qianxun -------------------------------------------------------------------------------
def _qianxun_target(g: SgsGame, owner: int, user: int, name: str) -> bool:
    return name not in ("snatch", "indulgence")


register(Skill(
    "qianxun", Text("谦逊", "Modesty"),
    Text("锁定技，你不能成为【顺手牵羊】或【乐不思蜀】的目标。",
         "Locked. You cannot be the target of Snatch or Indulgence."),
    tags=frozenset({"locked"}), mods=Mods(can_be_target=_qianxun_target),
))


# ---- 连营 lianying, 枭姬 xiaoji ------------------------------------------------------------------
def _lianying_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return bool(ctx[1]) and bool(ctx[3])


def _xiaoji_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][2])


@step("lianying.draw")
def _lianying_draw(g: SgsGame, f: Frame) -> None:
    g.draw(f[1], 1)


@step("xiaoji.draw")
def _xiaoji_draw(g: SgsGame, f: Frame) -> None:
    g.draw(f[1], 2)


register(Skill(
    "lianying", Text("连营", "Linked Camps"),
    Text("当你失去最后的手牌后，你可以摸一张牌。",
         "After you lose your last hand card, you may draw a card."),
    triggers=(Trigger("cards_lost", "lianying.draw", _lianying_can),),
))
register(Skill(
    "xiaoji", Text("枭姬", "Warrior Princess"),
    Text("当你失去装备区里的一张牌后，你可以摸两张牌。",
         "Each time you lose a card from your equipment area, you may draw two cards."),
    triggers=(Trigger("cards_lost", "xiaoji.draw", _xiaoji_can),),
))


# ---- 结姻 jieyin (the flow is shared with 青囊: discard_to_heal.py) -----------------------------
def _jieyin_targets(g: SgsGame, owner: int) -> list[int]:
    return [s for s in g.alive_seats(owner)[1:] if g.gender(s) == "m" and g.hp[s] < g.maxhp[s]]


register_discard_to_heal(
    "jieyin", Text("结姻", "Marriage"),
    Text("出牌阶段限一次，你可以弃置两张手牌并选择一名已受伤的男性角色，你与其各回复1点体力。",
         "Once per play phase you may discard two hand cards and choose a wounded male "
         "character: you and they each recover 1 HP."),
    cards=2, card_prompt=Text("结姻：弃置两张手牌", "Marriage: discard two hand cards"),
    seat_prompt=Text("结姻：选择一名已受伤的男性角色", "Marriage: choose a wounded male character"),
    targets=_jieyin_targets, heal_owner=True,
)


# ---- 流离 liuli (re-registered over the API example: the card paid must keep the new target in
# range — discarding the weapon or the −1 horse that made it reachable is not allowed) ----------
def _in_range_without(g: SgsGame, owner: int, t: int, card: int) -> bool:
    eq = g.equip[owner]
    if card not in eq:
        return g.in_attack_range(owner, t)
    slot = eq.index(card)
    eq[slot] = -1  # measured as if the card were already gone; restored at once
    try:
        return g.in_attack_range(owner, t)
    finally:
        eq[slot] = card


def _liuli_cards(g: SgsGame, owner: int, t: int) -> list[int]:
    return [c for c in g.cards_of(owner, "he") if _in_range_without(g, owner, t, c)]


def _liuli_targets(g: SgsGame, owner: int, cid: int) -> list[int]:
    from cardtable.sgs.rules.use_card import can_be_target

    ctx = g.ctx[cid]
    user = ctx[USE_USER]
    return [t for t in g.alive_seats(owner)[1:]
            if t != user and t not in ctx[USE_TARGETS] and can_be_target(g, t, user, "slash")
            and _liuli_cards(g, owner, t)]


def _liuli_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return (ctx[USE_NAME] == "slash" and ctx[USE_CUR] == owner
            and bool(_liuli_targets(g, owner, cid)))


@step("liuli2.ask")
def _liuli_ask(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    pick_seats(g, owner, Text("流离：选择转移的目标", "Deflect: choose the new target"),
                _liuli_targets(g, owner, cid), 1, 1, ("liuli2.card", owner, cid))


@step("liuli2.card")
def _liuli_card(g: SgsGame, f: Frame) -> None:
    _, owner, cid, seats = f
    pick_cards(g, owner, Text("流离：弃置一张牌", "Deflect: discard a card"),
                _liuli_cards(g, owner, seats[0]), 1, 1, ("liuli2.go", owner, cid, seats[0]))


@step("liuli2.go")
def _liuli_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid, new, cards = f
    ctx = g.ctx[cid]
    ctx[USE_TARGETS] = tuple(new if t == owner else t for t in ctx[USE_TARGETS])
    ctx[USE_CUR] = new
    g.log_event("redirect", {"seat": owner, "skill": "liuli", "to": new})
    # the new target becomes the target as on a normal use: its own target_confirming skills
    # (another 流离) may react; pushed first, so the discard's triggers run before them
    g.fire("target_confirming", cid, new)
    g.discard(owner, cards)


register(Skill(
    "liuli", Text("流离", "Deflect"),
    Text("当你成为【杀】的目标时，你可以弃置一张牌，将此【杀】转移给你攻击范围内的一名其他角色"
         "（此【杀】的使用者除外）。",
         "When you become the target of a Slash, you may discard a card to pass the Slash to "
         "another character in your attack range other than its user."),
    triggers=(Trigger("target_confirming", "liuli2.ask", _liuli_can),),
))
