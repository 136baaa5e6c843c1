"""Readable YGO event lines (``cardtable.cli.ygo_events``) and the response-window note."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from cardtable.bots.base import make_bot
from cardtable.cli.common import new_game
from cardtable.cli.play_loop import PlayLoop
from cardtable.cli.render import event_line
from cardtable.cli.ygo import preset_names, ygo_setup
from cardtable.cli.ygo_board import render_ygo
from cardtable.cli.ygo_events import (
    HANDLERS,
    known_kinds,
    readable_line,
    response_note,
    ygo_event_line,
    ygo_events,
    ygo_notes,
)
from cardtable.core.game import Game
from cardtable.ygo.effects.pool import default_pool

SEEDS = range(6)
KEY_VALUE = re.compile(r"\b[a-z_]+=")


def _duel(seed: int) -> Game:
    names = preset_names()
    decks = [names[seed % len(names)], names[(seed * 3 + 1) % len(names)]]
    game = new_game("ygo", ygo_setup(decks, None), seed)
    bots = [make_bot("random", seed * 2), make_bot("random", seed * 2 + 1)]
    for _ in range(3000):
        dec = game.pending()
        if dec is None:
            break
        game.answer(bots[dec.seat].choose(game, dec))
    return game


@cache
def _duels() -> tuple[Game, ...]:
    return tuple(_duel(s) for s in SEEDS)


def _codes(value: Any) -> Iterator[int]:
    """Every passcode an event (or part of one) names."""
    if isinstance(value, dict):
        code = value.get("code")
        if isinstance(code, int):
            yield code
        for v in value.values():
            yield from _codes(v)
    elif isinstance(value, list):
        for v in value:
            yield from _codes(v)


def test_every_kind_from_bot_duels_reads_in_zh_and_en() -> None:
    kinds: set[str] = set()
    for game in _duels():
        for seat in (0, 1, -1):
            for ev in game.events(seat):
                kind = ev["kind"]
                kinds.add(kind)
                assert kind in known_kinds(), f"no readable line for {kind!r}: add one"
                for lang in ("zh", "en"):
                    line = readable_line(ev, lang)  # raises on a payload it cannot read
                    assert line and not KEY_VALUE.search(line), (kind, line)
                    assert line == ygo_event_line(ev, lang)
                    assert line != event_line(ev, lang)
    # the duels are long enough to exercise the common kinds
    assert {"draw", "phase", "summon_declared", "activate", "resolve", "duel_end"} <= kinds


def test_card_names_are_localized() -> None:
    cards = default_pool().cards
    checked = 0
    for game in _duels():
        for ev in game.events(0):
            if not isinstance(ev.get("code"), int) or ev["code"] not in cards:
                continue
            name = cards[ev["code"]].name
            zh, en = readable_line(ev, "zh"), readable_line(ev, "en")
            assert f"「{name.zh}」" in zh, (ev, zh)
            assert name.en in en, (ev, en)
            if name.en != name.zh:
                assert name.en not in zh, (ev, zh)
            checked += 1
    assert checked > 50


def test_nothing_hidden_is_revealed() -> None:
    """A seat's line names no card that only the other seat's version of the event names."""
    cards = default_pool().cards
    hidden_lines = 0
    for game in _duels():
        log = game.log
        for seat in (0, 1, -1):
            for i, ev in enumerate(game.events(seat)):
                allowed = set(_codes(ev))
                secret = set()
                for other in (0, 1):
                    secret |= set(_codes(log[i].for_seat(other)))
                secret -= allowed
                if not secret:
                    continue
                hidden_lines += 1
                ok_names = {n for c in allowed for n in (cards[c].name.zh, cards[c].name.en)}
                for lang in ("zh", "en"):
                    line = readable_line(ev, lang)
                    for code in secret:
                        name = cards[code].name.get(lang)
                        if any(name in ok for ok in ok_names):
                            continue  # a substring of a card the seat may see
                        assert name not in line, (seat, ev, line)
    assert hidden_lines > 10  # opponents' draws and sets were checked


def test_examples_read_as_sentences() -> None:
    draw = {"kind": "draw", "player": 0, "card": 39, "code": 5318639, "name": "x"}
    assert ygo_event_line(draw, "zh") == "玩家0 抽卡：「旋风」#39"
    assert ygo_event_line(draw, "en") == "Player 0 draws Mystical Space Typhoon (#39)"
    phase = {"kind": "phase", "phase": "draw", "turn": 1, "player": 0}
    assert ygo_event_line(phase, "zh") == "第1回合 · 玩家0 · 抽卡阶段"
    decl = {
        "kind": "summon_declared",
        "card": 36,
        "code": 91152256,
        "name": "Celtic Guardian",
        "player": 0,
        "tributes": 0,
    }
    assert ygo_event_line(decl, "zh") == "玩家0 宣言召唤「精灵剑士」#36（无祭品）"
    rule = {"kind": "rule", "rule": "hand_limit", "zh": "手牌超过", "en": "over the limit"}
    assert ygo_event_line(rule, "zh") == "规则：手牌超过"
    assert ygo_event_line(rule, "en") == "Rule: over the limit"
    hidden_attack = {
        "kind": "attack",
        "attacker": {"card": 3, "code": 46986414, "name": "Dark Magician"},
        "target": {"card": 70, "where": "mzone", "zone": 2, "player": 1},
        "direct": False,
    }
    assert ygo_event_line(hidden_attack, "zh") == (
        f"「{default_pool().cards[46986414].name.zh}」#3 攻击 里侧的卡#70（玩家1的怪兽区3）"
    )
    # an English name in the payload ("by": "Lord of D.") is localized through the card table
    prot = {
        "kind": "protected",
        "card": 1,
        "code": 17985575,
        "name": "Lord of D.",
        "by": "Lord of D.",
        "link": 1435851,
    }
    assert "「龙之支配者」" in ygo_event_line(prot, "zh")
    assert "Lord of D." not in ygo_event_line(prot, "zh")
    # unknown kinds and unreadable payloads fall back to the generic line
    assert ygo_event_line({"kind": "brand_new", "x": 1}, "zh") == "brand_new x=1"


def test_unreadable_payload_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(event: Any, f: Any) -> str:
        raise KeyError("card")

    monkeypatch.setitem(HANDLERS, "counter", broken)
    ev = {"kind": "counter", "card": 5}
    assert ygo_event_line(ev, "en") == event_line(ev, "en") == "counter card=5"


def test_engine_event_kinds_all_have_lines() -> None:
    """Every kind the engine's source logs has a readable line (rare ones included)."""
    root = Path(__file__).resolve().parents[2] / "src" / "cardtable" / "ygo"
    found = set()
    for path in root.rglob("*.py"):
        found |= set(re.findall(r"\.log\(\s*\"([a-z_]+)\"", path.read_text(encoding="utf-8")))
    found.add("rule")
    assert len(found) > 40
    assert found <= known_kinds(), sorted(found - known_kinds())


