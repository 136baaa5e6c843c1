"""Information-set Monte Carlo tree search (single-observer ISMCTS).

Each iteration re-deals what the searching seat cannot see with
:meth:`~cardtable.core.game.Game.determinize` (``game.determinize(seat, rng)``: a clone with
hidden information re-dealt), walks one tree shared by all determinizations, expands one
option, plays the rest of the game with random legal moves (up to ``rollout_depth``
decisions), and backs the outcome up. Children are keyed by the options' structured forms, so
the same action in different determinizations shares statistics; selection uses UCB1 with
availability counts (Cowling, Powley & Whitehouse, 2012).

The bot never looks at hidden information: the real game is only read through ``pending()``,
``clone()``/``determinize()`` and the result of simulated games. With an iteration budget (the
default) it is deterministic: its RNG is seeded from ``(seed, game.seed, state_id, seat)``.
A time budget (``seconds=``) trades that for wall-clock control.

>>> bot = make_bot(7)
>>> bot.name
'ismcts'
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.core.rng import Rng

Evaluator = Callable[[Game], list[float]]
"""Scores an unfinished game for every seat in ``[0, 1]`` (used when a rollout is cut)."""


def form_key(form: Mapping[str, Any]) -> Hashable:
    """A hashable key of an option form (sorted items; unhashable values by ``repr``)."""
    items = []
    for k in sorted(form):
        v = form[k]
        try:
            hash(v)
        except TypeError:
            v = repr(v)
        items.append((k, v))
    return tuple(items)


def outcome(game: Game) -> list[float]:
    """Per-seat score of a finished game: 1 for winners, 0 for losers, 0.5 each on a draw."""
    res = game.result()
    n = game.num_seats
    if res is None or not res.winners:
        return [0.5] * n
    won = set(res.winners)
    return [1.0 if s in won else 0.0 for s in range(n)]


def neutral(game: Game) -> list[float]:
    """An evaluator that knows nothing: 0.5 for every seat."""
    return [0.5] * game.num_seats


def material(game: Game) -> list[float]:
    """The default evaluator of a cut rollout, from the game's flat facts (the rollout's own
    determinized game, so nothing hidden from the searching seat is involved):

    * ``lp.S`` (Yu-Gi-Oh!): each seat's share of the total life points;
    * ``hp.S``/``maxhp.S``/``alive.S`` (Sanguosha): each side's share of the living health
      (sides from the spectator view's ``players[i].side``; no sides: a seat's own health
      fraction, halved toward 0.5);
    * otherwise 0.5 for every seat.
    """
    n = game.num_seats
    f = game.facts()
    if "lp.0" in f:
        lps = [max(0.0, float(f.get(f"lp.{s}", 0))) for s in range(n)]
        tot = sum(lps)
        return [x / tot if tot > 0 else 0.5 for x in lps]
    if "hp.0" in f:
        strength = []
        for s in range(n):
            alive = bool(f.get(f"alive.{s}", True))
            mx = max(1.0, float(f.get(f"maxhp.{s}", 1)))
            strength.append(max(0.0, float(f.get(f"hp.{s}", 0))) / mx if alive else 0.0)
        sides = [p.get("side") for p in game.view(-1).get("players", [])]
        if len(sides) == n and all(x is not None for x in sides):
            by: dict[Any, float] = {}
            for s in range(n):
                by[sides[s]] = by.get(sides[s], 0.0) + strength[s]
            tot = sum(by.values())
            return [by[sides[s]] / tot if tot > 0 else 0.5 for s in range(n)]
        return [0.25 + 0.5 * x for x in strength]
    return [0.5] * n


def advantage(game: Game) -> list[float]:
    """Evaluator of a cut heuristic playout: life and card advantage, squashed to ``[0, 1]``.

    From the game's flat facts of the rollout's own determinized game (nothing hidden from the
    searching seat is involved):

    * Yu-Gi-Oh! (``lp.S``): ``tanh((LP difference)/4000 + 0.25·(cards difference))`` where a
      seat's cards are its hand, monsters and spells/traps, mapped to ``[0, 1]``;
    * Sanguosha (``hp.S``): each side's living health (``hp``/``maxhp``, plus 0.15 per card in
      hand) against the others', as a share;
    * otherwise :func:`material`.
    """
    f = game.facts()
    n = game.num_seats
    if "lp.0" in f and n == 2:
        def cards(s: int) -> float:
            return float(f.get(f"hand_count.{s}", 0) + len(f.get(f"monsters.{s}") or ())
                         + len(f.get(f"spells.{s}") or ()))

        x = (float(f["lp.0"]) - float(f.get("lp.1", 0))) / 4000.0 + 0.25 * (cards(0) - cards(1))
        v = 0.5 + 0.5 * math.tanh(x)
        return [v, 1.0 - v]
    if "hp.0" in f:
        strength = []
        for s in range(n):
            alive = bool(f.get(f"alive.{s}", True))
            mx = max(1.0, float(f.get(f"maxhp.{s}", 1)))
            hand = float(f.get(f"hand_count.{s}", f.get(f"hand.{s}", 0)) or 0)
            hp = max(0.0, float(f.get(f"hp.{s}", 0)))
            strength.append((hp / mx + 0.15 * hand / mx + 0.5 * hp / 4.0) if alive else 0.0)
        sides = _sides(game)
        if sides is not None:
            by: dict[Any, float] = {}
            for s in range(n):
                by[sides[s]] = by.get(sides[s], 0.0) + strength[s]
            tot = sum(by.values())
            return [by[sides[s]] / tot if tot > 0 else 0.5 for s in range(n)]
        tot = sum(strength)
        return [0.5 + 0.5 * (x * n / tot - 1.0) / n if tot > 0 else 0.5 for x in strength]
    return material(game)


def _sides(game: Game) -> list[Any] | None:
    sides = [p.get("side") for p in game.view(-1).get("players", [])]
    if len(sides) == game.num_seats and all(x is not None for x in sides):
        return sides
    return None


class _Node:
    __slots__ = ("avail", "children", "mover", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class IsmctsBot:
    """ISMCTS bot: ``choose(game, decision) -> int`` like every bot.

    ``iterations`` bounds the search (deterministic); ``seconds``, when given, bounds it by
    wall-clock time instead. ``rollout_depth`` caps each playout, after which
    ``evaluator`` scores the game. ``exploration`` is the UCB constant. ``rollout_policy``
    ``"random"`` plays uniformly random legal moves in playouts; ``"heuristic"`` plays the
    game's heuristic bot (``<game_id>-heuristic`` from the bot registry, e.g. ``sgs-heuristic``)
    with probability ``1 - epsilon`` and a random move otherwise. With the heuristic policy,
    ``prior`` (a fraction of the iterations) is added as virtual visits to the option the
    heuristic itself would pick at the root: the search overrides the heuristic only when it
    clearly prefers another option.
    """

    name = "ismcts"

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int = 200,
        seconds: float | None = None,
        rollout_depth: int = 200,
        exploration: float = 0.7,
        evaluator: Evaluator = material,
        rollout_policy: str = "random",
        epsilon: float = 0.1,
        prior: float = 0.0,
        candidates: int = 0,
        margin: float = 0.0,
    ) -> None:
        if rollout_policy not in ("random", "heuristic"):
            raise ValueError("rollout_policy must be 'random' or 'heuristic'")
        self.rollout_policy = rollout_policy
        self.epsilon = epsilon
        self.prior = prior
        self._policy: Any = None
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.evaluator = evaluator
        self.candidates = candidates
        self.margin = margin
        self.last_iterations = 0
        self.last_gap = 0.0
        """After a root search (``candidates > 0``): the mean value of the option played minus
        the heuristic pick's (0 when it played the heuristic's pick or did not search); a
        behaviour-cloning label's confidence (:mod:`cardtable.rl.imitation`)."""

    def choose(self, game: Game, decision: Decision) -> int:
        """The option of ``decision`` whose subtree was visited most."""
        self.last_gap = 0.0
        if len(decision.options) == 1:
            return 0
        seat = decision.seat
        rng = Rng(((self.seed * 1_000_003 + game.seed) * 1_000_033 + game.state_id) * 8 + seat)
        self._policy = None
        if self.rollout_policy == "heuristic":
            from cardtable.bots.base import make_bot as registry_bot

            self._policy = registry_bot(f"{game.game_id}-heuristic", rng.next64() & 0xFFFFFFFF)
        if self.candidates > 0 and self._policy is not None:
            return self._root_search(game, decision, rng)
        root = _Node(mover=-1)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while True:
            if deadline is None:
                if done >= self.iterations:
                    break
            elif time.perf_counter() >= deadline and done > 0:
                break
            self._iterate(game.determinize(seat, rng), root, rng)
            done += 1
        self.last_iterations = done
        favourite = -1
        if self._policy is not None and self.prior > 0:
            favourite = self._policy.choose(game, decision)
        bonus = self.prior * done
        best, best_visits = 0, -1.0
        for i, opt in enumerate(decision.options):
            child = root.children.get(form_key(opt.form))
            visits = (child.visits if child is not None else 0) + (bonus if i == favourite else 0)
            if (child is not None or i == favourite) and visits > best_visits:
                best, best_visits = i, visits
        return best

    def _root_search(self, game: Game, decision: Decision, rng: Rng) -> int:
        """Policy improvement over the heuristic at the root, with common random numbers.

        The candidates are the heuristic's own pick plus up to ``candidates - 1`` other options
        (all of them when there are few; otherwise a seeded sample, merged by structured form
        so duplicates count once). Each of the ``iterations // len(candidates)`` rounds draws one
        determinization and one playout seed, and plays every candidate from that same
        determinized position with the same heuristic playout seed (a clone per candidate), so
        the candidates are compared on identical hidden cards and identical luck. The heuristic
        pick wins unless another candidate's mean value beats it by more than ``margin``.
        """
        seat = decision.seat
        policy = self._policy
        favourite = int(policy.choose(game, decision))
        n = len(decision.options)
        seen: dict[Hashable, int] = {form_key(decision.options[favourite].form): favourite}
        order = list(range(n))
        for i in range(n - 1, 0, -1):  # seeded Fisher-Yates: which others get searched
            j = rng.below(i + 1)
            order[i], order[j] = order[j], order[i]
        for i in order:
            if len(seen) >= self.candidates:
                break
            seen.setdefault(form_key(decision.options[i].form), i)
        cands = list(seen.values())
        if len(cands) == 1:
            return favourite
        rounds = max(1, self.iterations // len(cands))
        totals = [0.0] * len(cands)
        from cardtable.bots.base import make_bot as registry_bot

        name = f"{game.game_id}-heuristic"
        for _ in range(rounds):
            det = game.determinize(seat, rng)
            play_seed = rng.next64()
            for k, i in enumerate(cands):
                g = det.clone()
                g.answer(i)
                r = Rng(play_seed)
                self._policy = registry_bot(name, int(r.next64() & 0xFFFFFFFF))
                totals[k] += self._rollout(g, r)[seat]
        self._policy = policy
        self.last_iterations = rounds * len(cands)
        best = 0
        best_v = totals[0] / rounds + self.margin
        for k in range(1, len(cands)):
            v = totals[k] / rounds
            if v > best_v:
                best, best_v = k, v
        self.last_gap = (totals[best] - totals[0]) / rounds
        return cands[best]

    def _iterate(self, g: Game, root: _Node, rng: Rng) -> None:
        node = root
        path: list[_Node] = []
        c = self.exploration
        while True:
            dec = g.pending()
            if dec is None:
                break
            keys = [form_key(o.form) for o in dec.options]
            untried = []
            for i, k in enumerate(keys):
                ch = node.children.get(k)
                if ch is None:
                    untried.append(i)
                else:
                    ch.avail += 1
            if untried:
                i = untried[rng.below(len(untried))]
                child = _Node(dec.seat)
                child.avail = 1
                node.children[keys[i]] = child
                g.answer(i)
                path.append(child)
                break
            best_i, best_v = 0, -math.inf
            for i, k in enumerate(keys):
                ch = node.children[k]
                v = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best_v:
                    best_i, best_v = i, v
            node = node.children[keys[best_i]]
            g.answer(best_i)
            path.append(node)
        values = self._rollout(g, rng)
        for n in path:
            n.visits += 1
            n.total += values[n.mover]

    def _rollout(self, g: Game, rng: Rng) -> list[float]:
        policy = self._policy
        eps = int(self.epsilon * 1_000_000)
        for _ in range(self.rollout_depth):
            dec = g.pending()
            if dec is None:
                return outcome(g)
            n = len(dec.options)
            if policy is None or n == 1 or rng.below(1_000_000) < eps:
                g.answer(rng.below(n))
            else:
                g.answer(policy.choose(g, dec))
        if g.pending() is None:
            return outcome(g)
        return self.evaluator(g)


#: Budgets registered as bot names on import: ``ismcts`` (200 iterations) and these variants.
VARIANTS: dict[str, dict[str, Any]] = {
    "ismcts": {},
    "ismcts-fast": {"iterations": 32, "rollout_depth": 24},
    "ismcts-50": {"iterations": 50, "rollout_depth": 100},
    "ismcts-100": {"iterations": 100, "rollout_depth": 60},
    "ismcts-400": {"iterations": 400},
    "ismcts-1s": {"seconds": 1.0},
    "ismcts-h": {
        "iterations": 32, "rollout_depth": 24, "rollout_policy": "heuristic", "prior": 0.3,
    },
    "ismcts-h100": {
        "iterations": 100, "rollout_depth": 40, "rollout_policy": "heuristic", "prior": 0.3,
    },
    "ismcts-pi": {
        "iterations": 48, "rollout_depth": 30, "rollout_policy": "heuristic", "epsilon": 0.05,
        "candidates": 6, "margin": 0.02, "evaluator": advantage,
    },
    "ismcts-pi2": {
        "iterations": 96, "rollout_depth": 50, "rollout_policy": "heuristic", "epsilon": 0.05,
        "candidates": 6, "margin": 0.02, "evaluator": advantage,
    },
    "ismcts-pi3": {
        "iterations": 80, "rollout_depth": 30, "rollout_policy": "heuristic", "epsilon": 0.05,
        "candidates": 10, "margin": 0.02, "evaluator": advantage,
    },
    "ismcts-pi4": {
        "iterations": 64, "rollout_depth": 40, "rollout_policy": "heuristic", "epsilon": 0.0,
        "candidates": 8, "margin": 0.0, "evaluator": advantage,
    },
}


def make_bot(seed: int = 0) -> IsmctsBot:
    """The default ISMCTS bot (200 iterations) seeded with ``seed``."""
    return IsmctsBot(seed)


def _register() -> None:
    from cardtable.bots.base import register_bot

    for name, kw in VARIANTS.items():

        def factory(seed: int, _kw: dict[str, Any] = kw, _name: str = name) -> IsmctsBot:
            bot = IsmctsBot(seed, **_kw)
            bot.name = _name
            return bot

        register_bot(name, factory)


_register()
