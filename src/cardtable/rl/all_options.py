"""Every-option labels: at sampled decisions of a residual policy's own games, **every** legal
option measured against the heuristic's pick in the real world, the policy playing on.

The refinement rounds (:mod:`cardtable.rl.refine_round`, :mod:`cardtable.rl.own_round`)
measure only the options a policy already rates near the heuristic's pick, so a fit on them
can correct the deviations it makes but never finds one it does not yet consider (docs/rl.md,
"Session 10"). Here a decision is picked with probability ``prob`` and each of its distinct
legal options (options with the same structured form share one measurement) is played in
``worlds`` shared worlds: each world is the real game with its RNG reseeded
(:func:`~cardtable.rl.rollout_labels.true_world`: the hidden cards are the real ones, every
future shuffle, draw, coin or judgement is fresh) and one bot seed; in it every option is
answered once and the game played out, the learner's seats by the policy (greedy), the others
by the heuristic. An option's label is its mean result minus the pick's over the worlds
(common random numbers: the same world and seed for every option), so one world's play of the
pick serves every option of the decision. Each world is a sample of the hidden cards from
their true posterior given the public history, so the label is an unbiased sample of the
option's worth in real play; no bot ever sees hidden information (every rollout bot decides
from its own seat's view).

Rows (a :class:`~cardtable.rl.imitation.Demos`): ``values`` the measured gap of every legal
option (0 at the pick, NaN at illegal options), ``action`` the best-measured option (the pick
on ties), ``gap`` that option's gap, ``rollouts`` the worlds. A fine-tune reads them as
:mod:`cardtable.rl.refine_round`'s measured rows (anchors + measured rows,
:func:`cardtable.rl.refine_round.finetune`).

Game ``k`` of a collection with seed ``s`` is :func:`~cardtable.rl.rollout_labels.
refined_game` ``(s, k)``; its decisions are sampled and measured with that game's own
generator, so a chunk is a pure function of (policy, seed, games, settings).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl.imitation import Demos
from cardtable.rl.policy import Policy

F32 = npt.NDArray[np.float32]

ALL_OPTIONS_SEED_STEP = 50_000
"""Collections of seed ``s`` play :func:`~cardtable.rl.rollout_labels.refined_game` deals of
seed ``s + ALL_OPTIONS_SEED_STEP``: other games than any refinement round's."""


class OptionGaps(NamedTuple):
    """Every legal option of one decision against the pick (:func:`measure_all`)."""

    gaps: F32
    """Per option (the decision's order, ``max_options`` wide): mean result minus the
    pick's (0 at the pick, NaN where not measured)."""
    worlds: int
    """Worlds played (every measured option was played once in each)."""
    playouts: int
    """Games played to the end (distinct forms × worlds)."""


def distinct_options(game: Game, legal: Sequence[int]) -> dict[Hashable, list[int]]:
    """The legal options of ``game``'s pending decision grouped by structured form (options
    with equal forms are the same answer and share a measurement), in option order."""
    from cardtable.rl.rollout_labels import _form_key

    dec = game.pending()
    if dec is None:
        raise ValueError("distinct_options needs a game with a pending decision")
    groups: dict[Hashable, list[int]] = {}
    for i in legal:
        groups.setdefault(_form_key(dec.options[i].form), []).append(i)
    return groups


