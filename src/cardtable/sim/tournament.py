"""Round-robin tournaments among bots (and, for Yu-Gi-Oh!, decks): schedule, run, rate.

An *entrant* is ``BOT`` or ``BOT@DECK`` (``ismcts-50``, ``ygo-heuristic@goat``). Every pair of
entrants plays ``games`` games; game ``k`` of pair ``p`` has seed ``seed + p * games + k`` and
the sides swap every game, so both entrants play each side equally often. An entrant plays every
seat of its side (both teammates' seats in 3v3; in identity mode, whose camps are dealt, the
lord's camp or the rebels' and renegade's, see :mod:`cardtable.sim.environments`). Games need
no optional package: environment names (``ygo``, ``sgs-3v3``, ``sgs-identity``...) come from
:mod:`cardtable.sim.environments`. The games run through the batch runner's
backends (:func:`cardtable.sim.backends.run_jobs`: ``local``, ``process``, ``ray``); every job
carries its own seeds, so every backend gives the same records.

Scoring: a game counts 1 for the entrant whose side won, 0 for the other, ½ each for a draw
(no winner, or — in a free-for-all game split seat by seat — winners on both entrants' seats).
Reported per pair and per entrant with 95% Wilson intervals, plus Elo ratings fitted by maximum
likelihood (Bradley–Terry, draws as half wins, a ½-draw prior per pair so ratings stay finite;
mean 1500).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.bots.base import make_bot
from cardtable.core.errors import SetupError
from cardtable.sim.backends import BACKENDS, run_jobs
from cardtable.sim.environments import ENVIRONMENTS, Environment, environment_for
from cardtable.sim.job import DEFAULT_MAX_DECISIONS, GameJob, GameRecord
from cardtable.sim.loading import ensure_game, import_modules
from cardtable.sim.result_shape import result_json

Z95 = 1.959963984540054

#: Modules the workers import so that bots registered at import time exist there too.
BOT_MODULES = ("cardtable.bots.ismcts",)


def wilson(score: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a rate ``score / n`` (``(0, 1)`` when ``n == 0``).

    >>> lo, hi = wilson(60, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.502, 0.691)
    """
    if n <= 0:
        return (0.0, 1.0)
    p = score / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def elo_ratings(
    names: Sequence[str], scores: dict[tuple[int, int], tuple[float, int]], iters: int = 2000
) -> list[float]:
    """Bradley–Terry maximum-likelihood Elo ratings (mean 1500).

    ``scores[(i, j)] = (score of i against j, games)`` for ``i < j``; a ½-draw prior is added to
    every pair that played so nobody's rating runs to infinity.
    """
    k = len(names)
    if k == 0:
        return []
    w = [[0.0] * k for _ in range(k)]
    g = [[0.0] * k for _ in range(k)]
    for (i, j), (s, n) in scores.items():
        if n <= 0:
            continue
        w[i][j] += s + 0.5
        w[j][i] += (n - s) + 0.5
        g[i][j] += n + 1
        g[j][i] += n + 1
    gamma = [1.0] * k
    for _ in range(iters):
        new = []
        for i in range(k):
            wins = sum(w[i])
            den = sum(g[i][j] / (gamma[i] + gamma[j]) for j in range(k) if j != i and g[i][j])
            new.append(gamma[i] if den == 0 or wins == 0 else wins / den)
        geo = math.exp(sum(math.log(x) for x in new) / k)
        new = [x / geo for x in new]
        delta = max(abs(a - b) for a, b in zip(new, gamma, strict=True))
        gamma = new
        if delta < 1e-10:
            break
    return [1500.0 + 400.0 * math.log10(x) for x in gamma]


@dataclass(frozen=True, slots=True)
class Entrant:
    """A bot name and, optionally, a deck (Yu-Gi-Oh!)."""

    bot: str
    deck: str | None = None

    @classmethod
    def parse(cls, text: str) -> Entrant:
        """``BOT`` or ``BOT@DECK``."""
        bot, _, deck = text.strip().partition("@")
        if not bot:
            raise SetupError(f"bad entrant {text!r}: expected BOT or BOT@DECK")
        return cls(bot, deck or None)

    @property
    def label(self) -> str:
        """``bot`` or ``bot@deck``."""
        return self.bot if self.deck is None else f"{self.bot}@{self.deck}"


@dataclass(frozen=True, slots=True)
class Match:
    """One scheduled game: the pair ``(i, j)``, the entrant owning each seat, and the job."""

    pair: tuple[int, int]
    owners: tuple[int, ...]
    job: GameJob


DeckSetup = Callable[[dict[str, Any], list[str | None]], dict[str, Any]]
"""Puts the side's decks (``None`` = default) into a setup; game-specific (see
:func:`deck_setup_for`)."""


