"""Spell Cards of the classic pool (normal, quick-play, continuous, equip, field).

Each card follows its text in ``pool/classic.yaml`` (our own wording of the 2002–2006 cards).
Equip-like links that the engine's equip procedure cannot express (Premature Burial, Snatch
Steal) use :func:`classic_lib.link_cards`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    CONTROL_FIXED,
    ask_revealed,
    base_atk,
    base_def,
    borrow,
    card_ok,
    choose_pos,
    control_fixed,
    has,
    in_deck,
    in_gy,
    in_hand,
    is_monster,
    is_spell,
    is_trap,
    last,
    link_cards,
    linked_monster,
    live_targets,
    mons,
    named,
    negate_attack,
    note,
    pick,
    race_is,
    random_discard,
    reg,
    revealed_pick,
    search_to_hand,
    st_cards,
    summon_to,
    take_control,
    tgt,
    up,
)
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_EQUIP,
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
from cardtable.ygo.state import (
    F_ACTIVE,
    LOC_DECK,
    LOC_EXTRA,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    POS_DEF,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

# --- points -----------------------------------------------------------------------------------
# Ookazi, Hinotama, Tremendous Fire, Dian Keto the Cure Master and Red Medicine are templates in
# pool/classic.yaml (the `damage`/`recover` ops of effects/ops.py).


def _upstart(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)
    g.recover(1 - lk.player, 1000)


reg("upstart_goblin", Effect(operation=(_upstart,), category=CAT_DRAW,
                             condition=lambda g, c, p, w: len(g.deck[p]) >= 1))

_POISON = (("gain", Text("回复1200基本分", "Gain 1200 LP")),
           ("burn", Text("给与对方800伤害", "Inflict 800 damage")))


def _poison_choose(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _POISON)


def _poison_op(g: Duel, lk: Link) -> None:
    if lk.picks[-1] == "gain":
        g.recover(lk.player, 1200)
    else:
        g.damage(1 - lk.player, 800)


reg("poison_of_the_old_man", Effect(target=(_poison_choose,), operation=(_poison_op,),
                                    category=CAT_DAMAGE | CAT_RECOVER))

# --- draw / hand ------------------------------------------------------------------------------


def _gc_draw(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 3)
    ask_cards(g, lk, lk.player, g.hand[lk.player], 2, 2, "discard")


def _discard_last(g: Duel, lk: Link) -> None:
    got = [c for c in revealed_pick(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


#: public name (goat5_peeks.py): discard the card an ``ask_revealed`` step picked, if still in hand
discard_picked = _discard_last

reg("graceful_charity", Effect(operation=(_gc_draw, _discard_last), category=CAT_DRAW,
                               condition=lambda g, c, p, w: len(g.deck[p]) >= 3))


def _card_destruction(g: Duel, lk: Link) -> None:
    n = [len(g.hand[0]), len(g.hand[1])]
    for q in (lk.player, 1 - lk.player):
        if g.hand[q]:
            g.discard(list(g.hand[q]))
    for q in (lk.player, 1 - lk.player):
        g.draw(q, n[q])


reg("card_destruction", Effect(operation=(_card_destruction,), category=CAT_DRAW))


def _opp_hand_pick(prompt: str = "discard") -> Any:
    def st(g: Duel, lk: Link) -> None:
        o = 1 - lk.player
        g.log("reveal_hand", {"player": o, "to": lk.player},
              {lk.player: {"cards": [g.card_pub(c) for c in g.hand[o]]}})
        ask_revealed(g, lk, lk.player, g.hand[o], prompt)

    return st


def _opp_hand(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(g.hand[1 - p])


_pay1000 = costs.pay_lp(1000)
reg("confiscation", Effect(cost=_pay1000[0], operation=(_opp_hand_pick(), _discard_last),
                           condition=lambda g, c, p, w: _pay1000[1](g, c, p)
                           and _opp_hand(g, c, p, w)))


def _duo_random(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    random_discard(g, o, 1)
    ask_cards(g, lk, o, g.hand[o], 1, 1, "discard")


reg("delinquent_duo", Effect(cost=_pay1000[0], operation=(_duo_random, _discard_last),
                             condition=lambda g, c, p, w: _pay1000[1](g, c, p)
                             and _opp_hand(g, c, p, w)))


def _sentry_op(g: Duel, lk: Link) -> None:
    got = [c for c in revealed_pick(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.to_deck(got, shuffle=True)


reg("the_forceful_sentry", Effect(operation=(_opp_hand_pick("choose"), _sentry_op),
                                  condition=_opp_hand))


def _painful_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, g.deck[lk.player], 5, 5, "choose")


def _painful_opp(g: Duel, lk: Link) -> None:
    five = last(lk)
    lk.data["five"] = five
    g.log("reveal", {"player": lk.player, "cards": [g.card_pub(c) for c in five]})
    ask_revealed(g, lk, 1 - lk.player, five, "choose")


def _painful_op(g: Duel, lk: Link) -> None:
    keep = revealed_pick(lk)
    g.to_hand([c for c in keep if g.loc[c] == LOC_DECK])
    g.send_to_gy([c for c in lk.data["five"] if c not in keep and g.loc[c] == LOC_DECK])
    g.shuffle_deck(lk.player)


reg("painful_choice", Effect(operation=(_painful_pick, _painful_opp, _painful_op),
                             category=CAT_SEARCH,
                             condition=lambda g, c, p, w: len(g.deck[p]) >= 5))

# --- searches ---------------------------------------------------------------------------------


def _search(filt: Any, prompt: str = "search") -> tuple[Any, Any]:
    cands = in_deck(filt)
    return (pick(cands, prompt), search_to_hand), has(cands)


_rota = _search(lambda g, c: is_monster(g, c) and bool(g.cd(c).race & 0x1)
                and g.cd(c).level <= 4)
reg("reinforcement_of_the_army", Effect(operation=_rota[0], condition=_rota[1],
                                        category=CAT_SEARCH))

_fb_cands = in_deck(is_monster)


def _to_gy_last(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] in (LOC_DECK, LOC_HAND)]
    if got:
        g.send_to_gy(got)
    g.shuffle_deck(lk.player)


reg("foolish_burial", Effect(operation=(pick(_fb_cands, "choose"), _to_gy_last),
                             condition=has(_fb_cands)))

_mse_cands = in_gy("self", is_spell)
_discard2 = costs.discard(2)


def _to_hand_last(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] & (LOC_GY | LOC_DECK)]
    if got:
        g.to_hand(got)


reg("magical_stone_excavation", Effect(
    cost=_discard2[0], operation=(pick(_mse_cands, "choose"), _to_hand_last),
    condition=lambda g, c, p, w: _discard2[1](g, c, p) and bool(_mse_cands(g, p, c))))

# --- destruction ------------------------------------------------------------------------------


# Heavy Storm and Harpie's Feather Duster are templates in pool/classic.yaml (`destroy`).

_opp_up = mons("opp", True)


def _extreme(which: str, stat: str) -> Any:
    def op(g: Duel, lk: Link) -> None:
        cs = (_opp_up if stat == "atk" else mons("opp"))(g, lk.player, lk.card)
        if not cs:
            lk.picks.append(())
            return
        val = g.atk if stat == "atk" else g.defense
        best = (min if which == "min" else max)(val(c) for c in cs)
        ask_cards(g, lk, lk.player, [c for c in cs if val(c) == best], 1, 1, "destroy")

    return op


def _destroy_last(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_MZONE]
    if got:
        g.destroy(got, "effect", lk)


reg("fissure", Effect(operation=(_extreme("min", "atk"), _destroy_last), category=CAT_DESTROY,
                      condition=has(_opp_up)))
reg("smashing_ground", Effect(operation=(_extreme("max", "def"), _destroy_last),
                              category=CAT_DESTROY, condition=has(mons("opp"))))


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts:
        g.destroy(ts, "effect", lk)


_any_mon = mons("any")
_discard1 = costs.discard(1)
reg("tribute_to_the_doomed", Effect(
    cost=_discard1[0], target=(pick(_any_mon, "target_monster"),), target_picks=True,
    operation=(_destroy_targets,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: _discard1[1](g, c, p) and bool(_any_mon(g, p, c))))

reg("lightning_vortex", Effect(
    cost=_discard1[0], operation=(ops.destroy_all(_opp_up),), category=CAT_DESTROY,
    condition=lambda g, c, p, w: _discard1[1](g, c, p) and bool(_opp_up(g, p, c))))

_up_mon = mons("any", True)
reg("offerings_to_the_doomed", Effect(
    target=(pick(_up_mon, "target_monster"),), target_picks=True,
    operation=(_destroy_targets,), category=CAT_DESTROY, condition=has(_up_mon)))

_despell_cands = st_cards("any", filt=lambda g, c: not up(g, c) or is_spell(g, c))


def _despell_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0:
        return
    if not up(g, t):
        g.log("reveal", {"player": g.ctrl[t], "cards": [g.card_pub(t)]})
    if is_spell(g, t):
        g.destroy([t], "effect", lk)


reg("de_spell", Effect(target=(pick(_despell_cands, "target_spell_trap"),), target_picks=True,
                       operation=(_despell_op,), category=CAT_DESTROY,
                       condition=has(_despell_cands)))

_up_trap = st_cards("any", True, is_trap)
reg("remove_trap", Effect(target=(pick(_up_trap, "target_spell_trap"),), target_picks=True,
                          operation=(_destroy_targets,), category=CAT_DESTROY,
                          condition=has(_up_trap)))

_fd_mon = mons("any", False)


def _nobleman_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or up(g, t):
        return
    code = g.code[t]
    g.destroy([t], "effect", lk)
    if g.loc[t] == LOC_GY:
        g.banish([t])
    if g.pool.cards[code].type & C.FLIP:
        for q in (0, 1):
            cs = [c for c in g.deck[q] if g.code[c] == code]
            if cs:
                g.banish(cs)
                g.shuffle_deck(q)


reg("nobleman_of_crossout", Effect(target=(pick(_fd_mon, "target_monster"),), target_picks=True,
                                   operation=(_nobleman_op,), category=CAT_DESTROY | CAT_BANISH,
                                   condition=has(_fd_mon)))

# --- positions and stats ----------------------------------------------------------------------


def _bom_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t):
        g.change_position(t, POS_FD_DEF)


reg("book_of_moon", Effect(target=(pick(_up_mon, "target_monster"),), target_picks=True,
                           operation=(_bom_op,), category=CAT_POSITION, dmg_step=False,
                           condition=has(_up_mon)))

_opp_def = mons("opp", filt=lambda g, c: bool(g.pos[c] & POS_DEF))


def _stop_def_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.pos[t] & POS_DEF:
        g.change_position(t, POS_FU_ATK)


reg("stop_defense", Effect(target=(pick(_opp_def, "target_monster"),), target_picks=True,
                           operation=(_stop_def_op,), category=CAT_POSITION,
                           condition=has(_opp_def)))


def _shield_sword(g: Duel, lk: Link) -> None:
    for c in _up_mon(g, lk.player, lk.card):
        a, d = base_atk(g, c), base_def(g, c)
        if a != d:
            g.add_buff(c, d - a, a - d, True, lk.card)


reg("shield_sword", Effect(operation=(_shield_sword,), category=CAT_ATKCHANGE,
                           condition=has(_up_mon)))

# --- control ----------------------------------------------------------------------------------


def _swappable(g: Duel, p: int) -> list[int]:
    """``p``'s monsters whose control can switch (``classic_lib.CONTROL_FIXED``)."""
    return [m for m in g.monsters(p) if not (CONTROL_FIXED and control_fixed(g, m))]


