"""Destruction Punch (issue 15 part 3, session 7, g7-t): a Normal Trap activated during damage
calculation — when an opponent's monster attacks your Defense Position monster whose DEF is
higher than the attacker's ATK, the attacker is destroyed at the end of the Damage Step (damage
calculation applies normally).

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/05616412.yaml``; its Japanese text there: activated during damage calculation)
describes it; our own words in ``pool/goat.csv``. As Cross Counter (``goat6_t_damage_calc.py``,
whose condition it shares): a public ``card_effect`` mark names the attacker and the Damage Step,
and a ``BATTLE_END_HOOKS`` hook destroys the attacker as the Damage Step ends (no chain link).
Checks: ``tests/ygo/test_goat7_t_damage_calc.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat6_t_damage_calc import (
    damage_step_index,
    defense_beats_attacker,
)
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DESTRUCTION_PUNCH = 5616412
_KEY = "destruction_punch"


def _op(g: Duel, lk: Link) -> None:
    b = g.battle
    if b is None:
        return
    a = b.attacker
    note(g, lk.card, "The attacking monster is destroyed at the end of the Damage Step",
         "攻击怪兽在伤害步骤结束时破坏",
         **{_KEY: {"attacker": a, "life": g.life[a], "ds": damage_step_index(g)}})


@only_for({DESTRUCTION_PUNCH})
def _destroy_attacker(g: Duel, destroyed: tuple[int, ...]) -> None:
    ds = damage_step_index(g)
    for kind, pub, _ in this_turn(g):
        m = pub.get(_KEY) if kind == "card_effect" else None
        if m is None or m["ds"] != ds:
            continue
        a = int(m["attacker"])
        if g.loc[a] == LOC_MZONE and g.life[a] == m["life"]:
            g.destroy([a], "effect")


BATTLE_END_HOOKS.append(_destroy_attacker)
reg(DESTRUCTION_PUNCH, Effect(dmg_step=True, dmg_calc=True, condition=defense_beats_attacker,
                              operation=(_op,), category=CAT_DESTROY))