def ygo_deck(name: str) -> dict[str, Any]:
    """A Yu-Gi-Oh! deck by preset name (``goat-control``) or ``.ydk`` file path."""
    from pathlib import Path

    from cardtable.ygo.game import preset_deck, read_ydk

    if name.endswith(".ydk"):
        path = Path(name)
        if not path.is_file():
            raise SetupError(f"deck file {name!r} not found")
        return read_ydk(path.read_text(encoding="utf-8"))
    return preset_deck(name)


def _ygo_decks(setup: dict[str, Any], decks: list[str | None]) -> dict[str, Any]:
    out = dict(setup)
    if any(d is not None for d in decks):
        base = list(out.get("decks") or [None] * len(decks))
        out["decks"] = [ygo_deck(d) if d is not None else base[i] for i, d in enumerate(decks)]
    return out


def deck_setup_for(engine_id: str) -> DeckSetup | None:
    """How entrants' decks enter the setup of ``engine_id`` (``None``: no decks)."""
    return _ygo_decks if engine_id == "ygo" else None


@dataclass(slots=True)
class TournamentResult:
    """Records and statistics of a tournament (see :meth:`to_json`)."""

    game: str
    entrants: list[Entrant]
    games_per_pair: int
    seed: int
    backend: str
    matches: list[Match] = field(default_factory=list)
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0

    @staticmethod
    def score_of_first(m: Match, r: GameRecord) -> float | None:
        """Score of entrant ``m.pair[0]`` in record ``r`` (None when the game crashed)."""
        if r.error is not None:
            return None
        won = {m.owners[s] for s in r.winners if s < len(m.owners)}
        a, b = m.pair
        if a in won and b not in won:
            return 1.0
        if b in won and a not in won:
            return 0.0
        return 0.5

    def pair_scores(self) -> dict[tuple[int, int], tuple[float, int, int, int, int]]:
        """``(i, j) -> (score of i, games, wins of i, draws, losses of i)`` for ``i < j``."""
        out: dict[tuple[int, int], tuple[float, int, int, int, int]] = {}
        for m, r in zip(self.matches, self.records, strict=True):
            mine = self.score_of_first(m, r)
            i, j = m.pair
            s, n, wi, d, lo = out.get((i, j), (0.0, 0, 0, 0, 0))
            if mine is not None:
                s, n = s + mine, n + 1
                wi += mine == 1.0
                d += mine == 0.5
                lo += mine == 0.0
            out[(i, j)] = (s, n, wi, d, lo)
        return out

    @property
    def errors(self) -> list[GameRecord]:
        """Games that crashed (not scored)."""
        return [r for r in self.records if r.error is not None]

    def to_json(self) -> dict[str, Any]:
        """The report in the common result shape (:mod:`cardtable.sim.result_shape`, unit
        ``tournament``: ``bots`` and ``wins`` by entrant), then ``games_per_pair, backend,
        entrants`` (score, CI, Elo), ``pairs``, ``error_count`` (= ``errors``), ``records``."""
        names = [e.label for e in self.entrants]
        ps = self.pair_scores()
        elo = elo_ratings(names, {k: (v[0], v[1]) for k, v in ps.items()})
        pairs = []
        tot: list[list[float]] = [[0.0, 0.0] for _ in names]
        for (i, j), (s, n, wi, d, lo) in sorted(ps.items()):
            lo95, hi95 = wilson(s, n)
            pairs.append(
                {
                    "a": names[i],
                    "b": names[j],
                    "games": n,
                    "wins_a": wi,
                    "draws": d,
                    "wins_b": lo,
                    "score_a": s / n if n else None,
                    "ci95_a": [lo95, hi95],
                }
            )
            tot[i][0] += s
            tot[i][1] += n
            tot[j][0] += n - s
            tot[j][1] += n
        entrants = []
        for k, name in enumerate(names):
            s, n = tot[k][0], int(tot[k][1])
            lo95, hi95 = wilson(s, n)
            entrants.append(
                {
                    "name": name,
                    "games": n,
                    "score": s / n if n else None,
                    "ci95": [lo95, hi95],
                    "elo": round(elo[k], 1),
                }
            )
        wins = dict.fromkeys(names, 0)
        draws = 0
        for (i, j), (_s, _n, wi, d, lo) in ps.items():
            wins[names[i]] += wi
            wins[names[j]] += lo
            draws += d
        return result_json(
            game=self.game,
            unit="tournament",
            games=len(self.records),
            seed=self.seed,
            bots=names,
            wins=wins,
            wins_by_bot=wins,
            draws=draws,
            errors=len(self.errors),
            seconds=self.seconds,
            error_details=[{"seed": r.seed, "error": r.error} for r in self.errors[:20]],
            games_per_pair=self.games_per_pair,
            backend=self.backend,
            entrants=entrants,
            pairs=pairs,
            error_count=len(self.errors),
            records=[
                {"seed": r.seed, "winners": list(r.winners), "decisions": r.decisions}
                for r in self.records
            ],
        )


