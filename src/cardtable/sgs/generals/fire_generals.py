"""Skills of the 火 (Fire) generals, 2010 texts in our own wording: 庞德 猛进
(his 马术 is the standard skill; 庞德 also plays in the 2012/2013 3v3 pools), 典韦 强袭, 袁绍 乱击
血裔 (lord), 荀彧 驱虎 节命, 太史慈 天义, 颜良文丑 双雄, 庞统 连环 涅槃, 卧龙诸葛亮 八阵 火计
看破 (the 军争 cards they use, 铁索连环 and 火攻, are card rules in
:mod:`cardtable.sgs.cards.maneuvering`). 天义's effects are marks the 杀 rules read
(:mod:`cardtable.sgs.rules.use_card`: ``slash_no_distance``, ``slash_extra_target``,
``slash_banned``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, CLUB, NAME, SUBTYPE, WEAPON_RANGE
from cardtable.sgs.cards.maneuvering import set_chained
from cardtable.sgs.generals.expansion_common import pindian, spend, spent
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import (
    DMG_N,
    USE_CUR,
    USE_NAME,
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


# ---- 猛进 mengjin (庞德) -------------------------------------------------------------------------
def _mengjin_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    t = ctx[USE_CUR]
    return ctx[USE_NAME] == "slash" and g.alive_[t] and bool(g.cards_of(t, "he"))


@step("mengjin.go")
def _mengjin_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    t = g.ctx[cid][USE_CUR]
    g.ask_card_from(owner, t, "he", Text("猛进：弃置其一张牌", "Fierce Advance: discard one of "
                                         "their cards"), ("mengjin.drop", t))


@step("mengjin.drop")
def _mengjin_drop(g: SgsGame, f: Frame) -> None:
    _, t, card = f
    if card >= 0:
        g.discard(t, (card,))


register(Skill(
    "mengjin", Text("猛进", "Fierce Advance"),
    Text("当你使用的【杀】被目标角色的【闪】抵消后，你可以弃置其一张牌。",
         "After a Slash you used is dodged, you may discard one card (hand or equipment) of "
         "that target."),
    triggers=(Trigger("slash_dodged", "mengjin.go", _mengjin_can),),
))


# ---- 强袭 qiangxi (典韦) -------------------------------------------------------------------------
def _qx_weapons(g: SgsGame, owner: int) -> list[int]:
    return [c for c in g.cards_of(owner, "he") if SUBTYPE[c] == "weapon"]


def _qx_targets(g: SgsGame, owner: int, paid: int) -> list[int]:
    """Targets in attack range once ``paid`` (a weapon card, or -1 for HP) is gone."""
    rng = g.attack_range(owner)
    if paid >= 0 and paid == g.equip[owner][0]:
        rng -= WEAPON_RANGE[NAME[paid]] - 1
    return [t for t in g.alive_seats(owner)[1:] if g.distance(owner, t) <= rng]


def _qiangxi_usable(g: SgsGame, owner: int) -> bool:
    if g.used_count(owner, "qiangxi"):
        return False
    return bool(_qx_targets(g, owner, -1)) or any(
        _qx_targets(g, owner, c) for c in _qx_weapons(g, owner))


@step("qiangxi.go")
def _qiangxi_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "qiangxi")
    weapons = [c for c in _qx_weapons(g, owner) if _qx_targets(g, owner, c)]
    lo = 0 if _qx_targets(g, owner, -1) else 1
    if not weapons:
        g.push(("qiangxi.paid", owner, ()))
        return
    pick_cards(g, owner, Text("强袭：弃置一张武器牌，或不选而失去1点体力",
                              "Ferocious Assault: discard a weapon card, or pick none and lose "
                              "1 HP"), weapons, lo, 1, ("qiangxi.paid", owner))


@step("qiangxi.paid")
def _qiangxi_paid(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    paid = cards[0] if cards else -1
    pick_seats(g, owner, Text("强袭：选择攻击范围内的一名角色", "Ferocious Assault: choose a "
                              "character in your attack range"),
               _qx_targets(g, owner, paid), 1, 1, ("qiangxi.do", owner, paid))


@step("qiangxi.do")
def _qiangxi_do(g: SgsGame, f: Frame) -> None:
    _, owner, paid, seats = f
    g.push(("qiangxi.hit", owner, seats[0]))
    if paid >= 0:
        g.discard(owner, (paid,))
    else:
        g.lose_hp(owner, 1)


@step("qiangxi.hit")
def _qiangxi_hit(g: SgsGame, f: Frame) -> None:
    _, owner, t = f
    if g.alive_[owner] and g.alive_[t]:
        g.damage(owner, t, 1, "qiangxi")


register(Skill(
    "qiangxi", Text("强袭", "Ferocious Assault"),
    Text("出牌阶段限一次，你可以失去1点体力或弃置一张武器牌，然后对你攻击范围内的一名角色造成1点"
         "伤害。",
         "Once per play phase you may lose 1 HP or discard a weapon card, then deal 1 damage "
         "to a character in your attack range (measured without a discarded weapon)."),
    active=Active("qiangxi.go", _qiangxi_usable),
))


# ---- 乱击 luanji, 血裔 xueyi (袁绍) ------------------------------------------------------------
def _pairs(g: SgsGame, owner: int) -> list[int]:
    suits: dict[int, int] = {}
    for c in g.hand[owner]:
        suits[g.suit_of(c, owner)] = suits.get(g.suit_of(c, owner), 0) + 1
    return [c for c in g.hand[owner] if suits[g.suit_of(c, owner)] >= 2]


def _luanji_usable(g: SgsGame, owner: int) -> bool:
    return bool(_pairs(g, owner))


LUANJI_PICK = Text("乱击：选择两张花色相同的手牌当【万箭齐发】使用",
                   "Volley: choose two hand cards of one suit to use as Arrow Barrage")


@step("luanji.go")
def _luanji_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.ask_cards(owner, LUANJI_PICK, _pairs(g, owner), 1, 1, ("luanji.second", owner))


@step("luanji.second")
def _luanji_second(g: SgsGame, f: Frame) -> None:
    _, owner, first = f
    suit = g.suit_of(first[0], owner)
    rest = [c for c in g.hand[owner] if c != first[0] and g.suit_of(c, owner) == suit]
    pick_cards(g, owner, LUANJI_PICK, rest, 1, 1, ("luanji.use", owner, first))


@step("luanji.use")
def _luanji_use(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import choose_targets

    _, owner, first, second = f
    choose_targets(g, owner, "archery_attack", (first[0], second[0]), "luanji")


def _xueyi_limit(g: SgsGame, owner: int) -> int:
    return 2 * sum(1 for s in g.alive_seats(owner)[1:] if g.kingdom(s) == "qun")


register(Skill(
    "luanji", Text("乱击", "Volley"),
    Text("出牌阶段，你可以将两张花色相同的手牌当【万箭齐发】使用。",
         "In your play phase you may use two hand cards of the same suit as Arrow Barrage."),
    active=Active("luanji.go", _luanji_usable),
))
register(Skill(
    "xueyi", Text("血裔", "Bloodline"),
    Text("主公技，锁定技，其他群雄角色每有一名存活，你的手牌上限便+2。",
         "Lord skill, locked. Your hand limit is raised by 2 for each other living Qun "
         "character."),
    tags=frozenset({"lord", "locked"}), mods=Mods(hand_limit=_xueyi_limit),
))


# ---- 驱虎 quhu, 节命 jieming (荀彧) --------------------------------------------------------------
def _quhu_targets(g: SgsGame, owner: int) -> list[int]:
    return [t for t in g.alive_seats(owner)[1:] if g.hp[t] > g.hp[owner] and g.hand[t]]


def _quhu_usable(g: SgsGame, owner: int) -> bool:
    return (g.used_count(owner, "quhu") == 0 and bool(g.hand[owner])
            and bool(_quhu_targets(g, owner)))


@step("quhu.go")
def _quhu_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "quhu")
    pick_seats(g, owner, Text("驱虎：选择一名体力比你多的角色拼点", "Drive the Tiger: choose a "
                              "character with more HP for a point fight"),
               _quhu_targets(g, owner), 1, 1, ("quhu.fight", owner))


@step("quhu.fight")
def _quhu_fight(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    pindian(g, owner, seats[0], "quhu", ("quhu.after", owner, seats[0]))


@step("quhu.after")
def _quhu_after(g: SgsGame, f: Frame) -> None:
    _, owner, tiger, _ca, _cb, win = f
    if not g.alive_[tiger]:
        return
    if not win:
        if g.alive_[owner]:
            g.damage(tiger, owner, 1, "quhu")
        return
    wolves = [s for s in g.alive_seats(tiger)[1:] if g.in_attack_range(tiger, s)]
    if wolves:
        pick_seats(g, owner, Text("驱虎：选择受到其伤害的角色", "Drive the Tiger: who takes the "
                                  "damage?"), wolves, 1, 1, ("quhu.hit", tiger))


@step("quhu.hit")
def _quhu_hit(g: SgsGame, f: Frame) -> None:
    _, tiger, seats = f
    if g.alive_[tiger]:
        g.damage(tiger, seats[0], 1, "quhu")


def _jm_short(g: SgsGame, s: int) -> int:
    return min(g.maxhp[s], 5) - len(g.hand[s])


def _jm_seats(g: SgsGame, owner: int) -> list[int]:
    return [s for s in g.alive_seats(owner) if _jm_short(g, s) > 0]


def _jieming_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(_jm_seats(g, owner))


@step("jieming.go")
def _jieming_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.push(("jieming.next", owner, g.ctx[cid][DMG_N]))


@step("jieming.next")
def _jieming_next(g: SgsGame, f: Frame) -> None:
    _, owner, left = f
    seats = _jm_seats(g, owner)
    if left <= 0 or not seats or not g.alive_[owner]:
        return
    pick_seats(g, owner, Text("节命：令一名角色将手牌补至体力上限（至多5张）",
                              "Life Devotion: a character draws up to its max HP (at most 5)"),
               seats, 1, 1, ("jieming.do", owner, left))


@step("jieming.do")
def _jieming_do(g: SgsGame, f: Frame) -> None:
    _, owner, left, seats = f
    g.push(("jieming.next", owner, left - 1))
    g.draw(seats[0], _jm_short(g, seats[0]))


register(Skill(
    "quhu", Text("驱虎", "Drive the Tiger"),
    Text("出牌阶段限一次，你可以与一名体力值大于你的角色拼点：若你赢，其对其攻击范围内由你指定的"
         "另一名角色造成1点伤害；若你没赢，其对你造成1点伤害。",
         "Once per play phase you may start a point fight with a character who has more HP than "
         "you: if you win, they deal 1 damage to another character in their attack range of "
         "your choice; otherwise they deal 1 damage to you."),
    active=Active("quhu.go", _quhu_usable),
))
register(Skill(
    "jieming", Text("节命", "Life Devotion"),
    Text("你每受到1点伤害后，可以令一名角色将手牌补至X张（X为其体力上限且至多为5）。",
         "For each 1 damage you take you may have a character draw until it holds X cards (X = "
         "its max HP, at most 5)."),
    triggers=(Trigger("damaged", "jieming.go", _jieming_can),),
))


# ---- 天义 tianyi (太史慈) ------------------------------------------------------------------------
_TIANYI_MARKS = ("slash_no_distance", "slash_extra_target", "slash_banned", "tianyi_won")


def _tianyi_usable(g: SgsGame, owner: int) -> bool:
    return (g.used_count(owner, "turn.tianyi") == 0 and bool(g.hand[owner])
            and any(g.hand[t] for t in g.alive_seats(owner)[1:]))


@step("tianyi.go")
def _tianyi_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "turn.tianyi")
    pick_seats(g, owner, Text("天义：选择拼点的角色", "Heavenly Duel: choose whom to point "
                              "fight"), [t for t in g.alive_seats(owner)[1:] if g.hand[t]], 1, 1,
               ("tianyi.fight", owner))


@step("tianyi.fight")
def _tianyi_fight(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    pindian(g, owner, seats[0], "tianyi", ("tianyi.after", owner))


@step("tianyi.after")
def _tianyi_after(g: SgsGame, f: Frame) -> None:
    _, owner, _ca, _cb, win = f
    m = g.marks[owner]
    if win:
        m["slash_no_distance"] = m["slash_extra_target"] = m["tianyi_won"] = 1
    else:
        m["slash_banned"] = 1  # (the pindian event just logged says who won)


def _tianyi_extra(g: SgsGame, owner: int) -> int:
    return 1 if g.marks[owner].get("tianyi_won") else 0


def _tianyi_end_can(g: SgsGame, owner: int, cid: int) -> bool:
    return any(k in g.marks[owner] for k in _TIANYI_MARKS)


@step("tianyi.end")
def _tianyi_end(g: SgsGame, f: Frame) -> None:
    m = g.marks[f[1]]
    for k in _TIANYI_MARKS:
        m.pop(k, None)


register(Skill(
    "tianyi", Text("天义", "Heavenly Duel"),
    Text("出牌阶段限一次，你可以与一名角色拼点：若你赢，直到回合结束，你使用【杀】无距离限制、"
         "可以额外使用一张【杀】、使用【杀】时可以额外指定一个目标；若你没赢，你不能使用【杀】直到"
         "回合结束。",
         "Once per turn in your play phase you may start a point fight with a character: if "
         "you win, until the end of the turn your Slashes ignore distance, you may use one more "
         "Slash and each Slash may take one more target; otherwise you cannot use Slash until "
         "the end of the turn."),
    active=Active("tianyi.go", _tianyi_usable),
    mods=Mods(extra_slashes=_tianyi_extra),
    triggers=(Trigger("turn_end", "tianyi.end", _tianyi_end_can, optional=False),),
))


# ---- 双雄 shuangxiong (颜良文丑) -----------------------------------------------------------------
# turn mark "shuangxiong": 1 + the judged card's colour (1 black, 2 red); hand cards of the other
# colour may be used as 决斗 for the rest of the turn.
def _sx_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] > 0)


@step("shuangxiong.go")
def _sx_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.ctx[cid][1] = 0
    g.judge(owner, "shuangxiong", ("shuangxiong.res", owner))


@step("shuangxiong.res")
def _sx_res(g: SgsGame, f: Frame) -> None:
    _, owner, card = f
    if card < 0 or not g.alive_[owner]:
        return
    g.marks[owner]["shuangxiong"] = 2 if g.is_red(card, owner) else 1
    g.log_event("take", {"seat": owner, "card": card, "text": CARD_TEXT[card].en})
    g.move_card(card, "hand", owner)


def _sx_ok(g: SgsGame, owner: int, c: int) -> bool:
    m = g.marks[owner].get("shuangxiong", 0)
    return bool(m) and c in g.hand[owner] and g.is_red(c, owner) == (m == 1)


def _sx_usable(g: SgsGame, owner: int) -> bool:
    return bool(g.marks[owner].get("shuangxiong"))


def _sx_end_can(g: SgsGame, owner: int, cid: int) -> bool:
    return "shuangxiong" in g.marks[owner]


@step("shuangxiong.end")
def _sx_end(g: SgsGame, f: Frame) -> None:
    g.marks[f[1]].pop("shuangxiong", None)


register(Skill(
    "shuangxiong", Text("双雄", "Twin Heroes"),
    Text("摸牌阶段，你可以放弃摸牌，改为进行一次判定并获得此判定牌；然后此回合你可以将与该牌颜色"
         "不同的手牌当【决斗】使用。",
         "In your draw phase you may draw nothing and instead make a judgement and take the "
         "judged card; for the rest of the turn you may use hand cards of the other colour as "
         "Duel."),
    triggers=(Trigger("draw_count", "shuangxiong.go", _sx_can),
              Trigger("turn_end", "shuangxiong.end", _sx_end_can, optional=False)),
    view_as=(ViewAs("duel", _sx_ok, respond=False, usable=_sx_usable),),
))


# ---- 连环 lianhuan, 涅槃 niepan (庞统) --------------------------------------------------------
# 铁索连环 and recasting are card rules (cardtable.sgs.cards.maneuvering): the menu offers each
# club hand card "as 铁索连环"; once chosen, it is used on one or two characters or recast.
def _club_in_hand(g: SgsGame, owner: int, c: int) -> bool:
    return c in g.hand[owner] and g.suit_of(c, owner) == CLUB


def _niepan_can(g: SgsGame, owner: int, dying: int) -> bool:
    return owner == dying and not spent(g, owner, "niepan")


@step("niepan.go")
def _niepan_go(g: SgsGame, f: Frame) -> None:
    _, owner, _dying = f
    spend(g, owner, "niepan")
    cards = g.cards_of(owner, "hej")
    if cards:
        g.discard(owner, tuple(cards))
    if g.marks[owner].pop("flipped", 0):
        g.log_event("turn_over", {"seat": owner, "face_up": True})
    set_chained(g, owner, False)
    g.draw(owner, 3)
    g.recover(owner, 3 - g.hp[owner])


register(Skill(
    "lianhuan", Text("连环", "Chain Links"),
    Text("你可以将一张梅花手牌当【铁索连环】使用或重铸。",
         "You may use a club hand card as Iron Chain, or recast it (discard it and draw a "
         "card)."),
    view_as=(ViewAs("iron_chain", _club_in_hand, respond=False),),
))
register(Skill(
    "niepan", Text("涅槃", "Nirvana"),
    Text("限定技，当你处于濒死状态时，你可以弃置你区域里的所有牌，然后将你的武将牌翻至正面朝上"
         "并重置之，再摸三张牌，体力回复至3点。",
         "Limited (once per game). While you are dying you may discard every card in your hand, "
         "equipment and judgement areas, turn your general face up and unchain it, draw three "
         "cards and recover to 3 HP."),
    tags=frozenset({"limited"}),
    meta={"rescue": (_niepan_can, "niepan.go")},
))


# ---- 八阵 bazhen, 火计 huoji, 看破 kanpo (卧龙诸葛亮) -----------------------------------------
def _red_in_hand(g: SgsGame, owner: int, c: int) -> bool:
    return c in g.hand[owner] and g.is_red(c, owner)


def _black_in_hand(g: SgsGame, owner: int, c: int) -> bool:
    return c in g.hand[owner] and not g.is_red(c, owner)


register(Skill(
    "bazhen", Text("八阵", "Eight Formations"),
    Text("锁定技，若你的装备区里没有防具牌，视为你装备着【八卦阵】。",
         "Locked. While you have no armour equipped, you count as wearing Eight Trigrams."),
    tags=frozenset({"locked"}),
    meta={"hook": "rules.respond.armor_active / response_options: an empty armour slot "
                  "counts as 八卦阵 (青釭剑 ignores it like armour)"},
))
register(Skill(
    "huoji", Text("火计", "Fire Stratagem"),
    Text("出牌阶段，你可以将一张红色手牌当【火攻】使用。",
         "In your play phase you may use a red hand card as Fire Attack."),
    view_as=(ViewAs("fire_attack", _red_in_hand, respond=False),),
))
register(Skill(
    "kanpo", Text("看破", "See Through"),
    Text("你可以将一张黑色手牌当【无懈可击】使用。",
         "You may use a black hand card as Impeccable Plan."),
    view_as=(ViewAs("nullification", _black_in_hand, use=False),),
))
