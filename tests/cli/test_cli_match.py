"""``ygo play --match`` (interactive best-of-3 with side-decking and the loser's choice) and
``sgs sim --match``, driven by scripted standard input."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.cli.ygo_play_match import MatchSession, suffixed
from cardtable.core.replay import Replay
from cardtable.ygo.effects.pool import default_pool

runner = CliRunner()

RAIGEKI, DARK_HOLE, MIRROR_FORCE, DARK_MAGICIAN = 12580477, 53129443, 44095762, 46986414
THOUSAND_EYES = 63519819  # a Fusion Monster: cannot swap with a main-deck card


def classic_a() -> list[str]:
    path = resources.files("cardtable.ygo").joinpath("decks", "classic-a.ydk")
    return path.read_text(encoding="utf-8").splitlines()


def sided_deck(tmp_path: Path, side: list[int]) -> Path:
    """classic-a with a side deck."""
    lines = [x for x in classic_a() if x.strip() and x.strip() != "!side"]
    p = tmp_path / "sided.ydk"
    p.write_text("\n".join([*lines, "!side", *map(str, side)]) + "\n", encoding="utf-8")
    return p


def listed(codes: list[int]) -> list[int]:
    """The numbering the side-decking screen uses: distinct cards sorted by English name."""
    cards = default_pool().cards
    return sorted(set(codes), key=lambda c: (cards[c].name.en.casefold(), c))


def invoke(args: list[str], lines: list[str]) -> tuple[int, str]:
    res = runner.invoke(app, args, input="".join(f"{x}\n" for x in lines))
    assert "Traceback" not in res.output, res.output[-3000:]
    return res.exit_code, res.output


def test_suffixed_names() -> None:
    assert suffixed("a/duel.json", 3) == "a/duel-3.json"
    assert suffixed("duel", 1) == "duel-1"


def test_hotseat_match_side_decking_and_first_choice(tmp_path: Path) -> None:
    deck = sided_deck(tmp_path, [RAIGEKI, DARK_HOLE, THOUSAND_EYES])
    mains = listed([int(x) for x in classic_a() if x.strip().isdigit()])
    sides = listed([RAIGEKI, DARK_HOLE])
    mf, rg, dm = (
        mains.index(MIRROR_FORCE) + 1,
        sides.index(RAIGEKI) + 1,
        mains.index(DARK_MAGICIAN) + 1,
    )
    fusion = 3  # the Fusion Monster is listed after the two spells
    rep = tmp_path / "m.json"
    lines = [
        "q",  # duel 1: seat 0 (first) concedes
        "",  # hand the screen to seat 0 for side-decking
        "99 1",  # out of range
        "x",  # not understood
        f"{dm} {fusion}",  # a main monster for a Fusion Monster: refused, nothing lost
        f"{mf} {rg}",  # Mirror Force out, Raigeki in
        "u",  # undo
        f"{mf} {rg}",  # again
        "",  # done
        "3",  # seat 0 lost and chooses: bad answer
        "2",  # go second
        "q",  # duel 2: seat 1 (first) concedes
        "",  # hand over to seat 0
        "",  # no more swaps
        "1",  # seat 1 lost: goes first
        "q",  # duel 3: seat 1 concedes
    ]
    code, out = invoke(
        [
            "ygo",
            "play",
            "--match",
            "--hotseat",
            "--seed",
            "3",
            "--deck",
            str(deck),
            "--deck",
            "classic-b",
            "--save-replay",
            str(rep),
        ],
        lines,
    )
    assert code == 0, out[-3000:]
    assert "Duel 1 — score 0-0 — seat 0 goes first" in out
    assert "Score: seat 0 has 0 win(s), seat 1 has 1" in out
    assert "Main and fusion deck:" in out and "Side deck:" in out
    assert "number out of range: main 1-" in out
    assert "cannot understand 'x'" in out
    assert "Swap refused:" in out and "same section" in out and "(deck unchanged)" in out
    assert out.count("Swapped: Mirror Force out, Raigeki in") == 2
    assert "Last swap undone." in out
    assert "Seat 0 swapped 1 card(s) this time." in out
    assert "Seat 1 has no side deck: nothing to swap." in out
    assert "Seat 0 lost the last duel and chooses" in out and "Enter 1 or 2." in out
    assert "Duel 2 — score 0-1 — seat 1 goes first" in out
    assert "Duel 3 — score 1-1 — seat 1 goes first" in out
    assert "Seat 0 wins the match 2-1" in out
    decks = []
    for n in (1, 2, 3):
        path = tmp_path / f"m-{n}.json"
        assert path.is_file(), n
        Replay.load(path).verify()
        decks.append(json.loads(path.read_text(encoding="utf-8"))["setup"]["decks"][0]["main"])
    assert decks[0].count(RAIGEKI) == 1 and decks[0].count(MIRROR_FORCE) == 2
    assert decks[1].count(RAIGEKI) == 2 and decks[1].count(MIRROR_FORCE) == 1  # one net swap
    assert decks[2] == decks[1]  # swaps last for the match
    assert len(decks[1]) == 40


def test_match_against_the_bot_human_concedes(tmp_path: Path) -> None:
    code, out = invoke(
        ["ygo", "play", "--match", "--seed", "4", "--bot", "random"], ["q", "1", "q"]
    )
    assert code == 0, out[-3000:]
    assert "human seats: 0" in out and "1: random" in out
    assert "Seat 0 lost the last duel and chooses" in out
    assert "Duel 2 — score 0-1 — seat 0 goes first" in out
    assert "Seat 1 wins the match 2-0" in out
    assert "Seat 0 has no side deck" in out


def test_leaving_the_match_and_bad_decks(tmp_path: Path) -> None:
    code, out = invoke(["ygo", "play", "--match", "--seed", "4", "--bot", "random"], ["q", "q"])
    assert code == 0 and "Left the match (score 0-1)." in out
    code, out = invoke(["ygo", "play", "--match", "--seed", "4", "--bot", "random"], [])
    assert code == 0 and "End of input" in out and "Left the match (score 0-0)." in out
    too_many = sided_deck(tmp_path, [RAIGEKI] * 2 + [DARK_HOLE] * 2 + [THOUSAND_EYES] * 12)
    res = runner.invoke(app, ["ygo", "play", "--match", "--deck", str(too_many)], input="q\n")
    assert res.exit_code == 2 and "cannot start the match" in res.output
    assert "Traceback" not in res.output


def test_a_bot_that_loses_chooses_to_go_first(capsys: pytest.CaptureFixture[str]) -> None:
    from cardtable.cli.ygo import resolve_deck
    from cardtable.ygo.match import Match

    m = Match(resolve_deck("classic-a"), resolve_deck("classic-b"), seed=5)
    status = MatchSession(m, humans=set(), bot_names=["random"]).run()
    out = capsys.readouterr().out
    assert status == "over" and m.over and len(m.records) >= 2
    assert "(bot) lost the last duel and chooses to go first" in out
    loser = 1 - m.records[0].winner if m.records[0].winner is not None else None
    if loser is not None:
        assert m.records[1].first == loser
    assert "Match over" in out


def test_match_in_chinese() -> None:
    res = runner.invoke(
        app,
        ["--lang", "zh", "ygo", "play", "--match", "--seed", "4", "--bot", "random"],
        input="q\n9\n2\nq\n",
    )
    assert res.exit_code == 0, res.output[-2000:]
    assert "三局两胜" in res.output and "输了上一局" in res.output and "请输入 1 或 2" in res.output
    assert "座位 1 以 2:0 赢得比赛" in res.output


def test_sgs_sim_match_json_and_table() -> None:
    res = runner.invoke(
        app,
        ["sgs", "sim", "--match", "-n", "2", "-s", "1", "--bots", "random,sgs-heuristic", "--json"],
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["game"] == "sgs" and data["unit"] == "match" and data["errors"] == 0
    assert sum(data["wins"].values()) + data["draws"] == 2 and set(data["wins"]) == {"A", "B"}
    assert [g["team_a_colour"] for g in data["results"]] in (["warm", "cool"], ["cool", "warm"])
    assert data["bots"] == ["random", "sgs-heuristic"]  # teams A, B
    assert data["wins_by_bot"] == {"random": data["wins"]["A"], "sgs-heuristic": data["wins"]["B"]}
    res = runner.invoke(app, ["sgs", "sim", "--match", "-n", "1", "-s", "1"])
    assert res.exit_code == 0 and "wins by team" in res.output
    res = runner.invoke(app, ["sgs", "sim", "--match", "--mode", "identity", "-n", "1"])
    assert res.exit_code == 2 and "3v3" in res.output
