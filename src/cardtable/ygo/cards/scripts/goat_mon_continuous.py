"""Goat-pool monsters with continuous effects (issue 15 part 3, monster batch 3): stat
modifiers counted from the game state, attack and activation restrictions, piercing by Type,
damage changers, and Exodia's marker (its win is a rule of the engine). Tables where a row is
enough; texts (2005 wording, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat_mon_continuous.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import grant_piercing
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last, reg, up
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    Aspect,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    ACTIVATE_ALLOWED,
    ATTACK_ALLOWED,
    ATTACK_TARGETS,
    DESTROY_SUBSTITUTES,
    EFFECT_DAMAGE_HOOKS,
    EVENT_HOOKS,
    LP_GAIN_HOOKS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    PHASE_HOOKS,
    POSITION_LOCKED,
    RESOLVE_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    BS_CALC,
    F_ATTACKED,
    F_NEGATED,
    F_SUMMONED_TURN,
    LOC_FZONE,
    LOC_HAND,
    LOC_MZONE,
    PH_BATTLE,
    POS_DEF,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

R = C.RACE_BY_NAME
A = C.ATTRIBUTE_BY_NAME

EXODIA = 33396948
GORA_TURTLE = 80233946
COMMAND_KNIGHT = 10375182
WODAN = 42883273
DES_WOMBAT = 9637706
HIERACOSPHINX = 82260502
QUEENS_DOUBLE = 5901497
PITCH_BLACK_WARWOLF = 88975532
SPELL_CANCELLER = 84636823
MUDORA = 82108372
THEBAN_NIGHTMARE = 51838385
CHAOS_NECROMANCER = 1434352
GREN_MAJU = 36584821
ENRAGED_BATTLE_OX = 76909279
INSECT_SOLDIERS = 7019529
FIRE_PRINCESS = 64752646
MIRAGE_DRAGON = 15960641
ANCIENT_GEAR_GOLEM = 83104731
ANCIENT_GEAR_SOLDIER = 56094445
SHADOW_GHOUL = 30778711
MEFIST = 46820049
LEGHUL = 12472242
RAINBOW_FLOWER = 21347810
SERVANT_OF_CATABOLISM = 2792265
RAGING_FLAME_SPRITE = 90810762
BLACK_TYRANNO = 38670435
SHADOWSLAYER = 20939559
ROCKET_JUMPER = 53890795
INVADER_OF_DARKNESS = 56647086
FLASH_ASSAILANT = 96890582
LOST_GUARDIAN = 45871897
MACHINE_KING = 46700124
PERFECT_MACHINE_KING = 18891691
GOBLIN_ATTACK_FORCE = 78658564
GIANT_ORC = 73698349
BIG_TUSKED_MAMMOTH = 59380081
GEAR_GOLEM = 30190809
ARMED_DRAGON_LV7 = 73879377
SILENT_SWORDSMAN_LV7 = 37267041
SWIFT_GAIA = 16589042
ULTIMATE_BASEBALL_KID = 67934141
DARK_ELF = 21417692
LITTLE_WINGUARD = 90790253
CHAOS_COMMAND_MAGICIAN = 72630549
AMPHIBIOUS_BUGROTH_MK3 = 64342551
PANDEMONIUM_WATCHBEAR = 75375465
PANDEMONIUM = 94585852
#: "Umi", and "A Legendary Ocean" (its name is treated as "Umi")
UMI = frozenset({22702055, 295517})
#: "If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and
#: its battle position cannot be changed until the End Phase of your next turn"
TIRED_ATTACKERS = frozenset({GOBLIN_ATTACK_FORCE, GIANT_ORC})
#: "This card can attack your opponent's Life Points directly"
DIRECT_ATTACKERS = frozenset({QUEENS_DOUBLE, LEGHUL, RAINBOW_FLOWER, SERVANT_OF_CATABOLISM,
                              RAGING_FLAME_SPRITE})
#: "If all monsters your opponent controls are in Defense Position, this card can attack
#: directly"
DIRECT_VS_DEFENSE = frozenset({BLACK_TYRANNO, SHADOWSLAYER, ROCKET_JUMPER})
#: piercing by its own text (Mefist's battle-damage trigger is in goat_mon_battle.py)
OWN_PIERCERS = frozenset({ANCIENT_GEAR_GOLEM, MEFIST})
#: "Your opponent cannot activate Trap Cards during the Battle Phase"
NO_TRAPS_IN_BATTLE = frozenset({PITCH_BLACK_WARWOLF, MIRAGE_DRAGON})
#: "If this card attacks, your opponent cannot activate Spell or Trap Cards until the end of the
#: Damage Step"
ATTACK_LOCKS = frozenset({ANCIENT_GEAR_GOLEM, ANCIENT_GEAR_SOLDIER})


def active(g: Duel, c: int) -> bool:
    """``c`` is a face-up monster on the field whose effects are not negated (nor by a
    ``CARD_NEGATED`` hook: Skill Drain, Prohibition)."""
    return active_monster(g, c)


def _on_field(g: Duel, code: int, side: int | None = None) -> list[int]:
    """Face-up, un-negated monsters with passcode ``code`` (of ``side``, or both sides)."""
    return [m for q in ((0, 1) if side is None else (side,)) for m in g.mz[q]
            if m >= 0 and g.code[m] == code and active(g, m)]


# Exodia the Forbidden One: the five pieces in one hand win the duel (rules/actions.py checks it)
reg(EXODIA, Effect(kind="continuous", name=Text("手牌集齐5张艾克佐迪亚的部件即胜利",
                                                "All 5 pieces in your hand: you win the Duel")))

# --- ATK/DEF from a count ----------------------------------------------------------------------

Count = Callable[["Duel", int], int]


def _gy_of(race: int | None) -> Count:
    """Monster Cards (of ``race``) in the controller's Graveyard."""

    def n(g: Duel, s: int) -> int:
        return sum(1 for x in g.gy[g.ctrl[s]] if g.cd(x).is_monster
                   and (race is None or g.cd(x).race & race))

    return n


