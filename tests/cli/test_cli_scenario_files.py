"""Issue 13: ``cardtable scenario`` reads the repository's multi-document scenario files (it
refused them with "expected a single document in the stream") and names the failing document."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app

ROOT = Path(__file__).resolve().parents[2] / "scenarios"


def test_multi_document_scenario_files_pass() -> None:
    files = sorted(str(p) for p in (ROOT / "ygo" / "classic").glob("*.yaml"))
    assert files
    res = CliRunner().invoke(app, ["scenario", *files])
    assert res.exit_code == 0, res.output
    assert f"{len(files)} passed, 0 failed" in res.output


def test_a_failing_document_is_named(tmp_path: Path) -> None:
    path = tmp_path / "two.yaml"
    path.write_text(
        "game: ygo\nname: ok\nsetup: {turn: 3}\nsteps: [{expect: {turn: 3}}]\n---\n"
        "game: ygo\nname: bad\nsetup: {turn: 3}\nsteps: [{expect: {turn: 4}}]\n",
        encoding="utf-8",
    )
    res = CliRunner().invoke(app, ["scenario", str(path)])
    assert res.exit_code == 1
    assert f"{path}#2: step 1 (expect): turn is 3, expected 4" in res.output


def test_an_unknown_top_level_key_fails_the_file(tmp_path: Path) -> None:
    path = tmp_path / "typo.yaml"
    path.write_text("game: ygo\nsetup: {turn: 3}\nstpes: []\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["scenario", str(path)])
    assert res.exit_code == 1
    assert "unknown key(s) ['stpes']" in res.output
