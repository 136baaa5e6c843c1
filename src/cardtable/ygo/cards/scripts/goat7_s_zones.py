"""Monster Card Zones that cannot be used (issue 15 part 3, session 7, g7-s): the engine piece
is ``classic_lib.ZONE_BLOCKERS`` / ``ZONE_BLOCKS`` (read by ``classic_lib.zone_blocked``, with
Ojama King's summon and placement hooks from ``classic_hooks_zones.py`` run for these cards
too). Neither card is flagged "Goat-era version" in ``goat-pool.csv``: today's official text
(DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; our wording in
``pool/goat.csv``, checks in ``tests/ygo/test_goat7_s_zones.py``.

* Ground Collapse — Continuous Spell: 2 unoccupied Main Monster Zones on the field (either
  side) are chosen as it is activated; while it stays face-up and applies, neither player can
  use them (the two zones kept as bits ``5 * side + zone`` in its own ``g.counter``, a public
  note names them).
* Dimensionhole — Normal Spell: target 1 monster you control; it is removed from play until
  your next Standby Phase, when it comes back to that zone in the position it had (a return,
  not a summon); while it is away, its zone cannot be used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_hooks_zones import blocked_zone_fill, blocked_zone_room
from cardtable.ygo.cards.scripts.classic_lib import (
    ZONE_BLOCKERS,
    ZONE_BLOCKS,
    live,
    live_targets,
    note,
    pick,
    reg,
)
from cardtable.ygo.effects.api import CAT_BANISH, Effect, Link, ask_option
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_BANISHED, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GROUND_COLLAPSE = 90502999
DIMENSIONHOLE = 22959079
CODES = {GROUND_COLLAPSE, DIMENSIONHOLE}
ZONE_BLOCKERS.update(CODES)
only_for(CODES)(blocked_zone_fill)
only_for(CODES)(blocked_zone_room)


# --- Ground Collapse ------------------------------------------------------------------------


def _free(g: Duel, p: int, taken: tuple[int, ...] = ()) -> list[tuple[int, Text]]:
    """The unoccupied Main Monster Zones as ``(5 * side + zone, label)``, from ``p``'s view."""
    out = []
    for side in (p, 1 - p):
        for z in range(5):
            k = 5 * side + z
            if g.mz[side][z] < 0 and k not in taken:
                whose = ("自己", "your") if side == p else ("对方", "the opponent's")
                out.append((k, Text(f"{whose[0]}的{z + 1}号怪兽区",
                                    f"{whose[1]} Monster Zone {z + 1}")))
    return out


def _zone_pick(g: Duel, lk: Link) -> None:
    taken = tuple(int(x) for x in lk.picks if isinstance(x, int))
    ask_option(g, lk, lk.player, _free(g, lk.player, taken), "choose")


def _collapse(g: Duel, lk: Link) -> None:
    ks = [int(x) for x in lk.picks if isinstance(x, int)][-2:]
    if len(ks) < 2 or g.loc[lk.card] != LOC_SZONE or g.life[lk.card] != lk.life:
        return
    g.counter[lk.card] = (1 << ks[0]) | (1 << ks[1])
    note(g, lk.card, "These Monster Zones cannot be used", "这些怪兽区不能使用",
         zones=[[k // 5, k % 5 + 1] for k in ks])


@only_for({GROUND_COLLAPSE})
def _collapsed(g: Duel, p: int, z: int) -> bool:
    bit = 1 << (5 * p + z)
    return any(s >= 0 and g.code[s] == GROUND_COLLAPSE and g.counter[s] & bit and live(g, s)
               for q in (0, 1) for s in g.sz[q])


ZONE_BLOCKS.append(_collapsed)
reg(GROUND_COLLAPSE, Effect(
    cost=(_zone_pick, _zone_pick), operation=(_collapse,),
    condition=lambda g, c, p, w: len(_free(g, p)) >= 2))


# --- Dimensionhole --------------------------------------------------------------------------
HOLE_KEY = "dimensionhole"


def _mine(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0]


def _away(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if not ts:
        return
    m = ts[0]
    side, zone, pos = g.ctrl[m], g.seq[m], g.pos[m]
    g.banish([m])
    if g.loc[m] == LOC_BANISHED:
        note(g, lk.card, "Removed from play until your next Standby Phase; its zone cannot be "
             "used", "直到下次的自己的准备阶段除外，那个怪兽区不能使用",
             **{HOLE_KEY: [m, g.life[m], side, zone, pos, lk.player]})


def _holes(g: Duel) -> list[list[int]]:
    """The monsters a Dimensionhole holds away now (read back over the last two turns)."""
    out = []
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn" and int(pub.get("turn", g.turn)) < g.turn - 1:
            break
        if kind == "card_effect" and HOLE_KEY in pub:
            m, life = int(pub[HOLE_KEY][0]), int(pub[HOLE_KEY][1])
            if g.loc[m] == LOC_BANISHED and g.life[m] == life:
                out.append([int(x) for x in pub[HOLE_KEY]])
    return out


@only_for({DIMENSIONHOLE})
def _hole_blocks(g: Duel, p: int, z: int) -> bool:
    return any(h[2] == p and h[3] == z for h in _holes(g))


@only_for({DIMENSIONHOLE})
def _hole_returns(g: Duel, ev: str) -> None:
    if ev != "standby":
        return
    for m, _life, side, zone, pos, who in _holes(g):
        if who == g.tp and g.mz[side][zone] < 0:
            g.move(m, LOC_MZONE, side, pos, zone)
            note(g, m, "Returns to the field", "回到场上")


ZONE_BLOCKS.append(_hole_blocks)
PHASE_HOOKS.append(_hole_returns)
reg(DIMENSIONHOLE, Effect(target=(pick(_mine, "target_monster"),), target_picks=True,
                          operation=(_away,), category=CAT_BANISH,
                          condition=lambda g, c, p, w: bool(_mine(g, p, c))))
