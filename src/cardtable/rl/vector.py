"""Batched stepping: N games behind one Gymnasium ``VectorEnv``.

:func:`make_vector_env` builds ``num_envs`` :class:`~cardtable.rl.gym_env.SingleSeatEnv` (one
seat or one side against bots, fast observation path) behind Gymnasium's own vector envs:

* ``processes=False`` — :class:`gymnasium.vector.SyncVectorEnv`: all games in this process,
  stepped one after the other;
* ``processes=True`` — :class:`gymnasium.vector.AsyncVectorEnv`: one worker process per game
  (shared-memory observations).

Both auto-reset in ``SAME_STEP`` mode: when a game ends, the step returns the first
observation of the next game, and ``infos["final_obs"]``/``infos["final_info"]`` carry the
last one. Observations are numpy batches of the single-env dict (``observation``
``[N, obs_size]``, ``option_features`` ``[N, max_options, option_size]``, ``action_mask``
``[N, max_options]``), so a masked policy reads the masks from the batch. Env ``i`` is
seeded ``seed + i`` at the first ``reset(seed=seed)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import gymnasium
from gymnasium.vector import AsyncVectorEnv, AutoresetMode, SyncVectorEnv

from cardtable.rl.gym_env import SingleSeatEnv


def _make(game_id: str, setup: dict[str, Any] | None, kwargs: dict[str, Any]) -> SingleSeatEnv:
    return SingleSeatEnv(game_id, setup, **kwargs)


def make_vector_env(
    game_id: str,
    num_envs: int,
    setup: dict[str, Any] | None = None,
    *,
    processes: bool = False,
    per_env: Sequence[dict[str, Any]] = (),
    **kwargs: Any,
) -> gymnasium.vector.VectorEnv[Any, Any, Any]:
    """``num_envs`` games of ``game_id`` as one vector env (see the module docstring);
    ``kwargs`` go to every :class:`~cardtable.rl.gym_env.SingleSeatEnv`, and env ``i`` also
    gets ``per_env[i % len(per_env)]`` (e.g. different opponents per env)."""
    if num_envs < 1:
        raise ValueError(f"num_envs must be at least 1, got {num_envs}")
    fns: list[Callable[[], gymnasium.Env[Any, Any]]] = [
        partial(_make, game_id, setup,
                {**kwargs, **(per_env[i % len(per_env)] if per_env else {})})
        for i in range(num_envs)
    ]
    if processes:
        return AsyncVectorEnv(fns, autoreset_mode=AutoresetMode.SAME_STEP)
    return SyncVectorEnv(fns, autoreset_mode=AutoresetMode.SAME_STEP)
