"""Goat-pool Union monsters (issue 15 part 3, goat-mon2 batch 1) as one table (``UNIONS``).

The 2005 Union text (Magician's Force, Rise of Destiny) gives every row the same frame:

* once per turn, during your Main Phase, equip this face-up monster to a monster you control
  that its row names (an Ignition Effect), **or** unequip it and Special Summon it in face-up
  Attack Position (its effect as an equip card in the Spell & Trap Zone); the two share the one
  "once per turn";
* "1 monster can only be equipped with 1 Union Monster at a time": a monster already carrying
  a Union is no host (checked when equipping and again at resolution);
* "If the monster that this card is equipped to is destroyed in battle, this card is destroyed
  instead": a destruction replacement, by battle only for the Magician's Force prints
  (``battle_only``); Heavy Mech Support Platform's Rise of Destiny print replaces any
  destruction.

Rows add ATK/DEF while equipped; Pitch-Dark Dragon and Koitsu also give piercing battle damage
(as ``goat_mon_continuous``'s piercers), Zombie Tiger discards 1 random card from the opponent's
hand when the equipped monster destroys an opponent's monster by battle.

The Union monster card equipped is face-up in its controller's Spell & Trap Zone with
``g.equip`` set (``classic_equip_monsters.equip_monster``, as Y-Dragon Head's); the engine sends
it to the Graveyard when its host leaves the field. Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat_mon2_union.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import grant_piercing
from cardtable.ygo.cards.scripts.classic_equip_monsters import (
    UNION_ANY_HOSTS,
    equip_monster,
    held_by_rider,
)
from cardtable.ygo.cards.scripts.classic_lib import (
    choose_pos,
    in_last_battle,
    live_targets,
    once_per_turn,
    pick,
    random_discard,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.seed_common import used_this_turn
from cardtable.ygo.effects.api import (
    CAT_EQUIP,
    CAT_POSITION,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_SZONE,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
HostFilter = Callable[["Duel", int], bool]

DARK_BLADE = 11321183
AITSU = 48202661
DECAYED_COMMANDER = 10209545
GIANT_ORC = 73698349

KIRYU = 84814897
PITCH_DARK_DRAGON = 47415292
KOITSU = 69456283
ZOMBIE_TIGER = 47693640
HEAVY_MECH = 23265594
SECOND_GOBLIN = 19086954


class UnionRow(NamedTuple):
    """One Union monster: which monsters it may equip to and what it gives them."""

    hosts: HostFilter  #: ``hosts(g, m)``: may this card equip to monster ``m``
    atk: int  #: ATK the equipped monster gains
    defense: int  #: DEF the equipped monster gains
    battle_only: bool  #: the destruction replacement covers destruction by battle only
    pierce: bool = False  #: the equipped monster inflicts piercing battle damage


def _named(code: int) -> HostFilter:
    return lambda g, m: g.code[m] == code


def _race(bits: int) -> HostFilter:
    return lambda g, m: bool(g.race(m) & bits)


#: code -> its row (the 2005 prints' numbers)
UNIONS: dict[int, UnionRow] = {
    KIRYU: UnionRow(_named(DARK_BLADE), 900, 900, battle_only=True),
    PITCH_DARK_DRAGON: UnionRow(_named(DARK_BLADE), 400, 400, battle_only=True, pierce=True),
    KOITSU: UnionRow(_named(AITSU), 3000, 0, battle_only=True, pierce=True),
    ZOMBIE_TIGER: UnionRow(_named(DECAYED_COMMANDER), 500, 500, battle_only=True),
    HEAVY_MECH: UnionRow(_race(C.RACE_BY_NAME["Machine"]), 500, 500, battle_only=False),
    SECOND_GOBLIN: UnionRow(_named(GIANT_ORC), 0, 0, battle_only=True),
}


def union_of(g: Duel, m: int) -> int:
    """The Union Monster card equipped to monster ``m`` (-1 if none)."""
    for e in g.sz[g.ctrl[m]]:
        if e >= 0 and g.equip[e] == m and g.cd(e).type & C.UNION:
            return e
    return -1


def _host_ok(g: Duel, u: int, m: int) -> bool:
    return (g.loc[m] == LOC_MZONE and up(g, m) and m != u
            and UNIONS[g.code[u]].hosts(g, m) and union_of(g, m) < 0)


def _hosts(g: Duel, p: int, u: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and _host_ok(g, u, m)]


def _equip(g: Duel, lk: Link) -> None:
    u = lk.card
    ts = [t for t in live_targets(g, lk) if g.ctrl[t] == lk.player and _host_ok(g, u, t)]
    if ts and g.loc[u] == LOC_MZONE and up(g, u) and equip_monster(g, u, ts[0]):
        g.counter[u] = g.turn  # once per turn, equip or unequip


def _unequip(g: Duel, lk: Link) -> None:
    u = lk.card
    if g.loc[u] == LOC_SZONE and g.free_mzone(lk.player) >= 0:
        g.special_summon(u, lk.player, POS_FU_ATK)
        g.counter[u] = g.turn


def _bonus(code: int, what: str) -> Callable[[Duel, int, int], int]:
    n = UNIONS[code].atk if what == "atk" else UNIONS[code].defense

    def val(g: Duel, s: int, c: int) -> int:
        return n if g.loc[s] == LOC_SZONE and g.equip[s] == c and not held_by_rider(g, s) \
            else 0

    return val


def _union_effects(code: int) -> tuple[Effect, ...]:
    """The frame every row shares: equip, unequip, the bonus and the equip limit."""
    row = UNIONS[code]
    aspects = [Aspect("equip_limit",
                      lambda g, e, m: row.hosts(g, m) or g.code[m] in UNION_ANY_HOSTS)]
    if row.atk:
        aspects.append(Aspect("atk", _bonus(code, "atk")))
    if row.defense:
        aspects.append(Aspect("def", _bonus(code, "def")))
    return (
        Effect(kind="ignition", target=(pick(_hosts, "target_monster"),), target_picks=True,
               operation=(_equip,), category=CAT_EQUIP,
               condition=lambda g, c, p, w: once_per_turn(g, c, p, w)
               and bool(_hosts(g, p, c)) and g.free_szone(p) >= 0,
               name=Text("装备（同盟）", "Equip (Union)")),
        Effect(kind="spell_effect", where=LOC_SZONE, operation=(_unequip,),
               category=CAT_SPSUMMON,
               condition=lambda g, c, p, w: g.equip[c] >= 0 and once_per_turn(g, c, p, w)
               and g.free_mzone(p) >= 0 and not held_by_rider(g, c),
               name=Text("解除装备：表侧攻击表示特殊召唤",
                         "Unequip: Special Summon in face-up Attack Position")),
        Effect(kind="continuous", aspects=tuple(aspects)),
    )


# --- "destroyed instead", piercing -----------------------------------------------------------


def _instead(g: Duel, cs: list[int], reason: str) -> list[int]:
    """The equipped monster about to be destroyed (by battle, for the battle-only prints):
    its Union is destroyed instead."""
    out = list(cs)
    for i, c in enumerate(out):
        if g.loc[c] != LOC_MZONE:
            continue
        u = union_of(g, c)
        if u < 0 or g.code[u] not in UNIONS or u in out or held_by_rider(g, u):
            continue
        if UNIONS[g.code[u]].battle_only and reason != "battle":
            continue
        g.log("destroyed_instead", {**g.card_pub(u), "for": g.card_pub(c)})
        out[i] = u
    return out


def _union_pierces(g: Duel, a: int) -> bool:
    """Piercing granted by an equipped Pitch-Dark Dragon or Koitsu (the one piercing check,
    ``classic_battle.pierces``)."""
    u = union_of(g, a)
    return u >= 0 and g.code[u] in UNIONS and UNIONS[g.code[u]].pierce \
        and not held_by_rider(g, u)


grant_piercing(UNIONS, _union_pierces)


DESTROY_SUBSTITUTES.append(only_for(UNIONS)(_instead))


def add_unions(rows: dict[int, UnionRow]) -> None:
    """Add a later batch's Union monsters to :data:`UNIONS`; the "destroyed instead" hook
    then runs in the duels holding those cards too (a piercing row also needs
    ``grant_piercing``). Register each card with ``reg(code, *union_effects(code), ...)``."""
    UNIONS.update(rows)
    only_for(rows)(_instead)


def union_effects(code: int) -> tuple[Effect, ...]:
    """The shared Union frame of row ``code`` (already in :data:`UNIONS`)."""
    return _union_effects(code)


# --- Zombie Tiger: the equipped monster destroys an opponent's monster by battle -------------


def _tiger_host_won(g: Duel, c: int, p: int, w: W) -> bool:
    """Zombie Tiger equipped, its monster fought the battle that destroyed ``w[1]``, an
    opponent's monster now in the Graveyard."""
    if g.loc[c] != LOC_SZONE or g.equip[c] < 0 or held_by_rider(g, c):
        return False
    m = g.equip[c]
    v = w[1]
    return g.loc[m] == LOC_MZONE and v != m and in_last_battle(g, m) and in_last_battle(g, v) \
        and g.loc[v] == LOC_GY and g.owner[v] != p


