"""Self-play datasets for imitation learning: every decision of N games, as Parquet rows.

:func:`write_dataset` plays ``games`` games of an environment with the given bots (seat ``i``
is played by ``bots[i % len(bots)]``, each seeded from the game seed and the seat) and writes
one row per decision:

==================  =====================  ==============================================
column              type                   meaning
==================  =====================  ==============================================
game                int32                  game index (0..N-1)
game_seed           int64                  the engine seed of the game (``seed + game``)
step                int32                  decision number in the game
seat                int8                   the seat that decided
bot                 string                 the bot that played it
observation         fixed list<float32>    that seat's observation (the env encoder)
action_mask         fixed list<int8>       legal options (``max_options``)
option_features     fixed list<float32>    ``max_options × option_size`` row-major (only
                                           with ``options=True``: large)
num_options         int16                  options of the decision (may exceed the mask)
action              int16                  the option the bot chose
outcome             float32                the seat's final result: +1 win, -1 loss, 0
                                           draw or step cap (teams share)
==================  =====================  ==============================================

Everything is a function of ``seed`` (game seeds, bot seeds), so the same call writes the same
rows. Needs ``pyarrow`` (the ``rl`` extra).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from cardtable.rl.adapters import adapter_for
from cardtable.rl.loading import game_spec
from cardtable.rl.rewards import seat_rewards


@dataclass(frozen=True)
class DatasetSummary:
    """What :func:`write_dataset` wrote."""

    path: str
    games: int
    rows: int
    bytes: int


def _bot_seed(game_seed: int, seat: int) -> int:
    return (game_seed * 1_000_003 + seat * 7919) & 0x7FFFFFFF


def write_dataset(
    game_id: str,
    games: int,
    path: str | Path,
    *,
    bots: Sequence[str] = ("random",),
    seed: int = 0,
    options: bool = False,
    setup: dict[str, Any] | None = None,
) -> DatasetSummary:
    """Play ``games`` games and write their decisions to the Parquet file ``path`` (see the
    module docstring)."""
    import pyarrow as pa  # type: ignore[import-untyped,unused-ignore]
    import pyarrow.parquet as pq  # type: ignore[import-untyped,unused-ignore]

    from cardtable.bots.base import make_bot

    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    if not bots:
        raise ValueError("give at least one bot")
    for b in bots:
        if b.startswith("ismcts"):
            import cardtable.bots.ismcts  # noqa: F401  (registers the ismcts-* names)
    adapter = adapter_for(game_id)
    spec = game_spec(adapter.engine_id)
    the_setup = adapter.setup(setup)
    enc = adapter.encoder()
    cols: dict[str, list[Any]] = {k: [] for k in (
        "game", "game_seed", "step", "seat", "bot", "num_options", "action", "outcome")}
    obs_rows: list[np.ndarray[Any, Any]] = []
    mask_rows: list[np.ndarray[Any, Any]] = []
    opt_rows: list[np.ndarray[Any, Any]] = []
    for k in range(games):
        gseed = seed + k
        game = spec.new(dict(the_setup), gseed)
        players = [make_bot(bots[s % len(bots)], _bot_seed(gseed, s))
                   for s in range(game.num_seats)]
        first_row = len(cols["game"])
        step = 0
        while step < adapter.max_steps:
            dec = game.pending()
            if dec is None:
                break
            obs, opts, mask, _view = enc.encode(game, dec.seat, want_view=False)
            a = players[dec.seat].choose(game, dec)
            cols["game"].append(k)
            cols["game_seed"].append(gseed)
            cols["step"].append(step)
            cols["seat"].append(dec.seat)
            cols["bot"].append(bots[dec.seat % len(bots)])
            cols["num_options"].append(len(dec.options))
            cols["action"].append(a)
            obs_rows.append(obs)
            mask_rows.append(mask)
            if options:
                opt_rows.append(opts.reshape(-1))
            game.answer(a)
            step += 1
        rewards = (seat_rewards(game.result(), game.num_seats) if game.pending() is None
                   else [0.0] * game.num_seats)
        cols["outcome"].extend(rewards[s] for s in cols["seat"][first_row:])

    def fixed(rows: list[np.ndarray[Any, Any]], dtype: Any, width: int) -> Any:
        flat = np.concatenate(rows).astype(dtype) if rows else np.zeros(0, dtype)
        return pa.FixedSizeListArray.from_arrays(pa.array(flat), width)

    table = pa.table({
        "game": pa.array(cols["game"], pa.int32()),
        "game_seed": pa.array(cols["game_seed"], pa.int64()),
        "step": pa.array(cols["step"], pa.int32()),
        "seat": pa.array(cols["seat"], pa.int8()),
        "bot": pa.array(cols["bot"], pa.string()),
        "observation": fixed(obs_rows, np.float32, enc.obs_size),
        "action_mask": fixed(mask_rows, np.int8, enc.max_options),
        **({"option_features": fixed(opt_rows, np.float32, enc.max_options * enc.option_size)}
           if options else {}),
        "num_options": pa.array(cols["num_options"], pa.int16()),
        "action": pa.array(cols["action"], pa.int16()),
        "outcome": pa.array(cols["outcome"], pa.float32()),
    })
    meta = {"cardtable.env": game_id, "cardtable.seed": str(seed),
            "cardtable.bots": ",".join(bots), "cardtable.encoder": enc.name,
            "cardtable.option_size": str(enc.option_size)}
    table = table.replace_schema_metadata(meta)
    out = Path(path)
    pq.write_table(table, out, compression="zstd")
    return DatasetSummary(str(out), games, table.num_rows, out.stat().st_size)
