"""Random games under each pool preset (3v3 2011/2012/2013, identity with every expansion) and
with every new general seated: every game ends, every card stays in exactly one place, HP never
exceeds max HP, the dead hold nothing, and the new skills actually fire. CI runs a few hundred
seeds; docs/generals.md reports a run over thousands (``CARDTABLE_POOL_SEEDS``)."""

from __future__ import annotations

import os
from collections import Counter
from typing import Any

import pytest

from cardtable.core.rng import Rng
from cardtable.sgs.game import SgsGame, new_game
from cardtable.sgs.generals.data import GENERALS
from cardtable.sgs.invariants import check_cards

SEEDS = int(os.environ.get("CARDTABLE_POOL_SEEDS", "60"))
MAX_DECISIONS = 30000
NEW = [g.id for g in GENERALS if g.expansion not in ("standard", "wind")]
NEW_IDENTITY = [g.id for g in GENERALS if g.id in NEW and not g.only_3v3]


def _state_errors(g: SgsGame) -> list[str]:
    errs = check_cards(g)
    for s in range(g.n):
        if g.hp[s] > g.maxhp[s]:
            errs.append(f"seat {s}: hp {g.hp[s]} > max {g.maxhp[s]}")
        if not g.alive_[s] and g.result_ is None and (g.hand[s] or any(c >= 0 for c in g.equip[s])
                                or g.judge_area[s] or any(g.piles[s].values())):
            if g.stack and any(f[0] == "die_cleanup" for f in g.stack):
                continue  # the death's cleanup is still pending
            errs.append(f"dead seat {s} still holds cards")  # (the game ends at a death)
    return errs


def play(g: SgsGame, seed: int, seen: Counter[str]) -> int:
    """Random answers until the end; checks the invariants along the way."""
    r = Rng(seed * 7 + 3)
    d = 0
    while g.req is not None:
        g.apply_fast(r.below(len(g.req[3])))
        d += 1
        assert d < MAX_DECISIONS, f"seed {seed}: no end after {d} decisions"
        if d % 16 == 0:
            errs = _state_errors(g)
            assert not errs, (seed, errs[:3])
    assert g.is_over() and not _state_errors(g), seed
    for e in g.log:
        if e.kind == "skill":
            seen[e.public["skill"]] += 1
        elif e.kind in ("awaken", "lose_maxhp"):
            seen[e.kind] += 1
    return d


@pytest.mark.parametrize("pool", ["2011", "2012", "2013"])
def test_random_games_under_each_3v3_preset(pool: str) -> None:
    """The full 3v3 draft from each preset, random answers."""
    seen: Counter[str] = Counter()
    for seed in range(SEEDS):
        play(new_game({"mode": "3v3", "pool": pool}, seed), seed, seen)
    if pool == "2013":
        for sid in ("jiang", "tiaoxin", "luanwu", "hongyuan", "huanshi", "zhongyi",
                    "ganglie_3v3", "duanliang", "yinghun", "mengjin"):
            assert seen[sid] > 0, f"{sid} never fired"


def _lineup(seed: int, n: int, names: list[str]) -> list[str]:
    from cardtable.sgs.generals.pools import POOL_2011

    start = (seed * 2) % len(names)
    picks = [names[(start + i) % len(names)] for i in range(min(3, n))]
    rest = [x for x in POOL_2011 if x not in picks and x.removesuffix("_3v3") not in
            {p.removesuffix("_3v3") for p in picks}]
    Rng(seed).shuffle(rest)
    gens = [*picks, *rest][:n]
    Rng(seed + 1).shuffle(gens)
    return gens


def test_every_new_general_plays_in_3v3_and_identity() -> None:
    """Each new general sits in many games (3v3 for all, identity for the non-3v3 ones, with
    孙策 as the identity lord for 制霸); all end and keep the invariants; the awakenings and
    the less frequent skills show up."""
    seen: Counter[str] = Counter()
    played: Counter[str] = Counter()
    for seed in range(SEEDS * 2):
        gens = _lineup(seed, 6, NEW)
        played.update(gens)
        play(new_game({"mode": "3v3", "generals": gens}, seed), seed, seen)
        n = 5 + seed % 4
        gens = _lineup(seed, n, NEW_IDENTITY)
        if seed % 3 == 0:
            gens = ["sunce", *[x for x in gens if x != "sunce"]][:n]
        setup: dict[str, Any] = {"mode": "identity", "players": n, "generals": gens}
        played.update(gens)
        play(new_game(setup, seed), seed, seen)
    assert set(NEW) <= set(played)
    for sid in ("zaiqi", "yinghun", "duanliang", "mengjin", "luanwu", "tiaoxin", "jiang",
                "hongyuan", "huanshi", "mingzhe", "zhongyi", "ganglie_3v3", "zhiba_pindian",
                "jiuzhu", "awaken", "lose_maxhp"):
        assert seen[sid] > 0, f"{sid} never fired in {SEEDS * 4} random games"


def test_random_identity_games_with_every_expansion() -> None:
    """Identity mode over the largest pool: the lord is chosen from the pool's lords."""
    seen: Counter[str] = Counter()
    for seed in range(SEEDS):
        setup = {"mode": "identity", "players": 5 + seed % 4,
                 "pool": "standard+wind+fire+forest+mountain"}
        play(new_game(setup, seed), seed, seen)
