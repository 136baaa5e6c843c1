"""Fusion cards of g8-mb (issue 15 part 3, session 8): Mokey Mokey King and King of the Swamp.

King of the Swamp (AST-082, 2004) is flagged "Goat-era version" in ``goat-pool.csv``. Its era
text is quoted by Pojo's card of the day of 2004-07-12 (pojo.com/yu-gi-oh/COTD/2004/2004Jul/
12KS.shtml): "You can substitute this card for any 1 Fusion-Material Monster. When you do this,
the other Fusion-Material Monster(s) must be the correct one(s). Discard this card from your
hand to the Graveyard to add a 'Polymerization' Spell Card from your Deck to your hand" — not
today's "whose name is specifically listed" — word for word the Tournament Pack substitutes'
kind (Beastking of the Swamps, ``goat6_ma_fusion``, whose substitute and search effects it
shares: ``SUBSTITUTE``, ``POLY_SEARCH``). The period rulings (yugioh.pl's "previously official
rulings" of the card): discarding is a cost; one Polymerization only; it cannot be discarded
without a Polymerization in the Deck. Every Fusion Monster of the Goat pool lists its
materials by name, so "any 1 Fusion-Material Monster" and today's wording pick the same
materials here.

Mokey Mokey King (RDS, 2004). Not flagged "Goat-era version" in ``goat-pool.csv``: today's
official text (yaml-yugi ``data/13803864.yaml``) gives its 2005 behaviour — "'Mokey Mokey' +
'Mokey Mokey' + 'Mokey Mokey'. When this card is removed from the field, you can Special Summon
as many 'Mokey Mokey' as possible from your Graveyard." (Session 6's g6-q left it because older
sources worded the trigger differently; the project rule for an unflagged card is today's text.)

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
from cardtable.ygo.cards.scripts.goat6_ma_fusion import POLY_SEARCH, SUBSTITUTE
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.effects.hooks import FUSION_SUBSTITUTES
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MOKEY_MOKEY = 27288416
MOKEY_MOKEY_KING = 13803864
KING_OF_THE_SWAMP = 79109599

FUSION_SUBSTITUTES.add(KING_OF_THE_SWAMP)
reg(KING_OF_THE_SWAMP, SUBSTITUTE, POLY_SEARCH)


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

__all__ = ["KING_OF_THE_SWAMP", "MOKEY_MOKEY", "MOKEY_MOKEY_KING"]
