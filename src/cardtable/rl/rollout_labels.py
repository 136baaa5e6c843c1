"""Counterfactual labels from full rollouts with common random numbers (a policy-improvement
step over the heuristic, distilled into the residual policy).

At sampled decisions of games the learner's seat(s) play against the heuristic (the learner
plays the heuristic's own pick, so the states are those a heuristic-level policy meets), every
candidate option — the heuristic's pick plus up to ``candidates - 1`` others, distinct by
structured form — is played to the end of the game ``rollouts`` times by the heuristic bot at
every seat. Rollout ``r`` re-deals what the acting seat cannot see
(:meth:`~cardtable.core.game.Game.determinize` from that seat's view, so a label never uses
hidden information) and draws one seed for the heuristic bots; every candidate is played from
that same re-dealt position with bots of that same seed (common random numbers: the candidates
differ only by the option). The label is the candidate with the best mean result for the seat
(+1 win, -1 loss, 0 draw; teammates share) and the row's ``gap`` is its mean minus the
heuristic pick's, so :meth:`cardtable.rl.imitation.Demos.labels` with ``min_gap`` keeps only
deviations that won clearly more often; ``values`` keeps every candidate's mean (NaN for
options not played out). The rows are :class:`~cardtable.rl.imitation.Demos`,
fitted by :func:`cardtable.rl.imitation.clone` like a teacher's.

A game against the heuristic costs ~0.013 CPU-s (``ygo-duel``) / ~0.033 (``sgs-3v3``), so a
label of ``c`` candidates costs about ``c · rollouts`` rest-of-game playouts. Collections run
in chunks of games written to files (:func:`collect_chunks`), so an interrupted run resumes
where it stopped; game ``k`` of a collection depends only on ``(seed, k)``, so the chunks are
the same whichever runs them and in whatever order.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, NamedTuple, TypeVar

import numpy as np

from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl.imitation import Demos
from cardtable.rl.policy import Policy
from cardtable.rl.rewards import seat_rewards

T = TypeVar("T")

ROLLOUT_BASE = 7_000_000
"""Env reset seeds of a collection: ``ROLLOUT_BASE * (seed + 1) + k`` for game ``k`` (far from
the evaluation seeds 10000…, 90000…, 300000…, 400000… and the other collections)."""


class RolloutLabel(NamedTuple):
    """The rollout values of one decision's candidates."""

    candidates: tuple[int, ...]
    """Option indices played out; the first is the heuristic's pick."""
    values: tuple[float, ...]
    """Mean result for the acting seat of each candidate over the first ``rollouts``."""
    rollouts: int
    confirm_gap: float | None = None
    """With a confirmation stage: the screened best candidate's mean minus the pick's over
    ``confirm`` fresh rollouts of just those two (unbiased by the screening's selection);
    ``None`` without one or when the pick was best."""

    @property
    def best(self) -> int:
        """The candidate option with the best mean (the heuristic's pick on ties)."""
        k = max(range(len(self.values)), key=lambda i: (self.values[i], -i))
        return self.candidates[k]

    @property
    def gap(self) -> float:
        """How much better :attr:`best` did than the heuristic's pick: the confirmation
        stage's difference when there was one, else the screening's (0 when the pick is
        best)."""
        if self.confirm_gap is not None:
            return self.confirm_gap
        return max(self.values) - self.values[0]


def _form_key(form: Any) -> Hashable:
    from cardtable.bots.ismcts import form_key

    return form_key(form)


def play_out(game: Game, bot_name: str, bot_seed: int, max_steps: int) -> list[float]:
    """Play ``game`` (a copy the caller owns) to the end with bot ``bot_name`` (seeded
    ``bot_seed``) at every seat; the per-seat rewards (0 each when cut at ``max_steps``)."""
    from cardtable.bots.base import make_bot

    bot = make_bot(bot_name, bot_seed)
    for _ in range(max_steps):
        dec = game.pending()
        if dec is None:
            break
        game.answer(bot.choose(game, dec))
    return seat_rewards(game.result(), game.num_seats)


WORLDS = ("redeal", "true")
"""Where a measurement's rollouts start (:func:`measure_gap`'s ``world``): ``"redeal"``, a
re-deal of what the acting seat cannot see (:meth:`Game.determinize`: labels sessions 5–9);
``"true"``, the real game itself with a fresh RNG (:func:`true_world`)."""

ROLLOUTS = ("heuristic", "policy")
"""Who plays the learner's seat(s) after the measured decision (``rollout``): the heuristic
(as at every other seat), or the policy being refined (greedy, numpy), as in real games."""


