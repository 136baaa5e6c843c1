"""Malformed setups (``new_game`` and scenario ``setup`` blocks) raise a SetupError that names
the key, instead of being ignored or failing later with an unrelated error."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.core.errors import SetupError
from cardtable.sgs.game import new_game
from cardtable.sgs.scenario_setup import build

G6 = ["xuchu", "caocao", "lvmeng", "zhangfei", "sunquan", "huanggai"]


@pytest.mark.parametrize(("setup", "says"), [
    ({"mode": "3v3", "generals": ["xuchu", "xuchu", *G6[2:]]}, "used once"),
    ({"mode": "3v3", "generals": G6[:5]}, "must list 6"),
    ({"mode": "3v3", "generals": ["nobody", *G6[1:]]}, "unknown general 'nobody'"),
    ({"mode": "3v3", "generals": G6, "first_side": "blue"}, "first_side"),
    ({"mode": "3v3", "team_a_colour": "pink"}, "team_a_colour"),
    ({"mode": "3v3", "pool": ["caocao"] * 16}, "used once"),
    ({"mode": "3v3", "pool": G6}, "multiple of 8"),
    ({"mode": "3v3", "players": 5}, "identity mode"),
    ({"mode": "3v3", "first_sied": "cool"}, "unknown key(s) ['first_sied']"),
    ({"mode": "identity", "players": 3}, "4-8 players"),
    ({"mode": "identity", "players": "5"}, "whole number"),
    ({"mode": "identity", "players": 5, "roles": ["lord", "foo", "rebel", "rebel", "renegade"]},
     "unknown role(s) ['foo']"),
    ({"mode": "identity", "players": 5, "roles": ["lord", "lord", "rebel", "rebel", "renegade"]},
     "5 players take"),
    ({"mode": "identity", "players": 5, "roles": ["rebel", "lord", "rebel", "loyalist",
                                                  "renegade"]}, "lord at seat 0"),
    ({"mode": "identity", "players": 8, "pool": ["caocao", "liubei", "xuchu"]}, "at least 23"),
    ({"mode": "identity", "players": 5, "pool": ["nobody"]}, "unknown general"),
    ({"mode": "identity", "first_side": "cool"}, "unknown key(s)"),
    ({"mode": "blitz"}, "unknown sgs mode"),
])
def test_new_game_rejects_malformed_setups(setup: dict[str, Any], says: str) -> None:
    """Each malformed setup is refused with a message naming what is wrong."""
    with pytest.raises(SetupError) as err:
        new_game(setup, 1)
    assert says in str(err.value)


def test_well_formed_setups_still_start() -> None:
    """The checks accept what the CLI, the server lobby and matches pass."""
    for setup in ({"mode": "3v3"}, {"mode": "3v3", "players": 6},
                  {"mode": "3v3", "generals": G6, "first_side": "warm"},
                  {"mode": "3v3", "team_a_colour": "cool", "match_game": 2},
                  {"mode": "identity", "players": 8},
                  {"mode": "identity", "players": 5,
                   "roles": ["lord", "rebel", "loyalist", "rebel", "renegade"]}):
        assert new_game(setup, 1).pending() is not None


def _scenario(**extra: Any) -> dict[str, Any]:
    return {"no_skills": True, "generals": G6, "current": 1, "phase": "play", **extra}


@pytest.mark.parametrize(("extra", "says"), [
    ({"hands": {1: ["slash X7"]}}, "bad face"),
    ({"hands": {1: ["slash S7"], 2: ["slash S7"]}}, "already placed"),
    ({"hands": {9: ["slash"]}}, "no seat 9"),
    ({"current": 7}, "no seat 7"),
    ({"current": 2, "dead": [2]}, "seat 2 is dead"),
    ({"tapped": [9]}, "no seat 9"),
    ({"dead": ["x"]}, "not a seat number"),
    ({"hp": {1: 9}}, "setup.hp.1 must be 1..5"),
    ({"hp": {2: 0}}, "setup.hp.2"),
    ({"maxhp": {2: 0}}, "setup.maxhp.2"),
    ({"equip": {1: ["crossbow", "blade"]}}, "slot already taken"),
    ({"equip": {1: ["slash S7"]}}, "not equipment"),
    ({"judge": {1: ["slash S7"]}}, "not a delayed trick"),
    ({"judge": {1: [{"card": "slash S7", "as": "duel"}]}}, "not a delayed trick"),
    ({"judge": {1: ["indulgence S6", "indulgence C6"]}}, "two indulgence"),
    ({"skills": {1: ["nosuchskill"]}}, "unknown skill(s) ['nosuchskill']"),
    ({"slash_used": {1: -1}}, "slash_used.1"),
    ({"phase": "lunch"}, "setup.phase"),
    ({"mode": "identity", "players": 6, "roles": ["lord", "x", "rebel", "rebel", "rebel",
                                                  "rebel"]}, "unknown role(s) ['x']"),
    ({"hnads": {1: ["slash"]}}, "unknown key(s) ['hnads']"),
])
def test_scenario_setup_rejects_malformed_blocks(extra: dict[str, Any], says: str) -> None:
    """A scenario with a typo or an impossible table fails at once, naming the key."""
    with pytest.raises(SetupError) as err:
        build(_scenario(**extra), 1)
    assert says in str(err.value)


def test_scenario_judge_area_card_used_as_a_delayed_trick_is_fine() -> None:
    """国色-style judging cards (`{card, as}`) and two different delayed tricks are accepted."""
    g = build(_scenario(mode="identity", players=6,
                        judge={1: [{"card": "jink D2", "as": "indulgence"}, "lightning SA"]}), 1)
    assert [n for _, n in g.judge_area[1]] == ["indulgence", "lightning"]


def test_cli_refuses_players_in_3v3() -> None:
    """`cardtable sgs sim --mode 3v3 --players 5` is an error, not a silent 6-seat game."""
    res = CliRunner().invoke(app, ["sgs", "sim", "--mode", "3v3", "--players", "5", "-n", "1"])
    assert res.exit_code != 0
    assert "--players" in res.output
