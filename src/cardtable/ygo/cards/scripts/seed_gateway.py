"""Gateway of the Six, fed by "Six Samurai" summons (seed 003 「永续魔法」 example).

The engine scripts the card and its "remove 2 counters: +500 ATK" effect (core_spells.py); this
module keeps those effects and adds: 2 Bushido Counters per "Six Samurai" summon (an event
hook: a continuous effect, no chain link), "remove 4 counters: add 1 Six Samurai from your Deck
or GY to your hand" and "remove 6: Special Summon 1 Shien monster from your hand or GY" (Great
Shogun Shien is a body here). The counter effects are effect activations, not Spell card
activations, so Magic Jammer cannot answer them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts import core_spells
from cardtable.ygo.cards.scripts.seed_common import last_pick
from cardtable.ygo.effects.api import (
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    register,
    scripted,
)
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.effects.registry import card
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_GY, LOC_HAND, POS_FU_ATK

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
def is_shien(g: Duel, c: int) -> bool:
    """A "Shien" monster (by name)."""
    cd = card(g.code[c])
    return cd.is_monster and "shien" in cd.name.en.lower()


def _shiens(g: Duel, p: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.gy[p]) if is_shien(g, c) and g.can_special_summon(c, p)]


def _cost6(g: Duel, lk: Link) -> None:
    g.counter[lk.card] -= 6
    g.log("counter", {**g.card_pub(lk.card), "removed": 6, "left": g.counter[lk.card]})


def _shien_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _shiens(g, lk.player), 1, 1, "summon_pick")


def _shien_summon(g: Duel, lk: Link) -> None:
    got = [x for x in last_pick(lk) if g.loc[x] in (LOC_HAND, LOC_GY)]
    if got and g.free_mzone(lk.player) >= 0:
        g.special_summon(got[0], lk.player, POS_FU_ATK)


register(
    GATEWAY,
    *scripted()[GATEWAY],
    Effect(kind="spell_effect", cost=(_cost4,), operation=(_search_pick, _search_add),
           category=CAT_SEARCH,
           condition=lambda g, c, p, w: g.counter[c] >= 4 and bool(_samurai(g, p)),
           name=Text("取除4个武士道指示物：「六武众」怪兽加入手牌",
                     "Remove 4 Bushido Counters: add 1 Six Samurai monster to your hand")),
    Effect(kind="spell_effect", cost=(_cost6,), operation=(_shien_pick, _shien_summon),
           category=CAT_SPSUMMON,
           condition=lambda g, c, p, w: g.counter[c] >= 6 and bool(_shiens(g, p)),
           name=Text("取除6个武士道指示物：从手牌·墓地特殊召唤「紫炎」",
                     "Remove 6 Bushido Counters: Special Summon a Shien monster from your hand "
                     "or GY")),
)
