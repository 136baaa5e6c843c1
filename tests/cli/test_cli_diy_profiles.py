"""DIY cards at the command line (``--diy``, ``$CARDTABLE_DIY_DIR``, ``diy check``) and rule
profiles from files and the seed's house table (``--profile lp4000-seed-house``)."""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "diy"
STARFALL, INTACT = 900000001, 900000005  # good DIY cards of examples/diy
POT_OF_GREED = 55144522  # limited to 1 on the lp4000 banlist of the seed house profile
HOUSE = {  # an original of the seed's altered-card table for four classic-a cards
    "91152256": "42664989",  # Card of Sanctity
    "15025844": "67169062",  # Pot of Avarice
    "13039848": "93382620",  # Rope of Life
    "32452818": "79979666",  # Elemental HERO Bubbleman
}


def classic_a() -> list[str]:
    path = resources.files("cardtable.ygo").joinpath("decks", "classic-a.ydk")
    return path.read_text(encoding="utf-8").splitlines()


def write_deck(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def diy_deck(tmp_path: Path) -> Path:
    """classic-a with two cards replaced by DIY cards of examples/diy."""
    lines = classic_a()
    lines[2], lines[3] = str(STARFALL), str(INTACT)
    return write_deck(tmp_path / "diy.ydk", lines)


def run(args: list[str], stdin: str = "", env: dict[str, str] | None = None) -> tuple[int, str]:
    res = runner.invoke(app, args, input=stdin, env=env)
    assert "Traceback" not in res.output, res.output[-3000:]
    return res.exit_code, res.output


# --- diy check -----------------------------------------------------------------------------
def test_diy_check_names_file_card_and_field() -> None:
    code, out = run(["diy", "check", str(EXAMPLES)])
    assert code == 1
    assert "broken_cards.yaml: card 900000003 (Broken Kite): field 'level'" in out
    assert "card 900000004 (Nameless Curse): field 'effects[1]'" in out
    assert "OK    900000001 Starfall Lantern" in out and "OK    900000005 Intact Charm" in out
    assert "3 card(s) OK, 2 error(s)" in out


def test_diy_check_good_folder_and_missing_folder(tmp_path: Path) -> None:
    shutil.copy(EXAMPLES / "starfall_lantern.yaml", tmp_path)
    code, out = run(["diy", "check", str(tmp_path)])
    assert code == 0 and "1 card(s) OK, 0 error(s)" in out
    code, out = run(["diy", "check", str(tmp_path / "nope")])
    assert code == 2 and "no such folder" in out
    code, out = run(["--lang", "zh", "diy", "check", str(EXAMPLES)])
    assert code == 1 and "有误" in out and "字段 'level'" in out


def test_diy_check_unreadable_and_garbage_files(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("code: [unclosed\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("42\n", encoding="utf-8")
    (tmp_path / "c.yaml").write_bytes(b"\xff\xfe\x00garbage")
    shutil.copy(EXAMPLES / "starfall_lantern.yaml", tmp_path / "d.yaml")
    code, out = run(["diy", "check", str(tmp_path)])
    assert code == 1
    for name in ("a.yaml", "b.yaml", "c.yaml"):
        assert name in out
    assert "field 'file'" in out and "1 card(s) OK, 3 error(s)" in out


# --- --diy / $CARDTABLE_DIY_DIR before decks are built ---------------------------------------
def test_deck_check_with_diy_cards(tmp_path: Path) -> None:
    deck = diy_deck(tmp_path)
    code, out = run(["--diy", str(EXAMPLES), "deck", "check", str(deck)])
    assert code == 0, out
    assert "deck is legal (main 40" in out
    assert "warning: broken DIY card:" in out and "field 'level'" in out  # warned, not fatal
    assert "3 DIY card(s) loaded from" in out


def test_sim_with_diy_from_the_environment(tmp_path: Path) -> None:
    deck = diy_deck(tmp_path)
    res = runner.invoke(
        app,
        [
            "ygo",
            "sim",
            "-n",
            "2",
            "-s",
            "1",
            "--json",
            "--no-progress",
            "--deck",
            str(deck),
            "--deck",
            "classic-b",
        ],
        env={"CARDTABLE_DIY_DIR": str(EXAMPLES)},
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)  # warnings go to stderr: stdout is one JSON object
    assert data["games"] == 2 and data["errors"] == 0, data["error_details"]
    assert "field 'effects[1]'" in res.stderr


def test_play_with_diy_cards_in_hand(tmp_path: Path) -> None:
    lines = classic_a()
    for i in range(2, 11):  # three each of Starfall Lantern, Intact Charm, Mirror Golem
        lines[i] = str((STARFALL, INTACT, 900000002)[(i - 2) // 3])
    deck = write_deck(tmp_path / "many.ydk", lines)
    args = ["ygo", "play", "--hotseat", "--seed", "3", "--deck", str(deck), "--deck", "classic-b"]
    code, out = run(["--diy", str(EXAMPLES), *args], "q\n")
    assert code == 0, out[-2000:]
    assert "Starfall Lantern" in out or "Intact Charm" in out or "Mirror Golem" in out
    assert "3 DIY card(s) loaded" in out


def test_a_broken_diy_folder_never_crashes(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_text("- {code: 1, name: nope}\n- ]]\n", encoding="utf-8")
    code, out = run(["--diy", str(tmp_path), "ygo", "sim", "-n", "1", "--no-progress"])
    assert code == 0 and "warning: broken DIY card:" in out
    code, out = run(["--diy", str(tmp_path / "missing"), "deck", "check", "classic-a"])
    assert "field 'folder'" in out and "no such folder" in out


# --- profiles from files and the seed's house table ----------------------------------------
def test_profile_file_for_play_sim_and_deck_check(tmp_path: Path) -> None:
    prof = tmp_path / "house.yaml"
    prof.write_text("base: classic-lp4000\nname: short\nlp: 2000\ndeck_max: 40\n", "utf-8")
    code, out = run(["ygo", "play", "--hotseat", "--seed", "2", "--profile", str(prof)], "q\n")
    assert code == 0 and "LP 2000" in out and "LP 4000" not in out
    code, out = run(["ygo", "sim", "-n", "2", "--json", "--no-progress", "--profile", str(prof)])
    assert code == 0 and json.loads(out)["errors"] == 0
    long_deck = write_deck(tmp_path / "41.ydk", [*classic_a()[:3], *classic_a()])
    code, out = run(["deck", "check", str(long_deck), "--profile", str(prof)])
    assert code == 1 and "41" in out
    code, out = run(["deck", "check", str(long_deck)])
    assert code == 0
    bad = tmp_path / "bad.yaml"
    bad.write_text("base: classic-lp4000\nlife: 9\n", "utf-8")
    code, out = run(["ygo", "sim", "-n", "1", "--no-progress", "--profile", str(bad)])
    assert code == 2 and "life" in out
    code, out = run(["deck", "check", "classic-a", "--profile", str(bad)])
    assert code == 2 and "life" in out


def test_seed_house_profile_plays_the_altered_cards(tmp_path: Path) -> None:
    deck = write_deck(tmp_path / "house.ydk", [HOUSE.get(x, x) for x in classic_a()])
    args = ["ygo", "play", "--hotseat", "--seed", "2", "--deck", str(deck), "--deck", "classic-b"]
    code, out = run([*args, "--profile", "lp4000-seed-house"], "q\n")
    assert code == 0 and "(seed table)" in out
    code, out = run([*args, "--profile", "classic-lp4000"], "q\n")
    assert code == 0 and "(seed table)" not in out  # the originals keep their own effects
    code, out = run(
        [
            "ygo",
            "sim",
            "-n",
            "2",
            "--json",
            "--no-progress",
            "--profile",
            "lp4000-seed-house",
            "--deck",
            str(deck),
            "--deck",
            "classic-b",
        ]
    )
    assert code == 0 and json.loads(out)["errors"] == 0


def test_seed_house_profile_deck_check_uses_its_banlist(tmp_path: Path) -> None:
    lines = classic_a()
    lines[2] = str(POT_OF_GREED)  # a second Pot of Greed (one is already in classic-a)
    deck = write_deck(tmp_path / "pots.ydk", lines)
    code, out = run(["deck", "check", str(deck)])
    assert code == 0, out
    code, out = run(["deck", "check", str(deck), "--profile", "lp4000-seed-house"])
    assert code == 1 and "Pot of Greed" in out
