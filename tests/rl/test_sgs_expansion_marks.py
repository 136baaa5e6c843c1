"""The Sanguosha observation encodes the public 军争 marks the 火/林/山 generals create
(issue 14): chained (铁索连环), a pending 酒, the hand cards 火攻 showed — and nothing hidden.

Rules the tests rely on (card texts of the 军争 expansion, as in
``scenarios/sgs/generals/fire_lianhuan.yaml``, ``forest_jiuchi.yaml``,
``fire_huoji_no_pay.yaml``):

* 铁索连环: the targets are chained (横置); the chained state is open on the table.
* 酒: used in one's play phase, the next 杀 one uses this turn deals 1 more damage; the 酒 is
  used openly, so every seat knows the bonus is pending until a 杀 takes it.
* 火攻: the target shows a hand card to everybody; it stays known while it stays in that hand.

Each test compares a seat's observation before and after the public fact (it fails when the
encoder ignores the fact), checks the fast path against the view path, and that re-dealing what
the seat cannot see (``determinize``) leaves the observation unchanged.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from cardtable.core.rng import Rng
from cardtable.rl.encoders.sgs import (
    GLOBAL_F,
    OBS_SIZE,
    OLD_PLAYER_F,
    PLAYER_F,
    SgsEncoder,
    widen_player_rows,
)
from cardtable.rl.encoding import HEADER_SIZE
from cardtable.sgs.game import SgsGame
from cardtable.sgs.scenario_setup import build

CHAINED, DRUNK, FLIPPED, KNOWN_COUNT, KNOWN_CODE = 48, 49, 50, 51, 52


def _answer(g: SgsGame, **want: Any) -> None:
    """Answer the first option of the pending question whose form has ``want``'s items."""
    dec = g.pending()
    assert dec is not None
    hits = [i for i, o in enumerate(dec.options)
            if all(o.form.get(k) == v for k, v in want.items())]
    assert hits, ([dict(o.form) for o in dec.options], want)
    g.answer(hits[0])


def _obs(g: SgsGame, seat: int) -> np.ndarray[Any, Any]:
    """``seat``'s observation, after checking the fast path equals the view path."""
    enc = SgsEncoder()
    fast = enc.encode(g, seat, want_view=False)
    slow = enc.encode(g, seat, want_view=True)
    for a, b in zip(fast[:3], slow[:3], strict=True):
        assert np.array_equal(a, b)
    return fast[0]


def _player(obs: np.ndarray[Any, Any], viewer: int, seat: int, n: int) -> np.ndarray[Any, Any]:
    """The player row of ``seat`` in ``viewer``'s observation (slots are relative)."""
    a = HEADER_SIZE + GLOBAL_F + ((seat - viewer) % n) * PLAYER_F
    return obs[a : a + PLAYER_F]


def _unchanged_when_redealt(g: SgsGame, seat: int) -> None:
    """Everything ``seat`` cannot see re-dealt: the observation is the same."""
    before = _obs(g, seat)
    for k in range(4):
        other = g.determinize(seat, Rng(100 + k))
        assert np.array_equal(SgsEncoder().encode(other, seat, want_view=False)[0], before)


def test_chained_state_is_encoded() -> None:
    g = build({"mode": "identity", "players": 5,
               "roles": ["lord", "loyalist", "rebel", "rebel", "renegade"],
               "generals": ["caocao", "pangtong", "zhangliao", "zhangfei", "sunquan"],
               "no_skills": True, "skills": {1: ["lianhuan"]}, "current": 1, "phase": "play",
               "hands": {1: ["slash C2", "jink D2"]}}, 3)
    before = _obs(g, 0)
    assert not any(_player(before, 0, s, 5)[CHAINED] for s in range(5))
    _answer(g, action="use", skill="lianhuan", **{"as": "iron_chain"})
    _answer(g, choice="chain")
    _answer(g, seat=3)
    _answer(g, seat=2)
    assert g.view(0)["players"][2]["chained"] and g.view(0)["players"][3]["chained"]
    for viewer in range(5):
        obs = _obs(g, viewer)
        assert [_player(obs, viewer, s, 5)[CHAINED] for s in range(5)] == [0, 0, 1, 1, 0]
    _unchanged_when_redealt(g, 0)


