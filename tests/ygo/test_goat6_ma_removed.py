"""g6-ma: "when this card is removed from play" (the engine's ``banished`` event,
``cards/scripts/goat6_ma_removed.py``): D.D. Scout Plane and D.D. Survivor come back in the End
Phase of the turn they were removed (their Invasion of Chaos era texts). Each test names the
text line it checks."""

from __future__ import annotations

from goat_mon_steps import answer, run

from cardtable.ygo.game import YgoGame

PLANE = "D.D. Scout Plane"
SURVIVOR = "D.D. Survivor"


def _soul_release(g: YgoGame, names: list[str]) -> None:
    """Seat 0 activates Soul Release and removes ``names`` from the Graveyards."""
    answer(g, {"answer": {"action": "activate", "name": "Soul Release"}})
    for n in names:  # a single candidate is picked without asking
        d = g.pending()
        if d is not None and any(o.form.get("action") == "card" for o in d.options):
            answer(g, {"answer": {"action": "card", "name": n}})
    d = g.pending()
    if d is not None and any(o.form.get("action") == "done" for o in d.options):
        answer(g, {"answer": {"action": "done"}})
    _pass(g)


def _pass(g: YgoGame) -> None:
    for _ in range(8):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def _to_next_turn(g: YgoGame) -> None:
    """The turn player goes to the End Phase; both pass until the next turn's Main Phase."""
    turn = g.facts()["turn"]
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(20):
        if g.facts()["turn"] != turn:
            return
        _pass(g)
        if g.facts()["turn"] != turn:
            return
        d = g.pending()
        assert d is not None
        answer(g, {"answer": dict(d.options[0].form)})


def test_scout_plane_comes_back_from_a_removal_out_of_the_graveyard() -> None:
    """D.D. Scout Plane: "when this card is removed from play, Special Summon it in face-up
    Attack Position during the End Phase" (from anywhere: here the Graveyard)."""
    g = run({"players": [{"hand": ["Soul Release"], "gy": [PLANE]}, {}]})
    _soul_release(g, [PLANE])
    assert g.facts()["banished.0"] == [PLANE]
    _to_next_turn(g)
    f = g.facts()
    assert f["monsters.0"] == [PLANE] and f["mzone.0.0.pos"] == "atk" and f["banished.0"] == []


def test_not_before_the_end_phase() -> None:
    """It comes back "during the End Phase", not at once: still removed from play in the Main
    Phase after the removal."""
    g = run({"players": [{"hand": ["Soul Release"], "gy": [PLANE]}, {}]})
    _soul_release(g, [PLANE])
    f = g.facts()
    assert f["phase"] == "main1" and f["monsters.0"] == [] and f["banished.0"] == [PLANE]


def test_survivor_needs_to_be_removed_face_up_from_the_field() -> None:
    """D.D. Survivor: "when this card is removed from play while face-up on the field": removed
    from the Graveyard it stays removed."""
    g = run({"players": [{"hand": ["Soul Release"], "gy": [SURVIVOR]}, {}]})
    _soul_release(g, [SURVIVOR])
    _to_next_turn(g)
    assert g.facts()["banished.0"] == [SURVIVOR]


def _dd_lady_removes(setup_turn: int = 3) -> YgoGame:
    """Seat 0's D.D. Survivor attacks seat 1's D.D. Warrior Lady, whose effect removes both
    from play after damage calculation."""
    g = run({"turn": setup_turn, "phase": "battle",
             "players": [{"monsters": [SURVIVOR]}, {"monsters": ["D.D. Warrior Lady"]}]})
    answer(g, {"answer": {"action": "attack", "name": SURVIVOR,
                          "target_name": "D.D. Warrior Lady"}})
    answer(g, {"answer": {"action": "trigger", "name": "D.D. Warrior Lady"}})
    _pass(g)
    return g


def test_survivor_returns_after_a_removal_from_the_field() -> None:
    """D.D. Survivor removed from play face-up from the field (D.D. Warrior Lady's effect)
    comes back in face-up Attack Position in that turn's End Phase."""
    g = _dd_lady_removes()
    assert g.facts()["banished.0"] == [SURVIVOR]
    answer(g, {"answer": {"action": "end_battle"}})
    _to_next_turn(g)
    f = g.facts()
    assert f["monsters.0"] == [SURVIVOR] and f["mzone.0.0.pos"] == "atk"
    assert f["banished.1"] == ["D.D. Warrior Lady"]


def test_survivor_returns_after_bottomless_trap_hole() -> None:
    """Bottomless Trap Hole destroys the summoned Survivor (1800 ATK) and removes it from play
    straight from the field (g6-mb's destination of the destroying effect): removed while
    face-up on the field, it comes back in that turn's End Phase."""
    g = run({"players": [{"hand": [SURVIVOR]}, {"spells": [{"card": "Bottomless Trap Hole"}]}]})
    answer(g, {"answer": {"action": "summon", "name": SURVIVOR}})
    answer(g, {"answer": {"action": "activate", "name": "Bottomless Trap Hole"}})
    _pass(g)
    assert g.facts()["banished.0"] == [SURVIVOR]
    _to_next_turn(g)
    f = g.facts()
    assert f["monsters.0"] == [SURVIVOR] and f["mzone.0.0.pos"] == "atk"
