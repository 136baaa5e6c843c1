"""Moving an effect's target or an attack to "another appropriate target" (issue 15 part 3,
session 6, the engine piece g6-t owns) and the Goat-pool Traps built on it: Shift, Fairy's Hand
Mirror, Fiend's Hand Mirror.

The shared pieces (public, for any script):

* :func:`appropriate_targets` — the cards a chain link's effect could target now instead of its
  present target: the candidates of its registered target steps (``effects.api.TARGET_STEPS``,
  filled by ``classic_lib.pick`` and the YAML templates) for the link's own player and card,
  without the present targets and without cards that cannot be targeted now
  (``TARGET_FILTERS``). A link whose target steps are unknown has none: its "appropriate
  target" cannot be told, so nothing can be moved onto another card.
* :func:`move_target` — the link's single target becomes another card (its ``g.life`` stamp
  taken now: the new target is checked at resolution like any target).
* :func:`attack_redirect_targets` / :func:`redirect_attack` — the declared attack turned on
  another monster (``g.battle._replace(target=...)``, as Staunch Defender: no replay, the
  defender's field is unchanged).

Rulings (the Trap texts in ``pool/goat.csv``, our own words): the new target is chosen when the
Trap is activated (yugioh-wiki FAQ for Fairy's Hand Mirror: the target to move to is decided
when the effect is activated) and must be an appropriate target of the answered card ("another
correct target"); Shift answers an opponent's Spell/Trap effect or attack aimed at 1 monster you
control and moves it to another monster you control (Shift's OCG text: "another monster you
control that is a correct target"); it cannot pick the monster already aimed at.
Checks: ``tests/ygo/test_goat6_t_retarget.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg, tgt
from cardtable.ygo.cards.scripts.goat_st2_counter_traps import answered
from cardtable.ygo.effects.api import TARGET_STEPS, Effect, Link, ask_cards, link_effect, targetable
from cardtable.ygo.rules.battle import attack_targets, targets_of
from cardtable.ygo.state import LOC_FZONE, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SHIFT = 59560625
FAIRYS_HAND_MIRROR = 17653779
FIENDS_HAND_MIRROR = 58607704


# --- the shared engine piece ------------------------------------------------------------------


def appropriate_targets(g: Duel, lk: Link) -> tuple[int, ...]:
    """Cards link ``lk``'s effect could target now instead of its present targets (its
    registered target steps' candidates for its player and card; ``()`` when a step is
    unknown)."""
    e = link_effect(g, lk)
    if not e.target_picks or not e.target:
        return ()
    out: list[int] = []
    for st in e.target:
        spec = TARGET_STEPS.get(st)
        if spec is None:
            return ()
        for c in spec[0](g, lk.player, lk.card):
            if c not in lk.targets and c not in out:
                out.append(c)
    return targetable(g, tuple(out)) if g.hk.target_filters else tuple(out)


def move_target(g: Duel, lk: Link, new: int) -> bool:
    """Link ``lk``'s single target becomes ``new`` (stamped now); False when ``lk`` has not
    exactly one target."""
    if len(lk.targets) != 1:
        return False
    old = lk.targets[0]
    lk.targets, lk.tlife = (new,), (g.life[new],)
    note(g, lk.card, "The target moves to another appropriate card", "对象转移到其他正确的对象",
         moved_from=g.public_ref(old), moved_to=g.public_ref(new))
    return True


def attack_redirect_targets(g: Duel, p: int) -> list[int]:
    """Monsters of ``p`` the attack being declared could be turned on: targets the attacker may
    attack now (``ATTACK_TARGETS`` hooks applied), controlled by ``p``, not the present one."""
    b = g.battle
    if b is None:
        return []
    ts = targets_of(g, b.attacker, attack_targets(g, g.tp))
    return [t for t in ts if t >= 0 and t != b.target and g.ctrl[t] == p]


def redirect_attack(g: Duel, new: int) -> None:
    """The attack being declared now targets ``new`` (no replay)."""
    b = g.battle
    if b is None:
        return
    g.battle = b._replace(target=new)
    note(g, b.attacker, "The attack is turned on another target", "攻击对象转移",
         redirected_to=g.public_ref(new) if new >= 0 else None)


# --- the answered link ------------------------------------------------------------------------


def _single_target(g: Duel, c: int, p: int, kinds: int, where: int) -> Link | None:
    """The opponent's card activation ``c`` answers, of a type in ``kinds``, targeting exactly
    one card now in a place of ``where``."""
    lk = answered(g, c)
    if lk is None or lk.player == p or not g.pool.cards[lk.code].type & kinds:
        return None
    if len(lk.targets) != 1 or tgt(g, lk) < 0 or not g.loc[lk.targets[0]] & where:
        return None
    return lk


def _mirror(kinds: int, where: int, own_only: bool) -> tuple[Any, Any, Any]:
    """(condition, target step, operation) of a Trap moving an opponent's single target."""

    def cands(g: Duel, c: int, p: int) -> list[int]:
        lk = _single_target(g, c, p, kinds, where)
        if lk is None:
            return []
        return [x for x in appropriate_targets(g, lk) if g.loc[x] & where
                and (not own_only or g.ctrl[x] == p)]

    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        return bool(cands(g, c, p))

    def target(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, cands(g, lk.card, lk.player), 1, 1, "target_card")

    def op(g: Duel, lk: Link) -> None:
        new = tgt(g, lk)
        i = next((j for j, x in enumerate(g.chain) if x is lk), -1)
        if new < 0 or i < 1:
            return
        below = g.chain[i - 1]
        # still an appropriate target of the answered card (nothing moved since)
        if new in appropriate_targets(g, below) and g.loc[new] & where:
            move_target(g, below, new)

    return cond, target, op


_fairy = _mirror(C.SPELL, LOC_MZONE, False)
_fiend = _mirror(C.SPELL, LOC_SZONE | LOC_FZONE, False)
_shift_effect = _mirror(C.SPELL | C.TRAP, LOC_MZONE, True)


def _shift_attack_cands(g: Duel, p: int, w: W) -> list[int]:
    if not w or w[0] != "attack" or g.ctrl[w[1]] == p or w[2] < 0 or g.battle is None:
        return []
    return attack_redirect_targets(g, p)


def _shift_attack_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _shift_attack_cands(g, lk.player, lk.window), 1, 1,
              "target_monster")


def _shift_attack_op(g: Duel, lk: Link) -> None:
    new = tgt(g, lk)
    if new >= 0 and g.loc[new] == LOC_MZONE and new in attack_redirect_targets(g, lk.player):
        redirect_attack(g, new)


reg(FAIRYS_HAND_MIRROR, Effect(event="activated", condition=_fairy[0], target=(_fairy[1],),
                               target_picks=True, operation=(_fairy[2],)))
reg(FIENDS_HAND_MIRROR, Effect(event="activated", condition=_fiend[0], target=(_fiend[1],),
                               target_picks=True, operation=(_fiend[2],)))
reg(SHIFT,
    Effect(event="activated", condition=_shift_effect[0], target=(_shift_effect[1],),
           target_picks=True, operation=(_shift_effect[2],)),
    Effect(event="attack", target=(_shift_attack_target,), target_picks=True,
           operation=(_shift_attack_op,),
           condition=lambda g, c, p, w: bool(_shift_attack_cands(g, p, w))))
