"""Continuous Spells of the g7-s claims (issue 15 part 3, session 7). Neither is flagged
"Goat-era version" in ``goat-pool.csv``: today's official text (DawnbrandBots/yaml-yugi
``data/<passcode>.yaml``) is their Goat behaviour; our wording in ``pool/goat.csv``, checks in
``tests/ygo/test_goat7_s_continuous.py``.

* Impenetrable Formation — select 1 monster you control as it is activated; while you control
  2 or more monsters and all of them are in Defense Position, it gains 700 DEF; when it leaves
  the field, this card is destroyed (the selection kept by ``classic_lib.bind``).
* Dust Barrier — face-up Normal Monsters on the field are unaffected by the Spell Cards of its
  controller's opponent (g6-ma's ``UNAFFECTED`` / ``TARGET_BANS`` hooks, as Non-Spellcasting
  Area); it is destroyed in its controller's second Standby Phase after the activation (the
  count kept in its own ``g.counter``).
* Morale Boost — each time an Equip Spell Card is equipped, its controller gains 1000 LP; each
  time an equipped Equip Spell Card leaves the field, the player who controlled it takes 1000
  damage (g7-ma's ``equipped`` event and the engine's ``left_field`` event; the controller is
  noted as it is equipped). Our reading: an Equip Spell that never got equipped (a negated
  activation, a Set card) does not count.
* Blessings of the Nile — each time cards are discarded from your hand by the effect of a card
  your opponent controls (a chain link of theirs resolving), you gain 1000 LP: once for all the
  cards one resolving effect discards (our reading of "each time card(s) are discarded").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    bind,
    bound,
    bound_moved_once,
    live,
    note,
    pick,
    reg,
    tgt,
    up,
)
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    EVENT_HOOKS,
    PHASE_HOOKS,
    TARGET_BANS,
    UNAFFECTED,
    only_for,
)
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE, POS_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

IMPENETRABLE_FORMATION = 96631852
DUST_BARRIER = 31476755


# --- Impenetrable Formation -----------------------------------------------------------------


def _mine(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0]


def _select(g: Duel, lk: Link) -> None:
    m = tgt(g, lk)
    if m >= 0 and g.loc[m] == LOC_MZONE and g.life[lk.card] == lk.life \
            and g.loc[lk.card] == LOC_SZONE:
        bind(g, lk.card, m)
        note(g, lk.card, "Selected monster", "选择的怪兽", selected=g.card_pub(m))


def _formation_def(g: Duel, s: int, c: int) -> int:
    if bound(g, s) != c:
        return 0
    p = g.ctrl[s]
    mine = [m for m in g.mz[p] if m >= 0]
    if g.ctrl[c] != p or len(mine) < 2 or any(g.pos[m] & POS_ATK for m in mine):
        return 0
    return 700


@only_for({IMPENETRABLE_FORMATION})
def _formation_left(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "left_field" or not g.cd(c).is_monster:
        return
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == IMPENETRABLE_FORMATION and up(g, s) \
                    and bound_moved_once(g, s, c):
                g.destroy([s], "effect")


EVENT_HOOKS.append(_formation_left)
reg(IMPENETRABLE_FORMATION, Effect(
    target=(pick(_mine, "target_monster"),), target_picks=True, operation=(_select,),
    aspects=(Aspect("def", _formation_def),), category=CAT_ATKCHANGE,
    condition=lambda g, c, p, w: bool(_mine(g, p, c))))


# --- Dust Barrier ---------------------------------------------------------------------------


def _barrier_against(g: Duel, card: int, src: int) -> bool:
    """``card`` is a face-up Normal Monster and ``src`` a Spell Card of the opponent of an
    applying Dust Barrier's controller."""
    if g.loc[card] != LOC_MZONE or not up(g, card) or not g.cd(card).type & C.NORMAL:
        return False
    if not g.cd(src).is_spell:
        return False
    return any(g.code[s] == DUST_BARRIER and g.ctrl[s] != g.ctrl[src] for s in g.sources())


@only_for({DUST_BARRIER})
def _barrier_unaffected(g: Duel, card: int, src: int) -> bool:
    return _barrier_against(g, card, src)