def measure_all(game: Game, pick: int, legal: Sequence[int], width: int, rng: Rng,
                bot_name: str, max_steps: int, worlds: int, continuation: Policy,
                learner_seats: Sequence[int], world: str = "true") -> OptionGaps:
    """Every option of ``legal`` (indices of ``game``'s pending decision, ``pick`` among them)
    measured in ``worlds`` true worlds (module docstring): per world one
    :func:`~cardtable.rl.rollout_labels.true_world` clone and one bot seed drawn from ``rng``,
    each distinct form answered once and played out (``learner_seats`` by ``continuation``,
    greedy; the rest by ``bot_name``); the result is each option's mean minus the pick's, for
    the acting seat. ``world="redeal"``: each world is instead a re-deal of what the acting
    seat cannot see (:meth:`Game.determinize`), so the worlds also average over the hidden
    cards (uniformly over what the seat cannot tell apart)."""
    from cardtable.rl.rollout_labels import learner_bots, play_out_with, rollout_world

    dec = game.pending()
    if dec is None:
        raise ValueError("measure_all needs a game with a pending decision")
    if worlds < 1:
        raise ValueError(f"measure_all: worlds {worlds} must be at least 1")
    if pick not in legal:
        raise ValueError(f"measure_all: the pick {pick} is not among the legal options")
    seat = dec.seat
    groups = list(distinct_options(game, legal).values())
    results = np.zeros((worlds, len(groups)), np.float64)
    for w in range(worlds):
        start = rollout_world(game, seat, rng, world)
        bot_seed = int(rng.next64() & 0xFFFFFFFF)
        for j, members in enumerate(groups):
            g = start.clone()
            g.answer(members[0])
            bots = learner_bots(continuation, g, learner_seats, bot_seed)
            results[w, j] = play_out_with(g, bots, bot_name, bot_seed, max_steps)[seat]
    mean = results.mean(axis=0)
    base = next(float(mean[j]) for j, m in enumerate(groups) if pick in m)
    gaps = np.full(width, np.nan, np.float32)
    for j, members in enumerate(groups):
        gaps[members] = mean[j] - base
    return OptionGaps(gaps, worlds, worlds * len(groups))


def skip_measurement(rng: Rng, worlds: int) -> None:
    """Advance ``rng`` exactly as :func:`measure_all` with ``worlds`` true worlds does (two
    draws a world: the reseed and the bot seed; a re-deal draws more), without playing: a
    replay of a scan — whose worlds are true worlds (:func:`collect_all`) —
    (:mod:`cardtable.rl.option_confirm`) then samples the same later decisions."""
    for _ in range(2 * worlds):
        rng.next64()


def sample_threshold(prob: float) -> int:
    """``prob`` as the bound a decision's coin ``rng.below(1_000_000)`` is compared with
    (``ValueError`` outside [0, 1])."""
    if not 0.0 <= prob <= 1.0:
        raise ValueError(f"prob {prob} is not in [0, 1]")
    return int(prob * 1_000_000)


class ScanStep(NamedTuple):
    """One learner decision of a scanned game (:func:`scan_step`)."""

    greedy: int
    """The policy's option (what the learner plays)."""
    legal: list[int]
    """The legal options (the encoder's)."""
    pick: int
    """The heuristic's pick."""
    eligible: bool
    """At least two distinct legal options (a decision the scan counts)."""
    sampled: bool
    """Eligible and its coin fell under the threshold (the scan measures it)."""


def scan_step(policy: Policy, game: Game, obs: dict[str, Any], rng: Rng,
              threshold: int) -> ScanStep:
    """What a scan does at one learner observation before measuring: the policy's greedy
    option, the legal options, the pick, and — for a decision with two or more distinct
    options only — one coin from ``rng`` against ``threshold`` (:func:`sample_threshold`).
    The scan (:func:`collect_all`) and its replay (:mod:`cardtable.rl.option_confirm`) both
    call it, so they sample the same decisions."""
    from cardtable.rl.refine_round import scores_without_advice

    _g, greedy = scores_without_advice(policy, obs)
    legal = [int(i) for i in np.flatnonzero(np.asarray(obs["action_mask"]) > 0)]
    pick = int(np.argmax(obs["advice"]))
    eligible = len(legal) > 1 and len(distinct_options(game, legal)) > 1
    sampled = eligible and rng.below(1_000_000) < threshold
    return ScanStep(greedy, legal, pick, eligible, sampled)


class AllOptionsStats(NamedTuple):
    """What one :func:`collect_all` pass did."""

    games: int
    decisions: int
    """Learner decisions with at least two distinct legal options."""
    labelled: int
    """Of them, measured (sampled with ``prob``)."""
    better: int
    """Labelled decisions where some option measured above the pick."""
    playouts: int
    cpu_seconds: float


