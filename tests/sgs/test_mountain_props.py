"""Properties of the 山 generals' hidden zone and unusual flow (张郃 巧变, 邓艾 田, 刘禅 放权,
张昭张纮 直谏/固政, 左慈 化身):

* 左慈's 化身 cards are seen by 左慈 only: another seat's view, its events and its RL
  observation do not change when ``determinize`` re-deals them (with the box of unused
  generals); the re-deal really changes them; 左慈's own copy keeps them.
* whatever the hidden 化身 cards are, another seat's view, events and question are the same.
* the 田 are public and never re-dealt.
* "why not?" for a play-phase skill (直谏, 急袭 and the others) is empty exactly when the play
  menu offers it.
* random identity games seating the five generals end, keep every card in one place, never
  exceed max HP, and every new skill fires (``CARDTABLE_POOL_SEEDS`` raises the seed count;
  docs/generals.md reports a run over thousands).
"""

from __future__ import annotations

import json
import os
from collections import Counter

from cardtable.core.rng import Rng
from cardtable.sgs.determinize import DeterminizeError
from cardtable.sgs.game import SgsGame, new_game
from cardtable.sgs.incarnations import Incarnations, set_seat
from cardtable.sgs.invariants import check_cards
from cardtable.sgs.observe import observation_arrays

MOUNTAIN = ["zuoci", "dengai", "zhanghe", "zhangzhaozhanghong", "liushan"]
SEEDS = int(os.environ.get("CARDTABLE_POOL_SEEDS", "60"))


def _lineup(seed: int, n: int) -> list[str]:
    """The five 山 generals (刘禅 the lord half of the time) and random others."""
    from cardtable.sgs.generals.pools import POOL_2011

    picks = list(MOUNTAIN)
    Rng(seed).shuffle(picks)
    rest = list(POOL_2011)
    Rng(seed + 1).shuffle(rest)
    gens = [*picks, *rest][:n]
    if seed % 2 and "liushan" in gens:
        gens.remove("liushan")
        gens.insert(0, "liushan")
    return gens


def _game(seed: int, n: int = 5) -> SgsGame:
    return new_game({"mode": "identity", "players": n, "generals": _lineup(seed, n),
                     "pool": "standard+wind+mountain"}, seed)


def _seen_by(g: SgsGame, seat: int) -> str:
    return json.dumps(g.events(seat), sort_keys=True, ensure_ascii=False, default=str)


def _zuoci(g: SgsGame) -> int:
    return g.general.index("zuoci")


def test_huashen_determinize_hides_the_cards_and_keeps_every_view() -> None:
    """At sampled decisions of random games: for every seat that is not 左慈, a determinized
    copy has the same view, events and observation; over the run 左慈's hidden 化身 cards were
    re-dealt (some copy differs); 左慈's own copy keeps them."""
    pairs = redealt = own = refused = 0
    for seed in range(12):
        g = _game(seed)
        z = _zuoci(g)
        r = Rng(seed * 31 + 7)
        step = 0
        while g.req is not None and step < 400:
            if step % 7 == 0 and len(g.huashen[z].cards) > 1:
                for seat in range(g.n):
                    try:
                        d = g.determinize(seat, Rng(seed * 1000 + step * 10 + seat))
                    except DeterminizeError:
                        refused += 1
                        continue
                    assert d.view(seat) == g.view(seat), (seed, step, seat)
                    assert observation_arrays(d, seat) == observation_arrays(g, seat)
                    assert _seen_by(d, seat) == _seen_by(g, seat)
                    assert not check_cards(d)
                    hz, dz = g.huashen[z], d.huashen[z]
                    assert (len(dz.cards), dz.shown, dz.skill) == (len(hz.cards), hz.shown,
                                                                    hz.skill)
                    assert len(d.box) == len(g.box)
                    assert sorted([*d.box, *dz.cards]) == sorted([*g.box, *hz.cards])
                    if seat == z:
                        assert dz == hz
                        own += 1
                    else:
                        redealt += sorted(dz.cards) != sorted(hz.cards)
                        pairs += 1
            g.apply_fast(r.below(len(g.req[3])))
            step += 1
    assert pairs > 300 and own > 50 and redealt > pairs // 2, (pairs, own, redealt)
    assert refused <= pairs // 10, (refused, pairs)


def _swap_hidden(g: SgsGame, z: int) -> SgsGame:
    """A copy where 左慈's face-down 化身 cards (not the shown one) are swapped with cards of
    the box."""
    c = g.clone()
    h = c.huashen[z]
    hidden = [x for x in h.cards if x != h.shown]
    box = list(c.box)
    k = min(len(hidden), len(box))
    new_hidden = box[:k] + hidden[k:]
    c.box = tuple(hidden[:k] + box[k:])
    set_seat(c, z, Incarnations(tuple(([h.shown] if h.shown else []) + new_hidden), h.shown,
                                h.skill))
    return c


