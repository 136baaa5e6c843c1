"""The 3v3 mode, seed 000 part 1 (三国杀3v3游戏规则), line by line."""

from __future__ import annotations

from typing import Any

from cardtable.sgs.cards.data import DECK_3V3, NAME
from cardtable.sgs.game import SgsGame, new_game
from cardtable.sgs.generals.data import BY_ID, LORD_SKILLS, POOL_2011
from cardtable.sgs.modes.three_v_three import next_game_setup


def _until_draft_pick(g: SgsGame) -> None:
    g.answer(0)  # team A takes a pile
    g.answer(0)  # team B takes a pile


def _full_draft(seed: int, first: str = "warm") -> SgsGame:
    g = new_game({"mode": "3v3"}, seed)
    _until_draft_pick(g)
    g.answer({"first": first})
    for _ in range(16):
        g.answer(0)
    for _ in range(6):
        g.answer(0)
    return g


def test_roles_and_colours() -> None:
    """seed 选将: 主公=暖色方主帅, 忠臣=暖色方前锋, 内奸=冷色方主帅, 反贼=冷色方前锋."""
    g = new_game({"mode": "3v3"}, 1)
    assert g.role == ["rebel", "renegade", "rebel", "loyalist", "lord", "loyalist"]
    assert g.side == [0, 0, 0, 1, 1, 1]  # 0 cool, 1 warm


def test_seat_order_around_the_table() -> None:
    """seed: 冷色前锋A-冷色主帅-冷色前锋B-暖色前锋B-暖色主帅-暖色前锋A (围绕桌子)."""
    from cardtable.sgs.modes.three_v_three import COMMANDER, VANGUARDS

    assert COMMANDER == (1, 4)
    assert VANGUARDS == ((0, 2), (5, 3))
    g = _full_draft(3)
    # around the table: warm vanguard A (5) sits next to cool vanguard A (0)
    assert g.seat_distance(5, 0) == 1
    assert g.seat_distance(2, 3) == 1


def test_deck_is_106_without_lightning() -> None:
    """seed 普牌的变体规则: 闪电 此规则里不使用闪电 → 106 cards."""
    assert len(DECK_3V3) == 106
    assert all(NAME[c] != "lightning" for c in DECK_3V3)
    g = new_game({"mode": "3v3"}, 5)
    assert sorted(g.draw_pile) == sorted(DECK_3V3)


def test_draft_step1_2_piles_of_8_face_down_each_commander_takes_one() -> None:
    """seed 步骤1-2: 所有武将分为若干堆, 每堆8名, 背面朝上; 两方主帅分别选取其中一堆."""
    g = new_game({"mode": "3v3"}, 7)
    d = g.pending()
    assert d is not None and d.seat in (1, 4)
    assert [o.form for o in d.options] == [{"pile": i} for i in range(4)]
    v = g.view(0)
    assert v["draft"]["piles"] == 4 and v["draft"]["face_up"] == []
    first = d.seat
    g.answer({"pile": 2})
    d2 = g.pending()
    assert d2 is not None and d2.seat == (4 if first == 1 else 1)
    assert {"pile": 2} not in [o.form for o in d2.options]


def test_draft_step3_4_colours_drawn_16_face_up() -> None:
    """seed 步骤3-4: 主帅各抽主公/内奸决定色系; 两堆共16名平摊于桌面."""
    g = new_game({"mode": "3v3"}, 8)
    _until_draft_pick(g)
    kinds = [e.kind for e in g.log]
    assert "colours" in kinds
    for s in (-1, 0, 3):
        face_up = g.view(s)["draft"]["face_up"]
        assert len(face_up) == 16 and len(set(face_up)) == 16
        assert set(face_up) <= set(POOL_2011)


