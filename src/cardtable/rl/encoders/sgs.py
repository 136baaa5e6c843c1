"""Observation encoder for Sanguosha (engine id ``sgs``: 3v3 and identity), from ``view(seat)``.

Seats are *relative*: player slot 0 is the viewing seat, slot 1 the next seat, and so on, so
a policy is the same whatever seat it plays. Layout of ``observation`` (float32,
:data:`OBS_SIZE` = 992), after the shared 32-float header:

=========  =====  ===============================================================
offset     size   content
=========  =====  ===============================================================
32         32     globals: draw pile/108, discard pile/108, cards being processed/10,
                  phase one-hot (prepare, judge, draw, play, discard, finish), current seat
                  (relative) one-hot ×8, mode (3v3, identity), alive seats/8, seats/8,
                  drafting, choosing a general
64         512    players: 8 relative slots × 64 player features
576        288    my hand: 16 card slots × 18 card features
864        128    anything else in the view (3v3 draft, identity offer), feature-hashed
=========  =====  ===============================================================

Player features (64): [0] present, [1] alive, [2] hp/5, [3] max hp/5, [4] hand count/10,
[5] tapped (3v3 "turned"), [6] is me, [7] same side as me (3v3; identity: known lord = 0),
[8:13] role one-hot (lord, loyalist, rebel, renegade, unknown), [13] distance from me/5,
[14] cards in judgement area/3, [15] cards on private piles and 化身 cards/10, [16:28] general
identity code (12; 左慈's shown 化身 general is added on the same code), [28:44] equipment: 4
slots × 4-wide identity code, [44:48] equipment slot occupied; the public 军争 marks of the
火/林/山 generals: [48] chained (铁索连环), [49] a pending 酒 (the seat's next 杀 this turn
deals 1 more damage), [50] general face down (翻面), [51] hand cards 火攻 showed and still
there /4, [52:64] their card-name identity codes, summed (another seat's only: my own hand is
listed whole).

Up to session 4 the player rows were 48 wide (``OBS_SIZE`` 864): :func:`widen_player_rows`
converts a policy's first-layer weights trained on that layout (zero weights for the new
features, so it plays exactly as before).

Card features (18): [0] present, [1:13] card-name identity code (12), [13:18] reserved.

``option_features`` (float32 ``[max_options, 64]``): [0:12] action/respond kind code,
[12:28] hashed ``key=value`` pairs, where the named ``card`` stands as its :mod:`cardtable.rl.vocab`
index (``card=#7``; ``#1`` = hidden from the seat), never as its instance id, and ``target`` /
``seat`` as the relative seat (``target=@1``), [28:46] the named card's features (``card`` in
my hand, or a visible card; only [28] when hidden), [46:54] the named target/seat (relative)
one-hot, [54:64] general code (draft and general choices).
"""

from __future__ import annotations

import struct
from array import array
from collections.abc import Mapping, Sequence
from typing import Any, Final

import numpy as np

from cardtable.core.game import Game
from cardtable.rl.encoding import (
    F32,
    HEADER_SIZE,
    Encoder,
    cached_row,
    one_hot_token,
    stable_bucket,
    token_slots,
)
from cardtable.rl.vocab import HIDDEN, vocabulary
from cardtable.sgs.game import SgsGame
from cardtable.sgs.observe import option_card_name, table_arrays
from cardtable.sgs.view import setup_view

MAX_P: Final = 8
PLAYER_F: Final = 64
OLD_PLAYER_F: Final = 48
"""Player row width before the 军争 marks (observation size 864)."""
HAND_SLOTS: Final = 16
CARD_F: Final = 18
GLOBAL_F: Final = 32
EXTRA_F: Final = 128
PHASES: Final = ("prepare", "judge", "draw", "play", "discard", "finish")
ROLES: Final = ("lord", "loyalist", "rebel", "renegade", "?")
OBS_SIZE: Final = HEADER_SIZE + GLOBAL_F + MAX_P * PLAYER_F + HAND_SLOTS * CARD_F + EXTRA_F
OPTION_SIZE: Final = 64


