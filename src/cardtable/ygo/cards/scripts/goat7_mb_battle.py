"""Goat-pool monsters whose effects follow a battle for turns after it (issue 15 part 3, g7-mb,
session 7). None is flagged "Goat-era version" in ``goat-pool.csv``: today's official text
(yaml-yugi ``data/<passcode>.yaml``) gives the 2005 behaviour; our wording is in
``pool/goat.csv``.

Each battle that matters is written into the log as a rule note (card and ``life`` of the
monster concerned: a monster that left the field since is a new card), read back by the hooks:

* Harpie Lady 3 (RDS, 2004): an opponent's monster that battled it cannot declare an attack
  during that opponent's next 2 turns (an ``ATTACK_ALLOWED`` hook; the turns are fixed when the
  battle ends: in the Lady's controller's turn T they are T+1 and T+3, in the opponent's turn
  T+2 and T+4 — the OCG text counts "2 turns of the opponent"). Its name is always "Harpie
  Lady" (the alias column).
* Steel Scorpion (MRD, 2002): a non-Machine-Type monster that attacked it is destroyed in the
  End Phase of its controller's 2nd turn after the attack (turn T+4: the OCG text counts the
  attack's turn as the 1st of three), a ``PHASE_HOOKS`` hook; the Scorpion may be gone by then.
* The Unhappy Girl (AST, 2004): while face-up in Attack Position it is not destroyed by battle
  (a ``DESTROY_SUBSTITUTES`` hook on ``"battle"``; damage is calculated normally), and a
  monster that battled it can neither attack nor change its battle position by its
  controller's choice while the Girl stays face-up in Attack Position (``ATTACK_ALLOWED`` and
  ``POSITION_LOCKED``; a card effect may still change it).

Checks in ``tests/ygo/test_goat7_mb_battle.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last_battle, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import (
    ATTACK_ALLOWED,
    BATTLE_END_HOOKS,
    DESTROY_SUBSTITUTES,
    PHASE_HOOKS,
    POSITION_LOCKED,
    only_for,
)
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HARPIE_LADY_3 = 54415063
STEEL_SCORPION = 13599884
UNHAPPY_GIRL = 27618634

RULE_HARPIE3 = "g7mb_harpie3_battled"
RULE_SCORPION = "g7mb_steel_scorpion_attacked"
RULE_GIRL = "g7mb_unhappy_girl_battled"
_MACHINE = C.RACE_BY_NAME["Machine"]


def _rule(g: Duel, rule: str, en: str, zh: str, **data: Any) -> None:
    g.elog.append(("rule", {"rule": rule, "en": en, "zh": zh, **data}, None))


def _notes(g: Duel, rule: str, turns: int = 0) -> Iterator[dict[str, Any]]:
    """The rule notes ``rule`` in the log, newest first (``turns`` > 0: only that many turns
    back)."""
    seen = 0
    for kind, pub, _ in reversed(g.elog):
        if kind == "rule" and pub.get("rule") == rule:
            yield pub
        elif kind == "turn" and turns:
            seen += 1
            if seen > turns:
                return


def _same(g: Duel, pub: dict[str, Any], key: str = "card", life: str = "life") -> int:
    """The card the note names if it is still that card (same ``life``), else -1."""
    c = int(pub[key])
    return c if g.life[c] == pub[life] else -1


def _after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    """``BATTLE_END_HOOKS``: write the notes of this battle."""
    a, t = last_battle(g)
    if a < 0 or t < 0:
        return
    for me, other in ((a, t), (t, a)):
        code = g.code[me]
        mine = g.ctrl[me] if g.loc[me] == LOC_MZONE else g.owner[me]
        q = g.ctrl[other]
        if code == HARPIE_LADY_3 and q != mine and g.loc[other] == LOC_MZONE:
            turns = (g.turn + 2, g.turn + 4) if g.tp == q else (g.turn + 1, g.turn + 3)
            _rule(g, RULE_HARPIE3, "A monster that battled Harpie Lady 3 cannot attack in its "
                  "controller's next 2 turns", "和鹰身女郎3战斗的怪兽在对方的2个回合内不能攻击宣言",
                  card=other, life=g.life[other], turns=list(turns))
        elif code == UNHAPPY_GIRL and g.loc[me] == LOC_MZONE:
            _rule(g, RULE_GIRL, "A monster that battled The Unhappy Girl cannot attack or change "
                  "its position while she stays in face-up Attack Position",
                  "和不幸的少女战斗的怪兽不能攻击和变更表示形式", card=other,
                  life=g.life[other], girl=me, girl_life=g.life[me])
    if g.code[t] == STEEL_SCORPION and not g.race(a) & _MACHINE:
        _rule(g, RULE_SCORPION, "The monster that attacked Steel Scorpion will be destroyed in "
              "the End Phase of its controller's 2nd turn after the attack",
              "攻击铁蝎的怪兽将在其控制者攻击后第2个回合的结束阶段被破坏", card=a,
              life=g.life[a], turn=g.turn + 4)


BATTLE_END_HOOKS.append(only_for({HARPIE_LADY_3, STEEL_SCORPION, UNHAPPY_GIRL})(_after_battle))

# --- Harpie Lady 3 -------------------------------------------------------------------------------


@only_for({HARPIE_LADY_3})
def _harpie3_ban(g: Duel, m: int) -> bool:
    """``ATTACK_ALLOWED``: False for a monster that battled Harpie Lady 3, in the 2 turns fixed
    when that battle ended."""
    for pub in _notes(g, RULE_HARPIE3, 5):
        if _same(g, pub) == m and g.turn in pub["turns"]:
            return False
    return True


ATTACK_ALLOWED.append(_harpie3_ban)
reg(HARPIE_LADY_3, Effect(kind="continuous", name=Text(
    "和这张卡战斗的对方怪兽在对方回合计算的2回合内不能攻击宣言",
    "An opponent's monster that battled this card cannot attack in the opponent's next 2 "
    "turns")))

# --- Steel Scorpion ------------------------------------------------------------------------------


@only_for({STEEL_SCORPION})
def _scorpion_sting(g: Duel, ev: str) -> None:
    """``PHASE_HOOKS`` End Phase: destroy each attacker whose turn has come, still the same card
    on the field."""
    if ev != "end_phase":
        return
    due = [m for pub in _notes(g, RULE_SCORPION, 5)
           if pub["turn"] == g.turn and (m := _same(g, pub)) >= 0 and g.loc[m] == LOC_MZONE]
    if due:
        g.destroy(due, "effect")


PHASE_HOOKS.append(_scorpion_sting)
reg(STEEL_SCORPION, Effect(kind="continuous", name=Text(
    "攻击这张卡的机械族以外的怪兽在对方回合计算的第3回合的结束阶段破坏",
    "A non-Machine monster that attacks this card is destroyed in the End Phase of its "
    "controller's 2nd turn after")))

# --- The Unhappy Girl ----------------------------------------------------------------------------


def _girl_up(g: Duel, c: int) -> bool:
    return g.code[c] == UNHAPPY_GIRL and g.pos[c] == POS_FU_ATK and active_monster(g, c)


@only_for({UNHAPPY_GIRL})
def _girl_survives(g: Duel, cards: list[int], reason: str) -> list[int]:
    """``DESTROY_SUBSTITUTES``: a face-up Attack Position Unhappy Girl is not destroyed by
    battle."""
    if reason != "battle":
        return cards
    out = []
    for c in cards:
        if _girl_up(g, c):
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
            continue
        out.append(c)
    return out


def _girl_holds(g: Duel, m: int) -> bool:
    for pub in _notes(g, RULE_GIRL):
        if _same(g, pub) == m:
            girl = _same(g, pub, "girl", "girl_life")
            if girl >= 0 and _girl_up(g, girl):
                return True
    return False


@only_for({UNHAPPY_GIRL})
def _girl_no_attack(g: Duel, m: int) -> bool:
    """``ATTACK_ALLOWED``: a monster that battled a Girl still face-up in Attack Position."""
    return not _girl_holds(g, m)


DESTROY_SUBSTITUTES.append(_girl_survives)
ATTACK_ALLOWED.append(_girl_no_attack)
POSITION_LOCKED.append(only_for({UNHAPPY_GIRL})(_girl_holds))
reg(UNHAPPY_GIRL, Effect(kind="continuous", name=Text(
    "表侧攻击表示不会被战斗破坏；和这张卡战斗的怪兽不能攻击和变更表示形式",
    "Not destroyed by battle in face-up Attack Position; monsters that battled it cannot "
    "attack or change position")))

__all__ = ["HARPIE_LADY_3", "STEEL_SCORPION", "UNHAPPY_GIRL"]