def _face_up_plants(g: Duel, s: int) -> int:
    return sum(1 for m in g.mz[g.ctrl[s]] if m >= 0 and up(g, m) and g.race(m) & R["Plant"])


def _banished(g: Duel, s: int) -> int:
    return len(g.banished[g.ctrl[s]])


def _banished_rocks(g: Duel, s: int) -> int:
    return sum(1 for x in g.banished[g.ctrl[s]] if g.cd(x).is_monster
               and g.cd(x).race & R["Rock"])


def _hand_cards(g: Duel, s: int) -> int:
    return len(g.hand[g.ctrl[s]])


def _machines(other: bool) -> Count:
    """Face-up Machine-Type monsters on the field (both sides; ``other``: not the source)."""

    def n(g: Duel, s: int) -> int:
        return sum(1 for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m)
                   and g.race(m) & R["Machine"] and not (other and m == s))

    return n


#: "This card gains <per> <stats> for each <count>" (for Gren Maju Da Eiza and Chaos
#: Necromancer, whose printed ATK is "?"/0, the count *is* the stat)
COUNTERS: dict[int, tuple[int, Count, tuple[str, ...]]] = {
    MUDORA: (200, _gy_of(R["Fairy"]), ("atk",)),
    CHAOS_NECROMANCER: (300, _gy_of(None), ("atk",)),
    WODAN: (100, _face_up_plants, ("atk", "def")),
    GREN_MAJU: (400, _banished, ("atk", "def")),
    SHADOW_GHOUL: (100, _gy_of(None), ("atk",)),
    FLASH_ASSAILANT: (-400, _hand_cards, ("atk", "def")),
    LOST_GUARDIAN: (700, _banished_rocks, ("def",)),
    MACHINE_KING: (100, _machines(False), ("atk",)),
    PERFECT_MACHINE_KING: (500, _machines(True), ("atk",)),
}
for _code, (_per, _count, _stats) in COUNTERS.items():
    # a "?" stat is stored as a negative number: the aspect lifts it to 0 first
    reg(_code, Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=tuple(
        Aspect(w, lambda g, s, c, per=_per, count=_count, w=w:
               per * count(g, s) + max(0, -(g.cd(s).atk if w == "atk"
                                            else g.cd(s).defense))
               if c == s else 0) for w in _stats)))


def _theban(g: Duel, s: int, c: int) -> int:
    p = g.ctrl[s]
    if c != s or g.hand[p] or any(x >= 0 for x in (*g.sz[p], g.fz[p])):
        return 0
    return 1500


reg(THEBAN_NIGHTMARE, Effect(kind="continuous", aspects=(Aspect("atk", _theban),),
                             category=CAT_ATKCHANGE))


def _warriors_400(g: Duel, s: int, c: int) -> int:
    return 400 if g.ctrl[c] == g.ctrl[s] and g.race(c) & R["Warrior"] else 0


