"""Evolution strategies on a policy's option bias: tune ``wb`` by playing games, not gradients.

PPO's gradient from ±1 results at the end of long games is very noisy; with a residual policy
(:mod:`cardtable.rl.advice`) the question is only *where to deviate from the advisor*, and the
linear option term ``wb · option_features`` (action kind, hashed form pairs, the named card's
and the target card's features, the advice column) can express simple corrections ("attack a
lower-DEF target", "summon the higher-ATK monster", how strongly to follow the advice).
:func:`es_tune` runs antithetic evolution strategies (OpenAI-ES) on ``wb`` only: each round
draws ``pairs`` Gaussian directions ``ε``, plays ``games`` greedy games with ``wb + σε`` and
the same games (same env seeds: common random numbers) with ``wb − σε`` against the
opponents, and moves ``wb`` by ``lr / pairs · Σ (F+ − F−)/2 · ε`` (``F`` = score per game).
Every round uses new env seeds (``ES_BASE`` + round and pair offsets, far from the evaluation
seeds), so the tuning does not fit a fixed set of deals. Games are cheap next to a search
teacher (a heuristic-vs-policy duel is ~0.01 CPU-s), which is what makes this affordable on a
shared machine. Reproducible from ``seed``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from cardtable.rl.policy import Policy

ES_BASE = 5_000_000
"""Env seeds of the tuning games: ``ES_BASE + 100_000·seed + 1_000·(round·pairs + k)`` …"""


@dataclass
class EsStats:
    """Per round: the mean score of the ± candidates; CPU seconds in all."""

    scores: list[float] = field(default_factory=list)
    games: int = 0
    cpu_seconds: float = 0.0


def es_tune(p: Policy, game_id: str, opponents: str, rounds: int, pairs: int = 4,
            games: int = 100, sigma: float = 0.5, lr: float = 8.0, seed: int = 0,
            log: Callable[[str], None] | None = None) -> EsStats:
    """Tune ``p.wb`` in place (see the module docstring)."""
    from cardtable.rl.ppo import evaluate

    rng = np.random.default_rng(seed)
    theta = p.wb.astype(np.float32).copy()
    stats = EsStats()
    c0 = time.process_time()
    for r in range(rounds):
        step = np.zeros_like(theta)
        mean = 0.0
        for k in range(pairs):
            eps = rng.standard_normal(theta.shape).astype(np.float32)
            base = ES_BASE + 100_000 * seed + 1_000 * (r * pairs + k)
            f = []
            for sign in (1.0, -1.0):
                p.wb = theta + np.float32(sign * sigma) * eps
                f.append(evaluate(p, game_id, opponents, games, base).rate)
            stats.games += 2 * games
            step += np.float32((f[0] - f[1]) / 2.0) * eps
            mean += (f[0] + f[1]) / (2 * pairs)
        theta = theta + np.float32(lr * sigma / pairs) * step
        stats.scores.append(mean)
        if log is not None:
            log(f"es round {r + 1}/{rounds}: mean score of the candidates {mean:.3f} "
                f"({time.process_time() - c0:.0f} CPU-s)")
    p.wb = theta
    stats.cpu_seconds = time.process_time() - c0
    return stats
