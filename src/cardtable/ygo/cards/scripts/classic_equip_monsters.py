"""Classic monsters that become equip cards: the Union monsters Y-Dragon Head and Z-Metal Tank,
and Thousand-Eyes Restrict. Soul Exchange's tribute of an opponent's monster is here too
(a main-phase action, like the summoning procedures).

A monster card used as an equip sits face-up in its controller's Spell & Trap Zone with
``g.equip`` set (the engine destroys it when the monster leaves); "if it would be destroyed,
destroy this card instead" is a destruction-replacement hook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    live_targets,
    mark_used,
    once_per_turn,
    pick,
    reg,
    up,
)
from cardtable.ygo.effects.api import CAT_EQUIP, CAT_SPSUMMON, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    BATTLE_ALLOWED,
    DESTROY_SUBSTITUTES,
    EVENT_HOOKS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.main_phase import tributes_needed
from cardtable.ygo.state import (
    F_ACTIVE,
    LOC_MZONE,
    LOC_SZONE,
    POS_FACEUP,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
X_HEAD = 62651957
Y_DRAGON = 65622692
Z_TANK = 64500000
TER = 63519819
SOUL_EXCHANGE = 68005187
UNION_HOSTS = {Y_DRAGON: frozenset({X_HEAD}), Z_TANK: frozenset({X_HEAD, Y_DRAGON})}
UNION_BONUS = {Y_DRAGON: 400, Z_TANK: 600}
#: Monsters that hold a Union Monster equipped by their own effect whatever the Union names as
#: its host, from which the Union cannot unequip itself, and to which it gives nothing (Union
#: Rider, goat8_mb_unions.py: the Goat FAQ): every Union frame's equip limit, unequip effect
#: and bonuses read it
UNION_ANY_HOSTS: set[int] = set()


def held_by_rider(g: Duel, e: int) -> bool:
    """The Union card ``e`` is equipped to a :data:`UNION_ANY_HOSTS` monster."""
    m = g.equip[e]
    return m >= 0 and g.code[m] in UNION_ANY_HOSTS


def equip_monster(g: Duel, e: int, m: int) -> bool:
    """Put monster card ``e`` face-up in its controller's Spell & Trap Zone, equipped to ``m``."""
    p = g.ctrl[m]
    if g.free_szone(p) < 0 or g.loc[m] != LOC_MZONE:
        return False
    g.move(e, LOC_SZONE, p, POS_FACEUP)
    g.flags[e] |= F_ACTIVE
    g.equip[e] = m
    g.log("equip", {**g.card_pub(e), "to": g.card_pub(m)})
    g.raise_event("equipped", m, (e,))
    return True


def equipped_monsters(g: Duel, m: int) -> list[int]:
    """Monster cards equipped to ``m``."""
    return [e for e in g.sz[g.ctrl[m]] if e >= 0 and g.equip[e] == m
            and g.cd(e).is_monster]


# --- Union monsters ---------------------------------------------------------------------------


def _hosts(code: int) -> Any:
    return lambda g, p, s: [m for m in g.mz[p] if m >= 0 and up(g, m)
                            and g.code[m] in UNION_HOSTS[code]]


