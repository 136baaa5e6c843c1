"""Goat-pool monsters with Spell Counters (issue 15 part 3, monster batch 19): "each time a Spell
Card is activated, place 1 Spell Counter on this card" as one table (``COUNTER_MAX``: the
maximum, 0 = none) over a ``RESOLVE_HOOKS`` counter, as Skilled Dark Magician's in
``classic_monsters.py`` (the counter is placed when the Spell Card's activation resolves; the
counters live in ``g.counter``, cleared when the card moves): Royal Magical Library (remove 3:
draw 1), Blast Magician (remove any number: destroy 1 face-up monster with ATK up to 700 per
counter), Magical Marionette (+200 ATK per counter; remove 2: destroy 1 monster). Texts in
``pool/goat.csv``; checks in ``tests/ygo/test_goat_mon_counters.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import live_targets, mons, pick, reg, up
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_DRAW,
    Aspect,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

Step = Callable[["Duel", Link], None]
Cond = Callable[["Duel", int, int, tuple[Any, ...]], bool]

ROYAL_MAGICAL_LIBRARY = 70791313
BLAST_MAGICIAN = 21051146
MAGICAL_MARIONETTE = 8034697
#: code -> the most Spell Counters it may hold (0 = no maximum)
COUNTER_MAX: dict[int, int] = {ROYAL_MAGICAL_LIBRARY: 3, BLAST_MAGICIAN: 0,
                               MAGICAL_MARIONETTE: 2}


def _count_spell(g: Duel, lk: Link) -> bool:
    """Resolve hook: a Spell Card's activation resolving gives each face-up holder 1 Spell
    Counter (up to its maximum). Never negates anything."""
    if lk.card_act and g.pool.cards[lk.code].is_spell:
        for q in (0, 1):
            for m in g.mz[q]:
                if m >= 0 and g.code[m] in COUNTER_MAX and up(g, m):
                    top = COUNTER_MAX[g.code[m]]
                    if not top or g.counter[m] < top:
                        g.counter[m] += 1
                        g.log("counter", {**g.card_pub(m), "spell_counters": g.counter[m]})
    return False


RESOLVE_HOOKS.append(only_for(COUNTER_MAX)(_count_spell))


def _remove(n: int) -> Step:
    """Cost step: remove ``n`` Spell Counters from this card."""

    def st(g: Duel, lk: Link) -> None:
        g.counter[lk.card] -= n
        g.log("counter", {**g.card_pub(lk.card), "spell_counters": g.counter[lk.card]})

    return st


def _has(n: int) -> Cond:
    return lambda g, c, p, w: g.counter[c] >= n


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.destroy(ts, "effect", lk)


# Royal Magical Library: remove 3 Spell Counters: draw 1
reg(ROYAL_MAGICAL_LIBRARY, Effect(kind="ignition", cost=(_remove(3),), condition=_has(3),
                                  operation=(ops.draw(1),), category=CAT_DRAW,
                                  name=Text("取除3个魔力指示物：抽1张卡",
                                            "Remove 3 Spell Counters: draw 1 card")))

# Magical Marionette: +200 ATK per Spell Counter; remove 2: destroy 1 monster on the field
_any_monster = mons("any")
reg(MAGICAL_MARIONETTE,
    Effect(kind="continuous", category=CAT_ATKCHANGE,
           aspects=(Aspect("atk", lambda g, s, c: 200 * g.counter[s] if c == s else 0),)),
    Effect(kind="ignition", cost=(_remove(2),),
           condition=lambda g, c, p, w: g.counter[c] >= 2 and bool(_any_monster(g, p, c)),
           target=(pick(_any_monster, "target_monster"),), target_picks=True,
           operation=(_destroy_targets,), category=CAT_DESTROY,
           name=Text("取除2个魔力指示物：破坏1只怪兽", "Remove 2 Spell Counters: destroy 1 "
                     "monster")))

# --- Blast Magician: remove any number of Spell Counters: destroy 1 face-up monster whose ATK is
#     at most 700 per counter removed -----------------------------------------------------------


def _blastable(g: Duel, n: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m) and g.atk(m) <= 700 * n]


def _blast_how_many(g: Duel, lk: Link) -> None:
    have = g.counter[lk.card]
    opts = [(n, Text(f"取除{n}个（攻击力{700 * n}以下）", f"Remove {n} (ATK {700 * n} or less)"))
            for n in range(1, have + 1) if _blastable(g, n)]
    ask_option(g, lk, lk.player, opts, "choose")


def _blast_remove(g: Duel, lk: Link) -> None:
    n = int(lk.picks[-1])
    g.counter[lk.card] -= n
    lk.data["n"] = n
    g.log("counter", {**g.card_pub(lk.card), "spell_counters": g.counter[lk.card]})


def _blast_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _blastable(g, int(lk.data.get("n", 0))), 1, 1,
              "target_monster")


def _blast(g: Duel, lk: Link) -> None:
    n = int(lk.data.get("n", 0))
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)
          and g.atk(t) <= 700 * n]
    if ts:
        g.destroy(ts, "effect", lk)


reg(BLAST_MAGICIAN, Effect(
    kind="ignition", cost=(_blast_how_many, _blast_remove), target=(_blast_target,),
    target_picks=True, operation=(_blast,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: g.counter[c] > 0 and bool(_blastable(g, g.counter[c])),
    name=Text("取除魔力指示物：破坏攻击力在其数量×700以下的怪兽",
              "Remove Spell Counters: destroy a monster with ATK up to 700 each")))
