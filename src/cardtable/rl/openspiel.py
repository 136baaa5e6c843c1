"""OpenSpiel Python games over cardtable games (needs the ``openspiel`` extra: ``open_spiel``).

``register_openspiel("ygo-duel")`` registers ``cardtable_ygo_duel`` (dashes become
underscores) with ``pyspiel``; ``pyspiel.load_game("cardtable_ygo_duel")`` then works, as does
every OpenSpiel algorithm that accepts Python games. :func:`register_all` registers the
cardtable games that are installed.

Mapping:

* **chance** — explicit: the first node is a chance node whose ``num_seeds`` equally likely
  outcomes are the deal seeds (``seed_base + outcome``). The engines draw every later random
  event (shuffles, draws, judgements) from the game's own seeded RNG, so the whole game is a
  deterministic function of that outcome and the players' actions: all chance is in that node.
* **players** — seat ``i`` is player ``i``; action ``i`` is option ``i`` of the pending decision
  (``num_distinct_actions`` = the encoder's ``max_options``).
* **returns** — +1 per winning seat, -1 per losing seat, 0 on a draw or at the step cap.
* **information state string** — a digest (SHA-1) of the seat's redacted event log and its
  current view (JSON), so states that differ only in what the seat cannot see give the same
  string (perfect recall), at constant size.
* **observation** — tensor: the encoder's ``observation`` vector followed by the action mask;
  string: the seat's view as JSON.
* **clone** — ``Game.clone()`` of the wrapped game (OpenSpiel deep-copies states, and
  ``__deepcopy__`` delegates to the engine's clone).
"""

from __future__ import annotations

import ctypes
import hashlib
import json
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found,unused-ignore]

from cardtable.core.game import Game
from cardtable.core.registry import GameSpec
from cardtable.rl.adapters import adapter_for
from cardtable.rl.encoding import Encoder
from cardtable.rl.loading import game_spec
from cardtable.rl.rewards import seat_rewards

DEFAULT_NUM_SEEDS = 64

_FACTORIES: dict[str, Any] = {}
"""Registered factories. pyspiel's C++ registry holds them too; without a Python reference of
our own the interpreter aborts at exit when C++ drops the last one without holding the GIL."""


def short_name(game_id: str) -> str:
    """The OpenSpiel name of a cardtable game id (``ygo-duel`` → ``cardtable_ygo_duel``)."""
    return "cardtable_" + game_id.replace("-", "_")


def _dumps(x: Any) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


@dataclass(slots=True)
class _Config:
    """Plain settings shared by a game and its states (pybind11 may drop Python attributes
    of the game object once C++ owns it, so states keep their own reference to this)."""

    spec: GameSpec
    setup: dict[str, Any]
    encoder: Encoder
    num_seeds: int
    seed_base: int
    max_steps: int
    seats: int

    def __deepcopy__(self, memo: dict[int, Any]) -> _Config:
        return self  # shared, read-only settings


class _Inner:
    """Holds the wrapped game. pyspiel clones Python states with ``copy.deepcopy`` of their
    attributes; this makes that copy the engine's fast ``clone()`` instead of a deep copy of
    the whole game (event log included)."""

    __slots__ = ("game",)

    def __init__(self, game: Game | None) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Inner:
        return _Inner(None if self.game is None else self.game.clone())


class CardtableSpielGame(pyspiel.Game):  # type: ignore[misc]
    """An OpenSpiel game wrapping one cardtable game id and setup."""

    def __init__(
        self,
        game_id: str,
        setup: dict[str, Any],
        game_type: Any,
        params: dict[str, Any] | None,
    ) -> None:
        params = dict(params or {})
        self.cardtable_id = game_id
        self.setup = setup
        adapter = adapter_for(game_id)
        self.spec: GameSpec = game_spec(adapter.engine_id)
        self.encoder: Encoder = adapter.encoder()
        self.num_seeds = int(params.get("num_seeds", DEFAULT_NUM_SEEDS))
        self.seed_base = int(params.get("seed_base", 0))
        self.max_steps = adapter.max_steps
        probe = self.spec.new(dict(setup), self.seed_base)
        self.seats = probe.num_seats
        self.cfg = _Config(
            self.spec, setup, self.encoder, self.num_seeds, self.seed_base, self.max_steps,
            self.seats,
        )
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoder.max_options,
            max_chance_outcomes=self.num_seeds,
            num_players=self.seats,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=(
                0.0 if game_type.utility == pyspiel.GameType.Utility.ZERO_SUM else None
            ),
            max_game_length=self.max_steps + 1,
        )
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> CardtableSpielState:
        """The chance node that deals the game."""
        return CardtableSpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> CardtableObserver:
        """Observer for observation (default) or information-state (perfect recall) strings
        and tensors."""
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return CardtableObserver(self, perfect_recall)


