"""Goat-pool monsters with Ignition Effects and summon triggers (issue 15 part 3, monster batch
4): tribute-for-damage/LP as a table over one filtered tribute cost, discard/pay costs, the
Tribute-Summon trigger of Granmarg the Rock Monarch, Burning Algae. Texts (2005 wording, our own
words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat_mon_ignition.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    Filt,
    all_of,
    borrow,
    choose_pos,
    gy_banish_ready,
    gy_banish_zone,
    has,
    is_monster,
    is_spell,
    is_trap,
    last,
    live_targets,
    mark_used,
    mons,
    once_per_turn,
    pick,
    reg,
    return_borrowed,
    st_cards,
    tribute_summoned,
    up,
)
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_RECOVER,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import (
    LOC_DECK,
    LOC_EXTRA,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
    LOC_SZONE,
    POS_FACEDOWN,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
R = C.RACE_BY_NAME
A = C.ATTRIBUTE_BY_NAME

HYSTERIC_FAIRY = 21297224
MAN_THRO_TRO = 43714890
CANNONHOLDER = 99877698
ANTI_AIRCRAFT_FLOWER = 65064143
AMAZONESS_ARCHER = 91869203
WINGED_MINION = 89258225
WOODLAND_SPRITE = 6979239
LADY_NINJA_YAE = 82005435
CHIRON = 16956455
CYBER_STEIN = 69015963
BAZOO = 40133511
GRANMARG = 60229110
BURNING_ALGAE = 41859700
THREE_HUMP_LACOODA = 86988864
AVATAR_OF_THE_POT = 99284890
POT_OF_GREED = 55144522
BLACK_DRAGONS_CHICK = 36262024
RED_EYES_B_DRAGON = 74677422
FREED_THE_BRAVE_WANDERER = 16556849
LITTLE_SWORDSMAN_OF_AILE = 25109950
BYSER_SHOCK = 17597059
SACRED_CRANE = 30914564
COCKROACH_KNIGHT = 33413638
WHITE_MAGICIAN_PIKERU = 81383947
AGENT_OF_CREATION_VENUS = 64734921
MYSTICAL_SHINE_BALL = 39552864
RESHEF = 62420419


def tribute_of(n: int, filt: Filt | None = None, not_self: bool = False
               ) -> tuple[tuple[Callable[[Duel, Link], None], ...], Callable[..., bool]]:
    """Cost "Tribute ``n`` monster(s) you control (matching ``filt``)": (steps, condition)."""

    def cands(g: Duel, p: int, s: int) -> list[int]:
        return [m for m in g.mz[p] if m >= 0 and not (not_self and m == s)
                and (filt is None or (up(g, m) and filt(g, m)))]

    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, cands(g, lk.player, lk.card), n, n, "tribute")

    def do(g: Duel, lk: Link) -> None:
        g.send_to_gy(last(lk), "tribute")

    return (ask, do), lambda g, c, p, w: len(cands(g, p, c)) >= n


def _name_has(part: str) -> Filt:
    return lambda g, c: part in g.cd(c).name.en


def _normal_monster(g: Duel, c: int) -> bool:
    return g.cd(c).type == C.MONSTER | C.NORMAL


def _gain(n: int) -> Callable[[Duel, Link], None]:
    def op(g: Duel, lk: Link) -> None:
        g.recover(lk.player, n)

    return op


def _burn(n: int) -> Callable[[Duel, Link], None]:
    def op(g: Duel, lk: Link) -> None:
        g.damage(1 - lk.player, n, src=lk.card)

    return op


#: "Tribute <n> <kind of> monster(s): <you gain / your opponent takes> <amount>" (Ignition)
TRIBUTE_ROWS: dict[int, tuple[int, Filt | None, bool, str, int]] = {
    # code: (tributes, filter, not this card, "gain"/"burn", amount)
    HYSTERIC_FAIRY: (2, None, False, "gain", 1000),
    MAN_THRO_TRO: (1, _normal_monster, True, "burn", 800),
    CANNONHOLDER: (1, lambda g, c: _name_has("Gravekeeper's")(g, c)
                   and g.code[c] != CANNONHOLDER, True, "burn", 700),
    ANTI_AIRCRAFT_FLOWER: (1, lambda g, c: bool(g.race(c) & R["Insect"]), True, "burn", 800),
    AMAZONESS_ARCHER: (2, None, False, "burn", 1200),
}
for _code, (_n, _filt, _ns, _what, _amount) in TRIBUTE_ROWS.items():
    _steps, _cond = tribute_of(_n, _filt, _ns)
    reg(_code, Effect(kind="ignition", cost=_steps, condition=_cond,
                      operation=(_gain(_amount) if _what == "gain" else _burn(_amount),),
                      category=CAT_RECOVER if _what == "gain" else CAT_DAMAGE))

# --- Winged Minion: Tribute this card: a face-up Fiend you control gains 700 ATK and DEF --------

_fiends = mons("self", True, lambda g, c: bool(g.race(c) & R["Fiend"]), not_self=True)


def _tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")


def _minion(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.add_buff(t, 700, 700, until_end=False, src=lk.card)


reg(WINGED_MINION, Effect(kind="ignition", cost=(_tribute_self,), condition=has(_fiends),
                          target=(pick(_fiends, "target_monster"),), target_picks=True,
                          operation=(_minion,), category=CAT_ATKCHANGE))

# --- Woodland Sprite: send 1 Equip Card equipped to it to the GY: 500 damage ------------------


def _my_equips(g: Duel, p: int, s: int) -> list[int]:
    return [e for q in (0, 1) for e in g.sz[q] if e >= 0 and g.equip[e] == s]


def _sprite_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _my_equips(g, lk.player, lk.card), 1, 1, "choose")


def _sprite_send(g: Duel, lk: Link) -> None:
    got = [e for e in last(lk) if g.loc[e] == LOC_SZONE]
    if got:
        g.send_to_gy(got, "cost")


reg(WOODLAND_SPRITE, Effect(kind="ignition", cost=(_sprite_ask, _sprite_send),
                            condition=has(_my_equips), operation=(_burn(500),),
                            category=CAT_DAMAGE))

# --- Lady Ninja Yae: discard 1 WIND monster: the opponent's Spells and Traps to the hand -------


def _wind_in_hand(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if is_monster(g, c) and g.cd(c).attribute & A["WIND"]]


def _discard_ask(cands: Callable[[Duel, int, int], list[int]]) -> Callable[[Duel, Link], None]:
    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, cands(g, lk.player, lk.card), 1, 1, "discard")

    return ask


def _discard_picked(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


def _yae(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    cs = [c for c in (*g.sz[o], g.fz[o]) if c >= 0]
    if cs:
        g.to_hand(cs)


reg(LADY_NINJA_YAE, Effect(kind="ignition", cost=(_discard_ask(_wind_in_hand), _discard_picked),
                           condition=has(_wind_in_hand), operation=(_yae,)))

# --- Chiron the Mage: once per turn, discard 1 Spell: destroy 1 Spell/Trap on the field -------


def _spells_in_hand(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if is_spell(g, c)]


_field_st = st_cards("any", filt=lambda g, c: is_spell(g, c) or is_trap(g, c))


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.destroy(ts, "effect", lk)


reg(CHIRON, Effect(kind="ignition", cost=(mark_used, _discard_ask(_spells_in_hand),
                                          _discard_picked),
                   condition=all_of(once_per_turn, has(_spells_in_hand), has(_field_st)),
                   target=(pick(_field_st, "target_spell_trap"),), target_picks=True,
                   operation=(_destroy_targets,), category=CAT_DESTROY))

# --- Cyber-Stein: pay 5000 LP: a Fusion Monster from the Fusion Deck in Attack Position --------


def _fusions(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.extra[p] if g.cd(c).type & C.FUSION
            and g.can_special_summon(c, p)]


def _pay5000(g: Duel, lk: Link) -> None:
    g.pay_lp(lk.player, 5000)


def _stein_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _fusions(g, lk.player, lk.card), 1, 1, "summon_pick")


def _stein_summon(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_EXTRA]
    if got and g.can_special_summon(got[0], lk.player):
        g.special_summon(got[0], lk.player, POS_FU_ATK)


reg(CYBER_STEIN, Effect(kind="ignition", cost=(_pay5000,),
                        condition=all_of(lambda g, c, p, w: g.lp[p] >= 5000, has(_fusions)),
                        operation=(_stein_ask, _stein_summon), category=CAT_SPSUMMON))

# --- Bazoo the Soul-Eater: once per turn, remove up to 3 monsters in your GY from play: +300
#     ATK each until the End Phase -----------------------------------------------------------


def _gy_monsters(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in gy_banish_zone(g, p) if is_monster(g, c)]


def _bazoo_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _gy_monsters(g, lk.player, lk.card), 1, 3, "choose")


def _bazoo_banish(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if gy_banish_ready(g, lk.player, c)]
    lk.data["n"] = len(g.banish(got)) if got else 0


def _bazoo_up(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and lk.data.get("n"):
        g.add_buff(c, 300 * int(lk.data["n"]), 0, until_end=True, src=c)


reg(BAZOO, Effect(kind="ignition", cost=(mark_used, _bazoo_ask, _bazoo_banish),
                  condition=all_of(once_per_turn, has(_gy_monsters)), operation=(_bazoo_up,),
                  category=CAT_ATKCHANGE | CAT_BANISH,
                  name=Text("除外墓地最多3只怪兽：攻击力上升", "Remove up to 3 monsters: +ATK")))

# --- the Monarchs: "When this card is Tribute Summoned" -----------------------------------------


def _face_down_cards(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in (*g.mz[q], *g.sz[q], g.fz[q])
            if c >= 0 and g.pos[c] & POS_FACEDOWN]


reg(GRANMARG, Effect(kind="trigger", event="summoned", optional=False,
                     condition=all_of(tribute_summoned, has(_face_down_cards)),
                     target=(pick(_face_down_cards, "target_card"),), target_picks=True,
                     operation=(_destroy_targets,), category=CAT_DESTROY))

# --- Burning Algae: sent to the GY: your opponent gains 1000 LP -------------------------------


def _opp_gains(g: Duel, lk: Link) -> None:
    g.recover(1 - lk.player, 1000)


reg(BURNING_ALGAE, Effect(kind="trigger", event="to_gy", optional=False,
                          condition=lambda g, c, p, w: g.loc[c] == LOC_GY,
                          operation=(_opp_gains,), category=CAT_RECOVER))


# --- 3-Hump Lacooda: Tribute 2 other face-up 3-Hump Lacooda: draw 3 -----------------------------

_lacooda_steps, _lacooda_cond = tribute_of(
    2, lambda g, c: g.code[c] == THREE_HUMP_LACOODA, not_self=True)
reg(THREE_HUMP_LACOODA, Effect(kind="ignition", cost=_lacooda_steps, condition=_lacooda_cond,
                               operation=(ops.draw(3),), category=CAT_DRAW))

# --- Avatar of The Pot: send 1 "Pot of Greed" from your hand to the GY: draw 3 ---------------


def _pots(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if g.code[c] == POT_OF_GREED]


def _pot_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _pots(g, lk.player, lk.card), 1, 1, "choose")


def _pot_send(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.send_to_gy(got, "cost")


reg(AVATAR_OF_THE_POT, Effect(kind="ignition", cost=(_pot_ask, _pot_send), condition=has(_pots),
                              operation=(ops.draw(3),), category=CAT_DRAW))

# --- Black Dragon's Chick: send this face-up card to the GY: Red-Eyes B. Dragon from the hand --


def _red_eyes(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if g.code[c] == RED_EYES_B_DRAGON]


def _send_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "cost")


def _chick_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _red_eyes(g, lk.player, lk.card), 1, 1, "summon_pick")


def _chick_summon(g: Duel, lk: Link) -> None:
    got = [c for c in lk.picks[-2] if g.loc[c] == LOC_HAND] if len(lk.picks) > 1 else []
    if got and g.can_special_summon(got[0], lk.player):
        g.special_summon(got[0], lk.player, int(lk.picks[-1]))


reg(BLACK_DRAGONS_CHICK, Effect(kind="ignition", cost=(_send_self,), condition=has(_red_eyes),
                                operation=(_chick_ask, choose_pos, _chick_summon),
                                category=CAT_SPSUMMON))

# --- Freed the Brave Wanderer: remove 2 LIGHT monsters in your GY from play: destroy 1 face-up
#     monster with more ATK than this card ---------------------------------------------------------


def _light_gy(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in gy_banish_zone(g, p) if is_monster(g, c)
            and g.cd(c).attribute & A["LIGHT"]]


def _stronger(g: Duel, p: int, s: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m) and g.atk(m) > g.atk(s)]


def _freed_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _light_gy(g, lk.player, lk.card), 2, 2, "choose")


def _freed_banish(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if gy_banish_ready(g, lk.player, c)]
    if got:
        g.banish(got)


def _destroy_stronger(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)
          and g.atk(t) > (g.atk(lk.card) if g.loc[lk.card] == LOC_MZONE else -1)]
    if ts:
        g.destroy(ts, "effect", lk)


reg(FREED_THE_BRAVE_WANDERER, Effect(
    kind="ignition", cost=(_freed_ask, _freed_banish),
    condition=all_of(has(_light_gy, 2), has(_stronger)),
    target=(pick(_stronger, "target_monster"),), target_picks=True,
    operation=(_destroy_stronger,), category=CAT_DESTROY | CAT_BANISH))

# --- The Little Swordsman of Aile: Tribute 1 other monster: +700 ATK until the End Phase ------

_aile_steps, _aile_cond = tribute_of(1, not_self=True)


def _aile_up(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.add_buff(lk.card, 700, 0, until_end=True, src=lk.card)


reg(LITTLE_SWORDSMAN_OF_AILE, Effect(kind="ignition", cost=_aile_steps, condition=_aile_cond,
                                     operation=(_aile_up,), category=CAT_ATKCHANGE))

# --- Byser Shock: Normal Summoned: every Set card on the field back to the hand --------------


def _byser(g: Duel, lk: Link) -> None:
    out = _face_down_cards(g, lk.player, lk.card)
    if out:
        g.to_hand(out)


reg(BYSER_SHOCK, Effect(kind="trigger", event="summoned", optional=False,
                        condition=lambda g, c, p, w: len(w) > 2 and w[2] == "normal"
                        and g.loc[c] == LOC_MZONE, operation=(_byser,)))

# --- Sacred Crane: Special Summoned: draw 1 ------------------------------------------------------

reg(SACRED_CRANE, Effect(kind="trigger", event="summoned", optional=False,
                         condition=lambda g, c, p, w: len(w) > 2 and w[2] == "special"
                         and g.loc[c] == LOC_MZONE and up(g, c),
                         operation=(ops.draw(1),), category=CAT_DRAW))

# --- Cockroach Knight: sent to the GY: back on top of your Deck ----------------------------------


def _to_top(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY:
        g.to_deck([lk.card], shuffle=False)


reg(COCKROACH_KNIGHT, Effect(kind="trigger", event="to_gy", optional=False,
                             condition=lambda g, c, p, w: g.loc[c] == LOC_GY,
                             operation=(_to_top,)))

# --- White Magician Pikeru: each of your Standby Phases, +400 LP per monster you control --------


def _pikeru(g: Duel, lk: Link) -> None:
    n = sum(1 for m in g.mz[lk.player] if m >= 0)
    if n:
        g.recover(lk.player, 400 * n)


reg(WHITE_MAGICIAN_PIKERU, Effect(kind="trigger", event="standby", optional=False,
                                  condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE
                                  and g.tp == g.ctrl[c] and up(g, c),
                                  operation=(_pikeru,), category=CAT_RECOVER))


# --- The Agent of Creation - Venus: pay 500 LP: a Mystical Shine Ball from your hand or Deck ----


def _shine_balls(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.code[c] == MYSTICAL_SHINE_BALL]


def _pay500(g: Duel, lk: Link) -> None:
    g.pay_lp(lk.player, 500)


def _venus_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _shine_balls(g, lk.player, lk.card), 1, 1, "summon_pick")


def _venus_summon(g: Duel, lk: Link) -> None:
    picked = lk.picks[-2] if len(lk.picks) > 1 and isinstance(lk.picks[-2], tuple) else ()
    got = [c for c in picked if g.loc[c] in (LOC_HAND, LOC_DECK)]
    from_deck = any(g.loc[c] == LOC_DECK for c in got)
    if got and g.can_special_summon(got[0], lk.player):
        g.special_summon(got[0], lk.player, int(lk.picks[-1]))  # the chosen position
    if from_deck:
        g.shuffle_deck(lk.player)


reg(AGENT_OF_CREATION_VENUS, Effect(
    kind="ignition", cost=(_pay500,),
    condition=all_of(lambda g, c, p, w: g.lp[p] >= 500 and g.free_mzone(p) >= 0,
                     has(_shine_balls)),
    operation=(_venus_ask, choose_pos, _venus_summon), category=CAT_SPSUMMON))


# --- Reshef the Dark Being (Ritual): discard 1 Spell: control 1 opponent's monster this turn ----

_opp_monsters = mons("opp")


def _reshef(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player:
            borrow(g, t, lk.player)


def _return_borrowed(g: Duel, ev: str) -> None:
    return_borrowed(g, ev)  # a wrapper: the shared hook keeps its own card gating


PHASE_HOOKS.append(only_for({RESHEF})(_return_borrowed))
reg(RESHEF, Effect(kind="ignition", cost=(_discard_ask(_spells_in_hand), _discard_picked),
                   condition=all_of(has(_spells_in_hand), has(_opp_monsters)),
                   target=(pick(_opp_monsters, "target_monster"),), target_picks=True,
                   operation=(_reshef,)))
