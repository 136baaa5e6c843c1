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
from typing import Any, Final

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
from cardtable.ygo.duel import Duel
from cardtable.ygo.game import YgoGame
from cardtable.ygo.observe import (
    field_card_known,
    field_entry,
    named_entry,
    traits_table,
    visible_entry,
)
from cardtable.ygo.state import PHASE_NAMES

CARD_F: Final = 24
HAND_SLOTS: Final = 10
ZONES: Final = (("monsters", 5), ("spells", 5), ("field", 1), ("pzones", 2))
FIELD_SLOTS: Final = sum(n for _, n in ZONES)
GY_TOP: Final = 3
CHAIN_SLOTS: Final = 6
GLOBAL_F: Final = 32
PHASES: Final = ("draw", "standby", "main1", "battle", "main2", "end")
OBS_SIZE: Final = (
    HEADER_SIZE + GLOBAL_F + HAND_SLOTS * CARD_F + 2 * FIELD_SLOTS * CARD_F
    + 2 * GY_TOP * CARD_F + CHAIN_SLOTS * CARD_F
)
OPTION_SIZE: Final = 80
CARD_KEYS: Final = ("card", "target")
"""Form keys whose integer values are card instance ids (``target = -1``: a direct attack)."""


_FEATURE_CACHE: Final[dict[tuple[Any, ...], F32]] = {}
_HEAD_CACHE: Final[dict[tuple[Any, ...], bytes]] = {}  # identity form items -> option row [0:32]
_NO_CARD: Final = bytes(CARD_F * 4)
_BYTES_CACHE: Final[dict[tuple[Any, ...], bytes]] = {}
_FORM_HEADS: Final[dict[tuple[Any, ...], bytes]] = {}  # _head_key -> option row [0:32]


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
    return _code_token(None if traits is None else traits[0])


def _code_token(code: Any) -> str:
    """:func:`vocab_token` of a card whose passcode the seat sees (``None``: it cannot)."""
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


_CODE: Final = object()
"""Marks a card's passcode in a :func:`_head_key` (never equal to a form's own value)."""


class CardRow:
    """A card as a seat sees it in an encoding: the passcode it sees (``code``, ``None`` when
    hidden) and the card's 24 features as float32 bytes (``row``). The fast path keeps one
    per card instance and seat with what the row was made from (``base``: the instance's
    passcode, ``sig``: position, zone kind, known, equipped, mine; ``counter``, ``atk``,
    ``dfn``) and reuses it while those are unchanged; ``stamp``: the encoding that last
    showed the card in a slot (option rows reuse it)."""

    def __init__(self) -> None:
        self.code: Any = None
        self.row = _NO_CARD
        self.base = -1
        self.sig = -1
        self.counter = 0
        self.monster = False  # a monster card the seat sees: ATK/DEF are read every step
        self.atk = 0
        self.dfn = 0
        self.stamp = -1


def _row_of(traits: tuple[Any, ...], mine: bool) -> CardRow:
    """A fresh :class:`CardRow` of a card with ``traits`` (``mine``: feature 11)."""
    r = CardRow()
    r.code = traits[0]
    r.row = key_bytes(traits, mine)
    return r


def _head_key(form: dict[str, Any], card: CardRow | None,
              target: CardRow | None) -> tuple[Any, ...]:
    """What an option's form part depends on, flat: the form's keys and values but
    ``name``/``target_name``, a ``card``/``target`` instance id replaced by :data:`_CODE`
    and the card's passcode as the seat sees it (``None``: hidden or not shown), as
    :meth:`YgoEncoder._identity_items` replaces it by the passcode's vocabulary token."""
    out: list[Any] = []
    for k, v in form.items():
        if k == "name" or k == "target_name":
            continue
        out.append(k)
        if (k == "card" or k == "target") and isinstance(v, int) and not isinstance(
                v, bool) and v >= 0:
            ck = card if k == "card" else target
            out.append(_CODE)
            out.append(None if ck is None else ck.code)
        else:
            out.append(v)
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