@only_for({DUST_BARRIER})
def _barrier_no_equip(g: Duel, card: int, p: int, src: int) -> bool:
    return bool(g.cd(src).type & C.EQUIP) and _barrier_against(g, card, src)


@only_for({DUST_BARRIER})
def _barrier_standby(g: Duel, ev: str) -> None:
    if ev != "standby":
        return
    for s in g.sz[g.tp]:
        if s >= 0 and g.code[s] == DUST_BARRIER and live(g, s):
            g.counter[s] += 1
            if g.counter[s] >= 2:
                g.destroy([s], "effect")


UNAFFECTED.append(_barrier_unaffected)
TARGET_BANS.append(_barrier_no_equip)
PHASE_HOOKS.append(_barrier_standby)
reg(DUST_BARRIER, Effect(aspects=(Aspect("normal_monster_spell_shield"),)))


# --- Morale Boost ---------------------------------------------------------------------------
MORALE_BOOST = 93671934
MORALE_LP = 1000
MORALE_KEY = "morale_boost_equip"


def _morale_up(g: Duel) -> int:
    """How many face-up Morale Boosts apply (each gives or takes its 1000)."""
    return sum(1 for q in (0, 1) for s in g.sz[q]
               if s >= 0 and g.code[s] == MORALE_BOOST and live(g, s))


def _equip_spell(g: Duel, e: int) -> bool:
    cd = g.cd(e)
    return cd.is_spell and bool(cd.type & C.EQUIP)


@only_for({MORALE_BOOST})
def _morale(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """An Equip Spell equipped: its controller gains 1000 (and its stay is noted with that
    controller); an equipped Equip Spell leaving the field: that controller takes 1000."""
    if ev == "equipped" and data:
        e = int(data[0])
        if not _equip_spell(g, e) or not g.loc[e] & LOC_SZONE:
            return
        n = _morale_up(g)
        note(g, e, "Equipped", "装备", **{MORALE_KEY: [e, g.life[e], g.ctrl[e]]})
        if n:
            g.recover(g.ctrl[e], MORALE_LP * n)
    elif ev == "left_field" and _equip_spell(g, c):
        p = next((int(pub[MORALE_KEY][2]) for kind, pub, _ in reversed(g.elog)
                  if kind == "card_effect" and MORALE_KEY in pub
                  and pub[MORALE_KEY][:2] == [c, g.life[c] - 1]), -1)
        n = _morale_up(g)
        if p >= 0 and n:
            g.damage(p, MORALE_LP * n)


EVENT_HOOKS.append(_morale)
reg(MORALE_BOOST, Effect(aspects=(Aspect("equip_lp_swings"),)))


# --- Blessings of the Nile ------------------------------------------------------------------
BLESSINGS_OF_THE_NILE = 30653113
NILE_LP = 1000
NILE_KEY = "blessings_of_the_nile"


@only_for({BLESSINGS_OF_THE_NILE})
def _nile(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A card discarded from a hand while an opponent's chain link resolves: that hand's
    player gains 1000 per face-up Blessings of the Nile, once for the cards that one effect
    discards."""
    if ev != "to_gy" or data[:1] != ("discard",) or not g.chain:
        return
    lk = g.chain[-1]
    p = g.owner[c]
    if not lk.ready or lk.player == p:
        return
    n = sum(1 for s in g.sz[p] if s >= 0 and g.code[s] == BLESSINGS_OF_THE_NILE and live(g, s))
    if not n:
        return
    key = [lk.card, lk.life, len(g.chain), p]
    for kind, pub, _ in reversed(g.elog):
        if kind == "resolve":
            break
        if kind == "card_effect" and pub.get(NILE_KEY) == key:
            return  # the same effect's discards count once
    note(g, next(s for s in g.sz[p] if s >= 0 and g.code[s] == BLESSINGS_OF_THE_NILE),
         "Cards discarded by the opponent's effect: gain 1000", "被对方的效果丢弃：回复1000",
         **{NILE_KEY: key})
    g.recover(p, NILE_LP * n)


EVENT_HOOKS.append(_nile)
reg(BLESSINGS_OF_THE_NILE, Effect(aspects=(Aspect("discard_lp_gain"),)))