def true_world(game: Game, rng: Rng) -> Game:
    """A clone of the real ``game`` whose RNG is reseeded from ``rng`` (one ``next64`` draw):
    the hidden cards, hands and deck orders stay exactly the real ones, but every future coin
    toss, die, shuffle or judgement is fresh. Its rollouts measure an option in the world the
    decision was really taken in — a sample of the hidden cards from their true posterior
    given the public history, the opponent's play included — so a paired gap from it is an
    unbiased sample of the option's worth in real games (the "privileged critic / oracle
    label" pattern). Only labels use it: every bot in a rollout still decides from its own
    seat's view."""
    return game.reseeded(rng)


def rollout_world(game: Game, seat: int, rng: Rng, world: str) -> Game:
    """The start of one measured rollout pair: :meth:`Game.determinize` from ``seat`` for
    ``world == "redeal"``, :func:`true_world` for ``"true"``."""
    if world == "redeal":
        return game.determinize(seat, rng)
    if world == "true":
        return true_world(game, rng)
    raise ValueError(f"world must be one of {WORLDS}, not {world!r}")


def learner_bots(policy: Policy, game: Game, seats: Sequence[int],
                 bot_seed: int) -> dict[int, Any]:
    """``ppo`` bots playing ``policy`` (its advisor seeded ``bot_seed``) for ``seats``: the
    learner's seats of an on-policy rollout (:func:`play_out_with`)."""
    from cardtable.bots.ppo import PpoBot, env_of

    bot = PpoBot(bot_seed, {env_of(game): policy})
    return {s: bot for s in seats}


def play_out_with(game: Game, bots: Mapping[int, Any], bot_name: str, bot_seed: int,
                  max_steps: int) -> list[float]:
    """:func:`play_out` with the seats in ``bots`` played by those bots (the other seats by
    ``bot_name`` seeded ``bot_seed``); an empty ``bots`` is exactly :func:`play_out`."""
    if not bots:
        return play_out(game, bot_name, bot_seed, max_steps)
    from cardtable.bots.base import make_bot

    rest = make_bot(bot_name, bot_seed)
    for _ in range(max_steps):
        dec = game.pending()
        if dec is None:
            break
        game.answer(bots.get(dec.seat, rest).choose(game, dec))
    return seat_rewards(game.result(), game.num_seats)


def label_decision(game: Game, pick: int, rollouts: int, candidates: int, rng: Rng,
                   bot_name: str, max_steps: int = 5000, confirm: int = 0,
                   max_options: int | None = None, include: int | None = None,
                   world: str = "redeal", continuation: Policy | None = None,
                   learner_seats: frozenset[int] = frozenset()) -> RolloutLabel:
    """Rollout values of the pending decision's candidates (see the module docstring):
    ``pick`` (the heuristic's option) first, then up to ``candidates - 1`` others in a seeded
    order, merged by structured form. With ``confirm``, when another candidate screened best,
    it and the pick are played out ``confirm`` more times (fresh re-deals, common random
    numbers) and :attr:`RolloutLabel.confirm_gap` is their difference there. Only the first
    ``max_options`` options (an encoder's width) are candidates. ``include`` (a policy's
    own option) is a candidate right after the pick, whatever the seeded order.

    ``world`` (:data:`WORLDS`) and ``continuation`` choose what a rollout is
    (:func:`rollout_world`, :func:`_play_candidates`): ``"redeal"`` (default) re-deals the
    hidden cards from the acting seat's view, ``"true"`` starts from the real state with a
    fresh RNG (:func:`true_world`); with a ``continuation`` policy the seats
    ``learner_seats`` play it after the decision (the others the heuristic ``bot_name``)."""
    if world not in WORLDS:
        raise ValueError(f"world {world!r} is not one of {WORLDS}")
    dec = game.pending()
    if dec is None:
        raise ValueError("label_decision needs a game with a pending decision")
    seat = dec.seat
    n = len(dec.options) if max_options is None else min(len(dec.options), max_options)
    seen: dict[Hashable, int] = {_form_key(dec.options[pick].form): pick}
    if include is not None and 0 <= include < n:
        seen.setdefault(_form_key(dec.options[include].form), include)
    order = list(range(n))
    for i in range(n - 1, 0, -1):
        j = rng.below(i + 1)
        order[i], order[j] = order[j], order[i]
    for i in order:
        if len(seen) >= candidates:
            break
        seen.setdefault(_form_key(dec.options[i].form), i)
    cands = tuple(seen.values())
    if len(cands) == 1:
        return RolloutLabel(cands, (0.0,), 0)
    totals = _play_candidates(game, seat, cands, rollouts, rng, bot_name, max_steps,
                              world, continuation, learner_seats)
    r = max(1, rollouts)
    lab = RolloutLabel(cands, tuple(t / r for t in totals), rollouts)
    if confirm > 0 and lab.best != pick:
        pair = _play_candidates(game, seat, (pick, lab.best), confirm, rng, bot_name,
                                max_steps, world, continuation, learner_seats)
        lab = lab._replace(confirm_gap=(pair[1] - pair[0]) / confirm)
    return lab


