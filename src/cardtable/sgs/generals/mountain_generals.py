"""Skills of the 山 (Mountain) generals implemented here, 2011 texts in our own wording: 姜维
挑衅 志继, 孙策 激昂 魂姿 制霸 (姜维 and 孙策 also play in the 2013 3v3 pool, where 制霸, a lord
skill, is inert), 蔡文姬 悲歌 断肠."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.generals.data import SKILL_NAMES
from cardtable.sgs.generals.expansion_common import (
    awaken,
    awoken,
    gain_skills,
    lose_max_hp,
    pindian,
    wake_for_skills,
)
from cardtable.sgs.generals.standard_common import lend_action, lord_action_due, pick_seats
from cardtable.sgs.rules.respond import is_red_suit
from cardtable.sgs.skills.api import (
    USE_CUR,
    USE_NAME,
    USE_SUIT,
    USE_TARGETS,
    USE_USER,
    Active,
    Frame,
    Skill,
    Trigger,
    register,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


# ---- 挑衅 tiaoxin (姜维) -------------------------------------------------------------------------
def _tiaoxin_seats(g: SgsGame, owner: int) -> list[int]:
    return [t for t in g.alive_seats(owner)[1:] if g.in_attack_range(t, owner)]


def _tiaoxin_usable(g: SgsGame, owner: int) -> bool:
    return g.used_count(owner, "tiaoxin") == 0 and bool(_tiaoxin_seats(g, owner))


@step("tiaoxin.go")
def _tiaoxin_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "tiaoxin")
    pick_seats(g, owner, Text("挑衅：选择一名攻击范围内含有你的角色",
                              "Provoke: choose a character who has you in attack range"),
               _tiaoxin_seats(g, owner), 1, 1, ("tiaoxin.t", owner))


@step("tiaoxin.t")
def _tiaoxin_t(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.respond import ask_response
    from cardtable.sgs.rules.use_card import can_be_target

    _, owner, seats = f
    t = seats[0]
    g.log_event("provoke", {"seat": owner, "target": t})
    if not can_be_target(g, owner, t, "slash"):
        g.push(("tiaoxin.res", owner, t, None))
        return
    ask_response(g, t, "slash", ("tiaoxin.res", owner, t), 1, False,
                 use=(Text("挑衅：对姜维使用一张【杀】，否则其弃置你一张牌",
                           "Provoke: use a Slash on Jiang Wei, or he discards one of your "
                           "cards"), {"respond": "pass"}))


@step("tiaoxin.res")
def _tiaoxin_res(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import F_UNCOUNTED, start_use

    _, owner, t, cards = f
    if cards is not None:
        if g.alive_[t] and g.alive_[owner]:
            start_use(g, t, "slash", cards, (owner,), flags=F_UNCOUNTED)
        return
    if g.alive_[owner] and g.alive_[t] and g.cards_of(t, "he"):
        g.ask_card_from(owner, t, "he", Text("挑衅：弃置其一张牌", "Provoke: discard one of "
                                             "their cards"), ("mengjin.drop", t))


register(Skill(
    "tiaoxin", Text("挑衅", "Provoke"),
    Text("出牌阶段限一次，你可以指定一名攻击范围内含有你的角色，其需对你使用一张【杀】，否则你"
         "弃置其一张牌。",
         "Once per play phase you may choose a character who has you in their attack range: "
         "they must use a Slash on you, or you discard one of their cards."),
    active=Active("tiaoxin.go", _tiaoxin_usable),
))


# ---- 志继 zhiji (姜维) ---------------------------------------------------------------------------
def _zhiji_can(g: SgsGame, owner: int, cid: int) -> bool:
    return (g.ctx[cid][1] == "prepare" and not g.hand[owner]
            and not awoken(g, owner, "zhiji"))


@step("zhiji.go")
def _zhiji_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    awaken(g, owner, "zhiji")
    opts = [{"choice": "draw2"}]
    if g.hp[owner] < g.maxhp[owner]:
        opts.insert(0, {"choice": "recover"})
    if len(opts) == 1:
        g.push(("zhiji.do", owner, opts[0]))
        return
    g.ask(owner, "select", Text("志继：回复1点体力，或摸两张牌", "Carry On the Will: recover 1 "
                                "HP, or draw two cards"), opts, ("zhiji.do", owner))


@step("zhiji.do")
def _zhiji_do(g: SgsGame, f: Frame) -> None:
    _, owner, ans = f
    if ans["choice"] == "recover":
        g.recover(owner, 1)
    else:
        g.draw(owner, 2)
    lose_max_hp(g, owner)
    if g.maxhp[owner] > 0:
        gain_skills(g, owner, "guanxing")


register(Skill(
    "zhiji", Text("志继", "Carry On the Will"),
    Text("觉醒技，准备阶段，若你没有手牌，你回复1点体力或摸两张牌，然后减1点体力上限，并获得"
         "技能“观星”。",
         "Awakening. At the start of your turn, if you have no hand cards, you recover 1 HP or "
         "draw two cards, then lose 1 max HP and gain Stargazing for the rest of the game."),
    tags=frozenset({"awaken", "locked"}),
    triggers=(Trigger("phase_start", "zhiji.go", _zhiji_can, optional=False),),
))


# ---- 激昂 jiang (孙策) ---------------------------------------------------------------------------
def _jiang_card(g: SgsGame, cid: int) -> bool:
    ctx = g.ctx[cid]
    name = ctx[USE_NAME]
    return name == "duel" or (name == "slash" and is_red_suit(ctx[USE_SUIT]))


def _jiang_user_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    # once per card: when its first target is specified
    return (ctx[USE_USER] == owner and _jiang_card(g, cid)
            and ctx[USE_CUR] == ctx[USE_TARGETS][0])


def _jiang_target_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return ctx[USE_CUR] == owner and ctx[USE_USER] != owner and _jiang_card(g, cid)


@step("jiang.go")
def _jiang_go(g: SgsGame, f: Frame) -> None:
    g.draw(f[1], 1)


register(Skill(
    "jiang", Text("激昂", "Spirited"),
    Text("当你使用【决斗】或红色【杀】指定目标后，或成为【决斗】或红色【杀】的目标后，你可以摸"
         "一张牌。",
         "After you use a Duel or a red Slash (its targets chosen), or after you become the "
         "target of one, you may draw a card."),
    triggers=(Trigger("target_specified", "jiang.go", _jiang_user_can),
              Trigger("target_confirming", "jiang.go", _jiang_target_can)),
))


# ---- 魂姿 hunzi (孙策) ---------------------------------------------------------------------------
def _hunzi_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.ctx[cid][1] == "prepare" and g.hp[owner] == 1 and not awoken(g, owner, "hunzi")


@step("hunzi.go")
def _hunzi_go(g: SgsGame, f: Frame) -> None:
    wake_for_skills(g, f[1], "hunzi", "yingzi", "yinghun")


register(Skill(
    "hunzi", Text("魂姿", "Soul's Bearing"),
    Text("觉醒技，准备阶段，若你的体力值为1，你减1点体力上限，然后获得技能“英姿”和“英魂”。",
         "Awakening. At the start of your turn, if you have exactly 1 HP, you lose 1 max HP and "
         "gain Heroic Bearing and Heroic Soul for the rest of the game."),
    tags=frozenset({"awaken", "locked"}),
    triggers=(Trigger("phase_start", "hunzi.go", _hunzi_can, optional=False),),
))


# ---- 制霸 zhiba (孙策, lord skill) -------------------------------------------------------------
# Like 黄天: each other Wu character gets a play-phase action (zhiba_pindian) while a lord with
# 制霸 lives.
SKILL_NAMES.setdefault("zhiba_pindian", Text("制霸（拼点）", "Hegemony (point fight)"))


def _zb_attach_can(g: SgsGame, owner: int, cid: int) -> bool:
    return lord_action_due(g, owner, cid, "wu", "zhiba_pindian")


@step("zhiba.attach")
def _zb_attach(g: SgsGame, f: Frame) -> None:
    lend_action(g, f[2], "zhiba_pindian")


def _zb_lords(g: SgsGame, s: int) -> list[int]:
    return [x for x in g.alive_seats(s)[1:] if g.has_skill(x, "zhiba") and g.hand[x]]


def _zb_usable(g: SgsGame, s: int) -> bool:
    return (g.used_count(s, "zhiba") == 0 and g.kingdom(s) == "wu" and bool(g.hand[s])
            and bool(_zb_lords(g, s)))


@step("zhiba.go")
def _zb_go(g: SgsGame, f: Frame) -> None:
    s = f[1]
    g.mark_used(s, "zhiba")
    pick_seats(g, s, Text("制霸：与哪位主公拼点？", "Hegemony: point fight with which lord?"),
               _zb_lords(g, s), 1, 1, ("zhiba.lord", s))


@step("zhiba.lord")
def _zb_lord(g: SgsGame, f: Frame) -> None:
    _, s, lords = f
    lord = lords[0]
    if awoken(g, lord, "hunzi"):
        g.ask(lord, "select", Text("制霸：是否接受此拼点？", "Hegemony: accept this point "
                                   "fight?"), [{"answer": "yes"}, {"answer": "no"}],
              ("zhiba.accept", s, lord))
        return
    pindian(g, s, lord, "zhiba", ("zhiba.after", s, lord))


@step("zhiba.accept")
def _zb_accept(g: SgsGame, f: Frame) -> None:
    _, s, lord, ans = f
    if ans["answer"] == "yes":
        pindian(g, s, lord, "zhiba", ("zhiba.after", s, lord))
    else:
        g.log_event("zhiba_refused", {"seat": lord, "from": s})


@step("zhiba.after")
def _zb_after(g: SgsGame, f: Frame) -> None:
    _, _s, lord, ca, cb, win = f
    if not win and g.alive_[lord]:
        g.ask(lord, "select", Text("制霸：是否获得双方拼点的牌？", "Hegemony: take both "
                                   "cards of the point fight?"),
              [{"answer": "yes"}, {"answer": "no"}], ("zhiba.take", lord, ca, cb))


@step("zhiba.take")
def _zb_take(g: SgsGame, f: Frame) -> None:
    _, lord, ca, cb, ans = f
    if ans["answer"] != "yes":
        return
    for c in (ca, cb):
        if g.loc[c] >> 4 == 5:
            g.move_card(c, "hand", lord)
    g.log_event("take", {"seat": lord, "cards": [ca, cb], "skill": "zhiba"})


register(Skill(
    "zhiba", Text("制霸", "Hegemony"),
    Text("主公技，其他吴势力角色可以于其出牌阶段与你拼点（每阶段限一次）；若其没赢，你可以获得"
         "双方拼点的牌。你的“魂姿”觉醒后，你可以拒绝此拼点。",
         "Lord skill. Once in each of their play phases, every other Wu character may start a "
         "point fight with you; unless they win, you may take both cards. After your Soul's "
         "Bearing has woken you may refuse the point fight."),
    tags=frozenset({"lord"}),
    triggers=(Trigger("phase_start", "zhiba.attach", _zb_attach_can, optional=False,
                      anyone=True),),
))
register(Skill(
    "zhiba_pindian", Text("制霸（拼点）", "Hegemony (point fight)"),
    Text("出牌阶段限一次，你可以与拥有“制霸”的主公拼点；若你没赢，其可以获得双方拼点的牌。",
         "Once per play phase you may start a point fight with the lord who has Hegemony; "
         "unless you win, they may take both cards."),
    active=Active("zhiba.go", _zb_usable),
))


# ---- 悲歌 beige, 断肠 duanchang (蔡文姬) ---------------------------------------------------------
# 断肠 is applied by the death rules (rules/dying.py ``_die``): a dead seat's triggers are gone.
def _beige_can(g: SgsGame, owner: int, cid: int) -> bool:
    from cardtable.sgs.skills.api import DMG_DST, DMG_NAME

    ctx = g.ctx[cid]
    return ctx[DMG_NAME] == "slash" and g.alive_[ctx[DMG_DST]] and bool(g.cards_of(owner, "he"))


@step("beige.go")
def _beige_go(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.generals.standard_common import pick_cards
    from cardtable.sgs.skills.api import DMG_DST, DMG_SRC

    _, owner, cid = f
    ctx = g.ctx[cid]
    pick_cards(g, owner, Text("悲歌：弃置一张牌", "Lament: discard a card"),
               g.cards_of(owner, "he"), 1, 1, ("beige.judge", owner, ctx[DMG_DST], ctx[DMG_SRC]))


@step("beige.judge")
def _beige_judge(g: SgsGame, f: Frame) -> None:
    _, owner, t, src, cards = f
    g.push(("beige.judge2", t, src))
    g.discard(owner, cards)


@step("beige.judge2")
def _beige_judge2(g: SgsGame, f: Frame) -> None:
    _, t, src = f
    if g.alive_[t]:
        g.judge(t, "beige", ("beige.res", t, src))


@step("beige.res")
def _beige_res(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.generals.standard_common import pick_cards
    from cardtable.sgs.generals.wind_generals import flip

    _, t, src, card = f
    if card < 0:
        return
    suit = g.suit_of(card, t)
    if suit == 1:
        g.recover(t, 1)
    elif suit == 3:
        if g.alive_[t]:
            g.draw(t, 2)
    elif src >= 0 and g.alive_[src]:
        if suit == 2:
            cards = g.cards_of(src, "he")
            k = min(2, len(cards))
            if k:
                pick_cards(g, src, Text("悲歌：弃置两张牌", "Lament: discard two cards"), cards,
                           k, k, ("discard_done", src))
        else:
            flip(g, src)


register(Skill(
    "beige", Text("悲歌", "Lament"),
    Text("当一名角色受到【杀】造成的伤害后，你可以弃置一张牌，然后令其进行判定：♥，其回复1点"
         "体力；♦，其摸两张牌；♣，伤害来源弃置两张牌；♠，伤害来源将武将牌翻面。",
         "After any character takes damage from a Slash, you may discard a card and have them "
         "make a judgement: heart, they recover 1 HP; diamond, they draw two cards; club, the "
         "source discards two cards; spade, the source turns its general face down."),
    triggers=(Trigger("damaged", "beige.go", _beige_can, anyone=True),),
))
register(Skill(
    "duanchang", Text("断肠", "Heartbreak"),
    Text("锁定技，杀死你的角色失去所有武将技能。",
         "Locked. The character who kills you loses all of their skills."),
    tags=frozenset({"locked"}), meta={"hook": "cardtable.sgs.rules.dying._die"},
))
