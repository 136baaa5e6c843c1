"""g8-mb: Sasuke Samurai #2 (``cards/scripts/goat8_mb_locks.py``). Source: flagged Goat-era
version; the Dark Crisis wording without "Once per turn, during your Main Phase" (the French
print text and the OCG text of the time kept by yaml-yugi data/11760174.yaml)."""

from __future__ import annotations

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def _activate_sasuke(g: object) -> None:
    answer(g, {"answer": {"action": "activate", "name": "Sasuke Samurai #2"}})
    settle(g)


def test_sasuke_2_pays_800_and_locks_both_players_spells_and_traps() -> None:
    """"Pay 800 Life Points. Until the End Phase, Spell and Trap Cards cannot be activated":
    after it resolves, neither seat 0's Dark Hole (hand) nor its Set Waboku is offered, and LP
    went down by 800."""
    g = run({"players": [{"monsters": ["Sasuke Samurai #2"], "hand": ["Dark Hole"],
                          "spells": ["Waboku"]}, {}], "lp": [8000, 8000]})
    offered = {f.get("name") for f in options(g, "activate")}
    assert {"Dark Hole", "Waboku"} <= offered
    _activate_sasuke(g)
    assert g.facts()["lp.0"] == 7200
    offered = {f.get("name") for f in options(g, "activate")}
    assert not offered & {"Dark Hole", "Waboku"}


def test_sasuke_2_can_be_used_twice_a_turn_in_2005() -> None:
    """The era text has no "Once per turn": the effect is offered again after it resolved
    (1600 LP paid in all)."""
    g = run({"players": [{"monsters": ["Sasuke Samurai #2"]}, {}], "lp": [8000, 8000]})
    _activate_sasuke(g)
    _activate_sasuke(g)
    assert g.facts()["lp.0"] == 6400


def test_sasuke_2_lock_ends_with_the_turn() -> None:
    """"Until the End Phase": in the opponent's next turn Spell Cards are activated again."""
    g = run({"players": [{"monsters": ["Sasuke Samurai #2"]},
                         {"hand": ["Dark Hole"], "deck": ["Zoa"] * 3}], "lp": [8000, 8000]})
    _activate_sasuke(g)
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(12):
        d = g.pending()
        assert d is not None
        if d.seat == 1 and g.facts()["phase"] == "main1":
            break
        g.answer({"action": "pass"} if options(g, "pass") else dict(d.options[0].form))
    answer(g, act("Dark Hole"))