def test_other_seats_see_nothing_of_the_hidden_huashen_cards() -> None:
    """Swapping 左慈's face-down cards with unused generals changes nothing another seat
    reads: its view, its events, its observation (and 左慈's own view does change)."""
    checked = 0
    for seed in range(10):
        g = _game(seed)
        z = _zuoci(g)
        r = Rng(seed)
        for step in range(300):
            if g.req is None:
                break
            if step % 9 == 0 and len(g.huashen[z].cards) > 1 and g.box:
                c = _swap_hidden(g, z)
                assert c.view(z) != g.view(z)
                for seat in range(g.n):
                    if seat == z:
                        continue
                    assert c.view(seat) == g.view(seat)
                    assert observation_arrays(c, seat) == observation_arrays(g, seat)
                    assert _seen_by(c, seat) == _seen_by(g, seat)
                checked += 1
            g.apply_fast(r.below(len(g.req[3])))
    assert checked > 60, checked


def test_fields_are_public_and_never_redealt() -> None:
    """邓艾's 田: every seat's view lists them, and a determinized copy keeps them."""
    seen = 0
    for seed in range(20):
        g = _game(seed)
        d_seat = g.general.index("dengai")
        r = Rng(seed + 5)
        for step in range(600):
            if g.req is None:
                break
            fields = g.piles[d_seat].get("tian", ())
            if fields and step % 5 == 0:
                for seat in range(g.n):
                    assert g.view(seat)["players"][d_seat]["piles"]["tian"] == list(fields)
                    try:
                        d = g.determinize(seat, Rng(step))
                    except DeterminizeError:
                        continue
                    assert d.piles[d_seat].get("tian", ()) == fields
                seen += 1
            g.apply_fast(r.below(len(g.req[3])))
    assert seen > 20, seen


def test_skill_why_not_is_empty_exactly_when_the_menu_offers_it() -> None:
    """At every play menu of random games: each play-phase skill of the seat is offered ⇔
    "why not?" about it gives no reason (直谏 and 急袭 read their reason function)."""
    menus = explained = 0
    for seed in range(20):
        g = _game(seed)
        r = Rng(seed * 3 + 1)
        while g.req is not None:
            seat, then, opts = g.req[0], g.req[5], g.req[3]
            if then and then[0] == "play_chosen":
                menus += 1
                offered = {o["skill"] for o in opts if o.get("action") == "skill"}
                for sid in g.actives[seat]:
                    why = g.why_not(seat, {"skill": sid})
                    assert (sid in offered) == (why == []), (sid, why)
                    explained += sid in ("zhijian", "jixi") and bool(why)
            g.apply_fast(r.below(len(g.req[3])))
    assert menus > 200 and explained > 5, (menus, explained)


def test_skill_why_not_names_the_reason() -> None:
    """直谏 without an equipment card, and outside the play phase; a skill one lacks."""
    from cardtable.sgs.game import from_scenario

    g = from_scenario({"no_skills": True, "skills": {1: ["zhijian"]}, "current": 1,
                       "phase": "play", "generals": ["caocao", "zhangzhaozhanghong",
                                                     "zhangliao", "zhangfei", "sunquan",
                                                     "huanggai"],
                       "hands": {1: ["slash S7"]}}, 0)
    assert g.why_not(1, {"skill": "zhijian"}) == ["you hold no equipment card"]
    assert g.why_not_zh(1, {"skill": "zhijian"}) == ["你的手牌中没有装备牌"]
    assert g.why_not(0, {"skill": "zhijian"}) == ["you do not have this skill"]
    assert g.why_not(1, {"skill": "nope"}) == ["no such skill"]


def test_random_games_with_the_mountain_generals() -> None:
    """Identity games (5 and 8 players) seating all five: every game ends, cards conserved,
    HP never above max HP, and every new skill fires somewhere."""
    seen: Counter[str] = Counter()
    for seed in range(SEEDS):
        for n in (5, 8):
            g = _game(seed, n)
            r = Rng(seed * 7 + n)
            d = 0
            while g.req is not None:
                g.apply_fast(r.below(len(g.req[3])))
                d += 1
                assert d < 30000, f"seed {seed}: no end after {d} decisions"
                if d % 16 == 0:
                    assert not check_cards(g), (seed, check_cards(g)[:3])
                    assert all(g.hp[s] <= g.maxhp[s] for s in range(n)), seed
            assert g.is_over() and not check_cards(g), seed
            for e in g.log:
                if e.kind == "skill":
                    seen[e.public["skill"]] += 1
                elif e.kind in ("extra_turn", "move_board", "put_equip", "guzheng", "huashen",
                                "huashen_gain", "awaken"):
                    seen[e.kind] += 1
    for key in ("qiaobian", "tuntian", "xiangle", "fangquan", "zhijian", "guzheng", "huashen",
                "xinsheng", "extra_turn", "move_board", "put_equip", "huashen_gain"):
        assert seen[key] > 0, f"{key} never happened"
    for key in ("zaoxian", "jixi", "ruoyu"):  # rarer: an awakening and what it gives
        assert seen[key] > 0 or SEEDS < 40, f"{key} never happened"


