"""Identity mode: ``determinize`` must not leak the hidden roles to an information-set search.

The roles of living seats other than the searcher and the lord are hidden (view shows "?"), so a
determinized copy re-deals them; the searcher's own role and the lord's stay; the seat's view of
the copy is the same as of the real game.
"""

from __future__ import annotations

from cardtable.bots.random_bot import RandomBot
from cardtable.core.registry import spec_for
from cardtable.core.rng import Rng
from cardtable.sgs.game import SgsGame


def _midgame(seed: int) -> SgsGame:
    g = spec_for("sgs").new({"mode": "identity", "players": 6}, seed)
    assert isinstance(g, SgsGame)
    bot = RandomBot(seed)
    for _ in range(40):
        d = g.pending()
        assert d is not None
        g.answer(bot.choose(g, d))
    return g


def test_hidden_roles_are_redealt_and_known_ones_kept() -> None:
    g = _midgame(3)
    dec = g.pending()
    assert dec is not None
    seat = dec.seat
    samples = {tuple(g.determinize(seat, Rng(k)).role) for k in range(40)}
    assert len(samples) > 1, "hidden roles were never re-dealt"
    for roles in samples:
        assert roles[seat] == g.role[seat]
        assert roles[0] == "lord"
        assert sorted(roles) == sorted(g.role)
        for s in range(g.n):
            if not g.alive_[s]:
                assert roles[s] == g.role[s]


def test_view_of_the_searcher_is_unchanged_by_the_role_redeal() -> None:
    g = _midgame(5)
    dec = g.pending()
    assert dec is not None
    seat = dec.seat
    before = [p["role"] for p in g.view(seat)["players"]]
    for k in range(10):
        after = [p["role"] for p in g.determinize(seat, Rng(k)).view(seat)["players"]]
        assert after == before
