"""Master Rule 3 Pendulum Monsters with Pendulum Effects (pool ``pendulum.yaml``).

Each card has three kinds of effects, bound to zones by the engine (``rules/pendulum.py``):

* ``Effect(kind="activate")`` — activating the card in a Pendulum Zone (a Spell Card
  activation: Magic Jammer can negate it);
* Pendulum Effects — ``kind="spell_effect", where=LOC_PZONE`` (activated: an *effect*
  activation, Spell Speed 1) or ``kind="continuous", where=LOC_PZONE`` (aspects applying only
  while the card is an active Spell in a Pendulum Zone);
* monster effects — ordinary monster effects, which do not work in the Pendulum Zone.

Cards: Dragon Horn Hunter (continuous Pendulum Effect, Scale 3), Archfiend Eccentrick
(activated Pendulum Effect and an ignition monster effect, Scale 7), Dragonpulse Magician
(Scale 1) and Dragonpit Magician (Scale 8) (activated Pendulum Effects with a discard cost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    Aspect,
    Effect,
    Link,
    Q,
    ask_cards,
    register,
)
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_MZONE, LOC_PZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DRAGON_HORN_HUNTER = 21970285
ARCHFIEND_ECCENTRICK = 57624336
DRAGONPULSE_MAGICIAN = 15146890
DRAGONPIT_MAGICIAN = 51531505

ACTIVATE = Effect(kind="activate")  # the card itself, activated in a Pendulum Zone


# --- shared helpers -----------------------------------------------------------------------------


def used_this_turn(g: Duel, p: int, code: int, ei: int) -> bool:
    """``p`` activated effect ``ei`` of a card named ``code`` this turn (a "once per turn" by
    card name: it holds even if the card left and came back, e.g. Pendulum Summoned again)."""
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            return False
        if kind == "activate" and pub["code"] == code and pub["player"] == p \
                and pub["effect"] == ei:
            return True
    return False


def _soft_once(g: Duel, c: int, p: int, w: W) -> bool:
    """"Once per turn" of this card (mark in ``g.counter``: reset when the card moves)."""
    return g.counter[c] != g.turn


def _mark(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = g.turn


def _is_normal_monster(g: Duel, c: int) -> bool:
    return bool(g.cd(c).type & C.NORMAL)


def _is_pendulum(g: Duel, c: int) -> bool:
    return bool(g.cd(c).type & C.PENDULUM)


def _target(cands: Any, prompt: str) -> Any:
    def st(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, cands(g, lk.player, lk.card), 1, 1, prompt)

    return st


def _target_ok(g: Duel, lk: Link, face_up: bool = False) -> int:
    """The link's target if it is still the same card on the field (and, for a "face-up"
    target, still face-up), else -1."""
    t = lk.targets[0] if lk.targets else -1
    if t < 0 or not lk.tlife or g.life[t] != lk.tlife[0] or not g.on_field(t):
        return -1
    return t if not face_up or g.is_face_up(t) else -1


def _discard_pendulum_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [c for c in g.hand[lk.player] if _is_pendulum(g, c)], 1, 1,
              "discard")


def _discard_do(g: Duel, lk: Link) -> None:
    g.discard(lk.picks[-1])


def _has_pendulum_in_hand(g: Duel, p: int) -> bool:
    return any(_is_pendulum(g, c) for c in g.hand[p])


def _other_spells_traps(g: Duel, p: int, c: int) -> tuple[int, ...]:
    return Q.spells_traps(g, exclude=c)


def _face_up_monsters(g: Duel, p: int, c: int) -> tuple[int, ...]:
    return Q.monsters(g, face_up=True)


def _other_monsters(g: Duel, p: int, c: int) -> tuple[int, ...]:
    return tuple(m for m in Q.monsters(g) if m != c)


def _destroy_target(g: Duel, lk: Link) -> None:
    t = _target_ok(g, lk)
    if t >= 0:
        g.destroy([t], "effect", lk)


def _destroy_face_up_target(g: Duel, lk: Link) -> None:
    t = _target_ok(g, lk, face_up=True)
    if t >= 0:
        g.destroy([t], "effect", lk)


# --- Dragon Horn Hunter: a continuous Pendulum Effect ---------------------------------------


def _dhh_atk(g: Duel, src: int, c: int) -> int:
    return 200 if _is_normal_monster(g, c) else 0


def _dhh_active(g: Duel, p: int) -> bool:
    """A face-up, active, un-negated Dragon Horn Hunter in ``p``'s Pendulum Zone applies."""
    for s in g.pz[p]:
        if s >= 0 and g.code[s] == DRAGON_HORN_HUNTER and g.pos[s] & POS_FACEUP \
                and g.flags[s] & F_ACTIVE and not g.flags[s] & F_NEGATED and s in g.sources():
            return True
    return False