_GLOBAL_BYTES: Final = GLOBAL_F * 4
_pack_globals = struct.Struct(f"={GLOBAL_F}f").pack


class YgoEncoder(Encoder):
    """Fixed-size encoder of Yu-Gi-Oh! views (see the module docstring for the layout)."""

    name = "ygo"

    def __init__(self, max_options: int = 64) -> None:
        self.obs_size = OBS_SIZE
        self.option_size = OPTION_SIZE
        self.max_options = max_options
        self._duel: Duel | None = None  # the duel of the last fast encoding (None: view path)
        self._keys: dict[int, tuple[Any, bool]] = {}  # view path: card id -> (traits, mine)
        self._memo: list[list[CardRow | None]] = [[], []]  # fast path: per seat, by card id
        self._pool: Any = None  # the card pool the memo's rows were made with
        self._table: dict[int, tuple[Any, ...]] = {}  # that pool's off-field traits
        self._stamp = 0  # fast encodings so far (CardRow.stamp)

    def encode_view(self, view: Mapping[str, Any], seat: int, out: F32) -> None:
        """Fill the view part (everything after the header)."""
        self._keys = {}
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
        """The view part as float32 bytes (what :meth:`encode_view` writes), read from the
        duel with the redaction of :mod:`cardtable.ygo.observe`: the packed globals and a
        row per slot joined once, an empty slot as zero bytes (no view, no numpy writes).

        A card's row is kept per card instance and seat (:class:`CardRow`) with what it was
        made from (passcode, position, zone kind, whether the seat knows the card, equipped,
        counters, mine, and a known monster's current ATK/DEF): a step compares those and
        rebuilds a row (:func:`~cardtable.ygo.observe.field_entry`,
        :func:`~cardtable.ygo.observe.visible_entry`, :func:`key_bytes`) only when one
        changed."""
        if not isinstance(game, YgoGame) or seat not in (0, 1):
            return None
        g: Duel = game.g
        self._duel = g
        if g.pool is not self._pool:  # rows hold the pool's card data
            self._pool = g.pool
            self._memo = [[], []]
            self._table = traits_table(g)
        memo = self._memo[seat]
        n = len(g.code)
        if len(memo) < n:
            memo.extend([None] * (n - len(memo)))
        self._stamp += 1
        stamp = self._stamp
        srcs = g.sources()  # once: every face-up monster's ATK/DEF reads the same sources
        table = self._table
        opp = 1 - seat
        lp = g.lp
        gl = [0.0] * GLOBAL_F
        # float(n) / x is n / x for these small ints, in native doubles once compiled
        for k in range(2):
            p = seat if k == 0 else opp
            gl[0 + k] = float(lp[p]) / 8000.0
            gl[2 + k] = float(len(g.hand[p])) / 10.0
            gl[4 + k] = float(len(g.deck[p])) / 40.0
            gl[6 + k] = float(len(g.extra[p])) / 15.0
            gl[8 + k] = float(len(g.gy[p])) / 40.0
            gl[10 + k] = float(len(g.banished[p])) / 40.0
        gl[12] = float(g.turn) / 50.0
        gl[13] = float(g.tp == seat)
        ph = _PHASE_SLOT.get(g.phase)
        if ph is not None:
            gl[ph] = 1.0
        gl[20] = float(g.ns_used > 0)
        gl[21] = float(len(g.chain)) / 5.0
        gl[22] = float(lp[seat] - lp[opp]) / 8000.0
        gl[23] = squash(lp[seat] - lp[opp]) / 10.0
        parts = [_pack_globals(*gl)]
        k = 0
        for c in g.hand[seat]:
            if k == HAND_SLOTS:
                break
            parts.append(_off_row(g, memo, c, True, stamp, srcs, table).row)
            k += 1
        if k < HAND_SLOTS:
            parts.extend([_NO_CARD] * (HAND_SLOTS - k))
        for j in range(2):
            p = seat if j == 0 else opp
            mz = g.mz[p]
            cards = mz + g.sz[p]
            cards.append(g.fz[p])
            cards.extend(g.pz[p])
            nm = len(mz)
            k = 0
            for c in cards:
                if k == FIELD_SLOTS:
                    break
                if c < 0:
                    parts.append(_NO_CARD)
                else:
                    parts.append(_field_row(g, memo, c, seat, k < nm, j == 0, stamp, srcs,
                                            table).row)
                k += 1
            if k < FIELD_SLOTS:
                parts.extend([_NO_CARD] * (FIELD_SLOTS - k))
        for j in range(2):
            k = 0
            for c in g.gy[seat if j == 0 else opp][: -GY_TOP - 1 : -1]:  # newest first
                parts.append(_off_row(g, memo, c, j == 0, stamp, srcs, table).row)
                k += 1
            if k < GY_TOP:
                parts.extend([_NO_CARD] * (GY_TOP - k))
        k = 0
        for lk in g.chain:
            if k == CHAIN_SLOTS:
                break
            traits = visible_entry(g, lk.card, srcs, table)[1]
            parts.append(_card_bytes((traits, lk.player == seat)))
            k += 1
        if k < CHAIN_SLOTS:
            parts.extend([_NO_CARD] * (CHAIN_SLOTS - k))
        return b"".join(parts)

    def _seen(self, c: Any, seat: int) -> CardRow | None:
        """Card instance ``c`` as the seat sees it, if the seat's view shows it (an encoded
        slot, a graveyard, a banished zone, its Extra Deck), else ``None``."""
        if not isinstance(c, int) or isinstance(c, bool) or c < 0:
            return None
        g = self._duel
        if g is None:  # the view path: the cards of the view
            ck = self._keys.get(c)
            return None if ck is None else _row_of(ck[0], ck[1])
        memo = self._memo[seat]
        if c < len(memo):
            r = memo[c]
            if r is not None and r.stamp == self._stamp:  # in a slot of this encoding
                return r
        named = named_entry(g, c, seat)
        return None if named is None else _row_of(named[0][1], named[1])

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
        indices — then the features of the named card and of the target card (the rows the
        observation holds, or those of a card the seat sees outside the slots). The form
        part is cached by the form's items and those passcodes (:func:`_head_key`); a miss
        looks it up by the form with its cards as vocabulary tokens."""
        return [self._option_row_bytes(form, seat) for form in forms]

    def _option_row_bytes(self, form: Mapping[str, Any], seat: int) -> bytes:
        """One option row (see :meth:`option_rows`)."""
        d = form if isinstance(form, dict) else dict(form)
        card = self._seen(d.get("card"), seat)
        target = self._seen(d.get("target"), seat)
        key = _head_key(d, card, target)
        try:
            head = _FORM_HEADS.get(key)
        except TypeError:  # an unhashable value in the form: not cached
            head = self._option_head_cached(d, card, target)
        else:
            if head is None:
                head = self._option_head_cached(d, card, target)
                if len(_FORM_HEADS) > 100_000:
                    _FORM_HEADS.clear()
                _FORM_HEADS[key] = head
        return b"".join((head, _NO_CARD if card is None else card.row,
                         _NO_CARD if target is None else target.row))

    def _option_head_cached(self, form: Mapping[str, Any], card: CardRow | None,
                            target: CardRow | None) -> bytes:
        """The form part of a row (32 floats as bytes), cached by the form's items with its
        cards as vocabulary tokens (:meth:`_identity_items`)."""
        cc = None if card is None else card.code
        tc = None if target is None else target.code
        return cached_row(_HEAD_CACHE, self._identity_items(form, cc, tc),
                          lambda: self._option_head_bytes(form, cc, tc))

    @staticmethod
    def _identity_items(form: Mapping[str, Any], card: Any, target: Any) -> Any:
        """The form's items as hashed into the option head: ``card``/``target`` instance ids
        replaced by the vocabulary tokens of the passcodes ``card``/``target`` the seat sees
        (``None``: hidden or not shown; a direct attack's ``target = -1`` kept)."""
        known = dict(zip(CARD_KEYS, (card, target), strict=True))
        out: list[tuple[str, Any]] = []
        for k, v in form.items():
            if k in ("name", "target_name"):
                continue
            if k in known and isinstance(v, int) and not isinstance(v, bool) and v >= 0:
                v = _code_token(known[k])
            out.append((k, v))
        return tuple(out)

    @staticmethod
    def _option_head_bytes(form: Mapping[str, Any], card: Any, target: Any) -> bytes:
        vec = np.zeros(32, dtype=np.float32)
        YgoEncoder._option_head(form, card, target, vec)
        return vec.tobytes()

    @staticmethod
    def _option_head(form: Mapping[str, Any], card: Any, target: Any, out: F32) -> None:
        one_hot_token(out, str(form.get("action", "")), 0, 16)
        for k, v in YgoEncoder._identity_items(form, card, target):
            out[16 + stable_bucket(f"{k}={v}", 16)] += 1.0

    def encode_option(self, form: Mapping[str, Any], seat: int, out: F32) -> None:
        """Action code, hashed ``key=value`` pairs (cards as vocabulary indices), the named
        card's and the target card's features."""
        self.encode_options([form], seat, out[None, :])


_PHASE_SLOT: Final = {ph: 14 + PHASES.index(name) for ph, name in PHASE_NAMES.items()
                      if name in PHASES}
"""Global feature set by each engine phase (its name's one-hot among :data:`PHASES`)."""


def _off_row(g: Duel, memo: list[CardRow | None], c: int, mine: bool, stamp: int,
             srcs: list[int], table: dict[int, tuple[Any, ...]]) -> CardRow:
    """The row of card ``c`` in a hand or graveyard slot (named for the seat; its row
    depends on its passcode and ``mine`` only), from ``memo`` when still valid."""
    code = g.code[c]
    sig = 1 if mine else 0
    r = memo[c]
    if r is None or r.base != code or r.sig != sig:
        r = _row_of(visible_entry(g, c, srcs, table)[1], mine)
        r.base = code
        r.sig = sig
        memo[c] = r
    r.stamp = stamp
    return r


def _field_row(g: Duel, memo: list[CardRow | None], c: int, seat: int, monster: bool,
               mine: bool, stamp: int, srcs: list[int],
               table: dict[int, tuple[Any, ...]]) -> CardRow:
    """The row of card ``c`` on the field (``monster``: in a Monster Zone) as ``seat`` sees
    it (:func:`~cardtable.ygo.observe.field_entry`), from ``memo`` when what it was made of
    is unchanged."""
    code = g.code[c]
    known = field_card_known(g, c, seat)
    sig = (g.pos[c] << 5) | 16 | (8 if known else 0) | (4 if monster else 0) | (
        2 if g.equip[c] >= 0 else 0) | (1 if mine else 0)
    counter = g.counter[c]
    r = memo[c]
    if r is not None and r.base == code and r.sig == sig and r.counter == counter:
        if not r.monster:
            r.stamp = stamp
            return r
        atk, dfn = g.atk_def(c, srcs)
        if r.atk == atk and r.dfn == dfn:
            r.stamp = stamp
            return r
    traits = field_entry(g, c, seat, monster, srcs, table)[1]
    r = _row_of(traits, mine)
    r.base = code
    r.sig = sig
    r.counter = counter
    if traits[3] is not None:  # a monster the seat knows: its ATK/DEF may change
        r.monster = True
        r.atk = traits[3]
        r.dfn = traits[4]
    memo[c] = r
    r.stamp = stamp
    return r
