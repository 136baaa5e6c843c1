"""``cardtable dataset``: self-play decisions to Parquet, deterministic from the seed."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow.parquet as pq  # type: ignore[import-untyped,unused-ignore]
from typer.testing import CliRunner

from cardtable.cli.dataset import app
from cardtable.rl.adapters import adapter_for
from cardtable.rl.dataset import write_dataset
from cardtable.rl.loading import game_spec


def test_rows_replay_the_games_and_same_seed_same_file(tmp_path: Path) -> None:
    a = write_dataset("sgs-3v3", 2, tmp_path / "a.parquet", bots=["random", "sgs-heuristic"],
                      seed=7, options=True)
    b = write_dataset("sgs-3v3", 2, tmp_path / "b.parquet", bots=["random", "sgs-heuristic"],
                      seed=7, options=True)
    ta, tb = pq.read_table(a.path), pq.read_table(b.path)
    assert ta.equals(tb)
    assert a.rows == ta.num_rows > 50
    rows = ta.to_pylist()
    # replaying the recorded actions from the recorded seed reproduces every row's mask and
    # the outcome (so the rows really are the games)
    adapter = adapter_for("sgs-3v3")
    enc = adapter.encoder()
    for g in (0, 1):
        mine = [r for r in rows if r["game"] == g]
        game = game_spec("sgs").new(adapter.setup(None), mine[0]["game_seed"])
        for r in mine:
            dec = game.pending()
            assert dec is not None and dec.seat == r["seat"]
            obs, _o, mask, _v = enc.encode(game, dec.seat, want_view=False)
            assert np.array_equal(np.asarray(r["observation"], np.float32), obs)
            assert list(mask) == r["action_mask"]
            assert r["bot"] == ("random", "sgs-heuristic")[r["seat"] % 2]
            game.answer(r["action"])
        res = game.result()
        assert res is not None
        assert {r["outcome"] for r in mine if r["seat"] in res.winners} <= {1.0}
    assert len(rows[0]["option_features"]) == enc.max_options * enc.option_size


def test_other_seed_other_games(tmp_path: Path) -> None:
    a = write_dataset("ygo-duel", 1, tmp_path / "a.parquet", seed=1)
    b = write_dataset("ygo-duel", 1, tmp_path / "b.parquet", seed=2)
    assert not pq.read_table(a.path).equals(pq.read_table(b.path))
    assert "option_features" not in pq.read_table(a.path).column_names


def test_cli_writes_and_refuses_bad_input(tmp_path: Path) -> None:
    r = CliRunner()
    out = tmp_path / "d.parquet"
    res = r.invoke(app, ["ygo-duel", "-n", "2", "--out", str(out), "--json"])
    assert res.exit_code == 0, res.output
    assert pq.read_table(out).num_rows > 0
    for args, says in (
        (["ygo-duel", "--out", str(tmp_path / "d.csv")], ".parquet"),
        (["ygo-duel", "--out", str(tmp_path / "nodir" / "d.parquet")], "no directory"),
        (["nope", "--out", str(out)], "unknown environment"),
        (["ygo-duel", "--out", str(out), "--bots", "zzz"], "unknown bot"),
    ):
        res = r.invoke(app, args)
        assert res.exit_code == 2 and says in res.output, (args, res.output)
