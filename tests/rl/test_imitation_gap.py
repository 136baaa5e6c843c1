"""Behaviour-cloning labels with a confidence: the root-search teacher reports how much it
valued its option above the heuristic's pick (``IsmctsBot.last_gap``), demos keep it, and
``Demos.labels(min_gap)`` keeps a deviation only above that gap."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from cardtable.rl.imitation import Demos


def _demos(gap: list[float] | None) -> Demos:
    n, m = 4, 3
    advice = np.zeros((n, m), np.float32)
    advice[[0, 1, 2], [0, 1, 2]] = 1.0  # row 3: a waiting-seat row without advice
    return Demos(
        observation=np.zeros((n, 2), np.float32),
        option_features=np.zeros((n, m, 2), np.float32),
        advice=advice, action_mask=np.ones((n, m), np.int8),
        action=np.array([0, 2, 0, 1], np.int64), outcome=np.zeros(n, np.float32), games=1,
        gap=None if gap is None else np.array(gap, np.float32))


def test_labels_keep_only_confident_deviations() -> None:
    d = _demos([0.0, 0.01, 0.2, 0.0])
    assert d.labels(None).tolist() == [0, 2, 0, 1]  # the teacher's options
    # row 1 deviates by 0.01 (noise at 0.05 -> the advisor's 1), row 2 by 0.2 (kept); row 3
    # has no advice to fall back on
    assert d.labels(0.05).tolist() == [0, 1, 0, 1]
    assert d.labels(0.5).tolist() == [0, 1, 2, 1]
    assert _demos(None).labels(0.05).tolist() == [0, 2, 0, 1]  # no gaps recorded: unchanged


def test_gap_survives_save_and_load(tmp_path: Path) -> None:
    d = _demos([0.0, 0.01, 0.2, 0.0])
    d.save(tmp_path / "d.npz")
    back = Demos.load(tmp_path / "d.npz")
    assert back.gap is not None and np.allclose(back.gap, [0.0, 0.01, 0.2, 0.0])
    _demos(None).save(tmp_path / "e.npz")
    assert Demos.load(tmp_path / "e.npz").gap is None


def test_root_search_reports_its_gap() -> None:
    """The gap is 0 when the search keeps the heuristic's pick and above the margin when it
    deviates (it deviates only then: ``_root_search``)."""
    from cardtable.bots.base import make_bot
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.loading import game_spec

    bot = make_bot("ismcts-pi4", 3)  # margin 0: any better mean value deviates
    game = game_spec("ygo").new(adapter_for("ygo-duel").setup(None), 4)
    rng = np.random.default_rng(0)
    gaps = []
    for _ in range(400):
        dec = game.pending()
        if dec is None:
            break
        if len(dec.options) > 1 and len(gaps) < 20:
            bot.choose(game, dec)
            gaps.append(bot.last_gap)  # type: ignore[attr-defined]
        game.answer(int(rng.integers(len(dec.options))))
    assert gaps and all(g >= 0.0 for g in gaps)
    assert any(g > 0.0 for g in gaps)
