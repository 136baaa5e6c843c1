"""g7-mb: Kotodama (``cards/scripts/goat7_mb_kotodama.py``). Not flagged "Goat-era version" in
goat-pool.csv: each test checks a clause of today's official text (yaml-yugi
``data/19406822.yaml``), named in its docstring."""

from __future__ import annotations

from goat_mon_steps import act, answer, pass_windows, run


def test_kotodama_destroys_the_newer_namesake() -> None:
    """"If a monster is Summoned or flipped face-up that has the same name as a monster that is
    already face-up on the field, the new face-up monster is destroyed" — a second Battle Ox
    Normal Summoned beside the opponent's Battle Ox is destroyed; the first stays."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Battle Ox"], "monsters": ["Kotodama"]}, {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "summon", "name": "Battle Ox"}})
    pass_windows(g)
    f = g.facts()
    assert f["gy.0"] == ["Battle Ox"] and f["monsters.1"] == ["Battle Ox"]


def test_kotodama_flip_summon_is_an_arrival_too() -> None:
    """"... or flipped face-up": a Flip Summoned Battle Ox is the newer one."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Kotodama", {"card": "Battle Ox", "pos": "fd_def", "new": False}]},
        {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Battle Ox"}})
    pass_windows(g)
    f = g.facts()
    assert f["gy.0"] == ["Battle Ox"] and f["monsters.1"] == ["Battle Ox"]


def test_kotodama_simultaneous_arrivals_all_go() -> None:
    """"If they are Summoned or flipped face-up at the same time, they are all destroyed" —
    Scapegoat's four Sheep Tokens, Special Summoned together, are all destroyed."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Scapegoat"], "monsters": ["Kotodama"]}, {}]})
    answer(g, act("Scapegoat"))
    pass_windows(g)
    assert g.facts()["monsters.0"] == ["Kotodama"]


def test_kotodama_destroys_namesakes_already_there() -> None:
    """"If there are face-up monsters with the same name on the field, destroy those monsters"
    — two Battle Oxen already face-up when Kotodama is Normal Summoned: both destroyed."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Kotodama"], "monsters": ["Battle Ox"]}, {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "summon", "name": "Kotodama"}})
    pass_windows(g)
    f = g.facts()
    assert f["gy.0"] == ["Battle Ox"] and f["gy.1"] == ["Battle Ox"]
    assert f["monsters.0"] == ["Kotodama"]
