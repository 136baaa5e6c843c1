"""The Goat preset decks (issue 15 part 4): the 2005 tournament decks whose every card is
scripted pass ``deck check --profile goat`` and play duels under the goat profile without errors
or invariant breaks (random and heuristic bots)."""

from __future__ import annotations

import pytest
from tests.ygo.test_properties import check_conservation, play, play_bots

from cardtable.bots.base import make_bot
from cardtable.core.rng import Rng
from cardtable.ygo.deck import check_deck, load_deck, resolve_deck_rules
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.game import new_duel, preset_deck

GOAT_PRESETS = ["goat-control-2005", "zombie-2005", "soul-control-2005", "chaos-turbo-goat",
                "warrior-aggro-goat", "drain-burn-goat", "empty-jar-2005",
                "reasoning-gate-turbo-goat"]


@pytest.mark.parametrize("name", GOAT_PRESETS)
def test_goat_preset_passes_goat_deck_check(name: str) -> None:
    """Every card scripted, the April 2005 list respected, 40+ cards."""
    rules = resolve_deck_rules("goat")
    assert [v.message.en for v in check_deck(load_deck(name), default_pool().cards, rules)] == []


def test_goat_presets_play_random_duels_without_breaking_invariants() -> None:
    """Random vs random under the goat profile, every ordered pairing 4 times: every duel
    ends, every card is in exactly one place (checked along the way in a quarter of them)."""
    n = len(GOAT_PRESETS)
    for i in range(4 * n * n):
        a = GOAT_PRESETS[i % n]
        b = GOAT_PRESETS[(i // n) % n]
        game = new_duel(preset_deck(a), preset_deck(b), profile="goat", seed=i, first=i % 2)
        play(game, Rng(i), 20000, checks=i % 4 == 0)
        assert game.result() is not None, (a, b, i)
        check_conservation(game.g)


def test_goat_presets_with_the_heuristic_bot() -> None:
    """The heuristic bot plays every preset under the goat profile to the end."""
    k = len(GOAT_PRESETS)
    for i in range(2 * k):
        a, b = GOAT_PRESETS[i % k], GOAT_PRESETS[(i + 1) % k]
        game = new_duel(preset_deck(a), preset_deck(b), profile="goat", seed=100 + i,
                        first=i % 2)
        bots = [make_bot("ygo-heuristic", seed=i), make_bot("ygo-heuristic", seed=i + 7)]
        play_bots(game, bots)
        assert game.result() is not None, (a, b, i)
        check_conservation(game.g)


def test_ismcts_stays_runnable_on_the_goat_presets() -> None:
    """Issue 15: "ISMCTS stays runnable" — the ISMCTS bot (determinizing the hidden cards of the
    goat presets every iteration) answers legal options through the first turns of a Goat
    duel against the heuristic bot (a small iteration budget: this checks that it runs, not
    how well it plays)."""
    from cardtable.bots.ismcts import IsmctsBot

    game = new_duel(preset_deck("goat-control-2005"), preset_deck("chaos-turbo-goat"),
                    profile="goat", seed=3)
    bots = [IsmctsBot(1, iterations=8, rollout_depth=20), make_bot("ygo-heuristic", seed=2)]
    asked = 0
    for _ in range(40):
        d = game.pending()
        if d is None:
            break
        i = bots[d.seat].choose(game, d)
        assert 0 <= i < len(d.options)
        asked += d.seat == 0
        game.answer(i)
    assert asked >= 5
    check_conservation(game.g)
