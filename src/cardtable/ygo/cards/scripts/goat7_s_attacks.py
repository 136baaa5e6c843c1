"""Diffusion Wave-Motion (issue 15 part 3, session 7, g7-s), over goat-m1's attack grants
(``goat5_attacks.grant_attacks``) and the attack hooks. Not flagged "Goat-era version" in
``goat-pool.csv``: today's official text (DawnbrandBots/yaml-yugi ``data/87880531.yaml``) is its
Goat behaviour; our wording in ``pool/goat.csv``, checks in
``tests/ygo/test_goat7_s_attacks.py``.

Only while the opponent controls a monster: pay 1000 LP and target 1 face-up Level 7 or higher
Spellcaster you control; this turn (a public mark naming it) —

* it may attack each monster the opponent controls once (an attack grant: one more attack for
  each opponent's monster it has not attacked yet; its targets are only those monsters, never a
  direct attack) and must attack while it can (``MUST_ATTACK``);
* the other monsters you control cannot attack (``ATTACK_ALLOWED``);
* the effects of the monsters it destroys by those attacks cannot be activated and are negated
  (``ACTIVATE_ALLOWED`` and ``RESOLVE_HOOKS``, read from this turn's public battle log).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, pick, reg, tgt, up
from cardtable.ygo.cards.scripts.goat5_attacks import attacks_this_turn, grant_attacks
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    ATTACK_ALLOWED,
    ATTACK_TARGETS,
    MUST_ATTACK,
    RESOLVE_HOOKS,
    only_for,
)
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DIFFUSION_WAVE_MOTION = 87880531
WAVE_KEY = "diffusion_wave_motion"
SPELLCASTER = C.RACE_BY_NAME["Spellcaster"]
_pay1000 = costs.pay_lp(1000)


def _casters(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and g.race(m) & SPELLCASTER
            and g.level(m) >= 7]


def _can(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return any(m >= 0 for m in g.mz[1 - p]) and bool(_casters(g, p, c)) and _pay1000[1](g, c, p)


def _mark(g: Duel, lk: Link) -> None:
    m = tgt(g, lk)
    if m >= 0 and g.loc[m] == LOC_MZONE and up(g, m):
        note(g, m, "Attacks every opponent's monster once this turn; no other monster attacks",
             "这个回合向对方全部怪兽各攻击1次，其他怪兽不能攻击",
             **{WAVE_KEY: [g.turn, m, g.life[m], lk.player]})


def _waved(g: Duel) -> list[list[int]]:
    """This turn's marks ``[turn, monster, life, player]``."""
    return [list(pub[WAVE_KEY]) for kind, pub, _ in this_turn(g)
            if kind == "card_effect" and WAVE_KEY in pub]


def _wave_monster(g: Duel, m: int) -> bool:
    return any(x[1] == m and x[2] == g.life[m] for x in _waved(g))


def _attacked_by(g: Duel, a: int) -> set[int]:
    """Monsters ``a`` declared an attack on this turn."""
    out: set[int] = set()
    for kind, pub, _ in this_turn(g):
        if kind == "attack" and pub["attacker"]["card"] == a and pub.get("target"):
            out.add(int(pub["target"]["card"]))
    return out


def _left_to_attack(g: Duel, m: int) -> list[int]:
    done = _attacked_by(g, m)
    return [t for t in g.mz[1 - g.ctrl[m]] if t >= 0 and t not in done]


def _allowed(g: Duel, m: int) -> int:
    if not _wave_monster(g, m):
        return 1
    return attacks_this_turn(g, m) + len(_left_to_attack(g, m))


@only_for({DIFFUSION_WAVE_MOTION})
def _targets(g: Duel, a: int, ts: list[int]) -> list[int]:
    if not _wave_monster(g, a):
        return ts
    left = set(_left_to_attack(g, a))
    return [t for t in ts if t in left]


@only_for({DIFFUSION_WAVE_MOTION})
def _others_stay(g: Duel, a: int) -> bool:
    return not any(x[3] == g.ctrl[a] and x[1] != a for x in _waved(g)) or _wave_monster(g, a)


@only_for({DIFFUSION_WAVE_MOTION})
def _must(g: Duel, a: int) -> bool:
    return _wave_monster(g, a)


def _victims(g: Duel) -> set[int]:
    """Monsters destroyed this turn by a battle whose attacker is a marked monster."""
    waves = {x[1] for x in _waved(g)}
    if not waves:
        return set()
    out: set[int] = set()
    for kind, pub, _ in this_turn(g):
        if kind == "battle" and int(pub["attacker"]["card"]) in waves:
            out.update(int(d["card"]) for d in pub.get("destroyed", ())
                       if int(d["card"]) not in waves)
    return out


@only_for({DIFFUSION_WAVE_MOTION})
def _victim_silent(g: Duel, p: int, c: int, eff: Any) -> bool:
    return not (g.cd(c).is_monster and g.loc[c] != LOC_MZONE and c in _victims(g))


@only_for({DIFFUSION_WAVE_MOTION})
def _victim_negated(g: Duel, lk: Link) -> bool:
    c = lk.card
    if not g.cd(c).is_monster or g.loc[c] == LOC_MZONE or c not in _victims(g):
        return False
    nm = g.pool.cards[lk.code].name
    g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
    return True


grant_attacks({DIFFUSION_WAVE_MOTION}, _allowed)
ATTACK_TARGETS.append(_targets)
ATTACK_ALLOWED.append(_others_stay)
MUST_ATTACK.append(_must)
ACTIVATE_ALLOWED.append(_victim_silent)
RESOLVE_HOOKS.append(_victim_negated)
reg(DIFFUSION_WAVE_MOTION, Effect(
    cost=_pay1000[0], target=(pick(_casters, "target_monster"),), target_picks=True,
    operation=(_mark,), condition=_can))
