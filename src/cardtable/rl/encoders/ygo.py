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

``option_features`` (float32 ``[max_options, 56]``): [0:16] action-name code, [16:32] hashed
``key=value`` pairs of the form (generic), [32:56] the features of the card the option names
(``card``) when it is visible to the seat, else zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardtable.rl.encoding import F32, HEADER_SIZE, Encoder, one_hot_token, squash, stable_bucket

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
OPTION_SIZE = 56


_FEATURE_CACHE: dict[tuple[Any, ...], F32] = {}


def card_features(c: Mapping[str, Any] | None, out: F32, mine: bool = False) -> None:
    """Write the 24 features of a card view (``None`` = empty slot) into ``out``.

    Vectors are cached by everything they depend on, so a step costs a key and a copy."""
    if c is None:
        return
    g = c.get
    key = (g("code"), g("hidden"), g("face_up"), g("atk"), g("def"), g("level"), g("pos"),
           "equipped_to" in c, g("counter"), mine)
    vec = _FEATURE_CACHE.get(key)
    if vec is None:
        if len(_FEATURE_CACHE) > 100_000:
            _FEATURE_CACHE.clear()
        vec = _compute_features(c, mine)
        _FEATURE_CACHE[key] = vec
    out[:CARD_F] = vec


def _compute_features(c: Mapping[str, Any], mine: bool) -> F32:
    out = np.zeros(CARD_F, dtype=np.float32)
    out[0] = 1.0
    out[11] = float(mine)
    pos = c.get("pos")
    if pos is not None:
        out[7 if pos in ("atk", "fd_atk") else 8] = 1.0
    if c.get("hidden"):
        out[1] = 1.0
        return out
    out[2] = float(bool(c.get("face_up", True)))
    if "atk" in c:
        out[3] = 1.0
        out[4] = float(c["atk"]) / 5000.0
        out[5] = float(c.get("def", 0)) / 5000.0
        out[6] = float(c.get("level", 0)) / 12.0
    out[9] = float("equipped_to" in c)
    out[10] = float(c.get("counter", 0)) / 10.0
    one_hot_token(out, str(c.get("code", "")), 12, 12)
    return out


class YgoEncoder(Encoder):
    """Fixed-size encoder of Yu-Gi-Oh! views (see the module docstring for the layout)."""

    name = "ygo"

    def __init__(self, max_options: int = 64) -> None:
        self.obs_size = OBS_SIZE
        self.option_size = OPTION_SIZE
        self.max_options = max_options
        self._cards: dict[int, F32] = {}
        self._refs: dict[int, tuple[Mapping[str, Any], bool]] = {}

    def encode_view(self, view: Mapping[str, Any], seat: int, out: F32) -> None:
        """Fill the view part (everything after the header)."""
        self._cards = {}
        self._refs = {}
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
                    if cid is not None and cid not in self._cards:
                        self._refs[cid] = (c, mine)

    def _put(self, c: Mapping[str, Any] | None, dst: F32, mine: bool) -> None:
        card_features(c, dst, mine)
        if c is not None and "id" in c:
            self._cards[int(c["id"])] = dst

    def encode_option(self, form: Mapping[str, Any], seat: int, out: F32) -> None:
        """Action code, hashed ``key=value`` pairs, and the named card's features."""
        one_hot_token(out, str(form.get("action", "")), 0, 16)
        for k, v in form.items():
            if k in ("name", "target_name"):
                continue
            out[16 + stable_bucket(f"{k}={v}", 16)] += 1.0
        c = form.get("card")
        if isinstance(c, int):
            hit = self._cards.get(c)
            if hit is not None:
                out[32:56] = hit
            elif c in self._refs:
                card, mine = self._refs[c]
                card_features(card, out[32:56], mine)
