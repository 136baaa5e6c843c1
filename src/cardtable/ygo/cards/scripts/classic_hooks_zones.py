"""Classic cards that Set cards in unusual zones or block zones (hooks of
:mod:`cardtable.ygo.effects.hooks` and flow frames of their own).

* Shadow of Eyes: the monster-Set event opens a response window (``EVENT_HOOKS``).
* Magical Hats: the two Spell/Trap Cards from the Deck are Set in Monster Zones with the
  monster, and the three instances' identities are shuffled (an instance id tells nothing); a
  hat that is not a monster is destroyed when it is flipped and at the end of the Battle Phase.
* Graverobber: the chosen Spell Card is Set in your Spell & Trap Zone (still its owner's card),
  ready to be activated by you; 2000 LP each of your Standby Phases while it is face-up (it is
  destroyed if you cannot pay); a borrowed Spell still face-down at the End Phase goes to its
  owner's GY.
* Ojama King: when it is summoned or flipped face-up its controller picks up to 3 of the
  opponent's empty Monster Zones (a flow frame, no chain link); while it is face-up nothing can
  be put there (:func:`~cardtable.ygo.cards.scripts.classic_lib.zone_blocked`): the opponent
  cannot summon when only blocked zones are free (a summon hook), and a monster the engine
  places in the first free zone is moved at once to an unblocked one (an event hook).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    OJAMA_KING,
    free_zones,
    has_zone_blocker,
    last,
    note,
    pick,
    reg,
    up,
    zone_blocked,
)
from cardtable.ygo.effects.api import (
    CAT_POSITION,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    EVENT_HOOKS,
    PHASE_HOOKS,
    POSITION_LOCKED,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.state import (
    BS_BATTLE,
    BS_START,
    LOC_DECK,
    LOC_GY,
    LOC_MZONE,
    LOC_SZONE,
    PH_BATTLE,
    POS_FACEDOWN,
    POS_FD_DEF,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

HATS = 81210420
GRAVEROBBER = 61705417
SHADOW_EYES = 58621589

# --- Shadow of Eyes ---------------------------------------------------------------------------


def _set_window(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "set" and g.loc[c] == LOC_MZONE:
        g.stack.append(("window_fresh", g.chains_started, g.tp, ("set", c, data[0])))


def _eyes_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == "set" and w[2] != p and g.loc[w[1]] == LOC_MZONE \
        and bool(g.pos[w[1]] & POS_FACEDOWN)


def _eyes_target(g: Duel, lk: Link) -> None:
    w: tuple[Any, ...] = lk.window
    lk.picks.append((int(w[1]),) if len(w) > 1 else ())


def _eyes_op(g: Duel, lk: Link) -> None:
    for t in lk.targets:
        if g.life[t] == lk.tlife[0] and g.loc[t] == LOC_MZONE and g.pos[t] & POS_FACEDOWN:
            g.change_position(t, POS_FU_ATK)


EVENT_HOOKS.append(only_for({SHADOW_EYES})(_set_window))
reg("shadow_of_eyes", Effect(event="set", condition=_eyes_cond, target=(_eyes_target,),
                             target_picks=True, operation=(_eyes_op,), category=CAT_POSITION))

# --- Magical Hats -----------------------------------------------------------------------------


def _hats_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.phase == PH_BATTLE and g.bstep in (BS_START, BS_BATTLE) and g.tp != p \
        and free_zones(g, p) >= 2 \
        and any(m >= 0 for m in g.mz[p]) \
        and sum(1 for x in g.deck[p] if not g.cd(x).is_monster) >= 2


def _hats_pick(g: Duel, lk: Link) -> None:
    p = lk.player
    ask_cards(g, lk, p, [m for m in g.mz[p] if m >= 0], 1, 1, "target_monster")


def _hats_deck(g: Duel, lk: Link) -> None:
    p = lk.player
    ask_cards(g, lk, p, [x for x in g.deck[p] if not g.cd(x).is_monster], 2, 2,
              "search")


def _hats_op(g: Duel, lk: Link) -> None:
    p = lk.player
    mon = lk.picks[-2] if len(lk.picks) >= 2 and isinstance(lk.picks[-2], tuple) else ()
    two = [x for x in last(lk) if g.loc[x] == LOC_DECK]
    m = mon[0] if mon and g.loc[mon[0]] == LOC_MZONE and g.ctrl[mon[0]] == p else -1
    if m < 0 or len(two) < 2 or free_zones(g, p) < 2:
        g.shuffle_deck(p)
        return
    if g.pos[m] != POS_FD_DEF:
        g.change_position(m, POS_FD_DEF)
    zones = [g.seq[m]]
    for x in two:
        z = next(z for z in range(5) if g.mz[p][z] < 0 and not zone_blocked(g, p, z))
        g.move(x, LOC_MZONE, p, POS_FD_DEF, seq=z)
        zones.append(z)
    g.shuffle_deck(p)
    shuffle_identities(g, [m, *two])
    g.log("magical_hats", {"player": p, "zones": sorted(zones)})


def shuffle_identities(g: Duel, ids: list[int]) -> None:
    """Shuffle which card each of the instances ``ids`` is (passcode, owner, static tables and
    per-card state move together; the instances stay in their zones), so that an instance id
    says nothing about which hat holds the monster."""
    perm = ids[:]
    g.rng.shuffle(perm)
    tabs: dict[str, list[Any]] = {k: list(getattr(g, k)) for k in ("code", "owner", "spd", "ha",
                                                                     "nsk", "r2")}
    dyn = ("flags", "since", "life", "counter", "equip")
    old = {x: ({k: tabs[k][x] for k in tabs}, {k: getattr(g, k)[x] for k in dyn}) for x in ids}
    for x, y in zip(ids, perm, strict=True):
        st, dy = old[y]
        for k, v in st.items():
            tabs[k][x] = v
        for k, v in dy.items():
            getattr(g, k)[x] = v
    g.code, g.owner, g.spd, g.ha = (tuple(tabs["code"]), tuple(tabs["owner"]),
                                    tuple(tabs["spd"]), tuple(tabs["ha"]))
    g.nsk, g.r2 = tuple(tabs["nsk"]), tuple(tabs["r2"])
    g.rebuild_index()


def _hats_burst(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "flipped" and g.loc[c] == LOC_MZONE and not g.cd(c).is_monster:
        note(g, c, "A hat without a monster is destroyed", "没有怪兽的礼帽被破坏")
        g.destroy([c], "rule")


def _hats_end(g: Duel, ev: str) -> None:
    if ev in ("battle_end", "end_phase", "standby"):
        hats = [x for q in (0, 1) for x in g.mz[q] if x >= 0 and not g.cd(x).is_monster]
        if hats:
            g.destroy(hats, "rule")


def _hat_locked(g: Duel, m: int) -> bool:
    return not g.cd(m).is_monster  # a hat that is not a monster is never flipped by hand


EVENT_HOOKS.append(only_for({HATS})(_hats_burst))
POSITION_LOCKED.append(only_for({HATS})(_hat_locked))
PHASE_HOOKS.append(only_for({HATS})(_hats_end))
reg("magical_hats", Effect(condition=_hats_cond, target=(_hats_pick, _hats_deck),
                           operation=(_hats_op,), category=CAT_POSITION))

# --- Graverobber ------------------------------------------------------------------------------


def _opp_spells(g: Duel, p: int, s: int) -> list[int]:
    return [x for x in g.gy[1 - p] if g.cd(x).is_spell]


def _rob_cond(g: Duel, c: int, p: int, w: W) -> bool:
    free = sum(1 for z in g.sz[p] if z < 0) + (1 if g.loc[c] == LOC_SZONE else 0)
    return bool(_opp_spells(g, p, c)) and free >= 2


def _rob_op(g: Duel, lk: Link) -> None:
    p = lk.player
    got = [x for x in last(lk) if g.loc[x] == LOC_GY]
    if not got or g.free_szone(p) < 0:
        return
    x = got[0]
    g.move(x, LOC_SZONE, p, POS_FD_DEF)
    g.since[x] = g.turn - 1  # usable at once, as if it were yours
    g.log("graverobber", {**g.card_pub(x), "player": p})


def _rob_phase(g: Duel, ev: str) -> None:
    p = g.tp
    for s in list(g.sz[p]):
        if s < 0 or g.owner[s] == p or not g.cd(s).is_spell:
            continue
        if ev == "standby" and up(g, s):
            if g.lp[p] > 2000:
                g.pay_lp(p, 2000)
            else:
                g.destroy([s], "rule")
        elif ev == "end_phase" and not up(g, s):
            g.send_to_gy([s], "rule")


PHASE_HOOKS.append(only_for({GRAVEROBBER})(_rob_phase))
reg("graverobber", Effect(target=(pick(_opp_spells, "target_card"),), operation=(_rob_op,),
                          condition=_rob_cond))

# --- Ojama King -------------------------------------------------------------------------------


def _king_up(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Event hook: when Ojama King is summoned or flipped face-up, its controller chooses up to
    3 of the opponent's unused Monster Zones (a continuous effect: no chain link, nothing to
    respond to or negate). The choice is asked right after the summon's own frames."""
    if ev not in ("summoned", "flipped") or g.code[c] != OJAMA_KING or g.loc[c] != LOC_MZONE \
            or not up(g, c):
        return
    g.counter[c] = 0
    g.stack.append(("classic_king_zones", c, g.life[c], ()))