def _swap_self(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _swappable(g, lk.player), 1, 1, "choose")


def _swap_opp(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    ask_cards(g, lk, o, _swappable(g, o), 1, 1, "choose")


def _swap_op(g: Duel, lk: Link) -> None:
    a = lk.picks[-2][0] if lk.picks[-2] else -1
    b = lk.picks[-1][0] if lk.picks[-1] else -1
    if a < 0 or b < 0 or g.loc[a] != LOC_MZONE or g.loc[b] != LOC_MZONE \
            or g.ctrl[a] == g.ctrl[b]:
        return
    if CONTROL_FIXED and (control_fixed(g, a) or control_fixed(g, b)):
        return  # turned face-up with a fixed control since the picks: no exchange
    p = lk.player
    g.swap_control(a, b)  # each takes the other's zone (no card is ever between places)
    g.log("control", {**g.card_pub(a), "player": 1 - p})
    g.log("control", {**g.card_pub(b), "player": p})


reg("creature_swap", Effect(operation=(_swap_self, _swap_opp, _swap_op),
                            condition=lambda g, c, p, w: bool(_swappable(g, p))
                            and bool(_swappable(g, 1 - p))))

_opp_mon = mons("opp")
_opp_mon_up = mons("opp", face_up=True)  # an Equip Spell targets a face-up monster


def equip_take_control(g: Duel, lk: Link) -> None:
    """Resolve an Equip Spell that takes control of its target (Snatch Steal, Falling Down):
    equipped and taken while it is still a face-up opponent's monster, else the card is
    destroyed (nothing to equip)."""
    t = tgt(g, lk)
    if not card_ok(g, lk):
        return
    if t < 0 or g.loc[t] != LOC_MZONE or not up(g, t) or g.ctrl[t] == lk.player:
        # turned face-down (Book of Moon) or gone: no control change; the Equip Spell has
        # nothing to equip and is destroyed (goat: Snatch Steal equips a face-up monster)
        nm = g.pool.cards[lk.code].name
        g.log_rule("equip_no_target", card=nm.en, card_zh=nm.zh)
        if g.on_field(lk.card):
            g.destroy([lk.card], "rule")
        return
    if take_control(g, t, lk.player):
        link_cards(g, lk.card, t)
        g.raise_event("equipped", t, (lk.card,))


def equip_give_back(g: Duel, lk: Link) -> None:
    """The control-taking Equip Spell left the field: its monster goes back to its owner."""
    m = linked_monster(g, lk.card)
    if m >= 0 and g.ctrl[m] != g.owner[m]:
        g.equip[m] = -1
        take_control(g, m, g.owner[m])


def equip_holds_taken(g: Duel, s: int) -> bool:
    """Snatch Steal ``s`` left the field while it held a monster (a Set Snatch Steal destroyed
    face-down never equipped anything: its effect does not activate)."""
    m = linked_monster(g, s)
    return m >= 0 and g.ctrl[m] != g.owner[m]


def _snatch_standby(g: Duel, lk: Link) -> None:
    g.recover(1 - lk.player, 1000)


reg("snatch_steal", Effect(
    target=(pick(_opp_mon_up, "target_monster"),), target_picks=True, stays=True,
    operation=(equip_take_control,), category=CAT_EQUIP,
    condition=lambda g, c, p, w: bool(_opp_mon_up(g, p, c)) and g.free_mzone(p) >= 0),
    Effect(kind="trigger", event="standby", optional=False, operation=(_snatch_standby,),
           condition=lambda g, c, p, w: g.tp != g.ctrl[c] and bool(g.flags[c] & F_ACTIVE)
           and g.equip[c] >= 0),
    Effect(kind="trigger", event="left_field", optional=False, operation=(equip_give_back,),
           condition=lambda g, c, p, w: equip_holds_taken(g, c)))

# --- revival ----------------------------------------------------------------------------------


def _revive_cands(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.can_special_summon(c, p)]


def _revive_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or not card_ok(g, lk) or g.loc[lk.card] == LOC_GY:
        return
    if g.can_special_summon(t, lk.player) and g.special_summon(t, lk.player, POS_FU_ATK):
        link_cards(g, lk.card, t)
        g.raise_event("equipped", t, (lk.card,))


def _linked_destroy(g: Duel, lk: Link) -> None:
    m = linked_monster(g, lk.card)
    if m >= 0:
        g.equip[m] = -1
        g.destroy([m], "effect", lk)


#: public names for the Goat batches (goat5_revival_equips.py): Premature Burial's "Special Summon
#: the target in face-up Attack Position and equip it with this card" and "when this card is
#: destroyed, destroy the equipped monster"
revive_and_equip = _revive_op
destroy_linked_monster = _linked_destroy

_pay800 = costs.pay_lp(800)
reg("premature_burial", Effect(
    cost=_pay800[0], target=(pick(_revive_cands, "target_gy"),), target_picks=True,
    stays=True, operation=(_revive_op,), category=CAT_SPSUMMON | CAT_EQUIP,
    condition=lambda g, c, p, w: _pay800[1](g, c, p) and bool(_revive_cands(g, p, c))),
    Effect(kind="trigger", event="destroyed", optional=False, operation=(_linked_destroy,),
           condition=lambda g, c, p, w: linked_monster(g, c) >= 0))


def _meta_cost_ask(g: Duel, lk: Link) -> None:
    p = lk.player
    ask_cards(g, lk, p, [m for m in g.monsters(p) if _meta_fusions(g, p, g.level(m))],
              1, 1, "tribute")


def _meta_cost(g: Duel, lk: Link) -> None:
    got = last(lk)
    lk.data["lv"] = g.level(got[0]) if got else -1
    if got:
        g.send_to_gy(got, "tribute")


def _meta_fusions(g: Duel, p: int, lv: int) -> list[int]:
    # only Fusion Monsters that may be Special Summoned now: after Scapegoat (no Special Summon
    # this turn) Metamorphosis cannot even be activated (an activation needs its effect to be
    # able to resolve: ygo-notes, "a card cannot be activated if its effect cannot be applied")
    allowed = g.hk.summon_allowed
    return [f for f in g.extra[p] if g.cd(f).type & C.FUSION and g.level(f) == lv
            and all(ok(g, p, f, "special") for ok in allowed)]


def _meta_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _meta_fusions(g, lk.player, lk.data["lv"]), 1, 1,
              "fusion_monster")


