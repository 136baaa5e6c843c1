"""A further refinement round on a saved residual value fit: its own near-deviations measured
again, and the saved weights fine-tuned on them, anchored to what they already predict.

:func:`cardtable.rl.rollout_labels.refine_chunks` measures, in the games a value fit
(:mod:`cardtable.rl.value_fit`) plays against the heuristic, every option it values more than
a threshold above the heuristic's pick (many paired rollouts each). Session 8 refitted a
fresh network on the rollout labels plus those rows. A second round needs the policy that
played it — the saved refit — and its labels; instead of all earlier labels (thousands of
CPU-seconds to recompute), the round's fit starts from the saved weights and keeps them
where nothing new was measured through **anchor rows**: every decision of the round's games
(the same games the measurements were taken in: seatings, deals and opponent seeds as
:func:`~cardtable.rl.rollout_labels.collect_refined`'s), with the saved policy's own
non-advice scores as targets (``g_i − g_pick`` for every legal option, result units). The
fine-tune (:func:`finetune`, :func:`cardtable.rl.value_fit.fit_values` from those weights)
regresses the anchor rows (weight 1) and the measured rows (weight ``weight``, the option's
measured gap against the pick at 0) together, so the scores move where a measurement
disagrees with them and stay put elsewhere.

Round ``r`` of a collection with seed ``s`` plays the games of seed
``s + REFINE_SEED_STEP · r`` (round 1: :func:`~cardtable.rl.rollout_labels.refine_chunks`
with seed ``s``, chunks in ``<labels>/refine``; round ``r ≥ 2``: seed
``s + REFINE_SEED_STEP · (r − 1)`` passed to it, chunks in ``<labels>/refine-<r>``), so every
round meets other deals.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from cardtable.rl.imitation import Demos
from cardtable.rl.policy import Policy
from cardtable.rl.rollout_labels import (
    REFINE_SEED_STEP,
    merge,
    refine_chunks,
    refined_game,
)
from cardtable.rl.value_fit import ValueFitStats, fit_values


def round_seed(seed: int, rnd: int) -> int:
    """The seed :func:`~cardtable.rl.rollout_labels.refine_chunks` is given for round
    ``rnd`` (1, 2, …) of a collection with seed ``seed`` (module docstring)."""
    if rnd < 1:
        raise ValueError(f"refinement rounds count from 1, not {rnd}")
    return seed + REFINE_SEED_STEP * (rnd - 1)


def round_directory(labels: Path, rnd: int, world: str = "redeal",
                    rollout: str = "heuristic") -> Path:
    """Where round ``rnd``'s chunks live under a label directory (round 1: ``refine``, as
    session 8's command writes them; later rounds: ``refine-<rnd>``); labels of another
    ``world`` or ``rollout`` than the defaults get their own directory (``-<world>``,
    ``-<rollout>`` appended: ``refine-3-true-policy``)."""
    name = "refine" if rnd == 1 else f"refine-{rnd}"
    if world != "redeal":
        name += f"-{world}"
    if rollout != "heuristic":
        name += f"-{rollout}"
    return labels / name


def scores_without_advice(policy: Policy, obs: dict[str, Any]) -> tuple[Any, int]:
    """A residual ``policy``'s option scores at one observation with the advice column's
    weight taken out (meaningless at illegal options), and its greedy option (the highest
    logit, advice included: what the ``ppo`` bot plays)."""
    from cardtable.rl.policy import forward, inputs

    logits, _v, _c = forward(policy, *(x[None] for x in inputs(policy, obs)))
    g = logits[0] - float(policy.wb[-1]) * np.asarray(obs["advice"], np.float32)
    return g, int(logits[0].argmax())


def anchor_rows(game_id: str, first: int, stop: int, policy: Policy,
                seed: int = 0) -> Demos:
    """Games ``first … stop-1`` of :func:`~cardtable.rl.rollout_labels.collect_refined`
    (same ``seed``: same deals, seatings and opponent seeds; the learner plays ``policy``'s
    greedy option), one row per learner decision with at least two legal options: its
    ``values`` are the policy's own scores relative to the heuristic's pick (0 at the
    pick, ``g_i − g_pick`` at every other legal option among the encoder's, NaN at the
    rest). No rollouts: a game costs what playing it costs."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.label_rows import LabelRows

    enc = adapter_for(game_id).encoder()
    m = enc.max_options
    out = LabelRows()
    c0 = time.process_time()

    def decide(obs: dict[str, Any]) -> int:
        g, greedy = scores_without_advice(policy, obs)
        legal = np.asarray(obs["action_mask"]) > 0
        pick = int(np.argmax(obs["advice"]))
        if int(legal.sum()) > 1:
            row = np.full(m, np.nan, np.float32)
            row[legal] = g[legal] - g[pick]
            row[pick] = 0.0
            out.add(obs, pick, 0.0, row)
        return greedy

    for k in range(first, stop):
        env, obs, _rng = refined_game(game_id, seed, k, enc)
        out.play(env, obs, decide)
    return out.demos(enc, stop - first, time.process_time() - c0)


def finetune(policy: Policy, measured: Demos, anchors: Demos, weight: float = 8.0,
             margin: float = 0.15, epochs: int = 3, seed: int = 0,
             log: Callable[[str], None] | None = None) -> tuple[Policy, ValueFitStats]:
    """A copy of ``policy`` fitted (:func:`~cardtable.rl.value_fit.fit_values`, from its
    weights) on ``anchors`` (weight 1 per row) and ``measured`` (the round's refined rows,
    weight ``weight`` each), its advice weight then set to ``margin``."""
    p = copy.deepcopy(policy)
    both = merge([anchors, measured])
    w = np.concatenate([np.ones(len(anchors), np.float32),
                        np.full(len(measured), weight, np.float32)])
    stats = fit_values(p, both, epochs=epochs, seed=seed, margin=margin, log=log, weights=w)
    return p, stats


def refine_round(game_id: str, policy: Policy, rnd: int, games: int, labels: Path,
                 seed: int = 0, threshold: float = 0.05, max_rollouts: int = 256,
                 log: Callable[[str], None] | None = None, world: str = "redeal",
                 rollout: str = "heuristic", min_rollouts: int = 64) -> tuple[Demos, Demos]:
    """Round ``rnd`` on ``policy``: its measured rows (:func:`~cardtable.rl.rollout_labels.
    refine_chunks` over ``games`` games in :func:`round_directory`, seed :func:`round_seed`;
    at least ``min_rollouts`` (64) and at most ``max_rollouts`` pairs each, as ``cardtable
    train --refine-games``; ``world`` and ``rollout``: where the rollouts start and who plays
    the learner's seat in them, :func:`~cardtable.rl.rollout_labels.collect_refined`) and the
    anchor rows of the same games (:func:`anchor_rows`)."""
    s = round_seed(seed, rnd)
    where = round_directory(labels, rnd, world, rollout)
    measured = refine_chunks(game_id, games, where, policy, s, threshold,
                             min(min_rollouts, max_rollouts), max_rollouts, 0.05, log=log,
                             world=world, rollout=rollout)
    anchors = anchor_rows(game_id, 0, games, policy, s)
    return measured, anchors