@step("classic_king_zones")
def _king_zones(g: Duel, fr: tuple[Any, ...]) -> None:
    _, k, life, chosen = fr
    if g.life[k] != life or g.loc[k] != LOC_MZONE or not up(g, k):
        return  # it left the field or was turned face-down before choosing
    o = 1 - g.ctrl[k]
    opts = [z for z in range(5) if g.mz[o][z] < 0 and z not in chosen]
    if len(chosen) >= 3 or not opts or -1 in chosen:
        zs = [z for z in chosen if z >= 0]
        mask = 0
        for z in zs:
            mask |= 1 << z
        g.counter[k] = mask
        note(g, k, f"Blocks the opponent's zones {[z + 1 for z in zs]}",
             f"封锁对方的怪兽区 {[z + 1 for z in zs]}")
        return
    choices = [("opt", z, Text(f"对方的{z + 1}号怪兽区", f"Opponent's Monster Zone {z + 1}"))
               for z in opts]
    if chosen:
        choices.append(("opt", -1, Text("不再选择", "No more zones")))
    g.pend = (g.ctrl[k], "select", "choose", tuple(choices), "classic_king_pick",
              (k, life, chosen))


@handler("classic_king_pick")
def _king_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    k, life, chosen = ctx
    g.stack.append(("classic_king_zones", k, life, (*chosen, int(opt[1]))))