def _meta_summon(g: Duel, lk: Link) -> None:
    got = [f for f in last(lk) if g.loc[f] == LOC_EXTRA]
    if got:
        choose_pos(g, lk)
        lk.data["f"] = got[0]
    else:
        lk.picks.append(0)


def _meta_do(g: Duel, lk: Link) -> None:
    f = lk.data.get("f", -1)
    if f >= 0 and g.free_mzone(lk.player) >= 0:
        g.special_summon(f, lk.player, int(lk.picks[-1]))


reg("metamorphosis", Effect(
    cost=(_meta_cost_ask, _meta_cost), operation=(_meta_pick, _meta_summon, _meta_do),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: any(_meta_fusions(g, p, g.level(m)) for m in g.monsters(p))))

_lord_up = mons("any", True, lambda g, c: g.cd(c).name.en == "Lord of D.")
_dragons_hand = in_hand("self", lambda g, c: is_monster(g, c) and bool(g.race(c) & 0x2000))


def _flute_op(g: Duel, lk: Link) -> None:
    p = lk.player
    n = min(2, sum(1 for z in g.mz[p] if z < 0))
    ask_cards(g, lk, p, _dragons_hand(g, p, lk.card), 1 if n else 0, n, "summon_pick")


def _summon_last_atk(g: Duel, lk: Link) -> None:
    summon_to(g, [c for c in last(lk) if g.loc[c] == LOC_HAND], lk.player, POS_FU_ATK)