def _play_candidates(game: Game, seat: int, cands: tuple[int, ...], rollouts: int, rng: Rng,
                     bot_name: str, max_steps: int, world: str = "redeal",
                     continuation: Policy | None = None,
                     learner_seats: frozenset[int] = frozenset()) -> list[float]:
    """Summed results for ``seat`` of each candidate over ``rollouts`` common starts
    (:func:`rollout_world`); with a ``continuation`` policy, ``learner_seats`` play it
    (:func:`learner_bots`, seeded like the heuristic bots) and the others ``bot_name``."""
    totals = [0.0] * len(cands)
    for _ in range(rollouts):
        det = rollout_world(game, seat, rng, world)
        bot_seed = int(rng.next64() & 0xFFFFFFFF)
        for k, i in enumerate(cands):
            g = det.clone()
            g.answer(i)
            if continuation is None:
                totals[k] += play_out(g, bot_name, bot_seed, max_steps)[seat]
            else:
                bots = learner_bots(continuation, g, sorted(learner_seats), bot_seed)
                totals[k] += play_out_with(g, bots, bot_name, bot_seed, max_steps)[seat]
    return totals


class LabelStats(NamedTuple):
    """What a collection did."""

    games: int
    decisions: int
    labelled: int
    deviations: int
    cpu_seconds: float


def collect(game_id: str, first: int, stop: int, seed: int = 0, rollouts: int = 8,
            candidates: int = 4, label_prob: float = 0.25, confirm: int = 0,
            log: Callable[[str], None] | None = None,
            policy: Policy | None = None, near: float = 0.0, world: str = "redeal",
            rollout: str = "heuristic") -> tuple[Demos, LabelStats]:
    """Games ``first … stop-1`` of a collection: the learner's seat(s) (the residual env's
    seatings, :func:`cardtable.rl.ppo.seatings`) play the heuristic's pick against the
    heuristic; each learner decision with more than one option is labelled with probability
    ``label_prob`` (:func:`label_decision`). Rows: the labelled decisions (observation with
    the heuristic's advice, the best candidate as the action, its gap; ``confirm``: see
    :func:`label_decision`).

    With a residual ``policy`` (a policy-improvement round) the learner plays that policy's
    greedy option instead, so the labelled states are the policy's own; every decision where
    it leaves the heuristic's pick is labelled too, its option always a candidate, so its
    deviations are measured (kept where they win, labelled with the pick where they do
    not). With ``near > 0`` a policy's near-deviations are labelled too: decisions where it
    plays the pick but its best other option scores within ``near`` logits of it, that
    option a candidate (the policy's top two measured where it hesitates).

    ``world`` (:data:`WORLDS`): where the labels' rollouts start (:func:`label_decision`);
    ``rollout="policy"`` (with a ``policy``): after the measured decision the learner's
    seat(s) play the policy's greedy option and the others the heuristic, as in the real
    games, instead of the heuristic at every seat."""
    if rollout not in ROLLOUTS:
        raise ValueError(f"rollout {rollout!r} is not one of {ROLLOUTS}")
    if rollout == "policy" and policy is None:
        raise ValueError("rollout='policy' needs a policy to continue with")
    from cardtable.rl.policy import forward, inputs
    from cardtable.rl.ppo import HEURISTIC
    from cardtable.sgs.determinize import DeterminizeError

    heuristic = HEURISTIC[game_id]
    from cardtable.rl.adapters import adapter_for

    adapter = adapter_for(game_id)
    enc = adapter.encoder()
    max_steps = adapter.max_steps
    from cardtable.rl.label_rows import LabelRows

    out = LabelRows()
    tally = {"decisions": 0, "deviations": 0}
    c0 = time.process_time()
    for k in range(first, stop):
        rng = Rng((seed * 1_000_003 + k) * 7 + 1)
        # a fresh env and opponent per game: game k depends on (seed, k) only
        env, obs = heuristic_seat_game(game_id, enc, rng, k, ROLLOUT_BASE * (seed + 1) + k)

        def decide(obs: dict[str, Any], env: Any = env, rng: Rng = rng) -> int:
            dec = env.game.pending()
            assert dec is not None
            pick = int(np.argmax(obs["advice"]))
            act = other = pick
            if policy is not None:
                logits, _v, _c = forward(policy, *(x[None] for x in inputs(policy, obs)))
                act = other = int(logits[0].argmax())
                if near > 0 and act == pick:
                    rest = logits[0].copy()
                    rest[pick] = -np.inf
                    second = int(rest.argmax())
                    if np.isfinite(rest[second]) and logits[0][pick] - rest[second] < near:
                        other = second
            tally["decisions"] += 1
            if len(dec.options) > 1 and (rng.below(1_000_000) < int(label_prob * 1_000_000)
                                         or other != pick):
                try:
                    lab = label_decision(env.game, pick, rollouts, candidates, rng, heuristic,
                                         max_steps, confirm, enc.max_options,
                                         other if other != pick else None, world,
                                         policy if rollout == "policy" else None,
                                         frozenset(env.seats))
                except DeterminizeError:  # a position that cannot be re-dealt: skip it
                    pass
                else:
                    tally["deviations"] += lab.best != pick
                    row = np.full(enc.max_options, np.nan, np.float32)
                    row[list(lab.candidates)] = lab.values
                    out.add(obs, lab.best, lab.gap, row)
            return act

        out.play(env, obs, decide)
        if log is not None and (k - first + 1) % 5 == 0:
            log(f"games {k + 1 - first}/{stop - first}: {len(out)} labelled of "
                f"{tally['decisions']} decisions, {tally['deviations']} deviations "
                f"({time.process_time() - c0:.0f} CPU-s)")
    cpu = time.process_time() - c0
    return out.demos(enc, stop - first, cpu), LabelStats(
        stop - first, tally["decisions"], len(out), tally["deviations"], cpu)


