"""Effect Monsters of the classic pool (main deck).

Monsters Special Summoned "by their own procedure" from the hand (Cyber Dragon, the Envoys,
Lava Golem) are offered as a speed-1 effect from the hand during their controller's Main
Phase (the engine has no summon-procedure menu entry): see docs/cards-classic.md.
"When this card destroys a monster by battle" conditions read the last damage calculation with
:func:`classic_lib.in_last_battle`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    all_of,
    attack_target,
    battle_losses_in_gy,
    card_ok,
    has,
    in_deck,
    in_gy,
    in_last_battle,
    is_monster,
    is_spell,
    is_trap,
    last,
    last_battle,
    live_targets,
    mark_used,
    mons,
    named,
    note,
    once_per_turn,
    own_main,
    pick,
    reg,
    search_to_hand,
    spirit_returns,
    st_cards,
    summon_to,
    take_control,
    tgt,
    up,
)
from cardtable.ygo.cards.scripts.goat8_t_redo import with_redo
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_POSITION,
    CAT_RECOVER,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
    ask_option,
    ask_yesno,
)
from cardtable.ygo.effects.hooks import (
    DESTROY_SUBSTITUTES,
    PHASE_HOOKS,
    RESOLVE_HOOKS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    F_ATTACKED,
    LOC_BANISHED,
    LOC_DECK,
    LOC_EXTRA,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    POS_FD_DEF,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
BEWD = 89631139

# --- shared pieces ----------------------------------------------------------------------------


def _in_gy_now(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY


def _named(name: str) -> Any:
    return lambda g, c: g.cd(c).name.en == name


def _tribute_self(g: Duel, lk: Link) -> None:
    lk.data["self_atk"] = g.atk(lk.card)
    g.send_to_gy([lk.card], "tribute")


_any_mon = mons("any")
_up_mon = mons("any", True)

# --- Time Wizard ------------------------------------------------------------------------------

_COIN = (("heads", Text("正面", "Heads")), ("tails", Text("反面", "Tails")))


def _tw_call(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _COIN, "choose")


def _tw_op(g: Duel, lk: Link) -> None:
    p = lk.player

    def coin() -> str:
        side = "heads" if g.rng.below(2) == 0 else "tails"
        g.log("coin", {"player": p, "call": lk.picks[-1], "result": side})
        return side

    if with_redo(g, p, coin) == lk.picks[-1]:  # Second Coin Toss (goat8_t_redo)
        cs = g.monsters(1 - p)
        if cs:
            g.destroy(cs, "effect", lk)
    else:
        cs = g.monsters(p)
        total = sum(g.atk(m) for m in cs if up(g, m))
        if cs:
            g.destroy(cs, "effect", lk)
        g.damage(p, total // 2)


reg("time_wizard", Effect(kind="ignition", cost=(mark_used,), target=(_tw_call,),
                          operation=(_tw_op,), condition=once_per_turn,
                          category=CAT_DESTROY | CAT_DAMAGE))

# --- Thunder Dragon ---------------------------------------------------------------------------

_td_cands = in_deck(_named("Thunder Dragon"))


def _discard_self(g: Duel, lk: Link) -> None:
    g.discard([lk.card])


reg("thunder_dragon", Effect(kind="quick", speed=1, where=LOC_HAND, cost=(_discard_self,),
                             operation=(pick(_td_cands, "search", 2, 1), search_to_hand),
                             condition=all_of(own_main, has(_td_cands)), category=CAT_SEARCH,
                             name=Text("丢弃：检索「雷龙」", "Discard: add Thunder Dragons")))

# --- Sangan, searchers and floaters -----------------------------------------------------------

_sangan_cands = in_deck(lambda g, c: is_monster(g, c) and g.cd(c).atk <= 1500)
reg("sangan", Effect(kind="trigger", event="left_field", optional=False, condition=_in_gy_now,
                     operation=(pick(_sangan_cands, "search"), search_to_hand),
                     category=CAT_SEARCH))


def _floater(filt: Any, pos: int) -> tuple[Any, ...]:
    cands = in_deck(filt)

    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, cands(g, lk.player, lk.card), 1, 1, "summon_pick")

    def do(g: Duel, lk: Link) -> None:
        summon_to(g, [c for c in last(lk) if g.loc[c] == LOC_DECK], lk.player, pos)
        g.shuffle_deck(lk.player)

    return ask, do


def _battle_gy(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY


def battle_floater(filt: Any, pos: int, category: int = 0) -> Effect:
    """"When this card is destroyed by battle and sent to the GY, you can Special Summon 1
    monster matching ``filt`` from your Deck in position ``pos``" (Giant Rat's family; used by
    the Goat batches)."""
    return Effect(kind="trigger", event="battle_destroyed", when=True, condition=_battle_gy,
                  operation=_floater(filt, pos), category=category)


reg("shining_angel", Effect(
    kind="trigger", event="battle_destroyed", when=True, condition=_battle_gy,
    operation=_floater(lambda g, c: is_monster(g, c) and bool(g.cd(c).attribute
                                                              & C.LIGHT)
                       and g.cd(c).atk <= 1500, POS_FU_ATK), category=CAT_SPSUMMON))
reg("giant_rat", Effect(
    kind="trigger", event="battle_destroyed", when=True, condition=_battle_gy,
    operation=_floater(lambda g, c: is_monster(g, c) and bool(g.cd(c).attribute
                                                              & C.EARTH)
                       and g.cd(c).atk <= 1500, POS_FU_ATK), category=CAT_SPSUMMON))


def _copies(g: Duel, lk: Link) -> None:
    code = g.code[lk.card]
    cs = [c for c in g.deck[lk.player] if g.code[c] == code]
    if cs and g.free_mzone(lk.player) >= 0:
        ask_yesno(g, lk, lk.player, "yesno")
    else:
        lk.picks.append(False)


def _copies_pick(g: Duel, lk: Link) -> None:
    if lk.picks[-1] is not True:
        lk.picks.append(())
        return
    code = g.code[lk.card]
    cs = [c for c in g.deck[lk.player] if g.code[c] == code]
    room = sum(1 for z in g.mz[lk.player] if z < 0)
    ask_cards(g, lk, lk.player, cs, 1, min(room, len(cs)), "summon_pick")


def _copies_do(pos: int) -> Any:
    def do(g: Duel, lk: Link) -> None:
        got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
        if got:
            summon_to(g, got, lk.player, pos)
            g.shuffle_deck(lk.player)

    return do


def _germ_burn(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 500)


def _momonga_gain(g: Duel, lk: Link) -> None:
    g.recover(lk.player, 1000)


reg("giant_germ", Effect(kind="trigger", event="battle_destroyed", optional=False,
                         condition=_battle_gy, category=CAT_DAMAGE | CAT_SPSUMMON,
                         operation=(_germ_burn, _copies, _copies_pick, _copies_do(POS_FU_ATK))))
reg("nimble_momonga", Effect(kind="trigger", event="battle_destroyed", optional=False,
                             condition=_battle_gy, category=CAT_RECOVER | CAT_SPSUMMON,
                             operation=(_momonga_gain, _copies, _copies_pick,
                                        _copies_do(POS_FD_DEF))))


SERPENT = 8131171
MARIE = 57579381
EV_GY_STANDBY = "classic_gy_standby"  # queued by the Standby Phase hook below


def _gy_standby(g: Duel, ev: str) -> None:
    """Standby Phase hook: Sinister Serpent and Marie in the turn player's GY trigger."""
    if ev != "standby":
        return
    for c in g.gy[g.tp]:
        if g.code[c] in (SERPENT, MARIE):
            for ei in g.pool.trig_index(g.code[c]).get(EV_GY_STANDBY, ()):
                g.trig.append(Trigger(c, ei, g.tp, g.stamp, (EV_GY_STANDBY, c)))


