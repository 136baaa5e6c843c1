"""Gateway of the Six, fed by "Six Samurai" summons (seed 003 「永续魔法」 example).

The engine scripts the card and its "remove 2 counters: +500 ATK" effect (core_spells.py); this
module keeps those effects and adds: 2 Bushido Counters per "Six Samurai" summon (a mandatory
trigger here, a simplification: the printed card places them without a chain link), and
"remove 4 counters: add 1 Six Samurai from your Deck or GY to your hand". Both later effects
are effect activations, not Spell card activations, so Magic Jammer cannot answer them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts import core_spells
from cardtable.ygo.cards.scripts.seed_common import last_pick
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link, ask_cards, register, scripted
from cardtable.ygo.effects.registry import card
from cardtable.ygo.state import F_ACTIVE, LOC_DECK, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GATEWAY = 27970830
assert core_spells is not None  # the engine's Gateway effects are registered first


def is_six_samurai(g: Duel, c: int) -> bool:
    """A "Six Samurai" monster (by name)."""
    cd = card(g.code[c])
    return cd.is_monster and "six samurai" in cd.name.en.lower()


def _feed_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (len(w) >= 2 and is_six_samurai(g, w[1]) and g.is_face_up(c)
            and bool(g.flags[c] & F_ACTIVE))


def _feed(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.life[c] == lk.data["life"] and g.on_field(c) and g.is_face_up(c):
        g.counter[c] += 2
        g.log("counter", {**g.card_pub(c), "added": 2, "now": g.counter[c]})


def _samurai(g: Duel, p: int) -> list[int]:
    return [c for c in (*reversed(g.deck[p]), *g.gy[p]) if is_six_samurai(g, c)]


def _cost4(g: Duel, lk: Link) -> None:
    g.counter[lk.card] -= 4
    g.log("counter", {**g.card_pub(lk.card), "removed": 4, "left": g.counter[lk.card]})


def _search_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _samurai(g, lk.player), 1, 1, "search")


def _search_add(g: Duel, lk: Link) -> None:
    got = [x for x in last_pick(lk) if g.loc[x] in (LOC_DECK, LOC_GY)]
    from_deck = bool(got) and g.loc[got[0]] == LOC_DECK
    if got:
        g.to_hand(got)
    if from_deck:
        g.shuffle_deck(lk.player)


register(
    GATEWAY,
    *scripted()[GATEWAY],
    Effect(kind="trigger", scope="any", event="summoned", optional=False, condition=_feed_cond,
           operation=(_feed,), name=Text("放置2个武士道指示物", "Place 2 Bushido Counters")),
    Effect(kind="spell_effect", cost=(_cost4,), operation=(_search_pick, _search_add),
           category=CAT_SEARCH,
           condition=lambda g, c, p, w: g.counter[c] >= 4 and bool(_samurai(g, p)),
           name=Text("取除4个武士道指示物：「六武众」怪兽加入手牌",
                     "Remove 4 Bushido Counters: add 1 Six Samurai monster to your hand")),
)
