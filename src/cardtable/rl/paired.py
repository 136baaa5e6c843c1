"""Paired evaluation of a residual policy against its own advisor's play (the heuristic
mirror): both play the same games, so the difference of their scores has a much smaller
error than two independent scores.

Game ``k`` is set up exactly as :func:`cardtable.rl.ppo.evaluate` sets it up (seating
``k mod n``, env reset seed ``seed + k``), once with the policy's greedy option and once with
the advisor's pick at every learner decision; games in which the policy never leaves the pick
are identical. The per-game difference of the two results (in score units, ±1 → ±0.5) gives
the paired gain and its standard error (≈ 0.008 on 1,000 ``ygo-duel`` deals where the policy
deviates about once every two games, against ≈ 0.022 for one unpaired 400-game score).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from cardtable.rl.policy import Policy


class PairedScore(NamedTuple):
    """A policy and the heuristic mirror on the same games."""

    policy: npt.NDArray[np.float64]
    """Per game, the policy's result (+1 win, -1 loss, 0 draw)."""
    mirror: npt.NDArray[np.float64]
    """Per game, the mirror's result on the same game."""
    deviations: npt.NDArray[np.int64]
    """Per game, the policy's decisions that were not the advisor's pick."""
    decisions: int
    """The policy's decisions in all games."""

    @property
    def score(self) -> float:
        """The policy's score (wins + draws/2 per game)."""
        return float((self.policy.mean() + 1.0) / 2.0)

    @property
    def mirror_score(self) -> float:
        """The mirror's score on the same games."""
        return float((self.mirror.mean() + 1.0) / 2.0)

    @property
    def gain(self) -> float:
        """Score of the policy minus the mirror's."""
        return float(((self.policy - self.mirror) / 2.0).mean())

    @property
    def stderr(self) -> float:
        """Standard error of :attr:`gain`."""
        d = (self.policy - self.mirror) / 2.0
        return float(d.std(ddof=1) / np.sqrt(len(d))) if len(d) > 1 else 0.0


def play(game_id: str, opponents: str, games: int, seed: int, advisor: str,
         policy: Policy | None) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.int64], int]:
    """Per-game results, per-game deviations and the decision count of ``policy`` (its
    greedy option) or, with ``None``, of the advisor's pick, over the games of
    :func:`cardtable.rl.ppo.evaluate`."""
    from cardtable.bots.ppo import greedy_action
    from cardtable.rl.gym_env import SingleSeatEnv
    from cardtable.rl.policy import inputs
    from cardtable.rl.ppo import seatings

    envs = [SingleSeatEnv(game_id, opponents=opponents, advisor=advisor, **s)
            for s in seatings(game_id)]
    res = np.zeros(games)
    dev = np.zeros(games, np.int64)
    decisions = 0
    for k in range(games):
        env = envs[k % len(envs)]
        obs: dict[str, Any]
        obs, _ = env.reset(seed=seed + k)
        while True:
            pick = int(np.argmax(obs["advice"]))
            a = pick if policy is None else greedy_action(policy, *inputs(policy, obs))
            dev[k] += a != pick
            decisions += 1
            obs, rew, term, trunc, _ = env.step(a)
            if term or trunc:
                res[k] = float(rew)
                break
    return res, dev, decisions


def paired_evaluate(policy: Policy, game_id: str, opponents: str, games: int,
                    seed: int = 10_000) -> PairedScore:
    """``policy`` (a residual policy: ``meta["advisor"]`` names its advisor bot) and the
    advisor's own play on the same ``games`` games against ``opponents`` (module
    docstring)."""
    advisor = policy.meta.get("advisor")
    if not advisor:
        raise ValueError("paired_evaluate compares a residual policy with its advisor: "
                         "the policy's meta names no advisor")
    mirror, _d, _n = play(game_id, opponents, games, seed, str(advisor), None)
    res, dev, n = play(game_id, opponents, games, seed, str(advisor), policy)
    return PairedScore(res, mirror, dev, n)
