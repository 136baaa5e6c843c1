"""Spells that change a rule of play (issue 15 part 3, session 7, g7-s), over the engine hooks
this helper added (``effects/hooks.py``: ``LEVEL_MODS``, ``SET_ALLOWED``, ``PLAY_COSTS``). None
is flagged "Goat-era version" in ``goat-pool.csv``: today's official text (DawnbrandBots/
yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; our wording in ``pool/goat.csv``,
checks in ``tests/ygo/test_goat7_s_rules.py``.

* Demotion — Equip Spell: the equipped monster's Level is 2 lower (never below 1).
* A Legendary Ocean — Field Spell, its name always "Umi" (``goat_mon_continuous.UMI``); WATER
  monsters on the field gain 200 ATK/DEF; the Level of every WATER monster in both hands and
  on the field is 1 lower (so a Level 5 WATER monster is Normal Summoned without a Tribute).
* Cold Wave — only at the start of Main Phase 1 (nothing done yet in it); until its
  activator's next turn, neither player can activate or Set Spell or Trap Cards (Set cards and
  the effects of face-up ones included: the Japanese text "効果の使用及び発動・セット").
* Chain Energy — Continuous Spell: each player pays 500 LP per card to Normal Summon, Special
  Summon, Set or activate a card from the hand (per face-up Chain Energy); what cannot be paid
  cannot be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import live, note, reg, up
from cardtable.ygo.cards.scripts.goat7_s_equips import equip_spell
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    LEVEL_MODS,
    PLAY_COSTS,
    SET_ALLOWED,
    SUMMON_ALLOWED,
    only_for,
    play_cost,
)
from cardtable.ygo.state import LOC_FZONE, LOC_HAND, LOC_MZONE, PH_MAIN1

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DEMOTION = 72575145
A_LEGENDARY_OCEAN = 295517
COLD_WAVE = 60682203
CHAIN_ENERGY = 79323590
CHAIN_ENERGY_LP = 500


# --- Demotion -------------------------------------------------------------------------------


@only_for({DEMOTION})
def _demoted(g: Duel, c: int, lv: int) -> int:
    if g.loc[c] != LOC_MZONE:
        return lv
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == DEMOTION and g.equip[s] == c and live(g, s):
                lv -= 2
    return lv


LEVEL_MODS.append(_demoted)
equip_spell(DEMOTION, cat=0)


# --- A Legendary Ocean ----------------------------------------------------------------------


def _ocean_up(g: Duel) -> int:
    """How many face-up A Legendary Oceans apply (one per Field Zone at most)."""
    return sum(1 for f in g.fz if f >= 0 and g.code[f] == A_LEGENDARY_OCEAN
               and g.loc[f] == LOC_FZONE and live(g, f))


@only_for({A_LEGENDARY_OCEAN})
def _ocean_level(g: Duel, c: int, lv: int) -> int:
    loc = g.loc[c]
    if (loc == LOC_HAND or (loc == LOC_MZONE and up(g, c))) and g.attribute(c) & C.WATER:
        return lv - _ocean_up(g)
    return lv


def _ocean_boost(g: Duel, s: int, c: int) -> int:
    return 200 if g.attribute(c) & C.WATER else 0


LEVEL_MODS.append(_ocean_level)
reg(A_LEGENDARY_OCEAN, Effect(aspects=(Aspect("atk", _ocean_boost), Aspect("def", _ocean_boost)),
                              category=CAT_ATKCHANGE))


# --- Cold Wave ------------------------------------------------------------------------------
COLD_WAVE_KEY = "cold_wave_until_turn"


def _start_of_main1(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """Main Phase 1 with nothing done in it yet (no activation, summon, Set or position
    change since it began)."""
    if g.phase != PH_MAIN1 or g.chain:
        return False
    for kind, pub, _ in reversed(g.elog):
        if kind in ("phase", "scenario_start"):
            return bool(pub.get("phase") == "main1")
        if kind in ("activate", "summon_declared", "set", "set_monster", "flip_summon_declared",
                    "special_summon", "summoned", "position_change", "turn"):
            return False
    return False


def _cold_wave(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Until its player's next turn, no Spell/Trap can be activated or Set",
         "直到发动者的下个回合，双方不能发动或盖放魔法·陷阱卡",
         **{COLD_WAVE_KEY: g.turn + 1})


def _cold(g: Duel) -> bool:
    """A Cold Wave resolved this turn or in the turn before, and its activator's next turn
    has not begun (the mark names the last turn it covers)."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and COLD_WAVE_KEY in pub and int(pub[COLD_WAVE_KEY]) >= g.turn:
            return True
        if kind == "turn" and int(pub.get("turn", g.turn)) < g.turn - 1:
            return False
    return False


@only_for({COLD_WAVE})
def _cold_activate(g: Duel, p: int, c: int, eff: Any) -> bool:
    cd = g.cd(c)
    return not ((cd.is_spell or cd.is_trap) and g.loc[c] != LOC_MZONE and _cold(g))


@only_for({COLD_WAVE})
def _cold_set(g: Duel, p: int, c: int) -> bool:
    return not _cold(g)


ACTIVATE_ALLOWED.append(_cold_activate)
SET_ALLOWED.append(_cold_set)
reg(COLD_WAVE, Effect(condition=_start_of_main1, operation=(_cold_wave,)))


# --- Chain Energy ---------------------------------------------------------------------------


@only_for({CHAIN_ENERGY})
def _chain_energy_cost(g: Duel, p: int, c: int, how: str) -> int:
    if g.loc[c] != LOC_HAND:
        return 0
    return CHAIN_ENERGY_LP * sum(1 for q in (0, 1) for s in g.sz[q]
                                 if s >= 0 and g.code[s] == CHAIN_ENERGY and live(g, s))


def _affordable(g: Duel, p: int, c: int, how: str) -> bool:
    return g.lp[p] >= play_cost(g, p, c, how)


@only_for({CHAIN_ENERGY})
def _chain_energy_summon(g: Duel, p: int, c: int, how: str) -> bool:
    if g.loc[c] != LOC_HAND or how == "flip":
        return True
    return _affordable(g, p, c, "special" if how == "special" else "normal")


@only_for({CHAIN_ENERGY})
def _chain_energy_activate(g: Duel, p: int, c: int, eff: Any) -> bool:
    return g.loc[c] != LOC_HAND or _affordable(g, p, c, "activate")


@only_for({CHAIN_ENERGY})
def _chain_energy_set(g: Duel, p: int, c: int) -> bool:
    return _affordable(g, p, c, "set")


PLAY_COSTS.append(_chain_energy_cost)
SUMMON_ALLOWED.append(_chain_energy_summon)
ACTIVATE_ALLOWED.append(_chain_energy_activate)
SET_ALLOWED.append(_chain_energy_set)
reg(CHAIN_ENERGY, Effect(aspects=(Aspect("play_cost_from_hand"),)))