def test_pending_wine_is_encoded_until_a_slash_takes_it() -> None:
    g = build({"no_skills": True, "skills": {1: ["jiuchi"]},
               "generals": ["xuchu", "dongzhuo", "zhangliao", "zhangfei", "sunquan", "huanggai"],
               "current": 1, "phase": "play",
               "hands": {1: ["duel SA", "dismantlement S3", "slash H10"]}}, 3)
    assert _player(_obs(g, 2), 2, 1, 6)[DRUNK] == 0
    _answer(g, action="use", skill="jiuchi", **{"as": "analeptic"})
    for viewer in range(6):
        obs = _obs(g, viewer)
        assert [_player(obs, viewer, s, 6)[DRUNK] for s in range(6)] == [0, 1, 0, 0, 0, 0]
    _unchanged_when_redealt(g, 2)
    dec = g.pending()
    assert dec is not None
    slash = next(i for i, o in enumerate(dec.options)
                 if o.form.get("action") == "use" and g.view(1)["card_names"].get(
                     str(o.form.get("card"))) == "slash")
    g.answer(slash)
    _answer(g, target=2)
    assert _player(_obs(g, 2), 2, 1, 6)[DRUNK] == 0  # the bonus is spent on that 杀


def test_cards_shown_by_fire_attack_are_encoded_for_everybody() -> None:
    g = build({"no_skills": True, "skills": {1: ["huoji"]},
               "generals": ["xuchu", "wolong", "zhangliao", "zhangfei", "sunquan", "huanggai"],
               "current": 1, "phase": "play",
               "hands": {1: ["jink D2", "jink D3"], 2: ["slash C3"]}}, 3)
    before = _obs(g, 0)
    assert not _player(before, 0, 2, 6)[KNOWN_COUNT:].any()
    _answer(g, action="use", skill="huoji", **{"as": "fire_attack"})
    _answer(g, target=2)
    assert g.view(0)["players"][2]["known"]  # the shown 杀 is public now
    for viewer in (0, 1, 3, 4, 5):
        row = _player(_obs(g, viewer), viewer, 2, 6)
        assert row[KNOWN_COUNT] == 0.25 and row[KNOWN_CODE:].sum() == 2.0  # one card, 2 hashes
    # the shower's own observation lists its whole hand, not "known" cards
    assert not _player(_obs(g, 2), 2, 2, 6)[KNOWN_COUNT:].any()
    # re-dealing what seat 0 cannot see keeps the shown card in seat 2's hand
    _unchanged_when_redealt(g, 0)


def test_widened_weights_compute_what_the_old_ones_did() -> None:
    """A first layer trained on the 48-wide player rows, widened, gives the same hidden units
    on the old features and ignores the new ones."""
    rng = np.random.default_rng(0)
    old_size = OBS_SIZE - 8 * (PLAYER_F - OLD_PLAYER_F)
    w1 = rng.standard_normal((5, old_size)).astype(np.float32)
    x_old = rng.standard_normal(old_size).astype(np.float32)
    start = HEADER_SIZE + GLOBAL_F
    x_new = np.zeros(OBS_SIZE, np.float32)
    x_new[:start] = x_old[:start]
    for k in range(8):
        x_new[start + k * PLAYER_F : start + k * PLAYER_F + OLD_PLAYER_F] = \
            x_old[start + k * OLD_PLAYER_F : start + (k + 1) * OLD_PLAYER_F]
        x_new[start + k * PLAYER_F + OLD_PLAYER_F : start + (k + 1) * PLAYER_F] = 7.0
    x_new[start + 8 * PLAYER_F :] = x_old[start + 8 * OLD_PLAYER_F :]
    assert np.allclose(widen_player_rows(w1) @ x_new, w1 @ x_old, atol=1e-4)
