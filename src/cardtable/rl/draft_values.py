"""Draft values for ``sgs-3v3``, learned from game outcomes, and a residual policy that
drafts by them.

In the 3v3 mode each side drafts eight of sixteen generals, then places three of them —
a commander (whose death loses the game) and two vanguards (``sgs/modes/three_v_three.py``).
The ``sgs-heuristic`` bot drafts and places by a fixed "rough strength" order
(``bots/sgs_heuristic.py`` ``GENERAL_RANK``) and puts its best-ranked general in the
commander's seat. Whether a general is worth having depends on how the bots then play it,
so the values are measured, not written down:

* :func:`explore` plays **exploration games**: the learner's side (both seatings, as
  :func:`cardtable.rl.ppo.evaluate`) plays the heuristic's pick at every decision except the
  draft's — who picks first, the picks and the placements — which it takes uniformly at
  random (the game's own seeded generator); the other side is the heuristic bot. Each game
  gives the two fielded line-ups and the result.
* :func:`fit` regresses the result (+1/−1) on the line-ups by ridge least squares: a value
  per general as the learner's **commander** and as one of its **vanguards**, with the
  opponent's line-up and the seating as controls. Because the learner's draft is random,
  every general is fielded in every role, and the regression is a Monte Carlo estimate of
  what fielding it is worth against the heuristic (result units; standard errors from the
  residual variance, relative to the role's mean value).
* :func:`with_draft` adds the option extras ``sgs-draft-v1``
  (:mod:`cardtable.rl.option_extras`: a one-hot of the general an option names, in a pick,
  commander or vanguard block) to a residual policy and sets their weights to ``scale``
  times the values: a pick scores a general by its value in its better role
  (``max(commander, vanguard)``), a placement by the role's value. Everywhere else the
  policy is unchanged (the new columns are zero there); at a draft decision it leaves the
  heuristic's pick when the values say so by more than its advice weight / ``scale``.

Nothing hidden is used: the draft's options are public, the extras read only the acting
seat's observation, and the values are weights.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from cardtable.core.rng import Rng
from cardtable.rl.policy import Policy

DRAFT_STEPS = ("d_pick_first", "d_pick2", "d_place2")
"""The engine steps of the 3v3 draft that the exploration games take at random."""
EXPLORE_BASE = 11_000_000
"""Env reset seeds of an exploration with seed ``s``: ``EXPLORE_BASE * (s + 1) + k`` for game
``k`` (far from the evaluation seeds and the label collections' ``7_000_000 * (s + 1)``)."""
EXTRAS = "sgs-draft-v1"
"""The option extras a drafting policy reads."""


class Lineup(NamedTuple):
    """The three generals a side fielded."""

    commander: str
    vanguard_a: str
    vanguard_b: str


class DraftGame(NamedTuple):
    """One exploration game: the learner's side (0 cool, 1 warm), its result, both line-ups."""

    side: int
    result: float
    mine: Lineup
    theirs: Lineup


def explore(first: int, stop: int, seed: int = 0) -> list[DraftGame]:
    """Exploration games ``first … stop-1`` of seed ``seed`` (module docstring): game ``k``
    plays seating ``k mod 2`` with reset seed ``EXPLORE_BASE * (seed + 1) + k``; its random
    draft choices come from ``Rng((seed * 1_000_003 + k) * 7 + 5)``."""
    from cardtable.rl.gym_env import SingleSeatEnv
    from cardtable.rl.ppo import HEURISTIC, seatings

    heuristic = HEURISTIC["sgs-3v3"]
    seats = seatings("sgs-3v3")
    envs = [SingleSeatEnv("sgs-3v3", opponents=heuristic, advisor=heuristic, **s)
            for s in seats]
    out: list[DraftGame] = []
    for k in range(first, stop):
        env = envs[k % len(envs)]
        obs, _ = env.reset(seed=EXPLORE_BASE * (seed + 1) + k)
        rng = Rng((seed * 1_000_003 + k) * 7 + 5)
        result = 0.0
        while True:
            dec = env.game.pending()
            assert dec is not None
            if dec.context.step in DRAFT_STEPS:
                a = rng.below(len(dec.options))
            else:
                a = int(np.argmax(obs["advice"]))
            obs, rew, term, trunc, _ = env.step(a)
            if term or trunc:
                result = float(rew)
                break
        g: Any = env.game
        side = int(seats[k % len(seats)]["side"])
        placed = g.ms["placed"]
        out.append(DraftGame(side, result, Lineup(*placed[side]), Lineup(*placed[1 - side])))
    return out


def _read_games(path: Path) -> list[DraftGame]:
    return [DraftGame(int(r["side"]), float(r["result"]), Lineup(*r["mine"]),
                      Lineup(*r["theirs"])) for r in json.loads(path.read_text())]


def _write_games(games: list[DraftGame], path: Path) -> None:
    path.write_text(json.dumps([{"side": d.side, "result": d.result, "mine": list(d.mine),
                                 "theirs": list(d.theirs)} for d in games]))


def explore_chunks(games: int, directory: Path, seed: int = 0, chunk: int = 500,
                   log: Callable[[str], None] | None = None) -> list[DraftGame]:
    """:func:`explore` over games ``0 … games-1`` in chunks of ``chunk`` games
    (``directory/draft-<first>-<stop>.json``, read back instead of replayed when present, so
    a run resumes and several processes can share the work:
    :func:`cardtable.rl.rollout_labels.resumable_chunks`); ``directory/draft.json`` records
    the settings and a directory made with others raises :class:`ValueError`."""
    from cardtable.rl.rollout_labels import ChunkFiles, resumable_chunks

    def make(first: int, stop: int) -> tuple[list[DraftGame], str]:
        c0 = time.process_time()
        part = explore(first, stop, seed)
        return part, (f"draft chunk {first}-{stop}: {len(part)} games, "
                      f"{time.process_time() - c0:.0f} CPU-s")

    files = ChunkFiles(_read_games, _write_games, "draft", ".json", 6, "draft.json")
    settings = {"game": "sgs-3v3", "draft": True, "seed": seed, "chunk": chunk}
    parts = resumable_chunks(directory, settings, games, chunk, make, files, log)
    return [d for part in parts for d in part]


@dataclass(frozen=True)
class DraftModel:
    """Per-general values of the learner's draft (result units, ±1 per game), from
    :func:`fit`."""

    generals: tuple[str, ...]
    """The generals, in the order of the arrays (``sgs-draft-v1``'s)."""
    commander: npt.NDArray[np.float64]
    """Value of fielding the general as the commander."""
    vanguard: npt.NDArray[np.float64]
    """Value of fielding it as a vanguard (each of the two)."""
    commander_se: npt.NDArray[np.float64]
    """Standard error of :attr:`commander` relative to the mean commander value."""
    vanguard_se: npt.NDArray[np.float64]
    """Standard error of :attr:`vanguard` relative to the mean vanguard value."""
    games: int
    """Exploration games fitted."""
    ridge: float
    """The ridge penalty of the fit."""

    @property
    def pick(self) -> npt.NDArray[np.float64]:
        """A pick's value: the general's value in its better role."""
        out: npt.NDArray[np.float64] = np.maximum(self.commander, self.vanguard)
        return out

    def table(self) -> list[dict[str, Any]]:
        """The fielded generals' values, best commander first (for reports)."""
        seen = ~np.isnan(self.commander)
        order = sorted(np.nonzero(seen)[0], key=lambda i: -self.commander[i])
        return [{"general": self.generals[i], "commander": round(float(self.commander[i]), 3),
                 "commander_se": round(float(self.commander_se[i]), 3),
                 "vanguard": round(float(self.vanguard[i]), 3),
                 "vanguard_se": round(float(self.vanguard_se[i]), 3)} for i in order]


def fit(games: Sequence[DraftGame], ridge: float = 5.0,
        generals: Sequence[str] | None = None) -> DraftModel:
    """Ridge regression of the results on the line-ups (module docstring). Columns: the
    learner's commander and vanguards, the opponent's commander and vanguards (one-hot per
    general each), the learner's side and an intercept (not penalised). Generals never
    fielded by the learner get NaN values. ``generals`` defaults to ``sgs-draft-v1``'s."""
    if not games:
        raise ValueError("fit needs at least one exploration game")
    if ridge <= 0:
        raise ValueError(f"the ridge penalty must be > 0, not {ridge}")
    if generals is None:
        from cardtable.rl.option_extras import draft_generals

        generals = draft_generals()[0]
    gens = tuple(generals)
    ix = {g: i for i, g in enumerate(gens)}
    n = len(gens)
    x = np.zeros((len(games), 4 * n + 2))
    y = np.zeros(len(games))
    for j, d in enumerate(games):
        for block, lineup in ((0, d.mine), (2, d.theirs)):
            for role, g in enumerate(lineup):
                if g not in ix:
                    raise ValueError(f"exploration game {j}: general {g!r} has no column")
                x[j, (block + (role > 0)) * n + ix[g]] += 1.0
        x[j, 4 * n] = d.side
        x[j, 4 * n + 1] = 1.0
        y[j] = d.result
    penalty = np.full(x.shape[1], ridge)
    penalty[-1] = 0.0
    a = x.T @ x + np.diag(penalty)
    w = np.linalg.solve(a, x.T @ y)
    resid = y - x @ w
    cov = np.asarray(float(resid.var()) * np.linalg.inv(a), np.float64)
    fielded_c = x[:, :n].sum(axis=0) > 0
    fielded_v = x[:, n:2 * n].sum(axis=0) > 0
    nan = np.full(n, np.nan)
    return DraftModel(gens, np.where(fielded_c, w[:n], nan), np.where(fielded_v, w[n:2 * n], nan),
                      _relative_se(cov, 0, fielded_c), _relative_se(cov, n, fielded_v),
                      len(games), ridge)


def _relative_se(cov: npt.NDArray[np.float64], at: int,
                 fielded: npt.NDArray[np.bool_]) -> npt.NDArray[np.float64]:
    """Standard errors of one role's values (columns ``at …``) relative to that role's mean
    over the fielded generals: the one-hot columns of a role always sum to the same count,
    so a shift shared by all its values is not determined by the data (only the ridge holds
    it), and an absolute error would mostly measure that shift."""
    n = len(fielded)
    idx = at + np.flatnonzero(fielded)
    out = np.full(n, np.nan)
    if len(idx):
        m = cov[np.ix_(idx, idx)]
        var = np.diag(m) - 2.0 * m.mean(axis=1) + m.mean()
        out[idx - at] = np.sqrt(np.maximum(var, 0.0))
    return out


def draft_weights(model: DraftModel, scale: float) -> npt.NDArray[np.float32]:
    """The ``wb`` weights of the ``sgs-draft-v1`` columns: ``scale`` times the pick,
    commander and vanguard values (0 for a general never fielded)."""
    blocks = [np.nan_to_num(v, nan=0.0) for v in (model.pick, model.commander, model.vanguard)]
    out: npt.NDArray[np.float32] = (scale * np.concatenate(blocks)).astype(np.float32)
    return out


def check_extendable(policy: Policy) -> None:
    """Raise :class:`ValueError` unless ``policy`` is a residual ``sgs-3v3`` policy without
    option extras (what :func:`with_draft` extends)."""
    if policy.meta.get("game_id") != "sgs-3v3":
        raise ValueError("draft values are for sgs-3v3 policies, not "
                         f"{policy.meta.get('game_id')!r}")
    if not policy.meta.get("advisor"):
        raise ValueError("with_draft extends a residual policy (meta['advisor'])")
    if policy.meta.get("option_extras"):
        raise ValueError(f"the policy already reads option extras "
                         f"{policy.meta['option_extras']!r}")


def with_draft(policy: Policy, model: DraftModel, scale: float) -> Policy:
    """A copy of the residual ``policy`` that also reads ``sgs-draft-v1`` with the weights
    of :func:`draft_weights` (module docstring). The new columns sit between the policy's
    option features and its advice column; their ``Wo`` weights are 0, so outside the draft
    the copy plays exactly as ``policy``."""
    from cardtable.rl.option_extras import SGS_DRAFT_SIZE, draft_generals

    check_extendable(policy)
    if model.generals != draft_generals()[0]:
        raise ValueError("the draft model's generals are not sgs-draft-v1's")
    if scale <= 0:
        raise ValueError(f"the draft scale must be > 0, not {scale}")
    at = policy.wb.shape[0] - 1  # the advice column
    out = copy.deepcopy(policy)
    out.Wo = np.insert(policy.Wo, [at], np.zeros((policy.Wo.shape[0], SGS_DRAFT_SIZE),
                                                np.float32), axis=1)
    out.wb = np.insert(policy.wb, [at], draft_weights(model, scale))
    out.meta["option_extras"] = EXTRAS
    return out


def draft_round(policy: Policy, games: int, directory: Path, seed: int = 0,
                ridge: float = 5.0, scale: float = 100.0,
                log: Callable[[str], None] | None = None) -> tuple[Policy, dict[str, Any]]:
    """Exploration games (chunks in ``directory``), the fit, and ``policy`` drafting by it;
    returns the new policy (its ``meta["draft"]`` records the settings) and a report."""
    check_extendable(policy)
    c0 = time.process_time()
    played = explore_chunks(games, directory, seed, log=log)
    model = fit(played, ridge)
    out = with_draft(policy, model, scale)
    out.meta["draft"] = {"games": games, "seed": seed, "ridge": ridge, "scale": scale}
    report = {"games": games, "cpu_seconds": round(time.process_time() - c0, 1),
              "mean_result": round(float(np.mean([d.result for d in played])), 3),
              "values": model.table()}
    return out, report
