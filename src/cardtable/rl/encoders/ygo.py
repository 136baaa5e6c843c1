"""Observation encoder for Yu-Gi-Oh! duels (engine id ``ygo``), built from ``view(seat)``.

Everything is from the acting seat's point of view: block "me" is the seat itself, "opp" the
opponent. Layout of ``observation`` (float32, :data:`OBS_SIZE` = 1216), after the shared
32-float header of :mod:`cardtable.rl.encoding`:

=========  =====  ===============================================================
offset     size   content
=========  =====  ===============================================================
32         32     globals: LP me/opp (/8000), hand, deck, extra, graveyard, banished counts
                  me/opp (/10, /40, /15, /40, /40), turn/50, my turn, phase one-hot (draw,
                  standby, main1, battle, main2, end), normal summon used, chain length/5,
                  LP difference/8000
64         240    my hand: 10 card slots × 24 card features
304        312    my field: 5 monster, 5 spell/trap, 1 field, 2 pendulum slots × 24
616        312    opponent's field, same slots
928        144    graveyards: the 3 most recent cards, me then opp (6 × 24)
1072       144    chain: up to 6 links × 24 (the link's card; feature 11 = link owner is me)
=========  =====  ===============================================================

Card features (24): [0] present, [1] hidden (face-down, unknown to me), [2] face-up,
[3] monster, [4] ATK/5000, [5] DEF/5000, [6] level/12, [7] attack position, [8] defence
position, [9] equipped to something, [10] counters/10, [11] mine (for chain links),
[12:24] identity code: two CRC-32 buckets of the passcode (12 wide).

``option_features`` (float32 ``[max_options, 80]``): [0:16] action-name code, [16:32] hashed
``key=value`` pairs of the form, where a card the form names (``card``, ``target``) stands as its
:mod:`cardtable.rl.vocab` index (``card=#1234``; ``#1`` = a card the seat cannot identify), never
as its instance id (instance ids are arbitrary per game); [32:56] the features of the card the
option names (``card``) when it is visible to the seat, else zero; [56:80] the same for the
option's ``target`` card (an attack's or effect's target; zero for a direct attack).
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import Any

import numpy as np

from cardtable.core.game import Game
from cardtable.rl.encoding import (
    F32,
    HEADER_SIZE,
    Encoder,
    cached_row,
    one_hot_token,
    squash,
    stable_bucket,
)
from cardtable.rl.vocab import HIDDEN, vocabulary
from cardtable.ygo.game import YgoGame
from cardtable.ygo.observe import named_entry, observation_arrays

CARD_F = 24
HAND_SLOTS = 10
ZONES = (("monsters", 5), ("spells", 5), ("field", 1), ("pzones", 2))
FIELD_SLOTS = sum(n for _, n in ZONES)
GY_TOP = 3
CHAIN_SLOTS = 6
GLOBAL_F = 32
PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
OBS_SIZE = (
    HEADER_SIZE + GLOBAL_F + HAND_SLOTS * CARD_F + 2 * FIELD_SLOTS * CARD_F
    + 2 * GY_TOP * CARD_F + CHAIN_SLOTS * CARD_F
)
OPTION_SIZE = 80
CARD_KEYS = ("card", "target")
"""Form keys whose integer values are card instance ids (``target = -1``: a direct attack)."""


_FEATURE_CACHE: dict[tuple[Any, ...], F32] = {}
_HEAD_CACHE: dict[tuple[Any, ...], bytes] = {}  # identity form items -> option row [0:32]
_NO_CARD = bytes(CARD_F * 4)
_BYTES_CACHE: dict[tuple[Any, ...], bytes] = {}
_FORM_HEADS: dict[tuple[Any, ...], bytes] = {}  # _head_key -> option row [0:32]


def card_features(c: Mapping[str, Any] | None, out: F32, mine: bool = False) -> None:
    """Write the 24 features of a card view (``None`` = empty slot) into ``out``.

    Vectors are cached by everything they depend on, so a step costs a key and a copy."""
    if c is None:
        return
    out[:CARD_F] = key_features(card_traits(c), mine)


def card_traits(c: Mapping[str, Any]) -> tuple[Any, ...]:
    """The traits tuple of a card view (the key of :func:`key_features`)."""
    g = c.get
    return (g("code"), g("hidden"), g("face_up"), g("atk"), g("def"), g("level"), g("pos"),
            "equipped_to" in c, g("counter"))


def vocab_token(traits: tuple[Any, ...] | None) -> str:
    """``#i``: the vocabulary index of a card with ``traits`` as the seat sees it
    (:data:`~cardtable.rl.vocab.HIDDEN` when the seat cannot identify it)."""
    code = None if traits is None else traits[0]
    return f"#{HIDDEN if code is None else vocabulary('ygo', 'cards').index(code)}"


def key_features(traits: tuple[Any, ...], mine: bool) -> F32:
    """The (cached, read-only) 24 features of a card with ``traits`` ``(code, hidden,
    face_up, atk, def, level, pos, equipped, counter)`` (:mod:`cardtable.ygo.observe`;
    ``None`` = absent, as in a card view); ``mine``: feature 11."""
    key = (traits, mine)
    vec = _FEATURE_CACHE.get(key)
    if vec is None:
        if len(_FEATURE_CACHE) > 100_000:
            _FEATURE_CACHE.clear()
        vec = _compute_features(traits, mine)
        vec.flags.writeable = False
        _FEATURE_CACHE[key] = vec
    return vec


def key_bytes(traits: tuple[Any, ...], mine: bool) -> bytes:
    """:func:`key_features` as (cached) float32 bytes."""
    key = (traits, mine)
    hit = _BYTES_CACHE.get(key)
    if hit is None:
        if len(_BYTES_CACHE) > 100_000:
            _BYTES_CACHE.clear()
        hit = key_features(traits, mine).tobytes()
        _BYTES_CACHE[key] = hit
    return hit


_CODE = object()
"""Marks a card's passcode in a :func:`_head_key` (never equal to a form's own value)."""


def _head_key(form: Mapping[str, Any], card: tuple[Any, bool] | None,
              target: tuple[Any, bool] | None) -> tuple[Any, ...]:
    """What an option's form part depends on: the form's items but ``name``/``target_name``,
    a ``card``/``target`` instance id replaced by the card's passcode as the seat sees it
    (``None``: hidden or not shown), as :meth:`YgoEncoder._identity_items` replaces it by
    the passcode's vocabulary token."""
    out: list[tuple[str, Any]] = []
    for k, v in form.items():
        if k == "name" or k == "target_name":
            continue
        if (k == "card" or k == "target") and isinstance(v, int) and not isinstance(
                v, bool) and v >= 0:
            ck = card if k == "card" else target
            v = (_CODE, None if ck is None else ck[0][0])
        out.append((k, v))
    return tuple(out)