def _not_attackable(g: Duel, a: int, tg: list[int]) -> list[int]:
    """Command Knight cannot be attacked while its controller controls another monster;
    Hieracosphinx's controller's face-down Defense Position monsters cannot be attacked."""
    out = []
    for t in tg:
        if t >= 0 and g.code[t] == COMMAND_KNIGHT and active(g, t) \
                and any(m >= 0 and m != t for m in g.mz[g.ctrl[t]]):
            continue
        if t >= 0 and g.pos[t] == POS_FD_DEF and _on_field(g, HIERACOSPHINX, g.ctrl[t]):
            continue
        out.append(t)
    return out


def _direct(g: Duel, a: int, tg: list[int]) -> list[int]:
    code = g.code[a]
    if -1 in tg or not active(g, a):
        return tg
    if code in DIRECT_ATTACKERS or (code in DIRECT_VS_DEFENSE and all(
            g.pos[m] & POS_DEF for m in g.mz[1 - g.ctrl[a]] if m >= 0)):
        return [*tg, -1]
    return tg


ATTACK_TARGETS.append(only_for({COMMAND_KNIGHT, HIERACOSPHINX})(_not_attackable))
ATTACK_TARGETS.append(only_for(DIRECT_ATTACKERS | DIRECT_VS_DEFENSE)(_direct))
reg(COMMAND_KNIGHT, Effect(kind="continuous", aspects=(Aspect("atk", _warriors_400),),
                           category=CAT_ATKCHANGE))
reg(HIERACOSPHINX, Effect(kind="continuous"))
for _code in (DIRECT_ATTACKERS - {RAGING_FLAME_SPRITE}) | DIRECT_VS_DEFENSE:
    reg(_code, Effect(kind="continuous"))
# Raging Flame Sprite's and Mefist's battle-damage triggers are registered in goat_mon_battle.py

# Gora Turtle: monsters with 1900 or more ATK cannot declare an attack (both sides)
reg(GORA_TURTLE, Effect(kind="continuous", aspects=(
    Aspect("no_attack", lambda g, s, c: g.atk(c) >= 1900),)))

# --- activation and damage restrictions --------------------------------------------------------


def _may_activate(g: Duel, p: int, c: int, e: Any) -> bool:
    cd = g.cd(c)
    if e.kind != "activate" or not (cd.is_spell or cd.is_trap):
        return True
    if cd.is_spell and _on_field(g, SPELL_CANCELLER):
        return False
    if cd.is_spell and cd.type & C.QUICKPLAY and _on_field(g, INVADER_OF_DARKNESS, 1 - p):
        return False
    if cd.is_trap and g.phase == PH_BATTLE \
            and any(_on_field(g, x, 1 - p) for x in NO_TRAPS_IN_BATTLE):
        return False
    a = g.battle.attacker if g.battle else -1
    return not (a >= 0 and g.code[a] in ATTACK_LOCKS and g.ctrl[a] != p and active(g, a))


ACTIVATE_ALLOWED.append(only_for({SPELL_CANCELLER, INVADER_OF_DARKNESS} | NO_TRAPS_IN_BATTLE
                                 | ATTACK_LOCKS)(_may_activate))
reg(SPELL_CANCELLER, Effect(kind="continuous", aspects=(Aspect("negate_spells"),),
                            name=Text("魔法卡不能发动，场上魔法卡的效果无效",
                                      "Spell Cards cannot be activated; Spells on the field "
                                      "are negated")))
for _code in NO_TRAPS_IN_BATTLE | {ANCIENT_GEAR_SOLDIER, INVADER_OF_DARKNESS}:
    reg(_code, Effect(kind="continuous"))


def _wombat(g: Duel, p: int, n: int) -> int:
    if n > 0 and _on_field(g, DES_WOMBAT, p):
        g.log("no_effect_damage", {"player": p})
        return 0
    return n


EFFECT_DAMAGE_HOOKS.append(only_for({DES_WOMBAT})(_wombat))
reg(DES_WOMBAT, Effect(kind="continuous"))

# --- battle: piercing by Type, +1000 against WIND ---------------------------------------------

_PIERCING_TYPES = R["Beast"] | R["Beast-Warrior"] | R["Winged Beast"]


