"""OpenSpiel Python games over cardtable games (needs the ``openspiel`` extra: ``open_spiel``).

``register_openspiel("ygo-duel")`` registers ``cardtable_ygo_duel`` (dashes become
underscores) with ``pyspiel``; ``pyspiel.load_game("cardtable_ygo_duel")`` then works, as does
every OpenSpiel algorithm that accepts Python games. :func:`register_all` registers the
cardtable games that are installed.

Mapping:

* **chance** — explicit: the game starts with :data:`DEAL_BYTES` chance nodes of 256 equally
  likely outcomes each, the bytes of a 63-bit deal seed; the engines draw every later random
  event (shuffles, draws, coin tosses, judgements) from the game's own RNG seeded with it. No
  player observes the chance outcomes, and 2^63 seeds cannot be told apart from a hand (round 1
  had one chance node over 64 seeds: a seat's first observation told which seed was dealt,
  hence every future draw). Not ``SAMPLED_STOCHASTIC``: with open_spiel 2.0.2 a Python game
  cannot implement ``GetRNGState``, which pyspiel calls to serialize or pickle any
  sampled-stochastic game or state ("GetRNGState unimplemented"), so such a game fails
  OpenSpiel's serialization tests.
* **resample_from_infostate(p, sampler)** — ``Game.determinize(p, rng)`` with ``rng`` seeded
  from the sampler: a state ``p`` cannot tell apart from this one (its hidden cards re-dealt,
  the RNG reseeded), so ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` runs unchanged.
* **players** — seat ``i`` is player ``i``; action ``i`` is option ``i`` of the pending decision
  (``num_distinct_actions`` = the encoder's ``max_options``).
* **returns** — +1 per winning seat, -1 per losing seat, 0 on a draw or at the step cap.
* **information state string** — a digest (SHA-1) of the seat's redacted event log and its
  current view (JSON), so states that differ only in what the seat cannot see give the same
  string (perfect recall), at constant size; for the seat to act, also a digest of the question
  it is answering (its options and its picks so far in a multi-pick, which no view or event
  shows yet), so one information state never has two different sets of legal actions.
* **information state tensor** — the observation tensor followed by the last ``history``
  public events as the seat sees them (:mod:`cardtable.rl.history`, game parameter
  ``history``, default 16): a function of the information state (not injective: older events
  are summarised only by the view).
* **observation** — tensor: the encoder's ``observation`` vector followed by the action mask;
  string: the seat's view as JSON.
* **clone** — pyspiel's own copy of the state (history kept); the wrapped game is copied with
  ``Game.clone()`` (its holder's ``__deepcopy__``). States pickle, so
  ``serialize_game_and_state`` round-trips.
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
from cardtable.core.rng import Rng
from cardtable.rl.adapters import adapter_for
from cardtable.rl.encoding import Encoder
from cardtable.rl.history import DEFAULT_HISTORY, encode_history, history_size
from cardtable.rl.loading import game_spec
from cardtable.rl.rewards import seat_rewards

DEAL_BYTES = 8
"""Chance nodes at the start of a game: one byte of the deal seed each (the last byte's top bit
is dropped: 63-bit seeds)."""
RESAMPLE_TRIES = 16
"""Seeds :meth:`CardtableSpielState.resample_from_infostate` tries when the engine refuses a
re-deal (SGS ``DeterminizeError``, about 1.5% of other seats' open questions)."""

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
    history: int
    max_steps: int
    seats: int

    def deal(self, seed_bytes: list[int]) -> Game:
        """The game dealt by the chance outcomes ``seed_bytes`` (little-endian seed bytes)."""
        seed = int.from_bytes(bytes(seed_bytes), "little") & 0x7FFF_FFFF_FFFF_FFFF
        return self.spec.new(dict(self.setup), seed)

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
        self.history = max(0, int(params.get("history", DEFAULT_HISTORY)))
        self.max_steps = adapter.max_steps
        probe = self.spec.new(dict(setup), 0)
        self.seats = probe.num_seats
        self.cfg = _Config(
            self.spec, setup, self.encoder, self.history, self.max_steps, self.seats,
        )
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoder.max_options,
            max_chance_outcomes=256,
            num_players=self.seats,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=(
                0.0 if game_type.utility == pyspiel.GameType.Utility.ZERO_SUM else None
            ),
            max_game_length=self.max_steps + DEAL_BYTES,
        )
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> CardtableSpielState:
        """The first of the :data:`DEAL_BYTES` chance nodes that deal the game."""
        return CardtableSpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> CardtableObserver:
        """Observer for observation (default) or information-state (perfect recall) strings
        and tensors."""
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return CardtableObserver(self, perfect_recall)


