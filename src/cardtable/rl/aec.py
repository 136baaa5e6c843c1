"""The PettingZoo AEC environment over any registered cardtable game.

Agents are ``"player_0" .. "player_{n-1}"`` (seat ``i`` is ``player_i``). The agent to act is
the seat of the pending decision; one seat may act several times in a row (chains, multi-picks).
``state()`` is the global state for centralised critics: every seat's ``observation`` vector,
seat 0 first (``state_space``) — it holds every hand, so give it to critics only, never to a
policy.
Each observation is a dict of ``observation`` (float32 vector), ``option_features``
(float32 ``[max_options, option_size]``) and ``action_mask`` (int8 ``[max_options]``) — plus,
with ``ids=True``, card/general/skill identity indices (:mod:`cardtable.rl.ids`) and, with
``history=K``, the last K events the seat saw (:mod:`cardtable.rl.history`); the action
is the index of the chosen option. ``infos[agent]`` carries the raw per-seat ``view`` (plain
data from :meth:`~cardtable.core.game.Game.view`) and the legal option ``forms`` for the agent
to act. Rewards come only at the end: +1 per winning seat, -1 per losing seat (teams share).
"""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from cardtable.core.errors import IllegalAnswer
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl.adapters import GameAdapter, adapter_for
from cardtable.rl.advice import Advisor
from cardtable.rl.encoding import Encoder
from cardtable.rl.loading import game_spec
from cardtable.rl.rewards import seat_rewards


def observation_space(enc: Encoder, extras: Extras | None = None) -> gymnasium.spaces.Dict:
    """The observation space every agent shares, for encoder ``enc`` (plus the optional id
    arrays and history of ``extras``)."""
    spaces: dict[str, gymnasium.spaces.Space[Any]] = {
        "observation": gymnasium.spaces.Box(-np.inf, np.inf, (enc.obs_size,), np.float32),
        "option_features": gymnasium.spaces.Box(
            -np.inf, np.inf, (enc.max_options, enc.option_size), np.float32
        ),
        "action_mask": gymnasium.spaces.Box(0, 1, (enc.max_options,), np.int8),
    }
    if extras is not None:
        spaces.update(extras.spaces(enc))
    return gymnasium.spaces.Dict(spaces)


class Extras:
    """Optional observation parts: card/general/skill identity indices (``ids=True``,
    :mod:`cardtable.rl.ids`), the last ``history`` events (:mod:`cardtable.rl.history`) and
    an advisor bot's pick (``advisor="ygo-heuristic"``, :mod:`cardtable.rl.advice`)."""

    def __init__(self, engine_id: str, ids: bool, history: int,
                 advisor: str | None = None) -> None:
        self.engine_id = engine_id
        self.ids = ids
        self.history = max(0, int(history))
        self.advisor = Advisor(advisor) if advisor else None
        if ids:
            from cardtable.rl.ids import id_shapes

            id_shapes(engine_id, 1)  # raises for a game with no vocabulary

    def reseed(self, seed: int) -> None:
        """Reseed the advisor bot (its tie-breaks) for a new episode."""
        if self.advisor is not None:
            self.advisor = Advisor(self.advisor.name, seed)

    def spaces(self, enc: Encoder) -> dict[str, gymnasium.spaces.Space[Any]]:
        """The extra spaces."""
        out: dict[str, gymnasium.spaces.Space[Any]] = {}
        if self.ids:
            from cardtable.rl.ids import id_shapes

            for name, shape in id_shapes(self.engine_id, enc.max_options).items():
                out[name] = gymnasium.spaces.Box(0, 2**31 - 1, shape, np.int32)
        if self.history:
            from cardtable.rl.history import EVENT_F

            out["history"] = gymnasium.spaces.Box(
                -np.inf, np.inf, (self.history, EVENT_F), np.float32)
        if self.advisor is not None:
            out["advice"] = gymnasium.spaces.Box(0, 1, (enc.max_options,), np.float32)
        return out

    def fill(self, game: Game, seat: int, enc: Encoder, obs: dict[str, Any]) -> None:
        """Add the extra arrays of ``seat`` to ``obs``."""
        if self.ids:
            from cardtable.rl.ids import encode_ids

            obs.update(encode_ids(game, seat, enc.max_options))
        if self.history:
            from cardtable.rl.history import EVENT_F, encode_history

            h = np.zeros(self.history * EVENT_F, np.float32)
            encode_history(game, seat, self.history, h)
            obs["history"] = h.reshape(self.history, EVENT_F)
        if self.advisor is not None:
            obs["advice"] = self.advisor.advise(game, seat, enc.max_options)