def _battle_ox_pierce(g: Duel, a: int) -> bool:
    """Piercing granted (``classic_battle.grant_piercing``, the one piercing check): Ancient
    Gear Golem and Mefist by their own text while active, and (Enraged Battle Ox) a
    Beast/Beast-Warrior/Winged Beast you control."""
    return bool((g.code[a] in OWN_PIERCERS and active(g, a))
                or (g.race(a) & _PIERCING_TYPES and _on_field(g, ENRAGED_BATTLE_OX, g.ctrl[a])))


grant_piercing({ENRAGED_BATTLE_OX} | OWN_PIERCERS, _battle_ox_pierce)
reg(ENRAGED_BATTLE_OX, Effect(kind="continuous"))


def _no_special(g: Duel, p: int, c: int, how: str) -> bool:
    return not (how == "special" and g.code[c] == ANCIENT_GEAR_GOLEM)


# Ancient Gear Golem: cannot be Special Summoned; piercing; its attack locks Spells and Traps
SUMMON_ALLOWED.append(only_for({ANCIENT_GEAR_GOLEM})(_no_special))
reg(ANCIENT_GEAR_GOLEM, Effect(kind="continuous"))


def _insect_soldiers(g: Duel, s: int, c: int) -> int:
    if c != s or g.bstep != BS_CALC or not g.battle or g.battle.attacker != s:
        return 0
    t = g.battle.target
    return 1000 if t >= 0 and g.attribute(t) & A["WIND"] else 0


reg(INSECT_SOLDIERS, Effect(kind="continuous", aspects=(Aspect("atk", _insect_soldiers),),
                            category=CAT_ATKCHANGE))

# --- Fire Princess: each time you gain LP, 500 damage to your opponent --------------------------

EV_GAIN = "goat_mon_lp_gain"  # queued by the hook below, never raised by the engine


def _princess_watch(g: Duel, p: int, n: int) -> int:
    if n > 0:
        for m in _on_field(g, FIRE_PRINCESS, p):
            for ei in g.pool.trig_index(g.code[m]).get(EV_GAIN, ()):
                g.trig.append(Trigger(m, ei, p, g.stamp, (EV_GAIN, m, p, n)))
    return n


def _princess_burn(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 500, src=lk.card)


LP_GAIN_HOOKS.append(only_for({FIRE_PRINCESS})(_princess_watch))
reg(FIRE_PRINCESS, Effect(kind="trigger", event=EV_GAIN, optional=False,
                          operation=(_princess_burn,), category=CAT_DAMAGE))


# --- attackers that rest: to Defense Position at the end of the Battle Phase ----------------------


#: every tired attacker of the duel's scripts (:func:`tired_attackers` adds a batch's cards)
_TIRED: set[int] = set(TIRED_ATTACKERS)


def _rest(g: Duel, ev: str) -> None:
    """End of the Battle Phase: each face-up Attack Position tired attacker of the turn player
    that attacked goes to Defense Position; the mark (its ``g.counter``) locks its position
    through its controller's next turn."""
    if ev != "battle_end":
        return
    for m in g.mz[g.tp]:
        if m >= 0 and g.code[m] in _TIRED and active(g, m) \
                and g.flags[m] & F_ATTACKED:
            g.counter[m] = g.turn
            if g.pos[m] == POS_FU_ATK:
                g.change_position(m, POS_FU_DEF)


def _rest_locked(g: Duel, m: int) -> bool:
    # marked on turn T: locked until the End Phase of T+2 (its controller's next turn)
    return g.code[m] in _TIRED and g.counter[m] > 0 and g.turn <= g.counter[m] + 2


def tired_attackers(codes: frozenset[int]) -> None:
    """Give ``codes`` the tired attacker's rule (to Defense Position at the end of a Battle Phase
    it attacked in, position locked through its controller's next turn): its one home."""
    _TIRED.update(codes)
    only_for(codes)(_rest)
    only_for(codes)(_rest_locked)


PHASE_HOOKS.append(only_for(TIRED_ATTACKERS)(_rest))
POSITION_LOCKED.append(only_for(TIRED_ATTACKERS)(_rest_locked))
for _code in TIRED_ATTACKERS:
    reg(_code, Effect(kind="continuous"))


# --- Big-Tusked Mammoth: the opponent's monsters cannot attack the turn they are summoned --------


def _fresh_foe(g: Duel, s: int, c: int) -> bool:
    return g.ctrl[c] != g.ctrl[s] and bool(g.flags[c] & F_SUMMONED_TURN)


reg(BIG_TUSKED_MAMMOTH, Effect(kind="continuous", aspects=(Aspect("no_attack", _fresh_foe),)))