def merge(parts: list[Demos]) -> Demos:
    """One :class:`Demos` of several (rows concatenated, option columns padded to the widest)."""
    width = max((p.action_mask.shape[1] for p in parts), default=1)

    def pad(a: Any) -> Any:
        extra = width - a.shape[1]
        if extra <= 0:
            return a
        shape = ((0, 0), (0, extra)) + ((0, 0),) * (a.ndim - 2)
        return np.pad(a, shape)

    def pad_nan(a: Any) -> Any:
        return np.pad(a, ((0, 0), (0, max(0, width - a.shape[1]))), constant_values=np.nan)

    return Demos(
        observation=np.concatenate([p.observation for p in parts]),
        option_features=np.concatenate([pad(p.option_features) for p in parts]),
        advice=np.concatenate([pad(p.advice) for p in parts]),
        action_mask=np.concatenate([pad(p.action_mask) for p in parts]),
        action=np.concatenate([p.action for p in parts]),
        outcome=np.concatenate([p.outcome for p in parts]),
        games=sum(p.games for p in parts), seconds=sum(p.seconds for p in parts),
        cpu_seconds=sum(p.cpu_seconds for p in parts),
        gap=np.concatenate([p.gap if p.gap is not None else np.zeros(len(p), np.float32)
                            for p in parts]),
        values=np.concatenate([pad_nan(p.values) if p.values is not None
                               else np.full((len(p), width), np.nan, np.float32)
                               for p in parts]))



def _claim_directory(directory: Path, settings: dict[str, Any],
                     name: str = "labels.json") -> None:
    """Tie a label directory to the settings its chunks are made with: write them to
    ``name`` the first time, refuse (``ValueError``) a later run asking for others."""
    import json

    meta = directory / name
    if meta.is_file():
        have = json.loads(meta.read_text())
        if have != settings:
            raise ValueError(f"{directory} holds labels made with other settings ({have}); "
                             f"this run asks for {settings}: use another directory")
    else:
        meta.write_text(json.dumps(settings))


@dataclass(frozen=True)
class ChunkFiles(Generic[T]):
    """How :func:`resumable_chunks` names, reads and writes one kind of chunk file."""

    read: Callable[[Path], T]
    """Load a chunk."""
    write: Callable[[T, Path], None]
    """Save a chunk (to a temporary name that is then renamed)."""
    prefix: str = "chunk"
    """File names: ``<prefix>-<first>-<stop><suffix>``, the numbers ``digits`` wide."""
    suffix: str = ".npz"
    digits: int = 5
    settings_file: str = "labels.json"
    """Where the directory's settings are recorded (:func:`_claim_directory`)."""