@only_for((DRAGON_HORN_HUNTER,))
def _dhh_no_damage(g: Duel, p: int, n: int) -> int:
    """No battle damage to ``p`` from a battle involving a Normal Monster ``p`` controls."""
    if n <= 0 or not g.battle or not _dhh_active(g, p):
        return n
    for m in (g.battle.attacker, g.battle.target):
        if m >= 0 and g.loc[m] == LOC_MZONE and g.ctrl[m] == p and _is_normal_monster(g, m):
            g.log_rule("no_battle_damage", player=p)
            return 0
    return n


BATTLE_DAMAGE_HOOKS.append(_dhh_no_damage)

register(
    DRAGON_HORN_HUNTER,
    ACTIVATE,
    Effect(kind="continuous", where=LOC_PZONE, aspects=(Aspect("atk", _dhh_atk),),
           name=Text("通常怪兽攻击力+200", "Normal Monsters +200 ATK")),
)

# --- Archfiend Eccentrick: an activated Pendulum Effect and a monster effect ------------------


def _ae_pendulum_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return not used_this_turn(g, p, ARCHFIEND_ECCENTRICK, 1) and bool(
        _other_spells_traps(g, p, c))


def _ae_destroy_both(g: Duel, lk: Link) -> None:
    """Destroy the target and this card (this card alone if the target is gone)."""
    out = [lk.card]
    t = _target_ok(g, lk)
    if t >= 0:
        out.insert(0, t)
    g.destroy(out, "effect", lk)


def _ae_tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")


def _ae_monster_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return not used_this_turn(g, p, ARCHFIEND_ECCENTRICK, 2) and bool(_other_monsters(g, p, c))


register(
    ARCHFIEND_ECCENTRICK,
    ACTIVATE,
    Effect(kind="spell_effect", where=LOC_PZONE, condition=_ae_pendulum_cond,
           target=(_target(_other_spells_traps, "target_spell_trap"),), target_picks=True,
           operation=(_ae_destroy_both,), category=CAT_DESTROY,
           name=Text("破坏1张魔法·陷阱卡和这张卡", "Destroy 1 Spell/Trap and this card")),
    Effect(kind="ignition", condition=_ae_monster_cond, cost=(_ae_tribute_self,),
           target=(_target(_other_monsters, "target_monster"),), target_picks=True,
           operation=(_destroy_target,), category=CAT_DESTROY,
           name=Text("解放这张卡：破坏1只怪兽", "Tribute this card: destroy 1 monster")),
)

# --- Dragonpulse / Dragonpit Magician: activated Pendulum Effects with a cost ------------------


def _dm_cond(cands: Any) -> Any:
    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        return _soft_once(g, c, p, w) and _has_pendulum_in_hand(g, p) and bool(cands(g, p, c))

    return cond


register(
    DRAGONPULSE_MAGICIAN,
    ACTIVATE,
    Effect(kind="spell_effect", where=LOC_PZONE, condition=_dm_cond(_face_up_monsters),
           cost=(_mark, _discard_pendulum_ask, _discard_do),
           target=(_target(_face_up_monsters, "target_monster"),), target_picks=True,
           operation=(_destroy_face_up_target,), category=CAT_DESTROY,
           name=Text("丢弃1只灵摆怪兽：破坏1只表侧怪兽",
                     "Discard 1 Pendulum Monster: destroy 1 face-up monster")),
)
register(
    DRAGONPIT_MAGICIAN,
    ACTIVATE,
    Effect(kind="spell_effect", where=LOC_PZONE, condition=_dm_cond(_other_spells_traps),
           cost=(_mark, _discard_pendulum_ask, _discard_do),
           target=(_target(_other_spells_traps, "target_spell_trap"),), target_picks=True,
           operation=(_destroy_target,), category=CAT_DESTROY,
           name=Text("丢弃1只灵摆怪兽：破坏1张魔法·陷阱卡",
                     "Discard 1 Pendulum Monster: destroy 1 Spell/Trap")),
)

__all__ = ["ARCHFIEND_ECCENTRICK", "DRAGONPIT_MAGICIAN", "DRAGONPULSE_MAGICIAN",
           "DRAGON_HORN_HUNTER", "used_this_turn"]
