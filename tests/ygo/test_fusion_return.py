"""A Fusion monster that would go to the hand or the Main Deck returns to the Fusion Deck
instead, and the Main Deck is not shuffled for it (docs/rulings.md row 41; the same rule as
Synchro/Xyz monsters under Master Rule 3)."""

from __future__ import annotations

import pytest

from cardtable.ygo.game import from_scenario
from cardtable.ygo.state import LOC_EXTRA

FUSION = "Thousand Dragon"


@pytest.mark.parametrize("profile", ["classic-lp4000", "master-rule-3"])
def test_fusion_monster_bounced_goes_to_the_fusion_deck(profile: str) -> None:
    G = from_scenario({"profile": profile, "turn": 3,
                       "players": [{"monsters": [FUSION], "deck": ["Kuriboh"] * 5 +
                                    ["Celtic Guardian"] * 5}, {}]}, 3)
    g = G.g
    fus = next(c for c in range(g.n) if g.cd(c).name.en == FUSION)
    hand_before = list(g.hand[0])
    g.to_hand([fus])
    assert g.loc[fus] == LOC_EXTRA and g.hand[0] == hand_before
    assert g.elog[-1][0] == "to_extra"
    g.special_summon(fus, 0)
    deck_before = list(g.deck[0])
    g.to_deck([fus])  # "shuffle into the deck": back to the Fusion Deck, Main Deck untouched
    assert g.loc[fus] == LOC_EXTRA and fus not in g.deck[0]
    assert g.deck[0] == deck_before
    assert not any(e[0] == "shuffle" for e in g.elog[-2:])
