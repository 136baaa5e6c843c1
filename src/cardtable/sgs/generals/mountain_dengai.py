"""邓艾's 屯田 (Field Colony), 凿险 (Cut Through Peril, awakening) and the skill it gives, 急袭
(Swift Raid), 2011 texts in our own wording.

The 田 are a face-up pile on 邓艾's general (``g.piles[s]["tian"]``): public, shown in every
view, never re-dealt by ``determinize``.

Rulings (docs/generals.md, 山): 屯田 is asked outside 邓艾's own turn, once for each hand or
equipment card he loses (the engine reports losses card by card; the 2011 text says "when you
lose cards", a 寒冰剑 taking two cards gives two judgements here); the judgement can be
replaced (鬼才, 鬼道) and a non-♥ result goes onto his general instead of the discard pile. A 田
used by 急袭 leaves the pile as it is used, so the −1 it gave no longer counts for that
顺手牵羊's distance (as a weapon used as the 杀 itself no longer gives its range).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.generals.expansion_common import awoken, wake_for_skills
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import Frame, Mods, Skill, Trigger, active_with_reason, register, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

TIAN = "tian"


def tian(g: SgsGame, s: int) -> tuple[int, ...]:
    """The 田 on ``s``'s general."""
    return g.piles[s].get(TIAN, ())


# ---- 屯田 tuntian -------------------------------------------------------------------------------
def _tuntian_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.current != owner


@step("tuntian.go")
def _tuntian_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.judge(owner, "tuntian", ("tuntian.res", owner))


@step("tuntian.res")
def _tuntian_res(g: SgsGame, f: Frame) -> None:
    _, owner, card = f
    if card < 0 or not g.alive_[owner] or g.suit_of(card, owner) == 1:
        return  # a ♥ judgement goes to the discard pile as usual
    g.move_card(card, "pile:" + TIAN, owner)
    g.log_event("to_pile", {"seat": owner, "pile": "tuntian", "cards": [card]})


def _tuntian_distance(g: SgsGame, owner: int, other: int) -> int:
    return -len(tian(g, owner))


register(Skill(
    "tuntian", Text("屯田", "Field Colony"),
    Text("你的回合外，每当你失去牌后，你可以进行判定：若结果不为♥，将判定牌置于你的武将牌上，"
         "称为“田”。你与其他角色的距离−X（X为“田”的数量）。",
         "Outside your turn, whenever you lose a card you may make a judgement: unless it is a "
         "heart, put the judgement card on your general as a Field. Your distance to others is "
         "reduced by the number of Fields."),
    triggers=(Trigger("cards_lost", "tuntian.go", _tuntian_can),),
    mods=Mods(distance_from=_tuntian_distance),
))


# ---- 凿险 zaoxian -------------------------------------------------------------------------------
def _zaoxian_can(g: SgsGame, owner: int, cid: int) -> bool:
    return (g.ctx[cid][1] == "prepare" and len(tian(g, owner)) >= 3
            and not awoken(g, owner, "zaoxian"))


@step("zaoxian.go")
def _zaoxian_go(g: SgsGame, f: Frame) -> None:
    wake_for_skills(g, f[1], "zaoxian", "jixi")


register(Skill(
    "zaoxian", Text("凿险", "Cut Through Peril"),
    Text("觉醒技，准备阶段，若“田”的数量不少于3，你减1点体力上限，然后获得技能“急袭”。",
         "Awakening. At the start of your turn, if you have three or more Fields, you lose 1 "
         "max HP and gain Swift Raid for the rest of the game."),
    tags=frozenset({"awaken", "locked"}),
    triggers=(Trigger("phase_start", "zaoxian.go", _zaoxian_can, optional=False),),
))


# ---- 急袭 jixi ----------------------------------------------------------------------------------
def jixi_targets(g: SgsGame, owner: int, card: int) -> list[int]:
    """The legal targets of a 顺手牵羊 made of ``owner``'s 田 ``card``: the distance is counted
    with that 田 already off the pile (the pile is restored before returning)."""
    from cardtable.sgs.rules.use_card import targets_for

    piles = g.piles[owner]
    fields = piles.get(TIAN, ())
    piles[TIAN] = tuple(c for c in fields if c != card)
    try:
        return targets_for(g, owner, "snatch", (card,))
    finally:
        piles[TIAN] = fields


def _jixi_reason(g: SgsGame, owner: int) -> Text | None:
    fields = tian(g, owner)
    if not fields:
        return Text("你的武将牌上没有“田”", "you have no Field on your general")
    if not any(jixi_targets(g, owner, c) for c in fields):
        return Text("没有合法的【顺手牵羊】目标（距离按少一张“田”计算）",
                    "no legal Snatch target (distance counted with one Field fewer)")
    return None


@step("jixi.go")
def _jixi_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    usable = [c for c in tian(g, owner) if jixi_targets(g, owner, c)]
    pick_cards(g, owner, Text("急袭：选择一张“田”当【顺手牵羊】", "Swift Raid: choose a Field to "
                              "use as Snatch"), usable, 1, 1, ("jixi.card", owner))


@step("jixi.card")
def _jixi_card(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    pick_seats(g, owner, Text("急袭：选择【顺手牵羊】的目标", "Swift Raid: choose the Snatch's "
                              "target"), jixi_targets(g, owner, cards[0]), 1, 1,
               ("jixi.use", owner, cards))


@step("jixi.use")
def _jixi_use(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import start_use

    _, owner, cards, seats = f
    start_use(g, owner, "snatch", cards, seats)


register(Skill(
    "jixi", Text("急袭", "Swift Raid"),
    Text("出牌阶段，你可以将一张“田”当【顺手牵羊】使用。",
         "In your play phase you may use one of your Fields as a Snatch."),
    active=active_with_reason("jixi.go", _jixi_reason),
))
