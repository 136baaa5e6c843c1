"""Replay files: versions, setup, seed, answers and the public event stream.

A replay re-simulates (``verify``) and can still be watched from its stored public events after
the rules change, the lesson of YGOPro's replays that broke with every update.

Compatibility rule (docs/formats.md, "Replay files"): answers and events are compared on their
identity keys only. An answer names an option by its form (card instance, passcode or skill id,
zone, seat, action); the display names older forms carried (``core.decision.DESCRIPTION_KEYS``)
are ignored when matching. Event fields a game declares descriptive (:func:`describe_event_keys`,
e.g. YGO's card ``name``) are ignored when verifying, so renaming a card (a ``cards.cdb``
overlay) never breaks a replay; everything else must be equal.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.core.errors import IllegalAnswer, ReplayMismatch, SetupError
from cardtable.core.game import Game
from cardtable.core.registry import spec_for

FORMAT = "cardtable-replay"
FORMAT_VERSION = 1

#: Per game id: event keys (at any depth) that only describe, such as a card's display name next
#: to its passcode; filled by each game (:func:`describe_event_keys`).
EVENT_DESCRIPTION_KEYS: dict[str, frozenset[str]] = {}


def describe_event_keys(game_id: str, keys: frozenset[str]) -> None:
    """Declare ``keys`` of ``game_id``'s events descriptive: verification ignores them."""
    EVENT_DESCRIPTION_KEYS[game_id] = keys


def identity_view(value: Any, drop: frozenset[str]) -> Any:
    """``value`` (plain JSON data) without the keys of ``drop``, at any depth."""
    if not drop:
        return value
    if isinstance(value, dict):
        return {k: identity_view(v, drop) for k, v in value.items() if k not in drop}
    if isinstance(value, list):
        return [identity_view(v, drop) for v in value]
    return value


@dataclass(slots=True)
class Replay:
    """A recorded game. ``answers`` are option forms; ``events`` the spectator stream."""

    game: str
    engine_version: str
    setup: dict[str, Any]
    seed: int
    answers: list[dict[str, Any]]
    events: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, game: Game, **meta: Any) -> Replay:
        """Record ``game`` as it stands now."""
        res = game.result()
        return cls(
            game=game.game_id,
            engine_version=game.engine_version,
            setup=game.setup_data(),
            seed=game.seed,
            answers=[dict(a) for a in game.answers],
            events=game.public_events(),
            result=None if res is None else res.to_json(),
            meta=dict(meta),
        )

    def to_json(self) -> dict[str, Any]:
        """Plain-data form (what :meth:`save` writes)."""
        from cardtable import __version__

        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "cardtable_version": __version__,
            "game": self.game,
            "engine_version": self.engine_version,
            "setup": self.setup,
            "seed": self.seed,
            "answers": self.answers,
            "events": self.events,
            "result": self.result,
            "meta": self.meta,
        }

    def save(self, path: str | Path) -> None:
        """Write the replay as JSON."""
        Path(path).write_text(json.dumps(self.to_json(), ensure_ascii=False), encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any, where: str = "replay") -> Replay:
        """Parse plain data; :class:`SetupError` says which field is wrong."""
        if not isinstance(data, dict):
            raise SetupError(f"{where}: expected a JSON object")
        if data.get("format") != FORMAT:
            raise SetupError(f"{where}: 'format' must be {FORMAT!r}, got {data.get('format')!r}")
        for key, typ in (("game", str), ("setup", dict), ("seed", int), ("answers", list)):
            if not isinstance(data.get(key), typ):
                raise SetupError(f"{where}: field {key!r} missing or not a {typ.__name__}")
        return cls(
            game=data["game"],
            engine_version=str(data.get("engine_version", "?")),
            setup=data["setup"],
            seed=data["seed"],
            answers=list(data["answers"]),
            events=list(data.get("events") or []),
            result=data.get("result"),
            meta=dict(data.get("meta") or {}),
        )

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        """Read a replay file; bad files raise :class:`SetupError` naming the file."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise SetupError(f"{path}: cannot read replay: {exc}") from None
        return cls.from_json(data, where=str(path))

    def simulate(self, upto: int | None = None,
                 new: Callable[[dict[str, Any], int], Game] | None = None) -> Game:
        """Re-create the game and apply the stored answers (the first ``upto`` of them).
        ``new(setup, seed)`` re-creates it instead of the registry's ``new`` (a Yu-Gi-Oh! duel
        with another card pool: ``partial(cardtable.ygo.game.from_setup, pool=...)``)."""
        game = (new or spec_for(self.game).new)(self.setup, self.seed)
        for n, ans in enumerate(self.answers[:upto]):
            try:
                game.answer(ans)
            except IllegalAnswer as exc:
                raise ReplayMismatch(f"answer #{n + 1} no longer applies: {exc}") from None
        return game

    def verify(self, new: Callable[[dict[str, Any], int], Game] | None = None) -> Game:
        """Re-simulate (``new``: as in :meth:`simulate`) and check the event stream and the
        result; raise :class:`ReplayMismatch`."""
        game = self.simulate(new=new)
        # compare as the file stores them (JSON: tuples become lists, keys strings)
        drop = EVENT_DESCRIPTION_KEYS.get(self.game, frozenset())
        events = identity_view(_as_json(game.public_events()), drop)
        stored = identity_view(_as_json(self.events), drop)
        if self.events and events != stored:
            for n, (a, b) in enumerate(zip(events, stored, strict=False)):
                if a != b:
                    raise ReplayMismatch(f"event #{n} differs: replay has {b}, re-simulation {a}")
            raise ReplayMismatch(
                f"event count differs: replay has {len(self.events)}, re-simulation {len(events)}"
            )
        res = game.result()
        got = None if res is None else _as_json(res.to_json())
        if self.result is not None and got != _as_json(self.result):
            raise ReplayMismatch(f"result differs: replay has {self.result}, re-simulation {got}")
        return game


def _as_json(value: Any) -> Any:
    """``value`` as it reads back from a replay file."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))
