"""``Actions.atk_def`` (one pass for the RL observation, docs/performance.md) gives exactly
``(atk(c), defense(c))``: every card in a Monster Zone at every decision of random duels of
the bench decks and of Goat decks whose cards change ATK/DEF (equips, field spells, continuous
effects, temporary buffs), with and without the sources passed in."""

from __future__ import annotations

import pytest

from cardtable.core.rng import Rng
from cardtable.ygo.game import new_duel, preset_deck

PAIRS = [("classic-a", "classic-b", "classic-lp4000"),
         ("warrior-aggro-goat", "goat-control-2005", "goat"),
         ("zombie-2005", "chaos-turbo-goat", "goat")]


@pytest.mark.parametrize(("a", "b", "profile"), PAIRS)
def test_atk_def_equals_atk_and_defense(a: str, b: str, profile: str) -> None:
    checked = modified = 0
    for seed in range(6):
        game = new_duel(preset_deck(a), preset_deck(b), profile=profile, seed=seed,
                        first=seed % 2)
        g = game.g
        rng = Rng(seed)
        for _ in range(1500):
            if g.pend is None:
                break
            srcs = g.sources()
            for p in (0, 1):
                for c in g.mz[p]:
                    if c < 0:
                        continue
                    want = (g.atk(c), g.defense(c))
                    assert g.atk_def(c) == want
                    assert g.atk_def(c, srcs) == want
                    cd = g.cd(c)
                    checked += 1
                    modified += want != (cd.atk, cd.defense)
            game.apply_index(rng.below(game.num_options()))
    assert checked > 500
    if profile == "goat":
        assert modified > 0  # the duels did change some monster's stats
