"""Observation encoders: the contract that turns a seat's view and decision into fixed tensors.

Every encoder fills three arrays for one seat at one decision point:

* ``observation`` — ``float32[obs_size]``: the seat's view (never more than the seat may know:
  encoders read only :meth:`~cardtable.core.game.Game.view` and the pending decision);
* ``option_features`` — ``float32[max_options, option_size]``: one row per legal option, built
  from the option's structured ``form``, so a network can score candidate options;
* ``action_mask`` — ``int8[max_options]``: 1 for the legal options of the decision when this
  seat is the one to act, else 0.

Option ``i`` of the pending decision is action ``i``. Decisions with more than ``max_options``
options expose only the first ``max_options`` (documented in docs/rl.md; the engines keep
"done"/"pass" options early or the cap is set above what they offer).

The header every encoder shares (``HEADER_SIZE`` floats at the start of ``observation``) is
built by :func:`encode_header`.
"""

from __future__ import annotations

import math
import zlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import numpy.typing as npt
from mypy_extensions import mypyc_attr

from cardtable.core.decision import KINDS, Question
from cardtable.core.game import Game

F32 = npt.NDArray[np.float32]
I8 = npt.NDArray[np.int8]

MAX_SEATS = 8
HEADER_SIZE = 32
"""Layout of the header: [0:8] own seat one-hot, [8] 1 if this seat acts now, [9:15] decision
kind one-hot (order of :data:`cardtable.core.decision.KINDS`), [15] options/max_options,
[16] min/10, [17] max/10, [18] picks so far/10, [19:27] seat to act one-hot, [27] 1 when the
game is over, [28] log1p(events in the public log)/10, [29:32] zero (reserved).

Floats 9–18 describe the decision and are filled **only for the seat that acts**: for a
waiting seat they stay zero, because the shape of another seat's question depends on that
seat's hidden cards (a 闪 window offers one option per 闪 held). A waiting seat learns only
who acts (19–26), which every seat at the table sees."""


def squash(x: float) -> float:
    """Signed log scaling for unbounded counts and amounts: ``sign(x) * log1p(|x|)``."""
    return math.copysign(math.log1p(abs(x)), x)


def stable_bucket(token: str, size: int) -> int:
    """A bucket in ``[0, size)`` for ``token``, stable across runs and processes (CRC-32)."""
    return zlib.crc32(token.encode("utf-8")) % size


_TOKEN_CACHE: dict[tuple[str, int, int], tuple[int, ...]] = {}


def token_slots(token: str, size: int, hashes: int = 2) -> tuple[int, ...]:
    """The ``hashes`` stable-hashed positions in ``[0, size)`` of ``token`` (cached)."""
    key = (token, size, hashes)
    hit = _TOKEN_CACHE.get(key)
    if hit is None:
        if len(_TOKEN_CACHE) > 200_000:
            _TOKEN_CACHE.clear()
        hit = tuple(stable_bucket(f"{k}:{token}", size) for k in range(hashes))
        _TOKEN_CACHE[key] = hit
    return hit


def cached_row(cache: dict[Any, bytes], key: Any, make: Callable[[], bytes],
               limit: int = 100_000) -> bytes:
    """``cache[key]``, made by ``make()`` on a miss (encoders' row caches: float32 bytes by
    what the row depends on). A key holding an unhashable value is not cached; past ``limit``
    entries the cache starts again empty."""
    try:
        hit = cache.get(key)
    except TypeError:  # an unhashable value in the key: no caching
        return make()
    if hit is None:
        if len(cache) > limit:
            cache.clear()
        hit = cache[key] = make()
    return hit


def one_hot_token(out: F32, token: str, start: int, size: int, hashes: int = 2) -> None:
    """Set ``hashes`` stable-hashed positions of ``out[start:start+size]`` for ``token``
    (a compact identity code for card names, generals, actions...)."""
    for i in token_slots(token, size, hashes):
        out[start + i] = 1.0


def encode_header(
    out: F32, seat: int, question: Question | None, max_options: int, public_events: int
) -> None:
    """Write the shared :data:`HEADER_SIZE` header into ``out[:HEADER_SIZE]``: the decision's
    shape (``question``, :meth:`~cardtable.core.game.Game.question`) only when ``seat`` is the
    one to act (see :data:`HEADER_SIZE`)."""
    if 0 <= seat < MAX_SEATS:
        out[seat] = 1.0
    if question is None:
        out[27] = 1.0
    else:
        if question.seat == seat:
            out[8] = 1.0
            if question.kind in KINDS:
                out[9 + KINDS.index(question.kind)] = 1.0
            out[15] = min(len(question.forms), max_options) / max_options
            out[16] = question.min / 10.0
            out[17] = question.max / 10.0
            out[18] = question.picked / 10.0
        if 0 <= question.seat < MAX_SEATS:
            out[19 + question.seat] = 1.0
    out[28] = math.log1p(public_events) / 10.0


@mypyc_attr(allow_interpreted_subclasses=True)
class Encoder(ABC):
    """Turns ``(game, seat)`` into fixed-size arrays. Subclasses set the three sizes. Compiled
    in the mypyc build, it still accepts interpreted subclasses (a researcher's own encoder, the
    generic one of ``rl/encoders/generic.py``)."""

    name: str = "?"
    obs_size: int
    option_size: int
    max_options: int

    @abstractmethod
    def encode_view(self, view: Mapping[str, Any], seat: int, out: F32) -> None:
        """Write the view part of the observation into ``out`` (``obs_size - HEADER_SIZE``)."""

    @abstractmethod
    def encode_option(self, form: Mapping[str, Any], seat: int, out: F32) -> None:
        """Write one option's features (``option_size`` floats) into ``out``."""

    def encode_fast(self, game: Game, seat: int, out: F32) -> bool:
        """Optionally fill the view part of ``out`` straight from the engine (a cheap accessor
        instead of :meth:`~cardtable.core.game.Game.view`), with exactly what
        :meth:`encode_view` would write. Return ``False`` (the default) to use the view."""
        return False

    def encode(
        self, game: Game, seat: int, want_view: bool = True
    ) -> tuple[F32, F32, I8, dict[str, Any]]:
        """``(observation, option_features, action_mask, view)`` for ``seat`` now.

        With ``want_view=False`` the view may come back empty (``{}``) when the encoder has a
        fast path (:meth:`encode_fast`); the tensors are the same either way."""
        obs = np.zeros(self.obs_size, dtype=np.float32)
        opts = np.zeros((self.max_options, self.option_size), dtype=np.float32)
        mask = np.zeros(self.max_options, dtype=np.int8)
        q = game.question()
        encode_header(obs, seat, q, self.max_options, game.log_size())
        view: dict[str, Any] = {}
        if want_view or not self.encode_fast(game, seat, obs[HEADER_SIZE:]):
            view = game.view(seat)
            self.encode_view(view, seat, obs[HEADER_SIZE:])
        if q is not None and q.seat == seat:
            n = min(len(q.forms), self.max_options)
            mask[:n] = 1
            self.encode_options(list(q.forms[:n]), seat, opts)
        return obs, opts, mask, view

    def encode_options(self, forms: list[Mapping[str, Any]], seat: int, out: F32) -> None:
        """Write the rows of ``forms`` into ``out[:len(forms)]`` (one :meth:`encode_option`
        each; encoders may batch)."""
        for i, form in enumerate(forms):
            self.encode_option(form, seat, out[i])
