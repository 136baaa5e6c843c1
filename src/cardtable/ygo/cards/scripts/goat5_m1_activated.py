"""Goat-pool monsters with an activated effect of their own, one short script each (issue 15
part 3, goat-m1):

* Catapult Turtle (Ignition): Tribute 1 monster you control (itself allowed): damage to the
  opponent equal to half that monster's ATK as it was Tributed (no once per turn in the text).
* Amazoness Blowpiper (your Standby Phase, "you can"): 1 face-up monster your opponent
  controls loses 500 ATK until the End Phase.
* Coach Goblin (your End Phase, once per turn, "you can"): a Normal Monster from your hand to
  the bottom of your Deck, then draw 1 card.
* Don Turtle (when Normal Summoned, "you can"): Special Summon any number of "Don Turtle" from
  your hand.
* Inferno Hammer (when it destroys an opponent's monster by battle and sends it to the
  Graveyard): 1 face-up monster your opponent controls to face-down Defense Position.
* Gravekeeper's Assailant (when it attacks, with "Necrovalley" on the field, "you can"): change
  the battle position of 1 face-up monster your opponent controls.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_m1_activated.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    last,
    live_targets,
    mons,
    pick,
    reg,
    summon_to,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_battle import destroyed_foe
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DRAW,
    CAT_POSITION,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.state import (
    LOC_HAND,
    LOC_MZONE,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

CATAPULT_TURTLE = 95727991
AMAZONESS_BLOWPIPER = 73574678
COACH_GOBLIN = 42541548
DON_TURTLE = 3493978
INFERNO_HAMMER = 17185260
GRAVEKEEPERS_ASSAILANT = 25262697
NECROVALLEY = 47355498

# --- Catapult Turtle ----------------------------------------------------------------------------


def _catapult_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, g.monsters(lk.player), 1, 1, "tribute")


def _catapult_tribute(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    # "half the ATK of the Tributed monster": its ATK on the field as it is Tributed
    lk.data["atk"] = max(g.atk(got[0]), 0) if got and up(g, got[0]) else \
        max(g.cd(got[0]).atk, 0) if got else 0
    if got:
        g.send_to_gy(got, "tribute")


def _catapult_burn(g: Duel, lk: Link) -> None:
    n = int(lk.data.get("atk", 0)) // 2
    if n:
        g.damage(1 - lk.player, n, src=lk.card)


reg(CATAPULT_TURTLE, Effect(kind="ignition", condition=lambda g, c, p, w: bool(g.monsters(p)),
                            cost=(_catapult_ask, _catapult_tribute),
                            operation=(_catapult_burn,), category=CAT_DAMAGE))

# --- Amazoness Blowpiper ------------------------------------------------------------------------

_opp_face_up = mons("opp", True)


def _own_turn(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == p and g.loc[c] == LOC_MZONE and up(g, c)


def _minus_500(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.add_buff(t, atk=-500, until_end=True, src=lk.card)


reg(AMAZONESS_BLOWPIPER, Effect(
    kind="trigger", event="standby", optional=True,
    condition=lambda g, c, p, w: _own_turn(g, c, p, w) and bool(_opp_face_up(g, p, c)),
    target=(pick(_opp_face_up, "target_monster"),), target_picks=True,
    operation=(_minus_500,), category=CAT_ATKCHANGE))

# --- Coach Goblin -------------------------------------------------------------------------------


def _normal_in_hand(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).type & (C.MONSTER | C.NORMAL) == C.MONSTER | C.NORMAL
            and not g.cd(c).type & C.EFFECT]


def _coach_ask(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = g.turn
    ask_cards(g, lk, lk.player, _normal_in_hand(g, lk.player), 1, 1, "choose")


def _coach_op(g: Duel, lk: Link) -> None:
    p = lk.player
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if not got:
        return
    g.to_deck(got, shuffle=False)
    deck = g.deck[p]
    if deck and deck[-1] == got[0]:
        deck.insert(0, deck.pop())  # to the bottom (the list's start)
    g.draw(p, 1)


reg(COACH_GOBLIN, Effect(
    kind="trigger", event="end_phase", optional=True,
    condition=lambda g, c, p, w: _own_turn(g, c, p, w) and g.counter[c] != g.turn
    and bool(_normal_in_hand(g, p)),
    cost=(_coach_ask,), operation=(_coach_op,), category=CAT_DRAW))

# --- Don Turtle ---------------------------------------------------------------------------------


def _turtles(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if g.code[c] == DON_TURTLE and g.can_special_summon(c, p)]


def _don_ask(g: Duel, lk: Link) -> None:
    p = lk.player
    n = min(len(_turtles(g, p)), sum(1 for z in g.mz[p] if z < 0))
    ask_cards(g, lk, p, _turtles(g, p), 0, n, "summon_pick")


def _don_summon(g: Duel, lk: Link) -> None:
    summon_to(g, [c for c in last(lk) if g.loc[c] == LOC_HAND], lk.player, POS_FU_ATK)


reg(DON_TURTLE, Effect(
    kind="trigger", event="summoned", optional=True, when=True,
    condition=lambda g, c, p, w: len(w) > 2 and w[2] == "normal" and bool(_turtles(g, p)),
    operation=(_don_ask, _don_summon), category=CAT_SPSUMMON))

# --- Inferno Hammer -----------------------------------------------------------------------------


def _to_face_down(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.change_position(t, POS_FD_DEF)


def _foe(g: Duel, c: int, p: int, w: W) -> bool:
    return destroyed_foe(g, c, p, w) and g.owner[w[1]] != p


reg(INFERNO_HAMMER, Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                           condition=_foe, target=(pick(_opp_face_up, "target_monster"),),
                           target_picks=True, operation=(_to_face_down,),
                           category=CAT_POSITION))

# --- Gravekeeper's Assailant --------------------------------------------------------------------


def _necrovalley(g: Duel) -> bool:
    return any(f >= 0 and g.code[f] == NECROVALLEY and up(g, f) for f in g.fz)


def _flip_position(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.change_position(t, POS_FU_DEF if g.pos[t] == POS_FU_ATK else POS_FU_ATK)


reg(GRAVEKEEPERS_ASSAILANT, Effect(
    kind="trigger", event="attack", optional=True,
    condition=lambda g, c, p, w: _necrovalley(g) and g.loc[c] == LOC_MZONE
    and bool(_opp_face_up(g, p, c)),
    target=(pick(_opp_face_up, "target_monster"),), target_picks=True,
    operation=(_flip_position,), category=CAT_POSITION))

__all__ = ["AMAZONESS_BLOWPIPER", "CATAPULT_TURTLE", "COACH_GOBLIN", "DON_TURTLE",
           "GRAVEKEEPERS_ASSAILANT", "INFERNO_HAMMER"]
