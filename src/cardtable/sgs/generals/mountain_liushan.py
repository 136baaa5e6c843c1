"""刘禅's 享乐 (Revelry), 放权 (Delegate) and lord skill 若愚 (Seeming Fool), 2011 texts in our
own wording.

Rulings (docs/generals.md, 山):

* 享乐 (locked) is checked when 刘禅 becomes a target of another's 杀 (``target_confirming``):
  the user discards a basic card or that 杀 has no effect on him (other targets are not
  concerned). A 杀 that has no effect is not dodged: 青龙偃月刀 and 贯石斧 do not react.
* 放权 is offered at ``phase_before`` of 刘禅's play phase, so not when 乐不思蜀 already skips
  it; at the end of that turn (``turn_end``) he may discard a hand card to give another
  character one extra turn, played at once, after which play goes on from 刘禅's right as
  usual. An extra turn does not tap a 3v3 identity card.
* 若愚 (lord, awakening) wakes at the start of the lord's turn (prepare phase) when no living
  character has less HP than he has (ties count): +1 max HP, recover 1, and he gains 激将.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import TYPE
from cardtable.sgs.generals.expansion_common import awaken, awoken, gain_skills
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import (
    USE_CANCELLED,
    USE_CUR,
    USE_NAME,
    USE_USER,
    Frame,
    Skill,
    Trigger,
    register,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


# ---- 享乐 xiangle -------------------------------------------------------------------------------
def _xiangle_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return bool(ctx[USE_NAME] == "slash" and ctx[USE_CUR] == owner and ctx[USE_USER] != owner)


def basics(g: SgsGame, s: int) -> list[int]:
    """The basic cards in ``s``'s hand."""
    return [c for c in g.hand[s] if TYPE[c] == "basic"]


@step("xiangle.go")
def _xiangle_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    user = g.ctx[cid][USE_USER]
    cards = basics(g, user) if g.alive_[user] else []
    if not cards:
        g.push(("xiangle.paid", owner, cid, ()))
        return
    g.ask_cards(user, Text("享乐：弃置一张基本牌，否则此【杀】对刘禅无效", "Revelry: discard a "
                           "basic card, or this Slash has no effect on Liu Shan"), cards, 0, 1,
                ("xiangle.paid", owner, cid))


@step("xiangle.paid")
def _xiangle_paid(g: SgsGame, f: Frame) -> None:
    _, owner, cid, cards = f
    ctx = g.ctx[cid]
    if cards:
        g.discard(ctx[USE_USER], cards)
        return
    ctx[USE_CANCELLED] = (*ctx[USE_CANCELLED], owner)
    g.log_event("no_effect", {"seat": owner, "by": "xiangle"})


register(Skill(
    "xiangle", Text("享乐", "Revelry"),
    Text("锁定技，当你成为其他角色使用【杀】的目标时，该角色需弃置一张基本牌，否则此【杀】对你"
         "无效。",
         "Locked. When you become the target of another character's Slash, they must discard "
         "a basic card, or that Slash has no effect on you."),
    tags=frozenset({"locked"}),
    triggers=(Trigger("target_confirming", "xiangle.go", _xiangle_can, optional=False),),
))


# ---- 放权 fangquan ------------------------------------------------------------------------------
def _fangquan_skip_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return ctx[1] == "play" and not ctx[2]


@step("fangquan.skip")
def _fangquan_skip(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    if cid in g.ctx:
        g.ctx[cid][2] = 1
    # the turn number this play phase was given up in: 放权's end-of-turn part looks for it
    g.marks[owner]["fangquan"] = g.turn_no


def _fangquan_end_can(g: SgsGame, owner: int, cid: int) -> bool:
    return (g.marks[owner].get("fangquan") == g.turn_no and bool(g.hand[owner])
            and len(g.alive_seats(owner)) > 1)


@step("fangquan.end")
def _fangquan_end(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    # the seat first, then the card: a pick over the whole hand is what determinize rebuilds
    pick_seats(g, owner, Text("放权：令哪名其他角色进行一个额外的回合？", "Delegate: who takes "
                              "an extra turn?"), g.alive_seats(owner)[1:], 1, 1,
               ("fangquan.seat", owner))


@step("fangquan.seat")
def _fangquan_seat(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    pick_cards(g, owner, Text("放权：弃置一张手牌", "Delegate: discard a hand card"),
               g.hand[owner], 1, 1, ("fangquan.give", owner, seats[0]))


@step("fangquan.give")
def _fangquan_give(g: SgsGame, f: Frame) -> None:
    _, owner, t, cards = f
    g.discard(owner, cards)
    g.push(("fangquan.turn", owner, t))


@step("fangquan.turn")
def _fangquan_turn(g: SgsGame, f: Frame) -> None:
    _, owner, t = f
    if g.result_ is not None or not g.alive_[t]:
        return
    g.marks[t]["extra_turn"] = 1  # rules/turn.py: no tapping, no handover after it
    g.log_event("extra_turn", {"seat": t, "from": owner})
    g.push(("turn", t))


register(Skill(
    "fangquan", Text("放权", "Delegate"),
    Text("你可以跳过你的出牌阶段，若如此做，此回合结束时，你可以弃置一张手牌，令一名其他角色进行"
         "一个额外的回合。",
         "You may skip your play phase. If you do, at the end of that turn you may discard a "
         "hand card to have another character take one extra turn."),
    triggers=(Trigger("phase_before", "fangquan.skip", _fangquan_skip_can),
              Trigger("turn_end", "fangquan.end", _fangquan_end_can)),
))


# ---- 若愚 ruoyu (lord) --------------------------------------------------------------------------
def _ruoyu_can(g: SgsGame, owner: int, cid: int) -> bool:
    if g.ctx[cid][1] != "prepare" or awoken(g, owner, "ruoyu"):
        return False
    hp = g.hp[owner]
    return all(g.hp[s] >= hp for s in g.alive_seats(owner))


@step("ruoyu.go")
def _ruoyu_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    awaken(g, owner, "ruoyu")
    g.maxhp[owner] += 1
    g.log_event("gain_maxhp", {"seat": owner, "n": 1, "maxhp": g.maxhp[owner]})
    g.push(("ruoyu.gain", owner))
    g.recover(owner, 1)


@step("ruoyu.gain")
def _ruoyu_gain(g: SgsGame, f: Frame) -> None:
    gain_skills(g, f[1], "jijiang")


register(Skill(
    "ruoyu", Text("若愚", "Seeming Fool"),
    Text("主公技，觉醒技，准备阶段，若你的体力值为全场最少（或之一），你加1点体力上限，回复1点"
         "体力，然后获得技能“激将”。",
         "Lord skill, awakening. At the start of your turn, if no character has less HP than "
         "you, you gain 1 max HP, recover 1 HP, then gain Rouse for the rest of the game."),
    tags=frozenset({"lord", "awaken", "locked"}),
    triggers=(Trigger("phase_start", "ruoyu.go", _ruoyu_can, optional=False),),
))
