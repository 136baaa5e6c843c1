"""Goat-pool Spell Counter monsters (issue 15 part 3, goat-mon2 batch 6): Skilled White Magician,
the LIGHT twin of the classic Skilled Dark Magician — a Spell Counter each time a Spell Card is
activated (placed when that activation resolves, as the other counters; at most 3, kept in
``g.counter``, cleared when the card moves); Tribute it while it has 3 to Special Summon 1
"Buster Blader" from your hand, Deck or Graveyard (the position its controller picks: the text
names none, docs/rulings.md G5). Text in ``pool/goat.csv``; checks in
``tests/ygo/test_goat_mon2_counters.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last, reg, up
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


SKILLED_WHITE_MAGICIAN = 46363422
BUSTER_BLADER = 78193831
#: the most Spell Counters Skilled White Magician holds
MAX_COUNTERS = 3


def spell_counter_hook(top: dict[int, int]) -> Callable[[Duel, Link], bool]:
    """A resolve hook: a Spell Card's activation resolving puts 1 Spell Counter on each face-up
    monster whose code is in ``top`` (code -> the most it holds, 0 = no maximum). Never negates
    anything. Register it ``only_for(top)``."""

    def hook(g: Duel, lk: Link) -> bool:
        if lk.card_act and g.pool.cards[lk.code].is_spell:
            for q in (0, 1):
                for m in g.mz[q]:
                    if m >= 0 and g.code[m] in top and up(g, m) \
                            and (not top[g.code[m]] or g.counter[m] < top[g.code[m]]):
                        g.counter[m] += 1
                        g.log("counter", {**g.card_pub(m), "spell_counters": g.counter[m]})
        return False

    return hook


def _blader_cands(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p], *g.gy[p]) if g.code[c] == BUSTER_BLADER]


def _tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")


def _ask_blader(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _blader_cands(g, lk.player, lk.card), 1, 1, "summon_pick")


def _ask_pos(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] in (LOC_HAND, LOC_DECK, LOC_GY)]
    if got and g.free_mzone(lk.player) >= 0:
        lk.data["summon"] = got[0]
        choose_pos(g, lk)


def _summon_blader(g: Duel, lk: Link) -> None:
    c = int(lk.data.get("summon", -1))
    if c < 0 or g.loc[c] not in (LOC_HAND, LOC_DECK, LOC_GY):
        return
    from_deck = g.loc[c] == LOC_DECK
    g.special_summon(c, lk.player, int(lk.picks[-1]))
    if from_deck:
        g.shuffle_deck(lk.player)


_HOLDS = {SKILLED_WHITE_MAGICIAN: MAX_COUNTERS}
RESOLVE_HOOKS.append(only_for(_HOLDS)(spell_counter_hook(_HOLDS)))
reg(SKILLED_WHITE_MAGICIAN, Effect(
    kind="ignition", cost=(_tribute_self,), operation=(_ask_blader, _ask_pos, _summon_blader),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: g.counter[c] >= MAX_COUNTERS and bool(_blader_cands(g, p, c)),
    name=Text("解放：特殊召唤「破坏之剑士」", "Tribute: Special Summon Buster Blader")))
