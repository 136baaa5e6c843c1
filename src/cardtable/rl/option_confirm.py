"""Confirmation of every-option candidates: the options an every-option scan
(:mod:`cardtable.rl.all_options`) found better than the heuristic's pick, measured again in
many fresh real worlds.

A scan measures every option of a decision in a few worlds (4), and the best of several noisy
measures is biased upward (the winner's curse): most of its "better" options are worlds where
the option changed the course of the game by chance. Confirmation keeps the scan as a search
for candidates and re-measures each candidate — a scanned row whose best option beats the pick
by at least ``min_gap`` — against the pick alone in ``confirm_worlds`` new true worlds (the
real hidden cards, a fresh RNG; the policy playing on), with a generator of its own per row,
so the confirmed gap is an unbiased estimate of what that option is worth there. A true
world keeps the real hidden cards, so its confirmation removes the noise of future draws but
not that of the hidden cards (an option that wins because of the opponent's actual hand wins
again in every reseeded copy); ``world="redeal"`` confirms in re-deals of what the acting seat
cannot see instead, which average over the hidden cards.

The scan's games are replayed exactly (same deals, the policy's greedy play, the same
sampling coins; the scan's own world draws are skipped, not played), so the ``j``-th sampled
decision is the scanned chunk's row ``j`` — checked against the stored observation.

Rows (a :class:`~cardtable.rl.imitation.Demos`): one per candidate, ``values`` 0 at the pick
and the confirmed gap at the candidate (NaN elsewhere), ``action`` the candidate where its
confirmed gap is positive and the pick otherwise, ``gap`` the confirmed gap, ``rollouts`` the
confirmation's worlds.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from cardtable.core.rng import Rng
from cardtable.rl.imitation import Demos
from cardtable.rl.policy import Policy

CONFIRM_SALT = 0x5EED_C0F1
"""Mixed into each candidate's generator seed (other numbers than the scan's)."""


class ConfirmStats(NamedTuple):
    """What one :func:`confirm_all` pass did."""

    games: int
    candidates: int
    """Scanned rows at or above ``min_gap`` (each re-measured)."""
    confirmed: int
    """Of them, with a positive confirmed gap."""
    cpu_seconds: float


def row_rng(seed: int, game: int, row: int) -> Rng:
    """The generator of a candidate's confirmation (game ``game``, the game's ``row``-th
    sampled decision): a function of the three numbers only."""
    return Rng(((seed * 1_000_003 + game) * 1_000_033 + row) ^ CONFIRM_SALT)


def confirm_all(game_id: str, first: int, stop: int, policy: Policy, scanned: Demos,
                seed: int = 0, worlds: int = 4, prob: float = 0.25, min_gap: float = 1.0,
                confirm_worlds: int = 24, world: str = "true") -> tuple[Demos, ConfirmStats]:
    """The candidates of ``scanned`` — :func:`cardtable.rl.all_options.collect_all`'s rows
    of games ``first … stop-1`` with these ``seed``, ``worlds`` and ``prob``, played by
    ``policy`` — confirmed (module docstring) in ``confirm_worlds`` worlds of kind ``world``
    (``"true"``, or ``"redeal"``: re-deals of what the acting seat cannot see, which also
    average over the hidden cards; :func:`~cardtable.rl.all_options.measure_all`; a
    position that cannot be re-dealt is left out). Raises :class:`ValueError` when the
    replay does not meet the scanned rows (another policy, other settings or other
    games)."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.all_options import (
        ALL_OPTIONS_SEED_STEP,
        measure_all,
        sample_threshold,
        scan_step,
        skip_measurement,
    )
    from cardtable.rl.label_rows import LabelRows
    from cardtable.rl.ppo import HEURISTIC
    from cardtable.rl.rollout_labels import refined_game
    from cardtable.sgs.determinize import DeterminizeError

    heuristic = HEURISTIC[game_id]
    adapter = adapter_for(game_id)
    enc = adapter.encoder()
    m = enc.max_options
    try:
        threshold = sample_threshold(prob)
    except ValueError as exc:
        raise ValueError(f"confirm_all: {exc}") from None
    out = LabelRows(counted=True)
    tally = {"row": 0, "candidates": 0, "confirmed": 0}
    c0 = time.process_time()
    for k in range(first, stop):
        env, obs, rng = refined_game(game_id, seed + ALL_OPTIONS_SEED_STEP, k, enc)
        in_game = [0]

        def decide(obs: dict[str, Any], env: Any = env, rng: Rng = rng, k: int = k,
                   in_game: list[int] = in_game) -> int:
            step = scan_step(policy, env.game, obs, rng, threshold)
            pick = step.pick
            if step.sampled:
                skip_measurement(rng, worlds)  # the scan's own worlds, not played again
                j = tally["row"]
                tally["row"] += 1
                if j >= len(scanned) or not np.array_equal(
                        np.asarray(obs["observation"], np.float16), scanned.observation[j]):
                    raise ValueError(f"confirm_all: game {k} does not replay the scanned row "
                                     f"{j} (another policy, other settings or other games?)")
                assert scanned.gap is not None
                best = int(scanned.action[j])
                if float(scanned.gap[j]) >= min_gap and best != pick:
                    tally["candidates"] += 1
                    try:
                        og = measure_all(env.game, pick, [pick, best], m,
                                         row_rng(seed, k, in_game[0]), heuristic,
                                         adapter.max_steps, confirm_worlds, policy,
                                         sorted(env.seats), world)
                    except DeterminizeError:  # cannot be re-dealt: no confirmation
                        pass
                    else:
                        gap = float(og.gaps[best])
                        tally["confirmed"] += gap > 0
                        out.add(obs, best if gap > 0 else pick, gap, og.gaps, og.worlds)
                in_game[0] += 1
            return step.greedy

        out.play(env, obs, decide)
    if tally["row"] != len(scanned):
        raise ValueError(f"confirm_all: the replay sampled {tally['row']} decisions, the scan "
                         f"holds {len(scanned)} rows")
    cpu = time.process_time() - c0
    return out.demos(enc, stop - first, cpu), ConfirmStats(
        stop - first, tally["candidates"], tally["confirmed"], cpu)


