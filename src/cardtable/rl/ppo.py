"""Masked PPO on a vector env with the numpy policy of :mod:`cardtable.rl.policy` (CPU only).

:func:`train` collects ``rollout`` steps from each of ``num_envs`` games
(:func:`cardtable.rl.vector.make_vector_env`: the learner's seat — or whole 3v3 side — against
bots, per-episode variety), computes GAE advantages from the terminal rewards, and runs
``epochs`` of clipped-PPO minibatch updates (value loss, entropy bonus, Adam, gradient clipping).
Everything random comes from ``seed`` (weights, env seeds, action sampling, minibatch order), so
a run is reproducible on the same machine. :func:`evaluate` plays greedy games against bots
and reports the score with a 95% Wilson interval.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from cardtable.rl.gym_env import SingleSeatEnv
from cardtable.rl.policy import (
    Adam,
    Policy,
    backward,
    forward,
    init_policy,
    inputs,
    log_softmax,
)
from cardtable.rl.vector import make_vector_env

#: How the learner sits in each trainable environment (SingleSeatEnv arguments): env ``i``
#: of a run (and game ``k`` of an evaluation) takes the ``i % n``-th (``k % n``-th) seating.
#: 3v3 alternates the two sides: a heuristic mirror with the learner always on side 0 (seats
#: 0-2) scores 0.605 over 200 games (side 1: 0.395), so a fixed side would flatter the learner.
SEATINGS: dict[str, tuple[dict[str, Any], ...]] = {
    "ygo-duel": ({"seat": "random", "variety": True},),
    "sgs-3v3": ({"side": 0}, {"side": 1}),
}


def seatings(game_id: str) -> tuple[dict[str, Any], ...]:
    """The seatings of :data:`SEATINGS` for ``game_id`` (one seat 0 by default)."""
    return SEATINGS.get(game_id, ({},))


#: The heuristic bot of each environment.
HEURISTIC = {"ygo-duel": "ygo-heuristic", "sgs-3v3": "sgs-heuristic"}


@dataclass
class PpoConfig:
    """Settings of a training run (defaults sized for a shared 2-core machine)."""

    game_id: str = "ygo-duel"
    opponents: str = "random"
    """Bot names, comma-separated: env ``i`` plays against the ``i % k``-th."""
    total_steps: int = 200_000
    max_seconds: float = 600.0
    num_envs: int = 8
    rollout: int = 128
    epochs: int = 3
    minibatch: int = 512
    lr: float = 5e-4
    gamma: float = 0.997
    lam: float = 0.95
    clip: float = 0.2
    vcoef: float = 0.5
    ecoef: float = 0.01
    hidden: int = 128
    embed: int = 64
    seed: int = 0
    advisor: str = ""
    """A bot whose pick the policy reads as an extra option column (a residual policy,
    :mod:`cardtable.rl.advice`); empty: none."""
    advice_weight: float = 4.0
    """Initial weight of the advice column (a fresh residual policy plays like the advisor)."""


@dataclass
class TrainStats:
    """What a run did: steps, episodes, seconds (wall and CPU), and the mean episode return of
    each rollout."""

    steps: int = 0
    episodes: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    returns: list[float] = field(default_factory=list)


def policy_meta(game_id: str, obs_size: int, option_size: int, max_options: int,
                advisor: str = "") -> dict[str, Any]:
    """What a policy's weights were made for (checked by the ``ppo`` bot)."""
    return {"game_id": game_id, "obs_size": obs_size, "option_size": option_size,
            "max_options": max_options, "advisor": advisor}


def _sample(logits: np.ndarray[Any, Any], rng: np.random.Generator) -> np.ndarray[Any, Any]:
    """One action per row from the masked logits (Gumbel-max)."""
    g = rng.gumbel(size=logits.shape).astype(np.float32)
    return np.asarray((logits + g).argmax(axis=1))


