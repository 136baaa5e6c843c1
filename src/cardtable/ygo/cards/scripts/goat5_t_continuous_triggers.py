"""Goat-pool Continuous Traps with a mandatory trigger each time (issue 15 part 3, goat-t batch
18): Life Absorbing Machine (in your Standby Phase, half the Life Points you paid in your
previous turn, read from that turn's ``pay_lp`` log entries) and Ordeal of a Traveler (each
attack of an opponent's monster: they name a card type, then a random card of your hand — the
Duel's seeded RNG — is shown to both players; a wrong guess returns the attacker to its owner's
hand: a trigger of the face-up card on any card's ``attack`` event, ``scope="any"``). Texts
(2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_t_continuous_triggers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import card_ok, reg
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import CAT_RECOVER, Effect, Link, ask_option
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

LIFE_ABSORBING_MACHINE = 14318794
ORDEAL_OF_A_TRAVELER = 39537362


# --- Life Absorbing Machine ------------------------------------------------------------------

def paid_in_turn(g: Duel, p: int, turn: int) -> int:
    """Life Points ``p`` paid during turn ``turn`` (its ``pay_lp`` log entries)."""
    total, cur = 0, g.turn
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            if cur <= turn:
                break
            cur = int(pub.get("turn", cur)) - 1
            continue
        if cur == turn and kind == "pay_lp" and pub.get("player") == p:
            total += int(pub.get("amount", 0))
    return total


def _machine_cond(g: Duel, c: int, p: int, w: W) -> bool:
    q = g.ctrl[c]
    return g.tp == q and c in active_traps(g, LIFE_ABSORBING_MACHINE) \
        and paid_in_turn(g, q, g.turn - 2) >= 2


def _absorb(g: Duel, lk: Link) -> None:
    n = paid_in_turn(g, lk.player, g.turn - 2) // 2
    if n > 0:
        g.recover(lk.player, n)


reg(LIFE_ABSORBING_MACHINE, Effect(kind="activate"),
    Effect(kind="trigger", event="standby", optional=False, condition=_machine_cond,
           operation=(_absorb,), category=CAT_RECOVER))


# --- Ordeal of a Traveler --------------------------------------------------------------------

_TYPES = ((C.MONSTER, Text("怪兽卡", "Monster Card")), (C.SPELL, Text("魔法卡", "Spell Card")),
          (C.TRAP, Text("陷阱卡", "Trap Card")))


def _ordeal_cond(g: Duel, c: int, p: int, w: W) -> bool:
    q = g.ctrl[c]
    if len(w) < 2 or w[0] != "attack" or c not in active_traps(g, ORDEAL_OF_A_TRAVELER):
        return False
    a = w[1]
    return g.loc[a] == LOC_MZONE and g.ctrl[a] != q and bool(g.hand[q])


def _guess(g: Duel, lk: Link) -> None:
    ask_option(g, lk, 1 - lk.player, _TYPES, "choose")


def _ordeal(g: Duel, lk: Link) -> None:
    if not card_ok(g, lk) or not g.hand[lk.player]:
        return
    x = g.rng.choice(g.hand[lk.player])
    if g.loc[x] != LOC_HAND:
        return
    g.reveal(1 - lk.player, [x])
    g.log("card_effect", {**g.card_pub(lk.card), "en": "A random card of the hand is shown",
                          "zh": "随机展示1张手卡", "shown": g.card_pub(x)})
    a = int(lk.event[1])
    if not g.cd(x).type & int(lk.picks[-1]) and g.loc[a] == LOC_MZONE:
        g.to_hand([a])


reg(ORDEAL_OF_A_TRAVELER, Effect(kind="activate"),
    Effect(kind="trigger", event="attack", scope="any", optional=False, condition=_ordeal_cond,
           operation=(_guess, _ordeal)))
