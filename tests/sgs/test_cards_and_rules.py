"""Card data (the 108 standard cards with suits and ranks), why-not explanations, views, facts."""

from __future__ import annotations

import re
from collections import Counter

from cardtable.sgs.cards.data import (
    ALL_CARDS,
    CARD_INFO,
    NAME,
    RANK,
    SUIT,
    TYPE,
    VIRTUAL_ONLY,
    WEAPON_RANGE,
    card_by_face,
)
from cardtable.sgs.generals.data import BY_ID, GENERALS, POOL_2011
from cardtable.sgs.scenario_setup import build

G6 = ["xuchu", "caocao", "lvmeng", "zhangfei", "sunquan", "huanggai"]


def test_deck_counts_108() -> None:
    """cards: 104 + 4 EX = 108, per-name counts as in the standard deck."""
    assert len(ALL_CARDS) == 108
    c = Counter(NAME)
    want = {"slash": 30, "jink": 15, "peach": 8, "dismantlement": 6, "snatch": 5, "duel": 3,
            "collateral": 2, "ex_nihilo": 4, "nullification": 4, "savage_assault": 3,
            "archery_attack": 1, "god_salvation": 1, "amazing_grace": 2, "lightning": 2,
            "indulgence": 3, "crossbow": 2, "eight_diagram": 2}
    for k, v in want.items():
        assert c[k] == v, k
    for k in ("qinggang_sword", "double_swords", "ice_sword", "blade", "spear", "axe",
              "halberd", "kylin_bow", "nioh_shield", "dilu", "jueying", "zhuahuangfeidian",
              "chitu", "dayuan", "zixing"):
        assert c[k] == 1, k
    t = Counter(TYPE)
    assert t["basic"] == 53 and t["trick"] + t["delayed"] == 36 and t["equip"] == 19
    assert set(c) == set(CARD_INFO) - VIRTUAL_ONLY  # 兵粮寸断 only through 断粮


def test_suits_and_ranks_spot_checks() -> None:
    """cards: suits and ranks, including the 4 EX cards (寒冰剑♠2 仁王盾♣2 闪电♥Q 无懈可击♦Q)."""
    for name, suit, rank in (("ice_sword", "spade", 2), ("nioh_shield", "club", 2),
                             ("lightning", "heart", "Q"), ("nullification", "diamond", "Q"),
                             ("lightning", "spade", "A"), ("qinggang_sword", "spade", 6),
                             ("halberd", "diamond", "Q"), ("chitu", "heart", 5),
                             ("archery_attack", "heart", "A"), ("god_salvation", "heart", "A")):
        c = card_by_face(name, suit, rank)
        assert NAME[c] == name
    assert sum(1 for c in ALL_CARDS if NAME[c] == "slash" and SUIT[c] == 3) == 6
    assert sorted(RANK[c] for c in ALL_CARDS if NAME[c] == "peach") == [3, 4, 6, 7, 8, 9, 12,
                                                                       12]


def test_weapon_ranges() -> None:
    """cards: weapon ranges 诸葛连弩1 青釭2 雌雄2 寒冰2 青龙3 丈八3 贯石3 方天4 麒麟5."""
    assert WEAPON_RANGE == {"crossbow": 1, "qinggang_sword": 2, "double_swords": 2,
                            "ice_sword": 2, "blade": 3, "spear": 3, "axe": 3, "halberd": 4,
                            "kylin_bow": 5}


def test_the_32_generals() -> None:
    """generals: standard 25 + 风 7 = the 2011 pool, with kingdom, HP, gender, skills."""
    assert len(POOL_2011) == 32
    assert [g.id for g in GENERALS[:32]] == list(POOL_2011)  # later expansions come after
    assert sum(1 for g in GENERALS if g.expansion == "wind") == 7
    assert BY_ID["zhangjiao"].hp == 3 and "huangtian" in BY_ID["zhangjiao"].skills
    assert BY_ID["xiaoqiao"].gender == "f" and BY_ID["xiaoqiao"].kingdom == "wu"
    assert BY_ID["lvbu"].skills == ("wushuang",)


