"""Gateway of the Six, fed by "Six Samurai" summons (seed 003 「永续魔法」 example).

The engine scripts the card and its "remove 2 counters: +500 ATK" effect (core_spells.py); this
module keeps those effects and adds: 2 Bushido Counters per "Six Samurai" summon (an event
hook: a continuous effect, no chain link), and
"remove 4 counters: add 1 Six Samurai from your Deck or GY to your hand". Both later effects
are effect activations, not Spell card activations, so Magic Jammer cannot answer them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts import core_spells
from cardtable.ygo.cards.scripts.seed_common import last_pick
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link, ask_cards, register, scripted
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.effects.registry import card
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GATEWAY = 27970830
assert core_spells is not None  # the engine's Gateway effects are registered first


def is_six_samurai(g: Duel, c: int) -> bool:
    """A "Six Samurai" monster (by name)."""
    cd = card(g.code[c])
    return cd.is_monster and "six samurai" in cd.name.en.lower()


def _feed(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Event hook: each "Six Samurai" summon puts 2 Bushido Counters on every face-up, active
    Gateway of the Six (a continuous effect: no chain link)."""
    if ev != "summoned" or not is_six_samurai(g, c):
        return
    for p in (0, 1):
        for gate in g.sz[p]:
            if gate >= 0 and g.code[gate] == GATEWAY and g.is_face_up(gate) \
                    and g.flags[gate] & F_ACTIVE and not g.flags[gate] & F_NEGATED \
                    and not g.spells_negated():
                g.counter[gate] += 2
                g.log("counter", {**g.card_pub(gate), "added": 2, "now": g.counter[gate],
                                  "why": "Bushido Counter"})


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


EVENT_HOOKS.append(only_for({GATEWAY})(_feed))
register(
    GATEWAY,
    *scripted()[GATEWAY],
    Effect(kind="spell_effect", cost=(_cost4,), operation=(_search_pick, _search_add),
           category=CAT_SEARCH,
           condition=lambda g, c, p, w: g.counter[c] >= 4 and bool(_samurai(g, p)),
           name=Text("取除4个武士道指示物：「六武众」怪兽加入手牌",
                     "Remove 4 Bushido Counters: add 1 Six Samurai monster to your hand")),
)
