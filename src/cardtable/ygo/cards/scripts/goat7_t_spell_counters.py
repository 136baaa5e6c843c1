"""Spell Counters on Trap Cards and counted on every holder (issue 15 part 3, session 7, an
engine piece g7-t owns), and the Goat-pool Traps that place, move or remove them: Pitch-Black
Power Stone, Tower of Babel, Anti-Spell, Miracle Restoring, Exhausting Spell.

Texts: none is flagged "Goat-era version" in goat-pool.csv; today's official texts (yaml-yugi
``data/34029630.yaml`` Pitch-Black Power Stone, ``data/94256039.yaml`` Tower of Babel,
``data/53112492.yaml`` Anti-Spell, ``data/68334074.yaml`` Miracle Restoring,
``data/95451366.yaml`` Exhausting Spell) describe them; our own words in ``pool/goat.csv``:

* Pitch-Black Power Stone (Continuous Trap) — activated with 3 Spell Counters on it; once per
  turn, in your turn, target 1 other face-up card that can hold Spell Counters: move 1 counter
  from this card onto it; when its last counter is removed it is destroyed.
* Tower of Babel (Continuous Trap) — each time a Spell Card's activation resolves, 1 Spell
  Counter on it; when the 4th is placed, it is destroyed and the player who activated that
  Spell Card takes 3000 damage.
* Anti-Spell (Counter Trap) — remove 2 Spell Counters from your side of the field (the cost):
  negate a Spell Card's activation and destroy it.
* Miracle Restoring — remove 2 Spell Counters from your side of the field (the cost), then
  target 1 "Dark Magician" or "Buster Blader" in your Graveyard: Special Summon it.
* Exhausting Spell — every Spell Counter on the field (both sides) is removed.

The piece: a card's Spell Counters are its ``g.counter`` (cleared when it moves), on the Spell
Counter monsters (``goat6_s_counters.SPELL_COUNTER_MONSTERS``, their own scripts place them,
``goat_mon_counters.COUNTER_MAX`` caps them) and on the Traps of :data:`TRAP_HOLDERS`;
:func:`holders` / :func:`spell_counters` read both, :func:`remove_cost` is the "remove N Spell
Counters from your side of the field" cost (one counter at a time, from the holders the player
picks), :func:`set_counters` changes one holder's count with a public ``counter`` event (a
Power Stone left with none is destroyed). Checks: ``tests/ygo/test_goat7_t_spell_counters.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import (
    card_ok,
    in_gy,
    last,
    note,
    pick,
    reg,
    tgt,
    up,
)
from cardtable.ygo.cards.scripts.goat6_s_counters import SPELL_COUNTER_MONSTERS
from cardtable.ygo.cards.scripts.goat_mon_counters import COUNTER_MAX
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_NEGATE_ACT,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import RESOLVE_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, LOC_GY, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

PITCH_BLACK_POWER_STONE = 34029630
TOWER_OF_BABEL = 94256039
ANTI_SPELL = 53112492
MIRACLE_RESTORING = 68334074
EXHAUSTING_SPELL = 95451366
DARK_MAGICIAN = 46986414
BUSTER_BLADER = 78193831
#: Trap Cards holding Spell Counters in their ``g.counter`` while face-up and active
TRAP_HOLDERS = frozenset({PITCH_BLACK_POWER_STONE, TOWER_OF_BABEL})
TOWER_LIMIT = 4
_STONE_KEY = "power_stone_moved"


def _trap_holder(g: Duel, c: int) -> bool:
    return g.code[c] in TRAP_HOLDERS and g.loc[c] == LOC_SZONE and up(g, c) \
        and bool(g.flags[c] & F_ACTIVE)


def _monster_holder(g: Duel, c: int) -> bool:
    return g.code[c] in SPELL_COUNTER_MONSTERS and g.loc[c] == LOC_MZONE and up(g, c)


def can_hold(g: Duel, c: int) -> bool:
    """Card ``c`` is a face-up card that holds Spell Counters (a Spell Counter monster, or a
    Trap of :data:`TRAP_HOLDERS`) and has room for one more."""
    if _monster_holder(g, c):
        top = COUNTER_MAX.get(g.code[c], 0)
        return not top or g.counter[c] < top
    return _trap_holder(g, c)


def holders(g: Duel, p: int) -> list[int]:
    """``p``'s face-up cards holding at least 1 Spell Counter."""
    return [c for c in (*g.mz[p], *g.sz[p]) if c >= 0 and g.counter[c] > 0
            and (_monster_holder(g, c) or _trap_holder(g, c))]


def spell_counters(g: Duel, p: int) -> int:
    """The Spell Counters on ``p``'s side of the field."""
    return sum(g.counter[c] for c in holders(g, p))


