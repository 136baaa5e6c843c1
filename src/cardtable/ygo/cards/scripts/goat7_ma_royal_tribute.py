"""Royal Tribute (Pharaonic Guardian, PGD-085; issue 15 part 3, g7-ma). Not flagged "Goat-era
version" in ``goat-pool.csv``: its official text (yaml-yugi ``data/72405967.yaml``) is the Goat
text: "If you control "Necrovalley": Both players discard any monsters in their hands." The
official Portuguese text there (an older wording) asks for a face-up Necrovalley on your side:
the condition reads the face-up Field Spell. Necrovalley itself is not scripted (its Goat-era
version is not pinned down), so no Goat deck can meet the condition yet; the card plays its
text wherever it can (a scenario board, a wider pool).

Checks in ``tests/ygo/test_goat7_ma_royal_tribute.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ROYAL_TRIBUTE = 72405967
NECROVALLEY = 47355498


def _necrovalley_up(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    f = g.fz[p]
    return f >= 0 and g.code[f] == NECROVALLEY and up(g, f)


def _discard_monsters(g: Duel, lk: Link) -> None:
    for q in (lk.player, 1 - lk.player):
        ms = [c for c in g.hand[q] if g.cd(c).is_monster and g.loc[c] == LOC_HAND]
        if ms:
            g.discard(ms)


reg(ROYAL_TRIBUTE, Effect(condition=_necrovalley_up, operation=(_discard_monsters,)))

__all__ = ["NECROVALLEY", "ROYAL_TRIBUTE"]
