"""Board renderers on views shaped like the engines' (and the generic fallback)."""

from __future__ import annotations

from io import StringIO
from typing import Any

from rich.console import Console

from cardtable.cli.render import decision_table, event_line, option_labels, render_generic
from cardtable.cli.sgs_board import render_sgs, sgs_notes
from cardtable.cli.ygo_board import render_ygo
from cardtable.core.decision import Decision, Option
from cardtable.core.text import Text


def draw(fn: Any, view: dict[str, Any], seat: int, lang: str = "en") -> str:
    buf = StringIO()
    fn(view, seat, lang, Console(file=buf, width=160, color_system=None))
    return buf.getvalue()


def _card(i: int, name: str, zh: str, atk: int | None = None) -> dict[str, Any]:
    c: dict[str, Any] = {"id": i, "code": 1000 + i, "name": name, "name_zh": zh}
    if atk is not None:
        c.update(atk=atk, def_=0, level=4)
        c["def"] = c.pop("def_")
    return c


def ygo_view() -> dict[str, Any]:
    empty5: list[Any] = [None] * 5
    me = {
        "lp": 3200,
        "hand_count": 2,
        "deck_count": 30,
        "extra_count": 1,
        "hand": [_card(1, "Dark Hole", "黑洞"), _card(2, "Summoned Skull", "恶魂邪苦止", 2500)],
        "extra": [],
        "gy": [_card(3, "Pot of Greed", "强欲之壶")],
        "banished": [],
        "monsters": [
            None,
            {**_card(4, "Dark Magician", "黑魔导", 2500), "face_up": True, "pos": "atk"},
            None,
            None,
            None,
        ],
        "spells": [
            {**_card(5, "Mirror Force", "神圣防护罩 -反射镜力-"), "face_up": False},
            None,
            None,
            None,
            None,
        ],
        "field": None,
        "pzones": [None, None],
    }
    opp = {
        "lp": 4000,
        "hand_count": 5,
        "deck_count": 28,
        "extra_count": 0,
        "hand": None,
        "extra": None,
        "gy": [],
        "banished": [],
        "monsters": [{"id": 9, "hidden": True, "face_up": False, "pos": "fd_def"}, *empty5[1:]],
        "spells": list(empty5),
        "field": None,
        "pzones": [None, None],
    }
    return {
        "seat": 0,
        "profile": "classic-lp4000",
        "turn": 3,
        "turn_player": 0,
        "phase": "main1",
        "normal_summon_used": True,
        "players": [me, opp],
        "chain": [
            {
                "link": 1,
                "player": 0,
                **_card(6, "Dark Hole", "黑洞"),
                "targets": [],
                "negated": False,
            }
        ],
        "pending": None,
        "result": None,
    }


def test_ygo_board_shows_zones_lp_hand_chain() -> None:
    out = draw(render_ygo, ygo_view(), 0)
    for s in (
        "Yu-Gi-Oh! · turn 3 · Main Phase 1",
        "You (seat 0)",
        "Opponent (seat 1)",
        "LP 3200",
        "LP 4000",
        "#4 Dark Magician",
        "(ATK pos.)",
        "face-down",
        "Mirror Force (set)",
        "Chain: 1. Dark Hole",
        "Your hand:",
        "#2 Summoned Skull",
        "normal summon used",
        "Pot of Greed",
    ):
        assert s in out, (s, out)
    assert out.index("Opponent") < out.index("You (seat 0)")


def test_ygo_board_in_chinese_and_for_spectators() -> None:
    out = draw(render_ygo, ygo_view(), 0, "zh")
    assert "黑魔导" in out and "主要阶段1" in out and "基本分" in out
    view = ygo_view()
    view["players"][0]["hand"] = None
    out = draw(render_ygo, view, -1)
    assert "Player 0" in out and "Player 1" in out and "Your hand" not in out


