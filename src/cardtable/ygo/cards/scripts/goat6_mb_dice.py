"""Roulette Barrel (MFC 2003; issue 15 part 3, g6-mb), its 2003 text as Pojo's review of the card
quotes it (MFC-025, unchanged in 2005): "once per turn, during your Main Phase, you can roll a
six-sided die twice; select one result and destroy 1 face-up monster on the field whose Level is
equal to it".

An Ignition Effect (its controller's Main Phase, face-up on the field), once per turn
(``classic_lib.once_per_turn`` / ``mark_used``). It targets nothing: as it resolves its
controller rolls twice (``ops.roll_die``, public), picks one of the results, then one face-up
monster of that Level on either side (Roulette Barrel itself included, Level 4) and destroys it;
with no monster of that Level, nothing is destroyed.

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_dice.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last, mark_used, once_per_turn, reg
from cardtable.ygo.cards.scripts.goat9_a_dice import rolled
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards, ask_option
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ROULETTE_BARREL = 46303688


def _can(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP) and once_per_turn(g, c, p, w)


def _roll_twice(g: Duel, lk: Link) -> None:
    rolls = rolled(g, lk, lambda: (ops.roll_die(g, lk.player), ops.roll_die(g, lk.player)))
    ask_option(g, lk, lk.player,
               [(r, Text(f"选择{r}", f"Choose {r}")) for r in sorted(set(rolls))], "choose")


def _of_level(g: Duel, n: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q]
            if m >= 0 and g.pos[m] & POS_FACEUP and g.level(m) == n]


def _ask_monster(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _of_level(g, int(lk.picks[-1])), 1, 1, "destroy")


def _destroy(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE and g.pos[m] & POS_FACEUP]
    if got:
        g.destroy(got, "effect", lk)


reg(ROULETTE_BARREL, Effect(
    kind="ignition", condition=_can, cost=(mark_used,),
    operation=(_roll_twice, _ask_monster, _destroy), category=CAT_DESTROY,
    name=Text("掷2次骰子：破坏1只等级与其中1个结果相同的表侧表示怪兽",
              "Roll a die twice: destroy 1 face-up monster whose Level is one of the results")))

__all__ = ["ROULETTE_BARREL"]