def _tiger_discard(g: Duel, lk: Link) -> None:
    random_discard(g, 1 - lk.player)


for _code in UNIONS:
    if _code in (ZOMBIE_TIGER, SECOND_GOBLIN):
        continue
    reg(_code, *_union_effects(_code))
reg(ZOMBIE_TIGER, *_union_effects(ZOMBIE_TIGER),
    Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
           condition=_tiger_host_won, operation=(_tiger_discard,),
           name=Text("对方随机丢弃1张手卡", "Your opponent discards 1 random card")))

# --- Second Goblin: change the equipped monster's battle position once per turn --------------

#: Second Goblin's position effect: its index among the card's effects (after the frame's 3);
#: its once per turn is read back from this turn's ``activate`` log entries
_GOBLIN_POS_EFFECT = 3


def _goblin_ok(g: Duel, c: int, p: int, w: W) -> bool:
    m = g.equip[c]
    return m >= 0 and g.loc[m] == LOC_MZONE and up(g, m) \
        and not used_this_turn(g, c, _GOBLIN_POS_EFFECT)


def _goblin_switch(g: Duel, lk: Link) -> None:
    c = lk.card
    m = g.equip[c]
    if g.loc[c] == LOC_SZONE and m >= 0 and g.loc[m] == LOC_MZONE and up(g, m):
        g.change_position(m, POS_FU_DEF if g.pos[m] == POS_FU_ATK else POS_FU_ATK)