def resumable_chunks(directory: Path, settings: dict[str, Any], games: int, chunk: int,
                     make: Callable[[int, int], tuple[T, str]], files: ChunkFiles[T],
                     log: Callable[[str], None] | None = None) -> list[T]:
    """The resumable chunk loop: games ``0 … games-1`` in chunks of ``chunk``, chunk
    ``[first, stop)`` read from its file (``files``) when present, else made by
    ``make(first, stop)`` (the chunk and a line for ``log``) and written whole (a temporary
    file renamed, so a killed run leaves a chunk complete or absent, and several processes
    can share a directory). ``directory`` is created and tied to ``settings`` first
    (:func:`_claim_directory`)."""
    directory.mkdir(parents=True, exist_ok=True)
    _claim_directory(directory, settings, files.settings_file)
    parts: list[T] = []
    w = files.digits
    for first in range(0, games, chunk):
        stop = min(games, first + chunk)
        path = directory / f"{files.prefix}-{first:0{w}d}-{stop:0{w}d}{files.suffix}"
        if path.is_file():
            parts.append(files.read(path))
            continue
        made, line = make(first, stop)
        part = path.with_name(path.stem + f".part{time.time_ns()}{files.suffix}")
        files.write(made, part)
        part.replace(path)
        parts.append(made)
        if log is not None:
            log(line)
    return parts


DEMOS_CHUNKS: ChunkFiles[Demos] = ChunkFiles(Demos.load, Demos.save)
"""The label collections' chunk files: ``chunk-<first>-<stop>.npz`` of :class:`Demos`."""


def chunked(directory: Path, settings: dict[str, Any], games: int, chunk: int,
            make: Callable[[int, int], tuple[Demos, str]],
            log: Callable[[str], None] | None = None) -> list[Demos]:
    """:func:`resumable_chunks` of label rows (:data:`DEMOS_CHUNKS`): the chunk loop of every
    label collection."""
    return resumable_chunks(directory, settings, games, chunk, make, DEMOS_CHUNKS, log)


def with_rollouts(parts: list[Demos]) -> Demos:
    """The chunks merged, with their per-row ``rollouts`` (0 where a chunk has none)."""
    merged = merge(parts)
    merged.rollouts = np.concatenate([p.rollouts if p.rollouts is not None
                                      else np.zeros(len(p), np.int32) for p in parts]) \
        if parts else np.zeros(0, np.int32)
    return merged

def collect_chunks(game_id: str, games: int, directory: Path, seed: int = 0,
                   rollouts: int = 8, candidates: int = 4, label_prob: float = 0.25,
                   confirm: int = 0, chunk: int = 10,
                   log: Callable[[str], None] | None = None,
                   policy: Policy | None = None, policy_tag: str = "",
                   near: float = 0.0, world: str = "redeal",
                   rollout: str = "heuristic") -> Demos:
    """:func:`collect` over games ``0 … games-1`` in chunks of ``chunk`` games, each written
    to ``directory/chunk-<first>-<stop>.npz`` and read back instead of recomputed when it
    exists (resume); returns the merged rows. ``directory/labels.json`` records the
    settings (with a ``policy``, see :func:`collect`, also ``policy_tag``, which should name
    its weights, a nonzero ``near`` and a non-default ``world`` / ``rollout``); a directory
    made with other settings raises :class:`ValueError`."""

    settings = {"game": game_id, "seed": seed, "rollouts": rollouts, "candidates": candidates,
                "label_prob": label_prob, "confirm": confirm, "chunk": chunk}
    if policy is not None:
        settings["policy"] = policy_tag
    if near > 0:
        settings["near"] = near
    if world != "redeal":
        settings["world"] = world
    if rollout != "heuristic":
        settings["rollout"] = rollout

    def make(first: int, stop: int) -> tuple[Demos, str]:
        demos, st = collect(game_id, first, stop, seed, rollouts, candidates, label_prob,
                            confirm, policy=policy, near=near, world=world, rollout=rollout)
        return demos, (f"chunk {first}-{stop}: {st.labelled} labelled of {st.decisions} "
                       f"decisions, {st.deviations} deviations, {st.cpu_seconds:.0f} CPU-s")

    return merge(chunked(directory, settings, games, chunk, make, log))


IMPROVE_SEED_STEP = 1000
"""Improvement round ``r`` of a collection with seed ``s`` plays the games of seed
``s + IMPROVE_SEED_STEP * r`` (other deals than the first collection's)."""


