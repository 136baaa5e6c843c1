"""Goat-pool Union support, batch 5 (goat-m2): Formation Union, over the ``goat_mon2_union``
table (``UNIONS``: each Union's hosts, and "a monster can be equipped with only 1 Union Monster
at a time"). "Activate 1 of these effects: equip 1 face-up Union Monster you control to an
appropriate face-up monster you control; or unequip 1 Union Monster equipped to a monster you
control and Special Summon it in face-up Attack Position." The way is chosen (a cost step, so
it is no target) and the cards selected at activation (targets); at resolution they must still
fit. The equip counts as the Union's own (its bonuses apply: the Edison/Goat ruling) and does
not use its once per turn. Text (2005 print, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat5_unions.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_equip_monsters import equip_monster
from cardtable.ygo.cards.scripts.classic_lib import keep_mode, live_targets, reg, up
from cardtable.ygo.cards.scripts.goat_mon2_union import UNIONS, union_of
from cardtable.ygo.effects.api import CAT_EQUIP, Effect, Link, ask_cards, ask_option
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

FORMATION_UNION = 26931058
EQUIP, UNEQUIP = 1, 2
MODES = ((EQUIP, Text("把自己场上1只表侧表示的同盟怪兽装备", "Equip a face-up Union Monster")),
         (UNEQUIP, Text("解除装备并表侧攻击表示特殊召唤",
                        "Unequip a Union Monster: Special Summon it in Attack Position")))


def _host_ok(g: Duel, u: int, m: int) -> bool:
    return (g.loc[m] == LOC_MZONE and up(g, m) and m != u and g.ctrl[m] == g.ctrl[u]
            and UNIONS[g.code[u]].hosts(g, m) and union_of(g, m) < 0)


def _loose_unions(g: Duel, p: int) -> list[int]:
    return [u for u in g.mz[p] if u >= 0 and up(g, u) and g.code[u] in UNIONS
            and any(m >= 0 and _host_ok(g, u, m) for m in g.mz[p])]


def _worn_unions(g: Duel, p: int) -> list[int]:
    return [u for u in g.sz[p] if u >= 0 and g.code[u] in UNIONS and g.equip[u] >= 0
            and g.loc[g.equip[u]] == LOC_MZONE and g.ctrl[g.equip[u]] == p]


def _modes(g: Duel, p: int) -> list[tuple[int, Text]]:
    out = []
    if _loose_unions(g, p) and g.free_szone(p) >= 0:
        out.append(MODES[0])
    if _worn_unions(g, p) and g.free_mzone(p) >= 0:
        out.append(MODES[1])
    return out


def _ask_mode(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _modes(g, lk.player), "choose")


def _ask_union(g: Duel, lk: Link) -> None:
    p = lk.player
    cands = _loose_unions(g, p) if lk.data.get("mode") == EQUIP else _worn_unions(g, p)
    ask_cards(g, lk, p, cands, 1, 1, "target_monster")


def _ask_host(g: Duel, lk: Link) -> None:
    if lk.data.get("mode") != EQUIP:
        return
    u = lk.picks[-1][0] if isinstance(lk.picks[-1], tuple) and lk.picks[-1] else -1
    hosts = [m for m in g.mz[lk.player] if m >= 0 and u >= 0 and _host_ok(g, u, m)]
    ask_cards(g, lk, lk.player, hosts, 1, 1, "target_monster")


def _resolve(g: Duel, lk: Link) -> None:
    ts = live_targets(g, lk)
    if lk.data.get("mode") == EQUIP:
        if len(ts) == 2:
            u, m = ts
            if g.loc[u] == LOC_MZONE and up(g, u) and _host_ok(g, u, m) \
                    and g.free_szone(lk.player) >= 0:
                equip_monster(g, u, m)
    elif ts:
        u = ts[0]
        if g.loc[u] == LOC_SZONE and g.equip[u] >= 0 and g.free_mzone(lk.player) >= 0:
            g.special_summon(u, lk.player, POS_FU_ATK)


def _ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(_modes(g, p))


reg(FORMATION_UNION, Effect(condition=_ok, cost=(_ask_mode, keep_mode),
                            target=(_ask_union, _ask_host),
                            target_picks=True, operation=(_resolve,), category=CAT_EQUIP))
