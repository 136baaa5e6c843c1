"""The §5 properties in identity mode too (5–8 players): a bad answer raises IllegalAnswer and
changes nothing; a seat's view never names another seat's hand cards, and hidden roles stay
hidden (own role, the lord's and dead seats' are shown) until the game ends."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.errors import IllegalAnswer
from cardtable.core.rng import Rng
from cardtable.sgs.game import SgsGame, new_game

SEEDS = st.integers(min_value=0, max_value=2**40)


def _snapshot(g: SgsGame) -> tuple[object, ...]:
    return (json.dumps([g.view(s) for s in range(-1, g.n)], sort_keys=True), g.state_id,
            g.rng.state, len(g.log))


def _no_leak(g: SgsGame, seat: int) -> None:
    v = g.view(seat)
    shown = {int(k) for k in v["card_names"]}
    for p in v["players"]:
        s = p["seat"]
        if s != seat:
            assert "hand" not in p and not shown & set(g.hand[s]), (seat, s)
            hidden = not (g.role[s] == "lord" or not g.alive_[s] or g.result_ is not None)
            assert (p["role"] == "?") == hidden, (seat, s, p["role"])
        else:
            assert p["role"] == g.role[s]


@settings(max_examples=6, deadline=None)
@given(SEEDS)
def test_identity_bad_answer_changes_nothing_and_views_hide_hands_and_roles(seed: int) -> None:
    """identity mode: illegal answers refused with the state unchanged; no hand or role leak."""
    g = new_game({"mode": "identity", "players": 5 + seed % 4}, seed)
    r = Rng(seed)
    for k in range(600):
        dec = g.pending()
        if dec is None:
            break
        if k % 5 == 0:
            before = _snapshot(g)
            for bad in (len(dec.options), -1, {"action": "nonsense"}, "x", None):
                try:
                    g.answer(bad)  # type: ignore[arg-type]
                except IllegalAnswer:
                    pass
                else:
                    raise AssertionError(f"{bad!r} accepted")
            assert _snapshot(g) == before
            for s in range(-1, g.n):
                if s >= 0:
                    _no_leak(g, s)
        g.answer(r.below(len(dec.options)))
