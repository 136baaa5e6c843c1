"""Ninjitsu Art of Transformation (issue 15 part 3, session 7, g7-t): a Continuous Trap
goat-pool.csv flags "Goat-era version", scripted from its text and the Goat format's community
rulings (``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/ninjitsu-art-of-transformation.md``).

Text (yaml-yugi ``data/70861343.yaml``): activated by Tributing 1 face-up "Ninja" monster (the
cost); Special Summon from your hand or Deck 1 Beast, Winged Beast or Insect monster whose Level
is at most the Tributed monster's Level on the field + 3; when this card leaves the field,
destroy that monster. Goat rulings: it does not target — the monster is chosen when it resolves;
the Level compared is the Tributed card's ("the selected card" is the Tributed card); a Level
lowered in the hand (A Legendary Ocean) counts — the candidates' Levels are read through
``g.level`` (g7-s's ``LEVEL_MODS``).

The Summoned monster points back at the Trap through its own ``g.equip`` slot (Call of the
Haunted's pointer, ``classic_lib.linked_monster``); a mandatory ``left_field`` trigger destroys it.
The Trap is not destroyed when the monster leaves (the text says nothing of it). Checks:
``tests/ygo/test_goat7_t_ninjitsu.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    card_ok,
    last,
    linked_monster,
    reg,
    up,
)
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.state import LOC_DECK, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

NINJITSU_ART_OF_TRANSFORMATION = 70861343
_KINDS = C.RACE_BY_NAME["Beast"] | C.RACE_BY_NAME["Winged Beast"] | C.RACE_BY_NAME["Insect"]


def _ninjas(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and "Ninja" in g.name(m).en]


def _candidates(g: Duel, p: int, top: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.cd(c).type & C.MONSTER
            and g.cd(c).race & _KINDS and 0 < g.level(c) <= top
            and g.can_special_summon(c, p)]


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return any(_candidates(g, p, g.level(m) + 3) for m in _ninjas(g, p))


def _ask_tribute(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _ninjas(g, lk.player), 1, 1, "tribute")


def _tribute(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if got:
        lk.data["level"] = g.level(got[0])  # its Level on the field
        g.send_to_gy(got, "tribute")


def _pick(g: Duel, lk: Link) -> None:
    top = int(lk.data.get("level", 0)) + 3
    ask_cards(g, lk, lk.player, _candidates(g, lk.player, top), 1, 1, "summon_pick")


def _position(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] & (LOC_HAND | LOC_DECK)]
    if got:
        lk.data["card"] = got[0]
        ask_option(g, lk, lk.player, POS_CHOICES, "position")


def _summon(g: Duel, lk: Link) -> None:
    if "card" not in lk.data:
        return
    c = int(lk.data["card"])
    from_deck = g.loc[c] == LOC_DECK
    summoned = bool(g.loc[c] & (LOC_HAND | LOC_DECK)) \
        and g.special_summon(c, lk.player, int(lk.picks[-1]))
    if summoned and card_ok(g, lk) and g.on_field(lk.card):
        g.equip[c] = lk.card  # the monster's pointer back to this card
    if from_deck:
        g.shuffle_deck(lk.player)


def _destroy_linked(g: Duel, lk: Link) -> None:
    m = linked_monster(g, lk.card)
    if m >= 0:
        g.equip[m] = -1
        g.destroy([m], "effect", lk)


reg(NINJITSU_ART_OF_TRANSFORMATION,
    Effect(cost=(_ask_tribute, _tribute), condition=_cond, category=CAT_SPSUMMON,
           operation=(_pick, _position, _summon)),
    Effect(kind="trigger", event="left_field", optional=False, category=CAT_DESTROY,
           condition=lambda g, c, p, w: linked_monster(g, c) >= 0,
           operation=(_destroy_linked,)))
