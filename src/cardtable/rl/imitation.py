"""Behaviour cloning: record a teacher bot's decisions, then fit the numpy policy to them.

The sample-efficient start of a trained baseline (``cardtable train --teacher``): a strong but
slow teacher (``ismcts-pi4``, ``ismcts-pi``: search over the heuristic, 0.63–0.67 against it)
plays the learner's seat(s) against the training opponents in the same harness as PPO
(:func:`cardtable.rl.ppo.seatings`), and every decision it takes is recorded as a
:class:`Demos` row (the learner's observation, option features, advice, mask, the teacher's
option, the game's final result for the learner and, for a searching teacher, the value gap
between its option and the heuristic's pick). :func:`clone` then minimises the
cross-entropy of the teacher's options (and the squared error of the value head to the final
result), which gives PPO fine-tuning a policy that already plays like the teacher where the
small network can represent it. With ``min_gap`` a deviation from the advisor's pick counts
only when the search valued it more than ``min_gap`` above the pick (searches with few playouts
deviate on near-ties, which is noise a network cannot learn); other rows are labelled with
the advisor's pick.

Everything is reproducible from the seed: episode ``k`` of a collection resets the env with
seed ``base + k`` (``base`` derived from the seed, far from the evaluation seeds), the teacher
is seeded from the seed, and :func:`clone` shuffles with a seeded generator.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from cardtable.rl.policy import Adam, Policy, backward, forward, inputs, log_softmax

COLLECT_BASE = 1_000_000
"""Env reset seeds of a collection: ``COLLECT_BASE * (seed + 1) + k`` for episode ``k``."""


@dataclass
class Demos:
    """Recorded teacher decisions (row ``i`` = one decision of the learner's seat(s))."""

    observation: npt.NDArray[np.float32]
    option_features: npt.NDArray[np.float32]
    advice: npt.NDArray[np.float32]
    action_mask: npt.NDArray[np.int8]
    action: npt.NDArray[np.int64]
    outcome: npt.NDArray[np.float32]
    games: int
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    gap: npt.NDArray[np.float32] | None = None
    """Per row, the teacher's ``last_gap`` (its option's searched value minus the heuristic
    pick's); ``None`` for a teacher that does not report one."""

    values: npt.NDArray[np.float32] | None = None
    """Per row and option, the option's measured value for the learner where one was measured
    (:mod:`cardtable.rl.rollout_labels`: mean rollout result of each candidate), NaN
    elsewhere; ``None`` when the source measures none."""

    rollouts: npt.NDArray[np.int32] | None = None
    """Per row, the paired rollouts behind its ``gap`` (refined labels,
    :func:`cardtable.rl.rollout_labels.collect_refined`); ``None`` for other sources."""

    def __len__(self) -> int:
        return len(self.action)

    def batch(self, idx: npt.NDArray[Any]) -> dict[str, Any]:
        """Rows ``idx`` as an observation dict (float32)."""
        return {"observation": self.observation[idx].astype(np.float32),
                "option_features": self.option_features[idx].astype(np.float32),
                "advice": self.advice[idx].astype(np.float32),
                "action_mask": self.action_mask[idx]}

    def agreement(self) -> float:
        """Share of rows where the teacher played the advisor's pick."""
        if not len(self):
            return 0.0
        return float((self.advice[np.arange(len(self)), self.action] > 0).mean())

    def save(self, path: str | Path) -> None:
        """Write a compressed ``.npz`` (float16 features)."""
        arrays: dict[str, npt.NDArray[Any]] = {
            "observation": self.observation.astype(np.float16),
            "option_features": self.option_features.astype(np.float16),
            "advice": self.advice.astype(np.float16), "action_mask": self.action_mask,
            "action": self.action, "outcome": self.outcome,
            "info": np.array([self.games, self.seconds, self.cpu_seconds], np.float64)}
        if self.gap is not None:
            arrays["gap"] = self.gap
        if self.values is not None:
            arrays["values"] = self.values.astype(np.float32)
        if self.rollouts is not None:
            arrays["rollouts"] = self.rollouts.astype(np.int32)
        np.savez_compressed(path, **arrays)  # type: ignore[arg-type]

    @staticmethod
    def load(path: str | Path) -> Demos:
        """Read a file written by :meth:`save`."""
        with np.load(path, allow_pickle=False) as z:
            info = z["info"]
            return Demos(z["observation"], z["option_features"], z["advice"],
                         z["action_mask"], z["action"], z["outcome"], int(info[0]),
                         float(info[1]), float(info[2]),
                         z["gap"] if "gap" in z.files else None,
                         z["values"] if "values" in z.files else None,
                         z["rollouts"] if "rollouts" in z.files else None)

    def labels(self, min_gap: float | None = None) -> npt.NDArray[np.int64]:
        """The option each row is cloned to: the teacher's, except (with ``min_gap``) where it
        deviates from the advisor's pick by a searched value gap of at most ``min_gap``."""
        if min_gap is None or self.gap is None:
            return self.action
        adv = self.advice.astype(np.float32)
        has = adv.max(axis=1) > 0
        keep = (self.gap > min_gap) | ~has
        out: npt.NDArray[np.int64] = np.where(keep, self.action, adv.argmax(axis=1))
        return out


def collect(game_id: str, teacher: str, opponents: str, games: int, seed: int = 0,
            advisor: str = "", log: Callable[[str], None] | None = None) -> Demos:
    """``games`` games of ``teacher`` in the learner's seat(s) against ``opponents`` (bot
    names, comma-separated), every teacher decision recorded; game ``k`` plays the
    ``k % n``-th of the (opponent, seating) pairs."""
    from cardtable.bots.base import make_bot
    from cardtable.rl.gym_env import SingleSeatEnv
    from cardtable.rl.ppo import seatings

    if teacher.startswith("ismcts"):
        import cardtable.bots.ismcts  # noqa: F401  (registers the ismcts-* names)
    names = [o.strip() for o in opponents.split(",") if o.strip()] or ["random"]
    seats = seatings(game_id)
    envs = [SingleSeatEnv(game_id, opponents=names[i % len(names)], advisor=advisor or None,
                          **seats[i % len(seats)])
            for i in range(len(names) * len(seats))]
    bot = make_bot(teacher, seed)
    rows: list[tuple[Any, ...]] = []
    gaps: list[float] = []
    outcomes: list[float] = []
    t0, c0 = time.perf_counter(), time.process_time()
    for k in range(games):
        env = envs[k % len(envs)]
        obs, _ = env.reset(seed=COLLECT_BASE * (seed + 1) + k)
        start = len(rows)
        while True:
            dec = env.game.pending()
            assert dec is not None
            a = bot.choose(env.game, dec)
            gaps.append(float(getattr(bot, "last_gap", 0.0)))
            adv = obs.get("advice", np.zeros_like(obs["action_mask"], dtype=np.float32))
            rows.append((obs["observation"], obs["option_features"], adv, obs["action_mask"], a))
            obs, rew, term, trunc, _ = env.step(a)
            if term or trunc:
                outcomes.extend([float(rew)] * (len(rows) - start))
                break
        if log is not None and (k + 1) % 10 == 0:
            wins = sum(1 for i in range(len(outcomes)) if outcomes[i] > 0)
            log(f"teacher games {k + 1}/{games} decisions {len(rows)} "
                f"(win share of decisions {wins / max(1, len(outcomes)):.2f}, "
                f"{time.process_time() - c0:.0f} CPU-s)")
    width = max(int(r[3].sum()) for r in rows) if rows else 1
    return Demos(
        observation=np.stack([r[0] for r in rows]).astype(np.float16),
        option_features=np.stack([r[1][:width] for r in rows]).astype(np.float16),
        advice=np.stack([r[2][:width] for r in rows]).astype(np.float16),
        action_mask=np.stack([r[3][:width] for r in rows]).astype(np.int8),
        action=np.array([r[4] for r in rows], np.int64),
        outcome=np.array(outcomes, np.float32), games=games,
        seconds=time.perf_counter() - t0, cpu_seconds=time.process_time() - c0,
        gap=np.array(gaps, np.float32) if hasattr(bot, "last_gap") else None)


@dataclass
class CloneStats:
    """Fit of :func:`clone`: the teacher's option predicted (greedy) and the loss, per epoch."""

    accuracy: list[float]
    loss: list[float]
    cpu_seconds: float


def clone(p: Policy, demos: Demos, epochs: int = 4, lr: float = 1e-3, minibatch: int = 256,
          seed: int = 0, vcoef: float = 0.25, min_gap: float | None = None,
          log: Callable[[str], None] | None = None, qcoef: float = 0.0,
          qscale: float = 8.0) -> CloneStats:
    """Fit ``p`` in place to the options of ``demos.labels(min_gap)`` (cross-entropy) and its
    value head to the final results (squared error, weight ``vcoef``). With ``qcoef`` and
    measured option values (``demos.values``, rollout labels), also regress each measured
    option's logit minus the advisor pick's logit to ``qscale`` times its value minus the
    pick's (squared error, weight ``qcoef``): every played-out alternative teaches how much
    worse or better it is, not only the best one."""
    labels = demos.labels(min_gap)
    qvals = demos.values if qcoef > 0 else None
    picks = demos.advice.astype(np.float32).argmax(axis=1)
    rng = np.random.default_rng(seed)
    opt = Adam(p, lr, clip=1.0)
    n = len(demos)
    stats = CloneStats([], [], 0.0)
    c0 = time.process_time()
    for ep in range(epochs):
        order = rng.permutation(n)
        hit = 0
        total = 0.0
        for k in range(0, n, minibatch):
            idx = order[k : k + minibatch]
            b = len(idx)
            o, f, m = inputs(p, demos.batch(idx))
            logits, value, cache = forward(p, o, f, m)
            logp = log_softmax(logits)
            prob = np.exp(logp) * (m > 0)
            a = labels[idx]
            hit += int((logits.argmax(axis=1) == a).sum())
            total += float(-logp[np.arange(b), a].sum())
            onehot = np.zeros_like(logits)
            onehot[np.arange(b), a] = 1.0
            dlogits = (prob - onehot) / b
            if qvals is not None:
                dlogits += _q_gradient(logits, qvals[idx, : logits.shape[1]], picks[idx],
                                       qcoef, qscale)
            dvalue = 2.0 * vcoef * (value - demos.outcome[idx]) / b
            opt.step(p, backward(p, cache, dlogits.astype(np.float32),
                                 dvalue.astype(np.float32)))
        stats.accuracy.append(hit / max(1, n))
        stats.loss.append(total / max(1, n))
        if log is not None:
            log(f"clone epoch {ep + 1}/{epochs}: loss {stats.loss[-1]:.3f} "
                f"teacher option predicted {stats.accuracy[-1]:.3f}")
    stats.cpu_seconds = time.process_time() - c0
    return stats


def _q_gradient(logits: npt.NDArray[np.float32], values: npt.NDArray[np.float32],
                picks: npt.NDArray[Any], qcoef: float,
                qscale: float) -> npt.NDArray[np.float32]:
    """Gradient of ``qcoef · mean over measured (row, option ≠ pick) of ((logit − logit_pick)
    − qscale · (value − value_pick))²`` with respect to the logits."""
    b = len(picks)
    rows = np.arange(b)
    measured = ~np.isnan(values)
    measured[rows, picks] = False
    pick_v = np.nan_to_num(values[rows, picks])
    target = qscale * (np.nan_to_num(values) - pick_v[:, None])
    resid = np.where(measured, logits - logits[rows, picks][:, None] - target, 0.0)
    count = max(1, int(measured.sum()))
    g = 2.0 * qcoef * resid / count
    out = g.astype(np.float32)
    out[rows, picks] -= g.sum(axis=1).astype(np.float32)
    return out