_PLAYER_HEADS: Final[dict[tuple[Any, ...], bytes]] = {}  # fast-path head key -> features 0-15
_PLAYER_TAILS: Final[dict[tuple[Any, ...], bytes]] = {}  # PlayerObs fields 11: -> features 16-63
_CARD_ROWS: Final[dict[str, F32]] = {}
_CARD_BYTES_CACHE: Final[dict[str, bytes]] = {}
_OPTION_ROWS: Final[dict[tuple[Any, ...], bytes]] = {}  # (relative form items, card name) -> row
_RAW_OPTION_ROWS: Final[dict[tuple[Any, ...], bytes]] = {}  # (form items, name, seat, n) -> row
SEAT_KEYS: Final = ("target", "seat")
"""Form keys whose integer values are seats (encoded relative to the viewing seat)."""
_GLOBAL_BYTES: Final = GLOBAL_F * 4
_PLAYER_BYTES: Final = PLAYER_F * 4
_CARD_BYTES: Final = CARD_F * 4
_NO_PLAYER: Final = bytes(_PLAYER_BYTES)
_NO_CARD: Final = bytes(_CARD_BYTES)
_NO_EXTRA: Final = bytes(EXTRA_F * 4)
_pack_globals = struct.Struct(f"={GLOBAL_F}f").pack


_BUCKETS: Final[dict[tuple[str, int], int]] = {}
_F32: Final[dict[float, float]] = {}


def _f32(x: float) -> float:
    """``x`` rounded to the nearest float32 (cached: list lengths / 10)."""
    hit = _F32.get(x)
    if hit is None:
        hit = _F32[x] = array("f", (x,))[0]
    return hit


def _bucket(token: str, size: int) -> int:
    """:func:`~cardtable.rl.encoding.stable_bucket` of ``token`` (cached)."""
    key = (token, size)
    hit = _BUCKETS.get(key)
    if hit is None:
        if len(_BUCKETS) > 100_000:
            _BUCKETS.clear()
        hit = _BUCKETS[key] = stable_bucket(token, size)
    return hit


def _card_bytes(name: str) -> bytes:
    """:func:`_card_row` as (cached) float32 bytes."""
    hit = _CARD_BYTES_CACHE.get(name)
    if hit is None:
        hit = _CARD_BYTES_CACHE[name] = _card_row(name).tobytes()
    return hit


def _card_row(name: str) -> F32:
    """The (cached) 18 features of a visible card named ``name``."""
    row = _CARD_ROWS.get(name)
    if row is None:
        row = np.zeros(CARD_F, dtype=np.float32)
        row[0] = 1.0
        one_hot_token(row, name, 1, 12)
        _CARD_ROWS[name] = row
    return row


PLAYER_HEAD_F: Final = 16
"""Player features 0–15 (presence, HP, counts, role, distance...): a row's fast-changing
part, cached apart from the rest (general, equipment, marks), which changes seldom."""
_pack_head = struct.Struct(f"={PLAYER_HEAD_F}f").pack
_pack_tail = struct.Struct(f"={PLAYER_F - PLAYER_HEAD_F}f").pack


def _player_head(key: tuple[Any, ...]) -> bytes:
    """Player features 0–15 of a fast-path head key (see :meth:`SgsEncoder.view_bytes`) as
    float32 bytes (built in a Python list and packed once: cheaper than numpy item writes,
    and the same float32 values — every feature is one rounding of a double)."""
    (alive, hp, maxhp, hand_count, tapped), (role, dist, judge, piles), is_me, same_side, \
        identity = key
    row = [0.0] * PLAYER_HEAD_F
    row[0] = 1.0
    row[1] = float(alive)
    row[2] = hp / 5.0
    row[3] = maxhp / 5.0
    row[4] = hand_count / 10.0
    row[5] = float(bool(tapped))
    row[6] = float(is_me)
    row[7] = float(same_side)
    if identity and role in ROLES:
        row[8 + ROLES.index(role)] = 1.0
    if isinstance(dist, int):
        row[13] = dist / 5.0
    if judge:
        row[14] = judge / 3.0
    if piles:
        row[15] = piles / 10.0
    return _pack_head(*row)


