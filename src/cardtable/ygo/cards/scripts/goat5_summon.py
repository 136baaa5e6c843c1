"""Goat-pool monsters with a trigger when they are Summoned (Normal, Flip or Special: the
engine's ``summoned`` event), and one "destroyed and sent to the Graveyard" price (issue 15
part 3, goat-m1). All are mandatory.

* Dark Jeroid: 1 face-up monster on the field (a target; Dark Jeroid itself when it is the
  only one) loses 800 ATK while it stays face-up on the field.
* Dragon Seeker: destroy 1 face-up Dragon-Type monster on the field (a target).
* Granadora: its controller gains 1000 Life Points; when it is destroyed and sent to the
  Graveyard, its owner takes 2000 damage.
* Boar Soldier (Normal Summoned: destroyed; -1000 ATK while the opponent controls a monster),
  Infernal Flame Emperor (Tribute Summoned, "you can": remove up to 5 FIRE monsters of your
  Graveyard from play as the cost, then destroy as many Spell/Trap Cards on the field, targets;
  Kycoo's lock applies), A Man with Wdjat (when Summoned and in each of your Standby Phases:
  look at 1 Set Spell/Trap Card of the opponent, a target, named to you only).
* Fusilier Dragon, the Dual-Mode Beast: it can be Normal Summoned without Tributing (a
  ``MAIN_OPTIONS`` summon, as Swift Gaia's; not Set), and then its original ATK and DEF are
  halved while it stays on the field (a mark set when that summon succeeds).
* Emissary of the Afterlife (sent from the field to the Graveyard, as Sangan's ``left_field``
  trigger): each player, the turn player first, adds 1 Level 3 or lower Normal Monster from
  their Deck to their hand (shown to the other player: ``g.to_hand``).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_summon.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    base_atk,
    base_def,
    gy_banish_blocked,
    gy_banish_ready,
    gy_banish_zone,
    gy_substituted,
    last,
    live_targets,
    mons,
    pick,
    reg,
    tribute_summoned,
    up,
)
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_RECOVER,
    CAT_SEARCH,
    Aspect,
    Effect,
    Link,
    again,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    EVENT_HOOKS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    only_for,
)
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_MZONE, LOC_ONFIELD, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DARK_JEROID = 90980792
DRAGON_SEEKER = 28563545
GRANADORA = 13944422

_face_up = mons("any", True)
_dragons = mons("any", True, lambda g, c: bool(g.race(c) & C.RACE_BY_NAME["Dragon"]))


def _jeroid(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.add_buff(t, atk=-800, until_end=False, src=lk.card)


def _destroy(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if ts:
        g.destroy(ts, "effect", lk)


reg(DARK_JEROID, Effect(kind="trigger", event="summoned", optional=False,
                        target=(pick(_face_up, "target_monster"),), target_picks=True,
                        operation=(_jeroid,), category=CAT_ATKCHANGE))
reg(DRAGON_SEEKER, Effect(kind="trigger", event="summoned", optional=False,
                          target=(pick(_dragons, "target_monster"),), target_picks=True,
                          operation=(_destroy,), category=CAT_DESTROY))


def _destroyed_to_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY


reg(GRANADORA,
    Effect(kind="trigger", event="summoned", optional=False, operation=(ops.recover(1000),),
           category=CAT_RECOVER),
    Effect(kind="trigger", event="destroyed", optional=False, condition=_destroyed_to_gy,
           operation=(ops.damage(1000 * 2, "self"),), category=CAT_DAMAGE))

EMISSARY_OF_THE_AFTERLIFE = 75043725


def _small_normal(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return cd.type & (C.MONSTER | C.NORMAL) == C.MONSTER | C.NORMAL and 0 < cd.level <= 3


def _emissary(g: Duel, lk: Link) -> None:
    """Each player in turn (the turn player first) picks 1 card; the picks are added at the
    end."""
    done: list[int] = lk.data.setdefault("who", [])
    if done:
        lk.data.setdefault("got", []).extend(last(lk))
    if len(done) == 2:
        got = [c for c in lk.data.get("got", ()) if g.loc[c] == LOC_DECK]
        if got:
            g.to_hand(got)
        for q in {g.owner[c] for c in got}:
            g.shuffle_deck(q)
        return
    q = g.tp if not done else 1 - g.tp
    done.append(q)
    again(g, lk, _emissary)
    ask_cards(g, lk, q, [c for c in g.deck[q] if _small_normal(g, c)], 1, 1, "search")


reg(EMISSARY_OF_THE_AFTERLIFE, Effect(kind="trigger", event="left_field", optional=False,
                                      condition=_destroyed_to_gy, operation=(_emissary,),
                                      category=CAT_SEARCH))

# --- Boar Soldier --------------------------------------------------------------------------------

BOAR_SOLDIER = 21340051


def _destroy_self(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and g.life[lk.card] == lk.life:
        g.destroy([lk.card], "effect", lk)


def _boar_minus(g: Duel, s: int, c: int) -> int:
    return -1000 if c == s and any(m >= 0 for m in g.mz[1 - g.ctrl[s]]) else 0


reg(BOAR_SOLDIER,
    Effect(kind="trigger", event="summoned", optional=False,
           condition=lambda g, c, p, w: len(w) > 2 and w[2] == "normal",
           operation=(_destroy_self,), category=CAT_DESTROY),
    Effect(kind="continuous", aspects=(Aspect("atk", _boar_minus),), category=CAT_ATKCHANGE))

# --- Infernal Flame Emperor ----------------------------------------------------------------------

INFERNAL_FLAME_EMPEROR = 19847532


def _fire_in_gy(g: Duel, p: int) -> list[int]:
    return [c for c in gy_banish_zone(g, p) if g.cd(c).is_monster and g.cd(c).attribute & C.FIRE]


def _field_st(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in (*g.sz[q], g.fz[q]) if c >= 0]


def _emperor_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (tribute_summoned(g, c, p, w) and bool(_fire_in_gy(g, p))
            and bool(_field_st(g, p, c))
            and not (gy_banish_blocked(g, p) and not gy_substituted(g, p)))


def _emperor_cost_ask(g: Duel, lk: Link) -> None:
    p = lk.player
    n = min(5, len(_field_st(g, p, lk.card)))
    ask_cards(g, lk, p, _fire_in_gy(g, p), 1, n, "choose")


def _emperor_cost(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if gy_banish_ready(g, lk.player, c)]
    lk.data["n"] = len(got)
    g.banish(got)


def _emperor_target(g: Duel, lk: Link) -> None:
    n = int(lk.data.get("n", 0))
    ask_cards(g, lk, lk.player, _field_st(g, lk.player, lk.card), n, n, "target_spell_trap")


def _emperor_destroy(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.destroy(ts, "effect", lk)


reg(INFERNAL_FLAME_EMPEROR, Effect(
    kind="trigger", event="summoned", optional=True, when=True, condition=_emperor_cond,
    cost=(_emperor_cost_ask, _emperor_cost), target=(_emperor_target,), target_picks=True,
    operation=(_emperor_destroy,), category=CAT_DESTROY))

# --- A Man with Wdjat ----------------------------------------------------------------------------

A_MAN_WITH_WDJAT = 51351302


def _opp_set_st(g: Duel, p: int, s: int) -> list[int]:
    o = 1 - p
    return [c for c in (*g.sz[o], g.fz[o]) if c >= 0 and not up(g, c)]


def _wdjat_look(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):  # still the same Set card (target_ok asks for face-up)
        if g.loc[t] & LOC_ONFIELD and not up(g, t):
            show_privately(g, lk.card, lk.player, [t], "Looks at a Set card", "确认1张盖放的卡")


_wdjat_pick = pick(_opp_set_st, "target_spell_trap")
reg(A_MAN_WITH_WDJAT,
    Effect(kind="trigger", event="summoned", optional=False,
           condition=lambda g, c, p, w: bool(_opp_set_st(g, p, c)),
           target=(_wdjat_pick,), target_picks=True, operation=(_wdjat_look,)),
    Effect(kind="trigger", event="standby", optional=False,
           condition=lambda g, c, p, w: g.tp == p and g.loc[c] == LOC_MZONE and up(g, c)
           and bool(_opp_set_st(g, p, c)),
           target=(_wdjat_pick,), target_picks=True, operation=(_wdjat_look,)))

# --- Fusilier Dragon, the Dual-Mode Beast: Normal Summoned without Tributing, halved ------------

FUSILIER_DRAGON = 51632798


def _fusilier_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.tp != p or g.ns_used >= 1 or g.free_mzone(p) < 0:
        return []
    return [("goat5_fusilier", c) for c in g.hand[p] if g.code[c] == FUSILIER_DRAGON]


def _fusilier_summon(g: Duel, opt: tuple[Any, ...]) -> None:
    g.ns_used += 1
    g.stack.append(("summon_declared", opt[1], POS_FU_ATK, ()))


@only_for({FUSILIER_DRAGON})
def _fusilier_mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Marks a Fusilier Dragon Normal Summoned without Tributes (``g.counter``, cleared when the
    card moves): its original ATK and DEF are halved while it stays."""
    if ev != "summoned" or g.code[c] != FUSILIER_DRAGON or not data or data[0] != "normal":
        return
    for kind, pub, _ in reversed(g.elog):
        if kind == "summon_declared" and pub.get("card") == c:
            if int(pub.get("tributes", 0)) == 0:
                g.counter[c] = 1
            return


def _halved(base: Callable[[Duel, int], int]) -> Callable[[Duel, int, int], int]:
    def f(g: Duel, s: int, c: int) -> int:
        if c != s or g.counter[s] != 1:
            return 0
        b = max(int(base(g, s)), 0)
        return b // 2 - b

    return f


MAIN_OPTIONS.append(only_for({FUSILIER_DRAGON})(_fusilier_options))
MAIN_ACTIONS["goat5_fusilier"] = _fusilier_summon
ACTION_TEXTS["goat5_fusilier"] = Text("不用解放通常召唤「{zh}」（原本攻守减半）",
                                      "Normal Summon {en} without Tributing (original ATK/DEF "
                                      "halved)")
EVENT_HOOKS.append(_fusilier_mark)
reg(FUSILIER_DRAGON, Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(
    Aspect("atk", _halved(base_atk)), Aspect("def", _halved(base_def)))))

__all__ = [
    "A_MAN_WITH_WDJAT",
    "BOAR_SOLDIER",
    "DARK_JEROID",
    "DRAGON_SEEKER",
    "EMISSARY_OF_THE_AFTERLIFE",
    "FUSILIER_DRAGON",
    "GRANADORA",
    "INFERNAL_FLAME_EMPEROR",
]
