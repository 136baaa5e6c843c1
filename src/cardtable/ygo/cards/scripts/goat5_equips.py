"""Goat-pool Equip Spells (issue 15 part 3, goat-s batch 2) over ``classic_spells.equip_spell``:
a Type change (Dragonic Attack), "your opponent can attack only the equipped monster" (Raregold
Armor: an ``ATTACK_TARGETS`` hook), sent-to-the-Graveyard effects (Fuhma
Shuriken, Butterfly Dagger - Elma) and Standby Phase wear (Stim-Pack, Germ Infection: a count
kept on the Equip Card itself, so the loss ends when the card leaves; Mask of the Accursed);
batch 4: Horn of Light (back on top of the Deck for 500 LP) and Rod of the Mind's Eye (its
monster's battle damage becomes 1000: a battle-damage hook); batch 7: Ekibyo Drakmord (on an
opponent's monster, which dies in your second Standby Phase) and the Quick-Play Spell Tailor of the
Fickle (an Equip Spell moves to another monster its equip conditions accept); batch 9: Fusion Sword
Murasame Blade (a ``DESTROY_SUBSTITUTES`` hook spares it from effects while it is equipped);
batch 13: Legendary Black Belt (a battle-end hook queues its burn trigger).
Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, last_battle, live_targets, pick, reg, up
from cardtable.ygo.cards.scripts.classic_spells import equip_spell, left_to_gy, to_deck_top
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_EQUIP,
    Aspect,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    ATTACK_TARGETS,
    BATTLE_DAMAGE_HOOKS,
    BATTLE_END_HOOKS,
    DESTROY_SUBSTITUTES,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_GY, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DRAGONIC_ATTACK = 32437102
RAREGOLD_ARMOR = 7625614
FUHMA_SHURIKEN = 9373534
BUTTERFLY_DAGGER_ELMA = 69243953
STIM_PACK = 83225447
GERM_INFECTION = 24668830
MASK_OF_THE_ACCURSED = 56948373
HORN_OF_LIGHT = 38552107
ROD_OF_THE_MINDS_EYE = 94793422
_WARRIOR = C.RACE_BY_NAME["Warrior"]
_DRAGON = C.RACE_BY_NAME["Dragon"]
_MACHINE = C.RACE_BY_NAME["Machine"]


def _on(fn: Any) -> Any:
    """An aspect value ``fn(g, equip, monster)`` applied only to the equipped monster."""
    return lambda g, s, c: fn(g, s, c) if g.equip[s] == c else 0


# "Equip only to a Warrior-Type monster. It becomes Dragon-Type and gains 500 ATK and DEF." The
# printed Type is checked (the equipped monster stays a legal target once it is a Dragon).
equip_spell(DRAGONIC_ATTACK, 500, 500, lambda g, c: bool(g.cd(c).race & _WARRIOR),
            extra=(Aspect("race", _on(lambda g, s, c: _DRAGON)),))


# --- Raregold Armor: the equipped monster's opponent can attack only the equipped monster ---
MAGNETS = frozenset({RAREGOLD_ARMOR})


def _live(g: Duel, s: int) -> bool:
    return (g.loc[s] == LOC_SZONE and up(g, s)
            and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE and not g.spells_negated())


@only_for(MAGNETS)
def _only_the_magnet(g: Duel, a: int, tg: list[int]) -> list[int]:
    q = 1 - g.ctrl[a]
    pulled = [g.equip[s] for x in (0, 1) for s in g.sz[x]
              if s >= 0 and g.code[s] in MAGNETS and _live(g, s) and g.equip[s] >= 0
              and g.loc[g.equip[s]] == LOC_MZONE and g.ctrl[g.equip[s]] == q]
    if not pulled:
        return tg
    return [t for t in tg if t in pulled]


ATTACK_TARGETS.append(_only_the_magnet)
equip_spell(RAREGOLD_ARMOR, 0)


# --- Fuhma Shuriken: "Ninja" monsters +700; sent from the field to the Graveyard: 700 damage ---
def _ninja(g: Duel, c: int) -> bool:
    return "Ninja" in g.cd(c).name.en


def _burn700(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 700)


equip_spell(FUHMA_SHURIKEN, 700, 0, _ninja, more=(Effect(
    kind="trigger", event="left_field", optional=False, condition=left_to_gy,
    operation=(_burn700,), category=CAT_DAMAGE),))


# --- Butterfly Dagger - Elma: +300; destroyed and sent to the Graveyard: you may return it to your
#     hand ---
def _back_to_hand(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY and g.life[lk.card] == lk.life:
        g.to_hand([lk.card])


equip_spell(BUTTERFLY_DAGGER_ELMA, 300, more=(Effect(
    kind="trigger", event="destroyed", optional=True, condition=left_to_gy,
    operation=(_back_to_hand,)),))


# --- Standby Phase wear: the count of Standby Phases passed is the Equip Card's own counter ---
def _equip_ctrl_standby(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == g.ctrl[c] and bool(g.flags[c] & F_ACTIVE) and g.equip[c] >= 0


def _wear(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_SZONE and g.life[lk.card] == lk.life:
        g.counter[lk.card] += 1


_WEAR = Effect(kind="trigger", event="standby", optional=False, condition=_equip_ctrl_standby,
               operation=(_wear,))
# "+700 ATK; during each of your Standby Phases this bonus drops by 200"
equip_spell(STIM_PACK, 0, atk_fn=_on(lambda g, s, c: 700 - 200 * g.counter[s]), more=(_WEAR,))
# "Equip only to a non-Machine-Type monster; during each of your Standby Phases it loses 300 ATK"
equip_spell(GERM_INFECTION, 0, 0, lambda g, c: not g.race(c) & _MACHINE,
            atk_fn=_on(lambda g, s, c: -300 * g.counter[s]), more=(_WEAR,))


# --- Mask of the Accursed: the equipped monster cannot attack; during each Standby Phase of its
#     controller, that player takes 500 damage ---
def _accursed_standby(g: Duel, c: int, p: int, w: W) -> bool:
    m = g.equip[c]
    return bool(g.flags[c] & F_ACTIVE) and m >= 0 and g.loc[m] == LOC_MZONE and g.tp == g.ctrl[m]


def _accursed_burn(g: Duel, lk: Link) -> None:
    m = g.equip[lk.card]
    if g.life[lk.card] == lk.life and m >= 0 and g.loc[m] == LOC_MZONE:
        g.damage(g.ctrl[m], 500)


equip_spell(MASK_OF_THE_ACCURSED, 0, extra=(Aspect("no_attack", lambda g, s, c: g.equip[s] == c),),
            more=(Effect(kind="trigger", event="standby", optional=False,
                         condition=_accursed_standby, operation=(_accursed_burn,),
                         category=CAT_DAMAGE),))


# --- Horn of Light: +800 DEF; when this card is sent from the field to the Graveyard you may pay
#     500 Life Points to put it on top of your Deck ---
_pay500 = costs.pay_lp(500)
equip_spell(HORN_OF_LIGHT, 0, 800, more=(Effect(
    kind="trigger", event="left_field", when=True, cost=_pay500[0], operation=(to_deck_top,),
    condition=lambda g, c, p, w: left_to_gy(g, c, p, w) and _pay500[1](g, c, p)),))


# --- Rod of the Mind's Eye: the battle damage the equipped monster inflicts to your opponent
#     becomes 1000 ---
@only_for({ROD_OF_THE_MINDS_EYE})
def _mind_eye(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if b is None or n <= 0:
        return n
    for s in g.sz[1 - p]:
        if s >= 0 and g.code[s] == ROD_OF_THE_MINDS_EYE and _live(g, s) \
                and g.equip[s] in (b.attacker, b.target) and g.ctrl[g.equip[s]] == 1 - p:
            return 1000
    return n


BATTLE_DAMAGE_HOOKS.append(_mind_eye)
equip_spell(ROD_OF_THE_MINDS_EYE, 0)


# --- Ekibyo Drakmord: equip only to a monster your opponent controls; it cannot attack; during
#     your second Standby Phase after the activation, the equipped monster is destroyed ---
EKIBYO_DRAKMORD = 69954399


def _their_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.monsters(1 - p) if up(g, m)]


def _ekibyo_count(g: Duel, lk: Link) -> None:
    s = lk.card
    if g.loc[s] != LOC_SZONE or g.life[s] != lk.life:
        return
    g.counter[s] += 1
    m = g.equip[s]
    if g.counter[s] >= 2 and m >= 0 and g.loc[m] == LOC_MZONE:
        g.destroy([m], "effect", lk)


reg(EKIBYO_DRAKMORD, Effect(
    equip=True, target=(pick(_their_up, "target_monster"),), target_picks=True,
    aspects=(Aspect("no_attack", lambda g, s, c: g.equip[s] == c),
             Aspect("equip_limit", lambda g, e, m: g.ctrl[m] != g.ctrl[e])),
    category=CAT_EQUIP, condition=lambda g, c, p, w: bool(_their_up(g, p, c))),
    Effect(kind="trigger", event="standby", optional=False, condition=_equip_ctrl_standby,
           operation=(_ekibyo_count,), category=CAT_DESTROY))


# --- Tailor of the Fickle: 1 Equip Spell Card equipped to a monster moves to another monster it
#     can be equipped to ---
TAILOR_OF_THE_FICKLE = 43641473


def _can_wear(g: Duel, e: int, m: int) -> bool:
    return (m != g.equip[e] and up(g, m)
            and all(a.fn(g, e, m) for a in g.pool.aspects_of(g.code[e])
                    if a.what == "equip_limit" and a.fn is not None))


def _movable_equips(g: Duel, p: int, s: int) -> list[int]:
    return [e for q in (0, 1) for e in g.sz[q]
            if e >= 0 and g.cd(e).type & C.EQUIP and g.cd(e).type & C.SPELL and up(g, e)
            and g.equip[e] >= 0
            and any(_can_wear(g, e, m) for x in (0, 1) for m in g.monsters(x))]


def _tailor_new_home(g: Duel, lk: Link) -> None:
    first = last(lk)  # the Equip Spell just picked (targets are fixed after the target steps)
    e = first[0] if first else -1
    ms = [m for x in (0, 1) for m in g.monsters(x) if e >= 0 and _can_wear(g, e, m)]
    ask_cards(g, lk, lk.player, ms, 1, 1, "target_monster")


def _tailor(g: Duel, lk: Link) -> None:
    ts = live_targets(g, lk)
    if len(ts) < 2:
        return
    e, m = ts[0], ts[1]
    if g.loc[e] == LOC_SZONE and g.equip[e] >= 0 and g.loc[m] == LOC_MZONE and _can_wear(g, e, m):
        g.equip[e] = m
        g.log("equip", {**g.card_pub(e), "to": g.card_pub(m)})
        g.raise_event("equipped", m, (e,))


reg(TAILOR_OF_THE_FICKLE, Effect(
    target=(pick(_movable_equips, "target_spell_trap"), _tailor_new_home), target_picks=True,
    operation=(_tailor,), category=CAT_EQUIP,
    condition=lambda g, c, p, w: bool(_movable_equips(g, p, c))))


# --- Fusion Sword Murasame Blade: equip only to a Warrior-Type monster; +800 ATK; while it is
#     equipped to a monster, card effects cannot destroy it (a face-down one can be; it still goes
#     when its monster leaves: that destruction is the rule's, not an effect's) ---
FUSION_SWORD_MURASAME_BLADE = 37684215
equip_spell(FUSION_SWORD_MURASAME_BLADE, 800, 0, lambda g, c: bool(g.race(c) & _WARRIOR))


@only_for({FUSION_SWORD_MURASAME_BLADE})
def _murasame_stays(g: Duel, cards: list[int], reason: str) -> list[int]:
    if reason != "effect":
        return cards
    return [c for c in cards if not (g.code[c] == FUSION_SWORD_MURASAME_BLADE
                                     and g.loc[c] == LOC_SZONE and up(g, c) and g.equip[c] >= 0
                                     and g.loc[g.equip[c]] == LOC_MZONE)]


DESTROY_SUBSTITUTES.append(_murasame_stays)


# --- Legendary Black Belt: equip only to "Monk Fighter" or "Master Monk" (or "Fighter Nezumi
#     Chucoo", not in the Goat pool); when the equipped monster destroys a monster by battle and
#     sends it to the Graveyard, the opponent takes damage equal to that monster's DEF (a battle-end
#     hook queues the trigger; the DEF is the printed one, read in the Graveyard) ---
LEGENDARY_BLACK_BELT = 96458440
MONK_FIGHTER = 3810071
MASTER_MONK = 49814180
EV_BELT = "goat5_black_belt_win"  # queued by the hook below, never raised by the engine


@only_for({LEGENDARY_BLACK_BELT})
def _belt_won(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    for x in destroyed:
        m = t if x == a else a
        if m < 0 or g.loc[x] != LOC_GY or g.loc[m] != LOC_MZONE:
            continue
        for s in g.sz[g.ctrl[m]]:
            if s >= 0 and g.code[s] == LEGENDARY_BLACK_BELT and g.equip[s] == m and _live(g, s):
                for ei in g.pool.trig_index(LEGENDARY_BLACK_BELT).get(EV_BELT, ()):
                    g.trig.append(Trigger(s, ei, g.ctrl[s], g.stamp, (EV_BELT, s, x)))


def _belt_burn(g: Duel, lk: Link) -> None:
    x = int(lk.event[2]) if lk.event and len(lk.event) > 2 else -1
    if x >= 0 and g.loc[x] == LOC_GY:
        g.damage(1 - lk.player, max(g.cd(x).defense, 0))


BATTLE_END_HOOKS.append(_belt_won)
equip_spell(LEGENDARY_BLACK_BELT, 0, 0, lambda g, c: g.code[c] in (MONK_FIGHTER, MASTER_MONK),
            more=(Effect(kind="trigger", event=EV_BELT, optional=False, operation=(_belt_burn,),
                         category=CAT_DAMAGE),))
