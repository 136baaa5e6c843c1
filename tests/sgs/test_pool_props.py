"""Properties of the 2012/2013 pool generals' hidden choices and unusual state: a 拼点's first
card stays hidden from the second chooser (views, decisions, log, determinized copies); the
awakenings (志继 魂姿 战神) wake at most once and account for max HP and the gained skills;
帷幕 and 完杀 hold over random games."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.rng import Rng
from cardtable.sgs.cards.data import ALL_CARDS, NAME, SUIT, TYPE
from cardtable.sgs.game import SgsGame, from_scenario, new_game
from cardtable.sgs.generals.data import BY_ID
from cardtable.sgs.generals.pools import POOL_2011

SEEDS = st.integers(min_value=0, max_value=2**40)


def _zhiba_game(seed: int) -> SgsGame:
    """Identity: 孙策 lord (seat 0), 孙权 (Wu, seat 1) in its play phase; random hands."""
    deck = [c for c in ALL_CARDS if NAME[c] not in ("lightning",)]
    Rng(seed).shuffle(deck)
    h1 = [str(c) for c in deck[:3]]
    h0 = [str(c) for c in deck[3:6]]
    return from_scenario({
        "mode": "identity", "players": 5, "roles": ["lord", "loyalist", "rebel", "rebel",
                                                    "renegade"],
        "generals": ["sunce", "sunquan", "zhangliao", "zhangfei", "huanggai"],
        "no_skills": True, "skills": {0: ["zhiba"]}, "current": 1, "phase": "play",
        "hands": {1: [int(c) for c in h1], 0: [int(c) for c in h0]}}, seed)


def _answer(g: SgsGame, **want: Any) -> None:
    dec = g.pending()
    assert dec is not None
    g.answer(next(i for i, o in enumerate(dec.options)
                  if all(o.form.get(k) == v for k, v in want.items())))


def _at_lord_pick(seed: int, pick: int) -> tuple[SgsGame, int]:
    g = _zhiba_game(seed)
    _answer(g, action="skill", skill="zhiba_pindian")
    card = g.hand[1][pick]
    _answer(g, card=card)
    dec = g.pending()
    assert dec is not None and dec.seat == 0 and dec.kind == "pick"
    return g, card


def _seen_by(g: SgsGame, seat: int) -> str:
    return json.dumps([(e.kind, e.public, (e.private or {}).get(seat)) for e in g.log],
                      sort_keys=True, ensure_ascii=False, default=str)


@settings(max_examples=30, deadline=None)
@given(SEEDS)
def test_pindian_first_card_is_hidden_from_the_second_chooser(seed: int) -> None:
    """Whatever card the initiator chose, the lord's question, view and log are the same."""
    games = [_at_lord_pick(seed, i) for i in range(3)]
    first = games[0][0]
    for g, _card in games[1:]:
        assert g.pending() == first.pending()
        assert g.view(0) == first.view(0)
        assert _seen_by(g, 0) == _seen_by(first, 0)


@settings(max_examples=20, deadline=None)
@given(SEEDS)
def test_pindian_determinized_copies_do_not_know_the_first_card(seed: int) -> None:
    """In copies determinized for the lord, the initiator's shown card is the one now at the
    chosen position of its re-dealt hand: over many copies it is not always the true card."""
    g, card = _at_lord_pick(seed, 0)
    r = Rng(seed + 99)
    shown: Counter[int] = Counter()
    for _ in range(12):
        d = g.determinize(0, r)
        pos = d.req[5][6][5]  # type: ignore[index]  # ("pindian.show", a, b, reason, then, pos)
        expect = d.hand[1][pos]
        d.answer(0)
        ev = next(e for e in reversed(d.log) if e.kind == "pindian")
        assert ev.public["cards"][0] == expect
        shown[expect] += 1
    assert len(shown) > 1 or card not in shown


