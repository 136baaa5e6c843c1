"""g7-ma: Ameba and Griggle (``cards/scripts/goat7_ma_control.py``) over the engine's
``control_changed`` event. Source of the texts: goat-pool.csv: not flagged Goat-era version;
official text (yaml-yugi data/95174353.yaml, data/95744531.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, run


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g, stops=("to_end",), prefer=("pass",))


def _swap(g: Any, mine: str, theirs: str) -> None:
    answer(g, act("Creature Swap"))
    for _ in range(6):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "card" for o in d.options):
            break
        want = mine if d.seat == 0 else theirs
        g.answer(next(dict(o.form) for o in d.options if o.about.get("name") == want
                      or o.form.get("name") == want))
    _settle(g)


def test_ameba_given_away_burns_its_new_controller() -> None:
    """Ameba: "When the control of this face-up card on the field shifts to your opponent,
    inflict 2000 points of damage to your opponent's Life Points" — swapped to seat 1 by Creature
    Swap, seat 1 (the new controller) loses 2000, seat 0 nothing."""
    g = run({"players": [{"monsters": ["Ameba"], "hand": ["Creature Swap"]},
                         {"monsters": ["Battle Ox"]}]})
    _swap(g, "Ameba", "Battle Ox")
    f = g.facts()
    assert f["monsters.1"] == ["Ameba"] and f["lp.1"] == 4000 - 2000 and f["lp.0"] == 4000


def test_ameba_face_down_does_nothing() -> None:
    """"This face-up card": a face-down Ameba swapped away inflicts no damage."""
    g = run({"players": [{"monsters": [{"card": "Ameba", "pos": "fd_def"}],
                          "hand": ["Creature Swap"]},
                         {"monsters": ["Battle Ox"]}]})
    _swap(g, "Ameba", "Battle Ox")
    f = g.facts()
    assert f["monsters.1"] == ["Ameba"] and f["lp.1"] == 4000


def test_griggle_once_while_face_up() -> None:
    """Griggle: "increase your Life Points by 3000 ... only once as long as this card remains
    face-up on the field" — Change of Heart takes it: its owner (who lost control) gains 3000;
    when it comes back in the End Phase the new shift gives nothing (the stay continues)."""
    g = run({"players": [{"monsters": ["Griggle"]},
                         {"hand": ["Change of Heart"]}]})
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    answer(g, act("Change of Heart"))
    _settle(g)
    f = g.facts()
    assert f["monsters.1"] == ["Griggle"] and f["lp.0"] == 4000 + 3000 and f["lp.1"] == 4000
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Griggle"]
    assert f["lp.0"] == 4000 + 3000 and f["lp.1"] == 4000
