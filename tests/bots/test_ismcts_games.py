"""ISMCTS on the real engines: full games with a small budget never make an illegal move
(the engine would raise), never touch the real game, and the material evaluator scores sides."""

from __future__ import annotations

import pytest

from cardtable.bots.ismcts import IsmctsBot, material
from cardtable.rl.adapters import adapter_for
from cardtable.rl.loading import game_spec
from cardtable.rl.random_bot import SeededRandomBot


@pytest.mark.parametrize("name", ["ygo-duel", "sgs-3v3", "sgs-identity"])
def test_full_game_with_ismcts_seats(name: str) -> None:
    ad = adapter_for(name)
    g = game_spec(ad.engine_id).new(ad.setup(None), 3)
    ismcts_seats = set(ad.sides(g)[0])
    bots = {
        s: IsmctsBot(s, iterations=8, rollout_depth=12) if s in ismcts_seats
        else SeededRandomBot(s)
        for s in range(g.num_seats)
    }
    steps = 0
    while (dec := g.pending()) is not None and steps < 3000:
        before = g.state_id
        choice = bots[dec.seat].choose(g, dec)
        assert g.state_id == before  # the search worked on copies
        assert 0 <= choice < len(dec.options)
        g.answer(choice)
        steps += 1
    assert g.result() is not None


def test_material_evaluator_shares_team_value() -> None:
    ad = adapter_for("sgs-3v3")
    g = game_spec(ad.engine_id).new(ad.setup(None), 1)
    while g.pending() is not None and g.view(-1)["phase"] == "":
        g.answer(0)  # through the draft
    v = material(g)
    for side in ad.sides(g):
        assert len({v[s] for s in side}) == 1
    assert abs(sum(v[side[0]] for side in ad.sides(g)) - 1.0) < 1e-9


def test_heuristic_rollouts_and_prior_on_sgs() -> None:
    """ismcts-h plays SGS playouts with sgs-heuristic; its pick is legal and deterministic."""
    from cardtable.bots.base import make_bot

    ad = adapter_for("sgs-3v3")
    g = game_spec(ad.engine_id).new(ad.setup(None), 5)
    rnd = SeededRandomBot(0)
    for _ in range(40):  # into the play phase
        dec = g.pending()
        assert dec is not None
        g.answer(rnd.choose(g, dec))
    dec = g.pending()
    assert dec is not None
    a = make_bot("ismcts-h", 1)
    b = make_bot("ismcts-h", 1)
    assert isinstance(a, IsmctsBot) and a.rollout_policy == "heuristic"
    ca, cb = a.choose(g, dec), b.choose(g, dec)
    assert ca == cb and 0 <= ca < len(dec.options)
