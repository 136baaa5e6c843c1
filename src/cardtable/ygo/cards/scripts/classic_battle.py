"""Classic monsters and traps whose text changes a battle, through the engine's battle hooks
(:mod:`cardtable.ygo.effects.hooks`).

* ``DESTROY_SUBSTITUTES`` (called before battle destruction, while the battle is still on the
  board): piercing damage (Airknight Parshath, Cyber End Dragon, Spear Dragon), Shinato's
  burn, "cannot be destroyed by battle" (Spirit Reaper, Marshmallon, Kaiser Glider against an
  equal ATK), Waboku.
* ``BATTLE_DAMAGE_HOOKS``: "when this card deals battle damage" triggers (Airknight Parshath,
  Spirit Reaper, Don Zaloog) and Waboku's "no battle damage".
* ``BATTLE_END_HOOKS`` (after the damage calculation): Spear Dragon to Defense Position,
  Marshmallon's 1000, Des Kangaroo, D.D. Warrior Lady.

Hooks only queue triggers (``g.trig``); the effects resolve as chain links after the Damage
Step like any trigger. Every hook first checks, from a per-deck-list cache, whether one of these
cards is in the duel at all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    choose_pos,
    is_monster,
    is_spell,
    is_trap,
    last_battle,
    random_discard,
    reg,
    up,
)
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
    link_effect,
)
from cardtable.ygo.effects.hooks import (
    BATTLE_DAMAGE_HOOKS,
    BATTLE_END_HOOKS,
    DESTROY_SUBSTITUTES,
    PHASE_HOOKS,
    RESOLVE_HOOKS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    F_ACTIVE,
    LOC_GY,
    LOC_MZONE,
    POS_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

AIRKNIGHT = 18036057
CYBER_END = 1546123
SPEAR_DRAGON = 31553716
SHINATO = 86327225
SPIRIT_REAPER = 23205979
REAPER_NIGHTMARE = 85684223
MARSHMALLON = 31305911
KAISER_GLIDER = 52824910
DON_ZALOOG = 76922029
DES_KANGAROO = 78613627
DDWL = 7572887
WABOKU = 12607053
VAMPIRE_LORD = 53839837
BIG_SHIELD = 65240384
FRONTIER_WISEMAN = 38742075

# + the Goat pool's piercers (goat_monsters.py): Mad Sword Beast, Dark Driceratops,
#   Gravekeeper's Spear Soldier, Gyaku-Gire Panda
PIERCE = frozenset({AIRKNIGHT, CYBER_END, SPEAR_DRAGON, 79870141, 65287621, 63695531, 9817927})
NO_BATTLE_DESTROY = frozenset({SPIRIT_REAPER, REAPER_NIGHTMARE, MARSHMALLON})
ON_DAMAGE = frozenset({AIRKNIGHT, SPIRIT_REAPER, REAPER_NIGHTMARE, DON_ZALOOG, VAMPIRE_LORD})
# "when this card inflicts battle damage to your opponent by a direct attack" (Goat-era text of
# both Reapers): not when it attacks a monster, nor when a monster attacking it takes damage
DIRECT_ONLY = frozenset({SPIRIT_REAPER, REAPER_NIGHTMARE})
ALL = PIERCE | NO_BATTLE_DESTROY | ON_DAMAGE | {SHINATO, KAISER_GLIDER, DES_KANGAROO, DDWL,
                                                 WABOKU, BIG_SHIELD}
#: piercing granted by another card's text (an Equip Spell, a Union, a monster's continuous
#: effect): ``fn(g, attacker) -> bool``, registered by :func:`grant_piercing`; read by
#: :func:`pierces`, the one piercing check
PIERCE_GRANTS: list[Callable[[Duel, int], bool]] = []
_ACTIVE_CODES: set[int] = set(ALL)
EV_DAMAGE = "classic_battle_damage"  # queued by the hooks below, never raised by the engine
EV_AFTER = "classic_after_battle"


@lru_cache(maxsize=512)
def _in_duel(codes: tuple[int, ...]) -> bool:
    return not _ACTIVE_CODES.isdisjoint(codes)


def grant_piercing(codes: Iterable[int], fn: Callable[[Duel, int], bool]) -> None:
    """Register a piercing grant: in a duel holding one of ``codes``, an attacker for which
    ``fn(g, attacker)`` is True inflicts piercing battle damage (the difference between its ATK
    and the DEF of the Defense Position monster it attacks), through :func:`pierces`. Call at
    import time (before any duel)."""
    cs = frozenset(codes)
    PIERCE_GRANTS.append(fn)
    _ACTIVE_CODES.update(cs)
    _in_duel.cache_clear()
    only_for(cs)(_before_destroy)


def pierces(g: Duel, a: int) -> bool:
    """Whether the attacker ``a`` inflicts piercing damage: by its own text (:data:`PIERCE`)
    or by a grant (:data:`PIERCE_GRANTS`: an equipped card, a Union, another monster). Once,
    however many cards grant it."""
    return g.code[a] in PIERCE or any(fn(g, a) for fn in PIERCE_GRANTS)


def _queue(g: Duel, c: int, ev: str, data: tuple[Any, ...]) -> None:
    """Queue ``c``'s trigger for ``ev`` (its controller's, or its owner's off the field): the
    triggers of its effects with ``event=ev`` wait for the next chance to activate."""
    for ei in g.pool.trig_index(g.code[c]).get(ev, ()):
        p = g.ctrl[c] if g.loc[c] == LOC_MZONE else g.owner[c]
        g.trig.append(Trigger(c, ei, p, g.stamp, (ev, c, *data)))


def _waboku_for(g: Duel, p: int) -> bool:
    return any(s >= 0 and g.code[s] == WABOKU and g.pos[s] & 0x5 and g.flags[s] & F_ACTIVE
               for s in g.sz[p])


#: public name of :func:`_queue` for other scripts (a hook queueing a card's own trigger)
queue_trigger = _queue


# --- before battle destruction ----------------------------------------------------------------


def _before_destroy(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle" or not g.battle or not _in_duel(g.code):
        if reason == "effect" and g.chain and _in_duel(g.code):
            for c in cs:
                if g.code[c] == VAMPIRE_LORD and g.loc[c] == LOC_MZONE \
                        and g.chain[-1].player != g.ctrl[c]:
                    g.log("vampire_lord_marked", {"card": c, "turn": g.turn})
        return cs
    a, t = g.battle.attacker, g.battle.target
    if t >= 0 and g.loc[a] == LOC_MZONE and g.loc[t] == LOC_MZONE and up(g, a):
        code = g.code[a]
        o = g.ctrl[t]
        if g.pos[t] & POS_DEF and not g.battle.no_damage & (1 << o) and pierces(g, a):
            n = g.atk(a) - g.defense(t)
            if n > 0:
                g.log("piercing", {**g.card_pub(a), "amount": n})
                g.damage(o, n, battle=True)
        if code == SHINATO and t in cs and g.pos[t] & POS_DEF:
            _queue(g, a, EV_DAMAGE, (o, g.cd(t).atk))
    out = []
    for c in cs:
        code = g.code[c]
        if code in NO_BATTLE_DESTROY and up(g, c):
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
            continue
        if code == KAISER_GLIDER:
            other = t if c == a else a
            if other >= 0 and g.atk(other) == g.atk(c):
                g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
                continue
        if g.loc[c] == LOC_MZONE and _waboku_for(g, g.ctrl[c]):
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle", "waboku": True})
            continue
        out.append(c)
    return out


# --- battle damage ----------------------------------------------------------------------------


def _on_damage(g: Duel, p: int, n: int) -> int:
    if n <= 0 or not g.battle or not _in_duel(g.code):
        return n
    if _waboku_for(g, p):
        g.log("no_battle_damage", {"player": p, "waboku": True})
        return 0
    a, t = g.battle.attacker, g.battle.target
    dealer = a if g.ctrl[a] != p else t
    if dealer >= 0 and g.code[dealer] in ON_DAMAGE and g.loc[dealer] == LOC_MZONE \
            and up(g, dealer) and (g.code[dealer] not in DIRECT_ONLY or (dealer == a and t < 0)):
        _queue(g, dealer, EV_DAMAGE, (p, n))
    return n


# --- after the damage calculation -------------------------------------------------------------


def _was_flipped_in_battle(g: Duel, c: int) -> bool:
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 30, -1), -1):
        kind, pub, _ = el[i]
        if kind == "damage_step":
            return False
        if kind == "position" and pub.get("card") == c and pub.get("pos") in ("def", "atk"):
            return True
    return False


def _logged_atk(g: Duel) -> int:
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 30, -1), -1):
        if el[i][0] == "battle":
            return int(el[i][1].get("atk", 0))
    return 0


def _after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    if not _in_duel(g.code):
        return
    a, t = last_battle(g)
    if a < 0:
        return
    if g.code[a] == SPEAR_DRAGON and g.loc[a] == LOC_MZONE and g.pos[a] == POS_FU_ATK:
        g.change_position(a, POS_FU_DEF)
    if t < 0:
        return
    if g.code[t] == BIG_SHIELD and g.loc[t] == LOC_MZONE and g.pos[t] == POS_FU_DEF:
        g.change_position(t, POS_FU_ATK)
    if g.code[t] == MARSHMALLON and g.loc[t] == LOC_MZONE and _was_flipped_in_battle(g, t):
        _queue(g, t, EV_AFTER, (a,))
    if g.code[t] == DES_KANGAROO and g.loc[t] == LOC_MZONE and g.pos[t] & POS_DEF \
            and g.loc[a] == LOC_MZONE and _logged_atk(g) < g.defense(t):
        _queue(g, t, EV_AFTER, (a,))
    for me, other in ((a, t), (t, a)):
        if g.code[me] == DDWL:
            _queue(g, me, EV_AFTER, (other,))


DESTROY_SUBSTITUTES.append(only_for(ALL)(_before_destroy))
BATTLE_DAMAGE_HOOKS.append(only_for(ALL)(_on_damage))
BATTLE_END_HOOKS.append(only_for(ALL)(_after_battle))

# --- the cards' trigger effects ---------------------------------------------------------------


_draw1 = ops.draw(1)


def _discard_random(g: Duel, lk: Link) -> None:
    random_discard(g, lk.event[2], 1)


def _shinato_burn(g: Duel, lk: Link) -> None:
    ev = lk.event
    g.damage(ev[2], int(ev[3]))


reg("airknight_parshath", Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                 operation=(_draw1,), category=CAT_DRAW))
reg("cyber_end_dragon", Effect(kind="continuous", name=Text("贯通", "Piercing")))
reg("spear_dragon", Effect(kind="continuous", name=Text("贯通", "Piercing")))
reg("shinato_king_of_a_higher_plane", Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                             operation=(_shinato_burn,), category=CAT_DAMAGE))


def _reaper_targeted(g: Duel, c: int, p: int, w: W) -> bool:
    """A card effect's activation targeted this card (read from the "target" log); it is
    destroyed once that chain has resolved, even if the effect turned it face-down."""
    if g.loc[c] != LOC_MZONE or len(w) < 3:
        return False
    src, link = w[1], int(w[2]) + 1
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 80, -1), -1):
        kind, pub, _ = el[i]
        if kind == "target" and pub.get("card") == src and pub.get("link") == link:
            return any(x.get("card") == c for x in pub.get("targets", ()))
    return False


def _destroy_self(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.destroy([lk.card], "effect", lk)


_REAPER = (Effect(kind="trigger", event=EV_DAMAGE, optional=False, operation=(_discard_random,),
                  condition=lambda g, c, p, w: bool(g.hand[w[2]])),
           Effect(kind="trigger", event="activated", scope="any", optional=False,
                  condition=_reaper_targeted, operation=(_destroy_self,), category=CAT_DESTROY))
reg("spirit_reaper", *_REAPER)
# Reaper on the Nightmare: Spirit Reaper's texts; its direct attack is in classic_hooks_attack.py
reg("reaper_on_the_nightmare", *_REAPER)

_ZALOOG = (("discard", Text("对方随机丢弃1张手卡", "Discard 1 random card from their hand")),
           ("mill", Text("对方卡组上面2张送去墓地",
                         "Send the top 2 cards of their Deck to the GY")))


def _zaloog_choose(g: Duel, lk: Link) -> None:
    o = lk.event[2]
    opts = [x for x in _ZALOOG if (x[0] == "discard" and g.hand[o])
            or (x[0] == "mill" and g.deck[o])]
    if opts:
        ask_option(g, lk, lk.player, opts)
    else:
        lk.picks.append("")


def _zaloog_op(g: Duel, lk: Link) -> None:
    o = lk.event[2]
    if lk.picks[-1] == "discard":
        random_discard(g, o, 1)
    elif lk.picks[-1] == "mill":
        top = g.deck[o][-2:][::-1]
        if top:
            g.send_to_gy(top, "effect")


reg("don_zaloog", Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                         operation=(_zaloog_choose, _zaloog_op)))


def _marsh_burn(g: Duel, lk: Link) -> None:
    a = lk.event[2]
    g.damage(1 - lk.player if g.loc[a] != LOC_MZONE else g.ctrl[a], 1000)


reg("marshmallon", Effect(kind="trigger", event=EV_AFTER, optional=False,
                          operation=(_marsh_burn,), category=CAT_DAMAGE))


def _kangaroo(g: Duel, lk: Link) -> None:
    a = lk.event[2]
    if g.loc[a] == LOC_MZONE:
        g.destroy([a], "effect", lk)


reg("des_kangaroo", Effect(kind="trigger", event=EV_AFTER, optional=False,
                           operation=(_kangaroo,), category=CAT_DESTROY))


def _ddwl(g: Duel, lk: Link) -> None:
    other = lk.event[2]
    out = [x for x in (other, lk.card) if x >= 0 and g.loc[x] in (LOC_MZONE, LOC_GY)]
    if out:
        g.banish(out)


reg("d_d_warrior_lady", Effect(kind="trigger", event=EV_AFTER, optional=True, operation=(_ddwl,),
                               condition=lambda g, c, p, w: w[2] >= 0
                               and g.loc[w[2]] in (LOC_MZONE, LOC_GY), category=CAT_BANISH))

# --- Waboku: its lingering effect is the card face-up until the End Phase --------------------


def _waboku_end(g: Duel, ev: str) -> None:
    if ev != "end_phase" or not _in_duel(g.code):
        return
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == WABOKU and g.flags[s] & F_ACTIVE:
                g.send_to_gy([s], "expired")


PHASE_HOOKS.append(only_for({WABOKU})(_waboku_end))
reg("waboku", Effect(stays=True))



# --- Vampire Lord -----------------------------------------------------------------------------

_KINDS = (("monster", Text("怪兽卡", "Monster Card")), ("spell", Text("魔法卡", "Spell Card")),
          ("trap", Text("陷阱卡", "Trap Card")))
_KIND_FILT = {"monster": is_monster, "spell": is_spell, "trap": is_trap}


def _vl_declare(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _KINDS, "choose")


def _vl_pick(g: Duel, lk: Link) -> None:
    o = lk.event[2]
    f = _KIND_FILT[str(lk.picks[-1])]
    g.log("declare_kind", {**g.card_pub(lk.card), "kind": lk.picks[-1]})
    ask_cards(g, lk, o, [c for c in g.deck[o] if f(g, c)], 1, 1, "choose")


def _vl_send(g: Duel, lk: Link) -> None:
    got = lk.picks[-1] if isinstance(lk.picks[-1], tuple) else ()
    if got:
        g.send_to_gy(got, "effect")
        g.shuffle_deck(lk.event[2])


def _vl_marked(g: Duel, c: int) -> bool:
    """The last time ``c`` was destroyed, an opponent's card effect did it (this turn or the
    turn before: its controller's next Standby Phase)."""
    el = g.elog
    seen_destroy = False
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "destroy" and pub.get("card") == c:
            seen_destroy = True
        elif kind == "vampire_lord_marked" and pub.get("card") == c:
            return seen_destroy and int(pub["turn"]) == g.since[c]
        elif kind == "turn" and int(pub.get("turn", 0)) < g.since[c]:
            return False
    return False


