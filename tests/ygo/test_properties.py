"""Properties over many seeds: random legal play never crashes or hangs, every card is always in
exactly one place, replays reproduce, views never leak hidden cards, a bad answer changes
nothing, clone is independent (deepcopy/pickle as oracles)."""

from __future__ import annotations

import copy
import pickle
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.decision import DESCRIPTION_KEYS
from cardtable.core.errors import IllegalAnswer
from cardtable.core.replay import Replay
from cardtable.core.rng import Rng
from cardtable.ygo.duel import Duel
from cardtable.ygo.effects.api import LINK_FIELDS
from cardtable.ygo.game import YgoGame, new_duel, preset_deck
from cardtable.ygo.state import (
    LOC_ACT,
    LOC_BANISHED,
    LOC_DECK,
    LOC_EXTRA,
    LOC_FZONE,
    LOC_GY,
    LOC_HAND,
    LOC_LIMBO,
    LOC_MZONE,
    LOC_OVERLAY,
    LOC_PZONE,
    LOC_SZONE,
    POS_FACEUP,
    STATE_FIELDS,
    DuelState,
)
from cardtable.ygo.state import LOC_ONFIELD as LOC_ONFIELD_

A, B = preset_deck("classic-a"), preset_deck("classic-b")
SEEDS = st.integers(min_value=0, max_value=2**31)


def _new(seed: int, profile: str = "classic-lp4000") -> YgoGame:
    return new_duel(A, B, profile=profile, seed=seed, first=seed % 2)


def _places(g: Duel) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for p in (0, 1):
        for loc, pile in ((LOC_DECK, g.deck[p]), (LOC_HAND, g.hand[p]), (LOC_GY, g.gy[p]),
                          (LOC_BANISHED, g.banished[p]), (LOC_EXTRA, g.extra[p]),
                          (LOC_MZONE, g.mz[p]), (LOC_SZONE, g.sz[p]), (LOC_FZONE, [g.fz[p]]),
                          (LOC_PZONE, g.pz[p])):
            # a Trap Monster is listed in its Monster Zone and in the Spell & Trap Zone it holds
            # (cards/scripts/goat9_b_trap_monsters.py): the second listing is not a place
            out.extend((c, loc) for c in pile if c >= 0
                       and not (loc == LOC_SZONE and g.loc[c] == LOC_MZONE))
    # token instances off the field; Xyz Materials (attached to a monster on the field or being
    # summoned)
    out.extend((c, LOC_OVERLAY if g.loc[c] == LOC_OVERLAY
                and g.loc[g.equip[c]] & (LOC_MZONE | LOC_LIMBO)
                else LOC_LIMBO) for c in g.limbo)
    return out


def check_conservation(g: Duel) -> None:
    """Every card is in exactly one place, and its location field agrees."""
    places = _places(g)
    ids = sorted(c for c, _ in places)
    assert ids == list(range(g.n)), "a card is missing or in two places"
    for c, loc in places:
        assert g.loc[c] == loc, f"card {c} listed in {loc} but says {g.loc[c]}"
    want = sorted(c for c in range(g.n) if g.spd[c] and g.loc[c] & LOC_ACT)
    assert sorted(g.act) == want and len(set(g.act)) == len(g.act), "stale window index"
    want_a = sorted(c for c in range(g.n) if g.ha[c] and g.loc[c] & LOC_ONFIELD_)
    assert sorted(g.aidx) == want_a and len(set(g.aidx)) == len(g.aidx), "stale aspect index"


def visible_ids(v: Any) -> set[int]:
    """Card ids shown with an identity (code) anywhere in a view."""
    out: set[int] = set()
    if isinstance(v, dict):
        if "code" in v and "id" in v:
            out.add(v["id"])
        for x in v.values():
            out |= visible_ids(x)
    elif isinstance(v, list):
        for x in v:
            out |= visible_ids(x)
    return out


def check_views(game: YgoGame) -> None:
    """No view shows a card its seat may not know."""
    g = game.g
    for seat in (-1, 0, 1):
        shown = visible_ids(game.view(seat))
        for c in shown:
            loc = g.loc[c]
            # a Deck card only when shown to that seat (a face-up Deck top: Convulsion of Nature)
            assert loc != LOC_DECK or (seat >= 0 and g.revealed_to(c, seat)), \
                f"seat {seat} sees a deck card"
            if loc in (LOC_HAND, LOC_EXTRA) and not (loc == LOC_EXTRA and g.pos[c] & POS_FACEUP):
                # (a face-up Pendulum Monster in the Extra Deck is public, MR3; a hand card is
                # its holder's, who may not be its owner: Exchange)
                holder = g.ctrl[c] if loc == LOC_HAND else g.owner[c]
                assert holder == seat or g.revealed_to(c, seat), \
                    f"seat {seat} sees another hand/extra card"
            if loc in (LOC_MZONE, LOC_SZONE, LOC_FZONE, LOC_PZONE) and not g.pos[c] & POS_FACEUP:
                assert g.ctrl[c] == seat or g.revealed_to(c, seat), \
                    f"seat {seat} sees a face-down card it does not own"
            if g.revealed_to(c, seat) and loc not in (LOC_GY, LOC_BANISHED):
                # a revealed card: an effect showed this very card ("life") to that seat
                assert any(x == (c, g.life[c]) for x in g.seen[seat])


