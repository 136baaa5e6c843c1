"""Confirmation of every-option candidates (issue 11, session 11,
``cardtable.rl.option_confirm``): the scan's games are replayed exactly and each candidate —
a scanned row whose best option beats the pick by ``min_gap`` or more — is measured again,
against the pick only, in fresh real worlds of its own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from test_all_options import _policy

from cardtable.rl.all_options import all_options_chunks, collect_all
from cardtable.rl.option_confirm import confirm_all, confirm_chunks, row_rng

pytestmark = pytest.mark.rl


@pytest.mark.parametrize(("game_id", "world"), [("ygo-duel", "true"), ("sgs-3v3", "true"),
                                                ("ygo-duel", "redeal")])
def test_candidates_are_the_scans_rows_measured_again(game_id: str, world: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """One row per scanned row at or above ``min_gap`` (the replay meets every scanned row:
    same observations); each holds the pick at 0, the candidate's confirmed gap and NaN
    elsewhere; its label is the candidate only when the confirmed gap is positive. Every
    confirmation world is of the kind asked for (real hidden cards, or a re-deal)."""
    from cardtable.rl import rollout_labels

    kinds: list[str] = []
    real = rollout_labels.rollout_world

    def spy(game: Any, seat: int, rng: Any, kind: str) -> Any:
        kinds.append(kind)
        return real(game, seat, rng, kind)

    p = _policy(game_id)
    scan, _st = collect_all(game_id, 0, 1, p, seed=8, worlds=1, prob=0.5)
    cands = np.flatnonzero(scan.gap >= 0.5)  # type: ignore[operator]
    assert len(cands) > 0, "the scan found no candidate to confirm"
    monkeypatch.setattr(rollout_labels, "rollout_world", spy)
    rows, st = confirm_all(game_id, 0, 1, p, scan, seed=8, worlds=1, prob=0.5, min_gap=0.5,
                           confirm_worlds=2, world=world)
    monkeypatch.undo()
    assert set(kinds) == {world} and len(kinds) == 2 * len(rows)
    assert st.candidates == len(rows) == len(cands)
    np.testing.assert_array_equal(rows.observation, scan.observation[cands])
    pick = rows.advice.argmax(axis=1)
    r = np.arange(len(rows))
    cand = scan.action[cands]
    assert np.all(rows.values[r, pick] == 0.0)
    np.testing.assert_allclose(rows.values[r, cand], rows.gap)
    assert np.isnan(rows.values).sum(axis=1).tolist() == [rows.values.shape[1] - 2] * len(rows)
    np.testing.assert_array_equal(rows.action, np.where(rows.gap > 0, cand, pick))
    assert rows.rollouts is not None and set(rows.rollouts.tolist()) == {2}
    assert st.confirmed == int((rows.gap > 0).sum())  # type: ignore[operator]


def test_a_scan_of_other_games_is_refused() -> None:
    """Rows of another seed (other deals) do not replay: a clear ``ValueError``."""
    p = _policy("ygo-duel")
    scan, _ = collect_all("ygo-duel", 0, 1, p, seed=3, worlds=1, prob=0.5)
    with pytest.raises(ValueError, match="replay"):
        confirm_all("ygo-duel", 0, 1, p, scan, seed=4, worlds=1, prob=0.5, min_gap=0.5,
                    confirm_worlds=1)


def test_each_candidate_has_its_own_generator() -> None:
    seeds = {row_rng(1, k, j).next64() for k in range(3) for j in range(3)}
    assert len(seeds) == 9
    assert row_rng(1, 2, 2).next64() == row_rng(1, 2, 2).next64()


def test_confirmed_chunks_resume_and_scan_what_is_missing(tmp_path: Path) -> None:
    """``confirm_chunks`` scans a missing scan chunk first, writes its own chunks, and a
    second run reads them back (the same rows)."""
    p = _policy("ygo-duel")
    a = confirm_chunks("ygo-duel", 1, tmp_path / "scan", tmp_path / "conf", p, seed=8,
                       worlds=1, prob=0.5, min_gap=0.5, confirm_worlds=1, chunk=1)
    assert (tmp_path / "scan" / "chunk-00000-00001.npz").is_file()
    assert (tmp_path / "conf" / "chunk-00000-00001.npz").is_file()
    b = confirm_chunks("ygo-duel", 1, tmp_path / "scan", tmp_path / "conf", p, seed=8,
                       worlds=1, prob=0.5, min_gap=0.5, confirm_worlds=1, chunk=1)
    np.testing.assert_array_equal(a.values, b.values)
    assert len(a) > 0
    scan = all_options_chunks("ygo-duel", 1, tmp_path / "scan", p, seed=8, worlds=1,
                              prob=0.5, chunk=1)
    assert len(a) == int((scan.gap >= 0.5).sum())  # type: ignore[operator]
