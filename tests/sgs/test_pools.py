"""The 3v3 pool presets (2011, 2012, 2013), custom pools, the identity expansion pools and the
3v3-only generals (sgs-notes §3.4: the official yearly changes; §1.4: piles of 8)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from cardtable.core.errors import SetupError
from cardtable.core.rng import Rng
from cardtable.sgs.game import SgsGame, from_scenario, new_game
from cardtable.sgs.generals.data import BY_ID
from cardtable.sgs.generals.pools import (
    POOL_2011,
    POOL_2012,
    POOL_2013,
    identity_pool_names,
    lord_generals,
    pool_identity,
)

#: The 2011 pool as the reference lists it (standard 25 + 风 7, no 于吉, no 神).
STANDARD = ("caocao", "simayi", "xiahoudun", "zhangliao", "xuchu", "guojia", "zhenji",
            "liubei", "guanyu", "zhangfei", "zhugeliang", "zhaoyun", "machao", "huangyueying",
            "sunquan", "ganning", "lvmeng", "huanggai", "zhouyu", "daqiao", "luxun",
            "sunshangxiang", "huatuo", "lvbu", "diaochan")
WIND = ("xiahouyuan", "caoren", "huangzhong", "weiyan", "xiaoqiao", "zhoutai", "zhangjiao")


def _kingdoms(pool: tuple[str, ...]) -> dict[str, int]:
    return dict(Counter(BY_ID[g].kingdom for g in pool))


def test_2011_is_standard_plus_wind_in_table_order() -> None:
    """2011: the 32 of the seed's era, in the order the draft shuffles (replays depend on it)."""
    assert POOL_2011 == STANDARD + WIND


def test_2012_official_changes() -> None:
    """2012 (§3.4): out 吕蒙 夏侯惇 张角 曹仁 魏延; in 孙坚 孟获 徐晃 庞德 and the exclusive 诸葛瑾;
    32 generals, 魏8 蜀9 吴11 群4 as the FK 2012 table."""
    assert len(POOL_2012) == len(set(POOL_2012)) == 32
    assert set(POOL_2011) - set(POOL_2012) == {"lvmeng", "xiahoudun", "zhangjiao", "caoren",
                                               "weiyan"}
    assert set(POOL_2012) - set(POOL_2011) == {"sunjian", "menghuo", "xuhuang", "pangde",
                                               "zhugejin"}
    assert _kingdoms(POOL_2012) == {"wei": 8, "shu": 9, "wu": 11, "qun": 4}


def test_2013_official_changes() -> None:
    """2013 (§3.4): from 2012 out 许褚 黄忠 孟获 周泰 陆逊; in 贾诩 姜维 孙策 and the exclusive
    文聘; 赵云 关羽 吕布 夏侯惇 with their 3v3 texts; 32, 魏9 蜀8 吴10 群5 as the FK table."""
    assert len(POOL_2013) == len(set(POOL_2013)) == 32
    base = {g.removesuffix("_3v3") for g in POOL_2013}
    assert set(POOL_2012) - base == {"xuchu", "huangzhong", "menghuo", "zhoutai", "luxun"}
    assert base - set(POOL_2012) == {"jiaxu", "jiangwei", "sunce", "wenpin", "xiahoudun"}
    assert {g for g in POOL_2013 if g.endswith("_3v3")} == {
        "zhaoyun_3v3", "guanyu_3v3", "lvbu_3v3", "xiahoudun_3v3"}
    assert not {"zhaoyun", "guanyu", "lvbu", "xiahoudun"} & set(POOL_2013)
    assert _kingdoms(POOL_2013) == {"wei": 9, "shu": 8, "wu": 10, "qun": 5}
    assert BY_ID["zhaoyun_3v3"].skills == ("longdan", "jiuzhu")
    assert BY_ID["guanyu_3v3"].skills == ("wusheng", "zhongyi")
    assert BY_ID["lvbu_3v3"].skills == ("wushuang", "zhanshen")
    assert BY_ID["xiahoudun_3v3"].skills == ("ganglie_3v3",)


