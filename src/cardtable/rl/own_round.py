"""An improvement round from a saved residual policy: fine-tune it on rollout labels of its
own decisions, anchored to its own play elsewhere.

:func:`cardtable.rl.rollout_labels.improvement_round` labels the decisions where a policy
leaves the heuristic's pick or nearly does (paired rollouts from its own states); the round
of ``cardtable train --improve-rounds`` then clones a *fresh* policy on every label (the first
collection's and each round's). That needs the first collection's labels; a policy that is
already shipped can instead be fine-tuned on its own round's labels alone: start from its
weights, fit the round's rows (the labelled option where the confirmation says it wins by
more than ``min_gap``, the pick otherwise) together with **anchor rows** — every decision of
``anchor_games`` games of the policy's own greedy play, labelled with its own option — so that
the fit moves the policy where the round measured it and keeps its play elsewhere.

Reproducible from the seeds: anchor game ``k`` of seed ``s`` resets its env with seed
``ANCHOR_BASE * (s + 1) + k`` (far from the evaluation seeds and the label collections) and
its heuristic opponents are seeded from ``(s, k)``; :func:`finetune` shuffles with a seeded
generator.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from cardtable.core.rng import Rng
from cardtable.rl.imitation import CloneStats, Demos, clone
from cardtable.rl.policy import Policy

ANCHOR_BASE = 8_000_000
"""Env reset seeds of anchor games: ``ANCHOR_BASE * (seed + 1) + k`` for game ``k``."""


def anchor_demos(policy: Policy, game_id: str, games: int, seed: int = 0,
                 log: Callable[[str], None] | None = None) -> Demos:
    """Every decision with more than one legal option of ``games`` games in which the
    learner's seat(s) (the residual env's seatings, :func:`cardtable.rl.ppo.seatings`) play
    ``policy``'s greedy option against the heuristic, labelled with that option (``gap``
    +inf, so :meth:`Demos.labels` keeps it whatever the ``min_gap``)."""
    from cardtable.bots.ppo import greedy_action
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.label_rows import LabelRows
    from cardtable.rl.policy import inputs
    from cardtable.rl.rollout_labels import heuristic_seat_game

    enc = adapter_for(game_id).encoder()
    unmeasured = np.full(enc.max_options, np.nan, np.float32)
    out = LabelRows()
    c0 = time.process_time()

    def decide(obs: dict[str, Any]) -> int:
        act = greedy_action(policy, *inputs(policy, obs))
        if int(np.asarray(obs["action_mask"]).sum()) > 1:
            out.add(obs, act, float("inf"), unmeasured)
        return act

    for k in range(games):
        rng = Rng((seed * 1_000_003 + k) * 11 + 3)
        env, obs = heuristic_seat_game(game_id, enc, rng, k, ANCHOR_BASE * (seed + 1) + k)
        out.play(env, obs, decide)
        if log is not None and (k + 1) % 50 == 0:
            log(f"anchor games {k + 1}/{games}: {len(out)} decisions")
    return out.demos(enc, games, time.process_time() - c0)


def finetune(policy: Policy, rows: Demos, anchor: Demos, epochs: int, seed: int = 0,
             min_gap: float | None = None, lr: float = 1e-3, repeat: int = 1,
             log: Callable[[str], None] | None = None,
             drop_ties: bool = False, distill: float = 0.0) -> tuple[Policy, CloneStats]:
    """A copy of ``policy`` fitted ``epochs`` epochs (:func:`cardtable.rl.imitation.clone`,
    learning rate ``lr``) to the round's ``rows`` (labels at ``min_gap``), each ``repeat``
    times, and the ``anchor`` rows together; ``policy`` itself is left unchanged. With
    ``drop_ties`` the round rows whose measured candidates all scored exactly the pick's
    value are left out (:func:`informative`). With ``distill`` > 0 the anchor rows also pin
    the policy's logits: every legal option's logit minus the pick's is regressed to the
    starting policy's (squared error, weight ``distill``; :func:`anchor_logits`), so the
    fit keeps the margins of its play, not only its argmax, where the round says nothing."""
    from cardtable.rl.rollout_labels import merge

    if repeat < 1:
        raise ValueError(f"finetune: repeat {repeat} must be at least 1")
    if drop_ties:
        rows = _subset(rows, np.flatnonzero(informative(rows)))
    out = copy.deepcopy(policy)
    if distill > 0:
        rows = copy.copy(rows)
        rows.values = np.full(rows.action_mask.shape, np.nan, np.float32)
        anchor = anchor_logits(policy, anchor)
    data = merge([rows] * repeat + ([anchor] if len(anchor) else []))
    stats = clone(out, data, epochs=epochs, lr=lr, seed=seed, min_gap=min_gap, log=log,
                  qcoef=distill, qscale=1.0)
    return out, stats


def anchor_logits(policy: Policy, anchor: Demos, batch: int = 2048) -> Demos:
    """A copy of ``anchor`` whose ``values`` are ``policy``'s logits at the legal options
    (NaN elsewhere): with ``qscale`` 1, :func:`cardtable.rl.imitation.clone`'s regression
    then pulls each option's logit minus the pick's to the policy's own (distillation)."""
    from cardtable.rl.policy import forward, inputs

    vals = np.full(anchor.action_mask.shape, np.nan, np.float32)
    for k in range(0, len(anchor), batch):
        idx = np.arange(k, min(len(anchor), k + batch))
        logits, _v, _c = forward(policy, *inputs(policy, anchor.batch(idx)))
        legal = anchor.action_mask[idx] > 0
        vals[idx] = np.where(legal, logits[:, : legal.shape[1]], np.nan)
    out = copy.copy(anchor)
    out.values = vals
    return out


def informative(rows: Demos) -> npt.NDArray[np.bool_]:
    """Per row, whether some measured candidate scored differently from the heuristic's pick
    (``values``; rows without values count as informative). A true-world label
    (``world="true"``) plays one real position, where the result often does not depend on
    the option: such a tie says nothing about which option is better, while a label of the
    pick would teach the policy to give up its deviations there."""
    if rows.values is None:
        return np.ones(len(rows), bool)
    v = rows.values.astype(np.float64)
    pick = rows.advice.astype(np.float32).argmax(axis=1)
    base = v[np.arange(len(rows)), pick][:, None]
    diff = np.where(np.isnan(v), 0.0, v - np.nan_to_num(base))
    out: npt.NDArray[np.bool_] = np.abs(diff).max(axis=1) > 0
    return out


def _subset(rows: Demos, idx: npt.NDArray[np.int64]) -> Demos:
    """Rows ``idx`` of ``rows`` (every per-row array cut alike)."""

    def cut(a: Any) -> Any:
        return None if a is None else a[idx]

    return Demos(rows.observation[idx], rows.option_features[idx], rows.advice[idx],
                 rows.action_mask[idx], rows.action[idx], rows.outcome[idx], rows.games,
                 rows.seconds, rows.cpu_seconds, cut(rows.gap), cut(rows.values),
                 cut(rows.rollouts))