reg(SECOND_GOBLIN, *_union_effects(SECOND_GOBLIN),
    Effect(kind="spell_effect", where=LOC_SZONE, condition=_goblin_ok,
           operation=(_goblin_switch,), category=CAT_POSITION,
           name=Text("改变装备怪兽的表示形式", "Change the equipped monster's battle position")))

# --- Decayed Commander (Zombie Tiger's host) ---------------------------------------------------

EV_DIRECT = "goat_mon2_direct_damage"  # queued by the hook below, never raised by the engine


def _tigers(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if g.code[c] == ZOMBIE_TIGER]


def _commander_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _tigers(g, lk.player, lk.card), 1, 1, "summon_pick")


def _commander_summon(g: Duel, lk: Link) -> None:
    got = [c for c in lk.picks[-2] if g.loc[c] == LOC_HAND] if len(lk.picks) > 1 else []
    if got and g.can_special_summon(got[0], lk.player):
        g.special_summon(got[0], lk.player, int(lk.picks[-1]))


def _commander_direct(g: Duel, p: int, n: int) -> int:
    """Battle damage ``n`` to ``p`` from a face-up Decayed Commander's direct attack: queue its
    discard trigger (the damage itself is unchanged)."""
    b = g.battle
    if n <= 0 or b is None or b.target >= 0:
        return n
    a = b.attacker
    if g.code[a] == DECAYED_COMMANDER and g.ctrl[a] != p and g.loc[a] == LOC_MZONE and up(g, a):
        for ei in g.pool.trig_index(DECAYED_COMMANDER).get(EV_DIRECT, ()):
            g.trig.append(Trigger(a, ei, g.ctrl[a], g.stamp, (EV_DIRECT, a, p, n)))
    return n


BATTLE_DAMAGE_HOOKS.append(only_for({DECAYED_COMMANDER})(_commander_direct))
reg(DECAYED_COMMANDER,
    Effect(kind="trigger", event="summoned", optional=True,
           condition=lambda g, c, p, w: len(w) > 2 and w[2] == "normal"
           and bool(_tigers(g, p, c)) and g.free_mzone(p) >= 0,
           operation=(_commander_ask, choose_pos, _commander_summon), category=CAT_SPSUMMON,
           name=Text("从手卡特殊召唤「僵尸虎」", "Special Summon \"Zombie Tiger\" from your hand")),
    Effect(kind="trigger", event=EV_DIRECT, optional=False,
           condition=lambda g, c, p, w: bool(g.hand[1 - p]),
           operation=(_tiger_discard,),
           name=Text("对方随机丢弃1张手卡", "Your opponent discards 1 random card")))
