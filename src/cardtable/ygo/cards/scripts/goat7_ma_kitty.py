"""Catnipped Kitty (Flaming Eternity, FET-013; issue 15 part 3, g7-ma). Not flagged "Goat-era
version" in ``goat-pool.csv``: its official text (yaml-yugi ``data/96501677.yaml``) is the Goat
text: "This card cannot be attacked if there is another Beast-Type monster on your side of the
field. Once per turn, you can make the DEF of 1 monster on your opponent's side of the field 0
until the end of this turn."

* "Cannot be attacked": an ``ATTACK_TARGETS`` hook drops a face-up Kitty from the targets while
  its controller has another face-up Beast-Type monster (a face-down monster shows no Type).
* The DEF: an Ignition Effect, once per turn; the text targets nothing, so the monster is
  chosen as it resolves, among the opponent's face-up monsters (a DEF to set must be shown: our
  reading); g7-t's ``goat7_t_stat_set.become`` makes its current DEF 0 until the end of the
  turn.

Checks in ``tests/ygo/test_goat7_ma_kitty.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, mark_used, once_per_turn, reg
from cardtable.ygo.cards.scripts.goat7_t_stat_set import become
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CATNIPPED_KITTY = 96501677
BEAST = C.RACE_BY_NAME["Beast"]


def _guarded(g: Duel, k: int) -> bool:
    """Kitty ``k`` is face-up with its effects applying and another face-up Beast-Type monster
    is on its controller's side."""
    return (g.code[k] == CATNIPPED_KITTY and active_monster(g, k)
            and any(m >= 0 and m != k and g.pos[m] & POS_FACEUP and g.race(m) & BEAST
                    for m in g.mz[g.ctrl[k]]))


@only_for({CATNIPPED_KITTY})
def _not_attackable(g: Duel, a: int, tg: list[int]) -> list[int]:
    return [t for t in tg if t < 0 or not _guarded(g, t)]


def _opp_face_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and g.pos[m] & POS_FACEUP]


def _pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _opp_face_up(g, lk.player), 1, 1, "choose")


def _zero(g: Duel, lk: Link) -> None:
    got = [m for m in (lk.picks[-1] if lk.picks else ()) if g.loc[m] == LOC_MZONE
           and g.pos[m] & POS_FACEUP]
    if got:
        become(g, got[0], defense=0, until_end=True, src=lk.card)


ATTACK_TARGETS.append(_not_attackable)
reg(CATNIPPED_KITTY, Effect(
    kind="ignition", cost=(mark_used,),
    condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and bool(_opp_face_up(g, p)),
    operation=(_pick, _zero),
    name=Text("对方1只怪兽的守备力直到回合结束变成0",
              "1 opponent's monster's DEF becomes 0 until the end of the turn")))

__all__ = ["CATNIPPED_KITTY"]
