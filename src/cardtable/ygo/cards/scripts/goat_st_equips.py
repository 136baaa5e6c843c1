"""Goat-pool Equip Spells (issue 15 part 3, Spells & Traps batch 4), on the classic equip helper
(``classic_spells.equip_spell``: it targets a face-up monster, attaches on resolution and is
destroyed when the monster stops matching its limit): Ritual Weapon, Mask of Brutality,
Paralyzing Potion, Gravity Axe - Grarl, 7 Completed; batch 11: Shooting Star Bow - Ceal and
Opti-Camouflage Armor (their monster may attack directly: an ``ATTACK_TARGETS`` hook). Texts
(2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st_equips.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import has, mons, pick, race_is, reg
from cardtable.ygo.cards.scripts.classic_spells import equip_spell, own_standby, upkeep_or_destroy
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_EQUIP, Aspect, Effect, Link, ask_option
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, POSITION_LOCKED, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_SZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RITUAL_WEAPON = 54351224
MASK_OF_BRUTALITY = 82432018
PARALYZING_POTION = 50152549
GRAVITY_AXE = 32022366
SEVEN_COMPLETED = 86198326
SHOOTING_STAR_BOW = 95638658
OPTI_CAMOUFLAGE = 44762290
DIRECT_EQUIPS = frozenset({SHOOTING_STAR_BOW, OPTI_CAMOUFLAGE})

_MACHINE = C.RACE_BY_NAME["Machine"]


def _small_ritual(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.type & C.RITUAL) and cd.level <= 6


# "Equip only to a Level 6 or lower Ritual Monster: it gains 1500 ATK and DEF"
equip_spell(RITUAL_WEAPON, 1500, 1500, _small_ritual)

# "+1000 ATK, -1000 DEF; during each of your Standby Phases pay 1000 LP or destroy this card"
equip_spell(MASK_OF_BRUTALITY, 1000, -1000, more=(
    Effect(kind="trigger", event="standby", optional=False, condition=own_standby,
           operation=upkeep_or_destroy(1000)),))

# "Equip only to a non-Machine monster: it cannot declare an attack"
equip_spell(PARALYZING_POTION, 0, 0, lambda g, c: not g.race(c) & _MACHINE,
            extra=(Aspect("no_attack", lambda g, s, c: g.equip[s] == c),))

# "+500 ATK; while this card is face-up, your opponent's monsters cannot change their battle
# positions" (their controller's own changes; card effects still can)
equip_spell(GRAVITY_AXE, 500)


@only_for({GRAVITY_AXE})
def _axe_locked(g: Duel, m: int) -> bool:
    q = 1 - g.ctrl[m]
    return any(g.code[s] == GRAVITY_AXE and g.pos[s] & POS_FACEUP and g.loc[s] == LOC_SZONE
               and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE for s in g.sz[q] if s >= 0)


POSITION_LOCKED.append(_axe_locked)

# --- 7 Completed: equip only to a Machine; on resolution choose ATK or DEF: +700 to it ---------

_SEVEN = ((1, Text("攻击力上升700", "+700 ATK")), (2, Text("守备力上升700", "+700 DEF")))


def _seven_choose(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _SEVEN, "choose")


def _seven_keep(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = int(lk.picks[-1])  # the card's own memory: 1 = ATK, 2 = DEF


def _seven(which: int) -> Aspect:
    return Aspect("atk" if which == 1 else "def",
                  lambda g, s, c: 700 if g.equip[s] == c and g.counter[s] == which else 0)


_machines = mons("any", True, race_is(_MACHINE))
reg(SEVEN_COMPLETED, Effect(
    equip=True, target=(pick(_machines, "target_monster"),), target_picks=True,
    operation=(_seven_choose, _seven_keep), category=CAT_EQUIP | CAT_ATKCHANGE,
    condition=has(_machines),
    aspects=(_seven(1), _seven(2), Aspect("equip_limit", lambda g, e, m: bool(
        g.race(m) & _MACHINE)))))


# --- direct-attack equips: Shooting Star Bow - Ceal ("the equipped monster loses 1000 ATK and can
#     attack your opponent directly"), Opti-Camouflage Armor ("equip only to a Level 1 monster: it
#     can attack your opponent directly") ---------------------------------------------------------
equip_spell(SHOOTING_STAR_BOW, -1000)
equip_spell(OPTI_CAMOUFLAGE, 0, 0, lambda g, c: g.has_level(c) and g.level(c) == 1)


@only_for(DIRECT_EQUIPS)
def _direct_equipped(g: Duel, a: int, tg: list[int]) -> list[int]:
    if -1 in tg:
        return tg
    for s in g.sz[g.ctrl[a]]:
        if s >= 0 and g.code[s] in DIRECT_EQUIPS and g.equip[s] == a \
                and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE:
            return [*tg, -1]
    return tg


ATTACK_TARGETS.append(_direct_equipped)