class CardtableSpielState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state: :data:`DEAL_BYTES` chance nodes, then the wrapped cardtable game."""

    def __init__(self, game: CardtableSpielGame, cfg: _Config | None = None) -> None:
        super().__init__(game)
        self._cgame = cfg if cfg is not None else game.cfg
        self._inner = _Inner(None)
        self._deal: list[int] = []
        self.steps = 0
        self._hist: dict[int, tuple[int, bytes]] = {}

    @property
    def dealt(self) -> bool:
        """True once the chance nodes have dealt the game."""
        return self._inner.game is not None

    @property
    def inner(self) -> Game:
        """The wrapped cardtable game (only once :attr:`dealt`)."""
        game = self._inner.game
        if game is None:
            raise pyspiel.SpielError("the game is not dealt yet (chance nodes first)")
        return game

    @inner.setter
    def inner(self, game: Game) -> None:
        self._inner = _Inner(game)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A state ``player_id`` cannot tell apart from this one: the engine's
        ``determinize(player_id, rng)`` (hidden cards re-dealt, RNG reseeded), ``rng`` seeded
        from ``probability_sampler()`` (OpenSpiel's ``UniformProbabilitySampler``)."""
        last: Exception | None = None
        for _ in range(RESAMPLE_TRIES):
            seed = int(float(probability_sampler()) * 2.0**53)
            try:
                world = self.inner.determinize(int(player_id), Rng(seed))
            except RuntimeError as exc:  # DeterminizeError: try another re-deal
                last = exc
                continue
            c = self.clone()
            c.inner = world
            return c
        raise pyspiel.SpielError(f"resample_from_infostate({player_id}): {last}")

    def history_digest(self, player: int) -> str:
        """A chained SHA-1 of ``player``'s redacted event log so far, updated incrementally
        (the perfect-recall part of the information state, in constant size)."""
        n, h = self._hist.get(player) or (0, b"")
        new = self.inner.events(player, n)
        for e in new:
            h = hashlib.sha1(h + _dumps(e).encode("utf-8")).digest()
        self._hist[player] = (n + len(new), h)
        return h.hex()

    def _over(self) -> bool:
        return self.dealt and (
            self.inner.pending() is None or self.steps >= self._cgame.max_steps
        )

    def current_player(self) -> int:
        """The seat to act, CHANCE while dealing, TERMINAL at the end."""
        if not self.dealt:
            return int(pyspiel.PlayerId.CHANCE)
        if self._over():
            return int(pyspiel.PlayerId.TERMINAL)
        dec = self.inner.pending()
        assert dec is not None
        return dec.seat

    def _legal_actions(self, player: int) -> list[int]:
        if not self.dealt or self._over():
            return []
        dec = self.inner.pending()
        if dec is None or dec.seat != player:
            return []
        return list(range(min(len(dec.options), self._cgame.encoder.max_options)))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The 256 values of the next deal-seed byte, equally likely."""
        return [(i, 1.0 / 256) for i in range(256)]

    def _apply_action(self, action: int) -> None:
        if not self.dealt:
            self._deal.append(int(action))
            if len(self._deal) == DEAL_BYTES:
                self.inner = self._cgame.deal(self._deal)
            return
        self.inner.answer(int(action))
        self.steps += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE or not self.dealt:
            return f"deal byte {len(self._deal)}={action}"
        dec = self.inner.pending()
        if dec is None or action >= len(dec.options):
            return f"option {action}"
        return f"{action}:{_dumps(dict(dec.options[action].form))}"

    def is_terminal(self) -> bool:
        """True once the game is over or hit the step cap."""
        return self._over()

    def returns(self) -> list[float]:
        """+1 / -1 per seat at the end (0 on draws, truncation, and before the end)."""
        if not self.dealt or self.inner.pending() is not None:
            return [0.0] * self._cgame.seats
        return seat_rewards(self.inner.result(), self._cgame.seats)

    def __str__(self) -> str:
        if not self.dealt:
            return f"(dealing: {len(self._deal)} of {DEAL_BYTES} seed bytes drawn)"
        return _dumps(self.inner.view(-1))


class CardtableObserver:
    """OpenSpiel PyObserver. Observation tensor: encoder observation + action mask; the
    information-state tensor adds the last ``history`` events the seat saw."""

    def __init__(self, game: CardtableSpielGame, perfect_recall: bool) -> None:
        enc = game.cfg.encoder
        self.perfect_recall = perfect_recall
        self.encoder = enc
        self.history = game.cfg.history if perfect_recall else 0
        hsize = history_size(self.history)
        self.tensor = np.zeros(enc.obs_size + enc.max_options + hsize, np.float32)
        self.dict = {
            "observation": self.tensor[: enc.obs_size],
            "action_mask": self.tensor[enc.obs_size : enc.obs_size + enc.max_options],
        }
        if hsize:
            self.dict["history"] = self.tensor[enc.obs_size + enc.max_options :]

    def set_from(self, state: CardtableSpielState, player: int) -> None:
        """Fill ``tensor`` for ``player``."""
        self.tensor.fill(0.0)
        if not state.dealt:
            return
        obs, _opts, mask, _view = self.encoder.encode(state.inner, player, want_view=False)
        self.dict["observation"][:] = obs
        self.dict["action_mask"][:] = mask
        if self.history:
            encode_history(state.inner, player, self.history, self.dict["history"])

    def string_from(self, state: CardtableSpielState, player: int) -> str:
        """The view (and, for information states, the redacted history) of ``player``."""
        head = f"p{player} "
        if not state.dealt:
            return head + "before the deal"
        dec = state.inner.pending()
        if dec is not None and dec.seat == player:
            # the question this seat is answering (its picks so far are in no view or event)
            asked = _dumps([dec.kind, dec.picked, [o.form for o in dec.options]])
            head += f"asked:{hashlib.sha1(asked.encode('utf-8')).hexdigest()} "
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
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"history": DEFAULT_HISTORY},
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
