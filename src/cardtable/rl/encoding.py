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
import struct
import zlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, Final

import numpy as np
import numpy.typing as npt
from mypy_extensions import mypyc_attr

from cardtable.core.decision import KINDS, Question
from cardtable.core.game import Game

F32 = npt.NDArray[np.float32]
I8 = npt.NDArray[np.int8]

MAX_SEATS: Final = 8
HEADER_SIZE: Final = 32
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


_TOKEN_CACHE: Final[dict[tuple[str, int, int], tuple[int, ...]]] = {}


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
    one to act (see :data:`HEADER_SIZE`; the floats are :func:`header_bytes`)."""
    out[:HEADER_SIZE] = np.frombuffer(
        header_bytes(seat, question, max_options, public_events), dtype=np.float32)


_pack_head = struct.Struct("=28f").pack
_pack_tail = struct.Struct("=4f").pack
_HEADS: Final[dict[tuple[Any, ...], bytes]] = {}  # header floats 0-27 by what they depend on
_TAILS: Final[dict[int, bytes]] = {}  # header floats 28-31 by the public log's size


def header_bytes(seat: int, question: Question | None, max_options: int,
                 public_events: int) -> bytes:
    """The :data:`HEADER_SIZE` floats :func:`encode_header` writes, as float32 bytes: floats
    0–27 (the seat and the decision's shape) cached by what they depend on, then float 28
    (the log size) and the reserved zeros, cached by the log size. Each value is one rounding
    of a double to float32, as a numpy item write rounds it."""
    if question is None:
        key: tuple[Any, ...] = (seat, max_options)
    elif question.seat == seat:
        key = (seat, max_options, question.seat, question.kind, len(question.forms),
               question.min, question.max, question.picked)
    else:  # a waiting seat learns who acts, nothing of the question
        key = (seat, max_options, question.seat)
    head = _HEADS.get(key)
    if head is None:
        if len(_HEADS) > 100_000:
            _HEADS.clear()
        h = [0.0] * 28
        if 0 <= seat < MAX_SEATS:
            h[seat] = 1.0
        if question is None:
            h[27] = 1.0
        else:
            if question.seat == seat:
                h[8] = 1.0
                if question.kind in KINDS:
                    h[9 + KINDS.index(question.kind)] = 1.0
                h[15] = min(len(question.forms), max_options) / max_options
                h[16] = question.min / 10.0
                h[17] = question.max / 10.0
                h[18] = question.picked / 10.0
            if 0 <= question.seat < MAX_SEATS:
                h[19 + question.seat] = 1.0
        head = _HEADS[key] = _pack_head(*h)
    tail = _TAILS.get(public_events)
    if tail is None:
        if len(_TAILS) > 100_000:
            _TAILS.clear()
        tail = _TAILS[public_events] = _pack_tail(math.log1p(public_events) / 10.0, 0.0, 0.0,
                                                  0.0)
    return head + tail


_F32_DTYPE: Final = np.dtype(np.float32)
_I8_DTYPE: Final = np.dtype(np.int8)
_frombuffer: Final = np.frombuffer
_ndarray: Final = np.ndarray
"""numpy's constructors and dtypes bound once: the fast path of :meth:`Encoder.encode` calls
them positionally with a dtype object (a keyword and a dtype *type* cost more than the array
itself; same arrays)."""

_ZEROS: Final[dict[int, bytes]] = {}
_MASKS: Final[dict[tuple[int, int], bytes]] = {}


def zero_bytes(size: int) -> bytes:
    """``size`` zero bytes (cached: encoders pad fixed-size arrays with them)."""
    hit = _ZEROS.get(size)
    if hit is None:
        hit = _ZEROS[size] = bytes(size)
    return hit


def mask_bytes(legal: int, size: int) -> bytes:
    """An int8 action mask of ``size`` as bytes: 1 for the first ``legal`` options (cached)."""
    key = (legal, size)
    hit = _MASKS.get(key)
    if hit is None:
        hit = _MASKS[key] = b"\x01" * legal + bytes(size - legal)
    return hit


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
        :meth:`encode_view` would write. The default writes :meth:`view_bytes` when the
        encoder gives them; ``False`` (no fast path) to use the view."""
        body = self.view_bytes(game, seat)
        if body is None:
            return False
        out[: len(body) // 4] = np.frombuffer(body, dtype=np.float32)
        return True

    def view_bytes(self, game: Game, seat: int) -> bytes | None:
        """Optionally give the whole view part of the observation (``obs_size - HEADER_SIZE``
        floats) as float32 bytes straight from the engine, exactly what :meth:`encode_view`
        would write; ``None`` (the default) when the encoder has no such path. Cheaper than
        :meth:`encode_fast` for :meth:`encode`, which builds its arrays over these bytes."""
        return None

    def option_rows(self, forms: list[Mapping[str, Any]], seat: int) -> list[bytes] | None:
        """Optionally give the rows of ``forms`` as float32 bytes (``option_size`` floats
        each, exactly what :meth:`encode_options` writes); ``None`` (the default) to have
        :meth:`encode_options` write them."""
        return None

    def encode(
        self, game: Game, seat: int, want_view: bool = True
    ) -> tuple[F32, F32, I8, dict[str, Any]]:
        """``(observation, option_features, action_mask, view)`` for ``seat`` now.

        With ``want_view=False`` the view may come back empty (``{}``) when the encoder has a
        fast path (:meth:`view_bytes`, :meth:`encode_fast`); the tensors are the same either
        way. The three arrays are fresh and writable; with the fast paths each is built over
        one ``bytearray`` of its final contents (no zero-filled array written item by item)."""
        q = game.question()
        head = header_bytes(seat, q, self.max_options, game.log_size())
        view: dict[str, Any] = {}
        body = None if want_view else self.view_bytes(game, seat)
        if body is not None:
            buf = bytearray(head)
            buf += body
            obs = _frombuffer(buf, _F32_DTYPE)
        else:
            obs = np.zeros(self.obs_size, dtype=np.float32)
            obs[:HEADER_SIZE] = np.frombuffer(head, dtype=np.float32)
            if want_view or not self.encode_fast(game, seat, obs[HEADER_SIZE:]):
                view = game.view(seat)
                self.encode_view(view, seat, obs[HEADER_SIZE:])
        mo = self.max_options
        width = self.option_size
        if q is not None and q.seat == seat:
            n = min(len(q.forms), mo)
            forms = list(q.forms[:n])
            rows = self.option_rows(forms, seat)
            if rows is not None:
                rows.append(zero_bytes((mo - n) * width * 4))
                opts = _ndarray((mo, width), _F32_DTYPE, bytearray().join(rows))
            else:
                opts = np.zeros((mo, width), dtype=np.float32)
                self.encode_options(forms, seat, opts)
            mask = _frombuffer(bytearray(mask_bytes(n, mo)), _I8_DTYPE)
        else:
            opts = np.zeros((mo, width), dtype=np.float32)
            mask = np.zeros(mo, dtype=np.int8)
        return obs, opts, mask, view

    def encode_options(self, forms: list[Mapping[str, Any]], seat: int, out: F32) -> None:
        """Write the rows of ``forms`` into ``out[:len(forms)]`` (one :meth:`encode_option`
        each; encoders may batch)."""
        for i, form in enumerate(forms):
            self.encode_option(form, seat, out[i])
