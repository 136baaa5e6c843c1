"""g6-mb: Roulette Barrel (``cards/scripts/goat6_mb_dice.py``). Each test names the 2003 text line
it checks (MFC-025 as Pojo's review quotes it)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, die_rolls, options, run

BARREL = "Roulette Barrel"
#: Normal Monsters of Levels 1, 2, 3 and 5 (Roulette Barrel is the Level 4 one)
BY_LEVEL = {1: "Dancing Elf", 2: "Basic Insect", 3: "Armaill", 5: "Battle Steer"}


def _board() -> Any:
    """Roulette Barrel (Level 4) and face-up monsters of Levels 1, 2, 3 and 5."""
    return run({"players": [
        {"monsters": [BARREL]}, {"monsters": [BY_LEVEL[n] for n in (1, 2, 3, 5)]}]})


def test_roll_twice_pick_one_result_destroy_a_monster_of_that_level() -> None:
    """"Roll a six-sided die twice; select one result and destroy 1 face-up monster on the field
    whose Level is equal to it" — the two rolls are the choices; the monster destroyed has the
    chosen Level (nothing when no monster has it: a 6)."""
    g = _board()
    answer(g, {"answer": {"action": "activate", "name": BARREL}})
    for _ in range(3):
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    rolls = die_rolls(g)
    assert len(rolls) == 2
    offered = sorted(int(f["value"]) for f in options(g, "choose"))
    if len(set(rolls)) == 2:  # two results: both are offered
        assert offered == sorted(rolls)
    else:  # the same result twice: nothing to select
        assert not offered
    pick = offered[-1] if offered else rolls[0]  # the higher result: the choice is ours
    if offered:
        answer(g, {"answer": {"action": "choose", "value": pick}})
    if options(g, "card"):
        answer(g, {"answer": options(g, "card")[0]})
    for _ in range(3):
        if g.pending() is not None and options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    gone = f["gy.0"] + f["gy.1"]
    if pick == 6:
        assert gone == []
    else:
        want = BARREL if pick == 4 else BY_LEVEL[pick]
        assert gone == [want]


def test_once_per_turn() -> None:
    """"Once per turn": after one use, the effect is not offered again this turn."""
    g = _board()
    answer(g, {"answer": {"action": "activate", "name": BARREL}})
    for _ in range(8):
        if g.pending() is None:
            break
        if any(f.get("name") == BARREL for f in options(g, "activate")):
            break
        for action in ("pass", "choose", "card"):
            if options(g, action):
                answer(g, {"answer": options(g, action)[0]})
                break
        else:
            break
    assert len(die_rolls(g)) == 2
    assert not any(f.get("name") == BARREL for f in options(g, "activate"))