def _player_tail(key: tuple[Any, ...]) -> bytes:
    """Player features 16–63 of ``key = (general, equipment, shown 化身 general, chained,
    drunk, flipped, known hand names)`` as float32 bytes (the summed ones add small whole
    numbers: exact)."""
    gen, equip, shown, chained, drunk, flipped, known = key
    row = [0.0] * PLAYER_F  # indexed as the whole row; the head part is dropped
    for g in (gen, shown):  # the general, and 左慈's shown 化身 general on the same code
        if g:
            for i in token_slots(str(g), 12):
                row[16 + i] = 1.0
    for k, name in enumerate(equip[:4]):
        if name is not None:
            row[44 + k] = 1.0
            for i in token_slots(name, 4, 1):
                row[28 + 4 * k + i] = 1.0
    _marks(row, 0, chained, drunk, flipped, known)
    return _pack_tail(*row[PLAYER_HEAD_F:])


def _marks(row: Any, a: int, chained: bool, drunk: bool, flipped: bool,
           known: Sequence[str]) -> None:
    """Write the 军争 marks (player features 48–63) into ``row[a:a+64]`` (a numpy row or the
    list of :meth:`SgsEncoder.encode_view`)."""
    row[a + 48] = float(chained)
    row[a + 49] = float(drunk)
    row[a + 50] = float(flipped)
    if known:
        row[a + 51] = len(known) / 4.0
        for name in known:
            for i in token_slots(name, 12):
                row[a + 52 + i] += 1.0


def widen_player_rows(w1: F32) -> F32:
    """First-layer weights ``[hidden, 864]`` of the 48-wide player layout, as ``[hidden,
    OBS_SIZE]`` for this one: each player row gets zero weights on the new features, so the
    converted policy computes exactly what the old one did."""
    old_size = OBS_SIZE - MAX_P * (PLAYER_F - OLD_PLAYER_F)
    if w1.shape[1] != old_size:
        raise ValueError(f"expected {old_size} observation columns, got {w1.shape[1]}")
    start = HEADER_SIZE + GLOBAL_F
    out = np.zeros((w1.shape[0], OBS_SIZE), np.float32)
    out[:, :start] = w1[:, :start]
    for k in range(MAX_P):
        out[:, start + k * PLAYER_F : start + k * PLAYER_F + OLD_PLAYER_F] = \
            w1[:, start + k * OLD_PLAYER_F : start + (k + 1) * OLD_PLAYER_F]
    out[:, start + MAX_P * PLAYER_F :] = w1[:, start + MAX_P * OLD_PLAYER_F :]
    return out


