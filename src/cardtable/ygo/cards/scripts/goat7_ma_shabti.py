"""Charm of Shabti (Pharaonic Guardian, PGD-074; issue 15 part 3, g7-ma). Not flagged "Goat-era
version" in ``goat-pool.csv``. Today's official text (yaml-yugi ``data/50412166.yaml``): "During
either player's turn: You can discard this card; until the End Phase, "Gravekeeper's" monsters
you control cannot be destroyed by battle." Its PGD print, quoted by Pojo's card of the day of 6
October 2004: discard it from your hand "to make the damage inflicted to monsters that include
"Gravekeeper's" in their card name 0 until the End Phase of the current turn. However, the
damage to your Life Points is calculated normally" — and the review reads it so: a spell
speed 2 effect from the hand, usable in either turn, that keeps a Gravekeeper's monster from
being destroyed by battle (it "will let you ram your Chief ... into a Jinzo and not die") while
its player still takes the battle damage. Both agree: that is what we play.

* A Quick Effect from the hand (spell speed 2, not in the Damage Step), its cost the discard.
* As it resolves, a public mark (the player and the turn); a ``DESTROY_SUBSTITUTES`` filter on
  reason ``"battle"`` keeps that player's face-up monsters whose name includes "Gravekeeper's"
  on the field for the rest of the turn. Battle damage is untouched.

Checks in ``tests/ygo/test_goat7_ma_shabti.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CHARM_OF_SHABTI = 50412166
_KEY = "gravekeepers_not_destroyed_by_battle"


def _discard_self(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_HAND:
        g.discard([lk.card])


def _protect(g: Duel, lk: Link) -> None:
    note(g, lk.card, '"Gravekeeper\'s" monsters cannot be destroyed by battle this turn',
         "这个回合「守墓」怪兽不会被战斗破坏", **{_KEY: [lk.player, g.turn]})


def _gravekeeper(g: Duel, m: int) -> bool:
    return "Gravekeeper's" in str(g.cd(m).name.en)


def _protected(g: Duel, p: int) -> bool:
    mark = [p, g.turn]
    return any(kind == "card_effect" and pub.get(_KEY) == mark for kind, pub, _ in this_turn(g))


@only_for({CHARM_OF_SHABTI})
def _not_by_battle(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle":
        return cs
    out = []
    for c in cs:
        if g.loc[c] == LOC_MZONE and up(g, c) and _gravekeeper(g, c) and _protected(g, g.ctrl[c]):
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
            continue
        out.append(c)
    return out


DESTROY_SUBSTITUTES.append(_not_by_battle)
reg(CHARM_OF_SHABTI, Effect(
    kind="quick", speed=2, where=LOC_HAND, cost=(_discard_self,),
    condition=lambda g, c, p, w: g.loc[c] == LOC_HAND,
    operation=(_protect,),
    name=Text("丢弃这张卡：这个回合「守墓」怪兽不会被战斗破坏",
              "Discard this card: \"Gravekeeper's\" monsters cannot be destroyed by battle this "
              "turn")))

__all__ = ["CHARM_OF_SHABTI"]
