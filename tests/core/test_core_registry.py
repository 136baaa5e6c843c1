"""The game registry: lookup by id, clear errors, replacement; the games loader."""

from __future__ import annotations

import pytest

from cardtable.core.errors import SetupError
from cardtable.core.registry import GameSpec, known_games, register, spec_for
from toy.game import SPEC, ToyGame


def test_lookup_and_known(toy: ToyGame) -> None:
    assert spec_for("toy") is SPEC
    assert "toy" in known_games()
    assert known_games() == sorted(known_games())


def test_unknown_game_names_the_known_ones(toy: ToyGame) -> None:
    with pytest.raises(SetupError, match=r"unknown game 'nope' \(known: .*toy"):
        spec_for("nope")


def test_register_replaces(toy: ToyGame) -> None:
    other = GameSpec("toy", SPEC.new, SPEC.new)
    register(other)
    try:
        assert spec_for("toy") is other
    finally:
        register(SPEC)


def test_spec_builds_games(toy: ToyGame) -> None:
    g = spec_for("toy").new({"turns": 2}, 3)
    assert isinstance(g, ToyGame) and g.seed == 3 and g.setup_data()["turns"] == 2


def test_bad_setup_raises_setup_error() -> None:
    with pytest.raises(SetupError, match="deck is too small"):
        ToyGame({"deck": 3, "hand": 3}, 0)
    with pytest.raises(SetupError, match="'turns'"):
        ToyGame({"turns": -1}, 0)
