"""Goat-pool Continuous Traps whose effect is used again and again, paid each time (issue 15 part
3, goat-st2 batch 4): Type Zero Magic Crusher (discard 1 Spell Card: 500 damage) and Skull Lair
(remove N monsters of your Graveyard from play: destroy 1 face-up monster of Level N). The card
activation does nothing by itself; the effect is a Spell Speed 2 effect of the face-up card
(``kind="quick"`` from the Spell & Trap Zone, as Ultimate Offering's). Texts (2005 wording, our
own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    gy_banish_ready,
    gy_banish_zone,
    is_monster,
    last,
    reg,
    up,
)
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.state import LOC_HAND, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TYPE_ZERO_MAGIC_CRUSHER = 21237481
SKULL_LAIR = 6733059


# --- Type Zero Magic Crusher: discard 1 Spell Card to inflict 500 damage to the opponent -------

def _hand_spells(g: Duel, p: int) -> list[int]:
    return [x for x in g.hand[p] if g.cd(x).type & C.SPELL]


def _spell_to_discard(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hand_spells(g, lk.player), 1, 1, "discard")


def _discard_it(g: Duel, lk: Link) -> None:
    got = [x for x in last(lk) if g.loc[x] == LOC_HAND]
    if got:
        g.discard(got)


reg(TYPE_ZERO_MAGIC_CRUSHER, Effect(kind="activate"),
    Effect(kind="quick", where=LOC_SZONE, cost=(_spell_to_discard, _discard_it),
           operation=(ops.damage(500),), category=CAT_DAMAGE,
           condition=lambda g, c, p, w: bool(_hand_spells(g, p)),
           name=Text("丢弃1张魔法卡：给予对方500伤害", "Discard 1 Spell: 500 damage")))


# --- Skull Lair: remove from play N monsters of your Graveyard (a cost; N is chosen first, in
#     public) to destroy 1 face-up monster on the field whose Level is N (a target) ---------------

def _gy_monsters(g: Duel, p: int) -> list[int]:
    return [x for x in gy_banish_zone(g, p) if is_monster(g, x)]


def _levels_in_reach(g: Duel, p: int) -> list[int]:
    """The Levels N of face-up monsters on the field with N monsters in ``p``'s Graveyard."""
    most = len(_gy_monsters(g, p))
    return sorted({g.level(m) for q in (0, 1) for m in g.mz[q]
                   if m >= 0 and up(g, m) and g.has_level(m) and 1 <= g.level(m) <= most})


def _lair_count(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, [(n, Text(f"除外{n}只", f"Remove {n}"))
                                  for n in _levels_in_reach(g, lk.player)], "choose")


def _lair_pick(g: Duel, lk: Link) -> None:
    n = int(lk.picks[-1])
    lk.data["lair_n"] = n
    ask_cards(g, lk, lk.player, _gy_monsters(g, lk.player), n, n, "choose")


def _lair_banish(g: Duel, lk: Link) -> None:
    got = [x for x in last(lk) if gy_banish_ready(g, lk.player, x)]
    if got:
        g.banish(got)


def _lair_target(g: Duel, lk: Link) -> None:
    n = int(lk.data.get("lair_n", 0))
    ask_cards(g, lk, lk.player, [m for q in (0, 1) for m in g.mz[q]
                                 if m >= 0 and up(g, m) and g.has_level(m) and g.level(m) == n],
              1, 1, "target_monster")


def _lair_destroy(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if g.target_ok(lk, t):
        g.destroy([t], "effect", lk)


reg(SKULL_LAIR, Effect(kind="activate"),
    Effect(kind="quick", where=LOC_SZONE, cost=(_lair_count, _lair_pick, _lair_banish),
           target=(_lair_target,), target_picks=True, operation=(_lair_destroy,),
           category=CAT_BANISH | CAT_DESTROY,
           condition=lambda g, c, p, w: bool(_levels_in_reach(g, p)),
           name=Text("除外墓地N只怪兽：破坏1只N星怪兽",
                     "Remove N monsters of your GY: destroy a Level N monster")))