def sgs_view() -> dict[str, Any]:
    def player(s: int, general: str, hp: int) -> dict[str, Any]:
        return {
            "seat": s,
            "general": general,
            "hp": hp,
            "maxhp": 4,
            "alive": hp > 0,
            "side": 0 if s < 3 else 1,
            "role": "rebel",
            "tapped": s % 2 == 0,
            "hand_count": 3,
            "equip": [-1, -1, -1, -1],
            "judge": [],
            "piles": {},
            "distance": abs(s - 1),
        }

    players = [
        player(s, g, 3)
        for s, g in enumerate(["caocao", "liubei", "sunquan", "guanyu", "zhangfei", "zhaoyun"])
    ]
    players[5]["alive"] = False
    players[1]["hand"] = [0]
    return {
        "mode": "3v3",
        "seat": 1,
        "current": 1,
        "phase": "play",
        "draw_pile": 70,
        "discard_pile": [],
        "proc": [],
        "over": False,
        "result": None,
        "pending": None,
        "players": players,
        "card_names": {"0": "slash"},
    }


def test_sgs_board_shows_seats() -> None:
    out = draw(render_sgs, sgs_view(), 1)
    for s in (
        "Sanguosha · as seat 1 sees it",
        "Cao Cao",
        "♥♥♥♡ 3/4",
        "cool vanguard (rebel)",
        "acted",
        "yes (tapped)",
        "current turn: seat 1 (Liu Bei)",
        "phase: play",
        "Benevolence",  # Liu Bei's skills under his name
        "your hand:",
        "(dead)",
        "draw pile: 70",
    ):
        assert s in out, (s, out)


def test_sgs_draft_panel() -> None:
    view = sgs_view()
    for p in view["players"]:
        p["general"] = ""
    view["draft"] = {
        "stage": "pick",
        "piles": 4,
        "taken": [],
        "face_up": ["caocao", "guojia"],
        "picked": {"cool": ["liubei"], "warm": []},
        "placed": {"cool": []},
    }
    out = draw(render_sgs, view, 1, "zh")
    assert "选将" in out and "曹操" in out and "刘备" in out
    assert "双方轮流选将" in out and "武将一览" in out and "奸雄" in out  # roster with skills
    view["draft"]["taken"] = [1, 0]
    out = draw(render_sgs, view, 1)
    assert "piles left" not in out and "4 (taken: team A: pile 2, team B: pile 1)" in out
    assert "positions (cool) commander = seat 1, vanguard A = seat 0, vanguard B = seat 2" in out


def _dec(seat: int, forms: list[dict[str, Any]], labels: list[str]) -> Decision:
    opts = tuple(Option(f, Text(x, x)) for f, x in zip(forms, labels, strict=True))
    return Decision(seat=seat, kind="pick", prompt=Text("选", "choose"), options=opts)


class _FakeSgs:
    """Just enough of a game for sgs_notes: a view and the attack range."""

    def __init__(self, view: dict[str, Any]) -> None:
        self._view = view

    def view(self, seat: int) -> dict[str, Any]:
        return self._view

    def attack_range(self, seat: int) -> int:
        return 2

    def in_attack_range(self, a: int, b: int) -> bool:
        return a != b and abs(a - b) <= 2 and b != 5


def test_sgs_notes_direction_order_and_attack_range() -> None:
    view = sgs_view()  # seat 5 is dead
    game: Any = _FakeSgs(view)
    dec = _dec(1, [{"direction": "ccw"}, {"direction": "cw"}], ["Counterclockwise", "Clockwise"])
    lines = sgs_notes(game, dec, "en")
    assert "Order of resolution (starting after you):" in lines
    assert "  Counterclockwise: 2 Sun Quan → 3 Guan Yu → 4 Zhang Fei → 0 Cao Cao" in lines
    assert "  Clockwise: 0 Cao Cao → 4 Zhang Fei → 3 Guan Yu → 2 Sun Quan" in lines
    assert (
        lines[-1]
        == "Your attack range: 2; in range (you can Slash): 0 Cao Cao (ally), 2 Sun Quan (ally), "
        "3 Guan Yu"
    )
    view["current"] = 3  # not your turn: no attack-range line
    assert not any("attack range" in x for x in sgs_notes(game, _dec(1, [{}], ["x"]), "en"))


