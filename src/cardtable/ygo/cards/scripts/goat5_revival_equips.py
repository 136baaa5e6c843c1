"""Goat-pool Spells that revive a monster and stay equipped to it (issue 15 part 3, goat-s batch
4), over Premature Burial's two effects (``classic_spells.revive_and_equip`` /
``destroy_linked_monster``): Autonomous Action Unit (pay 1500: a monster from your opponent's
Graveyard), Re-Fusion (pay 800: a Fusion Monster from your Graveyard; the revival limit
applies) and Fulfillment of the Contract (pay 800: a Ritual Monster, removed from play when this
card is destroyed). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import Cands, linked_monster, pick, reg
from cardtable.ygo.cards.scripts.classic_spells import destroy_linked_monster, revive_and_equip
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_EQUIP, CAT_SPSUMMON, Effect, Link

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AUTONOMOUS_ACTION_UNIT = 71453557
RE_FUSION = 74694807
FULFILLMENT_OF_THE_CONTRACT = 48206762


def _banish_linked(g: Duel, lk: Link) -> None:
    m = linked_monster(g, lk.card)
    if m >= 0:
        g.equip[m] = -1
        g.banish([m])


def burial_like(code: int, lp: int, cands: Cands, banish: bool = False) -> None:
    """Register a Premature Burial-like Spell: pay ``lp``, target 1 of ``cands`` (a Graveyard
    monster), Special Summon it to your field in face-up Attack Position and equip it with this
    card; when this card is destroyed, the equipped monster is destroyed (``banish``: removed
    from play instead)."""
    pay = costs.pay_lp(lp)
    reg(code, Effect(
        cost=pay[0], target=(pick(cands, "target_gy"),), target_picks=True, stays=True,
        operation=(revive_and_equip,), category=CAT_SPSUMMON | CAT_EQUIP,
        condition=lambda g, c, p, w: pay[1](g, c, p) and bool(cands(g, p, c))),
        Effect(kind="trigger", event="destroyed", optional=False,
               operation=(_banish_linked if banish else destroy_linked_monster,),
               condition=lambda g, c, p, w: linked_monster(g, c) >= 0))


def _opp_gy_monsters(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[1 - p] if g.cd(c).type & C.MONSTER and g.can_special_summon(c, p)]


def _own_gy_fusions(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).type & C.FUSION and g.can_special_summon(c, p)]


burial_like(AUTONOMOUS_ACTION_UNIT, 1500, _opp_gy_monsters)
burial_like(RE_FUSION, 800, _own_gy_fusions)


def _own_gy_rituals(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).type & C.RITUAL and g.cd(c).type & C.MONSTER
            and g.can_special_summon(c, p)]


# Fulfillment of the Contract: a Ritual Monster (the revival limit applies: one never Ritual
# Summoned stays), removed from play when this card is destroyed
burial_like(FULFILLMENT_OF_THE_CONTRACT, 800, _own_gy_rituals, banish=True)
