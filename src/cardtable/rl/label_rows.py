"""The rows of a label pass as it plays its games: one accumulator for every pass that plays
a learner's games and keeps some of its decisions (rollout labels, refinement and every-option
measurements, anchor rows).

A pass makes one :class:`LabelRows`, plays each game with :meth:`LabelRows.play` — which
asks a ``decide(obs)`` callback for the option to play at every learner observation (the
callback may :meth:`~LabelRows.add` a row for that observation) and, when the game ends,
gives every row added during it the game's final reward as its ``outcome`` — and turns the
rows into a :class:`~cardtable.rl.imitation.Demos` with :meth:`LabelRows.demos`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from cardtable.rl.imitation import Demos

F32 = npt.NDArray[np.float32]

Decide = Callable[[dict[str, Any]], int]
"""At one learner observation: the option to play (it may add a row for the observation)."""


class LabelRows:
    """Rows ``(observation, option features, advice, mask, action)`` with each row's
    ``gap``, ``values`` (one per option, NaN where unmeasured), optional rollout count and
    the final reward of the game it came from."""

    def __init__(self, counted: bool = False) -> None:
        self.rows: list[tuple[Any, ...]] = []
        self.gaps: list[float] = []
        self.values: list[F32] = []
        self.counts: list[int] | None = [] if counted else None
        self.outcomes: list[float] = []

    def __len__(self) -> int:
        return len(self.rows)

    def add(self, obs: dict[str, Any], action: int, gap: float, values: F32,
            count: int = 0) -> None:
        """One row for the observation ``obs``: its label ``action``, ``gap`` and per-option
        ``values`` (and, for a counted pass, the rollouts it took)."""
        self.rows.append((obs["observation"], obs["option_features"], obs["advice"],
                          obs["action_mask"], action))
        self.gaps.append(gap)
        self.values.append(values)
        if self.counts is not None:
            self.counts.append(count)

    def play(self, env: Any, obs: dict[str, Any], decide: Decide) -> None:
        """Play ``env`` from ``obs`` to the end, the learner answering ``decide(obs)`` at each
        of its observations; every row added meanwhile gets the game's final reward."""
        start = len(self.rows)
        while True:
            obs, rew, term, trunc, _ = env.step(decide(obs))
            if term or trunc:
                self.outcomes.extend([float(rew)] * (len(self.rows) - start))
                return

    def demos(self, enc: Any, games: int, cpu: float) -> Demos:
        """The rows as one :class:`Demos` (empty arrays of the encoder ``enc``'s sizes when
        there are none); ``games`` and ``cpu`` are recorded."""
        rows = self.rows
        m = enc.max_options
        return Demos(
            observation=np.stack([r[0] for r in rows]).astype(np.float16) if rows
            else np.zeros((0, enc.obs_size), np.float16),
            option_features=np.stack([r[1] for r in rows]).astype(np.float16) if rows
            else np.zeros((0, m, enc.option_size), np.float16),
            advice=np.stack([r[2] for r in rows]).astype(np.float16) if rows
            else np.zeros((0, m), np.float16),
            action_mask=np.stack([r[3] for r in rows]).astype(np.int8) if rows
            else np.zeros((0, m), np.int8),
            action=np.array([r[4] for r in rows], np.int64),
            outcome=np.array(self.outcomes, np.float32), games=games, seconds=cpu,
            cpu_seconds=cpu, gap=np.array(self.gaps, np.float32),
            values=np.stack(self.values) if self.values else np.zeros((0, m), np.float32),
            rollouts=None if self.counts is None else np.array(self.counts, np.int32))