def test_draft_step4_next_game_swaps_colours() -> None:
    """seed 步骤4: 下一局直接轮换色系 (a match swaps colours every game)."""
    s1 = {"mode": "3v3", "team_a_colour": "warm"}
    g1 = new_game(s1, 4)
    s2 = next_game_setup(s1, g1)
    assert s2["team_a_colour"] == "cool" and s2["match_game"] == 2
    s3 = next_game_setup(s2, None, "cool")
    assert s3["team_a_colour"] == "warm"
    g2 = new_game(s2, 4)
    # team A's commander picks a pile first: the warm seat (4) in game 1, the cool seat (1) next
    p1, p2 = g1.pending(), g2.pending()
    assert p1 is not None and p2 is not None
    assert (p1.seat, p2.seat) == (4, 1)


def test_draft_step5_warm_commander_decides_who_picks_first() -> None:
    """seed 步骤5: 暖色系主将决定由对方主帅先选将或由自己先选将."""
    g = new_game({"mode": "3v3"}, 9)
    _until_draft_pick(g)
    d = g.pending()
    assert d is not None and d.seat == 4
    assert [o.form for o in d.options] == [{"first": "warm"}, {"first": "cool"}]


def test_draft_step6_pick_order_1_2_2_2_2_2_2_2_1() -> None:
    """seed 步骤6: 选将顺序及数量为 1、2、2、2、2、2、2、2、1."""
    for first, a, b in (("cool", 1, 4), ("warm", 4, 1)):
        g = new_game({"mode": "3v3"}, 10)
        _until_draft_pick(g)
        g.answer({"first": first})
        seats = []
        for _ in range(16):
            d = g.pending()
            assert d is not None
            seats.append(d.seat)
            g.answer(0)
        assert seats == [a, b, b, a, a, b, b, a, a, b, b, a, a, b, b, a]
        picked = g.view(-1)["draft"]["picked"]
        assert len(picked["cool"]) == len(picked["warm"]) == 8


def test_draft_step7_8_place_face_down_then_reveal_together() -> None:
    """seed 步骤7-8: picks are public; 3 of 8 placed face down as commander and vanguards, and
    both sides reveal at once."""
    g = new_game({"mode": "3v3"}, 11)
    _until_draft_pick(g)
    g.answer({"first": "cool"})
    for _ in range(16):
        g.answer(0)
    d = g.pending()
    assert d is not None and d.seat == 4  # warm places first (any order is fine)
    warm = g.view(4)["draft"]["picked"]["warm"]
    g.answer({"general": warm[3]})
    g.answer({"general": warm[0]})
    g.answer({"general": warm[5]})
    # the other side cannot see warm's placement; warm sees its own
    assert g.view(1)["draft"]["placed"] == {"cool": []}
    assert g.view(4)["draft"]["placed"] == {"warm": [warm[3], warm[0], warm[5]]}
    assert g.view(-1)["draft"]["placed"] == {}
    assert g.general == [""] * 6
    cool = g.view(1)["draft"]["picked"]["cool"]
    for i in (1, 2, 7):
        g.answer({"general": cool[i]})
    assert g.general[4] == warm[3] and g.general[5] == warm[0] and g.general[3] == warm[5]
    assert g.general[1] == cool[1] and g.general[0] == cool[2] and g.general[2] == cool[7]


def test_commander_hp_plus_one_and_no_lord_skills() -> None:
    """seed: 此模式中主帅体力及体力上限+1; 此规则变体中不使用主公技."""
    g = new_game({"mode": "3v3", "generals": ["xuchu", "caocao", "lvmeng", "zhangjiao",
                                              "liubei", "sunquan"], "first_side": "warm"}, 1)
    assert g.hp[1] == g.maxhp[1] == BY_ID["caocao"].hp + 1
    assert g.hp[4] == g.maxhp[4] == BY_ID["liubei"].hp + 1
    assert g.hp[0] == BY_ID["xuchu"].hp
    for s in range(6):
        assert not set(g.skills[s]) & LORD_SKILLS


