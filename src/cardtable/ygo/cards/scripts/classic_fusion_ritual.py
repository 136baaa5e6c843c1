"""Ritual Spells and the effects of Fusion and Ritual Monsters of the classic pool.

A Ritual Spell names its Ritual Monster in ``materials``; it tributes monsters from the hand or
the field whose Levels add up to at least the Ritual Monster's Level (one at a time, until the
total is reached), then Ritual Summons it from the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    in_last_battle,
    last,
    live_targets,
    mark_used,
    mons,
    once_per_turn,
    pick,
    reg,
    st_cards,
    up,
)
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    again,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import can_tribute
from cardtable.ygo.state import F_ATTACKED, LOC_GY, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

# --- Ritual Spells ----------------------------------------------------------------------------


def _rituals(g: Duel, p: int, spell: int) -> list[int]:
    mats = g.cd(spell).materials
    return [c for c in g.hand[p] if g.code[c] in mats]


def _offerings(g: Duel, p: int, r: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.mz[p]) if c >= 0 and c != r
            and g.cd(c).is_monster and g.cd(c).level > 0
            and (not g.hk.tribute_bans or can_tribute(g, c))]


def _ritual_ok(g: Duel, c: int, p: int, w: W) -> bool:
    for r in _rituals(g, p, c):
        offs = _offerings(g, p, r)
        if sum(g.level(x) for x in offs) >= g.level(r) and (
                g.free_mzone(p) >= 0 or any(g.loc[x] == LOC_MZONE for x in offs)):
            return True
    return False


def _rit_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _rituals(g, lk.player, lk.card), 1, 1, "ritual_monster")


def _rit_tribute(g: Duel, lk: Link) -> None:
    first = lk.picks[lk.target_from] if len(lk.picks) > lk.target_from else ()
    if not first:
        lk.data["fail"] = True
        return
    r = first[0]
    lk.data["r"] = r
    chosen: tuple[int, ...] = lk.data.get("trib", ())
    if lk.data.get("asking"):
        chosen = (*chosen, *last(lk))
        lk.data["trib"] = chosen
    have = sum(g.level(x) for x in chosen)
    cands = [x for x in _offerings(g, lk.player, r) if x not in chosen]
    if have >= g.level(r) or not cands:
        lk.data["asking"] = False
        lk.data["fail"] = have < g.level(r)
        return
    lk.data["asking"] = True
    again(g, lk, _rit_tribute)
    ask_cards(g, lk, lk.player, cands, 1, 1, "ritual_tribute")


def _rit_send(g: Duel, lk: Link) -> None:
    if lk.data.get("fail"):
        return
    g.send_to_gy(lk.data.get("trib", ()), "ritual_tribute")
    ask_option(g, lk, lk.player, POS_CHOICES, "position")


def _rit_summon(g: Duel, lk: Link) -> None:
    r = lk.data.get("r", -1)
    if lk.data.get("fail") or r < 0 or g.loc[r] != LOC_HAND:
        return
    g.special_summon(r, lk.player, int(lk.picks[-1]), how="ritual")


_RITUAL = Effect(category=CAT_SPSUMMON, condition=_ritual_ok,
                 operation=(_rit_pick, _rit_tribute, _rit_send, _rit_summon))
RITUAL_SPELL = _RITUAL  # public for the Goat batches: a Ritual Spell whose monster is `materials`
for _sid in ("black_luster_ritual", "black_magic_ritual", "zera_ritual", "doriado_s_blessing",
             "white_dragon_ritual", "resurrection_of_chakra", "shinato_s_ark",
             "end_of_the_world"):
    reg(_sid, _RITUAL)

#: the effect every Ritual Spell shares (the Goat pool's Ritual Spells register it too:
#: goat_mon2_ritual.py)
RITUAL_SPELL = _RITUAL

# --- Demise, King of Armageddon ---------------------------------------------------------------


def _demise(g: Duel, lk: Link) -> None:
    cs = [c for q in (0, 1) for c in (*g.monsters(q), *g.spells(q)) if c != lk.card]
    if cs:
        g.destroy(cs, "effect", lk)


_pay2000 = costs.pay_lp(2000)
reg("demise_king_of_armageddon", Effect(
    kind="ignition", cost=_pay2000[0], operation=(_demise,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: _pay2000[1](g, c, p)))

# --- Fusion Monsters --------------------------------------------------------------------------


def _is_dragon(g: Duel, c: int) -> bool:
    return bool(g.cd(c).is_monster and g.race(c) & 0x2000) if g.loc[c] == LOC_MZONE \
        else bool(g.cd(c).is_monster and g.cd(c).race & 0x2000)


def _dark_paladin_atk(g: Duel, s: int, c: int) -> int:
    if s != c:
        return 0
    n = sum(1 for q in (0, 1) for m in g.mz[q]
            if m >= 0 and up(g, m) and g.cd(m).race & 0x2000)
    n += sum(1 for q in (0, 1) for x in g.gy[q] if g.cd(x).race & 0x2000
             and g.cd(x).is_monster)
    return 500 * n


def _spell_act_below(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain:
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and g.pool.cards[lk.code].is_spell


def negate_destroy_below(g: Duel, lk: Link) -> None:
    """Negate the activation of the chain link just below ``lk`` and destroy that card if it is
    still on the field (shared by the "negate the activation and destroy it" effects)."""
    i = g.chain.index(lk) - 1
    if i < 0:
        return
    g.negate_activation(i)
    t = g.chain[i].card
    if g.on_field(t):
        g.destroy([t], "effect", lk)


_discard1 = costs.discard(1)
reg("dark_paladin",
    Effect(kind="continuous", aspects=(Aspect("atk", _dark_paladin_atk),)),
    Effect(kind="quick", event="activated", cost=_discard1[0],
           condition=lambda g, c, p, w: _spell_act_below(g, c, p, w) and _discard1[1](g, c, p),
           operation=(negate_destroy_below,), category=CAT_NEGATE_ACT | CAT_DESTROY))


def _thunder_giant_cands(g: Duel, p: int, s: int) -> list[int]:
    a = g.atk(s)
    return [m for q in (0, 1) for m in g.mz[q]
            if m >= 0 and m != s and up(g, m) and g.cd(m).atk < a]


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts:
        g.destroy(ts, "effect", lk)


reg("elemental_hero_thunder_giant", Effect(
    kind="ignition", cost=(mark_used, *_discard1[0]),
    target=(pick(_thunder_giant_cands, "target_monster"),), target_picks=True,
    operation=(_destroy_targets,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and _discard1[1](g, c, p)
    and bool(_thunder_giant_cands(g, p, c))))


def _wingman_cond(g: Duel, c: int, p: int, w: W) -> bool:
    x = w[1]
    return (g.loc[c] == LOC_MZONE and x != c and g.loc[x] == LOC_GY and in_last_battle(g, c)
            and g.owner[x] != g.ctrl[c])


def _wingman(g: Duel, lk: Link) -> None:
    x = lk.event[1]
    g.damage(1 - lk.player, g.cd(x).atk)


reg("elemental_hero_flame_wingman", Effect(kind="trigger", event="battle_destroyed",
                                           scope="any", optional=False,
                                           condition=_wingman_cond, operation=(_wingman,),
                                           category=CAT_DAMAGE))

# --- XYZ-Dragon Cannon (its summoning procedure is a main-phase action: classic_procs.py) -----


def _opp_cards(g: Duel, p: int, s: int) -> list[int]:
    return [*mons("opp")(g, p, s), *st_cards("opp")(g, p, s)]


reg("xyz_dragon_cannon",
    Effect(kind="ignition", cost=_discard1[0], target=(pick(_opp_cards, "target_card"),),
           target_picks=True, operation=(_destroy_targets,), category=CAT_DESTROY,
           condition=lambda g, c, p, w: _discard1[1](g, c, p) and bool(_opp_cards(g, p, c))))


def _normal_spell_below(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain:
        return False
    lk = g.chain[-1]
    cd = g.pool.cards[lk.code]
    return (lk.ready and lk.card_act and lk.player != p and cd.is_spell
            and not cd.type & (C.QUICKPLAY | C.CONTINUOUS | C.EQUIP | C.FIELD | C.RITUAL)
            and g.lp[p] >= 1000)


def _negate_effect_below(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i >= 0:
        g.negate_effect(i)


_pay1000 = costs.pay_lp(1000)
reg("dark_balter_the_terrible", Effect(kind="quick", event="activated", cost=_pay1000[0],
                                       condition=_normal_spell_below,
                                       operation=(_negate_effect_below,),
                                       category=CAT_NEGATE_ACT))


# --- Cyber Twin Dragon ------------------------------------------------------------------------


def _twin_again(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE:
        g.counter[c] = g.turn
        g.flags[c] &= ~F_ATTACKED


reg("cyber_twin_dragon", Effect(kind="trigger", event="attack", optional=False,
                                condition=lambda g, c, p, w: g.counter[c] != g.turn,
                                operation=(_twin_again,),
                                name=Text("本回合可以再攻击1次", "May attack a second time")))
