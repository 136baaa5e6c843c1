"""Option features name cards by their vocabulary index, never by instance id (issue 11, item 3).

An instance id is an arbitrary number the engine gave a physical card in this game; a policy
cannot learn from it. Two options whose forms differ only in *which copy* of the same card they
name (two 杀 in hand, two copies of a monster) must get identical feature rows; with the round-2
encoders the hashed ``card=<instance id>`` pair made them differ."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

from cardtable.core.rng import Rng
from cardtable.rl import make_env

GAMES = ["ygo-duel", "sgs-3v3"]


def _identity(game: Any, form: Mapping[str, Any], seat: int) -> tuple[Any, ...] | None:
    """The form with its ``card`` replaced by what the seat sees of that card (passcode and
    position for YGO, name for SGS); ``None`` when the form names no card."""
    c = form.get("card")
    if not isinstance(c, int) or isinstance(c, bool):
        return None
    if game.game_id == "ygo":
        duel = game.g
        if c not in duel.hand[seat]:  # keep to own hand: identical copies look identical
            return None
        what: Any = ("hand", duel.code[c])
    else:
        from cardtable.sgs.cards.data import NAME

        if c not in game.hand[seat]:
            return None
        what = ("hand", NAME[c])
    rest = tuple((k, v) for k, v in form.items() if k != "card")
    return (what, rest)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("want_view", [False, True])
def test_copies_of_the_same_card_get_the_same_option_row(name: str, want_view: bool) -> None:
    env = make_env(name)
    rng = Rng(11)
    pairs = 0
    for seed in range(3):
        env.reset(seed=seed)
        game = env.game
        for _ in range(600):
            dec = game.pending()
            if dec is None:
                break
            seat = dec.seat
            _obs, opts, _mask, _view = env.encoder.encode(game, seat, want_view=want_view)
            seen: dict[tuple[Any, ...], int] = {}
            for i, o in enumerate(dec.options[: env.encoder.max_options]):
                key = _identity(game, o.form, seat)
                if key is None:
                    continue
                j = seen.setdefault(key, i)
                if j != i and o.form.get("card") != dec.options[j].form.get("card"):
                    assert np.array_equal(opts[i], opts[j]), (name, o.form, dec.options[j].form)
                    pairs += 1
            game.answer(rng.below(len(dec.options)))
    assert pairs > 20, pairs  # the check ran on real pairs of copies
