"""Counter Traps answering the activation of an effect that inflicts damage (issue 15 part 3,
session 6, g6-t: "a window before effect damage"): Barrel Behind the Door and Trap of Board
Eraser.

Era texts (Pojo card reviews of Jul/Sep 2003, PGD-095 / PGD-099, our own words in
``pool/goat.csv``): both are activated "when an effect that inflicts damage to Life Points is
activated (except Battle Damage)"; Barrel switches the damage you would take to your opponent,
Board Eraser makes it 0 and your opponent then discards 1 card of their choice. Rulings
(yugioh-wiki FAQ of the two cards): they chain directly to the damage effect's link (a card
chained in between closes the timing); paying or losing LP is not damage; an effect that is not
a chain link (Dark Snake Syndrome's continuous damage) cannot be answered; Barrel cannot be
chained to another Barrel (the damage is moved, not inflicted); Board Eraser cannot be
activated while the opponent has no card in hand.

"Inflicts damage" is read from the answered effect's ``CAT_DAMAGE`` category (the same flag the
bots use). The answer outlives the Counter Trap's own link as a public ``card_effect`` mark
naming the answered link (card, ``g.life`` stamp, the chain it belongs to) and the player
protected; an ``EFFECT_DAMAGE_HOOKS`` hook applies it while that link resolves: the damage to
that player becomes 0, and Barrel inflicts the same amount on the other player. Checks:
``tests/ygo/test_goat6_t_damage_answers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DAMAGE, Effect, Link, ask_cards, link_effect
from cardtable.ygo.effects.hooks import EFFECT_DAMAGE_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

BARREL_BEHIND_THE_DOOR = 78783370
TRAP_OF_BOARD_ERASER = 3055837
_KEY = "damage_answer"


def damage_link(g: Duel, c: int) -> Link | None:
    """The ready chain link card ``c`` answers (the top one, or the one below ``c``'s own link
    while it is being activated) when its effect inflicts damage (``CAT_DAMAGE``)."""
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    if i < 0:
        return None
    lk = g.chain[i]
    if not lk.ready or not link_effect(g, lk).category & CAT_DAMAGE:
        return None
    return lk


def _answer(switch: bool) -> Any:
    def op(g: Duel, lk: Link) -> None:
        i = next((j for j, x in enumerate(g.chain) if x is lk), -1)
        if i < 1:
            return
        below = g.chain[i - 1]
        mark = {"card": below.card, "life": below.life, "chain": g.chains_started,
                "link": i, "player": lk.player, "switch": switch}
        if switch:
            note(g, lk.card, "The damage this player would take from that effect goes to the "
                 "opponent", "这个效果给与自己的伤害改由对方受到", **{_KEY: mark})
        else:
            note(g, lk.card, "The damage this player would take from that effect becomes 0",
                 "这个效果给与自己的伤害变成0", **{_KEY: mark})
            opp = 1 - lk.player
            if g.hand[opp]:
                lk.data["discard"] = True
    return op


def _discard_pick(g: Duel, lk: Link) -> None:
    if lk.data.get("discard"):
        ask_cards(g, lk, 1 - lk.player, g.hand[1 - lk.player], 1, 1, "discard")


def _discard(g: Duel, lk: Link) -> None:
    if not lk.data.get("discard") or not lk.picks:
        return
    got = [c for c in lk.picks[-1] if c in g.hand[1 - lk.player]] \
        if isinstance(lk.picks[-1], tuple) else []
    if got:
        g.discard(got)


@only_for({BARREL_BEHIND_THE_DOOR, TRAP_OF_BOARD_ERASER})
def _damage_hook(g: Duel, p: int, n: int) -> int:
    if not g.chain:
        return n
    top = g.chain[-1]
    for kind, pub, _ in this_turn(g):
        m = pub.get(_KEY) if kind == "card_effect" else None
        if m is None or m["chain"] != g.chains_started or m["player"] != p:
            continue
        if m["card"] != top.card or m["life"] != top.life or m["link"] != len(g.chain):
            continue
        if m["switch"]:
            g.damage(1 - p, n)
        return 0
    return n


EFFECT_DAMAGE_HOOKS.append(_damage_hook)

reg(BARREL_BEHIND_THE_DOOR, Effect(event="activated", operation=(_answer(True),),
                                   condition=lambda g, c, p, w: damage_link(g, c) is not None))
reg(TRAP_OF_BOARD_ERASER, Effect(event="activated", operation=(_answer(False), _discard_pick,
                                                               _discard),
                                 condition=lambda g, c, p, w: damage_link(g, c) is not None
                                 and bool(g.hand[1 - p])))