def set_counters(g: Duel, c: int, n: int, by: Link | None = None) -> None:
    """Card ``c`` now holds ``n`` Spell Counters (a public ``counter`` event); a Pitch-Black
    Power Stone left with none is destroyed."""
    g.counter[c] = n
    g.log("counter", {**g.card_pub(c), "spell_counters": n})
    if n == 0 and g.code[c] == PITCH_BLACK_POWER_STONE and g.on_field(c):
        g.destroy([c], "effect", by)


def _ask_holder(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, holders(g, lk.player), 1, 1, "choose")


def _remove_one(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if c in holders(g, lk.player)]
    if got:
        set_counters(g, got[0], g.counter[got[0]] - 1)


def remove_cost(n: int) -> tuple[tuple[Any, ...], Callable[[Duel, int, int, W], bool]]:
    """The cost "remove ``n`` Spell Counters from your side of the field": ``(steps,
    condition)``; each counter comes off a holder the player picks."""
    return (_ask_holder, _remove_one) * n, lambda g, c, p, w: spell_counters(g, p) >= n


# --- Pitch-Black Power Stone ------------------------------------------------------------------


def _stone_place(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card):
        set_counters(g, lk.card, 3)


def _stone_cands(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in (*g.mz[q], *g.sz[q]) if c >= 0 and c != s
            and can_hold(g, c)]


def _stone_used(g: Duel, c: int) -> bool:
    return any(kind == "card_effect" and pub.get(_STONE_KEY) == c and pub.get("life") == g.life[c]
               for kind, pub, _ in this_turn(g))


def _stone_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == p and g.counter[c] > 0 and not _stone_used(g, c) \
        and bool(_stone_cands(g, p, c))


def _stone_mark(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Moves 1 Spell Counter (once this turn)", "移动1个魔力指示物（这个回合1次）",
         **{_STONE_KEY: lk.card, "life": g.life[lk.card]})


def _stone_move(g: Duel, lk: Link) -> None:
    s, t = lk.card, tgt(g, lk)
    if not g.on_field(s) or g.counter[s] <= 0 or t < 0 or not can_hold(g, t):
        return
    set_counters(g, t, g.counter[t] + 1)
    set_counters(g, s, g.counter[s] - 1, lk)


# --- Tower of Babel ---------------------------------------------------------------------------


@only_for({TOWER_OF_BABEL})
def _tower_count(g: Duel, lk: Link) -> bool:
    """A Spell Card's activation resolving puts 1 Spell Counter on each face-up Tower of
    Babel; the 4th destroys it and burns the Spell's activator for 3000. Never negates."""
    if not (lk.card_act and g.pool.cards[lk.code].is_spell):
        return False
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and _trap_holder(g, s) and g.code[s] == TOWER_OF_BABEL:
                set_counters(g, s, g.counter[s] + 1)
                if g.counter[s] >= TOWER_LIMIT:
                    g.destroy([s], "effect")
                    g.damage(lk.player, 3000, src=s)
    return False


RESOLVE_HOOKS.append(_tower_count)


# --- Anti-Spell, Miracle Restoring, Exhausting Spell ------------------------------------------


def _spell_below(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain or not g.chain[-1].ready:
        return False
    lk = g.chain[-1]
    return lk.card_act and g.pool.cards[lk.code].is_spell


_anti_cost, _anti_can = remove_cost(2)
_miracle_cost, _miracle_can = remove_cost(2)
_revivable = in_gy("self", lambda g, c: g.code[c] in (DARK_MAGICIAN, BUSTER_BLADER))


def _miracle_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return _miracle_can(g, c, p, w) and any(g.can_special_summon(x, p)
                                            for x in _revivable(g, p, c))


def _revive(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_GY and g.can_special_summon(t, lk.player):
        g.special_summon(t, lk.player)


def _exhaust(g: Duel, lk: Link) -> None:
    for q in (g.tp, 1 - g.tp):
        for c in holders(g, q):
            set_counters(g, c, 0, lk)


reg(PITCH_BLACK_POWER_STONE,
    Effect(operation=(_stone_place,)),
    Effect(kind="quick", where=LOC_SZONE, condition=_stone_cond,
           cost=(_stone_mark,),
           target=(pick(_stone_cands, "target_card"),), target_picks=True,
           operation=(_stone_move,)))
reg(TOWER_OF_BABEL, Effect())
reg(ANTI_SPELL, Effect(cost=_anti_cost, category=CAT_NEGATE_ACT, event="activated",
                       condition=lambda g, c, p, w: _spell_below(g, c, p, w)
                       and _anti_can(g, c, p, w),
                       operation=(ops.negate_activation(True),)))
reg(MIRACLE_RESTORING, Effect(cost=_miracle_cost, category=CAT_SPSUMMON,
                              condition=_miracle_cond,
                              target=(pick(_revivable, "target_gy"),), target_picks=True,
                              operation=(_revive,)))
reg(EXHAUSTING_SPELL, Effect(operation=(_exhaust,)))