def train(cfg: PpoConfig, log: Callable[[str], None] | None = None,
          policy: Policy | None = None) -> tuple[Policy, TrainStats]:
    """Train a policy with masked PPO (see the module docstring)."""
    rng = np.random.default_rng(cfg.seed)
    names = [o.strip() for o in cfg.opponents.split(",") if o.strip()]
    if policy is not None and (policy.meta.get("advisor") or "") != cfg.advisor:
        raise ValueError(f"the initial policy's advisor {policy.meta.get('advisor')!r} is not "
                         f"the run's {cfg.advisor!r}")
    per_env = [{"opponents": names[i % len(names)], **seats[i % len(seats)]}
               for seats in [seatings(cfg.game_id)]
               for i in range(math.lcm(len(names), len(seats)))]
    env = make_vector_env(cfg.game_id, cfg.num_envs, per_env=per_env,
                          advisor=cfg.advisor or None)
    sobs: Any = env.single_observation_space
    obs_size = sobs["observation"].shape[0]
    max_opt, opt_size = sobs["option_features"].shape
    in_size = opt_size + (1 if cfg.advisor else 0)
    p = policy or init_policy(obs_size, in_size, cfg.hidden, cfg.embed, cfg.seed,
                              cfg.advice_weight if cfg.advisor else 0.0)
    in_size = p.Wo.shape[1]  # a given policy may append option extras (meta["option_extras"])
    p.meta = {**p.meta, **policy_meta(cfg.game_id, obs_size, opt_size, max_opt, cfg.advisor),
              "config": asdict(cfg)}
    opt = Adam(p, cfg.lr)
    stats = TrainStats()
    t0, c0 = time.perf_counter(), time.process_time()
    obs, _ = env.reset(seed=cfg.seed)
    n, T = cfg.num_envs, cfg.rollout
    ep_ret = np.zeros(n, np.float32)
    try:
        while stats.steps < cfg.total_steps and time.perf_counter() - t0 < cfg.max_seconds:
            b_obs = np.zeros((T, n, obs_size), np.float32)
            b_opt = np.zeros((T, n, max_opt, in_size), np.float32)
            b_mask = np.zeros((T, n, max_opt), np.int8)
            b_act = np.zeros((T, n), np.int64)
            b_logp = np.zeros((T, n), np.float32)
            b_val = np.zeros((T, n), np.float32)
            b_rew = np.zeros((T, n), np.float32)
            b_done = np.zeros((T, n), np.float32)
            finished: list[float] = []
            for t in range(T):
                o, f, m = inputs(p, obs)
                logits, value, _c = forward(p, o, f, m)
                act = _sample(logits, rng)
                lp = log_softmax(logits)[np.arange(n), act]
                b_obs[t], b_opt[t], b_mask[t] = o, f, m
                b_act[t], b_logp[t], b_val[t] = act, lp, value
                obs, rew, term, trunc, _info = env.step(act)
                done = term | trunc
                b_rew[t], b_done[t] = rew, done
                ep_ret += rew
                for i in np.flatnonzero(done):
                    finished.append(float(ep_ret[i]))
                    ep_ret[i] = 0.0
            _l, last_v, _c = forward(p, *inputs(p, obs))
            adv = np.zeros((T, n), np.float32)
            gae = np.zeros(n, np.float32)
            for t in reversed(range(T)):
                nxt = last_v if t == T - 1 else b_val[t + 1]
                nonterm = 1.0 - b_done[t]
                delta = b_rew[t] + cfg.gamma * nxt * nonterm - b_val[t]
                gae = delta + cfg.gamma * cfg.lam * nonterm * gae
                adv[t] = gae
            ret = adv + b_val
            _update(p, opt, cfg, rng, b_obs.reshape(T * n, obs_size),
                    b_opt.reshape(T * n, max_opt, in_size), b_mask.reshape(T * n, max_opt),
                    b_act.reshape(-1), b_logp.reshape(-1), adv.reshape(-1), ret.reshape(-1))
            stats.steps += T * n
            stats.episodes += len(finished)
            mean = float(np.mean(finished)) if finished else float("nan")
            stats.returns.append(mean)
            if log is not None:
                log(f"steps {stats.steps} episodes {stats.episodes} mean return {mean:+.3f} "
                    f"({time.perf_counter() - t0:.0f} s)")
    finally:
        env.close()
    stats.seconds = time.perf_counter() - t0
    stats.cpu_seconds = time.process_time() - c0
    p.meta["trained_steps"] = stats.steps
    return p, stats