def _card_bytes(key: tuple[Any, bool]) -> bytes:
    """:func:`key_bytes` of ``key = (traits, mine)``: one dictionary look-up on a hit."""
    hit = _BYTES_CACHE.get(key)
    if hit is None:
        hit = key_bytes(key[0], key[1])
    return hit


def _compute_features(traits: tuple[Any, ...], mine: bool) -> F32:
    code, hidden, face_up, atk, dfn, level, pos, equipped, counter = traits
    out = np.zeros(CARD_F, dtype=np.float32)
    out[0] = 1.0
    out[11] = float(mine)
    if pos is not None:
        out[7 if pos in ("atk", "fd_atk") else 8] = 1.0
    if hidden:
        out[1] = 1.0
        return out
    out[2] = float(bool(True if face_up is None else face_up))
    if atk is not None:
        out[3] = 1.0
        out[4] = float(atk) / 5000.0
        out[5] = float(dfn or 0) / 5000.0
        out[6] = float(level or 0) / 12.0
    out[9] = float(equipped)
    out[10] = float(counter or 0) / 10.0
    one_hot_token(out, str("" if code is None else code), 12, 12)
    return out


_GLOBAL_BYTES = GLOBAL_F * 4
_pack_globals = struct.Struct(f"={GLOBAL_F}f").pack