def confirm_chunks(game_id: str, games: int, scan_directory: Path, directory: Path,
                   policy: Policy, seed: int = 0, worlds: int = 4, prob: float = 0.25,
                   min_gap: float = 1.0, confirm_worlds: int = 24, chunk: int = 10,
                   log: Callable[[str], None] | None = None, world: str = "true") -> Demos:
    """:func:`confirm_all` over the scan's chunks (``scan_directory``, made by
    :func:`cardtable.rl.all_options.all_options_chunks` with the same settings and chunk
    size; a missing scan chunk is scanned first), the confirmed chunks in ``directory``
    (resumable, tied to the settings like every label directory)."""
    from cardtable.rl.all_options import all_options_chunks
    from cardtable.rl.rollout_labels import chunked, policy_digest, with_rollouts

    all_options_chunks(game_id, games, scan_directory, policy, seed, worlds, prob, chunk)
    settings = {"game": game_id, "seed": seed, "confirm": True, "worlds": worlds,
                "prob": prob, "min_gap": min_gap, "confirm_worlds": confirm_worlds,
                "chunk": chunk, "policy": policy_digest(policy)}
    if world != "true":
        settings["world"] = world

    def make(first: int, stop: int) -> tuple[Demos, str]:
        scanned = Demos.load(scan_directory / f"chunk-{first:05d}-{stop:05d}.npz")
        demos, st = confirm_all(game_id, first, stop, policy, scanned, seed, worlds, prob,
                                min_gap, confirm_worlds, world)
        return demos, (f"confirm chunk {first}-{stop}: {st.confirmed} of {st.candidates} "
                       f"candidates confirmed, {st.cpu_seconds:.0f} CPU-s")

    return with_rollouts(chunked(directory, settings, games, chunk, make, log))
