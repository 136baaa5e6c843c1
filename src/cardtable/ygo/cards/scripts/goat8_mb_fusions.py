"""Mokey Mokey King (RDS, 2004; issue 15 part 3, g8-mb, session 8). Not flagged "Goat-era
version" in ``goat-pool.csv``: today's official text (yaml-yugi ``data/13803864.yaml``) gives
its 2005 behaviour — "'Mokey Mokey' + 'Mokey Mokey' + 'Mokey Mokey'. When this card is removed
from the field, you can Special Summon as many 'Mokey Mokey' as possible from your Graveyard."
(Session 6's g6-q left it because older sources worded the trigger differently; the project
rule for an unflagged card is today's text.)

* Its materials are the pool row's (three Mokey Mokey, passcode 27288416).
* An optional trigger on ``left_field`` (any way off the field: destroyed, bounced to the Extra
  Deck, removed from play), "When ... you can": it misses the timing like any such trigger
  (``when=True``). It Special Summons every Mokey Mokey of its owner's Graveyard that fits the
  free Monster Zones ("as many as possible"), all in one position its owner picks (the text
  names none: docs/rulings.md G5).

Checks in ``tests/ygo/test_goat8_mb_fusions.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MOKEY_MOKEY = 27288416
MOKEY_MOKEY_KING = 13803864


def _mokeys(g: Duel, p: int) -> list[int]:
    return [c for c in g.gy[p] if g.code[c] == MOKEY_MOKEY and g.can_special_summon(c, p)]


def _king_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(_mokeys(g, p)) and g.free_mzone(p) >= 0


def _king_pos(g: Duel, lk: Link) -> None:
    if _mokeys(g, lk.player) and g.free_mzone(lk.player) >= 0:
        choose_pos(g, lk)


def _king_summon(g: Duel, lk: Link) -> None:
    p = lk.player
    if not lk.picks:
        return
    pos = int(lk.picks[-1])
    for c in _mokeys(g, p):
        if g.free_mzone(p) < 0:
            break
        if g.loc[c] == LOC_GY:
            g.special_summon(c, p, pos)


reg(MOKEY_MOKEY_KING, Effect(
    kind="trigger", event="left_field", optional=True, when=True, condition=_king_cond,
    operation=(_king_pos, _king_summon), category=CAT_SPSUMMON,
    name=Text("从场上离开：从自己墓地把「悠悠」尽可能特殊召唤",
              "Removed from the field: Special Summon as many \"Mokey Mokey\" as possible from "
              "your GY")))

__all__ = ["MOKEY_MOKEY", "MOKEY_MOKEY_KING"]