def _vl_standby(g: Duel, ev: str) -> None:
    if ev != "standby" or not _in_duel(g.code):
        return
    p = g.tp
    for c in g.gy[p]:
        if g.code[c] == VAMPIRE_LORD and g.since[c] < g.turn <= g.since[c] + 2 \
                and _vl_marked(g, c):
            _queue(g, c, EV_REVIVE, ())


def _vl_pos(g: Duel, lk: Link) -> None:
    # "Special Summon this card from your Graveyard": no position named, the player chooses
    if g.loc[lk.card] == LOC_GY and g.free_mzone(lk.player) >= 0:
        choose_pos(g, lk)


def _vl_revive(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_GY and g.free_mzone(lk.player) >= 0 and lk.picks:
        g.special_summon(c, lk.player, int(lk.picks[-1]))


EV_REVIVE = "classic_vampire_revive"
PHASE_HOOKS.append(only_for({VAMPIRE_LORD})(_vl_standby))
reg("vampire_lord",
    Effect(kind="trigger", event=EV_DAMAGE, optional=False,
           operation=(_vl_declare, _vl_pick, _vl_send)),
    Effect(kind="trigger", event=EV_REVIVE, optional=False, operation=(_vl_pos, _vl_revive),
           category=CAT_SPSUMMON))


# --- Frontier Wiseman, Big Shield Gardna: Spells that target them are negated ---------------


def _spell_targeting(g: Duel, lk: Link) -> bool:
    if not g.pool.cards[lk.code].is_spell or not lk.targets:
        return False
    live = [t for t, lf in zip(lk.targets, lk.tlife, strict=True)
            if g.life[t] == lf and g.loc[t] == LOC_MZONE]
    for t in live:
        code = g.code[t]
        if code == FRONTIER_WISEMAN and up(g, t):
            g.log("spell_negated_by", {**g.card_pub(t), "spell": g.card_pub(lk.card)})
            return True
        if code == BIG_SHIELD and not up(g, t) and len(lk.targets) == 1:
            g.log("spell_negated_by", {**g.card_pub(t), "spell": g.card_pub(lk.card)})
            return True
    return False


RESOLVE_HOOKS.append(only_for({FRONTIER_WISEMAN, BIG_SHIELD})(_spell_targeting))
reg("frontier_wiseman", Effect(kind="continuous",
                               name=Text("以此卡为对象的魔法卡效果无效",
                                         "Spells that target it are negated")))
reg("big_shield_gardna", Effect(kind="continuous",
                                name=Text("以里侧的此卡为对象的魔法卡无效",
                                          "Spells that target it face-down are negated")))


# --- Blade Knight, Dark Balter the Terrible: effects of the monsters they destroy by battle ---

BLADE_KNIGHT = 39507162
DARK_BALTER = 80071763


def battle_destroyer(g: Duel, lk: Link) -> int:
    """For a resolving effect of a monster now in the Graveyard that was in the last battle:
    its battle opponent when that monster is still face-up in a Monster Zone, else -1 (the
    shared test of the "monsters this card destroys by battle have their effects negated"
    cards: Dark Balter, Blade Knight, Harpie Lady 2, Dark Ruler Ha Des)."""
    c = lk.card
    if not g.pool.cards[lk.code].is_monster or g.loc[c] != LOC_GY:
        return -1
    a, t = last_battle(g)
    if c not in (a, t):
        return -1
    other = t if c == a else a
    if other < 0 or g.loc[other] != LOC_MZONE or not up(g, other):
        return -1
    return other


def _battle_victim_negated(g: Duel, lk: Link) -> bool:
    """Resolve hook: the effect of a monster just destroyed by battle with Dark Balter (any
    effect) or Blade Knight (Flip effects, while it is its controller's only monster)."""
    other = battle_destroyer(g, lk)
    if other < 0:
        return False
    c = lk.card
    code = g.code[other]
    if code == DARK_BALTER or (code == BLADE_KNIGHT and link_effect(g, lk).kind == "flip"
                               and len(g.monsters(g.ctrl[other])) == 1):
        g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(c)})
        return True
    return False


RESOLVE_HOOKS.append(only_for({BLADE_KNIGHT, DARK_BALTER})(_battle_victim_negated))
