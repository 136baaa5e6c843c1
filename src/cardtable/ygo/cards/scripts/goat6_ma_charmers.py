"""The Charmers (issue 15 part 3, g6-ma): "FLIP: take control of 1 <Attribute> monster your
opponent controls as long as this card remains face-up on the field" — Aussa the Earth Charmer
(EARTH), Eria the Water Charmer (WATER); :data:`CHARMERS` (``code -> Attribute bit``) takes the
other two (Hiita, Wynn) as rows.

Control while face-up: the taken monster keeps a mark naming its Charmer as it is now (card and
"life") in the monster's own equip slot (``g.equip``, unused by the engine for a monster; the
End Phase returns of ``classic_lib.borrow`` read only marks above :data:`MARK`); a
``STATE_CHECKS`` rule gives the monster back to its owner's side as soon as that Charmer is no
longer face-up on the field (destroyed, returned, turned face-down). The mark goes when the
monster moves (``g.move`` resets the slot). Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_ma_charmers.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    Cands,
    live_targets,
    pick,
    reg,
    take_control,
    up,
)
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import STATE_CHECKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AUSSA = 37970940
ERIA = 74364659

#: Charmer passcode -> the Attribute of the monster its Flip effect takes
CHARMERS: dict[int, int] = {AUSSA: C.EARTH, ERIA: C.WATER}

#: a taken monster's equip slot holds ``MARK - pack`` (pack = charmer + n * (life + 1))
MARK = -1_000_000


def _mark(g: Duel, m: int, charmer: int) -> None:
    g.equip[m] = MARK - (charmer + g.n * (g.life[charmer] + 1))


def _charmer_of(g: Duel, m: int) -> int:
    """The Charmer whose effect holds ``m`` (-1: none, or it is no longer the same card)."""
    v = g.equip[m]
    if v > MARK:
        return -1
    pack = MARK - v
    c = pack % g.n
    return c if g.life[c] == pack // g.n - 1 else -2  # -2: the Charmer moved since


def _foes(attr: int) -> Cands:
    def cands(g: Duel, p: int, c: int) -> list[int]:
        return [m for m in g.monsters(1 - p) if up(g, m) and g.attribute(m) & attr]

    return cands


def _take(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or not up(g, c) or g.life[c] != lk.life:
        return  # no longer face-up: "as long as this card remains face-up" is already over
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player and take_control(g, t, lk.player):
            _mark(g, t, c)


def _give_back(g: Duel) -> None:
    """State check: a monster whose Charmer is no longer face-up on the field goes back."""
    for q in (0, 1):
        for m in list(g.mz[q]):
            if m < 0 or g.equip[m] > MARK:
                continue
            c = _charmer_of(g, m)
            if c >= 0 and g.loc[c] == LOC_MZONE and up(g, c):
                continue
            g.equip[m] = -1
            o = g.owner[m]
            if g.ctrl[m] != o and take_control(g, m, o):
                g.log("control_returns", {**g.card_pub(m), "player": o})


def add_charmer(code: int, attr: int) -> None:
    """Give ``code`` the Charmers' Flip effect for Attribute ``attr`` (a :data:`CHARMERS` row
    added from any script file: Hiita, Wynn in ``goat6_mb_charmers.py``)."""
    CHARMERS[code] = attr
    only_for({code})(_give_back)
    reg(code, Effect(kind="flip", optional=False,
                     target=(pick(_foes(attr), "target_monster"),),
                     target_picks=True, operation=(_take,)))


STATE_CHECKS.append(only_for(set(CHARMERS))(_give_back))
for _code, _attr in list(CHARMERS.items()):
    add_charmer(_code, _attr)

__all__ = ["CHARMERS", "MARK", "add_charmer"]