# --- Gear Golem the Moving Fortress: once per turn, pay 800 LP: attacks directly this turn ------


def _golem_pay(g: Duel, lk: Link) -> None:
    g.pay_lp(lk.player, 800)
    g.counter[lk.card] = g.turn


def _golem_direct(g: Duel, a: int, tg: list[int]) -> list[int]:
    if g.code[a] == GEAR_GOLEM and g.counter[a] == g.turn and -1 not in tg and active(g, a):
        return [*tg, -1]
    return tg


ATTACK_TARGETS.append(only_for({GEAR_GOLEM})(_golem_direct))
reg(GEAR_GOLEM, Effect(kind="ignition", cost=(_golem_pay,),
                       condition=lambda g, c, p, w: g.counter[c] != g.turn and g.lp[p] >= 800,
                       name=Text("支付800基本分：这个回合可以直接攻击",
                                 "Pay 800 LP: it can attack directly this turn")))


# --- Silent Swordsman LV7: negate the effects of every Spell Card on the field ------------------

reg(SILENT_SWORDSMAN_LV7, Effect(kind="continuous", aspects=(Aspect("negate_spells"),),
                                 name=Text("场上魔法卡的效果无效",
                                           "Spell effects on the field are negated")))

# --- Armed Dragon LV7: send 1 monster from your hand to the GY: destroy every face-up opponent's
#     monster whose ATK is not higher than the sent monster's ------------------------------------


def _hand_monsters(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).is_monster]


def _ad_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hand_monsters(g, lk.player), 1, 1, "choose")