def _awaken_lineup(seed: int) -> list[str]:
    picks = ["jiangwei", "sunce", "lvbu_3v3"]
    rest = [x for x in POOL_2011 if x != "lvbu"]
    Rng(seed).shuffle(rest)
    gens = [*picks, *rest[:3]]
    Rng(seed + 1).shuffle(gens)
    return gens


GAINS = {"zhiji": ("guanxing",), "hunzi": ("yingzi", "yinghun"), "zhanshen": ("mashu", "shenji")}


@settings(max_examples=25, deadline=None)
@given(SEEDS)
def test_awakenings_wake_once_and_account_for_max_hp(seed: int) -> None:
    """志继 魂姿 战神: each wakes at most once per seat; max HP = printed (+1 commander) minus the
    max HP lost; a woken seat has the gained skills."""
    gens = _awaken_lineup(seed)
    g = new_game({"mode": "3v3", "generals": gens}, seed)
    start = g.maxhp[:]
    r = Rng(seed)
    d = 0
    while g.req is not None and d < 20000:
        g.apply_fast(r.below(len(g.req[3])))
        d += 1
    woke = Counter((e.public["seat"], e.public["skill"]) for e in g.log if e.kind == "awaken")
    assert all(k == 1 for k in woke.values()), woke
    lost = Counter(e.public["seat"] for e in g.log if e.kind == "lose_maxhp")
    for s in range(6):
        if g.alive_[s]:
            assert g.maxhp[s] == start[s] - lost[s]
    for (s, sid) in woke:
        if g.maxhp[s] > 0:
            assert set(GAINS[sid]) <= set(g.skills[s]), (sid, g.skills[s])


def _black(g: SgsGame, user: int, cards: list[int]) -> bool:
    """All black as ``user`` plays them (红颜 turns ♠ into ♥)."""
    spade_red = "hongyan" in g.skills[user]
    return bool(cards) and all(SUIT[c] == 2 or (SUIT[c] == 0 and not spade_red)
                               for c in cards)


@settings(max_examples=25, deadline=None)
@given(SEEDS)
def test_weimu_and_wansha_hold_in_random_games(seed: int) -> None:
    """帷幕: no black trick ever names 贾诩 as a target; 完杀: during his turn nobody but him and
    the dying character uses a 桃 (random 3v3 games with 贾诩 seated)."""
    rest = [x for x in POOL_2011]
    Rng(seed).shuffle(rest)
    gens = ["jiaxu", *rest[:5]]
    Rng(seed + 1).shuffle(gens)
    jx = gens.index("jiaxu")
    g = new_game({"mode": "3v3", "generals": gens}, seed)
    r = Rng(seed * 3 + 1)
    d = 0
    while g.req is not None and d < 20000:
        g.apply_fast(r.below(len(g.req[3])))
        d += 1
    current = -1
    for e in g.log:
        p = e.public
        if e.kind == "turn":
            current = p["seat"]
        if e.kind != "use":
            continue
        cards = [int(c) for c in p.get("cards", [])]
        name = p["name"]
        if name in BY_ID:  # not a card
            continue
        trick = any(TYPE[c] in ("trick", "delayed") for c in cards) or name in (
            "dismantlement", "snatch", "duel", "collateral", "savage_assault",
            "archery_attack", "indulgence", "lightning", "supply_shortage")
        if trick and _black(g, p["seat"], cards):
            assert jx not in p.get("targets", []), (seed, e)
        if name == "peach" and current == jx and g.general[current] == "jiaxu":
            assert p["seat"] in (jx, *p.get("targets", [])), (seed, e)


def _deal(seed: int, sizes: list[int]) -> dict[int, list[int]]:
    deck = [c for c in ALL_CARDS if NAME[c] != "lightning"]
    Rng(seed).shuffle(deck)
    out: dict[int, list[int]] = {}
    i = 0
    for s, k in enumerate(sizes):
        out[s] = deck[i:i + k]
        i += k
    return out


