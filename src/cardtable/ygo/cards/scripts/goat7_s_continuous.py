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
