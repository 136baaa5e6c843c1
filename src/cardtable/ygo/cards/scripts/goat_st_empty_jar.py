"""Goat-pool Spells the Empty Jar deck needs (issue 15 part 3, Spells & Traps batch 1): Card of
Safe Return, Dragged Down into the Grave and Serial Spell. Texts (2005 wording, our own words) are
in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_empty_jar.py``.

* Card of Safe Return (Continuous Spell): an optional "when" trigger listening to every Special
  Summon (``scope="any"``); the summon event carries the location the monster came from
  (``rules/actions.py``), so "from your Graveyard to your side of the field" is read there.
* Dragged Down into the Grave: each player sees the other's hand (the reveal is private to that
  seat), picks 1 card of it; both picks are discarded together, then each player draws 1.
* Serial Spell (Quick-Play): chained to the activation of a Normal Spell Card; discarding the
  whole hand is its cost (so the hand must hold a card). Its effect becomes that Normal Spell's:
  the copied effect's target steps run when Serial Spell is activated and its operation steps when
  Serial Spell resolves, on Serial Spell's own link (frames ``goat_serial_copy``, which also carry
  the ``again()`` loops of Polymerization or Dimension Fusion); the copied card's cost is not
  paid, and its activation condition must hold for Serial Spell's player (an effect that could
  not apply cannot be activated, docs/rulings.md G4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import ask_revealed, reg, revealed_pick
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DRAW, Effect, Link
from cardtable.ygo.rules.flow import step
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_GY, LOC_HAND, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

CARD_OF_SAFE_RETURN = 57953380
DRAGGED_DOWN_INTO_THE_GRAVE = 16435215
SERIAL_SPELL = 49398568

# --- Card of Safe Return ---------------------------------------------------------------------


def _safe_return_cond(g: Duel, c: int, p: int, w: W) -> bool:
    """A monster of ``p``'s Graveyard was just Special Summoned to ``p``'s field, this card is
    an active face-up Continuous Spell, and ``p`` can draw."""
    if len(w) < 5 or w[0] != "summoned" or w[2] != "special" or w[4] != LOC_GY:
        return False
    m = w[1]
    return (w[3] == p and g.owner[m] == p and g.loc[c] == LOC_SZONE
            and g.flags[c] & (F_ACTIVE | F_NEGATED) == F_ACTIVE and bool(g.deck[p]))


reg(CARD_OF_SAFE_RETURN,
    Effect(),  # the card's activation: it stays face-up
    Effect(kind="trigger", event="summoned", scope="any", when=True,
           condition=_safe_return_cond, operation=(ops.draw(1),), category=CAT_DRAW))

# --- Dragged Down into the Grave -------------------------------------------------------------


def _look_and_pick(seat_of: str) -> Any:
    """``seat`` (the activator, or the other player) sees the other hand and picks 1 card."""

    def st(g: Duel, lk: Link) -> None:
        me = lk.player if seat_of == "self" else 1 - lk.player
        other = 1 - me
        if g.hand[other]:
            g.log("reveal_hand", {"player": other, "to": me},
                  {me: {"cards": [g.card_pub(c) for c in g.hand[other]]}})
        ask_revealed(g, lk, me, g.hand[other], "discard")

    return st


def _keep_first(g: Duel, lk: Link) -> None:
    lk.data["first"] = revealed_pick(lk)


def _discard_both(g: Duel, lk: Link) -> None:
    got = [c for c in (*lk.data.get("first", ()), *revealed_pick(lk)) if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


reg(DRAGGED_DOWN_INTO_THE_GRAVE, Effect(
    operation=(_look_and_pick("self"), _keep_first, _look_and_pick("opp"), _discard_both,
               ops.draw(1, "both")),
    category=CAT_DRAW, condition=lambda g, c, p, w: bool(g.deck[0]) and bool(g.deck[1])))

# --- Serial Spell ------------------------------------------------------------------------------


def _normal_spell_below(g: Duel) -> Link | None:
    """The top chain link if it is the activation of a Normal Spell Card (no other type bit)."""
    if not g.chain:
        return None
    lk = g.chain[-1]
    if not lk.ready or not lk.card_act or g.pool.cards[lk.code].type != C.SPELL:
        return None
    return lk


def _serial_cond(g: Duel, c: int, p: int, w: W) -> bool:
    below = _normal_spell_below(g)
    if below is None or not any(x != c for x in g.hand[p]):
        return False
    cond = g.pool.effects_of(below.code)[below.ei].condition
    return cond is None or cond(g, c, p, w)


def _discard_hand(g: Duel, lk: Link) -> None:
    """Cost: discard the whole hand."""
    hand = [x for x in g.hand[lk.player] if x != lk.card]
    if hand:
        g.discard(hand)


def _push_copied(phase: int) -> Any:
    """A step running the copied effect's target (``phase`` 1) or operation (2) steps next."""

    def st(g: Duel, lk: Link) -> None:
        idx = g.chain.index(lk)
        if phase == 1:
            below = g.chain[idx - 1]
            lk.data["copy"] = (below.code, below.ei)
        code, ei = lk.data["copy"]
        e = g.pool.effects_of(code)[ei]
        steps = e.target if phase == 1 else e.operation
        for i in range(len(steps) - 1, -1, -1):
            g.stack.append(("goat_serial_copy", idx, phase, code, ei, i))

    return st


@step("goat_serial_copy")
def _serial_copy(g: Duel, fr: tuple[Any, ...]) -> None:
    """Run step ``i`` of the copied effect on Serial Spell's link. While it runs the link stands
    for the copied effect (``lk.eff``), so a step that loops with ``again()`` (Polymerization,
    Dimension Fusion) finds itself; the frames it pushes become copy frames too."""
    _, idx, phase, code, ei, i = fr
    lk = g.chain[idx]
    e = g.pool.effects_of(code)[ei]
    own, depth = (lk.code, lk.ei), len(g.stack)
    lk.code, lk.ei = code, ei
    try:
        (e.target if phase == 1 else e.operation)[i](g, lk)
    finally:
        lk.code, lk.ei = own
    for k in range(depth, len(g.stack)):
        f = g.stack[k]
        if f[0] == "lstep" and f[1] == idx:
            g.stack[k] = ("goat_serial_copy", idx, f[2], code, ei, f[3])


reg(SERIAL_SPELL, Effect(event="activated", cost=(_discard_hand,), target=(_push_copied(1),),
                         target_picks=True, operation=(_push_copied(2),),
                         condition=_serial_cond))
