"""Skills of the 林 (Forest) generals, 2010 texts in our own wording: 徐晃
断粮, 孟获 祸首 再起, 孙坚 英魂, 贾诩 完杀 乱武 帷幕 (all four also play in the 2012/2013 3v3
pools), 祝融, 鲁肃, 曹丕 and 董卓 酒池 肉林 崩坏 暴虐 (酒 is a card rule in
:mod:`cardtable.sgs.cards.maneuvering`; 肉林 is read by the 杀 rules through its
``jinks_pair`` meta, :func:`cardtable.sgs.cards.basic.jinks_for`). 祸首's damage source
is applied in :mod:`cardtable.sgs.cards.tricks` (``aoe_hit``), 完杀 in
:mod:`cardtable.sgs.rules.dying` (``_peach_ban``), 兵粮寸断 (断粮's card) in
:mod:`cardtable.sgs.rules.judge` and the 断粮 distance in :mod:`cardtable.sgs.rules.use_card`
(``supply_range``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, SPADE, TYPE
from cardtable.sgs.cards.maneuvering import is_spade
from cardtable.sgs.generals.expansion_common import lose_max_hp, spend, spent
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.rules.respond import is_black_suit
from cardtable.sgs.rules.zones import take_card
from cardtable.sgs.skills.api import (
    DMG_SRC,
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


# ---- 断粮 duanliang (徐晃) ---------------------------------------------------------------------
def _duanliang_ok(g: SgsGame, owner: int, c: int) -> bool:
    return not g.is_red(c, owner) and TYPE[c] in ("basic", "equip")


register(Skill(
    "duanliang", Text("断粮", "Cut Supplies"),
    Text("出牌阶段，你可以将一张黑色基本牌或黑色装备牌当【兵粮寸断】使用；你可以对距离为2的角色"
         "使用【兵粮寸断】。（【兵粮寸断】：延时锦囊，判定阶段判定，结果不为♣则跳过摸牌阶段。）",
         "In your play phase you may use a black basic or black equipment card as Supply "
         "Shortage, and you may use Supply Shortage on characters at distance 2. (Supply "
         "Shortage: a delayed trick; in the judge phase the target is judged and skips the "
         "draw phase unless it is a club.)"),
    view_as=(ViewAs("supply_shortage", _duanliang_ok, where="he", respond=False),),
))


# ---- 祸首 huoshou, 再起 zaiqi (孟获) -----------------------------------------------------------
def _huoshou_target(g: SgsGame, owner: int, user: int, name: str) -> bool:
    return name != "savage_assault"


register(Skill(
    "huoshou", Text("祸首", "Chief Culprit"),
    Text("锁定技，【南蛮入侵】对你无效；其他角色使用的【南蛮入侵】造成的伤害，其来源视为你。",
         "Locked. Barbarian Invasion has no effect on you; damage dealt by a Barbarian "
         "Invasion another character uses counts as dealt by you."),
    tags=frozenset({"locked"}), mods=Mods(can_be_target=_huoshou_target),
))


def _zaiqi_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.ctx[cid][1] > 0 and g.hp[owner] < g.maxhp[owner]


@step("zaiqi.go")
def _zaiqi_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.ctx[cid][1] = 0
    cards = g.top_cards(g.maxhp[owner] - g.hp[owner])
    g.log_event("reveal", {"seat": owner, "skill": "zaiqi", "cards": cards,
                           "text": [CARD_TEXT[c].en for c in cards]})
    hearts = [c for c in cards if g.suit_of(c, owner) == 1]
    for c in cards:
        if c not in hearts:
            g.move_card(c, "hand", owner)
    if hearts:
        g.discard(owner, hearts)
        g.recover(owner, len(hearts))


register(Skill(
    "zaiqi", Text("再起", "Rise Again"),
    Text("摸牌阶段，若你已受伤，你可以放弃摸牌，改为亮出牌堆顶的X张牌（X为你已损失的体力值）："
         "每有一张♥牌，你回复1点体力，然后将这些♥牌置入弃牌堆，并获得其余的牌。",
         "In your draw phase, if you are wounded, you may draw nothing and instead reveal the "
         "top X cards of the deck (X = your lost HP): recover 1 HP for each heart among them, "
         "put the hearts in the discard pile and take the others."),
    triggers=(Trigger("draw_count", "zaiqi.go", _zaiqi_can),),
))


# ---- 英魂 yinghun (孙坚) -------------------------------------------------------------------------
def _yinghun_can(g: SgsGame, owner: int, cid: int) -> bool:
    return (g.ctx[cid][1] == "prepare" and g.hp[owner] < g.maxhp[owner]
            and len(g.alive_seats(owner)) > 1)


@step("yinghun.go")
def _yinghun_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    pick_seats(g, owner, Text("英魂：选择一名其他角色", "Heroic Soul: choose another character"),
               g.alive_seats(owner)[1:], 1, 1, ("yinghun.to", owner))


@step("yinghun.to")
def _yinghun_to(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    t = seats[0]
    x = g.maxhp[owner] - g.hp[owner]
    if x <= 1:
        g.push(("yinghun.do", owner, t, x, {"choice": "yinghun_less"}))
        return
    g.ask(owner, "select", Text(f"英魂：令其摸{x}张牌然后弃置一张牌，或摸一张牌然后弃置{x}张牌",
                                f"Heroic Soul: they draw {x} then discard 1, or draw 1 then "
                                f"discard {x}"),
          [{"choice": "yinghun_more"}, {"choice": "yinghun_less"}], ("yinghun.do", owner, t, x))


@step("yinghun.do")
def _yinghun_do(g: SgsGame, f: Frame) -> None:
    _, owner, t, x, ans = f
    more = ans["choice"] == "yinghun_more"
    n_draw, n_drop = (x, 1) if more else (1, x)
    g.log_event("yinghun", {"seat": owner, "target": t, "draw": n_draw, "discard": n_drop})
    g.push(("yinghun.drop", t, n_drop))
    g.draw(t, n_draw)


@step("yinghun.drop")
def _yinghun_drop(g: SgsGame, f: Frame) -> None:
    _, t, k = f
    cards = g.cards_of(t, "he")
    if not g.alive_[t] or not cards or k <= 0:
        return
    pick_cards(g, t, Text(f"英魂：弃置{k}张牌", f"Heroic Soul: discard {k} card(s)"), cards,
               min(k, len(cards)), min(k, len(cards)), ("discard_done", t))


register(Skill(
    "yinghun", Text("英魂", "Heroic Soul"),
    Text("准备阶段，若你已受伤，你可以令一名其他角色选择执行（由你选择）：摸X张牌然后弃置一张牌；"
         "或摸一张牌然后弃置X张牌（X为你已损失的体力值）。",
         "At the start of your turn, if you are wounded, you may choose another character and "
         "one of: they draw X cards then discard 1 card; or they draw 1 card then discard X "
         "cards (X = your lost HP)."),
    triggers=(Trigger("phase_start", "yinghun.go", _yinghun_can),),
))


# ---- 完杀 wansha, 乱武 luanwu, 帷幕 weimu (贾诩) ------------------------------------------------
register(Skill(
    "wansha", Text("完杀", "Unmerciful"),
    Text("锁定技，在你的回合内，除你以外，只有处于濒死状态的角色才能使用【桃】。",
         "Locked. During your turn nobody but you and the dying character may use a Peach."),
    tags=frozenset({"locked"}), meta={"hook": "cardtable.sgs.rules.dying._peach_ban"},
))


def _luanwu_usable(g: SgsGame, owner: int) -> bool:
    return not spent(g, owner, "luanwu") and len(g.alive_seats(owner)) > 1


@step("luanwu.go")
def _luanwu_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    spend(g, owner, "luanwu")
    g.push(("luanwu.next", owner, tuple(g.alive_seats(owner)[1:]), 0))


def _nearest(g: SgsGame, t: int) -> list[int]:
    others = g.alive_seats(t)[1:]
    if not others:
        return []
    d = min(g.distance(t, x) for x in others)
    return [x for x in others if g.distance(t, x) == d]


LUANWU_USE = Text("乱武：对距离最近的一名角色使用【杀】，否则失去1点体力",
                  "Chaos: use a Slash on a nearest character, or lose 1 HP")


@step("luanwu.next")
def _luanwu_next(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.respond import ask_response
    from cardtable.sgs.rules.use_card import slash_targets

    _, owner, order, i = f
    while i < len(order) and not g.alive_[order[i]]:
        i += 1
    if i >= len(order):
        return
    t = order[i]
    g.push(("luanwu.next", owner, order, i + 1))
    ok = set(slash_targets(g, t))
    valid = tuple(x for x in _nearest(g, t) if x in ok)
    if not valid:
        g.lose_hp(t, 1)
        return
    ask_response(g, t, "slash", ("luanwu.slash", t, valid), 1, False,
                 use=(LUANWU_USE, {"respond": "pass"}))


@step("luanwu.slash")
def _luanwu_slash(g: SgsGame, f: Frame) -> None:
    _, t, valid, cards = f
    if cards is None:
        g.lose_hp(t, 1)
        return
    live = [x for x in valid if g.alive_[x]]
    if not live:
        return
    pick_seats(g, t, Text("乱武：选择【杀】的目标", "Chaos: choose the Slash target"), live, 1, 1,
               ("luanwu.use", t, cards))


@step("luanwu.use")
def _luanwu_use(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import F_UNCOUNTED, start_use

    _, t, cards, seats = f
    if g.alive_[t] and g.alive_[seats[0]]:
        start_use(g, t, "slash", cards, (seats[0],), flags=F_UNCOUNTED)


register(Skill(
    "luanwu", Text("乱武", "Chaos"),
    Text("限定技，出牌阶段，你可以令所有其他角色依次对与其距离最近的另一名角色使用一张【杀】，"
         "不能或不如此做的角色失去1点体力。",
         "Limited (once per game). In your play phase you may make every other character, in "
         "turn, use a Slash on one of the characters nearest to them; each who cannot or does "
         "not loses 1 HP."),
    tags=frozenset({"limited"}), active=Active("luanwu.go", _luanwu_usable),
))


def _weimu_suit(g: SgsGame, owner: int, user: int, name: str, suit: int) -> bool:
    from cardtable.sgs.rules.use_card import TYPE_OF_NAME

    return not (TYPE_OF_NAME.get(name) in ("trick", "delayed") and is_black_suit(suit))


register(Skill(
    "weimu", Text("帷幕", "Behind the Curtain"),
    Text("锁定技，你不能成为黑色锦囊牌的目标。",
         "Locked. You cannot be the target of black trick cards."),
    tags=frozenset({"locked"}), mods=Mods(can_be_target_suit=_weimu_suit),
))


# ---- 巨象 juxiang, 烈刃 lieren (祝融) ------------------------------------------------------------
# 巨象's taking of the used 南蛮入侵 is in rules/use_card.py (``_use_finish``).
register(Skill(
    "juxiang", Text("巨象", "Giant Elephant"),
    Text("锁定技，【南蛮入侵】对你无效；其他角色使用的【南蛮入侵】结算完毕后，你获得之。",
         "Locked. Barbarian Invasion has no effect on you; after a Barbarian Invasion another "
         "character used has resolved, you take its card(s)."),
    tags=frozenset({"locked"}), mods=Mods(can_be_target=_huoshou_target),
    meta={"hook": "cardtable.sgs.rules.use_card._use_finish"},
))


def _lieren_can(g: SgsGame, owner: int, cid: int) -> bool:
    from cardtable.sgs.skills.api import DMG_DST, DMG_NAME

    ctx = g.ctx[cid]
    t = ctx[DMG_DST]
    return (ctx[DMG_NAME] == "slash" and t != owner and g.alive_[t] and bool(g.hand[t])
            and bool(g.hand[owner]))


@step("lieren.go")
def _lieren_go(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.generals.expansion_common import pindian
    from cardtable.sgs.skills.api import DMG_DST

    _, owner, cid = f
    t = g.ctx[cid][DMG_DST]
    pindian(g, owner, t, "lieren", ("lieren.after", owner, t))


@step("lieren.after")
def _lieren_after(g: SgsGame, f: Frame) -> None:
    _, owner, t, _ca, _cb, win = f
    if win and g.alive_[owner] and g.alive_[t] and g.cards_of(t, "he"):
        g.ask_card_from(owner, t, "he", Text("烈刃：获得其一张牌", "Blazing Blade: take one of "
                                             "their cards"), ("lieren.take", owner, t))


@step("lieren.take")
def _lieren_take(g: SgsGame, f: Frame) -> None:
    _, owner, t, card = f
    if card < 0:
        return
    take_card(g, owner, t, card)


register(Skill(
    "lieren", Text("烈刃", "Blazing Blade"),
    Text("当你使用【杀】对目标角色造成伤害后，你可以与其拼点：若你赢，你获得其一张牌。",
         "After your Slash damages a character, you may start a point fight with them: if you "
         "win, take one of their cards."),
    triggers=(Trigger("dealt_damage", "lieren.go", _lieren_can),),
))


# ---- 好施 haoshi, 缔盟 dimeng (鲁肃) -------------------------------------------------------------
def _haoshi_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] >= 0)


@step("haoshi.go")
def _haoshi_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.ctx[cid][1] += 2
    g.marks[owner]["haoshi"] = 1


def _haoshi_give_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.ctx[cid][1] == "draw" and bool(g.marks[owner].get("haoshi"))


def _fewest(g: SgsGame, owner: int) -> list[int]:
    others = g.alive_seats(owner)[1:]
    if not others:
        return []
    k = min(len(g.hand[s]) for s in others)
    return [s for s in others if len(g.hand[s]) == k]


@step("haoshi.give")
def _haoshi_give(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.marks[owner].pop("haoshi", None)
    if len(g.hand[owner]) <= 5 or not _fewest(g, owner):
        return
    pick_seats(g, owner, Text("好施：交给手牌最少的一名其他角色", "Generosity: give to the "
                              "other character with the fewest hand cards"),
               _fewest(g, owner), 1, 1, ("haoshi.cards", owner))


@step("haoshi.cards")
def _haoshi_cards(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    k = len(g.hand[owner]) // 2
    pick_cards(g, owner, Text(f"好施：选择{k}张手牌交出", f"Generosity: choose {k} hand cards "
                              "to give"), g.hand[owner], k, k, ("haoshi.do", owner, seats[0]))


@step("haoshi.do")
def _haoshi_do(g: SgsGame, f: Frame) -> None:
    _, owner, to, cards = f
    give_hidden(g, owner, to, cards)


def give_hidden(g: SgsGame, src: int, to: int, cards: tuple[int, ...] | list[int]) -> None:
    """``src`` hands ``cards`` to ``to``: the count is public, the cards only the two see."""
    cs = list(cards)
    if not cs:
        return
    g.log_event("give", {"seat": src, "to": to, "n": len(cs)},
                {src: {"cards": cs}, to: {"cards": cs}})
    for c in cs:
        g.move_card(c, "hand", to)


register(Skill(
    "haoshi", Text("好施", "Generosity"),
    Text("摸牌阶段，你可以额外摸两张牌；然后若你的手牌多于五张，你将一半（向下取整）的手牌交给"
         "除你以外手牌最少的一名角色。",
         "In your draw phase you may draw two more cards; then, if you hold more than five, "
         "you give half of your hand (rounded down) to the other character with the fewest "
         "hand cards."),
    triggers=(Trigger("draw_count", "haoshi.go", _haoshi_can),
              Trigger("phase_end", "haoshi.give", _haoshi_give_can, optional=False)),
))


def _dm_firsts(g: SgsGame, owner: int) -> list[int]:
    others = g.alive_seats(owner)[1:]
    n = len(g.cards_of(owner, "he"))
    return [a for a in others if any(b != a and abs(len(g.hand[a]) - len(g.hand[b])) <= n
                                     for b in others)]


def _dimeng_usable(g: SgsGame, owner: int) -> bool:
    return g.used_count(owner, "dimeng") == 0 and bool(_dm_firsts(g, owner))


DIMENG_PICK = Text("缔盟：选择交换手牌的两名其他角色", "Alliance: choose two others to swap "
                   "hands")


@step("dimeng.go")
def _dimeng_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "dimeng")
    pick_seats(g, owner, DIMENG_PICK, _dm_firsts(g, owner), 1, 1, ("dimeng.second", owner))


@step("dimeng.second")
def _dimeng_second(g: SgsGame, f: Frame) -> None:
    _, owner, first = f
    a = first[0]
    n = len(g.cards_of(owner, "he"))
    seconds = [b for b in g.alive_seats(owner)[1:]
               if b != a and abs(len(g.hand[a]) - len(g.hand[b])) <= n]
    pick_seats(g, owner, DIMENG_PICK, seconds, 1, 1, ("dimeng.pay", owner, a))


@step("dimeng.pay")
def _dimeng_pay(g: SgsGame, f: Frame) -> None:
    _, owner, a, second = f
    b = second[0]
    x = abs(len(g.hand[a]) - len(g.hand[b]))
    if x == 0:
        g.push(("dimeng.swap", owner, a, b, ()))
        return
    pick_cards(g, owner, Text(f"缔盟：弃置{x}张牌", f"Alliance: discard {x} card(s)"),
               g.cards_of(owner, "he"), x, x, ("dimeng.swap", owner, a, b))


@step("dimeng.swap")
def _dimeng_swap(g: SgsGame, f: Frame) -> None:
    _, owner, a, b, cards = f
    g.discard(owner, cards)
    ha, hb = list(g.hand[a]), list(g.hand[b])
    give_hidden(g, a, b, ha)
    give_hidden(g, b, a, hb)


register(Skill(
    "dimeng", Text("缔盟", "Alliance"),
    Text("出牌阶段限一次，你可以选择两名其他角色并弃置X张牌（X为这两名角色手牌数之差），然后令"
         "这两名角色交换手牌。",
         "Once per play phase you may choose two other characters and discard X cards (X = the "
         "difference of their hand sizes); they then swap hands."),
    active=Active("dimeng.go", _dimeng_usable),
))


# ---- 行殇 xingshang, 放逐 fangzhu, 颂威 songwei (曹丕) -------------------------------------------
# A general turned face down skips its next turn (rules/turn.py ``turn_facedown``).
def _xingshang_can(g: SgsGame, owner: int, cid: int) -> bool:
    dead = g.ctx[cid][0]
    return dead != owner and bool(g.cards_of(dead, "he"))


@step("xingshang.go")
def _xingshang_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    dead = g.ctx[cid][0]
    cards = g.cards_of(dead, "he")
    g.log_event("take", {"seat": owner, "from": dead, "cards": cards, "skill": "xingshang",
                         "text": [CARD_TEXT[c].en for c in cards]})
    for c in cards:
        g.move_card(c, "hand", owner)


register(Skill(
    "xingshang", Text("行殇", "Requiem"),
    Text("其他角色死亡时，你可以获得其所有手牌和装备区的牌。",
         "When another character dies, you may take all of their hand and equipment cards."),
    triggers=(Trigger("death", "xingshang.go", _xingshang_can, anyone=True),),
))


def _fangzhu_can(g: SgsGame, owner: int, cid: int) -> bool:
    return len(g.alive_seats(owner)) > 1


@step("fangzhu.go")
def _fangzhu_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    pick_seats(g, owner, Text("放逐：令一名其他角色摸牌并翻面", "Exile: another character draws "
                              "and turns face down"), g.alive_seats(owner)[1:], 1, 1,
               ("fangzhu.do", owner))


@step("fangzhu.do")
def _fangzhu_do(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.generals.wind_generals import flip

    _, owner, seats = f
    t = seats[0]
    x = g.maxhp[owner] - g.hp[owner]
    if x > 0:
        g.draw(t, x)
    flip(g, t)


register(Skill(
    "fangzhu", Text("放逐", "Exile"),
    Text("你受到伤害后，可以令一名其他角色摸X张牌（X为你已损失的体力值），然后其将武将牌翻面"
         "（背面朝上时跳过其下一个回合，然后翻回正面）。",
         "After you take damage, you may have another character draw X cards (X = your lost "
         "HP) and turn their general over (face down, they skip their next turn, then turn "
         "face up)."),
    triggers=(Trigger("damaged", "fangzhu.go", _fangzhu_can),),
))


def _songwei_can(g: SgsGame, owner: int, cid: int) -> bool:
    from cardtable.sgs.skills.api import JDG_CARD, JDG_SEAT

    ctx = g.ctx[cid]
    who, card = ctx[JDG_SEAT], ctx[JDG_CARD]
    return (who != owner and g.alive_[who] and g.kingdom(who) == "wei" and card >= 0
            and not g.is_red(card, who))


@step("songwei.ask")
def _songwei_ask(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.skills.api import JDG_SEAT

    _, owner, cid = f
    who = g.ctx[cid][JDG_SEAT]
    g.ask_yesno(who, Text("颂威：是否令主公摸一张牌？", "Praise: let the lord draw a card?"),
                ("songwei.do", owner))


@step("songwei.do")
def _songwei_do(g: SgsGame, f: Frame) -> None:
    _, owner, yes = f
    if yes and g.alive_[owner]:
        g.draw(owner, 1)


register(Skill(
    "songwei", Text("颂威", "Praise"),
    Text("主公技，其他魏势力角色的判定牌生效后，若为黑色，其可以令你摸一张牌。",
         "Lord skill. After the judgement of another Wei character takes effect, if it is "
         "black, that character may let you draw a card."),
    tags=frozenset({"lord"}),
    triggers=(Trigger("judge_done", "songwei.ask", _songwei_can, optional=False,
                      anyone=True),),
))


# ---- 酒池 jiuchi, 肉林 roulin, 崩坏 benghuai, 暴虐 baonue (董卓) --------------------------------
# 酒 is a card rule (cardtable.sgs.cards.maneuvering): its +1 on the next 杀 this turn, its once
# per turn limit in the play phase and its use on oneself while dying.
def _spade_in_hand(g: SgsGame, owner: int, c: int) -> bool:
    return c in g.hand[owner] and is_spade(g, owner, c)


def _roulin_pair(g: SgsGame, owner: int, other: int) -> bool:
    """肉林: a 杀 between ``owner`` and a female ``other`` (either way) needs two 闪."""
    return g.gender(other) == "f"


def _benghuai_can(g: SgsGame, owner: int, cid: int) -> bool:
    if g.ctx[cid][1] != "finish":
        return False
    low = min(g.hp[s] for s in g.alive_seats(owner))
    return g.hp[owner] > low


BENGHUAI_ASK = Text("崩坏：失去1点体力，或减1点体力上限", "Collapse: lose 1 HP or 1 max HP")


@step("benghuai.go")
def _benghuai_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.ask(owner, "select", BENGHUAI_ASK, [{"choice": "lose_hp"}, {"choice": "lose_maxhp"}],
          ("benghuai.do", owner))


@step("benghuai.do")
def _benghuai_do(g: SgsGame, f: Frame) -> None:
    _, owner, ans = f
    if ans["choice"] == "lose_hp":
        g.lose_hp(owner, 1)
    else:
        lose_max_hp(g, owner, 1)


def _baonue_can(g: SgsGame, owner: int, cid: int) -> bool:
    src = g.ctx[cid][DMG_SRC]
    return src != owner and g.alive_[owner] and g.kingdom(src) == "qun"


@step("baonue.ask")
def _baonue_ask(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    src = g.ctx[cid][DMG_SRC]
    g.ask_yesno(src, Text("暴虐：是否进行判定？若为黑桃，主公回复1点体力",
                          "Tyranny: make a judgement? On a spade the lord recovers 1 HP"),
                ("baonue.judge", owner, src))


@step("baonue.judge")
def _baonue_judge(g: SgsGame, f: Frame) -> None:
    _, owner, src, yes = f
    if yes and g.alive_[src]:
        g.log_event("skill", {"seat": src, "skill": "baonue", "target": owner})
        g.judge(src, "baonue", ("baonue.res", owner, src))


@step("baonue.res")
def _baonue_res(g: SgsGame, f: Frame) -> None:
    _, owner, src, card = f
    if card >= 0 and g.suit_of(card, src) == SPADE and g.alive_[owner]:
        g.recover(owner, 1)


register(Skill(
    "jiuchi", Text("酒池", "Wine Pool"),
    Text("你可以将一张黑桃手牌当【酒】使用。",
         "You may use a spade hand card as Wine."),
    view_as=(ViewAs("analeptic", _spade_in_hand, respond=False),),
))
register(Skill(
    "roulin", Text("肉林", "Meat Forest"),
    Text("锁定技，你对女性角色使用【杀】时，或女性角色对你使用【杀】时，目标角色需连续使用两张"
         "【闪】才能抵消之。",
         "Locked. When you use Slash on a female character, or a female character uses Slash "
         "on you, the target needs two Dodges in a row to cancel it."),
    tags=frozenset({"locked"}),
    meta={"jinks_pair": _roulin_pair},  # indexed as the rule hook "meta.jinks_pair"
))
register(Skill(
    "benghuai", Text("崩坏", "Collapse"),
    Text("锁定技，结束阶段开始时，若你的体力值不是全场最少的（或之一），你须失去1点体力或减1点"
         "体力上限。",
         "Locked. At the start of your finish phase, unless your HP is the lowest of all "
         "living characters (ties count as lowest), you lose 1 HP or 1 max HP."),
    tags=frozenset({"locked"}),
    triggers=(Trigger("phase_start", "benghuai.go", _benghuai_can, optional=False),),
))
register(Skill(
    "baonue", Text("暴虐", "Tyranny"),
    Text("主公技，其他群雄角色每造成一次伤害后，可以进行一次判定：若结果为黑桃，你回复1点体力。",
         "Lord skill. Each time another Qun character deals damage, that character may make a "
         "judgement: on a spade, you recover 1 HP."),
    tags=frozenset({"lord"}),
    triggers=(Trigger("dealt_damage", "baonue.ask", _baonue_can, optional=False,
                      anyone=True),),
))