def policy_digest(policy: Policy) -> str:
    """A short content hash of a policy's weights (names the policy of an improvement round
    in its chunk directory's settings)."""
    import hashlib

    h = hashlib.sha256()
    for a in policy.arrays().values():
        h.update(np.ascontiguousarray(a, dtype=np.float32).tobytes())
    return h.hexdigest()[:16]


def improvement_round(game_id: str, policy: Policy, rnd: int, games: int, directory: Path,
                      seed: int = 0, rollouts: int = 8, candidates: int = 4,
                      label_prob: float = 0.05, confirm: int = 0,
                      log: Callable[[str], None] | None = None, near: float = 0.0,
                      world: str = "redeal", rollout: str = "heuristic") -> Demos:
    """Round ``rnd`` (1, 2, …) of policy improvement: ``games`` games in which the learner
    plays ``policy`` (:func:`collect` with a policy: its own states, every deviation from the
    heuristic's pick labelled, plus a share ``label_prob`` of its other decisions), in chunks
    under ``directory/round-<rnd>`` whose settings name the policy's weights digest;
    ``near``: also its near-deviations; ``world`` / ``rollout``: the labels' rollouts
    (:func:`collect`; the policy continues with ``rollout="policy"``)."""
    return collect_chunks(game_id, games, directory / f"round-{rnd}",
                          seed + IMPROVE_SEED_STEP * rnd, rollouts, candidates, label_prob,
                          confirm, log=log, policy=policy,
                          policy_tag=policy_digest(policy), near=near, world=world,
                          rollout=rollout)


REFINE_SEED_STEP = 5000
"""A refinement collection with seed ``s`` plays the games of seed ``s + REFINE_SEED_STEP``
(other deals than the first collection's and its improvement rounds')."""


class PairGap(NamedTuple):
    """One option against the heuristic's pick over paired rollouts (common random numbers)."""

    gap: float
    """Mean result of the option minus the pick's, for the acting seat (result units)."""
    stderr: float
    """Standard error of :attr:`gap` (0 when every pair ended alike)."""
    rollouts: int
    """Pairs played."""


def measure_gap(game: Game, pick: int, option: int, rng: Rng, bot_name: str,
                max_steps: int = 5000, batch: int = 32, min_rollouts: int = 64,
                max_rollouts: int = 256, target_stderr: float = 0.05, world: str = "redeal",
                continuation: Policy | None = None,
                learner_seats: Sequence[int] | None = None) -> PairGap:
    """``option`` against ``pick`` at ``game``'s pending decision: pairs of rollouts, each
    from one re-deal of what the acting seat cannot see (:meth:`Game.determinize` from that
    seat) with one bot seed for both, played in batches of ``batch`` until at least
    ``min_rollouts`` pairs are in and the gap's standard error is at most ``target_stderr``
    or the gap is three standard errors from 0 (or ``max_rollouts`` pairs).

    ``world="true"``: each pair starts from the real game with a fresh RNG
    (:func:`true_world`) instead of a re-deal. ``continuation``: after the measured answer
    the ``learner_seats`` (default: the acting seat) play that policy's greedy option
    (:func:`learner_bots`, advisor seeded with the pair's bot seed), the other seats the
    heuristic; without it every seat plays ``bot_name``."""
    dec = game.pending()
    if dec is None:
        raise ValueError("measure_gap needs a game with a pending decision")
    seat = dec.seat
    seats = (seat,) if learner_seats is None else tuple(learner_seats)
    diffs: list[float] = []
    mean = se = 0.0
    while len(diffs) < max_rollouts:
        for _ in range(min(batch, max_rollouts - len(diffs))):
            det = rollout_world(game, seat, rng, world)
            bot_seed = int(rng.next64() & 0xFFFFFFFF)
            res = []
            for i in (pick, option):
                g = det.clone()
                g.answer(i)
                bots = {} if continuation is None else learner_bots(continuation, g, seats,
                                                                    bot_seed)
                res.append(play_out_with(g, bots, bot_name, bot_seed, max_steps)[seat])
            diffs.append(res[1] - res[0])
        d = np.array(diffs)
        mean = float(d.mean())
        se = float(d.std(ddof=1) / np.sqrt(len(d))) if len(d) > 1 else 0.0
        if len(d) >= min_rollouts and (se <= target_stderr or abs(mean) >= 3.0 * se):
            break
    return PairGap(mean, se, len(diffs))