class YgoEncoder(Encoder):
    """Fixed-size encoder of Yu-Gi-Oh! views (see the module docstring for the layout)."""

    name = "ygo"

    def __init__(self, max_options: int = 64) -> None:
        self.obs_size = OBS_SIZE
        self.option_size = OPTION_SIZE
        self.max_options = max_options
        self._duel: Any = None  # the duel of the last fast encoding (lazy option-card lookups)
        self._keys: dict[int, tuple[Any, bool]] = {}  # card id -> (traits, mine) of the seat
        self._rows: dict[int, bytes] = {}  # card id -> its row bytes (fast path; option rows)

    def encode_view(self, view: Mapping[str, Any], seat: int, out: F32) -> None:
        """Fill the view part (everything after the header)."""
        self._keys = {}
        self._rows = {}
        self._duel = None
        players = view["players"]
        me = seat if seat in (0, 1) else 0
        order = (players[me], players[1 - me])
        g = out[:GLOBAL_F]
        for k, p in enumerate(order):
            g[0 + k] = p["lp"] / 8000.0
            g[2 + k] = p["hand_count"] / 10.0
            g[4 + k] = p["deck_count"] / 40.0
            g[6 + k] = p["extra_count"] / 15.0
            g[8 + k] = len(p["gy"]) / 40.0
            g[10 + k] = len(p["banished"]) / 40.0
        g[12] = view["turn"] / 50.0
        g[13] = float(view["turn_player"] == me)
        ph = view.get("phase")
        if ph in PHASES:
            g[14 + PHASES.index(ph)] = 1.0
        g[20] = float(bool(view.get("normal_summon_used")))
        g[21] = len(view["chain"]) / 5.0
        g[22] = (order[0]["lp"] - order[1]["lp"]) / 8000.0
        g[23] = squash(order[0]["lp"] - order[1]["lp"]) / 10.0
        off = GLOBAL_F
        hand = order[0].get("hand") or []
        for i, c in enumerate(hand[:HAND_SLOTS]):
            self._put(c, out[off + i * CARD_F : off + (i + 1) * CARD_F], True)
        off += HAND_SLOTS * CARD_F
        for k, p in enumerate(order):
            slot = 0
            for zone, n in ZONES:
                cards = p.get(zone)
                if zone == "field":
                    cards = [cards]
                for i, c in enumerate(list(cards or ())[:n]):
                    if c is not None:
                        a = off + (slot + i) * CARD_F
                        self._put(c, out[a : a + CARD_F], k == 0)
                slot += n
            off += FIELD_SLOTS * CARD_F
        for k, p in enumerate(order):
            top = list(reversed(p["gy"]))[:GY_TOP]
            for i, c in enumerate(top):
                a = off + (k * GY_TOP + i) * CARD_F
                self._put(c, out[a : a + CARD_F], k == 0)
        off += 2 * GY_TOP * CARD_F
        for i, link in enumerate(view["chain"][:CHAIN_SLOTS]):
            a = off + i * CARD_F
            card_features(link, out[a : a + CARD_F], link.get("player") == me)
        for p in order:  # cards that options may name but that sit in no encoded slot
            mine = p is order[0]
            for zone in ("extra", "banished", "gy"):
                for c in p.get(zone) or ():
                    cid = c.get("id")
                    if cid is not None and cid not in self._keys:
                        self._keys[int(cid)] = (card_traits(c), mine)

    def _put(self, c: Mapping[str, Any] | None, dst: F32, mine: bool) -> None:
        card_features(c, dst, mine)
        if c is not None and "id" in c:
            self._keys[int(c["id"])] = (card_traits(c), mine)

    def view_bytes(self, game: Game, seat: int) -> bytes | None:
        """The view part as float32 bytes (what :meth:`encode_view` writes), read from
        :func:`cardtable.ygo.observe.observation_arrays`: cached card rows and the packed
        globals joined once, an empty slot as zero bytes (no view, no numpy item writes)."""
        if not isinstance(game, YgoGame) or seat not in (0, 1):
            return None
        duel = game.g
        glob, players, chain = observation_arrays(duel, seat, GY_TOP)
        self._duel = duel
        me, opp = players
        g = [0.0] * GLOBAL_F
        for k, p in enumerate(players):
            g[0 + k] = p[0] / 8000.0
            g[2 + k] = p[1] / 10.0
            g[4 + k] = p[2] / 40.0
            g[6 + k] = p[3] / 15.0
            g[8 + k] = p[4] / 40.0
            g[10 + k] = p[5] / 40.0
        turn, tp, ph, ns, chain_len = glob
        g[12] = turn / 50.0
        g[13] = float(tp == seat)
        if ph in PHASES:
            g[14 + PHASES.index(ph)] = 1.0
        g[20] = float(ns)
        g[21] = chain_len / 5.0
        g[22] = (me[0] - opp[0]) / 8000.0
        g[23] = squash(me[0] - opp[0]) / 10.0
        parts = [_pack_globals(*g)]
        keys: dict[int, tuple[Any, bool]] = {}
        self._keys = keys
        rows: dict[int, bytes] = {}
        self._rows = rows
        hand = me[6][:HAND_SLOTS]
        for e in hand:
            keys[e[0]] = ck = (e[1], True)
            rows[e[0]] = row = _card_bytes(ck)
            parts.append(row)
        parts.extend([_NO_CARD] * (HAND_SLOTS - len(hand)))
        for j, p in enumerate(players):
            mine = j == 0
            field = p[7][:FIELD_SLOTS]
            for e in field:
                if e is None:
                    parts.append(_NO_CARD)
                else:
                    keys[e[0]] = ck = (e[1], mine)
                    rows[e[0]] = row = _card_bytes(ck)
                    parts.append(row)
            parts.extend([_NO_CARD] * (FIELD_SLOTS - len(field)))
        for j, p in enumerate(players):
            top = p[8][:GY_TOP]
            for e in top:
                keys[e[0]] = ck = (e[1], j == 0)
                rows[e[0]] = row = _card_bytes(ck)
                parts.append(row)
            parts.extend([_NO_CARD] * (GY_TOP - len(top)))
        links = chain[:CHAIN_SLOTS]
        for e, owner in links:
            parts.append(_card_bytes((e[1], owner == seat)))
        parts.extend([_NO_CARD] * (CHAIN_SLOTS - len(links)))
        return b"".join(parts)

    def _card_key(self, c: Any, seat: int) -> tuple[Any, bool] | None:
        """``(traits, mine)`` of card instance ``c`` as the seat sees it, if the seat's view
        shows it (an encoded slot, a graveyard, a banished zone, its Extra Deck), else
        ``None``."""
        if not isinstance(c, int) or isinstance(c, bool) or c < 0:
            return None
        ck = self._keys.get(c)
        if ck is None and self._duel is not None:
            named = named_entry(self._duel, c, seat)
            if named is not None:
                ck = (named[0][1], named[1])
        return ck

    def encode_options(self, forms: list[Mapping[str, Any]], seat: int, out: F32) -> None:
        """Rows of :meth:`encode_option`, all written at once (:meth:`option_rows`)."""
        rows = self.option_rows(forms, seat)
        if rows:
            out[: len(rows)] = np.frombuffer(b"".join(rows), dtype=np.float32).reshape(
                len(rows), OPTION_SIZE
            )

    def option_rows(self, forms: list[Mapping[str, Any]], seat: int) -> list[bytes]:
        """The rows of ``forms`` as float32 bytes. A row is the form part — a function of the
        form's items and the passcodes of the cards it names, which it hashes as vocabulary
        indices — then the features of the named card and of the target card (cached by
        their ``(traits, mine)``). The form part is cached by the form's items and those
        passcodes; a miss looks it up by the form with its cards as vocabulary tokens."""
        return [self._option_row_bytes(form, seat) for form in forms]

    def _option_row_bytes(self, form: Mapping[str, Any], seat: int) -> bytes:
        """One option row (see :meth:`option_rows`)."""
        c: Any = form.get("card")  # a card id whenever _card_key gives a key
        t: Any = form.get("target")
        card = self._card_key(c, seat)
        target = self._card_key(t, seat)
        key = _head_key(form, card, target)
        try:
            head = _FORM_HEADS.get(key)
        except TypeError:  # an unhashable value in the form: not cached
            head = self._option_head_cached(form, card, target)
        else:
            if head is None:
                head = cached_row(_FORM_HEADS, key,
                                  lambda: self._option_head_cached(form, card, target))
        rows = self._rows  # the rows the observation already looked up, by card id
        return b"".join((head, _NO_CARD if card is None else rows.get(c) or _card_bytes(card),
                         _NO_CARD if target is None else rows.get(t) or _card_bytes(target)))

    def _option_head_cached(self, form: Mapping[str, Any], card: tuple[Any, bool] | None,
                            target: tuple[Any, bool] | None) -> bytes:
        """The form part of a row (32 floats as bytes), cached by the form's items with its
        cards as vocabulary tokens (:meth:`_identity_items`)."""
        return cached_row(_HEAD_CACHE, self._identity_items(form, card, target),
                          lambda: self._option_head_bytes(form, card, target))

    @staticmethod
    def _identity_items(form: Mapping[str, Any], card: tuple[Any, bool] | None,
                        target: tuple[Any, bool] | None) -> Any:
        """The form's items as hashed into the option head: ``card``/``target`` instance ids
        replaced by vocabulary tokens (a direct attack's ``target = -1`` kept)."""
        known = dict(zip(CARD_KEYS, (card, target), strict=True))
        out: list[tuple[str, Any]] = []
        for k, v in form.items():
            if k in ("name", "target_name"):
                continue
            if k in known and isinstance(v, int) and not isinstance(v, bool) and v >= 0:
                ck = known[k]
                v = vocab_token(None if ck is None else ck[0])
            out.append((k, v))
        return tuple(out)

    @staticmethod
    def _option_head_bytes(form: Mapping[str, Any], card: tuple[Any, bool] | None,
                           target: tuple[Any, bool] | None) -> bytes:
        vec = np.zeros(32, dtype=np.float32)
        YgoEncoder._option_head(form, card, target, vec)
        return vec.tobytes()

    @staticmethod
    def _option_head(form: Mapping[str, Any], card: tuple[Any, bool] | None,
                     target: tuple[Any, bool] | None, out: F32) -> None:
        one_hot_token(out, str(form.get("action", "")), 0, 16)
        for k, v in YgoEncoder._identity_items(form, card, target):
            out[16 + stable_bucket(f"{k}={v}", 16)] += 1.0

    def encode_option(self, form: Mapping[str, Any], seat: int, out: F32) -> None:
        """Action code, hashed ``key=value`` pairs (cards as vocabulary indices), the named
        card's and the target card's features."""
        self.encode_options([form], seat, out[None, :])
