"""Seed trigger-effect monsters (seed 000 「诱发效果」): Witch of the Black Forest (era text: no
once-per-turn limit), Mystic Tomato."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.seed_common import last_pick
from cardtable.ygo.effects.api import CAT_SEARCH, CAT_SPSUMMON, Effect, Link, Q, ask_cards, register
from cardtable.ygo.state import LOC_DECK, LOC_GY, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

WITCH = 78010363
MYSTIC_TOMATO = 83011277


def _in_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY


def _witch_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, Q.in_deck(g, lk.player, lambda g, x: g.cd(x).is_monster
                                          and g.cd(x).defense <= 1500), 1, 1, "search")


def _witch_add(g: Duel, lk: Link) -> None:
    got = [x for x in last_pick(lk) if g.loc[x] == LOC_DECK]
    if got:
        g.to_hand(got)
    g.shuffle_deck(lk.player)


# "left_field" is raised when it moves from the field; the condition checks it went to the GY
register(WITCH, Effect(kind="trigger", event="left_field", optional=False, condition=_in_gy,
                       operation=(_witch_pick, _witch_add), category=CAT_SEARCH))


def _tomato_ok(g: Duel, x: int, p: int) -> bool:
    cd = g.cd(x)
    return (cd.is_monster and bool(cd.attribute & C.DARK) and cd.atk <= 1500
            and g.can_special_summon(x, p))


def _tomato_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, Q.in_deck(g, lk.player, lambda g, x: _tomato_ok(g, x, lk.player)),
              1, 1, "summon_pick")


def _tomato_summon(g: Duel, lk: Link) -> None:
    got = [x for x in last_pick(lk) if g.loc[x] == LOC_DECK]
    if got and g.free_mzone(lk.player) >= 0:
        g.special_summon(got[0], lk.player, POS_FU_ATK)
    g.shuffle_deck(lk.player)


register(MYSTIC_TOMATO, Effect(kind="trigger", event="battle_destroyed", optional=True,
                               condition=_in_gy, operation=(_tomato_pick, _tomato_summon),
                               category=CAT_SPSUMMON))
