"""Skills of the 火 (Fire) generals implemented here, 2010 texts in our own wording: 庞德 猛进
(his 马术 is the standard skill). 庞德 also plays in the 2012/2013 3v3 pools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.skills.api import USE_CUR, USE_NAME, Frame, Skill, Trigger, register, step

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
