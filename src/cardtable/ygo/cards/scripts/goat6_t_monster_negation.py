"""A-Team: Trap Disposal Unit (issue 15 part 3, session 6, g6-t): a monster Tributing itself
to negate an opponent's Trap Card activation (as Dark Paladin does for Spells,
``classic_fusion_ritual.py``).

Text (the old Japanese text of Rise of Destiny, quoted by yugioh-wiki; our own words in
``pool/goat.csv``): "This effect can be used during your opponent's turn too. When your
opponent activates a Trap Card, you can Tribute this face-up card to negate the activation of
the Trap Card and destroy it." yugioh-wiki: a quick (Spell Speed 2) effect; unlike Mystic
Sphere's Spell version it works in your own turn as well; the Tribute is its cost. Only the
activation of a Trap *Card* is answered (not a face-up Trap's effect), and only the opponent's.
Checks: ``tests/ygo/test_goat6_t_monster_negation.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_fusion_ritual import negate_destroy_below
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_NEGATE_ACT, Effect, Link
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

A_TEAM = 13026402


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain or g.loc[c] != LOC_MZONE or not up(g, c):
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and lk.player != p and g.pool.cards[lk.code].is_trap


def _tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")



reg(A_TEAM, Effect(kind="quick", event="activated", cost=(_tribute_self,), condition=_cond,
                   operation=(negate_destroy_below,), category=CAT_NEGATE_ACT | CAT_DESTROY,
                   name=Text("解放这张卡：对方陷阱卡的发动无效并破坏",
                             "Tribute this card: negate the opponent's Trap Card activation "
                             "and destroy it")))