def collect_all(game_id: str, first: int, stop: int, policy: Policy, seed: int = 0,
                worlds: int = 4, prob: float = 0.25,
                log: Callable[[str], None] | None = None) -> tuple[Demos, AllOptionsStats]:
    """Games ``first … stop-1`` of a collection (module docstring) in which the learner's
    seat(s) play ``policy``'s greedy option against the heuristic; each learner decision with
    at least two distinct legal options is measured with probability ``prob``
    (:func:`measure_all`, ``worlds`` worlds)."""
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.label_rows import LabelRows
    from cardtable.rl.ppo import HEURISTIC
    from cardtable.rl.rollout_labels import refined_game

    try:
        threshold = sample_threshold(prob)
    except ValueError as exc:
        raise ValueError(f"collect_all: {exc}") from None
    heuristic = HEURISTIC[game_id]
    adapter = adapter_for(game_id)
    enc = adapter.encoder()
    m = enc.max_options
    out = LabelRows(counted=True)
    tally = {"decisions": 0, "better": 0, "playouts": 0}
    c0 = time.process_time()
    for k in range(first, stop):
        env, obs, rng = refined_game(game_id, seed + ALL_OPTIONS_SEED_STEP, k, enc)

        def decide(obs: dict[str, Any], env: Any = env, rng: Rng = rng) -> int:
            step = scan_step(policy, env.game, obs, rng, threshold)
            tally["decisions"] += step.eligible
            if step.sampled:
                og = measure_all(env.game, step.pick, step.legal, m, rng, heuristic,
                                 adapter.max_steps, worlds, policy, sorted(env.seats))
                tally["playouts"] += og.playouts
                best = int(np.nanargmax(og.gaps))
                gap = float(og.gaps[best])
                if gap <= 0.0:
                    best, gap = step.pick, 0.0
                tally["better"] += best != step.pick
                out.add(obs, best, gap, og.gaps, og.worlds)
            return step.greedy

        out.play(env, obs, decide)
        if log is not None:
            log(f"game {k}: {len(out)} labelled of {tally['decisions']} decisions, "
                f"{tally['better']} with a better option ({time.process_time() - c0:.0f} CPU-s)")
    cpu = time.process_time() - c0
    return out.demos(enc, stop - first, cpu), AllOptionsStats(
        stop - first, tally["decisions"], len(out), tally["better"], tally["playouts"], cpu)


def all_options_chunks(game_id: str, games: int, directory: Path, policy: Policy,
                       seed: int = 0, worlds: int = 4, prob: float = 0.25, chunk: int = 5,
                       log: Callable[[str], None] | None = None) -> Demos:
    """:func:`collect_all` over games ``0 … games-1`` in chunks of ``chunk`` games
    (``directory/chunk-<first>-<stop>.npz``, read back when present, so runs resume and
    several processes can share the work; each chunk is written whole or not at all);
    ``directory/labels.json`` records the settings and the policy's digest, and a directory
    made with other settings raises :class:`ValueError`."""
    from cardtable.rl.rollout_labels import chunked, policy_digest, with_rollouts

    settings = {"game": game_id, "seed": seed, "all_options": True, "worlds": worlds,
                "prob": prob, "chunk": chunk, "policy": policy_digest(policy)}

    def make(first: int, stop: int) -> tuple[Demos, str]:
        demos, st = collect_all(game_id, first, stop, policy, seed, worlds, prob)
        return demos, (f"all-options chunk {first}-{stop}: {st.labelled} labelled of "
                       f"{st.decisions} decisions, {st.better} with a better option, "
                       f"{st.playouts} playouts, {st.cpu_seconds:.0f} CPU-s")

    return with_rollouts(chunked(directory, settings, games, chunk, make, log))