class CardtableAEC(AECEnv):  # type: ignore[misc]
    """PettingZoo AEC environment for one cardtable game id (see module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "cardtable_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game_id: str,
        setup: dict[str, Any] | None = None,
        *,
        encoder: Encoder | None = None,
        max_steps: int | None = None,
        include_view: bool = True,
        ids: bool = False,
        history: int = 0,
        advisor: str | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.game_id = game_id
        self.adapter: GameAdapter = adapter_for(game_id)
        self.setup = self.adapter.setup(setup)
        self._spec = game_spec(self.adapter.engine_id)
        self.encoder = encoder or self.adapter.encoder()
        self.max_steps = max_steps or self.adapter.max_steps
        self.include_view = include_view
        self.render_mode = render_mode
        probe = self._spec.new(dict(self.setup), 0)
        self.num_seats = probe.num_seats
        self.possible_agents = [f"player_{i}" for i in range(self.num_seats)]
        self._seat_of = {a: i for i, a in enumerate(self.possible_agents)}
        self.extras = Extras(self.adapter.engine_id, ids, history, advisor)
        self._obs_space = observation_space(self.encoder, self.extras)
        self.state_space = gymnasium.spaces.Box(
            -np.inf, np.inf, (self.num_seats * self.encoder.obs_size,), np.float32
        )
        self._act_space = gymnasium.spaces.Discrete(self.encoder.max_options)
        self._seed_rng = Rng(0)
        self.game: Game = probe
        self._cache: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}
        self._steps = 0
        self._extras_on = bool(ids or self.extras.history or self.extras.advisor is not None)
        self._rewarded = False  # some reward is set (the game ended): step() clears them

    # --- spaces -----------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.spaces.Dict:
        """The (shared) observation space."""
        return self._obs_space

    def action_space(self, agent: str) -> gymnasium.spaces.Discrete:
        """``Discrete(max_options)``: the index of an option of the pending decision."""
        return self._act_space

    # --- lifecycle --------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game. ``seed`` fixes the game; without it the next seed of the env's
        own seeded stream is used (so a seeded env stays reproducible across resets)."""
        if seed is not None:
            self._seed_rng = Rng(seed)
            game_seed = seed
        else:
            game_seed = self._seed_rng.next64() & 0x7FFFFFFF
        self.extras.reseed(game_seed)
        self.game = self._spec.new(dict(self.setup), game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._steps = 0
        self._rewarded = False
        self._cache.clear()
        self._after_move()

    def _after_move(self) -> None:
        dec = self.game.question()
        self._cache.clear()
        if dec is None or self._steps >= self.max_steps:
            rew = seat_rewards(self.game.result(), self.num_seats)
            over = dec is None
            self._rewarded = True
            for a in self.agents:
                seat = int(a.rsplit("_", 1)[1])
                self.rewards[a] = rew[seat] if over else 0.0
                self.terminations[a] = over
                self.truncations[a] = not over
                self.infos[a] = {"result": self._result_json()}
            self.agent_selection = self.agents[0]
            return
        self.agent_selection = self.possible_agents[dec.seat]
        if self.include_view:  # without views every info stays {} until the game ends
            infos = self.infos
            for a in self.agents:
                if infos[a]:  # only the acting agent's (view) needs clearing
                    infos[a] = {}
            infos[self.agent_selection] = self._encoded(dec.seat)[1]

    def _result_json(self) -> dict[str, Any] | None:
        res = self.game.result()
        return None if res is None else res.to_json()

    def _encoded(self, seat: int) -> tuple[dict[str, Any], dict[str, Any]]:
        hit = self._cache.get(seat)
        if hit is None:
            obs, opts, mask, view = self.encoder.encode(
                self.game, seat, want_view=self.include_view
            )
            info: dict[str, Any] = {}
            if self.include_view:
                dec = self.game.question()
                forms = (
                    [dict(f) for f in dec.forms[: self.encoder.max_options]]
                    if dec is not None and dec.seat == seat
                    else []
                )
                info = {"view": view, "forms": forms}
            out: dict[str, Any] = {
                "observation": obs, "option_features": opts, "action_mask": mask}
            if self._extras_on:
                self.extras.fill(self.game, seat, self.encoder, out)
            hit = (out, info)
            self._cache[seat] = hit
        return hit

    def last(
        self, observe: bool = True
    ) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """``(observation, cumulative reward, terminated, truncated, info)`` of the agent to
        act (PettingZoo's ``AECEnv.last``, without its per-call assertion)."""
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def observe(self, agent: str) -> dict[str, Any]:
        """The encoded observation of ``agent`` now (a fresh dict of arrays)."""
        return dict(self._encoded(self._seat_of[agent])[0])

    def state(self) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The global state: every seat's encoded observation, concatenated by seat."""
        return np.concatenate(
            [self._encoded(s)[0]["observation"] for s in range(self.num_seats)]
        )

    def step(self, action: int | None) -> None:
        """Answer the pending decision with option ``action`` (its index)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalAnswer(f"{agent} must act; got no action")
        self._cumulative_rewards[agent] = 0.0
        if self._rewarded:  # rewards are set only when a game ends; else all are 0.0
            for a in self.agents:
                self.rewards[a] = 0.0
            self._rewarded = False
        self.game.answer_index(int(action))
        self._steps += 1
        self._after_move()
        if self._rewarded:  # adding the zero rewards of a move that did not end it is a no-op
            self._accumulate_rewards()

    def render(self) -> str | None:
        """ANSI rendering: the pending decision and the spectator's view."""
        if self.render_mode != "ansi":
            return None
        dec = self.game.pending()
        head = "game over" if dec is None else f"seat {dec.seat}: {dec.prompt.en}"
        return f"{self.game_id} step {self._steps}: {head}\n{self.game.view(-1)}"

    def close(self) -> None:
        """Nothing to release."""
        self._cache.clear()