def _hidden_ids(g: SgsGame, seat: int, cards: list[int]) -> None:
    """No event ``seat`` can read names any of ``cards`` (as a card id)."""
    for e in g.log:
        seen = dict(e.public)
        seen.update((e.private or {}).get(seat, {}))
        for k in ("card", "cards"):
            v = seen.get(k)
            ids = v if isinstance(v, list) else [v]
            assert not set(ids) & set(cards), (seat, e)


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.lists(st.integers(min_value=0, max_value=5), min_size=5, max_size=5),
       st.integers(min_value=0, max_value=5))
def test_dimeng_swaps_exactly_and_hides_the_hands(seed: int, sizes: list[int], mine: int) -> None:
    """缔盟: 鲁肃 pays exactly the difference; the two hands are exchanged card for card; a third
    seat (and 鲁肃) learns nothing of either hand."""
    hands = _deal(seed, [mine, *sizes])
    g = from_scenario({"no_skills": True, "skills": {0: ["dimeng"]},
                       "generals": ["lusu", "caocao", "zhangliao", "zhangfei", "sunquan",
                                    "huanggai"], "current": 0, "phase": "play",
                       "hands": hands}, seed)
    dec = g.pending()
    assert dec is not None
    opts = [i for i, o in enumerate(dec.options) if o.form.get("skill") == "dimeng"]
    if not opts:  # no pair within reach of his cards
        n = len(g.cards_of(0, "he"))
        assert all(abs(len(hands[a]) - len(hands[b])) > n
                   for a in range(1, 6) for b in range(1, 6) if a != b)
        return
    g.answer(opts[0])
    r = Rng(seed)
    while (dec := g.pending()) is not None and dec.kind == "pick":
        g.answer(r.below(len(dec.options)))  # random seats / cards (never "done" early: lo=hi)
    swaps = [e for e in g.log if e.kind == "give"]
    a, b = (swaps[0].public["seat"], swaps[0].public["to"]) if swaps else (-1, -1)
    disc = [e for e in g.log if e.kind == "discard" and e.public["seat"] == 0]
    paid = sum(len(e.public["cards"]) for e in disc)
    if a < 0:  # two empty hands: nothing to move
        return
    assert paid == abs(len(hands[a]) - len(hands[b]))
    assert sorted(g.hand[a]) == sorted(hands[b]) and sorted(g.hand[b]) == sorted(hands[a])
    third = next(s for s in range(1, 6) if s not in (a, b))
    _hidden_ids(g, third, hands[a] + hands[b])
    _hidden_ids(g, 0, hands[a] + hands[b])


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.lists(st.integers(min_value=0, max_value=4), min_size=5, max_size=5),
       st.integers(min_value=0, max_value=5))
def test_haoshi_gives_half_to_a_fewest_hand(seed: int, sizes: list[int], mine: int) -> None:
    """好施: +2 cards; above five, exactly half (rounded down) goes to a seat that had the
    fewest cards among the others; only the two of them see which cards."""
    hands = _deal(seed, [mine, *sizes])
    g = from_scenario({"no_skills": True, "skills": {0: ["haoshi"]},
                       "generals": ["lusu", "caocao", "zhangliao", "zhangfei", "sunquan",
                                    "huanggai"], "current": 0, "phase": "draw",
                       "hands": hands}, seed)
    g.answer(0)  # yes
    r = Rng(seed)
    while (dec := g.pending()) is not None and dec.kind == "pick":
        g.answer(r.below(len(dec.options)))
    total = mine + 4
    gives = [e for e in g.log if e.kind == "give"]
    if total <= 5:
        assert not gives and len(g.hand[0]) == total
        return
    (ev,) = gives
    to = ev.public["to"]
    assert ev.public["n"] == total // 2 and len(g.hand[0]) == total - total // 2
    assert len(hands[to]) == min(sizes)
    given_cards = ev.private[0]["cards"]  # type: ignore[index]
    assert set(given_cards) <= set(g.hand[to])
    third = next(s for s in range(1, 6) if s != to)
    _hidden_ids(g, third, given_cards)
