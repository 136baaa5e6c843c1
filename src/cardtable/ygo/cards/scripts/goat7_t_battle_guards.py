"""Ninjitsu Art of Decoy and Lone Wolf (issue 15 part 3, session 7, g7-t): Continuous Traps
that keep one monster from being destroyed by battle (damage calculation applies normally).

Texts: neither is flagged "Goat-era version" in goat-pool.csv; today's official texts
(yaml-yugi ``data/89628781.yaml``, ``data/82452993.yaml``) describe them; our own words in
``pool/goat.csv``:

* Ninjitsu Art of Decoy — target 1 face-up "Ninja" monster you control; while this card is
  face-up on the field it cannot be destroyed by battle (the Japanese text there
  binds it to this card staying on the field; damage calculation applies).
* Lone Wolf — activate only while your 1 and only monster is a face-up "Chu-Ske the Mouse
  Fighter", "Monk Fighter" or "Master Monk"; that monster cannot be destroyed by battle and is
  unaffected by the opponent's monster effects (it does not target: the monster is the one
  alone at resolution).

The Trap points at its monster with ``classic_lib.bind``; a ``DESTROY_SUBSTITUTES`` hook spares
the monster in battle and (Lone Wolf) an ``UNAFFECTED`` hook shields it, both while the Trap is
face-up with its effects applying (``g.sources()``). Checks:
``tests/ygo/test_goat7_t_battle_guards.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import bind, bound, card_ok, has, mons, pick, reg, tgt
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, UNAFFECTED, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DECOY = 89628781
LONE_WOLF = 82452993
#: Chu-Ske the Mouse Fighter, Monk Fighter, Master Monk
LONE_FIGHTERS = frozenset({8508055, 3810071, 49814180})
_GUARDS = frozenset({DECOY, LONE_WOLF})


def _ninja(g: Duel, c: int) -> bool:
    return "Ninja" in g.name(c).en


_ninjas = mons("self", True, _ninja)


def _bind_target(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and g.pos[t] & POS_FACEUP and card_ok(g, lk) \
            and g.on_field(lk.card):
        bind(g, lk.card, t)


def _alone(g: Duel, p: int) -> int:
    """``p``'s only monster when it is a face-up fighter of Lone Wolf's list, else -1."""
    ms = g.monsters(p)
    if len(ms) == 1 and g.pos[ms[0]] & POS_FACEUP and g.code[ms[0]] in LONE_FIGHTERS:
        return ms[0]
    return -1


def _wolf_op(g: Duel, lk: Link) -> None:
    m = _alone(g, lk.player)
    if m >= 0 and card_ok(g, lk) and g.on_field(lk.card):
        bind(g, lk.card, m)


def _guard_of(g: Duel, m: int) -> int:
    """The face-up applying Decoy / Lone Wolf guarding monster ``m`` (-1: none)."""
    for s in g.sources():
        if g.code[s] in _GUARDS and bound(g, s) == m and g.ctrl[s] == g.ctrl[m]:
            return s
    return -1


@only_for(_GUARDS)
def _spared(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle" or g.battle is None:
        return cs
    out = []
    for c in cs:
        if g.loc[c] == LOC_MZONE and _guard_of(g, c) >= 0:
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
            continue
        out.append(c)
    return out


@only_for({LONE_WOLF})
def _unaffected(g: Duel, card: int, src: int) -> bool:
    if g.loc[card] != LOC_MZONE or not g.cd(src).type & C.MONSTER:
        return False
    s = _guard_of(g, card)
    if s < 0 or g.code[s] != LONE_WOLF:
        return False
    owner = g.ctrl[src] if g.on_field(src) else g.owner[src]
    return owner != g.ctrl[card]


DESTROY_SUBSTITUTES.append(_spared)
UNAFFECTED.append(_unaffected)
reg(DECOY, Effect(target=(pick(_ninjas, "target_monster"),), target_picks=True,
                  condition=has(_ninjas), operation=(_bind_target,),
                  aspects=(Aspect("battle_guard"),)))
reg(LONE_WOLF, Effect(condition=lambda g, c, p, w: _alone(g, p) >= 0, operation=(_wolf_op,),
                      aspects=(Aspect("battle_guard"),)))
