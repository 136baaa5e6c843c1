"""Disc Fighter (AST-028, 2004; issue 15, g9-d, session 9) — flagged "Goat-era version" in
``goat-pool.csv``.

Text (the AST-era wording, still the English text yaml-yugi ``data/19612721.yaml`` keeps; our
own words in ``pool/goat.csv``): when this card attacks a Defense Position monster with 2000 or
more DEF, that monster is destroyed by this card's effect without damage calculation.

The Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/disc-fighter.md``; the same four rulings on edisonrul.ing's historical
page):

1. the monster is destroyed right before the actual damage calculation (after the "calculate
   damage" portion, before damage is applied);
2. a face-down monster is flipped face-up first: "Micro Ray" used then (its DEF below 2000)
   saves it, "The Reliable Guardian" (its DEF raised to 2000 or more) dooms it;
3. it is destroyed by Disc Fighter's effect, not by battle;
4. under "Final Attack Orders" the flipped monster turns to Attack Position and is not
   destroyed.

How (EDOPro's Goat note says the same: it activates on attacking and checks Defense Position
and 2000 DEF as it resolves): a mandatory trigger on the engine's "before damage calculation"
event (``ds_before``, raised on the attack target after the Damage Step flip; the attacker
listens with ``scope="any"``, ``duel.py`` sets ``FEAT_DS_BEFORE`` for such a listener). It is
activated when the attacked monster is in face-up Defense Position after the flip, whatever its
DEF (ruling 2: a Reliable Guardian chained to it still dooms a 1800-DEF monster); as it
resolves it destroys that monster if it is still the attack target, still in face-up Defense
Position and its DEF is 2000 or more (rulings 2 and 4). The battle then has no damage
calculation: its target is gone (``rules/battle.py`` cancels the rest of the Damage Step).
Checks: ``tests/ygo/test_goat9_d_disc_fighter.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import card_ok, reg
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.state import LOC_MZONE, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DISC_FIGHTER = 19612721
#: "a Defense Position monster with 2000 or more DEF"
MIN_DEF = 2000


def _defending(g: Duel, a: int, t: int) -> bool:
    """``t`` is still the face-up Defense Position monster ``a`` is attacking."""
    b = g.battle
    return b is not None and b.attacker == a and b.target == t and t >= 0 \
        and g.loc[t] == LOC_MZONE and g.pos[t] == POS_FU_DEF


def _attacks_defender(g: Duel, c: int, p: int, w: W) -> bool:
    """The event ``("ds_before", target, attacker)``: this card is the attacker, face-up on the
    field, and its target is in face-up Defense Position after the flip."""
    return len(w) > 2 and w[2] == c and g.loc[c] == LOC_MZONE and _defending(g, c, int(w[1]))


def _destroy_defender(g: Duel, lk: Link) -> None:
    t = int(lk.event[1]) if len(lk.event) > 1 else -1
    if card_ok(g, lk) and _defending(g, lk.card, t) and g.defense(t) >= MIN_DEF:
        g.destroy([t], "effect", lk)


reg(DISC_FIGHTER, Effect(
    kind="trigger", event="ds_before", scope="any", optional=False, dmg_step=True,
    condition=_attacks_defender, operation=(_destroy_defender,), category=CAT_DESTROY,
    name=Text("攻击守备表示怪兽：守备力2000以上则不进行伤害计算将其破坏",
              "Attacks a Defense Position monster: destroy it if its DEF is 2000 or more")))

__all__ = ["DISC_FIGHTER"]
