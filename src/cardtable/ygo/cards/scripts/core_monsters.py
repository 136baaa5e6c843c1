"""Effect monsters scripted by the engine: Man-Eater Bug (flip), Kuriboh (quick, hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards, register
from cardtable.ygo.rules.battle import no_battle_damage
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


def _bug_target(g: Duel, lk: Link) -> None:
    cands = [c for p in (0, 1) for c in g.mz[p] if c >= 0]
    if cands:
        ask_cards(g, lk, lk.player, cands, 1, 1, "target_monster")


def _bug_op(g: Duel, lk: Link) -> None:
    for t, life in zip(lk.targets, lk.tlife, strict=True):
        if g.life[t] == life and g.loc[t] == LOC_MZONE:
            g.destroy([t], "effect", lk)


register(54652250, Effect(kind="flip", optional=False, target=(_bug_target,), target_picks=True,
                          operation=(_bug_op,), category=CAT_DESTROY))


def _kuri_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(w) and w[0] == "ds_calc" and g.ctrl[w[1]] != p


def _kuri_op(g: Duel, lk: Link) -> None:
    no_battle_damage(g, lk.player)


_self = costs.discard_self()
register(40640057, Effect(kind="quick", where=LOC_HAND, dmg_calc=True, dmg_step=True,
                          cost=_self[0], condition=_kuri_cond, operation=(_kuri_op,)))