reg("the_flute_of_summoning_dragon", Effect(
    operation=(_flute_op, _summon_last_atk), category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: bool(_lord_up(g, p, c)) and bool(_dragons_hand(g, p, c))
    and g.free_mzone(p) >= 0))

_harpie = mons("any", True, lambda g, c: named(g, c, "Harpie Lady"))


def _egotist_cands(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p])
            if named(g, c, "Harpie Lady") or g.cd(c).name.en == "Harpie Lady Sisters"]


def _egotist_op(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _egotist_cands(g, lk.player, lk.card), 1, 1, "summon_pick")


def _egotist_do(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] in (LOC_HAND, LOC_DECK)]
    from_deck = any(g.loc[c] == LOC_DECK for c in got)
    summon_to(g, got, lk.player, POS_FU_ATK)
    if from_deck:
        g.shuffle_deck(lk.player)


reg("elegant_egotist", Effect(
    operation=(_egotist_op, _egotist_do), category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: bool(_harpie(g, p, c)) and bool(_egotist_cands(g, p, c))
    and g.free_mzone(p) >= 0))

# --- misc normal/quick-play -------------------------------------------------------------------


_all_st = st_cards("any")


def _trunade(g: Duel, lk: Link) -> None:
    cs = _all_st(g, lk.player, lk.card)
    if cs:
        g.to_hand(cs)