def _union_equip(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    c = lk.card
    if ts and g.loc[c] == LOC_MZONE and equip_monster(g, c, ts[0]):
        g.counter[c] = g.turn  # once per turn, equip or unequip


def _union_unequip(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_SZONE and g.free_mzone(lk.player) >= 0:
        g.special_summon(c, lk.player, POS_FU_ATK)
        g.counter[c] = g.turn


def _union(code: int, sid: str) -> None:
    hosts = _hosts(code)
    bonus = UNION_BONUS[code]

    def val(g: Duel, s: int, c: int) -> int:
        return bonus if g.loc[s] == LOC_SZONE and g.equip[s] == c \
            and not held_by_rider(g, s) else 0

    reg(sid,
        Effect(kind="ignition", target=(pick(hosts, "target_monster"),), target_picks=True,
               operation=(_union_equip,), category=CAT_EQUIP,
               condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and bool(hosts(g, p, c))
               and g.free_szone(p) >= 0,
               name=Text("装备", "Equip (Union)")),
        Effect(kind="spell_effect", where=LOC_SZONE, operation=(_union_unequip,),
               category=CAT_SPSUMMON,
               condition=lambda g, c, p, w: g.equip[c] >= 0 and g.counter[c] != g.turn
               and g.free_mzone(p) >= 0 and not held_by_rider(g, c),
               name=Text("解除装备：特殊召唤", "Unequip: Special Summon")),
        Effect(kind="continuous", aspects=(
            Aspect("atk", val), Aspect("def", val),
            Aspect("equip_limit", lambda g, e, m: g.code[m] in UNION_HOSTS[code]
                   or g.code[m] in UNION_ANY_HOSTS))))


_union(Y_DRAGON, "y_dragon_head")
_union(Z_TANK, "z_metal_tank")

# --- Thousand-Eyes Restrict -------------------------------------------------------------------


def _ter_stat(what: str) -> Any:
    def fn(g: Duel, s: int, c: int) -> int:
        if s != c:
            return 0
        eq = equipped_monsters(g, s)
        if not eq:
            return 0
        cd = g.cd(eq[0])
        return cd.atk if what == "atk" else cd.defense

    return fn


def _ter_absorb(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    c = lk.card
    if ts and g.loc[c] == LOC_MZONE and up(g, c) and not equipped_monsters(g, c):
        equip_monster(g, ts[0], c)


def _opp_monsters(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0]


reg("thousand_eyes_restrict",
    Effect(kind="continuous", aspects=(
        Aspect("atk", _ter_stat("atk")), Aspect("def", _ter_stat("def")),
        Aspect("no_attack", lambda g, s, c: c != s))),
    Effect(kind="ignition", cost=(mark_used,), target=(pick(_opp_monsters, "target_monster"),),
           target_picks=True, operation=(_ter_absorb,), category=CAT_EQUIP,
           condition=lambda g, c, p, w: once_per_turn(g, c, p, w)
           and not equipped_monsters(g, c) and bool(_opp_monsters(g, p, c))
           and g.free_szone(p) >= 0,
           name=Text("把对方1只怪兽当作装备卡装备", "Equip 1 opponent's monster")))

# --- destruction replacements -----------------------------------------------------------------


def _substitute(g: Duel, cs: list[int], reason: str) -> list[int]:
    out = list(cs)
    for i, c in enumerate(out):
        if g.loc[c] != LOC_MZONE:
            continue
        if g.code[c] == TER and reason == "battle" and up(g, c):
            eq = equipped_monsters(g, c)
            if eq:
                g.log("destroyed_instead", {**g.card_pub(eq[0]), "for": g.card_pub(c)})
                out[i] = eq[0]
            continue
        for e in g.sz[g.ctrl[c]]:
            if e >= 0 and g.equip[e] == c and g.code[e] in UNION_HOSTS and e not in out:
                g.log("destroyed_instead", {**g.card_pub(e), "for": g.card_pub(c)})
                out[i] = e
                break
    return out


DESTROY_SUBSTITUTES.append(only_for({Y_DRAGON, Z_TANK, TER})(_substitute))

# --- Soul Exchange ----------------------------------------------------------------------------


def _mark_soul_exchange(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "to_gy" and g.code[c] == SOUL_EXCHANGE and data and data[0] == "resolved":
        g.counter[c] = g.turn


def _soul_active(g: Duel, p: int) -> bool:
    return any(g.code[s] == SOUL_EXCHANGE and g.counter[s] == g.turn for s in g.gy[p])


def _soul_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.ns_used >= 1 or g.tp != p or not _soul_active(g, p) or not g.monsters(1 - p):
        return []
    have = len(g.monsters(p)) + 1
    out: list[tuple[Any, ...]] = []
    for c in g.hand[p]:
        cd = g.cd(c)
        if not cd.is_monster or cd.type & (C.FUSION | C.RITUAL | C.SPSUMMON):
            continue
        need = tributes_needed(cd.level)
        # one tribute only, and it is the opponent's: it frees a zone on their side, not
        # ours, so with all five of our Monster Zones full there is nowhere to summon to
        if need and have >= need and (need > 1 or g.free_mzone(p) >= 0):
            out.append(("classic_soul_exchange", c))
    return out


def _soul_start(g: Duel, opt: tuple[Any, ...]) -> None:
    g.stack.append(("classic_soul_step", opt[1], ()))


@step("classic_soul_step")
def _soul_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, got = fr
    p = g.tp
    need = tributes_needed(g.level(c))
    if len(got) >= need:
        g.ns_used += 1
        g.stack.append(("summon_declared", c, POS_FU_ATK, got))
        return
    opp_taken = any(g.ctrl[x] != p for x in got)
    cands = [m for m in g.mz[p] if m >= 0 and m not in got]
    if not opp_taken:
        cands += [m for m in g.mz[1 - p] if m >= 0]
    if not opp_taken and len(got) == need - 1:
        cands = [m for m in g.mz[1 - p] if m >= 0]  # the last tribute is the opponent's
    if not cands:
        return
    if len(cands) == 1:
        g.stack.append(("classic_soul_step", c, (*got, cands[0])))
        return
    g.pend = (p, "pick", "tribute", tuple(("card", x) for x in cands), "classic_soul_pick",
              (c, got))


@handler("classic_soul_pick")
def _soul_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c, got = ctx
    g.stack.append(("classic_soul_step", c, (*got, opt[1])))


def _no_battle_after_soul(g: Duel) -> bool:
    return not _soul_active(g, g.tp)


EVENT_HOOKS.append(only_for({SOUL_EXCHANGE})(_mark_soul_exchange))
MAIN_OPTIONS.append(only_for({SOUL_EXCHANGE})(_soul_options))
MAIN_ACTIONS["classic_soul_exchange"] = _soul_start
ACTION_TEXTS["classic_soul_exchange"] = Text(
    "解放对方的怪兽祭品召唤「{zh}」（灵魂交换）",
    "Tribute Summon {en} with an opponent's monster (Soul Exchange)")
BATTLE_ALLOWED.append(only_for({SOUL_EXCHANGE})(_no_battle_after_soul))
reg("soul_exchange", Effect(name=Text("本回合可以解放对方的怪兽祭品召唤",
                                      "Tribute an opponent's monster this turn")))

