"""A determinized copy does not share the real game's future randomness (issue 11).

``determinize`` used to clone the game's RNG, so every re-dealt copy an ISMCTS search played
out knew the real game's next coin tosses, dice, judgements and reshuffles. The copy's RNG is
now reseeded from the searcher's ``rng``: different from the real game's, and still a
function of that ``rng`` (a search stays reproducible).
"""

from __future__ import annotations

import pytest

from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl.adapters import adapter_for
from cardtable.rl.loading import game_spec


def _rng_of(game: Game) -> Rng:
    inner = getattr(game, "g", game)  # YgoGame keeps its Duel in .g; SgsGame is the state
    rng = inner.rng
    assert isinstance(rng, Rng)
    return rng


def _midgame(name: str, seed: int, steps: int) -> Game:
    adapter = adapter_for(name)
    game = game_spec(adapter.engine_id).new(adapter.setup(None), seed)
    pick = Rng(seed)
    for _ in range(steps):
        dec = game.pending()
        if dec is None:
            break
        game.answer(pick.below(len(dec.options)))
    assert game.pending() is not None
    return game


@pytest.mark.parametrize("name", ["ygo-duel", "sgs-3v3", "sgs-identity"])
def test_determinized_copy_has_its_own_future(name: str) -> None:
    game = _midgame(name, 4, 40)
    seat = game.pending().seat  # type: ignore[union-attr]
    real = _rng_of(game).clone()
    real_future = [real.next64() for _ in range(8)]
    copies = [game.determinize(seat, Rng(k)) for k in (1, 2)]
    futures = []
    for c in copies:
        r = _rng_of(c).clone()
        futures.append([r.next64() for _ in range(8)])
    assert futures[0] != real_future
    assert futures[1] != real_future
    assert futures[0] != futures[1]
    # reproducible: the same searcher seed gives the same copy's future
    again = _rng_of(game.determinize(seat, Rng(1))).clone()
    assert [again.next64() for _ in range(8)] == futures[0]
    # and the real game's RNG is untouched
    after = _rng_of(game).clone()
    assert [after.next64() for _ in range(8)] == real_future
