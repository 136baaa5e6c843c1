"""``cardtable deck check`` on the preset decks and on a broken deck."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.cli.ygo import preset_names, resolve_deck

runner = CliRunner()
DECKS = Path(__file__).resolve().parents[2] / "src" / "cardtable" / "ygo" / "decks"


def test_preset_is_legal() -> None:
    res = runner.invoke(app, ["deck", "check", str(DECKS / "classic-a.ydk")])
    assert res.exit_code == 0, res.output
    assert "deck is legal (main 40" in res.output


def test_too_small_deck_is_illegal(tmp_path: Path) -> None:
    deck = tmp_path / "small.ydk"
    lines = (DECKS / "classic-a.ydk").read_text(encoding="utf-8").splitlines()
    codes = [x for x in lines if x.strip().isdigit()][:10]
    deck.write_text("#main\n" + "\n".join(codes) + "\n", encoding="utf-8")
    res = runner.invoke(app, ["--lang", "zh", "deck", "check", str(deck)])
    assert res.exit_code == 1 and "不合法" in res.output


def test_bad_rules_and_missing_file(tmp_path: Path) -> None:
    res = runner.invoke(app, ["deck", "check", str(DECKS / "classic-a.ydk"), "--rules", "zz"])
    assert res.exit_code == 2 and "zz" in res.output
    res = runner.invoke(app, ["deck", "check", str(tmp_path / "none.ydk")])
    assert res.exit_code == 2


def test_ygo_deck_resolution() -> None:
    assert {"classic-a", "classic-b"} <= set(preset_names())
    deck = resolve_deck("classic-a")
    assert len(deck["main"]) == 40 and all(isinstance(c, int) for c in deck["main"])
    assert resolve_deck(str(DECKS / "classic-a.ydk")) == deck
