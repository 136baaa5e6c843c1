"""Goat-pool monsters, batch 5 (goat-m2): what happens to a monster that attacks this card —
returned to the hand after damage calculation (Kelbek, Wall of Illusion), destroyed when its ATK
was lower than this card's DEF (Thousand Needles, Two Thousand Needles: the Des Kangaroo
pattern), double battle damage to the attacker's controller (Stone Statue of the Aztecs). The
"after damage calculation" effects are triggers queued by one ``BATTLE_END_HOOKS`` hook (the
battle is read back from the log: ``classic_lib.last_battle``). Texts (2005 prints, our own
words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_battlers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, last_battle, note, reg, up
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    Aspect,
    Effect,
    Link,
    ask_cards,
    ask_race,
)
from cardtable.ygo.effects.hooks import (
    BATTLE_DAMAGE_HOOKS,
    BATTLE_END_HOOKS,
    DESTROY_SUBSTITUTES,
    EVENT_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    BS_CALC,
    BS_DAMAGE,
    LOC_GY,
    LOC_MZONE,
    POS_DEF,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

KELBEK = 54878498
WALL_OF_ILLUSION = 13945283
THOUSAND_NEEDLES = 33977496
TWO_THOUSAND_NEEDLES = 83228073
STONE_STATUE_AZTECS = 31812496

#: "Any monster that attacks this card is returned to its owner's hand; damage calculation
#: applies normally" — also when this card is destroyed by that battle (the OCG ruling on Wall
#: of Illusion: its effect activates after it is destroyed); a destroyed attacker stays in the GY
RETURNERS = frozenset({KELBEK, WALL_OF_ILLUSION})
#: "If this card is attacked in Defense Position by a monster whose ATK is lower than this card's
#: DEF, destroy the attacking monster after damage calculation"
NEEDLES = frozenset({THOUSAND_NEEDLES, TWO_THOUSAND_NEEDLES})
EV_ATTACKER = "goat5m2_attacked_by"  # queued by the hook below, never raised by the engine
#: "A monster that battles with this Defense Position card is returned to the top of its
#: owner's Deck at the end of the Damage Step" (also when this card is destroyed by that
#: battle: its position is noted as it is destroyed)
LEGENDARY_JUJITSU_MASTER = 25773409
#: "A monster that battles with this card is changed to Defense Position after damage
#: calculation" (also when this card is destroyed by that battle)
KANGAROO_CHAMP = 95789089
JUJITSU_KEY = "jujitsu_in_defense"


def _queue(g: Duel, c: int, attacker: int) -> None:
    p = g.ctrl[c] if g.loc[c] == LOC_MZONE else g.owner[c]
    for ei in g.pool.trig_index(g.code[c]).get(EV_ATTACKER, ()):
        g.trig.append(Trigger(c, ei, p, g.stamp, (EV_ATTACKER, c, attacker, g.life[attacker])))


@only_for({LEGENDARY_JUJITSU_MASTER})
def _note_defense(g: Duel, cs: list[int], reason: str) -> list[int]:
    """A Legendary Jujitsu Master about to be destroyed by battle in Defense Position (face-up by
    then: damage calculation comes after the flip) is noted publicly, as its effect still
    applies; nothing is replaced."""
    if reason == "battle":
        for t in cs:
            if g.code[t] == LEGENDARY_JUJITSU_MASTER and g.loc[t] == LOC_MZONE \
                    and g.pos[t] & POS_DEF:
                note(g, t, "destroyed in Defense Position", "以守备表示被破坏",
                     **{JUJITSU_KEY: True})
    return cs


def _was_in_defense(g: Duel, t: int) -> bool:
    if g.loc[t] == LOC_MZONE:
        return bool(g.pos[t] & POS_DEF)
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 40, -1), -1):
        kind, pub, _ = el[i]
        if kind == "card_effect" and pub.get(JUJITSU_KEY) and pub.get("card") == t:
            return True
        if kind == "damage_step":
            return False
    return False


DESTROY_SUBSTITUTES.append(_note_defense)


def _after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if a < 0 or t < 0:
        return
    for me, other in ((a, t), (t, a)):
        if g.code[me] == KANGAROO_CHAMP and g.loc[other] == LOC_MZONE:
            _queue(g, me, other)
    if g.loc[a] != LOC_MZONE:
        return
    code = g.code[t]
    needled = code in NEEDLES and g.loc[t] == LOC_MZONE and bool(g.pos[t] & POS_DEF) \
        and g.atk(a) < g.defense(t)
    thrown = code == LEGENDARY_JUJITSU_MASTER and _was_in_defense(g, t)
    if code in RETURNERS or needled or thrown:
        _queue(g, t, a)


BATTLE_END_HOOKS.append(only_for(RETURNERS | NEEDLES | {LEGENDARY_JUJITSU_MASTER,
                                                         KANGAROO_CHAMP})(_after_battle))


def _attacker(g: Duel, lk: Link) -> int:
    ev = lk.event
    if ev is None or len(ev) < 4:
        return -1
    a, life = int(ev[2]), int(ev[3])
    return a if g.life[a] == life and g.loc[a] == LOC_MZONE else -1


def _bounce(g: Duel, lk: Link) -> None:
    a = _attacker(g, lk)
    if a >= 0:
        g.to_hand([a])


def _destroy_attacker(g: Duel, lk: Link) -> None:
    a = _attacker(g, lk)
    if a >= 0:
        g.destroy([a], "effect", lk)


def _deck_top(g: Duel, lk: Link) -> None:
    a = _attacker(g, lk)
    if a >= 0:
        g.to_deck([a], shuffle=False)


for _code in RETURNERS:
    reg(_code, Effect(kind="trigger", event=EV_ATTACKER, optional=False, operation=(_bounce,)))
def _to_defense(g: Duel, lk: Link) -> None:
    a = _attacker(g, lk)
    if a >= 0 and g.pos[a] == POS_FU_ATK:
        g.change_position(a, POS_FU_DEF)


reg(KANGAROO_CHAMP, Effect(kind="trigger", event=EV_ATTACKER, optional=False,
                           operation=(_to_defense,)))
reg(LEGENDARY_JUJITSU_MASTER, Effect(kind="trigger", event=EV_ATTACKER, optional=False,
                                     operation=(_deck_top,)))
for _code in NEEDLES:
    reg(_code, Effect(kind="trigger", event=EV_ATTACKER, optional=False,
                      operation=(_destroy_attacker,), category=CAT_DESTROY))


def _aztecs(g: Duel, p: int, n: int) -> int:
    """"Double any battle damage your opponent takes when they attack this monster"."""
    b = g.battle
    if n <= 0 or b is None or b.target < 0:
        return n
    t = b.target
    if g.code[t] == STONE_STATUE_AZTECS and g.loc[t] == LOC_MZONE and up(g, t) \
            and g.ctrl[b.attacker] == p and g.ctrl[t] != p:
        return 2 * n
    return n


BATTLE_DAMAGE_HOOKS.append(only_for({STONE_STATUE_AZTECS})(_aztecs))
reg(STONE_STATUE_AZTECS, Effect(kind="continuous", name=Text(
    "攻击这张卡的对方受到的战斗伤害变成2倍",
    "Battle damage to an opponent attacking it is doubled")))


# --- Mucus Yolk: "This card cannot be Special Summoned. Each time this card inflicts Battle
#     Damage to your opponent by a direct attack, this card gains 1000 ATK." ------------------

MUCUS_YOLK = 70307656
EV_DIRECT = "goat5m2_direct_damage"


@only_for({MUCUS_YOLK})
def _yolk_damage(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n > 0 and b is not None and b.target < 0 and g.code[b.attacker] == MUCUS_YOLK \
            and g.ctrl[b.attacker] != p and up(g, b.attacker):
        a = b.attacker
        for ei in g.pool.trig_index(MUCUS_YOLK).get(EV_DIRECT, ()):
            g.trig.append(Trigger(a, ei, g.ctrl[a], g.stamp, (EV_DIRECT, a, g.life[a])))
    return n


@only_for({MUCUS_YOLK})
def _yolk_no_special(g: Duel, p: int, c: int, how: str) -> bool:
    return not (how == "special" and g.code[c] == MUCUS_YOLK)


def _gain_1000(g: Duel, lk: Link) -> None:
    ev = lk.event
    c = lk.card
    if ev is not None and len(ev) > 2 and g.life[c] == ev[2] and g.loc[c] == LOC_MZONE:
        g.add_buff(c, 1000, 0, False, c)


BATTLE_DAMAGE_HOOKS.append(_yolk_damage)
SUMMON_ALLOWED.append(_yolk_no_special)
reg(MUCUS_YOLK, Effect(kind="trigger", event=EV_DIRECT, optional=False, operation=(_gain_1000,),
                       category=CAT_ATKCHANGE))


# --- The Hunter with 7 Weapons: "When this card is Normal Summoned, declare 1 Type of monster.
#     This card gains 1000 ATK while it battles a monster of the declared Type." (the Type is
#     kept in its ``g.counter``, cleared when it leaves; "while it battles": the Damage Step) ---

HUNTER_7_WEAPONS = 1525329


def _declare(g: Duel, lk: Link) -> None:
    ask_race(g, lk, lk.player)


def _keep_type(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.life[c] == lk.life:
        g.counter[c] = int(lk.picks[-1])
        note(g, c, "declares a Type", "宣言种族", race=int(lk.picks[-1]))


def _hunter_atk(g: Duel, s: int, c: int) -> int:
    b = g.battle
    if c != s or b is None or g.bstep not in (BS_DAMAGE, BS_CALC) or not g.counter[s]:
        return 0
    other = b.target if b.attacker == s else b.attacker if b.target == s else -1
    return 1000 if other >= 0 and g.race(other) & g.counter[s] else 0


reg(HUNTER_7_WEAPONS,
    Effect(kind="trigger", event="summoned", optional=False,
           condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE and len(w) > 2
           and w[2] == "normal", operation=(_declare, _keep_type)),
    Effect(kind="continuous", aspects=(Aspect("atk", _hunter_atk),), category=CAT_ATKCHANGE))


# --- Legacy Hunter: "When this card destroys a face-down Defense Position monster by battle,
#     your opponent returns 1 random card from their hand to the Deck." (the target's face-down
#     position is noted at the start of the Damage Step, before the flip) -------------------

LEGACY_HUNTER = 87010442
HUNTED_KEY = "legacy_hunter_face_down"


@only_for({LEGACY_HUNTER})
def _note_face_down(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    t = int(data[0]) if ev == "ds_start" and data else -1
    if t >= 0 and g.code[c] == LEGACY_HUNTER and g.pos[t] == POS_FD_DEF:
        note(g, c, "attacks a face-down Defense Position monster", "攻击里侧守备表示怪兽",
             **{HUNTED_KEY: t})


def _hunted(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    v = w[1] if len(w) > 1 else -1
    if g.loc[c] != LOC_MZONE or v == c or last_battle(g) != (c, v):
        return False
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 40, -1), -1):
        kind, pub, _ = el[i]
        if kind == "card_effect" and pub.get(HUNTED_KEY) == v and pub.get("card") == c:
            return True
        if kind == "damage_step":
            return False
    return False


def _hand_card_back(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if g.hand[o]:
        g.to_deck([g.rng.choice(g.hand[o])], shuffle=True)


EVENT_HOOKS.append(_note_face_down)
reg(LEGACY_HUNTER, Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                          condition=_hunted, operation=(_hand_card_back,)))


# --- Luminous Soldier: "When this card battles a DARK monster, it gains 500 ATK during damage
#     calculation only." ----------------------------------------------------------------------

LUMINOUS_SOLDIER = 57482479


def _luminous(g: Duel, s: int, c: int) -> int:
    b = g.battle
    if c != s or b is None or g.bstep != BS_CALC:
        return 0
    other = b.target if b.attacker == s else b.attacker if b.target == s else -1
    dark = C.ATTRIBUTE_BY_NAME["DARK"]
    return 500 if other >= 0 and g.attribute(other) & dark else 0


reg(LUMINOUS_SOLDIER, Effect(kind="continuous", aspects=(Aspect("atk", _luminous),),
                             category=CAT_ATKCHANGE))


# --- Nubian Guard: "When this card inflicts Battle Damage to your opponent, you can return 1
#     Continuous Spell Card from your Graveyard to the top of your Deck." --------------------

NUBIAN_GUARD = 51616747
EV_NUBIAN = "goat5m2_nubian_damage"


def _continuous_spells(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).is_spell and g.cd(c).type & C.CONTINUOUS]


@only_for({NUBIAN_GUARD})
def _nubian_damage(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n <= 0 or b is None:
        return n
    dealer = b.attacker if g.ctrl[b.attacker] != p else b.target
    if dealer >= 0 and g.code[dealer] == NUBIAN_GUARD and g.loc[dealer] == LOC_MZONE \
            and up(g, dealer):
        for ei in g.pool.trig_index(NUBIAN_GUARD).get(EV_NUBIAN, ()):
            g.trig.append(Trigger(dealer, ei, g.ctrl[dealer], g.stamp, (EV_NUBIAN, dealer)))
    return n


def _nubian_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _continuous_spells(g, lk.player, lk.card), 1, 1, "choose")


def _nubian_top(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_deck(got, shuffle=False)


BATTLE_DAMAGE_HOOKS.append(_nubian_damage)
reg(NUBIAN_GUARD, Effect(kind="trigger", event=EV_NUBIAN, optional=True,
                         condition=lambda g, c, p, w: bool(_continuous_spells(g, p, c)),
                         operation=(_nubian_pick, _nubian_top)))