def check_options(game: YgoGame) -> None:
    """The decider's options never name a card it may not know (the names an option shows are
    in its ``about``; forms hold identities only)."""
    g = game.g
    dec = game.pending()
    if dec is None:
        return
    for o in dec.options:
        f = o.form
        assert DESCRIPTION_KEYS.isdisjoint(f), (f, "a form carries a display name")
        for key, name_key in (("card", "name"), ("target", "target_name")):
            c = f.get(key)
            if not isinstance(c, int) or c < 0 or name_key not in o.about:
                continue  # not named: nothing to check
            loc = g.loc[c]
            if loc in (LOC_GY, LOC_BANISHED, LOC_OVERLAY) \
                    or (loc == LOC_EXTRA and g.pos[c] & POS_FACEUP):
                continue  # public piles; Xyz Materials were face-up monsters when attached
            if loc in (LOC_MZONE, LOC_SZONE, LOC_FZONE, LOC_PZONE):
                assert g.pos[c] & POS_FACEUP or g.ctrl[c] == dec.seat \
                    or g.revealed_to(c, dec.seat), (f, "hidden field card")
            else:  # a hand card is its holder's (Exchange), a pile card its owner's
                holder = g.ctrl[c] if loc == LOC_HAND else g.owner[c]
                assert holder == dec.seat or g.revealed_to(c, dec.seat), \
                    (f, "another seat's hidden card")


def play(game: YgoGame, rng: Rng, steps: int, checks: bool = False) -> int:
    n = 0
    while game.g.pend is not None and n < steps:
        if checks and n % 7 == 0:
            check_conservation(game.g)
            check_views(game)
            check_options(game)
        game.apply_index(rng.below(game.num_options()))
        n += 1
    return n


@settings(max_examples=60, deadline=None)
@given(SEEDS)
def test_random_play_terminates_and_conserves_cards(seed: int) -> None:
    game = _new(seed)
    n = play(game, Rng(seed), 20000, checks=True)
    assert game.g.pend is None and game.result() is not None, f"no result after {n} decisions"
    check_conservation(game.g)
    check_views(game)


@settings(max_examples=20, deadline=None)
@given(SEEDS)
def test_random_play_mr3(seed: int) -> None:
    game = _new(seed, "master-rule-3")
    play(game, Rng(seed), 20000)
    assert game.result() is not None


#: An MR3 deck of Pendulum Monsters (Pendulum Effects, Scales 1/3/7/8) and cards that answer them.
PENDULUM_DECK = {
    "main": [15146890, 21970285, 57624336, 51531505, 17390179] * 3  # the Pendulum Monsters
    # Battle Ox, Dark Magician, Summoned Skull, Luster Dragon, Celtic Guardian
    + [5053103, 46986414, 70781052, 11091375, 91152256] * 3
    # Dark Hole, Mystical Space Typhoon, Solemn Judgment, Magic Jammer, Imperial Order
    + [53129443, 5318639, 41420027, 77414722, 61740673] * 2,
    "extra": [],
}


@settings(max_examples=20, deadline=None)
@given(SEEDS)
def test_random_play_pendulum_mr3(seed: int) -> None:
    """MR3 Pendulum: random legal play with Pendulum decks (Pendulum Summons, Pendulum Effects,
    the face-up Extra Deck) terminates, conserves cards and shows no hidden card."""
    game = new_duel(PENDULUM_DECK, PENDULUM_DECK, profile="master-rule-3", seed=seed,
                    first=seed % 2)
    n = play(game, Rng(seed), 20000, checks=True)
    assert game.result() is not None, f"no result after {n} decisions"
    check_conservation(game.g)
    check_views(game)


