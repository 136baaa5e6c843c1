"""g8-mb: Sasuke Samurai #2 (``cards/scripts/goat8_mb_locks.py``). Source: flagged Goat-era
version; the Dark Crisis wording (the French print text and the OCG text of the time kept by
yaml-yugi data/11760174.yaml) and the Goat Individual Card FAQ (TheMTtakeover/goat-rulings
goat-indv-rulings/sasuke-samurai-2.md: once per turn; the lock stops in the End Phase; effects
of Spell and Trap Cards cannot be activated either)."""

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


def test_sasuke_2_once_per_turn() -> None:
    """The Goat FAQ: "You can only activate Sasuke Samurai #2's effect once per turn": after it
    resolved, it is not offered again (800 LP paid once)."""
    g = run({"players": [{"monsters": ["Sasuke Samurai #2"]}, {}], "lp": [8000, 8000]})
    _activate_sasuke(g)
    assert not [f for f in options(g, "activate") if f.get("name") == "Sasuke Samurai #2"]
    assert g.facts()["lp.0"] == 7200


def test_sasuke_2_lock_reaches_a_continuous_spells_effect() -> None:
    """The Goat FAQ: "You cannot activate the effects of Continuous cards like ... Mass Driver
    while Sasuke Samurai #2's effect is active": a face-up Mass Driver's effect (Tribute 1
    monster: 400 damage) is offered before, not after."""
    g = run({"players": [{"monsters": ["Sasuke Samurai #2", "Zoa"],
                          "spells": [{"card": "Mass Driver", "face_up": True}]}, {}],
             "lp": [8000, 8000]})
    assert [f for f in options(g, "activate") if f.get("name") == "Mass Driver"]
    _activate_sasuke(g)
    assert not [f for f in options(g, "activate") if f.get("name") == "Mass Driver"]


def test_sasuke_2_lock_ends_with_the_turn() -> None:
    """"Until the End Phase" (the FAQ: the effect stops in the End Phase): in the opponent's next
    turn Spell Cards are activated again."""
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