def test_cool_commander_decides_first_side_four_cards_commander_first() -> None:
    """seed 游戏流程: 冷色方主帅决定由哪一方先行动; 分发每名角色4张手牌;
    第一回合只能由主帅先行动."""
    for choice, cmd in (("cool", 1), ("warm", 4)):
        g = _full_draft(12)
        d = g.pending()
        assert d is not None and d.seat == 1
        assert [o.form for o in d.options] == [{"first_side": "cool"}, {"first_side": "warm"}]
        g.answer({"first_side": choice})
        assert g.current == cmd
        others = [len(g.hand[s]) for s in range(6) if s != cmd]
        assert others == [4] * 5
        assert [e.public["seat"] for e in g.log if e.kind == "turn"] == [cmd]


def _end_turns(g: SgsGame, prefs: list[dict[str, Any]], turns: int) -> list[int]:
    """Pass everything; answer unit/order decisions from ``prefs``; return turn seats."""
    seen = 0
    out: list[int] = []
    while seen < turns and g.pending() is not None:
        d = g.pending()
        assert d is not None
        forms = [dict(o.form) for o in d.options]
        pick = None
        for want in prefs:
            if want in forms:
                pick = want
                prefs.remove(want)
                break
        if pick is None:
            for cand in ({"action": "end"}, {"respond": "pass"}, {"nullify": "pass"},
                         {"peach": "pass"}, {"answer": "no"}):
                if cand in forms:
                    pick = cand
                    break
        g.answer(pick if pick is not None else 0)
        turns_now = [e.public["seat"] for e in g.log if e.kind == "turn"]
        if len(turns_now) > seen:
            out = turns_now
            seen = len(turns_now)
    return out


def test_rule1_2_3_tapping_alternation_and_units() -> None:
    """seed 游戏流程 1-3: tap at turn start; reset when all tapped; sides alternate; the side
    chooses its commander (one turn) or its vanguards (each living one, back to back)."""
    g = new_game({"mode": "3v3", "generals": ["xuchu", "caocao", "lvmeng", "zhangfei",
                                              "sunquan", "huanggai"], "first_side": "warm"}, 2)
    assert g.current == 4 and g.tapped[4]
    prefs = [{"unit": "vanguards"}, {"seat": 2}, {"seat": 5}, {"unit": "commander"}]
    seats = _end_turns(g, prefs, 7)
    # warm commander, cool vanguards (2 then 0), warm vanguards (5 then 3), cool commander
    assert seats[:6] == [4, 2, 0, 5, 3, 1]
    # all six tapped after the 6th turn: reset, and the warm side acts next
    assert "reset" in [e.kind for e in g.log]
    assert seats[6] in (3, 4, 5)
    assert sum(g.tapped) == 1  # only the seat now acting


def test_rule3_vanguards_unit_taps_both() -> None:
    """seed 游戏流程 3: 若选择前锋行动, 两名前锋的身份牌均会横置."""
    g = new_game({"mode": "3v3", "generals": ["xuchu", "caocao", "lvmeng", "zhangfei",
                                              "sunquan", "huanggai"], "first_side": "cool"}, 3)
    seats = _end_turns(g, [{"unit": "vanguards"}, {"seat": 3}], 3)
    assert seats == [1, 3, 5]
    assert g.tapped[3] and g.tapped[5] and g.tapped[1] and not g.tapped[0]


def test_match_swaps_colours_every_game() -> None:
    """seed 步骤4: 下一局直接轮换色系 — a match alternates team A's colour game by game."""
    from cardtable.bots.sgs_heuristic import SgsHeuristicBot
    from cardtable.sgs.match import play_match

    bot = SgsHeuristicBot()
    res = play_match(bot.choose, bot.choose, 4, 100)
    colours = [g["team_a_colour"] for g in res.games]
    assert colours[1] != colours[0] and colours[2] == colours[0] and colours[3] == colours[1]
    assert sum(res.wins.values()) == 4