def _draft_pool(g: SgsGame) -> set[str]:
    return {x for pile in g.ms["piles"] for x in pile}


@pytest.mark.parametrize("name,pool", [("2011", POOL_2011), ("2012", POOL_2012),
                                       ("2013", POOL_2013)])
def test_preset_draft_piles(name: str, pool: tuple[str, ...]) -> None:
    """Seed step 1: the pool is split into face-down piles of 8 (4 piles for 32)."""
    g = new_game({"mode": "3v3", "pool": name}, 5)
    assert len(g.ms["piles"]) == 4 and all(len(p) == 8 for p in g.ms["piles"])
    assert _draft_pool(g) == set(pool)


def test_default_is_2011_and_identical_to_naming_it() -> None:
    """No pool = the 2011 preset: the same seed gives the same game, answer for answer."""
    for seed in range(5):
        a = new_game({"mode": "3v3"}, seed)
        b = new_game({"mode": "3v3", "pool": "2011"}, seed)
        r = Rng(seed)
        while a.req is not None:
            assert b.req is not None and a.req[3] == b.req[3]
            i = r.below(len(a.req[3]))
            a.apply_fast(i)
            b.apply_fast(i)
        assert b.req is None
        assert [(e.kind, e.public) for e in a.log] == [(e.kind, e.public) for e in b.log]


def test_custom_pool_of_24_gives_three_piles() -> None:
    """Piles of 8 follow from the pool size: 24 generals, 3 piles."""
    pool = list(POOL_2012[:24])
    g = new_game({"mode": "3v3", "pool": pool}, 1)
    assert len(g.ms["piles"]) == 3 and _draft_pool(g) == set(pool)


@pytest.mark.parametrize("pool,words", [
    ("2014", "unknown 3v3 pool preset '2014'"),
    (list(POOL_2011[:20]), "multiple of 8"),
    (list(POOL_2011[:8]), "at least 16"),
    ([*POOL_2011[:15], "caocao"], "repeated: ['caocao']"),
    ([*POOL_2011[:15], "no_such_general"], "unknown general 'no_such_general'"),
    ("caocao", "unknown 3v3 pool preset"),
    ([1, 2], "list of general ids"),
])
def test_bad_3v3_pools_are_clear_errors(pool: Any, words: str) -> None:
    """A custom pool: a multiple of 8, at least 16, no repeats, every name known."""
    with pytest.raises(SetupError) as err:
        new_game({"mode": "3v3", "pool": pool}, 0)
    assert words in str(err.value)


def test_identity_pools() -> None:
    """Identity mode: standard plus any expansions; standard+wind is today's pool; the lord is
    offered every lord general of the pool."""
    assert pool_identity("standard+wind") == POOL_2011
    assert pool_identity("wind+standard") == POOL_2011
    assert pool_identity("standard") == STANDARD
    names = identity_pool_names()
    assert len(names) == 16 and "standard" in names and \
        "standard+wind+fire+forest+mountain" in names
    full = pool_identity("standard+wind+fire+forest+mountain")
    # 董卓 (暴虐) is 林's second lord, after 曹丕 in the 林 order
    assert lord_generals(full) == ("caocao", "liubei", "sunquan", "zhangjiao", "yuanshao", "caopi",
                                    "dongzhuo", "sunce", "liushan")
    for name in names:
        pool = pool_identity(name)
        assert len(pool) == len(set(pool)) and not any(BY_ID[g].only_3v3 for g in pool)
        g = new_game({"mode": "identity", "players": 5, "pool": name}, 3)
        offer = [o.form["general"] for o in g.pending().options]  # type: ignore[union-attr]
        lords = lord_generals(pool)
        assert offer[:len(lords)] == list(lords) and len(offer) == len(lords) + 2
        assert set(offer) <= set(pool)


