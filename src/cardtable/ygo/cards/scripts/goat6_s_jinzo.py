"""Amplifier (issue 15 part 3, g6-s): an Equip Spell for "Jinzo" only — Jinzo's effect no longer
applies to the Trap Cards of the equipped Jinzo's controller (they may be activated and their
effects apply; the opponent's stay sealed), through ``classic_hooks_negation.JINZO_SPARES``;
when Amplifier is removed from the field, the equipped monster is destroyed (the monster read
back from the public log, ``goat6_s_piercing.when_removed``). Text (2004 print, our own
words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_s_jinzo.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_hooks_negation import JINZO, JINZO_SPARES
from cardtable.ygo.cards.scripts.classic_lib import up
from cardtable.ygo.cards.scripts.classic_spells import equip_spell
from cardtable.ygo.cards.scripts.goat6_s_piercing import when_removed
from cardtable.ygo.effects.api import CAT_DESTROY
from cardtable.ygo.state import F_ACTIVE, F_NEGATED

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AMPLIFIER = 303660


def _amplified(g: Duel, m: int, p: int) -> bool:
    """Jinzo ``m`` carries an active Amplifier and ``p`` controls it (flags only)."""
    if g.ctrl[m] != p:
        return False
    return any(s >= 0 and g.code[s] == AMPLIFIER and g.equip[s] == m and up(g, s)
               and g.flags[s] & F_ACTIVE and not g.flags[s] & F_NEGATED
               for q in (0, 1) for s in g.sz[q])


JINZO_SPARES.append(_amplified)


equip_spell(AMPLIFIER, 0, 0, lambda g, m: g.code[m] == JINZO, more=(
    when_removed(lambda g, m, lk: g.destroy([m], "effect", lk), CAT_DESTROY),))