def schedule(
    game_id: str,
    entrants: Sequence[Entrant],
    *,
    games: int,
    seed: int = 0,
    setup: dict[str, Any] | None = None,
    sides: Sequence[Sequence[int]] | None = None,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    modules: tuple[str, ...] = (),
) -> list[Match]:
    """The matches of a round robin (see the module docstring). ``sides`` lists the seats of
    each of the two sides (default: the game's adapter, e.g. the two teams of 3v3)."""
    if len(entrants) < 2:
        raise SetupError("a tournament needs at least two entrants")
    if games < 1:
        raise SetupError("games per pair must be >= 1")
    env = _resolve(game_id)
    base_setup = env.setup(setup)
    spec = ensure_game(env.engine)
    probe = spec.new(dict(base_setup), seed)
    n = probe.num_seats
    fixed = [list(x) for x in (sides if sides is not None else env.sides(probe))]
    if len(fixed) < 2:
        raise SetupError(f"{game_id}: a tournament needs two sides, got {fixed}")
    if len(fixed) > 2:  # free-for-all: split the seats alternately between the two entrants
        fixed = _alternate(n)
    deck_fn = deck_setup_for(env.engine)
    mods = (*modules, *BOT_MODULES, spec.new.__module__)
    out: list[Match] = []
    pair_idx = 0
    for i in range(len(entrants)):
        for j in range(i + 1, len(entrants)):
            for k in range(games):
                game_seed = seed + pair_idx * games + k
                deal = None if sides is not None else env.deal(base_setup, game_seed, n)
                job_setup, game_sides = (dict(base_setup), fixed) if deal is None else deal
                first, second = (i, j) if k % 2 == 0 else (j, i)
                owners = [0] * n
                for s in game_sides[0]:
                    owners[s] = first
                for s in game_sides[1]:
                    owners[s] = second
                if deck_fn is not None:
                    decks = [entrants[o].deck for o in owners]
                    job_setup = deck_fn(job_setup, decks)
                bots = tuple(entrants[o].bot for o in owners)
                job = GameJob(env.engine, job_setup, game_seed, bots, max_decisions, mods)
                out.append(Match((i, j), tuple(owners), job))
            pair_idx += 1
    return out


def _resolve(name: str) -> Environment:
    """The environment of ``name`` (``sgs-3v3`` -> engine ``sgs`` in mode 3v3): the built-in
    table first (no optional package needed), then an RL adapter registered under that name
    (when numpy is installed), else the name as an engine id."""
    if name in ENVIRONMENTS or not _rl_available():
        return environment_for(name)
    from cardtable.rl.adapters import adapter_for, adapter_names

    if name not in adapter_names():
        return environment_for(name)
    ad = adapter_for(name)
    return Environment(name, ad.engine_id, lambda: ad.setup(None), ad.sides)


def _alternate(n: int) -> list[list[int]]:
    return [list(range(0, n, 2)), list(range(1, n, 2))]


def _rl_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("numpy") is not None


def run_tournament(
    game_id: str,
    entrants: Sequence[str | Entrant],
    *,
    games: int,
    seed: int = 0,
    setup: dict[str, Any] | None = None,
    backend: str = "local",
    workers: int = 0,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    modules: tuple[str, ...] = (),
    on_record: Callable[[GameRecord], None] | None = None,
) -> TournamentResult:
    """Schedule and play a round robin; ``on_record`` is called after every game."""
    if backend == "ray":
        from cardtable.sim.ray_backend import register

        register()
    if backend not in BACKENDS:
        raise SetupError(f"unknown backend {backend!r} (known: {', '.join(sorted(BACKENDS))})")
    import_modules((*modules, *BOT_MODULES))
    ents = [e if isinstance(e, Entrant) else Entrant.parse(e) for e in entrants]
    for e in ents:
        make_bot(e.bot, 0)  # unknown bots fail here, with the registry's message
    matches = schedule(
        game_id, ents, games=games, seed=seed, setup=setup, max_decisions=max_decisions,
        modules=modules,
    )
    res = TournamentResult(game_id, ents, games, seed, backend, matches)
    start = time.perf_counter()
    for rec in run_jobs([m.job for m in matches], backend, workers):
        res.records.append(rec)
        if on_record is not None:
            on_record(rec)
    res.seconds = time.perf_counter() - start
    return res