def _king_fill(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A card put into a blocked zone by an effect that picked the first free zone is moved to
    an unblocked free zone (or destroyed if there is none)."""
    if ev not in ("summoned", "set") or g.loc[c] != LOC_MZONE:
        return
    p = g.ctrl[c]
    if not zone_blocked(g, p, g.seq[c]):
        return
    for z in range(5):
        if g.mz[p][z] < 0 and not zone_blocked(g, p, z):
            g.mz[p][g.seq[c]] = -1
            g.mz[p][z] = c
            g.seq[c] = z
            return
    g.destroy([c], "rule")


def _king_room(g: Duel, p: int, c: int, kind: str) -> bool:
    """Summon hook: while Ojama King blocks some of ``p``'s zones, a monster can be Normal
    Summoned/Set without tributes or Special Summoned only if an unblocked zone is free (a
    Tribute Summon always frees an unblocked zone: no monster stands in a blocked one)."""
    if not has_zone_blocker(g.code):
        return True
    if kind in ("normal", "set") and g.cd(c).level >= 5:
        return True
    return any(g.mz[p][z] < 0 and not zone_blocked(g, p, z) for z in range(5))


EVENT_HOOKS.append(only_for({OJAMA_KING})(_king_fill))
SUMMON_ALLOWED.append(only_for({OJAMA_KING})(_king_room))
EVENT_HOOKS.append(only_for({OJAMA_KING})(_king_up))
reg("ojama_king", Effect(kind="continuous", name=Text(
    "对方最多3个怪兽区不能使用", "Up to 3 of the opponent's Monster Zones cannot be used")))

#: public names for the other zone blockers (``goat7_s_zones.py`` marks them ``only_for`` its
#: cards too): the summon hook and the move out of a blocked zone
blocked_zone_room = _king_room
blocked_zone_fill = _king_fill
