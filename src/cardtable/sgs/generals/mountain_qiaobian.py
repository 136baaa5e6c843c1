"""张郃's 巧变 (Flexibility), 2011 text in our own wording: discard a hand card to skip one of
your judge, draw, play or discard phases; skipping the draw phase lets you take a hand card from
each of up to two others, skipping the play phase lets you move one card on the board.

Rulings (docs/generals.md, 山): the question comes at ``phase_before``, so a phase already
skipped (乐不思蜀 skips the play phase, 兵粮寸断 the draw phase) cannot be chosen; skipping the
judge phase leaves the delayed tricks where they are (they are judged next turn); a moved
delayed trick keeps what it is used as and may only go to a seat that could be its target and
holds no trick of that name; a moved equipment goes to the same, empty, slot of another seat
(the seat losing it loses an equipment card: 枭姬 reacts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, SLOT_OF, SUBTYPE
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import Frame, Skill, Trigger, register, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

#: The phases 巧变 may skip (not the prepare and finish phases).
SKIPPABLE = ("judge", "draw", "play", "discard")


def _can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return ctx[1] in SKIPPABLE and not ctx[2] and bool(g.hand[owner])


@step("qiaobian.go")
def _go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    ph = g.ctx[cid][1]
    pick_cards(g, owner, Text("巧变：弃置一张手牌以跳过此阶段", "Flexibility: discard a hand "
                              "card to skip this phase"), g.hand[owner], 1, 1,
               ("qiaobian.paid", owner, cid, ph))


@step("qiaobian.paid")
def _paid(g: SgsGame, f: Frame) -> None:
    _, owner, cid, ph, cards = f
    if cid in g.ctx:
        g.ctx[cid][2] = 1
    if ph == "draw":
        g.push(("qiaobian.draw", owner))
    elif ph == "play":
        g.push(("qiaobian.play", owner))
    g.discard(owner, cards)


@step("qiaobian.draw")
def _draw(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    seats = [s for s in g.alive_seats(owner)[1:] if g.hand[s]]
    if seats and g.alive_[owner]:
        # reuses 突袭's steps: one hand card from each chosen seat, in seat order
        g.ask_seats(owner, Text("巧变：可以获得至多两名其他角色的各一张手牌", "Flexibility: "
                                "you may take a hand card from each of up to two others"),
                    seats, 0, 2, ("tuxi.take", owner))


def destinations(g: SgsGame, c: int) -> list[int]:
    """The seats card ``c`` (an equipment or a delayed trick on the board) may be moved to by
    巧变: another living seat with the same equipment slot empty, or, for a delayed trick, one
    that could be its target and holds no trick of that name."""
    from cardtable.sgs.rules.use_card import can_be_target
    from cardtable.sgs.rules.zones import EQUIP, JUDGE

    code = g.loc[c]
    zone, src = code >> 4, code & 15
    if zone == EQUIP:
        slot = SLOT_OF[SUBTYPE[c]]
        return [t for t in g.alive_seats(src)[1:] if g.equip[t][slot] < 0]
    if zone == JUDGE:
        as_name = next(n for jc, n in g.judge_area[src] if jc == c)
        suit = g.suit_of(c, src)
        return [t for t in g.alive_seats(src)[1:]
                if not any(n == as_name for _, n in g.judge_area[t])
                and can_be_target(g, t, g.current, as_name, suit)]
    return []


def movable(g: SgsGame) -> list[int]:
    """Cards on the board (equipment and judging areas of living seats) with a destination."""
    out = []
    for s in g.alive_seats(g.current):
        for c in g.cards_of(s, "ej"):
            if destinations(g, c):
                out.append(c)
    return out


@step("qiaobian.play")
def _play(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    cards = movable(g)
    if cards and g.alive_[owner]:
        g.ask_cards(owner, Text("巧变：可以将场上的一张牌移动到另一名角色的相应区域",
                                "Flexibility: you may move one card on the board to the same "
                                "area of another character"), cards, 0, 1,
                    ("qiaobian.card", owner))


@step("qiaobian.card")
def _card(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    if not cards:
        return
    c = cards[0]
    pick_seats(g, owner, Text("巧变：移动到哪名角色？", "Flexibility: move it to whom?"),
               destinations(g, c), 1, 1, ("qiaobian.move", owner, c))


@step("qiaobian.move")
def _move(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.zones import JUDGE

    _, owner, c, seats = f
    t = seats[0]
    code = g.loc[c]
    src = code & 15
    g.log_event("move_board", {"seat": owner, "card": c, "from": src, "to": t,
                               "text": CARD_TEXT[c].en})
    if code >> 4 == JUDGE:
        as_name = next(n for jc, n in g.judge_area[src] if jc == c)
        g.move_card(c, "judge", t, as_name)
    else:
        g.move_card(c, "equip", t)


register(Skill(
    "qiaobian", Text("巧变", "Flexibility"),
    Text("你可以弃置一张手牌，跳过你的一个阶段（准备阶段和结束阶段除外）。若以此法跳过摸牌阶段，"
         "你可以获得至多两名其他角色的各一张手牌；若以此法跳过出牌阶段，你可以将场上的一张牌移动"
         "到另一名角色区域里的相应位置。",
         "You may discard a hand card to skip one of your phases (not the prepare or finish "
         "phase). Skipping the draw phase this way, you may take one hand card from each of up "
         "to two other characters; skipping the play phase, you may move one card on the board "
         "to the matching place of another character."),
    triggers=(Trigger("phase_before", "qiaobian.go", _can),),
))