def test_identity_mountain_lord_sunce_gets_zhiba() -> None:
    """Lords chosen from the pool's lords: 孙策 is offered with 山 and keeps 制霸 as the lord."""
    g = new_game({"mode": "identity", "players": 5, "pool": "standard+mountain"}, 2)
    dec = g.pending()
    assert dec is not None
    i = next(i for i, o in enumerate(dec.options) if o.form["general"] == "sunce")
    g.answer(i)
    while g.general[0] == "":
        g.answer(0)
    assert g.general[0] == "sunce" and "zhiba" in g.skills[0]


@pytest.mark.parametrize("pool,words", [
    ("standard+ocean", "unknown expansion(s) ['ocean']"),
    ("wind+fire", "starts from 'standard'"),
    ("standard+wind+wind", "named twice"),
    (["zhaoyun_3v3", *STANDARD], "3v3-only general"),
    (["zhugejin", *STANDARD], "3v3-only general"),
])
def test_bad_identity_pools(pool: Any, words: str) -> None:
    """Clear errors for a bad identity pool, and no 3v3-only general in identity mode."""
    with pytest.raises(SetupError) as err:
        new_game({"mode": "identity", "players": 5, "pool": pool}, 0)
    assert words in str(err.value)


def test_standard_alone_is_too_small_for_eight() -> None:
    """standard has 22 non-lord generals; 8 players need 2 + 3*7 = 23."""
    with pytest.raises(SetupError) as err:
        new_game({"mode": "identity", "players": 8, "pool": "standard"}, 0)
    assert "need at least 23" in str(err.value)
    new_game({"mode": "identity", "players": 7, "pool": "standard"}, 0)


def test_3v3_texts_absent_in_identity() -> None:
    """The 3v3-modified texts are 3v3 only: identity refuses the *_3v3 generals, and identity
    赵云 / 关羽 / 吕布 / 夏侯惇 carry only their standard skills."""
    with pytest.raises(SetupError) as err:
        new_game({"mode": "identity", "players": 5,
                  "generals": ["caocao", "zhaoyun_3v3", "lvbu", "guanyu", "daqiao"]}, 0)
    assert "3v3-only" in str(err.value)
    g = new_game({"mode": "identity", "players": 5,
                  "generals": ["caocao", "zhaoyun", "lvbu", "guanyu", "xiahoudun"]}, 0)
    assert g.skills[1:] == [("longdan",), ("wushuang",), ("wusheng",), ("ganglie",)]


def _zhongyi_game(current: int) -> SgsGame:
    g = from_scenario({
        "no_skills": True, "skills": {1: ["zhongyi"]},
        "generals": ["xuchu", "guanyu_3v3", "zhangliao", "zhangfei", "sunquan", "huanggai"],
        "current": current, "phase": "play",
        "hands": {current: ["slash S7"], 1: ["peach H3"]},
        "equip": {current: ["qinggang_sword"]}}, 0)
    g.move_card(g.hand[1][0], "pile:zhongyi", 1)  # 忠义 already used
    return g


@pytest.mark.parametrize("current,target,hp_after", [(2, 3, 2), (0, 5, 2), (3, 2, 3)])
def test_zhongyi_boosts_teammates_slash_only(current: int, target: int, hp_after: int) -> None:
    """忠义 (3v3): a Slash of 关羽's side (seats 0-2) deals 2; the other side's deals 1."""
    g = _zhongyi_game(current)
    dec = g.pending()
    assert dec is not None and dec.seat == current
    g.answer(next(i for i, o in enumerate(dec.options) if o.form.get("card") == g.hand[current][0]))
    dec = g.pending()
    assert dec is not None
    g.answer(next(i for i, o in enumerate(dec.options) if o.form.get("target") == target))
    assert g.hp[target] == hp_after
