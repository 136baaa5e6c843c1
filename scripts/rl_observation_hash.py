"""Hash the RL observations of seeded random episodes: a fingerprint for speed work on rl/.

The RL counterpart of ``scripts/event_log_hash.py``. For each env (``ygo-duel``, ``sgs-3v3``,
``sgs-identity``) it plays ``--episodes`` (default 3) episodes through the PettingZoo AEC env
exactly as ``cardtable bench rl`` does (``include_view=False``: the engines' fast observation
paths, a uniformly random legal action from the mask, drawn from a seeded numpy generator),
and hashes, at every decision, every seat's encoded observation (``observation``,
``option_features`` and ``action_mask``: the float32/int8 bytes), then after every step each
agent's reward, termination and truncation. Every ``VIEW_EVERY``-th decision the acting seat is
also encoded through the view path (``Encoder.encode(..., want_view=True)``), which must give
the same tensors. It prints one SHA-256 per env and one for everything; the same parts are
pinned by ``tests/golden/rl_observation_hash.json`` (``tests/rl/test_observation_fingerprint.py``).

A speed-up of the encoders, the observation accessors or the labels must leave every hash
unchanged. A change of what an observation holds on purpose (a new feature) regenerates the
golden file in the same commit, and the commit message says which feature and why:

    PYTHONPATH=src python scripts/rl_observation_hash.py --json \
        > tests/golden/rl_observation_hash.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

import numpy as np

from cardtable.rl.aec import CardtableAEC

GAMES = ("ygo-duel", "sgs-3v3", "sgs-identity")
VIEW_EVERY = 7
"""Every this many decisions the acting seat's tensors are also taken through the view path."""
MAX_STEPS = 5000
"""Env steps per episode at most (no bench episode comes near it)."""


def _digest_obs(h: Any, obs: dict[str, Any]) -> None:
    for key in ("observation", "option_features", "action_mask"):
        arr = obs[key]
        h.update(f"{key}{arr.shape}{arr.dtype}".encode())
        h.update(np.ascontiguousarray(arr).tobytes())


def game_part(game_id: str, episodes: int, seed: int = 0) -> str:
    """SHA-256 of ``episodes`` random episodes of ``game_id`` (episode ``i`` has seed
    ``seed + i``)."""
    h = hashlib.sha256()
    for i in range(episodes):
        env = CardtableAEC(game_id, include_view=False)
        env.reset(seed=seed + i)
        rng = np.random.default_rng(seed * 1000003 + i)
        enc = env.encoder
        steps = 0
        decisions = 0
        while env.agents and steps < MAX_STEPS:
            agent = env.agent_selection
            if env.terminations[agent] or env.truncations[agent]:
                env.step(None)
                continue
            for a in env.possible_agents:
                _digest_obs(h, env.observe(a))
            seat = env.possible_agents.index(agent)
            if decisions % VIEW_EVERY == 0:
                obs, opts, mask, _view = enc.encode(env.game, seat, want_view=True)
                _digest_obs(h, {"observation": obs, "option_features": opts,
                                "action_mask": mask})
            decisions += 1
            legal = np.flatnonzero(env.observe(agent)["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
            for a in env.possible_agents:
                h.update(repr((a, env.rewards.get(a), env.terminations.get(a),
                               env.truncations.get(a))).encode())
        h.update(f"|{game_id}|{i}|{steps}|{decisions}==\n".encode())
    return h.hexdigest()


def fingerprint(episodes: int = 3) -> dict[str, str]:
    """Every env's hash and the total (``TOTAL``), in a fixed order."""
    out: dict[str, str] = {}
    total = hashlib.sha256()
    for game_id in GAMES:
        d = game_part(game_id, episodes)
        out[game_id] = d
        total.update(d.encode())
    out["TOTAL"] = total.hexdigest()
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the env hashes and the overall hash (or, with ``--json``, the golden file)."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--episodes", type=int, default=3, help="random episodes per env")
    ap.add_argument("--json", action="store_true", help="print the golden-file JSON")
    a = ap.parse_args(argv)
    hashes = fingerprint(a.episodes)
    if a.json:
        print(json.dumps({"episodes": a.episodes, "hashes": hashes}, indent=2))
        return 0
    for k, v in hashes.items():
        print(f"{k:20s} {v}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
