"""Trap Cards of the classic pool (normal, continuous, counter).

Attack-negating traps stop the attack being declared through
:func:`classic_lib.negate_attack`; continuous traps that stay linked to a monster use
:func:`classic_lib.link_cards` (the engine destroys the trap when that monster leaves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    Cands,
    Step,
    ask_revealed,
    attacker,
    bind,
    bound,
    bound_moved_once,
    card_ok,
    has,
    is_monster,
    last,
    link_cards,
    linked_monster,
    live_targets,
    mons,
    negate_attack,
    note,
    opp_attack,
    pick,
    random_discard,
    reg,
    revealed_pick,
    st_cards,
    tgt,
    up,
)
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    CAT_POSITION,
    CAT_RECOVER,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
    ask_option,
    ask_yesno,
)
from cardtable.ygo.rules.main_phase import set_spell_trap
from cardtable.ygo.state import (
    F_ACTIVE,
    F_ATTACKED,
    LOC_BANISHED,
    LOC_HAND,
    LOC_MZONE,
    POS_ATK,
    POS_FACEDOWN,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

# --- attack responses -------------------------------------------------------------------------


def _destroy_attacker(g: Duel, lk: Link) -> None:
    a = lk.window[1]
    if g.loc[a] == LOC_MZONE and attacker(g) == a:
        g.destroy([a], "effect", lk)


reg("sakuretsu_armor", Effect(event="attack", condition=opp_attack,
                              operation=(_destroy_attacker,), category=CAT_DESTROY))


def _cylinder(g: Duel, lk: Link) -> None:
    a = lk.window[1]
    if g.loc[a] == LOC_MZONE and attacker(g) == a:
        n = g.atk(a)
        negate_attack(g)
        g.damage(g.ctrl[a], n)


reg("magic_cylinder", Effect(event="attack", condition=opp_attack, operation=(_cylinder,),
                             category=CAT_DAMAGE))


def _draining(g: Duel, lk: Link) -> None:
    a = lk.window[1]
    if g.loc[a] == LOC_MZONE and attacker(g) == a:
        n = g.atk(a)
        negate_attack(g)
        g.recover(lk.player, n)


reg("draining_shield", Effect(event="attack", condition=opp_attack, operation=(_draining,),
                              category=CAT_RECOVER))


def _negate_atk(g: Duel, lk: Link) -> None:
    if g.battle:
        negate_attack(g, end_battle=True)


reg("negate_attack", Effect(event="attack", condition=opp_attack, operation=(_negate_atk,)))


def _ruin_pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    cs = [m for m in g.mz[o] if m >= 0 and g.pos[m] & POS_ATK]
    if not cs:
        lk.picks.append(())
        return
    best = max(g.atk(m) for m in cs)
    ask_cards(g, lk, lk.player, [m for m in cs if g.atk(m) == best], 1, 1, "destroy")


def _destroy_last(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.on_field(c)]
    if got:
        g.destroy(got, "effect", lk)


reg("widespread_ruin", Effect(event="attack", condition=opp_attack,
                              operation=(_ruin_pick, _destroy_last), category=CAT_DESTROY))

_KUNAI = (("pos", Text("攻击怪兽变成守备表示", "Attacking monster to Defense Position")),
          ("equip", Text("装备：攻击力上升500", "Equip: +500 ATK")))
_own_up = mons("self", True)


def _kunai_modes(g: Duel, c: int, p: int, w: W) -> list[Any]:
    out = []
    if opp_attack(g, c, p, w) and g.loc[w[1]] == LOC_MZONE:
        out.append(_KUNAI[0])
    if _own_up(g, p, c):
        out.append(_KUNAI[1])
    return out


def _kunai_choose(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _kunai_modes(g, lk.card, lk.player, lk.window))


def _kunai_target(g: Duel, lk: Link) -> None:
    if lk.picks[-1] == "pos":
        ask_cards(g, lk, lk.player, (lk.window[1],), 1, 1, "target_monster")
    else:
        ask_cards(g, lk, lk.player, _own_up(g, lk.player, lk.card), 1, 1, "target_monster")


def _kunai_op(g: Duel, lk: Link) -> None:
    mode = lk.picks[lk.target_from]
    t = tgt(g, lk)
    if mode == "pos":
        if t >= 0 and g.pos[t] == POS_FU_ATK:
            g.change_position(t, POS_FU_DEF)
        if card_ok(g, lk) and g.on_field(lk.card):
            g.send_to_gy([lk.card], "resolved")
    elif t >= 0 and up(g, t) and card_ok(g, lk):
        link_cards(g, lk.card, t)
        g.raise_event("equipped", t, (lk.card,))  # an Equip Card now
    elif card_ok(g, lk) and g.on_field(lk.card):
        g.send_to_gy([lk.card], "resolved")


reg("kunai_with_chain", Effect(
    target=(_kunai_choose, _kunai_target), target_picks=True, stays=True, dmg_step=True,
    operation=(_kunai_op,), category=CAT_POSITION | CAT_ATKCHANGE,
    condition=lambda g, c, p, w: bool(_kunai_modes(g, c, p, w)),
    aspects=(Aspect("atk", lambda g, s, c: 500 if g.equip[s] == c else 0),)))


def _roar_end(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card):
        g.send_to_gy([lk.card], "expired")


reg("threatening_roar",
    Effect(stays=True, aspects=(Aspect("no_attack", lambda g, s, c: g.ctrl[c] != g.ctrl[s]),)),
    Effect(kind="trigger", event="end_phase", optional=False, operation=(_roar_end,),
           condition=lambda g, c, p, w: bool(g.flags[c] & F_ACTIVE)))

# --- summon responses -------------------------------------------------------------------------


def _summoned(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == "summoned" and g.loc[w[1]] == LOC_MZONE


def _torrential(g: Duel, lk: Link) -> None:
    cs = [m for q in (0, 1) for m in g.mz[q] if m >= 0]
    if cs:
        g.destroy(cs, "effect", lk)


reg("torrential_tribute", Effect(event="summoned", condition=_summoned,
                                 operation=(_torrential,), category=CAT_DESTROY))


def _bottomless_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return _summoned(g, c, p, w) and w[3] != p and up(g, w[1]) and g.atk(w[1]) >= 1500


def _bottomless(g: Duel, lk: Link) -> None:
    m = lk.window[1]
    if g.loc[m] == LOC_MZONE and up(g, m) and g.atk(m) >= 1500:
        # "destroy it and remove it from play": it never reaches the Graveyard
        g.destroy([m], "effect", lk, instead=LOC_BANISHED)


reg("bottomless_trap_hole", Effect(event="summoned", condition=_bottomless_cond,
                                   operation=(_bottomless,), category=CAT_DESTROY | CAT_BANISH))

# --- targeted removal -------------------------------------------------------------------------


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts:
        g.destroy(ts, "effect", lk)


_up_mon = mons("any", True)


def _ring(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or not up(g, t):
        return
    n = g.atk(t)
    if g.destroy([t], "effect", lk):
        g.damage(lk.player, n)
        g.damage(1 - lk.player, n)


reg("ring_of_destruction", Effect(target=(pick(_up_mon, "target_monster"),), target_picks=True,
                                  operation=(_ring,), category=CAT_DESTROY | CAT_DAMAGE,
                                  condition=has(_up_mon)))

_any_card = st_cards("any")
_any_mon = mons("any")


def _field_any(g: Duel, p: int, s: int) -> list[int]:
    return [*_any_mon(g, p, s), *_any_card(g, p, s)]


_discard1 = costs.discard(1)
reg("raigeki_break", Effect(
    cost=_discard1[0], target=(pick(_field_any, "target_card"),), target_picks=True,
    operation=(_destroy_targets,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: _discard1[1](g, c, p) and bool(_field_any(g, p, c))))

def _opp_field(g: Duel, p: int, s: int) -> list[int]:
    return [*mons("opp")(g, p, s), *st_cards("opp")(g, p, s)]



def _to_top(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.on_field(t):
        g.to_deck([t], shuffle=False)


reg("phoenix_wing_wind_blast", Effect(
    cost=_discard1[0], target=(pick(_opp_field, "target_card"),), target_picks=True,
    operation=(_to_top,), condition=lambda g, c, p, w: _discard1[1](g, c, p)
    and bool(_opp_field(g, p, c))))

_opp_st = st_cards("opp")


def _dust_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.on_field(t):
        g.destroy([t], "effect", lk)
    p = lk.player
    if any(not is_monster(g, c) for c in g.hand[p]) and g.free_szone(p) >= 0:
        ask_yesno(g, lk, p, "yesno")
    else:
        lk.picks.append(False)


def _dust_set_ask(g: Duel, lk: Link) -> None:
    if lk.picks[-1] is True:
        ask_cards(g, lk, lk.player, [c for c in g.hand[lk.player] if not is_monster(g, c)], 1, 1,
                  "choose")
    else:
        lk.picks.append(())


def _dust_set(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got and g.free_szone(lk.player) >= 0:
        set_spell_trap(g, lk.player, got[0])


reg("dust_tornado", Effect(target=(pick(_opp_st, "target_spell_trap"),), target_picks=True,
                           operation=(_dust_op, _dust_set_ask, _dust_set), category=CAT_DESTROY,
                           condition=has(_opp_st)))


def _bounce(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE:
        g.to_hand([t])


reg("compulsory_evacuation_device", Effect(
    target=(pick(_any_mon, "target_monster"),), target_picks=True, operation=(_bounce,),
    condition=has(_any_mon)))


def _two_pronged_own(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, g.monsters(lk.player), 2, 2, "target_monster")


def _two_pronged_opp(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, g.monsters(1 - lk.player), 1, 1, "target_monster")


reg("two_pronged_attack", Effect(
    target=(_two_pronged_own, _two_pronged_opp), target_picks=True,
    operation=(_destroy_targets,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: len(g.monsters(p)) >= 2 and bool(g.monsters(1 - p))))


def _dustshoot_pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    g.log("reveal_hand", {"player": o, "to": lk.player},
          {lk.player: {"cards": [g.card_pub(c) for c in g.hand[o]]}})
    ask_revealed(g, lk, lk.player, [c for c in g.hand[o] if is_monster(g, c)], "choose")


def _to_deck_last(g: Duel, lk: Link) -> None:
    got = [c for c in revealed_pick(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.to_deck(got, shuffle=True)


reg("trap_dustshoot", Effect(operation=(_dustshoot_pick, _to_deck_last),
                             condition=lambda g, c, p, w: len(g.hand[1 - p]) >= 4))

# --- stats ------------------------------------------------------------------------------------


def _buff(atk: int, defense: int) -> Any:
    def op(g: Duel, lk: Link) -> None:
        t = tgt(g, lk)
        if t >= 0 and up(g, t):
            g.add_buff(t, atk, defense, True, lk.card)

    return op


reg("reinforcements", Effect(target=(pick(_up_mon, "target_monster"),), target_picks=True,
                             dmg_step=True, operation=(_buff(500, 0),), category=CAT_ATKCHANGE,
                             condition=has(_up_mon)))
reg("castle_walls", Effect(target=(pick(_up_mon, "target_monster"),), target_picks=True,
                           dmg_step=True, operation=(_buff(0, 500),), category=CAT_ATKCHANGE,
                           condition=has(_up_mon)))

# --- continuous traps -------------------------------------------------------------------------


def _revive_cands(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.can_special_summon(c, p)]


def _revive_bound(pos: int) -> Step:
    """The operation of a Call of the Haunted-like trap: Special Summon its target in ``pos`` and
    bind the two cards."""

    def op(g: Duel, lk: Link) -> None:
        t = tgt(g, lk)
        if t < 0 or not card_ok(g, lk) or not g.on_field(lk.card):
            return
        if g.can_special_summon(t, lk.player) and g.special_summon(t, lk.player, pos):
            bind(g, lk.card, t)
            for q in (0, 1):
                for x in g.mz[q]:
                    if x >= 0 and g.equip[x] == lk.card:
                        g.equip[x] = -1
            g.equip[t] = lk.card  # reverse pointer: the trap leaving finds its monster

    return op


_coth_op = _revive_bound(POS_FU_ATK)


def _linked_destroy(g: Duel, lk: Link) -> None:
    m = linked_monster(g, lk.card)
    if m >= 0:
        g.equip[m] = -1
        g.destroy([m], "effect", lk)


def _bound_destroyed(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(g.flags[c] & F_ACTIVE) and bound_moved_once(g, c, w[1])


def _destroy_self(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card):
        g.destroy([lk.card], "effect", lk)


_SELF_WHEN_BOUND_DESTROYED = Effect(kind="trigger", event="destroyed", scope="any",
                                    optional=False, condition=_bound_destroyed,
                                    operation=(_destroy_self,))

def haunted_effects(cands: Cands, pos: int) -> tuple[Effect, ...]:
    """The effects of a Continuous Trap that Special Summons a monster of its player's Graveyard
    (one of ``cands``, a target) in ``pos`` and is bound to it: when the trap leaves the field the
    monster is destroyed, when the monster is destroyed so is the trap (Call of the Haunted)."""
    return (Effect(target=(pick(cands, "target_gy"),), target_picks=True,
                   operation=(_coth_op if pos == POS_FU_ATK else _revive_bound(pos),),
                   category=CAT_SPSUMMON, condition=has(cands)),
            Effect(kind="trigger", event="left_field", optional=False,
                   operation=(_linked_destroy,),
                   condition=lambda g, c, p, w: linked_monster(g, c) >= 0),
            _SELF_WHEN_BOUND_DESTROYED)


reg("call_of_the_haunted", *haunted_effects(_revive_cands, POS_FU_ATK))


def _lock_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and card_ok(g, lk) and g.on_field(lk.card):
        bind(g, lk.card, t)


def _locked(g: Duel, s: int, c: int) -> bool:
    return bound(g, s) == c


reg("spellbinding_circle", Effect(
    target=(pick(_any_mon, "target_monster"),), target_picks=True, operation=(_lock_op,),
    condition=has(_any_mon), aspects=(Aspect("no_attack", _locked),)),
    _SELF_WHEN_BOUND_DESTROYED)

_opp_up = mons("opp", True)
reg("shadow_spell", Effect(
    target=(pick(_opp_up, "target_monster"),), target_picks=True, operation=(_lock_op,),
    condition=has(_opp_up), category=CAT_ATKCHANGE,
    aspects=(Aspect("no_attack", _locked),
             Aspect("atk", lambda g, s, c: -700 if bound(g, s) == c else 0))),
    _SELF_WHEN_BOUND_DESTROYED)

reg("gravity_bind", Effect(aspects=(Aspect("no_attack", lambda g, s, c: g.level(c) >= 4),)))


def _wall_ask(g: Duel, lk: Link) -> None:
    n = g.lp[lk.player] // 1000
    ask_option(g, lk, lk.player, [(1000 * i, Text(f"支付{1000 * i}", f"Pay {1000 * i}"))
                                  for i in range(1, n + 1)], "choose")


def _wall_pay(g: Duel, lk: Link) -> None:
    lk.data["paid"] = int(lk.picks[-1])
    g.pay_lp(lk.player, lk.data["paid"])


def _wall_op(g: Duel, lk: Link) -> None:
    if card_ok(g, lk):
        g.counter[lk.card] = int(lk.data.get("paid", 0))


reg("wall_of_revealing_light", Effect(
    cost=(_wall_ask, _wall_pay), operation=(_wall_op,),
    condition=lambda g, c, p, w: g.lp[p] >= 1000,
    aspects=(Aspect("no_attack", lambda g, s, c: g.ctrl[c] != g.ctrl[s]
                    and g.atk(c) <= g.counter[s]),)))


def _mirror_wall_atk(g: Duel, s: int, c: int) -> int:
    if g.ctrl[c] == g.ctrl[s] or not g.flags[c] & F_ATTACKED:
        return 0
    return -(g.cd(c).atk // 2)


def _upkeep2000_ask(g: Duel, lk: Link) -> None:
    if g.lp[lk.player] >= 2000:
        ask_yesno(g, lk, lk.player, "yesno")
    else:
        lk.picks.append(False)


def _upkeep2000_pay(g: Duel, lk: Link) -> None:
    if not card_ok(g, lk) or not g.on_field(lk.card):
        return
    if lk.picks[-1] is True:
        g.pay_lp(lk.player, 2000)
    else:
        g.destroy([lk.card], "effect", lk)


reg("mirror_wall",
    Effect(event="attack", condition=opp_attack, aspects=(Aspect("atk", _mirror_wall_atk),),
           category=CAT_ATKCHANGE),
    Effect(kind="trigger", event="standby", optional=False,
           condition=lambda g, c, p, w: g.tp == g.ctrl[c] and bool(g.flags[c] & F_ACTIVE),
           operation=(_upkeep2000_ask, _upkeep2000_pay)))

# --- burn and draw ----------------------------------------------------------------------------


reg("just_desserts", Effect(operation=(ops.damage(lambda g, p: 500 * len(g.monsters(1 - p))),),
                            category=CAT_DAMAGE,
                            condition=lambda g, c, p, w: bool(g.monsters(1 - p))))
reg("secret_barrel", Effect(operation=(ops.damage(lambda g, p: 200 * (
    len(g.hand[1 - p]) + len(g.monsters(1 - p)) + len(g.spells(1 - p)))),), category=CAT_DAMAGE))
reg("cemetary_bomb", Effect(operation=(ops.damage(lambda g, p: 100 * len(g.gy[1 - p])),),
                            category=CAT_DAMAGE, condition=lambda g, c, p, w: bool(g.gy[1 - p])))


def reveal_face_down(g: Duel) -> None:
    """Turn every face-down monster on the field face-up in Defense Position without flipping it:
    their Flip effects do not activate (Ceasefire, The Spell Absorbing Life)."""
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.pos[m] & POS_FACEDOWN:
                g.pos[m] = POS_FU_DEF  # revealed: not "flipped", so no Flip effect
                g.log("position", {**g.card_pub(m), "pos": "def", "no_flip_effect": True})


def _ceasefire(g: Duel, lk: Link) -> None:
    reveal_face_down(g)
    n = sum(1 for q in (0, 1) for m in g.mz[q]
            if m >= 0 and g.cd(m).type & C.EFFECT)
    g.damage(1 - lk.player, 500 * n)


reg("ceasefire", Effect(operation=(_ceasefire,), category=CAT_DAMAGE,
                        condition=lambda g, c, p, w: any(m >= 0 for q in (0, 1)
                                                         for m in g.mz[q])))

# Jar of Greed is a template in pool/classic.yaml (`draw: 1`).


def _mind_crush_names(g: Duel, p: int) -> list[tuple[int, Text]]:
    seen: dict[int, Text] = {}
    for c in range(g.n):
        code = g.code[c]
        if code not in seen:
            seen[code] = g.pool.cards[code].name
    return sorted(seen.items(), key=lambda kv: kv[1].en)


def _mind_crush_declare(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _mind_crush_names(g, lk.player), "choose")


def _mind_crush(g: Duel, lk: Link) -> None:
    code = int(lk.picks[-1])
    o = 1 - lk.player
    nm = g.pool.cards[code].name
    note(g, lk.card, f"declared {nm.en}", f"宣言「{nm.zh}」")
    hit = [c for c in g.hand[o] if g.code[c] == code]
    if hit:
        g.discard(hit)
    else:
        random_discard(g, lk.player, 1)


reg("mind_crush", Effect(target=(_mind_crush_declare,), operation=(_mind_crush,)))

# --- counter traps ----------------------------------------------------------------------------


def _top_link(g: Duel) -> Link | None:
    if not g.chain:
        return None
    lk = g.chain[-1]
    return lk if lk.ready else None


def _negate_below(g: Duel, lk: Link) -> int:
    i = g.chain.index(lk) - 1
    if i < 0:
        return -1
    g.negate_activation(i)
    return i


def _bribe_cond(g: Duel, c: int, p: int, w: W) -> bool:
    lk = _top_link(g)
    return (lk is not None and lk.card_act and lk.player != p
            and not g.pool.cards[lk.code].is_monster)


def _bribe(g: Duel, lk: Link) -> None:
    i = _negate_below(g, lk)
    if i < 0:
        return
    below = g.chain[i]
    g.draw(below.player, 1)
    if g.on_field(below.card):
        g.destroy([below.card], "effect", lk)


reg("dark_bribe", Effect(event="activated", condition=_bribe_cond, operation=(_bribe,),
                         category=CAT_NEGATE_ACT))


def _wrath_cond(g: Duel, c: int, p: int, w: W) -> bool:
    lk = _top_link(g)
    return (lk is not None and not lk.card_act and g.pool.cards[lk.code].is_monster
            and _discard1[1](g, c, p))


def _wrath(g: Duel, lk: Link) -> None:
    i = _negate_below(g, lk)
    if i < 0:
        return
    m = g.chain[i].card
    if g.loc[m] == LOC_MZONE:
        g.destroy([m], "effect", lk)


reg("divine_wrath", Effect(event="activated", cost=_discard1[0], condition=_wrath_cond,
                           operation=(_wrath,), category=CAT_NEGATE_ACT | CAT_DESTROY))