class Advantage(NamedTuple):
    """What a residual policy thinks of one decision (:func:`predicted_advantage`)."""

    pick: int
    """The heuristic's pick (the advised option)."""
    option: int
    """The legal option other than the pick with the highest non-advice score (-1: none)."""
    advantage: float
    """Its non-advice score minus the pick's (result units for a
    :mod:`cardtable.rl.value_fit` fit; ``-inf`` without another option)."""
    greedy: int
    """The option the policy plays (highest logit, advice included)."""


def predicted_advantage(policy: Policy, obs: dict[str, Any]) -> Advantage:
    """How a residual ``policy`` rates its best alternative to the heuristic's pick at one
    observation (:class:`Advantage`)."""
    from cardtable.rl.policy import forward, inputs

    logits, _v, _c = forward(policy, *(x[None] for x in inputs(policy, obs)))
    advice = np.asarray(obs["advice"], np.float32)
    g = logits[0] - float(policy.wb[-1]) * advice
    pick = int(np.argmax(advice))
    greedy = int(logits[0].argmax())
    legal = np.asarray(obs["action_mask"]) > 0
    legal[pick] = False
    if not legal.any():
        return Advantage(pick, -1, float("-inf"), greedy)
    option = int(np.argmax(np.where(legal, g, -np.inf)))
    return Advantage(pick, option, float(g[option] - g[pick]), greedy)


class RefinedGame(NamedTuple):
    """Game ``k`` of a refinement collection, reset and ready for the learner's first
    decision (:func:`refined_game`)."""

    env: Any
    """The :class:`~cardtable.rl.gym_env.SingleSeatEnv` (the learner's seat against the
    heuristic, the heuristic's advice)."""
    obs: dict[str, Any]
    """Its first observation."""
    rng: Rng
    """The game's generator after the opponent's seed was drawn (the measurements' draws)."""


def heuristic_seat_game(game_id: str, enc: Any, rng: Rng, k: int,
                        deal_seed: int) -> tuple[Any, dict[str, Any]]:
    """Game ``k`` of a collection: the learner's seating ``k mod n`` (:func:`cardtable.rl.ppo.
    seatings`) against the heuristic bot seeded from ``rng``, the heuristic as the advisor,
    reset with ``deal_seed``; returns ``(env, first observation)``. One set-up for every pass
    that plays such games (:func:`collect`'s labels, :func:`refined_game`, the anchor
    rows of ``rl/own_round``), so they draw the same numbers in the same order."""
    from cardtable.bots.base import make_bot
    from cardtable.rl.gym_env import SingleSeatEnv
    from cardtable.rl.ppo import HEURISTIC, seatings

    heuristic = HEURISTIC[game_id]
    seats = seatings(game_id)
    env = SingleSeatEnv(game_id, opponents=make_bot(heuristic, rng.next64() & 0xFFFFFFFF),
                        advisor=heuristic, encoder=enc, **seats[k % len(seats)])
    obs, _ = env.reset(seed=deal_seed)
    return env, obs


def refined_game(game_id: str, seed: int, k: int, enc: Any) -> RefinedGame:
    """Game ``k`` of :func:`collect_refined` with seed ``seed``: deals of seed
    ``seed + REFINE_SEED_STEP``, seating ``k mod n``, an opponent seeded from the game's
    generator; the same for every pass over these games (measurements, anchor rows)."""
    s = seed + REFINE_SEED_STEP
    rng = Rng((s * 1_000_003 + k) * 7 + 1)
    env, obs = heuristic_seat_game(game_id, enc, rng, k, ROLLOUT_BASE * (s + 1) + k)
    return RefinedGame(env, obs, rng)


