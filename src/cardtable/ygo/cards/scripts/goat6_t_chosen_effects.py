"""Goat-pool Traps whose effect is chosen among several when they resolve (issue 15 part 3,
session 6, g6-t): Fuh-Rin-Ka-Zan.

Fuh-Rin-Ka-Zan (RDS-EN055; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Activate only while face-up WIND, WATER, FIRE and EARTH monsters are all on
the field. Choose and apply 1: destroy all monsters your opponent controls; destroy all Spell
and Trap Cards your opponent controls; your opponent discards 2 cards at random; draw 2 cards."
The four monsters may be on either side ("on the field": the session-5 doubt "your side or the
whole field" is settled by that text); the choice is made, in public, when the card resolves
("choose and apply"). Checks: ``tests/ygo/test_goat6_t_chosen_effects.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import random_discard, reg, up
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_DRAW, Effect, Link, ask_option

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

FUH_RIN_KA_ZAN = 1781310
_FOUR = (C.ATTRIBUTE_BY_NAME["WIND"], C.ATTRIBUTE_BY_NAME["WATER"],
         C.ATTRIBUTE_BY_NAME["FIRE"], C.ATTRIBUTE_BY_NAME["EARTH"])
_MODES = (("monsters", Text("破坏对方场上全部怪兽", "Destroy all monsters your opponent controls")),
          ("spells", Text("破坏对方场上全部魔法·陷阱卡",
                          "Destroy all Spell and Trap Cards your opponent controls")),
          ("discard", Text("对方随机丢弃2张手卡", "Your opponent discards 2 cards at random")),
          ("draw", Text("自己抽2张卡", "Draw 2 cards")))


def _all_four(g: Duel, c: int, p: int, w: W) -> bool:
    bits = 0
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and up(g, m):
                bits |= g.attribute(m)
    return all(bits & a for a in _FOUR)


def _choose(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _MODES, "choose")


def _apply(g: Duel, lk: Link) -> None:
    mode = lk.picks[-1] if lk.picks else ""
    o = 1 - lk.player
    if mode == "monsters":
        g.destroy([m for m in g.mz[o] if m >= 0], "effect", lk)
    elif mode == "spells":
        g.destroy([s for s in (*g.sz[o], g.fz[o]) if s >= 0], "effect", lk)
    elif mode == "discard":
        random_discard(g, o, 2)
    elif mode == "draw":
        g.draw(lk.player, 2)


reg(FUH_RIN_KA_ZAN, Effect(condition=_all_four, operation=(_choose, _apply),
                           category=CAT_DESTROY | CAT_DRAW))
