"""Gateway of the Six, fed by "Six Samurai" summons (seed 003 「永续魔法」 example).

The engine scripts the card and its "remove 2 counters: target a Six Samurai or Shien Effect
Monster, +500 ATK until the end of the turn" effect (core_spells.py); this module keeps those
effects and adds: 2 Bushido Counters each time a "Six Samurai" monster is Normal or Special
Summoned (an event hook: a continuous effect, no chain link; a Flip Summon places none),
"remove 4 counters: add 1 Six Samurai monster from your Deck or GY to your hand" and "remove 6:
target 1 Shien Effect Monster in your GY; Special Summon it". The counter effects are effect
activations, not Spell card activations, so Magic Jammer cannot answer them. The counters are
removed from Gateway itself: no other card of the pools holds Bushido Counters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts import core_spells
from cardtable.ygo.cards.scripts.seed_common import POS_ATK_DEF, last_pick, target_alive
from cardtable.ygo.effects.api import (
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
    register,
    scripted,
)
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GATEWAY = 27970830
assert core_spells is not None  # the engine's Gateway effects are registered first


def is_six_samurai(g: Duel, c: int) -> bool:
    """A "Six Samurai" monster (by name)."""
    cd = g.cd(c)
    return cd.is_monster and "six samurai" in cd.name.en.lower()


def _feed(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Event hook: each "Six Samurai" summon puts 2 Bushido Counters on every face-up, active
    Gateway of the Six (a continuous effect: no chain link)."""
    if ev != "summoned" or not is_six_samurai(g, c) or (data and data[0] == "flip"):
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
    """A "Shien" Effect Monster (by name)."""
    cd = g.cd(c)
    return cd.is_monster and bool(cd.type & C.EFFECT) and "shien" in cd.name.en.lower()


def _shiens(g: Duel, p: int) -> list[int]:
    return [c for c in g.gy[p] if is_shien(g, c) and g.can_special_summon(c, p)]


def _cost6(g: Duel, lk: Link) -> None:
    g.counter[lk.card] -= 6
    g.log("counter", {**g.card_pub(lk.card), "removed": 6, "left": g.counter[lk.card]})


def _shien_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _shiens(g, lk.player), 1, 1, "target_card")


def _shien_pos(g: Duel, lk: Link) -> None:
    if target_alive(g, lk) >= 0:
        ask_option(g, lk, lk.player, POS_ATK_DEF, "position")


def _shien_summon(g: Duel, lk: Link) -> None:
    t = target_alive(g, lk)
    if t >= 0 and g.loc[t] == LOC_GY and g.free_mzone(lk.player) >= 0 \
            and g.can_special_summon(t, lk.player):
        g.special_summon(t, lk.player, int(lk.picks[-1]))


register(
    GATEWAY,
    *scripted()[GATEWAY],
    Effect(kind="spell_effect", cost=(_cost4,), operation=(_search_pick, _search_add),
           category=CAT_SEARCH,
           condition=lambda g, c, p, w: g.counter[c] >= 4 and bool(_samurai(g, p)),
           name=Text("取除4个武士道指示物：「六武众」怪兽加入手牌",
                     "Remove 4 Bushido Counters: add 1 Six Samurai monster to your hand")),
    Effect(kind="spell_effect", cost=(_cost6,), target=(_shien_target,), target_picks=True,
           operation=(_shien_pos, _shien_summon), category=CAT_SPSUMMON,
           condition=lambda g, c, p, w: g.counter[c] >= 6 and bool(_shiens(g, p))
           and g.free_mzone(p) >= 0,
           name=Text("取除6个武士道指示物：选择自己墓地1只「紫炎」效果怪兽特殊召唤",
                     "Remove 6 Bushido Counters: target 1 Shien Effect Monster in your GY; "
                     "Special Summon it")),
    override=True,  # extends the effects core_spells.py registered
)
