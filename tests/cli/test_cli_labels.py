"""Issue 13 §2 labels: what the Yu-Gi-Oh! terminal table says, through ``cardtable play ygo
--scenario FILE`` (a board from a scenario file) with scripted input."""

from __future__ import annotations

from pathlib import Path

from rich.cells import cell_len
from typer.testing import CliRunner

from cardtable.cli.main import app

runner = CliRunner()

BOARD = """
game: ygo
setup:
  turn: 3
  players:
    - monsters: [{card: Celtic Guardian, pos: fd_def}, {card: 真红眼黑龙}]
      spells: [{card: Mystical Space Typhoon}]
      hand: [Mystical Space Typhoon]
      gy: [Kuriboh, Battle Ox]
      banished: [Summoned Skull, Dark Magician, Blue-Eyes White Dragon, Gaia The Fierce Knight,
                 Celtic Guardian, Feral Imp]
    - monsters: [{card: Battle Ox, pos: fd_def}, {card: Kuriboh}]
      spells: [{card: Mirror Force}]
      gy: [Dark Hole]
"""


def play(tmp_path: Path, text: str, *lines: str, lang: str = "en") -> str:
    path = tmp_path / "board.yaml"
    path.write_text(text, encoding="utf-8")
    res = runner.invoke(
        app, ["--lang", lang, "play", "ygo", "--scenario", str(path), "--seed", "1"],
        input="".join(f"{x}\n" for x in lines), env={"COLUMNS": "80"},
    )
    assert res.exit_code == 0, res.output
    return res.output


def test_board_titles_piles_by_whose_they_are_and_fits_80_columns(tmp_path: Path) -> None:
    out = play(tmp_path, BOARD)
    assert "Opponent's graveyard (1, bottom to top): Dark Hole" in out
    assert "Your graveyard (2, bottom to top): Kuriboh, Battle Ox" in out
    assert "Your banished cards (6): Summoned Skull" in out
    assert "Graveyard (bottom to top) 1" not in out  # the old title by seat number
    # the status lines end with their banished count on the same line (no wrap at 80 columns)
    status = [ln for ln in out.splitlines() if "Opponent (seat 1)" in ln or "You (seat 0)" in ln]
    assert len(status) == 2 and all("banished" in ln for ln in status), status


def test_hidden_monster_says_its_position_once(tmp_path: Path) -> None:
    opp_half = play(tmp_path, BOARD).split("│ ────")[0]  # the opponent's half of the table
    # before: "#35 face-down (face-down DEF)"; now "#35 face-down DEF" (wrapped in its cell)
    assert "face-down" in opp_half and "DEF" in opp_half
    assert "(face-down" not in opp_half


def test_target_label_says_whose_card_and_which_zone(tmp_path: Path) -> None:
    # option 2: activate the Mystical Space Typhoon in hand; its targets follow
    out = play(tmp_path, BOARD, "2")
    assert "the opponent's face-down card (Spell & Trap Zone 1)" in out
    assert "szone" not in out


def test_multi_pick_prompt_names_the_picked_cards(tmp_path: Path) -> None:
    charity = """
game: ygo
setup:
  turn: 3
  players:
    - hand: [Graceful Charity]
      deck: [Kuriboh, Battle Ox, Celtic Guardian, Feral Imp]
    - {}
"""
    # Graceful Charity: draw 3 (Kuriboh #1, Battle Ox #2, Celtic Guardian #3), discard 2
    out = play(tmp_path, charity, "2", "1")
    assert "picked so far: #1 Kuriboh (min 2, max 2)" in out
    assert "{'" not in out


def test_board_lines_keep_their_width_with_chinese_names(tmp_path: Path) -> None:
    out = play(tmp_path, BOARD, lang="zh")
    panel = out[out.index("╭"): out.index("╯") + 1].splitlines()
    widths = {cell_len(ln) for ln in panel}
    assert len(panel) > 10 and widths == {cell_len(panel[0])}, widths


def test_play_scenario_refuses_a_wrong_reference(tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD, encoding="utf-8")
    for ref, msg in ((f"{path}#3", "holds 1 scenario(s), not #3"),
                     (f"{path}#x", "bad scenario number"),
                     (str(tmp_path / "none.yaml"), "cannot read scenario")):
        res = runner.invoke(app, ["play", "ygo", "--scenario", ref])
        assert res.exit_code == 2 and msg in res.output, res.output
    res = runner.invoke(app, ["play", "sgs", "--scenario", str(path)])
    assert res.exit_code == 2 and "is a ygo scenario, not sgs" in res.output
