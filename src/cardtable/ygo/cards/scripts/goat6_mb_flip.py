"""Goat-pool Flip effects (issue 15 part 3, g6-mb, session 6).

* Morphing Jar #2 (PSV, 2002; the OCG text of the card agrees): FLIP — every monster on the
  field goes back to its owner's Deck, each Deck is shuffled; then each player picks up cards
  from the top of their Deck, in public, until as many monsters as they had returned to that
  Deck have turned up (or the Deck runs out); every Level 4 or lower monster among them is
  Special Summoned in face-down Defense Position (while a zone is free and the Summon is
  allowed) and every other picked-up card goes to the Graveyard. A Fusion Monster goes to its
  Fusion Deck and a Token vanishes: neither counts as returned. A Jar flipped by an attack and
  destroyed by that battle is in the Graveyard when its effect resolves, so it stays there
  (yugioh-wiki on the card).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_flip.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.state import LOC_DECK, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MORPHING_JAR_2 = 79106360


def pick_up_monsters(g: Duel, p: int, n: int, src: int) -> list[int]:
    """``p``'s top cards, top first, up to and including the ``n``-th monster card (the whole
    Deck when it holds fewer); logged in public with their names as ``src``'s effect (they stay
    in the Deck until the caller moves them)."""
    got: list[int] = []
    seen = 0
    for c in reversed(g.deck[p]):  # the top of the Deck is the end of the list
        if seen >= n:
            break
        got.append(c)
        if g.cd(c).is_monster:
            seen += 1
    if got:
        names = [g.cd(c).name for c in got]
        note(g, src, "Picked up: " + ", ".join(x.en for x in names),
             "翻开：" + "、".join(x.zh for x in names), cards=[g.card_pub(c) for c in got])
    return got


def _morph(g: Duel, lk: Link) -> None:
    field = [m for q in (0, 1) for m in g.monsters(q)]
    returned = [0, 0]
    for m in field:
        cd = g.cd(m)
        if not cd.is_extra and not cd.type & C.TOKEN:
            returned[g.owner[m]] += 1
    if field:
        g.to_deck(field, shuffle=False)
    for q in (g.tp, 1 - g.tp):
        g.shuffle_deck(q)
    for q in (g.tp, 1 - g.tp):
        got = pick_up_monsters(g, q, returned[q], lk.card)
        rest = []
        for c in got:
            cd = g.cd(c)
            if cd.is_monster and g.has_level(c) and g.level(c) <= 4 \
                    and g.can_special_summon(c, q) and g.special_summon(c, q, POS_FD_DEF):
                continue
            rest.append(c)
        rest = [c for c in rest if g.loc[c] == LOC_DECK]
        if rest:
            g.send_to_gy(rest, "effect")


reg(MORPHING_JAR_2, Effect(kind="flip", optional=False, operation=(_morph,),
                           category=CAT_SPSUMMON,
                           name=Text("场上怪兽全部回到卡组，翻卡特殊召唤4星以下怪兽",
                                     "All monsters back to the Decks; pick up and Special "
                                     "Summon Level 4 or lower")))

__all__ = ["MORPHING_JAR_2", "pick_up_monsters"]