reg("giant_trunade", Effect(operation=(_trunade,), condition=has(_all_st)))


def _double_summon(g: Duel, lk: Link) -> None:
    if g.ns_used >= 0:
        g.ns_used -= 1
        note(g, lk.card, "one more Normal Summon or Set this turn", "本回合可以再通常召唤1次")


reg("double_summon", Effect(operation=(_double_summon,)))

_own_other_st = st_cards("self")


def _provisions_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _own_other_st(g, lk.player, lk.card), 1, 5, "choose")


def _provisions_cost(g: Duel, lk: Link) -> None:
    got = last(lk)
    lk.data["n"] = len(got)
    g.send_to_gy(got, "cost")


def _provisions_op(g: Duel, lk: Link) -> None:
    g.recover(lk.player, 1000 * int(lk.data.get("n", 0)))


reg("emergency_provisions", Effect(cost=(_provisions_ask, _provisions_cost),
                                   operation=(_provisions_op,), category=CAT_RECOVER,
                                   condition=has(_own_other_st)))

_wok_cost = costs.tribute(1)
_WOK = (("atk", Text("回复攻击力数值", "Gain its ATK")),
        ("def", Text("回复守备力数值", "Gain its DEF")))


def _wok_cost_do(g: Duel, lk: Link) -> None:
    got = last(lk)
    if got:
        m = got[0]
        lk.data["atk"], lk.data["def"] = g.atk(m), g.defense(m)
        g.send_to_gy(got, "tribute")