def _serpent_op(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY:
        g.to_hand([lk.card])


def _marie_op(g: Duel, lk: Link) -> None:
    g.recover(lk.player, 200)


PHASE_HOOKS.append(only_for({SERPENT, MARIE})(_gy_standby))
reg("sinister_serpent", Effect(kind="trigger", event=EV_GY_STANDBY, optional=True,
                               condition=_in_gy_now, operation=(_serpent_op,),
                               name=Text("准备阶段：回到手卡", "Standby Phase: return to hand")))
reg("marie_the_fallen_one", Effect(kind="trigger", event=EV_GY_STANDBY, optional=False,
                                   condition=_in_gy_now, operation=(_marie_op,),
                                   category=CAT_RECOVER,
                                   name=Text("准备阶段：回复200基本分",
                                             "Standby Phase: gain 200 LP")))

# --- Flip monsters ----------------------------------------------------------------------------


def _morph(g: Duel, lk: Link) -> None:
    for q in (g.tp, 1 - g.tp):
        if g.hand[q]:
            g.discard(list(g.hand[q]))
    for q in (g.tp, 1 - g.tp):
        g.draw(q, 5)


reg("morphing_jar", Effect(kind="flip", optional=False, operation=(_morph,), category=CAT_DRAW))


def _fiber(g: Duel, lk: Link) -> None:
    cs = [c for q in (0, 1) for c in (*g.monsters(q), *g.spells(q), *g.hand[q], *g.gy[q])]
    g.to_deck(cs, shuffle=True)
    for q in (g.tp, 1 - g.tp):
        g.draw(q, 5)


reg("fiber_jar", Effect(kind="flip", optional=False, operation=(_fiber,), category=CAT_DRAW))


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts:
        g.destroy(ts, "effect", lk)


def _bounce_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.to_hand(ts)


_opp_mon = mons("opp")
reg("old_vindictive_magician", Effect(kind="flip", optional=False,
                                      target=(pick(_opp_mon, "target_monster"),),
                                      target_picks=True, operation=(_destroy_targets,),
                                      category=CAT_DESTROY))
reg("hane_hane", Effect(kind="flip", optional=False, target=(pick(_any_mon, "target_monster"),),
                        target_picks=True, operation=(_bounce_targets,)))
reg("penguin_soldier", Effect(kind="flip", optional=True,
                              target=(pick(_any_mon, "target_monster", 2, 1),),
                              target_picks=True, operation=(_bounce_targets,)))

_gy_trap = in_gy("self", is_trap)


def _to_hand_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts:
        g.to_hand(ts)


reg("mask_of_darkness", Effect(kind="flip", optional=False,
                               target=(pick(_gy_trap, "target_card"),), target_picks=True,
                               operation=(_to_hand_targets,), category=CAT_SEARCH))

_trap_on_field = st_cards("any", filt=lambda g, c: is_trap(g, c))


def _tm_cands(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in _trap_on_field(g, p, s) if up(g, c) or g.ctrl[c] == p]


reg("trap_master", Effect(kind="flip", optional=False, target=(pick(_tm_cands, "target_card"),),
                          target_picks=True, operation=(_destroy_targets,),
                          category=CAT_DESTROY))


def _koala(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 400 * len(g.hand[1 - lk.player]))


reg("des_koala", Effect(kind="flip", optional=False, operation=(_koala,), category=CAT_DAMAGE))


def _slate_up(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.add_buff(lk.card, 500, 500, False, lk.card)


def _slate_cond(g: Duel, c: int, p: int, w: W) -> bool:
    a, t = last_battle(g)
    o = t if a == c else a
    return g.loc[c] == LOC_GY and o >= 0 and g.loc[o] == LOC_MZONE and in_last_battle(g, c)


def _slate_curse(g: Duel, lk: Link) -> None:
    a, t = last_battle(g)
    o = t if a == lk.card else a
    if o >= 0 and g.loc[o] == LOC_MZONE and up(g, o):
        g.add_buff(o, -500, -500, False, lk.card)


reg("slate_warrior",
    Effect(kind="flip", optional=False, operation=(_slate_up,), category=CAT_ATKCHANGE),
    Effect(kind="trigger", event="battle_destroyed", optional=False, condition=_slate_cond,
           operation=(_slate_curse,), category=CAT_ATKCHANGE))

# --- Stealth Bird, Cannon Soldier -------------------------------------------------------------


def _to_fd(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.change_position(lk.card, POS_FD_DEF)


reg("stealth_bird",
    Effect(kind="ignition", cost=(mark_used,), operation=(_to_fd,), category=CAT_POSITION,
           condition=once_per_turn,
           name=Text("变成里侧守备表示", "Change to face-down Defense Position")),
    Effect(kind="flip", optional=False, operation=(ops.damage(1000),), category=CAT_DAMAGE))

_trib1 = costs.tribute(1)
reg("cannon_soldier", Effect(kind="ignition", cost=_trib1[0], operation=(ops.damage(500),),
                             condition=lambda g, c, p, w: _trib1[1](g, c, p),
                             category=CAT_DAMAGE))

# --- Exiled Force, Possessed Dark Soul, Abyss Soldier -----------------------------------------

reg("exiled_force", Effect(kind="ignition", cost=(_tribute_self,),
                           target=(pick(mons("any", not_self=True), "target_monster"),),
                           target_picks=True, operation=(_destroy_targets,),
                           condition=has(mons("any", not_self=True)), category=CAT_DESTROY))

_low_opp = mons("opp", True, lambda g, c: 0 < g.level(c) <= 3)  # an Xyz monster has no Level


def _possess(g: Duel, lk: Link) -> None:
    for m in _low_opp(g, lk.player, lk.card):
        take_control(g, m, lk.player)


reg("possessed_dark_soul", Effect(kind="ignition", cost=(_tribute_self,), operation=(_possess,)))

def _water_hand(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if is_monster(g, c) and g.cd(c).attribute & C.WATER]



def _abyss_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _water_hand(g, lk.player, lk.card), 1, 1, "discard")


def _abyss_cost(g: Duel, lk: Link) -> None:
    g.discard(last(lk))
    mark_used(g, lk)


def _field_all(g: Duel, p: int, s: int) -> list[int]:
    return [*_any_mon(g, p, s), *st_cards("any")(g, p, s)]


def _bounce_any_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts:
        g.to_hand(ts)


reg("abyss_soldier", Effect(kind="ignition", cost=(_abyss_cost_ask, _abyss_cost),
                            target=(pick(_field_all, "target_card"),), target_picks=True,
                            operation=(_bounce_any_targets,),
                            condition=all_of(once_per_turn, has(_field_all),
                                             lambda g, c, p, w: bool(_water_hand(g, p, c)))))

# --- Breaker and spell counters ---------------------------------------------------------------

BREAKER = 71413901
SKILLED = 73752131


def _breaker_counter(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c):
        g.counter[c] += 1
        g.log("counter", {**g.card_pub(c), "spell_counters": g.counter[c]})


def _remove_counter(g: Duel, lk: Link) -> None:
    g.counter[lk.card] -= 1
    g.log("counter", {**g.card_pub(lk.card), "spell_counters": g.counter[lk.card]})


_st_any = st_cards("any")
reg("breaker_the_magical_warrior",
    Effect(kind="trigger", event="summoned", optional=False, operation=(_breaker_counter,),
           condition=lambda g, c, p, w: w[2] == "normal"),
    Effect(kind="continuous", aspects=(Aspect("atk", lambda g, s, c: 300 * g.counter[s]
                                              if s == c else 0),)),
    Effect(kind="ignition", cost=(_remove_counter,), target=(pick(_st_any, "target_spell_trap"),),
           target_picks=True, operation=(_destroy_targets,), category=CAT_DESTROY,
           condition=lambda g, c, p, w: g.counter[c] > 0 and bool(_st_any(g, p, c)),
           name=Text("取除魔力指示物：破坏魔法·陷阱", "Remove a counter: destroy a Spell/Trap")))


def _holders(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in g.mz[q] if c >= 0 and up(g, c)
            and g.code[c] in (BREAKER, SKILLED)]


def _add_counter_targets(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if up(g, t):
            g.counter[t] += 1
            g.log("counter", {**g.card_pub(t), "spell_counters": g.counter[t]})


_low_caster = in_deck(lambda g, c: is_monster(g, c) and bool(g.cd(c).race & 0x2)
                      and g.cd(c).level <= 2)
reg("apprentice_magician",
    Effect(kind="trigger", event="summoned", optional=False,
           target=(pick(_holders, "target_card"),), target_picks=True,
           operation=(_add_counter_targets,)),
    Effect(kind="trigger", event="battle_destroyed", when=True, condition=_battle_gy,
           operation=_floater(lambda g, c: is_monster(g, c) and bool(g.cd(c).race & 0x2)
                              and g.cd(c).level <= 2, POS_FD_DEF),
           category=CAT_SPSUMMON))

# --- Spirits: Tsukuyomi -----------------------------------------------------------------------


def _mark_turn(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.counter[lk.card] = g.turn


def _spirit_return(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and card_ok(g, lk):
        g.to_hand([lk.card])


def _fd_targets(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            g.change_position(t, POS_FD_DEF)


_SPIRIT_END = Effect(kind="trigger", event="end_phase", optional=False,
                     operation=(_spirit_return,),
                     condition=lambda g, c, p, w: g.counter[c] == g.turn
                     and spirit_returns(g, c))
reg("tsukuyomi",
    Effect(kind="trigger", event="summoned", optional=False,
           target=(_mark_turn, pick(_up_mon, "target_monster")), target_picks=True,
           operation=(_fd_targets,), category=CAT_POSITION),
    Effect(kind="flip", optional=False, target=(_mark_turn, pick(_up_mon, "target_monster")),
           target_picks=True, operation=(_fd_targets,), category=CAT_POSITION),
    _SPIRIT_END)

# --- battle-destroying monsters ---------------------------------------------------------------


def _fd_target_cond(g: Duel, c: int, p: int, w: W) -> bool:
    t = w[2] if len(w) > 2 else -1
    return t >= 0 and g.loc[t] == LOC_MZONE and g.pos[t] == POS_FD_DEF


def _destroy_fd_target(g: Duel, lk: Link) -> None:
    # at the start of the Damage Step, still face-down: destroyed by the effect, never flipped;
    # the battle then has no target any more, so no damage calculation happens (rules/battle.py).
    # Destroyed by an effect, not by battle: it does not enable Mystic Swordsman LV2's Level Up.
    t = attack_target(g)
    if t >= 0 and g.pos[t] == POS_FD_DEF and g.battle and g.battle.attacker == lk.card:
        g.destroy([t], "effect", lk)


#: "If this card attacks a face-down Defense Position monster, destroy the monster immediately
#: with this card's effect without flipping it face-up or applying damage calculation" (Mystic
#: Swordsman LV2, Paladin of White Dragon): rulings apply it at the start of the Damage Step.
_FD_KILLER = Effect(kind="trigger", event="ds_start", optional=False, dmg_step=True,
                    condition=_fd_target_cond, operation=(_destroy_fd_target,),
                    category=CAT_DESTROY)


def _killer_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_MZONE and w[1] != c and in_last_battle(g, c) \
        and g.loc[w[1]] == LOC_GY


def _mark_kill(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.counter[lk.card] = g.turn


def _lv_up_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == g.ctrl[c] and 0 < g.counter[c] < g.turn


def _lv_up(target_name: str) -> tuple[Any, ...]:
    def ask(g: Duel, lk: Link) -> None:
        if g.loc[lk.card] != LOC_MZONE:
            lk.picks.append(())
            return
        g.send_to_gy([lk.card], "effect")
        p = lk.player
        cs = [c for c in (*g.hand[p], *g.deck[p]) if g.cd(c).name.en == target_name]
        ask_cards(g, lk, p, cs, 1, 1, "summon_pick")

    def do(g: Duel, lk: Link) -> None:
        got = [c for c in last(lk) if g.loc[c] in (LOC_HAND, LOC_DECK)]
        deck = any(g.loc[c] == LOC_DECK for c in got)
        summon_to(g, got, lk.player, POS_FU_ATK)
        if deck:
            g.shuffle_deck(lk.player)

    return ask, do


reg("mystic_swordsman_lv2",
    _FD_KILLER,
    Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
           condition=_killer_cond, operation=(_mark_kill,)),
    Effect(kind="trigger", event="standby", when=True, condition=_lv_up_cond,
           operation=_lv_up("Mystic Swordsman LV4"), category=CAT_SPSUMMON))


def _bewd_cands(g: Duel, p: int, deck: bool) -> list[int]:
    return [c for c in (*g.hand[p], *(g.deck[p] if deck else ())) if g.code[c] == BEWD]


def _bewd(deck: bool) -> tuple[Any, ...]:
    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, _bewd_cands(g, lk.player, deck), 1, 1, "summon_pick")

    def do(g: Duel, lk: Link) -> None:
        got = [c for c in last(lk) if g.loc[c] in (LOC_HAND, LOC_DECK)]
        from_deck = any(g.loc[c] == LOC_DECK for c in got)
        for c in summon_to(g, got, lk.player, POS_FU_ATK):
            g.flags[c] |= F_ATTACKED  # it cannot attack this turn
        if from_deck:
            g.shuffle_deck(lk.player)

    return ask, do


reg("paladin_of_white_dragon",
    _FD_KILLER,
    Effect(kind="ignition", cost=(_tribute_self,), operation=_bewd(True),
           category=CAT_SPSUMMON, condition=lambda g, c, p, w: bool(_bewd_cands(g, p, True)),
           name=Text("解放：特殊召唤「青眼白龙」", "Tribute: Special Summon Blue-Eyes")))
reg("kaibaman", Effect(kind="ignition", cost=(_tribute_self,), operation=_bewd(False),
                       category=CAT_SPSUMMON,
                       condition=lambda g, c, p, w: bool(_bewd_cands(g, p, False))))


def _zombyra(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.add_buff(lk.card, -200, 0, False, lk.card)


def _zombyra_no_direct(g: Duel, s: int, c: int) -> bool:
    # only a direct attack is forbidden: with no opponent monster, that is the only attack
    return s == c and not g.monsters(1 - g.ctrl[c])


reg("zombyra_the_dark",
    Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
           condition=_killer_cond, operation=(_zombyra,), category=CAT_ATKCHANGE),
    Effect(kind="continuous", aspects=(Aspect("no_attack", _zombyra_no_direct),)))

# --- Dark Magician of Chaos -------------------------------------------------------------------

_gy_spell = in_gy("self", is_spell)


def _dmoc_leave(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] in (LOC_GY, LOC_HAND, LOC_DECK, LOC_EXTRA):
        g.banish([c])


reg("dark_magician_of_chaos",
    Effect(kind="trigger", event="summoned", optional=False, operation=(_mark_turn,)),
    Effect(kind="trigger", event="end_phase", optional=False,
           condition=lambda g, c, p, w: g.counter[c] == g.turn and bool(_gy_spell(g, p, c)),
           target=(pick(_gy_spell, "target_card"),), target_picks=True,
           operation=(_to_hand_targets,), category=CAT_SEARCH),
    Effect(kind="trigger", event="left_field", optional=False, operation=(_dmoc_leave,),
           condition=lambda g, c, p, w: g.loc[c] != LOC_BANISHED, category=CAT_BANISH))

DMOC = 40737112


def _dmoc_replace(g: Duel, cs: list[int], reason: str) -> list[int]:
    """Destruction replacement: Dark Magician of Chaos itself, and a monster it destroys by
    battle, are banished instead of going to the GY."""
    out, ban = [], []
    b = g.battle if reason == "battle" else None
    for c in cs:
        if g.loc[c] != LOC_MZONE:
            out.append(c)
            continue
        if g.code[c] == DMOC and up(g, c):
            ban.append(c)
            continue
        if b and c in (b.attacker, b.target):
            other = b.target if c == b.attacker else b.attacker
            if other >= 0 and g.code[other] == DMOC and g.loc[other] == LOC_MZONE \
                    and up(g, other):
                ban.append(c)
                continue
        out.append(c)
    if ban:
        g.log("banished_instead", {"cards": [g.card_pub(c) for c in ban]})
        g.banish(ban)
    return out


DESTROY_SUBSTITUTES.append(only_for({DMOC})(_dmoc_replace))

# --- Envoys, Cyber Dragon, Lava Golem ---------------------------------------------------------


def _bls_banish(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    g.flags[lk.card] |= F_ATTACKED  # no attack this turn
    if t >= 0 and g.loc[t] == LOC_MZONE:
        g.banish([t])


def _bls_again(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.flags[lk.card] &= ~F_ATTACKED
        note(g, lk.card, "may attack once more", "可以再攻击1次")


_other_mon = mons("any", not_self=True)
reg("black_luster_soldier_envoy_of_the_beginning",
    Effect(kind="ignition", cost=(mark_used,), target=(pick(_other_mon, "target_monster"),),
           target_picks=True, operation=(_bls_banish,), category=CAT_BANISH,
           condition=lambda g, c, p, w: once_per_turn(g, c, p, w)
           and not g.flags[c] & F_ATTACKED and bool(_other_mon(g, p, c)),
           name=Text("除外1只怪兽", "Banish 1 monster")),
    Effect(kind="trigger", event="battle_destroyed", scope="any", when=True,
           condition=lambda g, c, p, w: _killer_cond(g, c, p, w) and once_per_turn(g, c, p, w)
           and last_battle(g)[0] == c, cost=(mark_used,), operation=(_bls_again,)))


def _ced_op(g: Duel, lk: Link) -> None:
    # era (IOC, 2004-05 TCG) text: 300 damage for EVERY card sent to the GY by this effect, both
    # players' and this card itself (the 2015 errata counts only the opponent's cards)
    o = 1 - lk.player
    sent = [c for q in (0, 1) for c in (*g.hand[q], *g.monsters(q), *g.spells(q))]
    done = g.send_to_gy(sent, "effect")
    n = sum(1 for c in done if g.loc[c] == LOC_GY)  # a token vanishes: never in a GY
    g.damage(o, 300 * n)


_pay1000 = costs.pay_lp(1000)
reg("chaos_emperor_dragon_envoy_of_the_end",
    Effect(kind="ignition", cost=_pay1000[0], operation=(_ced_op,),
           category=CAT_DESTROY | CAT_DAMAGE,
           condition=lambda g, c, p, w: _pay1000[1](g, c, p)))


# Cyber Dragon's and Lava Golem's summoning procedures are main-phase actions (classic_procs.py);
# the empty continuous effect marks Cyber Dragon as scripted.
reg("cyber_dragon", Effect(kind="continuous"))


def _golem_burn(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.damage(g.ctrl[lk.card], 1000)


reg("lava_golem",
    Effect(kind="trigger", event="standby", optional=False, operation=(_golem_burn,),
           condition=lambda g, c, p, w: g.tp == g.ctrl[c], category=CAT_DAMAGE))

# --- stat monsters ----------------------------------------------------------------------------


def _pet_dragon(g: Duel, s: int, c: int) -> int:
    if s != c:
        return 0
    return 300 * sum(1 for q in (0, 1) for m in g.mz[q]
                     if m >= 0 and up(g, m) and named(g, m, "Harpie Lady"))


reg("harpie_s_pet_dragon", Effect(kind="continuous", aspects=(Aspect("atk", _pet_dragon),)))


def _cave_no_attack(g: Duel, s: int, c: int) -> bool:
    if s != c:
        return False
    q = g.ctrl[c]
    return not any(m >= 0 and m != c and up(g, m) and g.race(m) & 0x2000 for m in g.mz[q])


reg("cave_dragon", Effect(kind="continuous", aspects=(Aspect("no_attack", _cave_no_attack),)))


def _blade_knight(g: Duel, s: int, c: int) -> int:
    return 400 if s == c and len(g.hand[g.ctrl[c]]) <= 1 else 0


reg("blade_knight", Effect(kind="continuous", aspects=(Aspect("atk", _blade_knight),)))


def _lily_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.battle is not None and c in (g.battle.attacker, g.battle.target) and g.lp[p] >= 2000 \
        and bool(w) and w[0] == "ds_calc"


def _lily_op(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.add_buff(lk.card, 3000, 0, True, lk.card)


_pay2000 = costs.pay_lp(2000)
reg("injection_fairy_lily", Effect(kind="quick", dmg_step=True, dmg_calc=True,
                                   cost=_pay2000[0], condition=_lily_cond,
                                   operation=(_lily_op,), category=CAT_ATKCHANGE))

# --- Kaiser Glider (its return effect) --------------------------------------------------------

reg("kaiser_glider", Effect(kind="trigger", event="destroyed", optional=False,
                            condition=lambda g, c, p, w: g.loc[c] == LOC_GY
                            and bool(_any_mon(g, p, c)),
                            target=(pick(_any_mon, "target_monster"),), target_picks=True,
                            operation=(_bounce_targets,)))


# --- Harpie Lady Sisters ----------------------------------------------------------------------
# "Cannot be Normal Summoned or Set" is applied by the engine from its Special Summon type bit;
# the empty continuous effect marks the card as scripted (Elegant Egotist summons it).
reg("harpie_lady_sisters", Effect(kind="continuous"))


# --- The Forgiving Maiden ---------------------------------------------------------------------


def _maiden_cands(g: Duel, p: int, s: int) -> list[int]:
    return battle_losses_in_gy(g, p)


def _maiden_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _maiden_cands(g, lk.player, lk.card), 1, 1, "choose")


def _maiden_op(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_hand(got)


reg("the_forgiving_maiden", Effect(kind="ignition", cost=(_tribute_self,),
                                   operation=(_maiden_ask, _maiden_op),
                                   condition=has(_maiden_cands)))


# --- Skilled Dark Magician --------------------------------------------------------------------

DARK_MAGICIAN = 46986414


def _skilled_count(g: Duel, lk: Link) -> bool:
    """Resolve hook: a Spell Card's activation resolving gives each face-up Skilled Dark
    Magician a Spell Counter (max 3). Never negates anything."""
    if lk.card_act and g.pool.cards[lk.code].is_spell:
        for q in (0, 1):
            for m in g.mz[q]:
                if m >= 0 and g.code[m] == SKILLED and up(g, m) and g.counter[m] < 3:
                    g.counter[m] += 1
                    g.log("counter", {**g.card_pub(m), "spell_counters": g.counter[m]})
    return False


def _dm_cands(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p], *g.gy[p]) if g.code[c] == DARK_MAGICIAN]


def _skilled_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _dm_cands(g, lk.player, lk.card), 1, 1, "summon_pick")


def _skilled_summon(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] in (LOC_HAND, LOC_DECK, LOC_GY)]
    deck = any(g.loc[c] == LOC_DECK for c in got)
    summon_to(g, got, lk.player, POS_FU_ATK)
    if deck:
        g.shuffle_deck(lk.player)


RESOLVE_HOOKS.append(only_for({SKILLED})(_skilled_count))
reg("skilled_dark_magician", Effect(
    kind="ignition", cost=(_tribute_self,), operation=(_skilled_ask, _skilled_summon),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: g.counter[c] >= 3 and bool(_dm_cands(g, p, c)),
    name=Text("解放：特殊召唤「黑魔术师」", "Tribute: Special Summon Dark Magician")))

# --- Elemental Mistress Doriado (an attribute aspect) ----------------------------------------

_FOUR = C.WIND | C.WATER | C.FIRE | C.EARTH
reg("elemental_mistress_doriado", Effect(
    kind="continuous", aspects=(Aspect("attribute", lambda g, s, c: _FOUR if s == c else 0),),
    name=Text("也当作风·水·炎·地属性使用", "Also WIND, WATER, FIRE and EARTH")))
