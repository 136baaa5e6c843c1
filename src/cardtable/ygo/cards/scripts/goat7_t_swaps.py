"""Beast Soul Swap (issue 15 part 3, session 7, g7-t): a Normal Trap — target 1 face-up Beast
you control; return it to the hand, and if you do, Special Summon from your hand 1 Beast with
the same Level as the returned monster.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/35149085.yaml``; zh-CN/ko there: 表侧表示 — a face-up Beast) describes it; our own words in
``pool/goat.csv``. The Level compared is the returned card's Level in the hand (its printed
Level); the text excludes no card, so the returned monster itself may be chosen. The Summon is
not optional ("and if you do, Special Summon"); the player picks the position (face-up Attack
or Defense). Checks: ``tests/ygo/test_goat7_t_swaps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    has,
    is_monster,
    last,
    mons,
    pick,
    reg,
    tgt,
)
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards, ask_option
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BEAST_SOUL_SWAP = 35149085
_BEAST = C.RACE_BY_NAME["Beast"]

_beasts = mons("self", True, lambda g, c: bool(g.race(c) & _BEAST))


def _same_level(g: Duel, p: int, lv: int) -> list[int]:
    return [c for c in g.hand[p] if is_monster(g, c) and g.cd(c).race & _BEAST
            and g.cd(c).level == lv and g.can_special_summon(c, p)]


def _bounce(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE or g.ctrl[t] != lk.player:
        return
    g.to_hand([t])
    if g.loc[t] == LOC_HAND:
        lk.data["level"] = g.cd(t).level
        ask_cards(g, lk, lk.player, _same_level(g, lk.player, g.cd(t).level), 1, 1,
                  "summon_pick")


def _position(g: Duel, lk: Link) -> None:
    if "level" in lk.data and last(lk):
        lk.data["summon"] = last(lk)[0]
        ask_option(g, lk, lk.player, POS_CHOICES, "position")


def _summon(g: Duel, lk: Link) -> None:
    if "summon" not in lk.data:
        return
    c = int(lk.data["summon"])
    if g.loc[c] == LOC_HAND and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))


reg(BEAST_SOUL_SWAP, Effect(target=(pick(_beasts, "target_monster"),), target_picks=True,
                            condition=has(_beasts), category=CAT_SPSUMMON,
                            operation=(_bounce, _position, _summon)))