def _wok_choose(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _WOK)


def _wok_op(g: Duel, lk: Link) -> None:
    g.recover(lk.player, int(lk.data.get(str(lk.picks[-1]), 0)))


reg("mystik_wok", Effect(cost=(_wok_cost[0][0], _wok_cost_do), operation=(_wok_choose, _wok_op),
                         category=CAT_RECOVER,
                         condition=lambda g, c, p, w: _wok_cost[1](g, c, p)))

# --- equip spells -----------------------------------------------------------------------------


def _eq_val(n: int) -> Any:
    return lambda g, s, c: n if g.equip[s] == c else 0


def _equip(code: int | str, atk: int, defense: int = 0, limit: Any = None,
           extra: tuple[Any, ...] = (), more: tuple[Effect, ...] = (), atk_fn: Any = None,
           def_fn: Any = None) -> None:
    cands = mons("any", True, (lambda g, c: bool(limit(g, c))) if limit else None)
    aspects: list[Aspect] = [*extra]
    if atk or atk_fn:
        aspects.append(Aspect("atk", atk_fn or _eq_val(atk)))
    if defense or def_fn:
        aspects.append(Aspect("def", def_fn or _eq_val(defense)))
    if limit is not None:
        aspects.append(Aspect("equip_limit", lambda g, e, m: bool(limit(g, m))))
    reg(code, Effect(equip=True, target=(pick(cands, "target_monster"),), target_picks=True,
                     aspects=tuple(aspects), category=CAT_EQUIP | CAT_ATKCHANGE,
                     condition=has(cands)), *more)


