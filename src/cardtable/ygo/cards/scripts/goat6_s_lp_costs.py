"""Spell Economics (issue 15 part 3, g6-s): a Continuous Spell — while it is face-up and its
effects apply, its controller pays no Life Points to activate Spell Cards (the LP costs of card
activations through ``effects.costs.pay_lp`` / ``pay_half_lp``: Premature Burial's 800, Brain
Control's 800...; not the LP an already face-up card's effect asks, nor its maintenance), a
``hooks.LP_COST_WAIVED`` hook. With it, a Spell whose activation asks more LP than its player
has may be activated. Text (2003 print, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_lp_costs.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.hooks import LP_COST_WAIVED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SPELL_ECONOMICS = 4259068


@only_for({SPELL_ECONOMICS})
def _economics(g: Duel, p: int, card: int, card_activation: bool) -> bool:
    return card_activation and g.cd(card).is_spell and any(
        g.code[s] == SPELL_ECONOMICS and g.ctrl[s] == p for s in g.sources())


LP_COST_WAIVED.append(_economics)
reg(SPELL_ECONOMICS, Effect(aspects=(Aspect("no_spell_lp_costs"),)))
