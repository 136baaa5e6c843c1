"""Spell Purification and Minefield Eruption (issue 15 part 3, session 7, g7-t): Normal Traps
that destroy every card of a kind.

Texts: neither is flagged "Goat-era version" in goat-pool.csv, so today's official text
describes the 2005 card (yaml-yugi ``data/01669772.yaml``, ``data/85519211.yaml``; our own words
in ``pool/goat.csv``):

* Spell Purification — discard 1 card (the cost); destroy every face-up Continuous Spell Card
  on the field (both sides).
* Minefield Eruption — 1000 damage to the opponent for each face-up "Mine Golem" you control,
  then destroy every face-up "Mine Golem" you control (counted at resolution; with none, nothing
  happens).

Checks: ``tests/ygo/test_goat7_t_sweepers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import mons, reg, st_cards, up
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_DESTROY, Effect, Link

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SPELL_PURIFICATION = 1669772
MINEFIELD_ERUPTION = 85519211
MINE_GOLEM = 76321376


def _continuous_spell(g: Duel, c: int) -> bool:
    t = g.cd(c).type
    return bool(t & C.SPELL and t & C.CONTINUOUS) and up(g, c)


_golems = mons("self", True, lambda g, c: g.code[c] == MINE_GOLEM)


def _eruption(g: Duel, lk: Link) -> None:
    gs = _golems(g, lk.player, lk.card)
    if not gs:
        return
    g.damage(1 - lk.player, 1000 * len(gs))
    left = [c for c in _golems(g, lk.player, lk.card)]
    if left:
        g.destroy(left, "effect", by=lk)


_steps, _can_discard = costs.discard(1)
reg(SPELL_PURIFICATION, Effect(cost=_steps, category=CAT_DESTROY,
                               condition=lambda g, c, p, w: _can_discard(g, c, p),
                               operation=(ops.destroy_all(st_cards("any", True,
                                                                   _continuous_spell)),)))
reg(MINEFIELD_ERUPTION, Effect(category=CAT_DAMAGE | CAT_DESTROY, operation=(_eruption,)))
