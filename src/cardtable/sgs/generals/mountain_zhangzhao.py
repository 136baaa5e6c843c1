"""张昭张纮's 直谏 (Blunt Advice) and 固政 (Steady Rule), 2011 texts in our own wording.

Rulings (docs/generals.md, 山):

* 直谏: any number of times in the play phase, an equipment card from hand goes into the
  matching *empty* slot of another character (it never replaces one), then 张昭张纮 draws a
  card. The card is shown as it leaves the hand (it is put into the processing area while the
  receiver is chosen), so no later question hangs on a hidden card.
* 固政: at the end of another character's discard phase, of the cards that character discarded
  for the hand limit in that phase and still in the discard pile, 张昭张纮 gives one back to its
  hand and takes the rest (with a single card: it goes back, nothing is gained).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, SLOT_OF, SUBTYPE, TYPE
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.rules.zones import DISCARD
from cardtable.sgs.skills.api import Frame, Skill, Trigger, active_with_reason, register, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


# ---- 直谏 zhijian -------------------------------------------------------------------------------
def receivers(g: SgsGame, owner: int, c: int) -> list[int]:
    """Other living seats whose equipment slot for ``c`` is empty."""
    slot = SLOT_OF[SUBTYPE[c]]
    return [t for t in g.alive_seats(owner)[1:] if g.equip[t][slot] < 0]


def _equips(g: SgsGame, owner: int) -> list[int]:
    return [c for c in g.hand[owner] if TYPE[c] == "equip" and receivers(g, owner, c)]


def _zhijian_reason(g: SgsGame, owner: int) -> Text | None:
    if not any(TYPE[c] == "equip" for c in g.hand[owner]):
        return Text("你的手牌中没有装备牌", "you hold no equipment card")
    if not _equips(g, owner):
        return Text("没有其他角色的装备区有对应的空位（直谏不能替换装备）",
                    "no other character has that equipment slot empty (Blunt Advice never "
                    "replaces equipment)")
    return None


@step("zhijian.go")
def _zhijian_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    pick_cards(g, owner, Text("直谏：选择一张装备牌", "Blunt Advice: choose an equipment card"),
               _equips(g, owner), 1, 1, ("zhijian.card", owner))


@step("zhijian.card")
def _zhijian_card(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    c = cards[0]
    seats = receivers(g, owner, c)
    g.log_event("show", {"seat": owner, "card": c, "text": CARD_TEXT[c].en})
    pick_seats(g, owner, Text("直谏：将其置入哪名角色的装备区？", "Blunt Advice: into whose "
                              "equipment area?"), seats, 1, 1, ("zhijian.put", owner, c))
    g.move_card(c, "proc")


@step("zhijian.put")
def _zhijian_put(g: SgsGame, f: Frame) -> None:
    _, owner, c, seats = f
    t = seats[0]
    if g.equip[t][SLOT_OF[SUBTYPE[c]]] < 0 and g.alive_[t]:
        g.log_event("put_equip", {"seat": owner, "target": t, "card": c,
                                  "text": CARD_TEXT[c].en})
        g.move_card(c, "equip", t)
    else:  # defensive: the slot was filled meanwhile
        g.move_card(c, "discard")
    if g.alive_[owner]:
        g.draw(owner, 1)


register(Skill(
    "zhijian", Text("直谏", "Blunt Advice"),
    Text("出牌阶段，你可以将手牌中的一张装备牌置于一名其他角色装备区里的对应空位，然后摸一张牌。",
         "In your play phase you may put an equipment card from your hand into the matching "
         "empty slot of another character's equipment area, then draw a card."),
    active=active_with_reason("zhijian.go", _zhijian_reason),
))


# ---- 固政 guzheng -------------------------------------------------------------------------------
def discarded(g: SgsGame) -> tuple[int, ...]:
    """The cards the current seat discarded in this turn's discard phase that are still in the
    discard pile (recorded by ``rules.turn`` while a 固政 is in the game)."""
    rec = g.ms.get("phase_discards")
    if rec is None or rec[0] != g.turn_no:
        return ()
    return tuple(c for c in rec[1] if g.loc[c] >> 4 == DISCARD)


def _guzheng_can(g: SgsGame, owner: int, cid: int) -> bool:
    seat, ph = g.ctx[cid][0], g.ctx[cid][1]
    return ph == "discard" and seat != owner and g.alive_[seat] and bool(discarded(g))


@step("guzheng.go")
def _guzheng_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    seat = g.ctx[cid][0]
    pick_cards(g, owner, Text("固政：选择一张牌还给该角色，你获得其余的牌", "Steady Rule: choose "
                              "the card to give back; you take the rest"), discarded(g), 1, 1,
               ("guzheng.back", owner, seat))


@step("guzheng.back")
def _guzheng_back(g: SgsGame, f: Frame) -> None:
    _, owner, seat, back = f
    rest = [c for c in discarded(g) if c not in back]
    g.log_event("guzheng", {"seat": owner, "target": seat, "back": list(back), "taken": rest})
    for c in back:
        g.move_card(c, "hand", seat)
    for c in rest:
        g.move_card(c, "hand", owner)


def _never(g: SgsGame, owner: int, cid: int) -> bool:
    return False


register(Skill(
    "guzheng", Text("固政", "Steady Rule"),
    Text("其他角色的弃牌阶段结束时，你可以将该角色于此阶段中弃置的一张牌从弃牌堆返回其手牌，"
         "然后你获得弃牌堆里其余于此阶段中弃置的牌。",
         "At the end of another character's discard phase you may return one of the cards they "
         "discarded in that phase from the discard pile to their hand, then take the other "
         "cards they discarded in that phase."),
    triggers=(Trigger("phase_end", "guzheng.go", _guzheng_can, anyone=True),
              # never fired: its presence makes rules/turn.py record the discard phase's cards
              Trigger("discard_watch", "guzheng.go", _never, optional=False)),
))