class AllOptionsFit(NamedTuple):
    """How :func:`all_options_round` fits a policy to its rows (``cardtable train`` options in
    brackets)."""

    fit: str = "values"
    """``"values"`` (a residual value fit, :func:`cardtable.rl.refine_round.finetune`:
    every measured option's gap regressed, anchored to the policy's own scores on the same
    games) or ``"clone"`` (:func:`cardtable.rl.own_round.finetune`: cross-entropy to the
    best-measured option, anchored to ``anchor_games`` games of the policy's own play)
    [``--label-fit``]."""
    epochs: int = 3
    """[``--bc-epochs``]"""
    weight: float = 2.0
    """``values``: a measured row's weight (an anchor row weighs 1) [``--refine-weight``]."""
    margin: float = 0.08
    """``values``: the advice weight afterwards (leave the pick only for an option valued
    this much more) [``--refine-margin``]."""
    drop_ties: bool = False
    """Leave out rows where every option measured the pick's value [``--own-drop-ties``]."""
    min_gap: float | None = None
    """``clone``: label the best option only where its gap exceeds this
    [``--label-min-gap``]."""
    anchor_games: int = 100
    """``clone``: games of the policy's own play anchoring the fit [``--own-anchor``]."""
    repeat: int = 1
    """``clone``: each row counts this many times [``--own-repeat``]."""
    lr: float = 1e-3
    """``clone``: learning rate [``--own-lr``]."""
    distill: float = 0.0
    """``clone``: weight pinning the anchor rows' logit margins [``--own-distill``]."""


def all_options_round(game_id: str, policy: Policy, games: int, directory: Path,
                      seed: int, worlds: int, prob: float, how: AllOptionsFit,
                      log: Callable[[str], None] | None = None
                      ) -> tuple[Policy, dict[str, Any]]:
    """``policy`` fine-tuned on its every-option rows of ``games`` games
    (:func:`all_options_chunks` in ``directory``) as ``how`` says; returns the new policy
    (``policy`` itself unchanged; its meta records the round under ``"all_options"``) and a
    report of the round."""
    from cardtable.rl.own_round import _subset, informative
    from cardtable.rl.rollout_labels import policy_digest

    if how.fit not in ("values", "clone"):
        raise ValueError(f"fit must be values or clone, not {how.fit!r}")
    rows = all_options_chunks(game_id, games, directory, policy, seed, worlds, prob, log=log)
    played = policy_digest(policy)
    used = _subset(rows, np.flatnonzero(informative(rows))) if how.drop_ties else rows
    record: dict[str, Any] = {"games": games, "worlds": worlds, "prob": prob, "seed": seed,
                              "fit": how.fit, "epochs": how.epochs, "played_by": played}
    if how.drop_ties:
        record["drop_ties"] = True
    if how.fit == "values":
        from cardtable.rl.refine_round import anchor_rows, finetune

        anchors = anchor_rows(game_id, 0, games, policy, seed + ALL_OPTIONS_SEED_STEP)
        out, st = finetune(policy, used, anchors, how.weight, how.margin, how.epochs, seed,
                           log=log)
        record.update(weight=how.weight, margin=how.margin)
        fit_report = {"anchors": len(anchors), "advantage_error": round(st.loss[-1], 4),
                      "fit_cpu_seconds": round(st.cpu_seconds, 1)}
    else:
        from cardtable.rl.own_round import anchor_demos
        from cardtable.rl.own_round import finetune as clone_finetune

        anchor = anchor_demos(policy, game_id, how.anchor_games, seed, log=log)
        out, cst = clone_finetune(policy, used, anchor, how.epochs, seed, how.min_gap, how.lr,
                                  how.repeat, log=log, distill=how.distill)
        record.update(min_gap=how.min_gap, anchor=how.anchor_games, repeat=how.repeat,
                      lr=how.lr, distill=how.distill)
        fit_report = {"anchors": len(anchor), "fit_accuracy": round(cst.accuracy[-1], 3),
                      "fit_cpu_seconds": round(cst.cpu_seconds, 1)}
    out.meta.setdefault("all_options", []).append(record)
    better = 0 if rows.gap is None else int((rows.gap > 0).sum())
    report = {"games": rows.games, "labelled": len(rows), "used": len(used),
              "better": better, "label_cpu_seconds": round(rows.cpu_seconds, 1), **fit_report}
    return out, report
