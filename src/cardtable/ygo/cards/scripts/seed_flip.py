"""Seed flip monsters (seed 000 「翻转效果」 and 「同时行动」): Magician of Faith, Cyber Jar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.seed_common import POS_ATK_SET, target_alive
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    again,
    ask_cards,
    ask_option,
    register,
)
from cardtable.ygo.state import LOC_DECK, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MAGICIAN_OF_FAITH = 31560081
CYBER_JAR = 34124316

# --- Magician of Faith: FLIP: add 1 Spell from your GY to your hand ---------------------------


def _mof_target(g: Duel, lk: Link) -> None:
    spells = [c for c in g.gy[lk.player] if g.cd(c).is_spell]
    ask_cards(g, lk, lk.player, spells, 1, 1, "target_card")


def _mof_op(g: Duel, lk: Link) -> None:
    t = target_alive(g, lk)
    if t >= 0 and g.loc[t] == LOC_GY:
        g.to_hand([t])


register(MAGICIAN_OF_FAITH, Effect(kind="flip", optional=False, target=(_mof_target,),
                                   target_picks=True, operation=(_mof_op,),
                                   category=CAT_SEARCH))

# --- Cyber Jar: destroy all monsters, then each player (turn player first) reveals 5 ----------


def _jar_destroy(g: Duel, lk: Link) -> None:
    g.destroy([c for p in (0, 1) for c in g.mz[p] if c >= 0], "effect", lk)
    queue: list[tuple[int, int]] = []
    for p in (g.tp, 1 - g.tp):  # seed 000 「同时行动」: the turn player acts first
        top = list(reversed(g.deck[p][-5:]))
        g.log("reveal", {"player": p, "cards": [g.card_pub(c) for c in top],
                         "why": "Cyber Jar"})
        queue.extend((p, c) for c in top)
    lk.data["jar"] = tuple(queue)
    lk.data["asking"] = -1


def _jar_loop(g: Duel, lk: Link) -> None:
    asking = lk.data.get("asking", -1)
    if asking >= 0:
        p = g.owner[asking]
        if g.loc[asking] == LOC_DECK and g.free_mzone(p) >= 0:
            g.special_summon(asking, p, int(lk.picks[-1]))
        elif g.loc[asking] == LOC_DECK:
            g.to_hand([asking])
        lk.data["asking"] = -1
    queue: tuple[tuple[int, int], ...] = lk.data.get("jar", ())
    while queue:
        (p, c), queue = queue[0], queue[1:]
        lk.data["jar"] = queue
        if g.loc[c] != LOC_DECK:
            continue
        cd = g.cd(c)
        if cd.is_monster and 0 < cd.level <= 4 and not cd.is_extra \
                and g.free_mzone(p) >= 0 and g.can_special_summon(c, p):
            lk.data["asking"] = c
            again(g, lk, _jar_loop)
            ask_option(g, lk, p, POS_ATK_SET, "position")
            return
        g.to_hand([c])


register(CYBER_JAR, Effect(kind="flip", optional=False, operation=(_jar_destroy, _jar_loop),
                           category=CAT_DESTROY | CAT_SPSUMMON))