def _left_to_gy(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY


def _top_of_deck(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY and g.life[lk.card] == lk.life:
        g.to_deck([lk.card], shuffle=False)
        g.log("to_deck_top", g.card_pub(lk.card))


_trib1 = costs.tribute(1)
_pay500 = costs.pay_lp(500)
#: public names of the helpers, for the Goat batches (goat_spells.py, goat5_equips.py)
equip_spell = _equip
left_to_gy = _left_to_gy
to_deck_top = _top_of_deck


def top_of_deck_when_sent() -> Effect:
    """"When this card is sent to the Graveyard, return it to the top of your Deck", from
    wherever it was sent — the field, the hand (discarded), the Deck (mandatory: Sword of
    Deep-Seated; Horn of the Unicorn's "from the field" is its own ``left_field`` trigger)."""
    return Effect(kind="trigger", event="to_gy", optional=False, operation=(_top_of_deck,),
                  condition=_left_to_gy)


_equip("book_of_secret_arts", 300, 300, race_is(0x2))
_equip("legendary_sword", 300, 300, race_is(0x1))
_equip("dragon_treasure", 300, 300, race_is(0x2000))
_equip("sword_of_dark_destruction", 400, -200,
       lambda g, c: bool(g.attribute(c) & C.DARK))  # the current Attribute (DNA Transplant)
_equip("axe_of_despair", 1000, more=(Effect(
    kind="trigger", event="left_field", when=True, cost=_trib1[0], operation=(_top_of_deck,),
    condition=lambda g, c, p, w: _left_to_gy(g, c, p, w) and _trib1[1](g, c, p)),))
_equip("malevolent_nuzzler", 700, more=(Effect(
    kind="trigger", event="left_field", when=True, cost=_pay500[0], operation=(_top_of_deck,),
    condition=lambda g, c, p, w: _left_to_gy(g, c, p, w) and _pay500[1](g, c, p)),))
_equip("horn_of_the_unicorn", 700, 700, more=(Effect(
    kind="trigger", event="left_field", optional=False, operation=(_top_of_deck,),
    condition=_left_to_gy),))


def _pendant_burn(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 500)


_equip("black_pendant", 500, more=(Effect(
    kind="trigger", event="left_field", optional=False, operation=(_pendant_burn,),
    condition=_left_to_gy, category=CAT_DAMAGE),))


def _uws(g: Duel, s: int, c: int) -> int:
    if g.equip[s] != c:
        return 0
    q = g.ctrl[s]
    return 800 * sum(1 for m in g.mz[q] if m >= 0 and up(g, m))


def _mage_power(g: Duel, s: int, c: int) -> int:
    if g.equip[s] != c:
        return 0
    q = g.ctrl[s]
    return 500 * sum(1 for x in g.sz[q] if x >= 0)


_equip("united_we_stand", 0, atk_fn=_uws, def_fn=_uws)
_equip("mage_power", 0, atk_fn=_mage_power, def_fn=_mage_power)


def _megamorph(g: Duel, s: int, c: int) -> int:
    if g.equip[s] != c:
        return 0
    q = g.ctrl[s]
    a = base_atk(g, c)
    if g.lp[q] < g.lp[1 - q]:
        return a
    if g.lp[q] > g.lp[1 - q]:
        return -(a - a // 2)
    return 0


_equip("megamorph", 0, atk_fn=_megamorph)

# --- field spells -----------------------------------------------------------------------------


def _field(code: str, plus: int, minus: int = 0) -> None:
    def fn(g: Duel, s: int, c: int) -> int:
        r = g.race(c)
        return (200 if r & plus else 0) - (200 if r & minus else 0)

    reg(code, Effect(aspects=(Aspect("atk", fn), Aspect("def", fn)), category=CAT_ATKCHANGE))


_field("yami", 0x2 | 0x8, 0x4)
_field("mountain", 0x2000 | 0x200 | 0x1000)
_field("umi", 0x20000 | 0x40000 | 0x1000 | 0x40, 0x20 | 0x80)
_field("wasteland", 0x10000 | 0x10 | 0x100)
_field("forest", 0x800 | 0x4000 | 0x400 | 0x8000)

# --- continuous spells ------------------------------------------------------------------------


def _upkeep(n: int) -> tuple[Any, Any]:
    def ask(g: Duel, lk: Link) -> None:
        if g.lp[lk.player] >= n:
            ask_yesno(g, lk, lk.player, "yesno")
        else:
            lk.picks.append(False)

    def pay(g: Duel, lk: Link) -> None:
        c = lk.card
        if not card_ok(g, lk) or not g.on_field(c):
            return
        if lk.picks and lk.picks[-1] is True:
            g.pay_lp(lk.player, n)
        else:
            g.destroy([c], "effect", lk)

    return ask, pay


upkeep_or_destroy = _upkeep  # public for the Goat batches: (ask, pay) "pay N LP or destroy this"
def _own_standby(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == g.ctrl[c] and bool(g.flags[c] & F_ACTIVE)


own_standby = _own_standby  # public for the Goat batches

reg("messenger_of_peace",
    Effect(aspects=(Aspect("no_attack", lambda g, s, c: g.atk(c) >= 1500),)),
    Effect(kind="trigger", event="standby", optional=False, condition=_own_standby,
           operation=_upkeep(100)))


def _wmc_count(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card):
        g.counter[lk.card] += 1
        g.log("counter", {**g.card_pub(lk.card), "turns": g.counter[lk.card]})


def _wmc_cost(g: Duel, lk: Link) -> None:
    lk.data["n"] = g.counter[lk.card]
    g.send_to_gy([lk.card], "cost")


def _wmc_op(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 1000 * int(lk.data.get("n", 0)))


reg("wave_motion_cannon",
    Effect(),
    Effect(kind="trigger", event="standby", optional=False, condition=_own_standby,
           operation=(_wmc_count,)),
    Effect(kind="spell_effect", where=0x8, cost=(_wmc_cost,), operation=(_wmc_op,),
           category=CAT_DAMAGE,
           name=Text("送去墓地：给与对方伤害", "Send it to the GY: inflict damage")))


def _scl_op(g: Duel, lk: Link) -> None:
    for m in g.monsters(1 - lk.player):
        if up(g, m):
            g.change_position(m, POS_FD_DEF)


def _scl_count(g: Duel, lk: Link) -> None:
    c = lk.card
    if not card_ok(g, lk) or not g.on_field(c):
        return
    g.counter[c] += 1
    if g.counter[c] >= 2:
        g.destroy([c], "effect", lk)


reg("swords_of_concealing_light",
    Effect(operation=(_scl_op,), category=CAT_POSITION),
    Effect(kind="trigger", event="standby", optional=False, condition=_own_standby,
           operation=(_scl_count,)))


def _gks_mill(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if g.deck[o] and g.battle:
        g.send_to_gy([g.deck[o][-1]], "attack_cost")
    else:
        negate_attack(g)


reg("gravekeeper_s_servant",
    Effect(),
    Effect(kind="trigger", event="attack", scope="any", optional=False,
           condition=lambda g, c, p, w: g.ctrl[w[1]] != g.ctrl[c] and bool(g.flags[c] & F_ACTIVE)
           and g.loc[w[1]] == LOC_MZONE,
           operation=(_gks_mill,)))


def _steelcage_count(g: Duel, lk: Link) -> None:
    c = lk.card
    if not card_ok(g, lk) or not g.on_field(c):
        return
    g.counter[c] += 1
    if g.counter[c] >= 2:
        g.send_to_gy([c], "expired")


reg("nightmare_s_steelcage",
    Effect(stays=True, aspects=(Aspect("no_attack", lambda g, s, c: True),)),
    Effect(kind="trigger", event="end_phase", optional=False,
           condition=lambda g, c, p, w: g.tp != g.ctrl[c] and bool(g.flags[c] & F_ACTIVE),
           operation=(_steelcage_count,)))


# --- control until the End Phase -------------------------------------------------------------


def _borrow_target(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player:
        borrow(g, t, lk.player)


_opp_any = mons("opp")
reg("change_of_heart", Effect(target=(pick(_opp_any, "target_monster"),), target_picks=True,
                              operation=(_borrow_target,),
                              condition=lambda g, c, p, w: bool(_opp_any(g, p, c))
                              and g.free_mzone(p) >= 0))
_pay800b = costs.pay_lp(800)
reg("brain_control", Effect(cost=_pay800b[0], target=(pick(_opp_up, "target_monster"),),
                            target_picks=True, operation=(_borrow_target,),
                            condition=lambda g, c, p, w: _pay800b[1](g, c, p)
                            and bool(_opp_up(g, p, c)) and g.free_mzone(p) >= 0))

_EC = (("pos", Text("改变对方1只表侧怪兽的表示形式",
                    "Change an opponent's face-up monster's position")),
       ("take", Text("解放自己1只怪兽：得到对方1只怪兽的控制权",
                     "Tribute 1: take control of 1 monster")))


def _ec_modes(g: Duel, c: int, p: int) -> list[tuple[str, Text]]:
    out = []
    if _opp_up(g, p, c):
        out.append(_EC[0])
    if g.monsters(p) and g.monsters(1 - p):
        out.append(_EC[1])
    return out


def _ec_choose(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _ec_modes(g, lk.card, lk.player))


def _ec_cost_ask(g: Duel, lk: Link) -> None:
    if lk.picks[-1] == "take":
        ask_cards(g, lk, lk.player, g.monsters(lk.player), 1, 1, "tribute")


def _ec_cost(g: Duel, lk: Link) -> None:
    if lk.picks[0] == "take":
        got = last(lk)
        g.send_to_gy(got, "tribute")


def _ec_target(g: Duel, lk: Link) -> None:
    cands = _opp_up(g, lk.player, lk.card) if lk.picks[0] == "pos" else g.monsters(1 - lk.player)
    ask_cards(g, lk, lk.player, cands, 1, 1, "target_monster")


def _ec_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE:
        return
    if lk.picks[0] == "pos":
        if up(g, t):
            g.change_position(t, POS_FU_DEF if g.pos[t] == POS_FU_ATK else POS_FU_ATK)
    else:
        borrow(g, t, lk.player)


reg("enemy_controller", Effect(cost=(_ec_choose, _ec_cost_ask, _ec_cost),
                               target=(_ec_target,), target_picks=True, operation=(_ec_op,),
                               dmg_step=False, category=CAT_POSITION,
                               condition=lambda g, c, p, w: bool(_ec_modes(g, c, p))))