class SgsEncoder(Encoder):
    """Fixed-size encoder of Sanguosha views (see the module docstring for the layout)."""

    name = "sgs"

    def __init__(self, max_options: int = 48) -> None:
        self.obs_size = OBS_SIZE
        self.option_size = OPTION_SIZE
        self.max_options = max_options
        self._names: Mapping[str, str] = {}
        self._n = 1
        self._seat = 0
        self._game: SgsGame | None = None  # the game of the last fast encoding

    def _rel(self, s: int) -> int:
        return (s - self._seat) % self._n

    def encode_view(self, view: Mapping[str, Any], seat: int, out: F32) -> None:
        """Fill the view part (everything after the header)."""
        self._game = None
        players = view["players"]
        n = len(players)
        self._n = max(1, n)
        self._seat = seat if 0 <= seat < n else 0
        self._names = view.get("card_names") or {}
        # built in a Python list and copied once: far cheaper than numpy item writes
        b = [0.0] * (GLOBAL_F + MAX_P * PLAYER_F + HAND_SLOTS * CARD_F)
        b[0] = view["draw_pile"] / 108.0
        b[1] = len(view["discard_pile"]) / 108.0
        b[2] = len(view["proc"]) / 10.0
        if view.get("phase") in PHASES:
            b[3 + PHASES.index(view["phase"])] = 1.0
        cur = view.get("current")
        if isinstance(cur, int) and 0 <= cur < n:
            b[9 + self._rel(cur)] = 1.0
        mode = view.get("mode")
        b[17] = float(mode == "3v3")
        b[18] = float(mode == "identity")
        b[19] = sum(1 for p in players if p["alive"]) / 8.0
        b[20] = n / 8.0
        b[21] = float("draft" in view)
        b[22] = float("offer" in view)
        me = players[self._seat]
        my_side = me.get("side")
        names = self._names
        for p in players:
            a = GLOBAL_F + self._rel(p["seat"]) * PLAYER_F
            b[a] = 1.0
            b[a + 1] = float(p["alive"])
            b[a + 2] = p["hp"] / 5.0
            b[a + 3] = p["maxhp"] / 5.0
            b[a + 4] = p["hand_count"] / 10.0
            b[a + 5] = float(bool(p.get("tapped")))
            b[a + 6] = float(p["seat"] == self._seat)
            side = p.get("side")
            b[a + 7] = float(side is not None and side == my_side)
            role = p.get("role")
            if mode == "identity" and role in ROLES:
                b[a + 8 + ROLES.index(role)] = 1.0
            d = p.get("distance")
            if isinstance(d, int):
                b[a + 13] = d / 5.0
            judge = p.get("judge")
            if judge:
                b[a + 14] = len(judge) / 3.0
            piles = p.get("piles")
            hs = p.get("huashen") or {}
            on_general = (sum(len(v) for v in piles.values()) if piles else 0) \
                + hs.get("count", 0)
            if on_general:
                b[a + 15] = on_general / 10.0
            for gen in (p.get("general"), hs.get("shown")):
                if gen:
                    for i in token_slots(str(gen), 12):
                        b[a + 16 + i] = 1.0
            for k, c in enumerate((p.get("equip") or ())[:4]):
                if isinstance(c, int) and c >= 0:
                    b[a + 44 + k] = 1.0
                    for i in token_slots(names.get(str(c), str(c)), 4, 1):
                        b[a + 28 + 4 * k + i] = 1.0
            known = sorted(names.get(str(c), str(c)) for c in p.get("known") or ())
            _marks(b, a, bool(p.get("chained")), bool(p.get("drunk")),
                   bool(p.get("flipped")), known)
        off = GLOBAL_F + MAX_P * PLAYER_F
        for j, c in enumerate((me.get("hand") or ())[:HAND_SLOTS]):
            a = off + j * CARD_F
            b[a] = 1.0
            for i in token_slots(names.get(str(c), str(c)), 12):
                b[a + 1 + i] = 1.0
        out[: len(b)] = b
        off += HAND_SLOTS * CARD_F
        if "draft" in view or "offer" in view:
            acc = array("f", _NO_EXTRA)
            for key in ("draft", "offer"):
                if key in view:
                    self._hash(view[key], key, acc)
            out[off : off + EXTRA_F] = np.frombuffer(acc, dtype=np.float32)

    def view_bytes(self, game: Game, seat: int) -> bytes | None:
        """The view part as float32 bytes (what :meth:`encode_view` writes), read from
        :func:`cardtable.sgs.observe.table_arrays` and, during the 3v3 draft or an identity
        offer, :func:`cardtable.sgs.view.setup_view`; per-player rows and hand-card rows are
        cached by what they depend on and joined once with the packed globals."""
        if not isinstance(game, SgsGame) or not 0 <= seat < game.n:
            return None
        (mode, cur, phase, draw, discard, proc), players, hand = table_arrays(game, seat)
        setup = setup_view(game, seat)  # the 3v3 draft / the identity offer, while on
        n = len(players)
        self._n = n
        self._seat = seat
        self._game = game
        b = [0.0] * GLOBAL_F
        b[0] = draw / 108.0
        b[1] = discard / 108.0
        b[2] = proc / 10.0
        if phase in PHASES:
            b[3 + PHASES.index(phase)] = 1.0
        if isinstance(cur, int) and 0 <= cur < n:
            b[9 + (cur - seat) % n] = 1.0
        b[17] = float(mode == "3v3")
        b[18] = float(mode == "identity")
        b[19] = sum(1 for p in players if p.alive) / 8.0
        b[20] = n / 8.0
        if setup is not None:
            b[21 if setup[0] == "draft" else 22] = 1.0
        rows = [_NO_PLAYER] * MAX_P
        my_side = players[seat].side
        identity = mode == "identity"
        for p in players:
            rel = (p.seat - seat) % n
            side = p.side
            # the row depends on every field but the seat and the side (read apart): its
            # head on the counts and the role, its tail on the general, equipment and marks
            key = (p[1:6], p[7:11], rel == 0, side is not None and side == my_side, identity)
            head = _PLAYER_HEADS.get(key)
            if head is None:
                if len(_PLAYER_HEADS) > 100_000:
                    _PLAYER_HEADS.clear()
                head = _PLAYER_HEADS[key] = _player_head(key)
            tkey = p[11:]
            tail = _PLAYER_TAILS.get(tkey)
            if tail is None:
                if len(_PLAYER_TAILS) > 100_000:
                    _PLAYER_TAILS.clear()
                tail = _PLAYER_TAILS[tkey] = _player_tail(tkey)
            rows[rel] = head + tail
        parts = [_pack_globals(*b)]
        parts.extend(rows)
        cards = hand[:HAND_SLOTS]
        for name in cards:
            parts.append(_card_bytes(name))
        parts.extend([_NO_CARD] * (HAND_SLOTS - len(cards)))
        if setup is None:
            parts.append(_NO_EXTRA)
        else:  # hashed as encode_view hashes the view's part
            acc = array("f", _NO_EXTRA)
            self._hash(setup[1], setup[0], acc)
            parts.append(acc.tobytes())
        return b"".join(parts)

    def _hash(self, node: Any, path: str, out: array[float]) -> None:
        """Feature-hash a plain-data ``node`` (the view's draft or offer part) into ``out``
        (``EXTRA_F`` float32s): per leaf ``path=value`` one bucket +1, per list ``path#`` its
        length/10. Summed in an ``array("f")``: each sum is rounded to float32 as a numpy
        float32 item's ``+=`` rounds it (the addend rounded to float32 first), without a
        numpy scalar per leaf."""
        # leaves first (most nodes are), then dicts and lists, the Mapping ABC last (slow);
        # tuples of types, not ``int | str`` unions (built anew at every call)
        if isinstance(node, (bool, int, float, str)):
            out[_bucket(f"{path}={node}", EXTRA_F)] += 1.0
        elif isinstance(node, (list, tuple)):
            out[_bucket(path + "#", EXTRA_F)] += _f32(len(node) / 10.0)
            for v in node:
                self._hash(v, path + "[]", out)
        elif isinstance(node, (dict, Mapping)):
            for k, v in node.items():
                self._hash(v, f"{path}.{k}", out)

    def _card_name(self, c: int, seat: int) -> str:
        """The name the seat's view gives card instance ``c`` (``str(c)`` when hidden)."""
        if self._game is not None:
            return option_card_name(self._game, c, seat)
        return self._names.get(str(c), str(c))

    def _identity_items(self, form: Mapping[str, Any], name: str | None) -> tuple[Any, ...]:
        """The form's items as encoded: ``card`` as its vocabulary token (``#i``), seats
        relative (``@r``); what an option row depends on besides the card's name."""
        out: list[tuple[str, Any]] = []
        for k, v in form.items():
            if isinstance(v, int) and not isinstance(v, bool):
                if k == "card" and name is not None:
                    idx = HIDDEN if name == str(v) else vocabulary("sgs", "cards").index(name)
                    v = f"#{idx}"
                elif k in SEAT_KEYS and 0 <= v < self._n:
                    v = f"@{self._rel(v)}"
            out.append((k, v))
        return tuple(out)

    def encode_options(self, forms: list[Mapping[str, Any]], seat: int, out: F32) -> None:
        """Rows of :meth:`encode_option`, written at once. A row is a function of the form's
        items, the name the seat's view gives its card, and the viewing seat and table size
        (seats are encoded relative), so whole rows are cached by those; a miss is cached by
        the form's encoded items (cards as vocabulary tokens, seats relative) and the name."""
        rows = self.option_rows(forms, seat)
        if rows:
            out[: len(rows)] = np.frombuffer(b"".join(rows), dtype=np.float32).reshape(
                len(rows), OPTION_SIZE
            )

    def option_rows(self, forms: list[Mapping[str, Any]], seat: int) -> list[bytes]:
        """The rows of ``forms`` as float32 bytes (see :meth:`encode_options`)."""
        return [self._cached_option_row(form, seat) for form in forms]

    def _cached_option_row(self, form: Mapping[str, Any], seat: int) -> bytes:
        """One option row, cached by the form's items, its card's name, the viewing seat and
        the table size."""
        c = form.get("card")
        name = self._card_name(c, seat) if isinstance(c, int) else None
        key = (tuple(form.items()), name, self._seat, self._n)
        try:
            hit = _RAW_OPTION_ROWS.get(key)
        except TypeError:  # an unhashable value in the form: not cached
            return self._option_row(form, name, seat)
        if hit is None:
            hit = cached_row(_RAW_OPTION_ROWS, key, lambda: self._option_row(form, name, seat))
        return hit

    def _option_row(self, form: Mapping[str, Any], name: str | None, seat: int) -> bytes:
        """One option row as float32 bytes (cached by the form's encoded items and the
        name)."""
        return cached_row(_OPTION_ROWS, (self._identity_items(form, name), name),
                          lambda: self._option_vector(form, seat))

    def _option_vector(self, form: Mapping[str, Any], seat: int) -> bytes:
        """:meth:`encode_option` as float32 bytes."""
        vec = np.zeros(OPTION_SIZE, dtype=np.float32)
        self.encode_option(form, seat, vec)
        return vec.tobytes()

    def encode_option(self, form: Mapping[str, Any], seat: int, out: F32) -> None:
        """Kind code, hashed pairs (card as vocabulary index, seats relative), named card,
        relative target, general code."""
        kind = form.get("action") or form.get("respond") or form.get("answer") or "?"
        one_hot_token(out, str(kind), 0, 12)
        c = form.get("card")
        name = self._card_name(c, seat) if isinstance(c, int) else None
        for k, v in self._identity_items(form, name):
            out[12 + stable_bucket(f"{k}={v}", 16)] += 1.0
        if name is not None:
            if name == str(c):
                out[28] = 1.0  # present, identity hidden (as a hand slot of an unknown card)
            else:
                out[28:46] = _card_row(name)
        for key in SEAT_KEYS:
            t = form.get(key)
            if isinstance(t, int) and not isinstance(t, bool) and 0 <= t < self._n:
                out[46 + self._rel(t)] = 1.0
        gen = form.get("general")
        if isinstance(gen, str):
            one_hot_token(out, gen, 54, 10)
