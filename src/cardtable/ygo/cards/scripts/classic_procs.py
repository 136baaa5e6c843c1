"""Summoning procedures of the classic pool: main-phase actions that are not chain links
(registered through :mod:`cardtable.ygo.effects.hooks`).

* Cyber Dragon: Special Summon from the hand if only the opponent controls monsters.
* Black Luster Soldier - Envoy of the Beginning, Chaos Emperor Dragon - Envoy of the End, Chaos
  Sorcerer: Special Summon from the hand by banishing 1 LIGHT and 1 DARK monster from your GY
  (not while the opponent's Kycoo the Ghost Destroyer forbids removing GY cards from play).
* Lava Golem: Special Summon to the opponent's field by tributing 2 of their monsters; you
  cannot Normal Summon that turn (not offered once you have).
* XYZ-Dragon Cannon: Special Summon from the Fusion Deck by banishing X-Head Cannon,
  Y-Dragon Head and Z-Metal Tank you control (face-up).

Choices (which LIGHT/DARK monster, which 2 monsters) are asked one card at a time outside any
chain. After the summon the opponent gets the usual "summoned" response window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    gy_banish_blocked,
    gy_banish_ready,
    gy_banish_zone,
    gy_substituted,
)
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    NO_POLYMERIZATION,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.summon import summon_by_procedure
from cardtable.ygo.state import LOC_EXTRA, LOC_HAND, LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CYBER_DRAGON = 70095154
BLS_ENVOY = 72989439
CHAOS_EMPEROR = 82301904
LAVA_GOLEM = 102380
XYZ_CANNON = 91998119
CHAOS_SORCERER = 9596126
#: summoned by removing from play 1 LIGHT and 1 DARK monster of their controller's GY
ENVOYS = frozenset({BLS_ENVOY, CHAOS_EMPEROR, CHAOS_SORCERER})
HAND_PROCS = frozenset({CYBER_DRAGON, LAVA_GOLEM}) | ENVOYS
EXTRA_PROCS = frozenset({XYZ_CANNON})


def _light_dark(g: Duel, p: int, got: tuple[int, ...]) -> list[int]:
    """Next candidates for an Envoy: a LIGHT monster first, then a DARK one."""
    want = C.LIGHT if not got else C.DARK
    return [c for c in gy_banish_zone(g, p) if c not in got and g.cd(c).is_monster
            and g.cd(c).attribute & want]


def _envoy_ok(g: Duel, p: int) -> bool:
    light = dark = False
    for c in gy_banish_zone(g, p):
        cd = g.cd(c)
        if cd.is_monster:
            light = light or bool(cd.attribute & C.LIGHT)
            dark = dark or bool(cd.attribute & C.DARK)
    return light and dark


def _xyz_mats(g: Duel, p: int, f: int) -> list[int] | None:
    out: list[int] = []
    for code in g.cd(f).materials:
        got = [m for m in g.mz[p] if m >= 0 and g.code[m] == code and g.is_face_up(m)
               and m not in out]
        if not got:
            return None
        out.append(got[0])
    return out


def _ok(g: Duel, p: int, c: int) -> bool:
    code = g.code[c]
    if code == CYBER_DRAGON:
        return g.free_mzone(p) >= 0 and not g.monsters(p) and bool(g.monsters(1 - p))
    if code in ENVOYS:
        return (g.free_mzone(p) >= 0 or gy_substituted(g, p)) and _envoy_ok(g, p) \
            and not (gy_banish_blocked(g, p) and not gy_substituted(g, p))
    if code == LAVA_GOLEM:
        return g.ns_used < 1 and len(g.monsters(1 - p)) >= 2
    if code == XYZ_CANNON:
        return _xyz_mats(g, p, c) is not None
    return False


def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    code = g.code
    for c in g.hand[p]:
        if code[c] in HAND_PROCS and _ok(g, p, c):
            out.append(("classic_proc", c))
            if code[c] != LAVA_GOLEM:
                out.append(("classic_proc_def", c))
    for c in g.extra[p]:
        if code[c] in EXTRA_PROCS and _ok(g, p, c):
            out.append(("classic_proc", c))
            out.append(("classic_proc_def", c))
    return out


def _start(pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        g.stack.append(("classic_proc_step", opt[1], pos, ()))

    return act


def _next_cands(g: Duel, c: int, got: tuple[int, ...]) -> list[int] | None:
    """Cards still to pick for ``c``'s procedure (None = nothing more to pick)."""
    p = g.tp
    code = g.code[c]
    if code in ENVOYS:
        return _light_dark(g, p, got) if len(got) < 2 else None
    if code == LAVA_GOLEM:
        return [m for m in g.mz[1 - p] if m >= 0 and m not in got] if len(got) < 2 else None
    return None


@step("classic_proc_step")
def _proc_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, pos, got = fr
    p = g.tp
    cands = _next_cands(g, c, got)
    if cands is not None:
        if not cands:
            return  # the procedure can no longer be completed: nothing happens
        need = 2 - len(got) if g.code[c] == LAVA_GOLEM else 1
        if len(cands) <= need:
            g.stack.append(("classic_proc_step", c, pos, (*got, *cands)))
            return
        prompt = "tribute" if g.code[c] == LAVA_GOLEM else "choose"
        g.pend = (p, "pick", prompt, tuple(("card", x) for x in cands), "classic_proc_pick",
                  (c, pos, got))
        return
    _finish(g, c, pos, got)


@handler("classic_proc_pick")
def _proc_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c, pos, got = ctx
    g.stack.append(("classic_proc_step", c, pos, (*got, opt[1])))


def _finish(g: Duel, c: int, pos: int, got: tuple[int, ...]) -> None:
    p = g.tp
    code = g.code[c]
    to = p
    if code in ENVOYS:
        if g.loc[c] != LOC_HAND or not all(gy_banish_ready(g, p, x) for x in got):
            return
        g.banish(got)
    elif code == LAVA_GOLEM:
        if g.loc[c] != LOC_HAND or any(g.loc[x] != LOC_MZONE for x in got):
            return
        g.send_to_gy(got, "tribute")
        to = 1 - p
        g.ns_used = max(g.ns_used, 1)  # you cannot Normal Summon this turn
    elif code == XYZ_CANNON:
        mats = _xyz_mats(g, p, c)
        if mats is None or g.loc[c] != LOC_EXTRA:
            return
        g.banish(mats)
    elif g.loc[c] != LOC_HAND:
        return
    summon_by_procedure(g, c, to, pos)  # a Royal Oppression duel declares it first


NO_POLYMERIZATION.update(EXTRA_PROCS)  # "no Polymerization needed": only this procedure
MAIN_OPTIONS.append(only_for(HAND_PROCS | EXTRA_PROCS)(_options))
MAIN_ACTIONS.update({"classic_proc": _start(POS_FU_ATK), "classic_proc_def": _start(POS_FU_DEF)})
ACTION_TEXTS.update({
    "classic_proc": Text("以自身的方法特殊召唤「{zh}」（攻击表示）",
                         "Special Summon {en} by its own procedure (Attack Position)"),
    "classic_proc_def": Text("以自身的方法特殊召唤「{zh}」（守备表示）",
                             "Special Summon {en} by its own procedure (Defense Position)"),
})
