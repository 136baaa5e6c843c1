"""Freed the Matchless General (issue 15 part 3, g8-ma), flagged "Goat-era version" in
``goat-pool.csv``: its Legacy of Darkness print (LOD-016, 2003), as Pojo's card of the day of
12 May 2003 quotes it (https://www.pojo.com/yu-gi-oh/COTD/2003/May2003/12.shtml): negate the
effect of a Magic (Spell) Card that designates this card as a target and destroy that card;
while this card is face-up on the field, once per turn, instead of drawing in your Draw Phase
you may add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand, then shuffle.

* The replacement is the engine's ``DRAW_REPLACERS`` hook (``rules/turn.py``): the Draw Phase
  asks the turn player before the normal draw while a face-up Freed they control is not
  negated and their Deck is not empty — whatever the Deck holds: asking only when a Warrior is
  there would tell the opponent about the Deck (hidden information); "yes" skips the draw and
  the search is a chain link of Freed's (the print's "per turn": the Draw Phase comes once a
  turn), which finds nothing in a Deck without such a Warrior. As it resolves Freed must still
  be face-up on the field (its text: "as long as this card remains face-up").
* The negation is a ``RESOLVE_HOOKS`` hook: a Spell link that targets a face-up Freed has its
  effect negated as it resolves and the Spell Card is destroyed (an Equip Spell is not
  attached: it is gone before it could be). A face-down Freed has no active effect.

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_draw.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    in_deck,
    live_targets,
    pick,
    reg,
    search_to_hand,
)
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link
from cardtable.ygo.effects.hooks import DRAW_REPLACERS, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

FREED_THE_MATCHLESS_GENERAL = 49681811
WARRIOR = C.RACE_BY_NAME["Warrior"]


def _low_warrior(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.is_monster and cd.race & WARRIOR and 0 < cd.level <= 4)


_warriors = in_deck(_low_warrior)


@only_for({FREED_THE_MATCHLESS_GENERAL})
def _freed_offers(g: Duel, p: int) -> int:
    """A face-up, active Freed ``p`` controls, while ``p``'s Deck is not empty (-1 otherwise;
    what the Deck holds is not asked: the opponent would learn it)."""
    if not g.deck[p]:
        return -1
    for m in g.mz[p]:
        if m >= 0 and g.code[m] == FREED_THE_MATCHLESS_GENERAL and active_monster(g, m):
            return m
    return -1


def _still_face_up(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    return active_monster(g, c) and g.ctrl[c] == p


@only_for({FREED_THE_MATCHLESS_GENERAL})
def _freed_negates(g: Duel, lk: Link) -> bool:
    if not g.pool.cards[lk.code].is_spell:
        return False
    for t in live_targets(g, lk):
        if g.code[t] == FREED_THE_MATCHLESS_GENERAL and active_monster(g, t):
            g.log("effect_negated_by", {**g.card_pub(t), "negated": g.card_pub(lk.card)})
            if g.loc[lk.card] & LOC_ONFIELD:
                g.destroy([lk.card], "effect", by=t)
            return True
    return False


_pick_warrior = pick(_warriors, "search")


def _search_pick(g: Duel, lk: Link) -> None:
    if active_monster(g, lk.card):  # "as long as this card remains face-up on the field"
        _pick_warrior(g, lk)


def _search_add(g: Duel, lk: Link) -> None:
    if active_monster(g, lk.card):
        search_to_hand(g, lk)


DRAW_REPLACERS.append(_freed_offers)
RESOLVE_HOOKS.append(_freed_negates)
reg(FREED_THE_MATCHLESS_GENERAL,
    Effect(kind="continuous", name=Text(
        "以这张卡为对象的魔法卡的效果无效并破坏", "Negate and destroy Spells that target it")),
    Effect(kind="trigger", event="draw_instead", optional=False, condition=_still_face_up,
           operation=(_search_pick, _search_add), category=CAT_SEARCH,
           name=Text("代替抽卡：检索4星以下战士族怪兽",
                     "Instead of the draw: add a Level 4 or lower Warrior")))

__all__ = ["FREED_THE_MATCHLESS_GENERAL"]
