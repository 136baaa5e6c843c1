"""Skills of the standard 蜀 (Shu) generals: 刘备 关羽 张飞 诸葛亮 赵云 马超 黄月英.

武圣 (a view-as skill), 咆哮 and 马术 (modifiers) are also the worked examples of
docs/sgs-skill-api.md; with them: 仁德 观星 空城 龙胆 铁骑 集智 奇才 (激将 is in
:mod:`standard_lord`). Texts are our own wording of the original (2011-era) skills.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import NAME, TYPE
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import (
    USE_CUR,
    USE_NAME,
    USE_NOJINK,
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


# ---- 仁德 rende (original: give any hand cards; the 2nd card given in a phase heals 1) ----------
def _rende_usable(g: SgsGame, owner: int) -> bool:
    return bool(g.hand[owner]) and len(g.alive_seats(owner)) > 1


@step("rende.go")
def _rende_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    pick_cards(g, owner, Text("仁德：选择要交出的手牌", "Benevolence: choose hand cards to give"),
                g.hand[owner], 1, len(g.hand[owner]), ("rende.cards", owner))


@step("rende.cards")
def _rende_cards(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    pick_seats(g, owner, Text("仁德：交给谁？", "Benevolence: give them to whom?"),
                g.alive_seats(owner)[1:], 1, 1, ("rende.give", owner, cards))


@step("rende.give")
def _rende_give(g: SgsGame, f: Frame) -> None:
    _, owner, cards, seats = f
    t = seats[0]
    before = g.used_count(owner, "rende")
    g.mark_used(owner, "rende", len(cards))
    g.log_event("give", {"seat": owner, "to": t, "n": len(cards)},
                {owner: {"cards": list(cards)}, t: {"cards": list(cards)}})
    if before < 2 <= before + len(cards):
        g.push(("rende.heal", owner))
    for c in cards:
        g.move_card(c, "hand", t)


@step("rende.heal")
def _rende_heal(g: SgsGame, f: Frame) -> None:
    g.recover(f[1], 1)


register(Skill(
    "rende", Text("仁德", "Benevolence"),
    Text("出牌阶段，你可以将任意张手牌交给其他角色（可分多次交给不同角色）；你于此阶段给出的牌"
         "首次达到两张时，你回复1点体力。",
         "In your play phase you may give any number of hand cards to other characters (in "
         "several gifts); when the cards you gave this phase first reach two, you recover 1 HP."),
    active=Active("rende.go", _rende_usable),
))


# ---- 观星 guanxing ------------------------------------------------------------------------------
# The cards stay in the draw pile (never shown in the public processing area); the owner picks
# the cards to leave on top, first pick = new top card; the rest go to the bottom in pick order
# (last pick = very bottom). A lone card to the bottom is not asked about.
def _guanxing_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] == "prepare")


@step("guanxing.go")
def _guanxing_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    x = min(5, len(g.alive_seats(owner)))
    if not g.draw_pile and not g._reshuffle():
        return
    cards = tuple(reversed(g.draw_pile[-x:]))  # top first
    g.log_event("guanxing", {"seat": owner, "n": len(cards)}, {owner: {"cards": list(cards)}})
    pick_cards(g, owner, Text("观星：依次选择置于牌堆顶的牌（先选的在最上；完成=其余置底）",
                            "Stargazing: pick the cards to keep on top, first pick on top "
                            "(done = the rest go to the bottom)"),
                cards, 0, len(cards), ("guanxing.top", owner, cards))


@step("guanxing.top")
def _guanxing_top(g: SgsGame, f: Frame) -> None:
    _, owner, cards, top = f
    rest = tuple(c for c in cards if c not in top)
    if len(rest) > 1:
        pick_cards(g, owner, Text("观星：依次选择置于牌堆底的牌（最后选的在最底）",
                                  "Stargazing: order the bottom cards (last pick at the very "
                                  "bottom)"), rest, len(rest) - 1, len(rest) - 1,
                   ("guanxing.bottom", owner, top, rest))
    else:
        g.push(("guanxing.done", owner, top, rest))


@step("guanxing.bottom")
def _guanxing_bottom(g: SgsGame, f: Frame) -> None:
    _, owner, top, rest, picked = f
    g.push(("guanxing.done", owner, top, (*picked, *(c for c in rest if c not in picked))))


@step("guanxing.done")
def _guanxing_done(g: SgsGame, f: Frame) -> None:
    _, owner, top, bottom = f
    pile = g.draw_pile
    keep = set(top) | set(bottom)
    rest = [c for c in pile if c not in keep]
    # draw_pile: index 0 = bottom, last = top
    g.draw_pile = list(reversed(bottom)) + rest + list(reversed(top))
    g.log_event("guanxing_done", {"seat": owner, "top": len(top), "bottom": len(bottom)})


register(Skill(
    "guanxing", Text("观星", "Stargazing"),
    Text("准备阶段，你可以观看牌堆顶的X张牌（X为存活角色数且至多为5），然后将其中任意张以任意"
         "顺序置于牌堆顶，其余以任意顺序置于牌堆底。",
         "At the start of your preparation phase you may look at the top X cards of the deck "
         "(X = living characters, at most 5) and put any of them back on top and the rest on "
         "the bottom, each in any order."),
    triggers=(Trigger("phase_start", "guanxing.go", _guanxing_can),),
))


# ---- 空城 kongcheng -----------------------------------------------------------------------------
def _kongcheng_target(g: SgsGame, owner: int, user: int, name: str) -> bool:
    return bool(g.hand[owner]) or name not in ("slash", "duel")


register(Skill(
    "kongcheng", Text("空城", "Empty Fort"),
    Text("锁定技，若你没有手牌，你不能成为【杀】或【决斗】的目标。",
         "Locked. While you have no hand cards you cannot be chosen as the target of a Slash "
         "or a Duel."),
    tags=frozenset({"locked"}), mods=Mods(can_be_target=_kongcheng_target),
))


# ---- 龙胆 longdan -------------------------------------------------------------------------------
def _is_jink(g: SgsGame, owner: int, c: int) -> bool:
    return NAME[c] == "jink"


def _is_slash(g: SgsGame, owner: int, c: int) -> bool:
    return NAME[c] == "slash"


register(Skill(
    "longdan", Text("龙胆", "Dragon's Courage"),
    Text("你可以将一张【杀】当【闪】、一张【闪】当【杀】使用或打出。",
         "You may use or play a Slash as a Dodge, and a Dodge as a Slash."),
    view_as=(ViewAs("slash", _is_jink), ViewAs("jink", _is_slash, use=False)),
))


# ---- 铁骑 tieji ---------------------------------------------------------------------------------
def _tieji_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return bool(ctx[USE_NAME] == "slash" and ctx[USE_USER] == owner and g.alive_[ctx[USE_CUR]])


@step("tieji.go")
def _tieji_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.judge(owner, "tieji", ("tieji.res", owner, cid, g.ctx[cid][USE_CUR]))


@step("tieji.res")
def _tieji_res(g: SgsGame, f: Frame) -> None:
    _, owner, cid, t, card = f
    if card >= 0 and g.is_red(card, owner) and cid in g.ctx:
        ctx = g.ctx[cid]
        ctx[USE_NOJINK] = (*ctx[USE_NOJINK], t)
        g.log_event("no_jink", {"seat": t, "skill": "tieji"})


register(Skill(
    "tieji", Text("铁骑", "Iron Cavalry"),
    Text("当你使用【杀】指定一名角色为目标后，你可以进行判定：若结果为红色，该角色不能使用"
         "【闪】响应此【杀】。",
         "After you target a character with a Slash, you may make a judgement: if it is red, "
         "they cannot use Dodge against this Slash."),
    triggers=(Trigger("target_specified", "tieji.go", _tieji_can),),
))


# ---- 集智 jizhi, 奇才 qicai ----------------------------------------------------------------------
_DELAYED = frozenset({"indulgence", "lightning"})


def _jizhi_can(g: SgsGame, owner: int, cid: int) -> bool:
    name = g.ctx[cid][USE_NAME]
    return bool(_TRICK.get(name)) and name not in _DELAYED


def _trick_names() -> dict[str, bool]:
    out: dict[str, bool] = {}
    for c, n in enumerate(NAME):
        out[n] = TYPE[c] == "trick"
    return out


_TRICK = _trick_names()


@step("jizhi.draw")
def _jizhi_draw(g: SgsGame, f: Frame) -> None:
    g.draw(f[1], 1)


register(Skill(
    "jizhi", Text("集智", "Gathered Wisdom"),
    Text("当你使用一张非延时锦囊牌时，你可以摸一张牌。",
         "When you use a non-delayed trick card, you may draw a card."),
    triggers=(Trigger("card_used", "jizhi.draw", _jizhi_can),),
))
register(Skill(
    "qicai", Text("奇才", "Rare Talent"),
    Text("锁定技，你使用锦囊牌无距离限制。", "Locked. Your trick cards have no distance limit."),
    tags=frozenset({"locked"}), mods=Mods(trick_no_distance=True),
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
