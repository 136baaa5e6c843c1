"""Continuous Spells of the g8-s claims (issue 15 part 3, session 8). All three are flagged
"Goat-era version" in ``goat-pool.csv``; their texts are the 2002-2004 prints (our wording in
``pool/goat.csv``), checks in ``tests/ygo/test_goat8_s_continuous.py``.

* Continuous Destruction Punch (MFC-085, 2003) — "When the ATK of an attacking monster on your
  opponent's side of the field is lower than the DEF of the attacked Defense Position monster on
  your side of the field, destroy the attacking monster. Damage calculation is applied
  normally." (the MFC text quoted by the Eternity card of the day, eternity.mancubus.net,
  2005-02-13; Konami's English text in yaml-yugi ``data/68057622.yaml`` is the same print).
  The 2005 reading: no chain link; the attacker is destroyed when the battle's own destruction
  happens, right after damage calculation (the battle damage is dealt normally first), not at
  the end of the Damage Step as today's ruling has it. The ATK compared is the one used in the
  damage calculation (the ``battle`` log line).
* Inspection (PSV-038, 2002) — "During your opponent's Standby Phase, you can pay 500 Life
  Points to randomly select 1 card in your opponent's hand and look at it." (the PSV text, in
  yaml-yugi ``data/16227556.yaml``; the German, French and Italian prints say the same). Only
  its controller sees the card: a private reveal (``g.reveal``), the public log says that a
  random card was looked at, never which.
* Weapon Change (AST-041, 2004) — once in each of your Standby Phases you may pay 700 Life
  Points to switch the ATK and DEF of 1 Warrior or Machine monster of yours until the end of
  your opponent's next turn; "When this card is destroyed, the effect is negated" (the AST
  print: the German, Spanish, Italian and Portuguese prints in yaml-yugi
  ``data/10035717.yaml`` keep that sentence, today's English text dropped it). The switch is
  applied as it resolves (current ATK becomes the current DEF and back: g7-t's
  ``goat7_t_stat_set.become``) and ends at the end of the opponent's next turn or as soon as
  this Weapon Change leaves the field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    card_ok,
    last_battle,
    live,
    mons,
    note,
    pick,
    race_is,
    random_hand_card,
    reg,
    tgt,
)
from cardtable.ygo.cards.scripts.goat7_t_stat_set import become, drop_buff
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, EVENT_HOOKS, PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CONTINUOUS_DESTRUCTION_PUNCH = 68057622
INSPECTION = 16227556
WEAPON_CHANGE = 10035717
INSPECTION_LP = 500
WEAPON_CHANGE_LP = 700


def _face_up_spells(g: Duel, p: int, code: int) -> list[int]:
    return [s for s in g.sz[p] if s >= 0 and g.code[s] == code and live(g, s)]


# --- Continuous Destruction Punch -----------------------------------------------------------


def _damage_calc_atk(g: Duel) -> int:
    """The attacker's ATK used by the last damage calculation (its ``battle`` log line)."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "battle":
            return int(pub.get("atk", 0))
    return 0


@only_for({CONTINUOUS_DESTRUCTION_PUNCH})
def _punch(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if a < 0 or t < 0 or g.loc[a] != LOC_MZONE or g.loc[t] != LOC_MZONE:
        return
    p = g.ctrl[t]
    if g.ctrl[a] == p or not g.pos[t] & POS_DEF:
        return
    punch = _face_up_spells(g, p, CONTINUOUS_DESTRUCTION_PUNCH)
    if not punch or _damage_calc_atk(g) >= g.defense(t):
        return
    note(g, punch[0], "The attacker had less ATK than the DEF it attacked: destroyed",
         "攻击怪兽的攻击力低于被攻击怪兽的守备力：破坏")
    g.destroy([a], "effect")


BATTLE_END_HOOKS.append(_punch)
reg(CONTINUOUS_DESTRUCTION_PUNCH, Effect(kind="activate"))


# --- Inspection -----------------------------------------------------------------------------
_pay_inspection, _can_pay_inspection = costs.pay_lp(INSPECTION_LP)


def _inspection_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    q = g.ctrl[c]
    return g.tp != q and bool(g.hand[1 - q]) and live(g, c) and _can_pay_inspection(g, c, q)


def _inspect(g: Duel, lk: Link) -> None:
    x = random_hand_card(g, lk)
    if x < 0:
        return
    g.reveal(lk.player, [x])
    g.log("card_effect", {**g.card_pub(lk.card), "en": "Looks at 1 random card of the hand",
                          "zh": "随机观看对方1张手卡"},
          {lk.player: {"shown": {"card": x, "code": g.code[x], "name": g.cd(x).name.en}}})


reg(INSPECTION, Effect(kind="activate"),
    Effect(kind="trigger", event="standby", optional=True, condition=_inspection_cond,
           cost=_pay_inspection, operation=(_inspect,)))


# --- Weapon Change --------------------------------------------------------------------------
WEAPON_KEY = "weapon_change_switch"
_pay_weapon, _can_pay_weapon = costs.pay_lp(WEAPON_CHANGE_LP)
_switchable = mons("self", True, race_is(C.RACE_BY_NAME["Warrior"] | C.RACE_BY_NAME["Machine"]))


def _weapon_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    q = g.ctrl[c]
    return g.tp == q and live(g, c) and _can_pay_weapon(g, c, q) and bool(_switchable(g, q, c))


def _switch(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if not card_ok(g, lk) or t < 0 or g.loc[t] != LOC_MZONE or not g.target_ok(lk, t):
        return
    da, dd = become(g, t, atk=g.defense(t), defense=g.atk(t), until_end=False)
    note(g, lk.card, "ATK and DEF switched until the end of the opponent's next turn",
         "攻击力和守备力交换直到对方下个回合结束",
         **{WEAPON_KEY: [t, g.life[t], da, dd, g.turn + 1, lk.card]})


def _switches(g: Duel) -> list[list[int]]:
    """Every switch Weapon Change made this duel: ``[monster, life, da, dd, last turn, src]``."""
    return [list(pub[WEAPON_KEY]) for kind, pub, _ in g.elog
            if kind == "card_effect" and WEAPON_KEY in pub]


@only_for({WEAPON_CHANGE})
def _switch_ends(g: Duel, ev: str) -> None:
    """At the End Phase of the opponent's next turn the switch ends."""
    if ev != "end_phase":
        return
    for m, life, da, dd, last, _ in _switches(g):
        if last == g.turn:
            drop_buff(g, m, life, da, dd)


@only_for({WEAPON_CHANGE})
def _weapon_left(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """"When this card is destroyed, the effect is negated": its switches still running end."""
    if ev != "left_field" or g.code[c] != WEAPON_CHANGE:
        return
    for m, life, da, dd, last, src in _switches(g):
        if src == c and last >= g.turn:
            drop_buff(g, m, life, da, dd)


PHASE_HOOKS.append(_switch_ends)
EVENT_HOOKS.append(_weapon_left)
reg(WEAPON_CHANGE, Effect(kind="activate"),
    Effect(kind="trigger", event="standby", optional=True, condition=_weapon_cond,
           cost=_pay_weapon, target=(pick(_switchable, "target_monster"),), target_picks=True,
           operation=(_switch,), category=CAT_ATKCHANGE))