def collect_refined(game_id: str, first: int, stop: int, policy: Policy, seed: int = 0,
                    threshold: float = 0.0, min_rollouts: int = 64, max_rollouts: int = 256,
                    target_stderr: float = 0.05,
                    log: Callable[[str], None] | None = None, world: str = "redeal",
                    rollout: str = "heuristic") -> tuple[Demos, LabelStats]:
    """Few, precise labels on a residual ``policy``'s own states: games ``first … stop-1``
    (seed ``seed + REFINE_SEED_STEP``, seatings as :func:`collect`) in which the learner
    plays ``policy``'s greedy option against the heuristic; every decision where its best
    option other than the heuristic's pick scores more than ``threshold`` above the pick
    (:func:`predicted_advantage`: the deviations it makes and those it nearly makes) is
    measured by :func:`measure_gap` (many paired rollouts, re-dealt from the acting seat).
    Rows: ``values`` 0 at the pick and the measured gap at the option (NaN elsewhere),
    ``gap`` and ``rollouts`` per row, ``action`` the option where its gap is positive and the
    pick otherwise. ``world`` (:data:`WORLDS`) and ``rollout`` (:data:`ROLLOUTS`: with
    ``"policy"`` the learner's seat plays ``policy`` after the measured decision) are
    :func:`measure_gap`'s."""
    if rollout not in ROLLOUTS:
        raise ValueError(f"rollout must be one of {ROLLOUTS}, not {rollout!r}")
    if world not in WORLDS:
        raise ValueError(f"world must be one of {WORLDS}, not {world!r}")
    continuation = policy if rollout == "policy" else None
    from cardtable.rl.adapters import adapter_for
    from cardtable.rl.ppo import HEURISTIC
    from cardtable.sgs.determinize import DeterminizeError

    heuristic = HEURISTIC[game_id]
    adapter = adapter_for(game_id)
    enc = adapter.encoder()
    m = enc.max_options
    from cardtable.rl.label_rows import LabelRows

    out = LabelRows(counted=True)
    tally = {"decisions": 0, "deviations": 0}
    c0 = time.process_time()
    for k in range(first, stop):
        env, obs, rng = refined_game(game_id, seed, k, enc)

        def decide(obs: dict[str, Any], env: Any = env, rng: Rng = rng) -> int:
            dec = env.game.pending()
            assert dec is not None
            pick, option, adv, act = predicted_advantage(policy, obs)
            tally["decisions"] += 1
            if (option >= 0 and adv > threshold and _form_key(dec.options[option].form)
                    != _form_key(dec.options[pick].form)):
                try:
                    pg = measure_gap(env.game, pick, option, rng, heuristic, adapter.max_steps,
                                     min_rollouts=min_rollouts, max_rollouts=max_rollouts,
                                     target_stderr=target_stderr, world=world,
                                     continuation=continuation)
                except DeterminizeError:  # a position that cannot be re-dealt: skip it
                    pass
                else:
                    tally["deviations"] += pg.gap > 0
                    row = np.full(m, np.nan, np.float32)
                    row[pick] = 0.0
                    row[option] = pg.gap
                    out.add(obs, option if pg.gap > 0 else pick, pg.gap, row, pg.rollouts)
            return act

        out.play(env, obs, decide)
        if log is not None:
            log(f"game {k}: {len(out)} labelled of {tally['decisions']} decisions, "
                f"{tally['deviations']} positive ({time.process_time() - c0:.0f} CPU-s)")
    cpu = time.process_time() - c0
    return out.demos(enc, stop - first, cpu), LabelStats(
        stop - first, tally["decisions"], len(out), tally["deviations"], cpu)


def refine_chunks(game_id: str, games: int, directory: Path, policy: Policy, seed: int = 0,
                  threshold: float = 0.0, min_rollouts: int = 64, max_rollouts: int = 256,
                  target_stderr: float = 0.05, chunk: int = 5,
                  log: Callable[[str], None] | None = None, world: str = "redeal",
                  rollout: str = "heuristic") -> Demos:
    """:func:`collect_refined` over games ``0 … games-1`` in chunks of ``chunk`` games
    (``directory/chunk-<first>-<stop>.npz``, read back instead of recomputed when present,
    so runs resume and several processes can share the work); ``directory/labels.json``
    records the settings, with the policy's weights digest (:func:`policy_digest`) and a
    non-default ``world`` / ``rollout`` (:func:`collect_refined`), and a directory made with
    other settings raises :class:`ValueError`."""

    settings = {"game": game_id, "seed": seed, "refine": True, "threshold": threshold,
                "min_rollouts": min_rollouts, "max_rollouts": max_rollouts,
                "target_stderr": target_stderr, "chunk": chunk,
                "policy": policy_digest(policy)}
    if world != "redeal":
        settings["world"] = world
    if rollout != "heuristic":
        settings["rollout"] = rollout

    def make(first: int, stop: int) -> tuple[Demos, str]:
        demos, st = collect_refined(game_id, first, stop, policy, seed, threshold,
                                    min_rollouts, max_rollouts, target_stderr, world=world,
                                    rollout=rollout)
        return demos, (f"refine chunk {first}-{stop}: {st.labelled} labelled of "
                       f"{st.decisions} decisions, {st.deviations} positive, "
                       f"{st.cpu_seconds:.0f} CPU-s")

    return with_rollouts(chunked(directory, settings, games, chunk, make, log))