def test_why_not_explains() -> None:
    """why_not: out of range, 杀 already used, not wounded, not one's play phase."""
    g = build({"no_skills": True, "generals": G6, "current": 1, "slash_used": {1: 1},
               "hands": {1: ["slash S7", "peach H3"], 2: ["jink D2"]}}, 1)
    slash = g.hand[1][0]
    peach = g.hand[1][1]
    assert any("already used" in r for r in g.why_not(1, {"card": slash}))
    assert any("out of attack range" in r for r in g.why_not(1, {"card": slash, "target": 4}))
    assert any("not wounded" in r for r in g.why_not(1, {"card": peach}))
    jink = g.hand[2][0]
    reasons = g.why_not(2, {"card": jink})
    assert any("own play phase" in r for r in reasons)
    assert any("Dodge is only used in response" in r for r in reasons)
    g2 = build({"no_skills": True, "generals": G6, "current": 1, "hands": {1: ["slash S7"]}},
               1)
    assert g2.why_not(1, {"card": g2.hand[1][0], "target": 2}) == []


def test_view_schema_and_redaction() -> None:
    """Views: own hand only (teammates included), public zones, distances, tapped state."""
    g = build({"no_skills": True, "generals": G6, "current": 1,
               "hands": {0: ["jink D2"], 1: ["slash S7"], 2: ["peach H3"]}}, 1)
    v = g.view(1)
    assert set(v) >= {"mode", "seat", "current", "phase", "draw_pile", "discard_pile", "proc",
                      "players", "pending", "card_names", "over", "result"}
    me = v["players"][1]
    assert me["hand"] == g.hand[1]
    assert "hand" not in v["players"][0] and "hand" not in v["players"][2]  # teammates too
    assert v["players"][0]["hand_count"] == 1
    assert v["players"][4]["distance"] == 3 and v["players"][2]["distance"] == 1
    assert v["players"][1]["tapped"] is True
    spec = g.view(-1)
    assert all("hand" not in p for p in spec["players"])


def test_facts_keys() -> None:
    """facts(): the documented keys exist for every seat."""
    g = build({"no_skills": True, "generals": G6, "current": 1}, 1)
    f = g.facts()
    for s in range(6):
        for k in ("hp", "maxhp", "alive", "hand", "hand_names", "equip", "judge", "general",
                  "tapped", "skip_play", "slash_used", "piles", "role"):
            assert f"{k}.{s}" in f
    for k in ("current", "phase", "draw_pile", "discard_pile", "discard_names", "proc",
              "over", "winners", "reason"):
        assert k in f


def test_per_seat_log_hides_draws() -> None:
    """Per-seat log: a seat sees its own drawn cards, never another seat's."""
    g = build({"no_skills": True, "generals": G6, "current": 2, "phase": "draw"}, 1)
    mine = [e for e in g.events(2) if e["kind"] == "draw"]
    theirs = [e for e in g.events(3) if e["kind"] == "draw"]
    assert mine and "cards" in mine[0]
    assert theirs and "cards" not in theirs[0]


def test_why_not_in_chinese_too() -> None:
    """why_not_zh gives the same reasons in Chinese (the CLI's `w` command and the server pick
    it for zh players); each English reason has a Chinese one."""
    g = build({"no_skills": True, "generals": G6, "current": 1, "slash_used": {1: 1},
               "hands": {1: ["slash S7", "peach H3", "snatch S3"], 2: ["jink D2"]}}, 1)
    slash, peach, snatch = g.hand[1]
    for seat, q in ((1, {"card": slash, "target": 4}), (1, {"card": peach}),
                    (1, {"card": snatch, "target": 4}), (2, {"card": g.hand[2][0]}),
                    (1, {"card": 999})):
        en, zh = g.why_not(seat, q), g.why_not_zh(seat, q)
        assert en and len(en) == len(zh)
        assert not any(re.search(r"[A-Za-z]{3,}", r) for r in zh), zh
    zh_range = g.why_not_zh(1, {"card": slash, "target": 4})
    assert "目标不在攻击范围内（距离3 > 攻击范围1）" in zh_range


def test_deck_exhausted_is_a_draw() -> None:
    """core rule reshuffle (docs/rulings-sgs.md, deck exhaustion): an empty draw pile with an
    empty discard pile ends the game as a draw (no winners, reason deck_exhausted); with
    cards in the discard pile they are shuffled in instead."""
    g = build({"no_skills": True, "generals": G6, "current": 1, "rest_to_discard": True}, 1)
    assert not g.draw_pile and g.discard_pile
    n = len(g.discard_pile)
    g.draw(1, 1)
    assert g.result() is None and len(g.hand[1]) == 1 and len(g.draw_pile) == n - 1
    for c in list(g.draw_pile):
        g.move_card(c, "hand", 0)
    assert not g.draw_pile and not g.discard_pile
    g.draw(1, 1)
    res = g.result()
    assert res is not None and res.reason == "deck_exhausted" and res.winners == ()
    assert g.pending() is None
