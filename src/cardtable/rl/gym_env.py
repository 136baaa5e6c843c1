"""A Gymnasium single-agent environment: one seat (or one whole side) of a cardtable game
against bots.

The learner plays ``seat`` (``"random"``: a seat drawn per episode), or with ``side=k`` every
seat of side ``k`` (the three seats of a 3v3 side: each observation is the acting seat's own,
so the policy never sees its teammates' hands); every other seat is played by a bot (any object with
``choose(game, decision) -> int``, a ``{seat: bot}`` mapping, or a bot name of the registry
such as ``"sgs-heuristic"``; default: a seeded random bot). Observation and action
spaces are those of :mod:`cardtable.rl.aec`. The reward is given at the end (+1 win, -1 loss,
0 draw or truncation; teammates share the result).

Observations use the encoders' fast path (no ``view()`` per step); ``include_view=True`` puts
the seat's view in ``info["view"]`` as well. ``variety=True`` varies the first player and the
seat↔deck assignment per episode, ``deck_pool`` draws the decks (:mod:`cardtable.rl.variety`).
``ids=True`` adds card/general/skill identity indices (:mod:`cardtable.rl.ids`), ``history=K``
the last K events the seat saw (:mod:`cardtable.rl.history`), ``advisor="ygo-heuristic"`` the
option that bot would pick (:mod:`cardtable.rl.advice`, for residual policies).

Actions outside the mask: with ``illegal="wrap"`` (default, so generic checkers that sample
unmasked actions can run) the action is taken modulo the number of legal options and
``info["illegal_action"]`` is set; with ``illegal="raise"`` an
:class:`~cardtable.core.errors.IllegalAnswer` is raised. ``action_masks()`` gives the mask for
maskable learners.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, SupportsFloat

import gymnasium
import numpy as np

from cardtable.core.decision import Decision
from cardtable.core.errors import IllegalAnswer
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl.adapters import adapter_for
from cardtable.rl.aec import Extras, observation_space
from cardtable.rl.encoding import I8, Encoder
from cardtable.rl.loading import game_spec
from cardtable.rl.random_bot import SeededRandomBot
from cardtable.rl.rewards import seat_rewards
from cardtable.rl.variety import vary


class Bot(Protocol):
    """Anything that picks an option index for a decision."""

    def choose(self, game: Game, decision: Decision) -> int:
        """The chosen option index."""
        ...


class SingleSeatEnv(gymnasium.Env[dict[str, Any], Any]):
    """One seat of ``game_id`` against ``opponents`` (see the module docstring)."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        setup: dict[str, Any] | None = None,
        *,
        seat: int | str = 0,
        side: int | None = None,
        opponents: Bot | Mapping[int, Bot] | str | None = None,
        encoder: Encoder | None = None,
        max_steps: int | None = None,
        illegal: str = "wrap",
        include_view: bool = False,
        variety: bool = False,
        deck_pool: Sequence[str] = (),
        ids: bool = False,
        history: int = 0,
        advisor: str | None = None,
        render_mode: str | None = None,
    ) -> None:
        self.game_id = game_id
        self.adapter = adapter = adapter_for(game_id)
        self.setup = adapter.setup(setup)
        self._spec = game_spec(adapter.engine_id)
        self.encoder = encoder or adapter.encoder()
        self.max_steps = max_steps or adapter.max_steps
        if illegal not in ("wrap", "raise"):
            raise ValueError("illegal must be 'wrap' or 'raise'")
        self.illegal = illegal
        self.include_view = include_view
        self.variety = variety
        self.deck_pool = tuple(deck_pool)
        self.render_mode = render_mode
        self.game: Game = self._spec.new(dict(self.setup), 0)
        self.num_seats = self.game.num_seats
        self.random_seat = seat == "random"
        if not self.random_seat and not (isinstance(seat, int) and 0 <= seat < self.num_seats):
            raise ValueError(f"seat {seat!r} out of range for {self.num_seats} seats "
                             "(or 'random')")
        self.side = side
        if side is not None and not 0 <= side < len(adapter.sides(self.game)):
            raise ValueError(f"side {side} out of range")
        self.seat = 0 if self.random_seat else int(seat)
        self.seats: frozenset[int] = frozenset({self.seat})
        default: Bot = SeededRandomBot(12345)
        if isinstance(opponents, str):
            from cardtable.bots.base import make_bot

            if opponents.startswith("ismcts"):
                import cardtable.bots.ismcts  # noqa: F401  (registers the ismcts-* names)
            opponents = make_bot(opponents, 12345)
        if opponents is None:
            self.opponents: dict[int, Bot] = {s: default for s in range(self.num_seats)}
        elif isinstance(opponents, Mapping):
            self.opponents = {s: opponents.get(s, default) for s in range(self.num_seats)}
        else:
            self.opponents = {s: opponents for s in range(self.num_seats)}
        self.extras = Extras(adapter.engine_id, ids, history, advisor)
        self.observation_space = observation_space(self.encoder, self.extras)
        self.action_space = gymnasium.spaces.Discrete(self.encoder.max_options)
        self._seed_rng = Rng(0)
        self._steps = 0

    def _advance(self) -> None:
        """Let the bots play until one of our seats must act or the game ends."""
        seats = self.seats
        while True:
            dec = self.game.pending()
            if dec is None or dec.seat in seats or self._steps >= self.max_steps:
                if dec is not None and dec.seat in seats:
                    self.seat = dec.seat
                return
            self.game.answer(self.opponents[dec.seat].choose(self.game, dec))
            self._steps += 1

    def _obs(self) -> tuple[dict[str, Any], dict[str, Any]]:
        obs, opts, mask, view = self.encoder.encode(
            self.game, self.seat, want_view=self.include_view
        )
        info: dict[str, Any] = {"seat": self.seat}
        if self.include_view:
            dec = self.game.pending()
            info["view"] = view
            info["forms"] = (
                [dict(o.form) for o in dec.options[: self.encoder.max_options]]
                if dec is not None and dec.seat == self.seat
                else []
            )
        out: dict[str, Any] = {"observation": obs, "option_features": opts, "action_mask": mask}
        self.extras.fill(self.game, self.seat, self.encoder, out)
        return out, info

    def _new_game(self) -> None:
        rng = self._seed_rng
        game_seed = rng.next64() & 0x7FFFFFFF
        self.extras.reseed(game_seed)
        setup = self.setup
        if self.variety or self.deck_pool:
            setup = vary(self.game_id, self.adapter.engine_id, setup, rng, self.deck_pool)
        self.game = self._spec.new(dict(setup), game_seed)
        if self.side is not None:
            self.seats = frozenset(self.adapter.sides(self.game)[self.side])
            self.seat = min(self.seats)
        elif self.random_seat:
            self.seat = rng.below(self.num_seats)
            self.seats = frozenset({self.seat})
        self._steps = 0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Start a game where our seat has a decision (games that end before it are skipped,
        deterministically)."""
        super().reset(seed=seed)
        if seed is not None:
            self._seed_rng = Rng(seed)
        while True:
            self._new_game()
            self._advance()
            if self.game.pending() is not None and self._steps < self.max_steps:
                return self._obs()

    def result_for_learner(self) -> float:
        """+1 / -1 / 0 for the learner's seat(s) once the game is over (teammates share)."""
        return seat_rewards(self.game.result(), self.num_seats)[self.seat]

    def step(
        self, action: int
    ) -> tuple[dict[str, Any], SupportsFloat, bool, bool, dict[str, Any]]:
        """Play option ``action`` for our seat, then let the bots move."""
        dec = self.game.pending()
        if dec is None:
            raise IllegalAnswer("the episode is over; call reset()")
        a = int(action)
        n = min(len(dec.options), self.encoder.max_options)
        wrapped = False
        if not 0 <= a < n:
            if self.illegal == "raise":
                raise IllegalAnswer(f"action {a} is not one of the {n} legal options")
            a %= n
            wrapped = True
        self.game.answer(a)
        self._steps += 1
        self._advance()
        obs, info = self._obs()
        if wrapped:
            info["illegal_action"] = True
        over = self.game.pending() is None
        truncated = not over and self._steps >= self.max_steps
        reward = self.result_for_learner() if over else 0.0
        if over or truncated:
            res = self.game.result()
            info["result"] = None if res is None else res.to_json()
        return obs, reward, over, truncated, info

    def action_masks(self) -> I8:
        """The legal-action mask now (for maskable policy learners)."""
        mask = np.zeros(self.encoder.max_options, dtype=np.int8)
        dec = self.game.pending()
        if dec is not None and dec.seat in self.seats:
            mask[: min(len(dec.options), self.encoder.max_options)] = 1
        return mask

    def render(self) -> str | None:
        """ANSI: our seat's view."""
        if self.render_mode != "ansi":
            return None
        return f"{self.game_id}: {self.game.view(self.seat)}"