def test_identical_option_labels_get_the_card_number() -> None:
    forms = [{"action": "set", "card": 39}, {"action": "set", "card": 37}, {"action": "end"}]
    dec = _dec(0, forms, ["Set Trap Hole", "Set Trap Hole", "End [phase]"])
    assert option_labels(dec, "en") == ["Set Trap Hole (#39)", "Set Trap Hole (#37)", "End [phase]"]
    buf = StringIO()
    Console(file=buf, width=80, color_system=None).print(decision_table(dec, "en"))
    assert "End [phase]" in buf.getvalue()  # labels are not read as markup


def test_unknown_views_fall_back_to_generic() -> None:
    assert "x: 1" in draw(render_ygo, {"x": 1}, 0)
    assert "x: 1" in draw(render_sgs, {"x": 1}, 0)
    out = draw(render_generic, {"a": {"b": [1, 2]}, "t": {"zh": "甲", "en": "A"}}, 0, "zh")
    assert "b: [1, 2]" in out and "t: 甲" in out


def test_event_lines() -> None:
    assert event_line({"kind": "x", "text": "rule applied"}, "en") == "x — rule applied"
    assert event_line({"kind": "x", "n": {"zh": "一", "en": "one"}}, "zh") == "x n=一"


def test_sgs_events_name_generals_cards_and_skills() -> None:
    from cardtable.cli.sgs_board import readable_event

    gens = {1: "zhouyu", 4: "luxun"}
    ev = {"kind": "use", "seat": 1, "name": "slash", "targets": [4], "text": "x"}
    assert readable_event(ev, "en", gens) == {
        "kind": "use",
        "seat": "1 Zhou Yu",
        "name": "Slash",
        "targets": ["4 Lu Xun"],
        "text": "x",
    }
    ev = {"kind": "skill", "seat": 4, "skill": "fanjian", "general": "liubei"}
    zh = readable_event(ev, "zh", gens)
    assert zh["seat"] == "4 陆逊" and zh["skill"] == "反间" and zh["general"] == "刘备"
    assert readable_event({"kind": "x", "seat": 2}, "en", gens)["seat"] == 2  # unknown general


def test_sgs_table_fits_80_columns() -> None:
    out = draw(render_sgs, sgs_view(), 1)  # 160 columns: skills and identity cards
    assert "Benevolence" in out and "(rebel)" in out
    buf = StringIO()
    render_sgs(sgs_view(), 1, "en", Console(file=buf, width=80, color_system=None))
    narrow = buf.getvalue()
    assert all(len(line) <= 80 for line in narrow.splitlines())
    assert "dist" in narrow and "Zhang Fei" in narrow and "Benevolence" not in narrow


def test_sgs_board_shows_a_general_turned_face_down() -> None:
    """据守 turns Cao Ren face down (his next turn is skipped): the board must say so."""
    view = sgs_view()
    assert "turned face down" not in draw(render_sgs, view, 1)
    view["players"][2]["flipped"] = True
    assert "turned face down" in draw(render_sgs, view, 1)
    assert "武将牌背面朝上" in draw(render_sgs, view, 1, "zh")


def test_sgs_board_shows_a_chained_general() -> None:
    """铁索连环 (连环): the chained state is public and decides who takes passed-on fire/thunder
    damage, so the board names it."""
    view = sgs_view()
    assert "chained" not in draw(render_sgs, view, 1)
    view["players"][2]["chained"] = True
    assert "chained" in draw(render_sgs, view, 1)
    assert "连环状态" in draw(render_sgs, view, 1, "zh")
