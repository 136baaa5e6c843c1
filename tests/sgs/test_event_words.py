"""Event lines of `cardtable sgs play` are the sentences of :mod:`cardtable.sgs.sentences` in
the chosen language: in zh no engine id (kind, field, role, phase, card or skill id) is left in
English, and card faces follow the language."""

from __future__ import annotations

import re

from cardtable.cli.sgs_board import sgs_events
from cardtable.core.rng import Rng
from cardtable.sgs.game import new_game


def _lines(seed: int, setup: dict[str, object], lang: str) -> list[str]:
    g = new_game(setup, seed)
    r = Rng(seed)
    while g.req is not None:
        g.apply_fast(r.below(len(g.req[3])))
    fmt = sgs_events(g)
    return [fmt({"kind": e.kind, **e.public}, lang) for e in g.log]


def test_zh_event_lines_have_no_english_ids() -> None:
    """40 random games (3v3 and identity): every zh line is free of Latin words."""
    kinds = set()
    for seed in range(40):
        setup: dict[str, object] = ({"mode": "3v3"} if seed % 2
                                    else {"mode": "identity", "players": 6})
        for line in _lines(seed, setup, "zh"):
            kinds.update(k for k in ("伤害", "使用了", "的回合", "游戏结束", "选择了") if k in line)
            left = re.findall(r"[A-Za-z_]{3,}", line)
            assert not left, (line, left)
    assert kinds == {"伤害", "使用了", "的回合", "游戏结束", "选择了"}


def test_card_texts_rebuilt_in_zh_and_en_unchanged() -> None:
    """A use event's card text follows the language; en keeps the engine's words."""
    zh = _lines(4, {"mode": "3v3"}, "zh")
    en = _lines(4, {"mode": "3v3"}, "en")
    assert any("使用了【南蛮入侵♣7】" in line for line in zh)
    assert any("uses Barbarian Invasion ♣7" in line for line in en)
    assert any(line.startswith("Game over — won by ") and line.endswith(
        "(a commander was killed)") for line in en)
    assert any(line.startswith("游戏结束：") and line.endswith("获胜（主帅阵亡）") for line in zh)


def test_spear_view_as_is_named() -> None:
    """The 丈八蛇矛 view-as is logged as skill=spear; it reads as the weapon's name."""
    from cardtable.cli.sgs_board import readable_event

    assert readable_event({"kind": "skill", "skill": "spear"}, "zh", {})["skill"] == "丈八蛇矛"
    assert readable_event({"kind": "skill", "skill": "spear"}, "en", {})["skill"] == (
        "Serpent Spear")


def test_replay_command_shows_readable_sgs_events(tmp_path: object) -> None:
    """`cardtable replay` re-simulates, then shows the events as `play` does (zh names)."""
    from pathlib import Path

    from typer.testing import CliRunner

    from cardtable.cli.main import app
    from cardtable.core.replay import Replay

    g = new_game({"mode": "identity", "players": 5}, 5)
    r = Rng(5)
    while g.req is not None:
        g.apply_fast(r.below(len(g.req[3])))
    path = Path(str(tmp_path)) / "game.json"
    Replay.of(g).save(str(path))
    res = CliRunner().invoke(app, ["replay", str(path), "--lang", "zh"])
    assert res.exit_code == 0, res.output
    assert "游戏结束" in res.output and "game_over" not in res.output
