"""Goat-pool Counter Traps answering a card that targets exactly one monster (issue 15 part 3,
goat-st2 batch 1): Riryoku Field, Spell Shield Type-8 (both modes), Tutan Mask. They negate with
the Counter Trap step the classic cards and ``goat_st_counter_traps.py`` use
(``ops.negate_activation``). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the
checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, reg, up
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_NEGATE_ACT, Effect, Link, ask_cards, ask_option
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

RIRYOKU_FIELD = 70344351
SPELL_SHIELD_TYPE_8 = 38275183
TUTAN_MASK = 3149764
_ZOMBIE = C.RACE_BY_NAME["Zombie"]


def answered(g: Duel, c: int) -> Link | None:
    """The chain link card ``c`` answers: the top one, or while ``c``'s own activation is being
    paid for (its link is on top already), the one below it; a ready card activation only."""
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    if i < 0:
        return None
    lk = g.chain[i]
    return lk if lk.ready and lk.card_act else None


def one_monster_target(g: Duel, c: int, kinds: int, zombie: bool = False) -> bool:
    """The link card ``c`` answers is the activation of a card of a type in ``kinds`` (Spell,
    Trap bits) that targets exactly one card, a monster on the field (with ``zombie``: a face-up
    Zombie-Type one)."""
    lk = answered(g, c)
    if lk is None or not g.pool.cards[lk.code].type & kinds or len(lk.targets) != 1:
        return False
    m = lk.targets[0]
    if m < 0 or g.loc[m] != LOC_MZONE:
        return False
    return not zombie or (up(g, m) and bool(g.race(m) & _ZOMBIE))


def _spell_activated(g: Duel, c: int) -> bool:
    lk = answered(g, c)
    return lk is not None and bool(g.pool.cards[lk.code].type & C.SPELL)


_negate = ops.negate_activation()

# "Activate only when a Spell Card is activated that targets exactly 1 monster on the field"
reg(RIRYOKU_FIELD, Effect(event="activated", operation=(_negate,), category=CAT_NEGATE_ACT,
                          condition=lambda g, c, p, w: one_monster_target(g, c, C.SPELL)))
# "... a Spell or Trap Card ... that targets exactly 1 face-up Zombie-Type monster"
reg(TUTAN_MASK, Effect(event="activated", operation=(_negate,), category=CAT_NEGATE_ACT,
                       condition=lambda g, c, p, w: one_monster_target(
                           g, c, C.SPELL | C.TRAP, zombie=True)))


# --- Spell Shield Type-8: two ways to activate, chosen (publicly) at activation: against a Spell
#     targeting exactly 1 monster for free, or against any Spell by sending a Spell Card from the
#     hand to the Graveyard (a cost) ------------------------------------------------------------

_MODES = (("targeted", Text("无效以1只怪兽为对象的魔法卡", "Negate a Spell targeting 1 monster")),
          ("send", Text("把手卡1张魔法卡送去墓地，无效魔法卡",
                        "Send a Spell from your hand: negate a Spell")))


def _hand_spells(g: Duel, p: int, c: int) -> list[int]:
    return [x for x in g.hand[p] if x != c and g.cd(x).type & C.SPELL]


def _modes(g: Duel, c: int, p: int) -> tuple[tuple[str, Text], ...]:
    free = one_monster_target(g, c, C.SPELL)
    paid = _spell_activated(g, c) and bool(_hand_spells(g, p, c))
    return tuple(m for m, ok in zip(_MODES, (free, paid), strict=True) if ok)


def _shield_mode(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _modes(g, lk.card, lk.player), "choose")


def _shield_cost_pick(g: Duel, lk: Link) -> None:
    if lk.picks[-1] == "send":
        ask_cards(g, lk, lk.player, _hand_spells(g, lk.player, lk.card), 1, 1, "choose")
    else:
        lk.picks.append(())


def _shield_cost_pay(g: Duel, lk: Link) -> None:
    got = [x for x in last(lk) if g.loc[x] == LOC_HAND]
    if got:
        g.send_to_gy(got, "cost")


reg(SPELL_SHIELD_TYPE_8, Effect(event="activated", cost=(_shield_mode, _shield_cost_pick,
                                                         _shield_cost_pay),
                                operation=(_negate,), category=CAT_NEGATE_ACT,
                                condition=lambda g, c, p, w: bool(_modes(g, c, p))))
