"""Soul Demolition (issue 15 part 3, session 6, g6-t): a Continuous Trap with a repeatable paid
effect (Spell Speed 2 from the zone, as ``goat_st2_repeatable.py``'s).

Text (LOD-014; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "While this card is on the field you can pay 500 Life Points: each player
selects 1 monster in their opponent's Graveyard and removes it from play. You can use this effect
only while you control a Fiend-Type monster." yugioh-wiki: both Graveyards must hold a monster;
only the Trap's controller can use it. Each player's pick is their own (you pick in the
opponent's Graveyard first, then they pick in yours); Kycoo the Ghost Destroyer's lock
(``classic_lib.gy_banish_blocked``) forbids it when the opponent controls Kycoo. Checks:
``tests/ygo/test_goat6_t_repeatable.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import gy_banish_blocked, reg, up
from cardtable.ygo.effects.api import CAT_BANISH, Effect, Link, ask_cards
from cardtable.ygo.effects.ops import Step
from cardtable.ygo.state import LOC_GY, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SOUL_DEMOLITION = 76297408
_FIEND = C.RACE_BY_NAME["Fiend"]


def _gy_monsters(g: Duel, p: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).is_monster]


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.lp[p] >= 500 and bool(_gy_monsters(g, 0)) and bool(_gy_monsters(g, 1)) \
        and any(m >= 0 and up(g, m) and g.race(m) & _FIEND for m in g.mz[p]) \
        and not gy_banish_blocked(g, p)


def _pay(g: Duel, lk: Link) -> None:
    g.pay_lp(lk.player, 500)


def _pick(own: bool) -> Step:
    def st(g: Duel, lk: Link) -> None:
        seat = lk.player if own else 1 - lk.player
        ask_cards(g, lk, seat, _gy_monsters(g, 1 - seat), 1, 1, "choose")
    return st


def _banish(g: Duel, lk: Link) -> None:
    got = [c for pk in lk.picks[-2:] if isinstance(pk, tuple) for c in pk if g.loc[c] == LOC_GY]
    if got:
        g.banish(got)


reg(SOUL_DEMOLITION, Effect(kind="activate"),
    Effect(kind="quick", where=LOC_SZONE, cost=(_pay,), condition=_cond, category=CAT_BANISH,
           operation=(_pick(True), _pick(False), _banish),
           name=Text("支付500基本分：双方各从对方墓地除外1只怪兽",
                     "Pay 500 LP: each player removes 1 monster in the other's GY from play")))
