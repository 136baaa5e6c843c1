"""The RL benchmark's machinery (functional checks only; rates are never asserted)."""

from __future__ import annotations

from cardtable.rl.bench import run_steps, scaling


def test_run_steps_counts_steps_and_episodes() -> None:
    r = run_steps("toy-cards", 100, seed=1)
    assert r.steps == 100
    assert r.episodes >= 100 // 8 - 1  # a toy game is 8 decisions
    assert r.seconds > 0 and r.per_second > 0


def test_scaling_reports_both_worker_counts_and_control() -> None:
    out = scaling(
        "toy-cards", backend="process", total_steps=400, workers=2, chunks=4, modules=("toygame",)
    )
    for key in ("seconds_1", "seconds_2", "speedup", "control_speedup"):
        assert out[key] > 0


def test_scaling_on_ray_actors_reports_best_times() -> None:
    """The Ray path: warmed actors, best of ``repeat`` timings per worker count."""
    out = scaling(
        "toy-cards", backend="ray", total_steps=400, workers=2, chunks=4, modules=("toygame",),
        repeat=2,
    )
    for key in ("seconds_1", "seconds_2", "speedup", "control_speedup"):
        assert out[key] > 0
    assert out["steps_per_s_2"] == 400 / out["seconds_2"]


def test_scaling_refuses_an_unknown_backend() -> None:
    import pytest

    with pytest.raises(ValueError, match="unknown backend"):
        scaling("toy-cards", backend="threads", total_steps=40, modules=("toygame",))