def _window(want_chain: bool) -> tuple[Game, Any]:
    """A duel stopped at a response window (with or without a chain) of either seat."""
    for seed in range(40):
        names = preset_names()
        game = new_game("ygo", ygo_setup([names[seed % 6], names[(seed + 2) % 6]], None), seed)
        bots = [make_bot("random", seed), make_bot("random", seed + 100)]
        for _ in range(3000):
            dec = game.pending()
            if dec is None:
                break
            passes = any(dict(o.form).get("action") == "pass" for o in dec.options)
            if passes and bool(game.view(dec.seat)["chain"]) == want_chain:
                return game, dec
            game.answer(bots[dec.seat].choose(game, dec))
    raise AssertionError("no response window found")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_response_prompt_names_the_top_chain_link(lang: str) -> None:
    game, dec = _window(want_chain=True)
    top = game.view(dec.seat)["chain"][-1]
    notes = ygo_notes(game, dec, lang)
    assert len(notes) == 1
    name = default_pool().cards[top["code"]].name.get(lang)
    assert name in notes[0] and f"#{top['id']}" in notes[0]
    mine = top["player"] == dec.seat
    if lang == "zh":
        assert ("你发动了" if mine else "对手发动了") in notes[0] and "连锁" in notes[0]
    else:
        assert ("You activated" if mine else "Opponent activated") in notes[0]
        assert ("chain again?" if mine else "chain to it?") in notes[0]


def test_response_note_from_views() -> None:
    link = {"link": 1, "player": 1, "id": 7, "code": 53129443, "name": "Dark Hole"}
    view = {"chain": [link]}
    assert response_note(view, 0, "zh") == "对手发动了「黑洞」#7（连锁1）— 要连锁吗？"
    assert response_note(view, 0, "en") == (
        "Opponent activated Dark Hole (#7) (chain link 1) — chain to it?"
    )
    assert response_note(view, 1, "en", []).startswith("You activated Dark Hole")  # type: ignore[union-attr]
    summon = {
        "kind": "summon_declared",
        "card": 4,
        "code": 91152256,
        "name": "Celtic Guardian",
        "player": 1,
        "tributes": 0,
    }
    note = response_note({"chain": []}, 0, "zh", [summon, {"kind": "rule", "rule": "x"}])
    assert note is not None and "「精灵剑士」" in note
    phase = {"kind": "phase", "phase": "end", "turn": 2, "player": 1}
    assert response_note({"chain": []}, 0, "zh", [summon, phase]) is None
    assert response_note({"chain": []}, 0, "zh", []) is None


def test_play_loop_shows_readable_lines_and_the_note() -> None:
    game, dec = _window(want_chain=True)
    buf = StringIO()
    loop = PlayLoop(
        game,
        {dec.seat},
        {},
        Console(file=buf, width=160, color_system=None),
        lang="zh",
        read_line=lambda _prompt: "q",
        renderer=render_ygo,
        notes=ygo_notes,
        events_for=ygo_events,
    )
    loop.run()
    out = buf.getvalue()
    assert "发生了" in out or "抽卡" in out
    assert "抽卡阶段" in out and "player=" not in out and "phase=" not in out
    assert "要连锁吗" in out or "要继续连锁吗" in out