def _update(p: Policy, opt: Adam, cfg: PpoConfig, rng: np.random.Generator,
            obs: np.ndarray[Any, Any], opts: np.ndarray[Any, Any], mask: np.ndarray[Any, Any],
            act: np.ndarray[Any, Any], old_logp: np.ndarray[Any, Any],
            adv: np.ndarray[Any, Any], ret: np.ndarray[Any, Any]) -> None:
    size = len(act)
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    for _ in range(cfg.epochs):
        order = rng.permutation(size)
        for k in range(0, size, cfg.minibatch):
            idx = order[k : k + cfg.minibatch]
            b = len(idx)
            logits, value, cache = forward(p, obs[idx], opts[idx], mask[idx])
            logp_all = log_softmax(logits)
            prob = np.exp(logp_all) * (mask[idx] > 0)
            a = act[idx]
            logp = logp_all[np.arange(b), a]
            ratio = np.exp(logp - old_logp[idx])
            A = adv[idx]
            unclipped = np.where(A >= 0, ratio < 1 + cfg.clip, ratio > 1 - cfg.clip)
            dlogp = np.where(unclipped, -A * ratio, 0.0) / b
            onehot = np.zeros_like(logits)
            onehot[np.arange(b), a] = 1.0
            dlogits = dlogp[:, None] * (onehot - prob)
            plogp = np.where(mask[idx] > 0, prob * logp_all, 0.0)
            ent = -plogp.sum(axis=1)
            dlogits += cfg.ecoef / b * (plogp + prob * ent[:, None])
            dvalue = 2.0 * cfg.vcoef * (value - ret[idx]) / b
            opt.step(p, backward(p, cache, dlogits.astype(np.float32),
                                 dvalue.astype(np.float32)))


@dataclass(frozen=True)
class Score:
    """Results of an evaluation from the learner's point of view."""

    wins: int
    losses: int
    draws: int

    @property
    def games(self) -> int:
        """Games played."""
        return self.wins + self.losses + self.draws

    @property
    def rate(self) -> float:
        """Score: wins plus half the draws, per game."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """95% Wilson score interval of :attr:`rate`."""
        n = self.games
        if n == 0:
            return (0.0, 1.0)
        ph = self.rate
        d = 1 + z * z / n
        c = (ph + z * z / (2 * n)) / d
        h = z * math.sqrt(ph * (1 - ph) / n + z * z / (4 * n * n)) / d
        return (max(0.0, c - h), min(1.0, c + h))


def evaluate(p: Policy, game_id: str, opponents: str, games: int, seed: int = 10_000) -> Score:
    """``games`` greedy games of ``p`` against ``opponents``; game ``k`` takes the ``k % n``-th
    of the :func:`seatings` (3v3: sides 0 and 1 in turn) and resets its env with seed
    ``seed + k``."""
    from cardtable.bots.ppo import greedy_action

    envs = [SingleSeatEnv(game_id, opponents=opponents, advisor=p.meta.get("advisor") or None,
                          **seats) for seats in seatings(game_id)]
    w = lo = d = 0
    for k in range(games):
        env = envs[k % len(envs)]
        obs, _ = env.reset(seed=seed + k)
        while True:
            a = greedy_action(p, *inputs(p, obs))
            obs, rew, term, trunc, _ = env.step(a)
            if term or trunc:
                r = float(rew)
                w += r > 0
                lo += r < 0
                d += r == 0
                break
    return Score(w, lo, d)