class CardtableSpielState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state: a chance node before the deal, then the wrapped cardtable game."""

    def __init__(self, game: CardtableSpielGame, cfg: _Config | None = None) -> None:
        super().__init__(game)
        self._cgame = cfg if cfg is not None else game.cfg
        self._inner = _Inner(None)
        self.steps = 0
        self._hist: dict[int, tuple[int, bytes]] = {}

    @property
    def inner(self) -> Game | None:
        """The wrapped cardtable game (None before the deal)."""
        return self._inner.game

    @inner.setter
    def inner(self, game: Game | None) -> None:
        self._inner = _Inner(game)

    def __deepcopy__(self, memo: dict[int, Any]) -> CardtableSpielState:
        c = CardtableSpielState(self.get_game(), self._cgame)
        c.inner = None if self.inner is None else self.inner.clone()
        c.steps = self.steps
        c._hist = dict(self._hist)
        return c

    def history_digest(self, player: int) -> str:
        """A chained SHA-1 of ``player``'s redacted event log so far, updated incrementally
        (the perfect-recall part of the information state, in constant size)."""
        assert self.inner is not None
        n, h = self._hist.get(player) or (0, b"")
        new = self.inner.events(player, n)
        for e in new:
            h = hashlib.sha1(h + _dumps(e).encode("utf-8")).digest()
        self._hist[player] = (n + len(new), h)
        return h.hex()

    def clone(self) -> CardtableSpielState:
        """An independent copy (the engine's ``clone()``)."""
        return self.__deepcopy__({})

    def _over(self) -> bool:
        return self.inner is not None and (
            self.inner.pending() is None or self.steps >= self._cgame.max_steps
        )

    def current_player(self) -> int:
        """The seat to act, CHANCE before the deal, TERMINAL at the end."""
        if self.inner is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self._over():
            return int(pyspiel.PlayerId.TERMINAL)
        dec = self.inner.pending()
        assert dec is not None
        return dec.seat

    def _legal_actions(self, player: int) -> list[int]:
        if self.inner is None or self._over():
            return []
        dec = self.inner.pending()
        if dec is None or dec.seat != player:
            return []
        return list(range(min(len(dec.options), self._cgame.encoder.max_options)))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The deal seeds, equally likely."""
        p = 1.0 / self._cgame.num_seeds
        return [(i, p) for i in range(self._cgame.num_seeds)]

    def _apply_action(self, action: int) -> None:
        if self.inner is None:
            g = self._cgame
            self.inner = g.spec.new(dict(g.setup), g.seed_base + int(action))
        else:
            self.inner.answer(int(action))
            self.steps += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE or self.inner is None:
            return f"deal seed {self._cgame.seed_base + action}"
        dec = self.inner.pending()
        if dec is None or action >= len(dec.options):
            return f"option {action}"
        return f"{action}:{_dumps(dict(dec.options[action].form))}"

    def is_terminal(self) -> bool:
        """True once the game is over or hit the step cap."""
        return self._over()

    def returns(self) -> list[float]:
        """+1 / -1 per seat at the end (0 on draws, truncation, and before the end)."""
        if self.inner is None or self.inner.pending() is not None:
            return [0.0] * self._cgame.seats
        return seat_rewards(self.inner.result(), self._cgame.seats)

    def __str__(self) -> str:
        if self.inner is None:
            return "(before the deal)"
        return _dumps(self.inner.view(-1))


class CardtableObserver:
    """OpenSpiel PyObserver: ``tensor`` = encoder observation + action mask."""

    def __init__(self, game: CardtableSpielGame, perfect_recall: bool) -> None:
        enc = game.cfg.encoder
        self.perfect_recall = perfect_recall
        self.encoder = enc
        self.tensor = np.zeros(enc.obs_size + enc.max_options, np.float32)
        self.dict = {
            "observation": self.tensor[: enc.obs_size],
            "action_mask": self.tensor[enc.obs_size :],
        }

    def set_from(self, state: CardtableSpielState, player: int) -> None:
        """Fill ``tensor`` for ``player``."""
        self.tensor.fill(0.0)
        if state.inner is None:
            return
        obs, _opts, mask, _view = self.encoder.encode(state.inner, player, want_view=False)
        self.dict["observation"][:] = obs
        self.dict["action_mask"][:] = mask

    def string_from(self, state: CardtableSpielState, player: int) -> str:
        """The view (and, for information states, the redacted history) of ``player``."""
        if state.inner is None:
            return f"p{player} before the deal"
        head = f"p{player} "
        if self.perfect_recall:
            digest = state.history_digest(player)
            return f"{head}history:{digest} {_dumps(state.inner.view(player))}"
        return head + _dumps(state.inner.view(player))


def _immortal(obj: object) -> None:
    """Give ``obj`` one reference nobody releases. pyspiel keeps Python-made games and
    factories in C++ registries and caches that are torn down after the interpreter has
    finalized; the last release there, without the GIL, aborts the process at exit
    ("PyThreadState_Get: the function must be called with the GIL held"). A game is made once
    per load and holds only settings, so the leak is small."""
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(obj))


def register_openspiel(
    game_id: str, setup: dict[str, Any] | None = None, *, num_players: int | None = None
) -> str:
    """Register environment ``game_id`` (``setup`` merged over its default) as an OpenSpiel
    Python game; returns its name (``cardtable_`` + the id with dashes as underscores)."""
    name = short_name(game_id)
    adapter = adapter_for(game_id)
    the_setup = adapter.setup(setup)
    probe = game_spec(adapter.engine_id).new(dict(the_setup), 0)
    if num_players is None:
        num_players = probe.num_seats
    sides = adapter.sides(probe)
    balanced = len(sides) == 2 and len(sides[0]) == len(sides[1])
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"cardtable {game_id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM
            if balanced
            else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=num_players,
        min_num_players=num_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"num_seeds": DEFAULT_NUM_SEEDS, "seed_base": 0},
    )

    def factory(params: dict[str, Any] | None = None) -> CardtableSpielGame:
        game = CardtableSpielGame(game_id, the_setup, game_type, params)
        _immortal(game)
        return game

    _FACTORIES[name] = factory  # keep a Python reference (see _FACTORIES)
    _immortal(factory)
    pyspiel.register_game(game_type, factory)
    return name


def register_all() -> list[str]:
    """Register every installed cardtable game ("ygo-duel", "sgs-3v3", "sgs-identity")."""
    from cardtable.core.registry import known_games
    from cardtable.games import load_games

    load_games()
    wanted = {"ygo-duel": "ygo", "sgs-3v3": "sgs", "sgs-identity": "sgs"}
    return [register_openspiel(g) for g, e in wanted.items() if e in known_games()]
