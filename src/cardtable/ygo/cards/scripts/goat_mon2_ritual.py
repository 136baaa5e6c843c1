"""Goat-pool Ritual Monsters with their Ritual Spells (issue 15 part 3, goat-mon2 batch 4).

* Contract with the Dark Master / Dark Master - Zorc: once per turn Zorc rolls a six-sided die
  (the duel's seeded RNG; the result is public, a ``die_roll`` event): 1 or 2 destroys every
  monster the opponent controls, 3 to 5 one of them (chosen as the effect resolves: the text
  targets nothing), 6 every monster its controller controls (Zorc too).
* Incandescent Ordeal / Legendary Flame Lord: a Spell Counter each time a Spell Card is
  activated (placed when that activation resolves: ``goat_mon2_counters.spell_counter_hook``,
  as ``goat_mon_counters.py``'s counters; they live in ``g.counter``, cleared when the card
  moves); remove 3: destroy every other monster on the field.

The Ritual Spells share ``classic_fusion_ritual.RITUAL_SPELL`` (tribute monsters from the hand
or field whose Levels add up to the Ritual Monster's, then Ritual Summon it from the hand); each
names its monster in the ``materials`` column of ``pool/goat.csv``. Checks in
``tests/ygo/test_goat_mon2_ritual.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_fusion_ritual import RITUAL_SPELL
from cardtable.ygo.cards.scripts.classic_lib import last, mark_used, once_per_turn, reg
from cardtable.ygo.cards.scripts.goat9_a_dice import rolled
from cardtable.ygo.cards.scripts.goat_mon2_counters import spell_counter_hook
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CONTRACT_WITH_THE_DARK_MASTER = 96420087
DARK_MASTER_ZORC = 97642679
INCANDESCENT_ORDEAL = 33031674
LEGENDARY_FLAME_LORD = 60258960

reg(CONTRACT_WITH_THE_DARK_MASTER, RITUAL_SPELL)
reg(INCANDESCENT_ORDEAL, RITUAL_SPELL)


roll_die = ops.roll_die  # the shared dice helper (effects/ops.py)


# --- Dark Master - Zorc -------------------------------------------------------------------------


def _zorc_roll(g: Duel, lk: Link) -> None:
    p = lk.player
    r = rolled(g, lk, lambda: roll_die(g, p))
    lk.data["roll"] = r
    if r <= 2:
        ms = g.monsters(1 - p)
        if ms:
            g.destroy(ms, "effect", lk)
    elif r <= 5:
        ms = g.monsters(1 - p)
        if len(ms) == 1:
            g.destroy(ms, "effect", lk)
        elif ms:
            lk.data["asked"] = True
            ask_cards(g, lk, p, ms, 1, 1, "destroy")
    else:
        ms = g.monsters(p)
        if ms:
            g.destroy(ms, "effect", lk)


def _zorc_destroy_picked(g: Duel, lk: Link) -> None:
    r = lk.data.get("roll", 0)
    if not 3 <= r <= 5 or not lk.data.get("asked"):
        return
    ts = [t for t in last(lk) if g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player]
    if ts:
        g.destroy(ts, "effect", lk)


reg(DARK_MASTER_ZORC,
    Effect(kind="ignition", cost=(mark_used,), condition=once_per_turn,
           operation=(_zorc_roll, _zorc_destroy_picked), category=CAT_DESTROY,
           name=Text("掷骰子", "Roll a die")))

# --- Legendary Flame Lord -----------------------------------------------------------------------


def _remove3(g: Duel, lk: Link) -> None:
    g.counter[lk.card] -= 3
    g.log("counter", {**g.card_pub(lk.card), "spell_counters": g.counter[lk.card]})


def _others(g: Duel, c: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and m != c]


def _flame_lord_sweep(g: Duel, lk: Link) -> None:
    ms = _others(g, lk.card)
    if ms:
        g.destroy(ms, "effect", lk)


_HOLDS = {LEGENDARY_FLAME_LORD: 0}  # no maximum
RESOLVE_HOOKS.append(only_for(_HOLDS)(spell_counter_hook(_HOLDS)))
reg(LEGENDARY_FLAME_LORD,
    Effect(kind="ignition", cost=(_remove3,),
           condition=lambda g, c, p, w: g.counter[c] >= 3 and bool(_others(g, c)),
           operation=(_flame_lord_sweep,), category=CAT_DESTROY,
           name=Text("取除3个魔力指示物：破坏这张卡以外的场上的怪兽全部",
                     "Remove 3 Spell Counters: destroy every other monster on the field")))