def _ad_send(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.send_to_gy(got, "cost")
        lk.data["atk"] = max(g.cd(got[0]).atk, 0)  # the sent card's printed ATK


def _ad_destroy(g: Duel, lk: Link) -> None:
    n = int(lk.data.get("atk", -1))
    out = [m for m in g.mz[1 - lk.player] if m >= 0 and up(g, m) and g.atk(m) <= n]
    if out:
        g.destroy(out, "effect", lk)


reg(ARMED_DRAGON_LV7, Effect(kind="ignition", cost=(_ad_ask, _ad_send),
                             condition=lambda g, c, p, w: bool(_hand_monsters(g, p)),
                             operation=(_ad_destroy,), category=CAT_DESTROY))

# --- Swift Gaia the Fierce Knight: the only card in your hand: Normal Summon without Tributing --


def _gaia_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    hand = g.hand[p]
    if len(hand) == 1 and g.code[hand[0]] == SWIFT_GAIA and g.ns_used < 1 and g.tp == p \
            and g.free_mzone(p) >= 0:
        return [("goat_mon_gaia", hand[0])]
    return []


def _gaia_summon(g: Duel, opt: tuple[Any, ...]) -> None:
    g.ns_used += 1
    g.stack.append(("summon_declared", opt[1], POS_FU_ATK, ()))


MAIN_OPTIONS.append(only_for({SWIFT_GAIA})(_gaia_options))
MAIN_ACTIONS["goat_mon_gaia"] = _gaia_summon
ACTION_TEXTS["goat_mon_gaia"] = Text("不用解放通常召唤「{zh}」（手卡只有这1张）",
                                     "Normal Summon {en} without Tributing (your only card)")
reg(SWIFT_GAIA, Effect(kind="continuous", name=Text("手卡只有这1张时可以不用解放通常召唤",
                                                   "Your only card in hand: Normal Summon "
                                                   "without Tributing")))


# --- Ultimate Baseball Kid: +1000 ATK per other face-up FIRE monster on the field; send 1 FIRE
#     monster you control to the GY: 500 damage ---------------------------------------------------


def _other_fire(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 1000 * sum(1 for q in (0, 1) for m in g.mz[q] if m >= 0 and m != s and up(g, m)
                      and g.attribute(m) & A["FIRE"])


def _my_fire(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and g.attribute(m) & A["FIRE"]]


def _kid_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _my_fire(g, lk.player), 1, 1, "choose")


def _kid_send(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if got:
        g.send_to_gy(got, "cost")


def _burn500(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 500, src=lk.card)


reg(ULTIMATE_BASEBALL_KID,
    Effect(kind="continuous", aspects=(Aspect("atk", _other_fire),), category=CAT_ATKCHANGE),
    Effect(kind="ignition", cost=(_kid_ask, _kid_send),
           condition=lambda g, c, p, w: bool(_my_fire(g, p)), operation=(_burn500,),
           category=CAT_DAMAGE))


# --- Dark Elf: it cannot attack unless its controller pays 1000 LP (paid at the declaration) ----


def _elf_may_attack(g: Duel, m: int) -> bool:
    return g.code[m] != DARK_ELF or not active(g, m) or g.lp[g.ctrl[m]] >= 1000


def _elf_pays(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "attack" and g.code[c] == DARK_ELF and active(g, c):
        g.pay_lp(g.ctrl[c], 1000)


ATTACK_ALLOWED.append(only_for({DARK_ELF})(_elf_may_attack))
EVENT_HOOKS.append(only_for({DARK_ELF})(_elf_pays))
reg(DARK_ELF, Effect(kind="continuous", name=Text("支付1000基本分才能攻击",
                                                  "Pay 1000 LP to declare an attack")))


# --- Little-Winguard: once per turn, in your End Phase, you may change its battle position -------


def _winguard(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c):
        g.change_position(c, POS_FU_DEF if g.pos[c] == POS_FU_ATK else POS_FU_ATK)


reg(LITTLE_WINGUARD, Effect(kind="trigger", event="end_phase", optional=True,
                            condition=lambda g, c, p, w: g.tp == g.ctrl[c] and active(g, c),
                            operation=(_winguard,),
                            name=Text("改变这张卡的表示形式", "Change this card's position")))

# --- Chaos Command Magician: negate an Effect Monster's effect that targets this face-up card ---


def _ccm_negates(g: Duel, lk: Link) -> bool:
    if lk.card_act or not g.pool.cards[lk.code].is_monster or not lk.targets:
        return False
    for t, lf in zip(lk.targets, lk.tlife, strict=True):
        if g.life[t] == lf and g.code[t] == CHAOS_COMMAND_MAGICIAN and active(g, t):
            nm = g.pool.cards[lk.code].name
            g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
            return True
    return False


RESOLVE_HOOKS.append(only_for({CHAOS_COMMAND_MAGICIAN})(_ccm_negates))
reg(CHAOS_COMMAND_MAGICIAN, Effect(kind="continuous", name=Text(
    "以表侧的这张卡为对象的怪兽效果无效",
    "Monster effects that target this face-up card are negated")))


# --- Amphibious Bugroth MK-3: while "Umi" is face-up on the field, it can attack directly ------


#: ``fn(g) -> bool``: True = the field is treated as "Umi" now without an "Umi" card (Maiden
#: of the Aqua, ``goat7_mb_continuous.py``); read by :func:`umi_on_field`
UMI_STANDINS: list[Callable[[Duel], bool]] = []


def umi_on_field(g: Duel) -> bool:
    """A face-up "Umi" (or "A Legendary Ocean") is in a Field Zone and applies, or a card
    treats the field as "Umi" (:data:`UMI_STANDINS`)."""
    if any(f >= 0 and g.code[f] in UMI and up(g, f) and not g.flags[f] & F_NEGATED
           for f in g.fz):
        return True
    return any(standin(g) for standin in UMI_STANDINS)


def _bugroth_direct(g: Duel, a: int, tg: list[int]) -> list[int]:
    if g.code[a] == AMPHIBIOUS_BUGROTH_MK3 and -1 not in tg and active(g, a) and umi_on_field(g):
        return [*tg, -1]
    return tg


ATTACK_TARGETS.append(only_for({AMPHIBIOUS_BUGROTH_MK3})(_bugroth_direct))
reg(AMPHIBIOUS_BUGROTH_MK3, Effect(kind="continuous"))

# --- Pandemonium Watchbear: while it is face-up, "Pandemonium" cannot be destroyed (by a card
#     effect; a new Field Spell still replaces it by rule) -------------------------------------


def _watchbear(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason == "rule" or not any(g.code[c] == PANDEMONIUM for c in cs) \
            or not _on_field(g, PANDEMONIUM_WATCHBEAR):
        return cs
    out = []
    for c in cs:
        if g.code[c] == PANDEMONIUM and up(g, c) and g.loc[c] == LOC_FZONE:
            g.log("not_destroyed_by_effect", {**g.card_pub(c)})
            continue
        out.append(c)
    return out


DESTROY_SUBSTITUTES.append(only_for({PANDEMONIUM_WATCHBEAR})(_watchbear))
reg(PANDEMONIUM_WATCHBEAR, Effect(kind="continuous", name=Text(
    "「万魔殿-恶魔的巢窟-」不会被破坏", "\"Pandemonium\" cannot be destroyed")))