@settings(max_examples=12, deadline=None)
@given(SEEDS)
def test_replay_reproduces(seed: int) -> None:
    game = _new(seed)
    rng = Rng(seed ^ 0x55)
    while game.pending() is not None and len(game.answers) < 400:
        dec = game.pending()
        assert dec is not None
        game.answer(dict(dec.options[rng.below(len(dec.options))].form))
    rep = Replay.of(game)
    again = rep.verify()
    assert again.public_events() == game.public_events()
    assert again.facts() == game.facts()


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=300))
def test_bad_answer_changes_nothing(seed: int, at: int) -> None:
    game = _new(seed)
    play(game, Rng(seed), at)
    if game.pending() is None:
        return
    before = (pickle.dumps(_state(game.g)), game.state_id)
    for bad in (len(game.pending().options), -3, {"action": "no-such-action"}, "x"):  # type: ignore[union-attr]
        try:
            game.answer(bad)  # type: ignore[arg-type]
        except IllegalAnswer:
            pass
        else:
            raise AssertionError(f"{bad!r} was accepted")
    assert (pickle.dumps(_state(game.g)), game.state_id) == before


def _state(g: DuelState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k in STATE_FIELDS:
        v = getattr(g, k)
        if k == "chain":
            v = [tuple(getattr(lk, s) for s in LINK_FIELDS) for lk in v]
        elif k == "rng":
            v = v.state
        elif k == "profile":
            v = v.name
        out[k] = v
    return out


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=300))
def test_clone_is_independent(seed: int, at: int) -> None:
    game = _new(seed)
    play(game, Rng(seed), at)
    oracle = copy.deepcopy(_state(game.g))
    pickled = pickle.dumps(_state(game.g))
    twin = game.clone()
    assert _state(twin.g) == oracle
    play(twin, Rng(seed + 1), 200)
    assert _state(game.g) == oracle
    assert pickle.dumps(_state(game.g)) == pickled
    # the original continues exactly as an untouched copy would
    twin2 = game.clone()
    play(game, Rng(7), 100)
    play(twin2, Rng(7), 100)
    assert _state(game.g) == _state(twin2.g)


@settings(max_examples=15, deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=200))
def test_determinize_keeps_what_the_seat_sees(seed: int, at: int) -> None:
    game = _new(seed)
    play(game, Rng(seed), at)
    if game.pending() is None:
        return
    d = game.determinize(0, Rng(seed))
    # what seat 0 sees (and so what a spectator sees) is exactly the same; only hidden cards move
    assert d.view(0) == game.view(0)
    assert d.view(-1) == game.view(-1)
    assert sorted(d.g.hand[1] + d.g.deck[1]) == sorted(game.g.hand[1] + game.g.deck[1])
    assert len(d.g.hand[1]) == len(game.g.hand[1])
    check_conservation(d.g)


def test_many_seeds_terminate() -> None:
    """Random legal play over 400 seeds (both profiles) always ends, cards conserved."""
    for seed in range(400):
        game = _new(seed, "master-rule-3" if seed % 4 == 3 else "classic-lp4000")
        play(game, Rng(seed * 7 + 1), 20000)
        assert game.result() is not None, f"seed {seed} did not finish"
        check_conservation(game.g)


def test_event_logs_hide_private_facts() -> None:
    """The opponent's and the spectator's logs never name a drawn or set card."""
    for seed in range(20):
        game = _new(seed)
        play(game, Rng(seed), 400)
        for seat in (-1, 0, 1):
            for e in game.events(seat):
                if e["kind"] in ("draw", "set", "set_monster") and e.get("player") != seat:
                    assert "name" not in e and "code" not in e, (seat, e)


def test_token_decks_conserve_cards_and_hide_cards() -> None:
    """Duels with token makers (Scapegoat in goat-control) and Magical Hats (yugi-classic): every
    card, tokens included, is always in one place; views and options never leak; tokens are never
    in a graveyard, hand or deck."""
    goat, yugi = preset_deck("goat-control"), preset_deck("yugi-classic")
    for seed in range(12):
        game = new_duel(goat, yugi, seed=seed, first=seed % 2)
        assert game.g.limbo, "the token pool is created at setup"
        play(game, Rng(seed), 3000, checks=True)
        check_conservation(game.g)
        g = game.g
        for c in range(g.n):
            if g.cd(c).type & 0x4000:  # a token
                assert g.loc[c] in (LOC_MZONE, LOC_LIMBO)


def test_no_token_pool_without_token_makers() -> None:
    """Duels whose decks hold no token-making card get no token instances."""
    game = _new(1)
    assert game.g.limbo == () and game.g.n == len(A["main"]) + len(A["extra"]) + len(B["main"]) \
        + len(B["extra"])


def play_bots(game: Any, bots: list[Any], max_decisions: int = 5000) -> None:
    """Play ``game`` with one bot per seat until it ends (or ``max_decisions`` answers)."""
    n = 0
    while (d := game.pending()) is not None and n < max_decisions:
        game.answer(bots[d.seat].choose(game, d))
        n += 1
