"""Goat-pool mass and "by condition" destruction Spells/Traps (issue 15 part 3, S/T batch 2): Final
Destiny, Dark Magic Attack, Hammer Shot; batch 5: Malice Dispersion, Stamping Destruction,
Thousand Knives, Ojama Delta Hurricane!!, Eternal Rest, Really Eternal Rest, Needle Ceiling,
Windstorm of Etaqua, Gryphon Wing; batch 7: Nobleman of Extermination; batch 9: Acid Trap Hole, A
Wingbeat of Giant Dragon, Curse of Aging; batch 15: Dragon's Gunfire, Burst Stream of Destruction;
batch 18: Share the Pain. Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks
are ``tests/ygo/test_goat_st_batches.py`` and ``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    field_cards,
    has,
    last,
    mons,
    note,
    pick,
    reg,
    st_cards,
    tgt,
    up,
)
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    CAT_POSITION,
    Effect,
    Link,
    ask_cards,
    ask_option,
    target_step,
)
from cardtable.ygo.effects.hooks import ATTACK_ALLOWED, only_for
from cardtable.ygo.effects.templates import register_templates
from cardtable.ygo.state import (
    LOC_GY,
    LOC_MZONE,
    POS_ATK,
    POS_DEF,
    POS_FACEUP,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

FINAL_DESTINY = 18591904
DARK_MAGIC_ATTACK = 2314238
HAMMER_SHOT = 26412047
DARK_MAGICIAN = 46986414
MALICE_DISPERSION = 13626450
STAMPING_DESTRUCTION = 81385346
THOUSAND_KNIVES = 63391643
OJAMA_DELTA_HURRICANE = 8251996
ETERNAL_REST = 95051344
REALLY_ETERNAL_REST = 28121403
NEEDLE_CEILING = 38411870
WINDSTORM_OF_ETAQUA = 59744639
GRYPHON_WING = 55608151
NOBLEMAN_OF_EXTERMINATION = 17449108
ACID_TRAP_HOLE = 41356845
WINGBEAT_OF_GIANT_DRAGON = 28596933
CURSE_OF_AGING = 41398771
DRAGONS_GUNFIRE = 55991637
BURST_STREAM = 17655904
BLUE_EYES = 89631139
SHARE_THE_PAIN = 56830749
HARPIES_FEATHER_DUSTER = 18144506
OJAMAS = (12482652, 42941100, 79335209)  # Ojama Green, Yellow, Black

#: Spells whose whole effect is template ops (docs/ygo-card-api.md §4)
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    # discard 5 cards (a cost) to destroy every card on the field
    FINAL_DESTINY: ({"cost": [{"discard": 5}], "do": [{"destroy": {"what": "all"}}]},),
}
register_templates(TEMPLATES)


# --- Dark Magic Attack: with a face-up "Dark Magician", destroy every opponent's Spell/Trap -----

_opp_st = st_cards("opp")


def _controls_up(g: Duel, p: int, code: int) -> bool:
    """``p`` controls a face-up ``code``."""
    return any(g.code[m] == code and up(g, m) for m in g.monsters(p))


def _has_dark_magician(g: Duel, c: int, p: int, w: W) -> bool:
    return _controls_up(g, p, DARK_MAGICIAN) and bool(_opp_st(g, p, c))


reg(DARK_MAGIC_ATTACK, Effect(operation=(ops.destroy_all(_opp_st),), category=CAT_DESTROY,
                              condition=_has_dark_magician))


# --- Hammer Shot: destroy the face-up Attack Position monster with the highest ATK -------------

def _up_attack(g: Duel, c: int) -> bool:
    return up(g, c) and bool(g.pos[c] & POS_ATK)


_atk_mons = mons("any", filt=_up_attack)


def _highest(g: Duel, lk: Link) -> None:
    cs = _atk_mons(g, lk.player, lk.card)
    if not cs:
        lk.picks.append(())
        return
    best = max(g.atk(c) for c in cs)  # a tie: the player chooses which one
    ask_cards(g, lk, lk.player, [c for c in cs if g.atk(c) == best], 1, 1, "destroy")


def _destroy_picked(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_MZONE and _up_attack(g, c)]
    if got:
        g.destroy(got, "effect", lk)


reg(HAMMER_SHOT, Effect(operation=(_highest, _destroy_picked), category=CAT_DESTROY,
                        condition=has(_atk_mons)))

# --- batch 5 -------------------------------------------------------------------------------------

_trap_bits = C.TRAP | C.CONTINUOUS


def _up_continuous_trap(g: Duel, c: int) -> bool:
    return g.cd(c).type & _trap_bits == _trap_bits


_up_ctraps = st_cards("any", True, _up_continuous_trap)
_discard1 = costs.discard(1)
# "Discard 1 card (a cost): destroy every face-up Continuous Trap Card on the field"
reg(MALICE_DISPERSION, Effect(cost=_discard1[0], operation=(ops.destroy_all(_up_ctraps),),
                              category=CAT_DESTROY,
                              condition=lambda g, c, p, w: _discard1[1](g, c, p)
                              and bool(_up_ctraps(g, p, c))))

# --- Stamping Destruction: with a face-up Dragon, destroy 1 Spell/Trap on the field; its
#     controller takes 500 damage ---------------------------------------------------------------
_DRAGON = C.RACE_BY_NAME["Dragon"]
_any_st = st_cards("any")


def _stamp(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.on_field(t):
        q = g.ctrl[t]
        if g.destroy([t], "effect", lk):
            g.damage(q, 500)


reg(STAMPING_DESTRUCTION, Effect(
    target=(pick(_any_st, "target_spell_trap"),), target_picks=True, operation=(_stamp,),
    category=CAT_DESTROY | CAT_DAMAGE,
    condition=lambda g, c, p, w: any(up(g, m) and g.race(m) & _DRAGON for m in g.monsters(p))
    and bool(_any_st(g, p, c))))

# --- Thousand Knives: with a face-up "Dark Magician", destroy 1 monster the opponent controls --
_opp_mons = mons("opp")


def _destroy_target(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE:
        g.destroy([t], "effect", lk)


reg(THOUSAND_KNIVES, Effect(
    target=(pick(_opp_mons, "target_monster"),), target_picks=True, operation=(_destroy_target,),
    category=CAT_DESTROY,
    condition=lambda g, c, p, w: _controls_up(g, p, DARK_MAGICIAN) and bool(_opp_mons(g, p, c))))

# --- Ojama Delta Hurricane!!: with face-up Ojama Green, Yellow and Black, destroy every card the
#     opponent controls --------------------------------------------------------------------------
_opp_all = field_cards("opp")
reg(OJAMA_DELTA_HURRICANE, Effect(
    operation=(ops.destroy_all(_opp_all),), category=CAT_DESTROY,
    condition=lambda g, c, p, w: all(_controls_up(g, p, o) for o in OJAMAS)
    and bool(_opp_all(g, p, c))))


# --- Eternal Rest (Spell) / Really Eternal Rest (Trap): destroy every monster with an Equip Card -

def _equipped(g: Duel, p: int, s: int) -> list[int]:
    held = {g.equip[e] for q in (0, 1) for e in g.sz[q]
            if e >= 0 and g.cd(e).type & C.EQUIP and g.pos[e] & POS_FACEUP}
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and m in held]


for _code in (ETERNAL_REST, REALLY_ETERNAL_REST):
    reg(_code, Effect(operation=(ops.destroy_all(_equipped),), category=CAT_DESTROY,
                      condition=has(_equipped)))

# --- Needle Ceiling: only while 4 or more monsters are on the field (face-down ones count):
#     destroy every face-up monster ----------------------------------------------------------
_up_mons = mons("any", True)
reg(NEEDLE_CEILING, Effect(
    operation=(ops.destroy_all(_up_mons),), category=CAT_DESTROY,
    condition=lambda g, c, p, w: len(g.monsters(0)) + len(g.monsters(1)) >= 4
    and bool(_up_mons(g, p, c))))


# --- Windstorm of Etaqua: change the battle position of every face-up opponent's monster --------

def _etaqua(g: Duel, lk: Link) -> None:
    for m in mons("opp", True)(g, lk.player, lk.card):
        g.change_position(m, POS_FU_DEF if g.pos[m] & POS_ATK else POS_FU_ATK)


reg(WINDSTORM_OF_ETAQUA, Effect(operation=(_etaqua,), category=CAT_POSITION,
                                condition=lambda g, c, p, w: bool(mons("opp", True)(g, p, c))))


# --- Gryphon Wing: when the opponent activates Harpie's Feather Duster, negate its effect and
#     destroy every Spell/Trap they control --------------------------------------------------------

def _duster_below(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain:
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and lk.code == HARPIES_FEATHER_DUSTER and lk.player != p


def _gryphon(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i >= 0:
        g.negate_effect(i)
    cs = _opp_st(g, lk.player, lk.card)
    if cs:
        g.destroy(cs, "effect", lk)


reg(GRYPHON_WING, Effect(event="activated", operation=(_gryphon,),
                         category=CAT_NEGATE_ACT | CAT_DESTROY, condition=_duster_below))


# --- Nobleman of Extermination: destroy 1 face-down Spell/Trap and remove it from play; a Trap:
#     every card of that name in both Decks is removed from play too -----------------------------
_fd_st = st_cards("any", False)


def _extermination(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or not g.on_field(t) or up(g, t):  # it targets a face-down card
        return
    code = g.code[t]
    g.destroy([t], "effect", lk)
    if g.loc[t] & LOC_GY:
        g.banish([t])
    if g.pool.cards[code].type & C.TRAP:
        for q in (0, 1):
            cs = [c for c in g.deck[q] if g.code[c] == code]
            if cs:
                g.banish(cs)
                g.shuffle_deck(q)


reg(NOBLEMAN_OF_EXTERMINATION, Effect(
    target=(pick(_fd_st, "target_spell_trap"),), target_picks=True, operation=(_extermination,),
    category=CAT_DESTROY, condition=has(_fd_st)))


# --- Acid Trap Hole: choose 1 face-down Defense Position monster; flip it face-up (a flip: its
#     Flip effect activates, the 2005 reading); DEF 2000 or less: destroy it, otherwise it goes back
#     to face-down Defense Position ---------------------------------------------------------------
_fd_def = mons("any", False, lambda g, c: bool(g.pos[c] & POS_DEF))


def _acid(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE or g.pos[t] != POS_FD_DEF:
        return
    g.change_position(t, POS_FU_DEF)
    if g.loc[t] != LOC_MZONE:
        return
    if g.defense(t) <= 2000:
        g.destroy([t], "effect", lk)
    else:
        g.change_position(t, POS_FD_DEF)


reg(ACID_TRAP_HOLE, Effect(target=(pick(_fd_def, "target_monster"),), target_picks=True,
                           operation=(_acid,), category=CAT_DESTROY, condition=has(_fd_def)))


# --- A Wingbeat of Giant Dragon: return 1 Level 5+ Dragon you control to the hand; if you do,
#     destroy every Spell and Trap Card on the field -----------------------------------------------

def _big_dragon(g: Duel, c: int) -> bool:
    return up(g, c) and bool(g.race(c) & _DRAGON) and g.has_level(c) and g.level(c) >= 5


_own_big_dragons = mons("self", True, _big_dragon)


def _wingbeat(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_MZONE]
    if not got:
        return
    g.to_hand(got)
    cs = _any_st(g, lk.player, lk.card)
    if cs:
        g.destroy(cs, "effect", lk)


reg(WINGBEAT_OF_GIANT_DRAGON, Effect(
    operation=(pick(_own_big_dragons, "choose"), _wingbeat), category=CAT_DESTROY,
    condition=has(_own_big_dragons)))


# --- Curse of Aging: discard 1 card (a cost): every monster your opponent controls loses 500 ATK
#     and DEF until the End Phase ---------------------------------------------------------------

def _aging(g: Duel, lk: Link) -> None:
    for m in _opp_mons(g, lk.player, lk.card):
        if up(g, m):
            g.add_buff(m, -500, -500, True, lk.card)


reg(CURSE_OF_AGING, Effect(cost=_discard1[0], operation=(_aging,), category=CAT_ATKCHANGE,
                           condition=lambda g, c, p, w: _discard1[1](g, c, p)
                           and any(up(g, m) for m in _opp_mons(g, p, c))))


# --- Dragon's Gunfire: with a face-up Dragon-Type monster, choose at activation: 800 damage to the
#     opponent, or destroy 1 face-up monster with 800 or less DEF (a target) -----------------------
_GUNFIRE = (("burn", Text("给予对方800伤害", "Inflict 800 damage")),
            ("destroy", Text("破坏1只守备力800以下的怪兽",
                             "Destroy a monster with 800 or less DEF")))


def _low_def(g: Duel, c: int) -> bool:
    return up(g, c) and g.defense(c) <= 800


_low_def_mons = mons("any", True, _low_def)


def _gunfire_mode(g: Duel, lk: Link) -> None:
    modes = _GUNFIRE if _low_def_mons(g, lk.player, lk.card) else _GUNFIRE[:1]
    ask_option(g, lk, lk.player, modes, "choose")


def _gunfire_target(g: Duel, lk: Link) -> None:
    if lk.picks and lk.picks[-1] == "destroy":
        ask_cards(g, lk, lk.player, _low_def_mons(g, lk.player, lk.card), 1, 1, "target_monster")


def _gunfire(g: Duel, lk: Link) -> None:
    if "destroy" not in lk.picks:
        g.damage(1 - lk.player, 800)
        return
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and _low_def(g, t):
        g.destroy([t], "effect", lk)


reg(DRAGONS_GUNFIRE, Effect(
    target=(_gunfire_mode, target_step(_gunfire_target, _low_def_mons, 0)), target_picks=True,
    operation=(_gunfire,), category=CAT_DAMAGE | CAT_DESTROY,
    condition=lambda g, c, p, w: any(up(g, m) and g.race(m) & _DRAGON for m in g.monsters(p))))


# --- Burst Stream of Destruction: with a face-up "Blue-Eyes White Dragon", destroy every monster
#     your opponent controls; "Blue-Eyes White Dragon" cannot attack this turn -------------------

def _burst(g: Duel, lk: Link) -> None:
    cs = _opp_mons(g, lk.player, lk.card)
    if cs:
        g.destroy(cs, "effect", lk)
    note(g, lk.card, "Blue-Eyes White Dragon cannot attack this turn",
         "这个回合「青眼白龙」不能攻击", blue_eyes_rest=lk.player)


@only_for({BURST_STREAM})
def _blue_eyes_rests(g: Duel, m: int) -> bool:
    if g.code[m] != BLUE_EYES:
        return True
    q = g.ctrl[m]
    return not any(k == "card_effect" and pub.get("blue_eyes_rest") == q
                   for k, pub, _ in this_turn(g))


ATTACK_ALLOWED.append(_blue_eyes_rests)
reg(BURST_STREAM, Effect(
    operation=(_burst,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: _controls_up(g, p, BLUE_EYES) and bool(_opp_mons(g, p, c))))


# --- Share the Pain: Tribute 1 monster you control (a cost); your opponent Tributes 1 monster they
#     control (their choice) ----------------------------------------------------------------------

def _their_tribute(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, 1 - lk.player, g.monsters(1 - lk.player), 1, 1, "tribute")


def _their_tribute_done(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if got:
        g.send_to_gy(got, "tribute")


_trib1 = costs.tribute(1)
reg(SHARE_THE_PAIN, Effect(cost=_trib1[0], operation=(_their_tribute, _their_tribute_done),
                           condition=lambda g, c, p, w: _trib1[1](g, c, p)
                           and bool(g.monsters(1 - p))))
