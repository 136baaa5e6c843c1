"""Skills of the standard 群 (Qun) generals: 华佗 吕布 貂蝉 — 青囊 急救 无双 离间 闭月.
Texts are our own wording of the original (2011-era) skills."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.generals.discard_to_heal import register_discard_to_heal
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import (
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


# ---- 青囊 qingnang (the flow is shared with 结姻: discard_to_heal.py) ----------------------------
def _wounded(g: SgsGame, owner: int) -> list[int]:
    return [s for s in g.alive_seats(owner) if g.hp[s] < g.maxhp[s]]


register_discard_to_heal(
    "qingnang", Text("青囊", "Green Satchel"),
    Text("出牌阶段限一次，你可以弃置一张手牌，令一名已受伤的角色回复1点体力。",
         "Once per play phase you may discard a hand card to have a wounded character "
         "recover 1 HP."),
    cards=1, card_prompt=Text("青囊：弃置一张手牌", "Green Satchel: discard a hand card"),
    seat_prompt=Text("青囊：选择一名已受伤的角色", "Green Satchel: choose a wounded character"),
    targets=_wounded, heal_owner=False,
)


# ---- 急救 jijiu ---------------------------------------------------------------------------------
def _red(g: SgsGame, owner: int, c: int) -> bool:
    return g.is_red(c, owner)


def _not_my_turn(g: SgsGame, owner: int) -> bool:
    return g.current != owner


register(Skill(
    "jijiu", Text("急救", "First Aid"),
    Text("你的回合外，你可以将一张红色牌当【桃】使用。",
         "Outside your own turn you may use any red card as a Peach."),
    view_as=(ViewAs("peach", _red, where="he", use=False, usable=_not_my_turn),),
))

# ---- 无双 wushuang ------------------------------------------------------------------------------
register(Skill(
    "wushuang", Text("无双", "Peerless"),
    Text("锁定技，你使用的【杀】需要目标连续使用两张【闪】才能抵消；与你进行【决斗】的角色每次需"
         "连续打出两张【杀】。",
         "Locked. A Slash you use takes two Dodges to cancel; in a Duel with you, your foe must "
         "play two Slashes each time."),
    tags=frozenset({"locked"}), mods=Mods(jinks_needed=2),
))


# ---- 离间 lijian --------------------------------------------------------------------------------
def _males(g: SgsGame, owner: int) -> list[int]:
    return [s for s in g.alive_seats(owner)[1:] if g.gender(s) == "m"]


def _duel_ok(g: SgsGame, victim: int, user: int) -> bool:
    from cardtable.sgs.rules.use_card import can_be_target

    return can_be_target(g, victim, user, "duel")


def _lijian_victims(g: SgsGame, owner: int) -> list[int]:
    ms = _males(g, owner)
    return [v for v in ms if any(u != v and _duel_ok(g, v, u) for u in ms)]


def _lijian_usable(g: SgsGame, owner: int) -> bool:
    return (g.used_count(owner, "lijian") == 0 and bool(g.cards_of(owner, "he"))
            and bool(_lijian_victims(g, owner)))


@step("lijian.go")
def _lijian_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.mark_used(owner, "lijian")
    pick_cards(g, owner, Text("离间：弃置一张牌", "Estrange: discard a card"),
                g.cards_of(owner, "he"), 1, 1, ("lijian.card", owner))


@step("lijian.card")
def _lijian_card(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    pick_seats(g, owner, Text("离间：选择受到【决斗】的男性角色", "Estrange: choose the male "
                            "character to be dueled"), _lijian_victims(g, owner), 1, 1,
                ("lijian.victim", owner, cards))


@step("lijian.victim")
def _lijian_victim(g: SgsGame, f: Frame) -> None:
    _, owner, cards, seats = f
    v = seats[0]
    users = [u for u in _males(g, owner) if u != v and _duel_ok(g, v, u)]
    pick_seats(g, owner, Text("离间：选择视为使用【决斗】的男性角色", "Estrange: choose the male "
                            "character who duels"), users, 1, 1,
                ("lijian.do", owner, cards, v))


@step("lijian.do")
def _lijian_do(g: SgsGame, f: Frame) -> None:
    _, owner, cards, v, users = f
    u = users[0]
    g.log_event("lijian", {"seat": owner, "user": u, "target": v})
    g.push(("lijian.duel", u, v))
    g.discard(owner, cards)


@step("lijian.duel")
def _lijian_duel(g: SgsGame, f: Frame) -> None:
    _, u, v = f
    if g.alive_[u] and g.alive_[v]:
        g.use_virtual(u, "duel", (v,), no_null=True)


register(Skill(
    "lijian", Text("离间", "Estrange"),
    Text("出牌阶段限一次，你可以弃置一张牌并选择两名男性角色，视为其中一名角色对另一名角色使用"
         "一张【决斗】（不能被【无懈可击】响应）。",
         "Once per play phase you may discard a card and choose two male characters: one of "
         "them is treated as using a Duel on the other (it cannot be nullified)."),
    active=Active("lijian.go", _lijian_usable),
))


# ---- 闭月 biyue ---------------------------------------------------------------------------------
def _biyue_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] == "finish")


@step("biyue.draw")
def _biyue_draw(g: SgsGame, f: Frame) -> None:
    g.draw(f[1], 1)


register(Skill(
    "biyue", Text("闭月", "Eclipse the Moon"),
    Text("结束阶段，你可以摸一张牌。", "At the start of your finish phase you may draw a card."),
    triggers=(Trigger("phase_start", "biyue.draw", _biyue_can),),
))
