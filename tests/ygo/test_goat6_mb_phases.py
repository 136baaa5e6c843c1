"""g6-mb: Standby/End Phase effects (``cards/scripts/goat6_mb_phases.py``). Each test names the
text line it checks (Mushroom Man #2: MRD print; the OCG text says "the controller")."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, run


def _walk(g: Any, until: tuple[int, str], take: bool = True) -> None:
    """Answer the turn's questions (triggers yes/no, phase moves) until ``(turn player,
    phase)``."""
    for _ in range(30):
        f = g.facts()
        if (f["turn_player"], f["phase"]) == until:
            return
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger" if take else "decline"}})
            continue
        for action in ("to_end", "pass", "done"):
            if options(g, action):
                answer(g, {"answer": {"action": action}})
                break
        else:
            raise AssertionError(g.pending())
    raise AssertionError(f"never reached {until}")


def test_mushroom_man_2_burns_its_controller_each_standby() -> None:
    """"In each of your Standby Phases, the controller of this card takes 300 damage"."""
    g = run({"phase": "draw", "players": [
        {"monsters": ["Mushroom Man #2"], "deck": ["Battle Ox"] * 3}, {}]})
    _walk(g, (0, "main1"))
    assert g.facts()["lp.0"] == 3700 and g.facts()["lp.1"] == 4000


def test_mushroom_man_2_pays_500_to_pass_itself_on() -> None:
    """"In your End Phase you can pay 500 Life Points to transfer control of this card to your
    opponent" — it moves, and in the opponent's next Standby Phase they take the 300."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Mushroom Man #2"], "deck": ["Battle Ox"] * 3},
        {"deck": ["Battle Ox"] * 3}]})
    _walk(g, (1, "main1"))
    f = g.facts()
    assert f["lp.0"] == 3500 and f["monsters.1"] == ["Mushroom Man #2"]
    assert f["lp.1"] == 3700


def test_mushroom_man_2_may_stay() -> None:
    """"You can": declined, it stays and no LP is paid."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Mushroom Man #2"], "deck": ["Battle Ox"] * 3},
        {"deck": ["Battle Ox"] * 3}]})
    _walk(g, (1, "main1"), take=False)
    f = g.facts()
    assert f["lp.0"] == 4000 and f["monsters.0"] == ["Mushroom Man #2"] and f["lp.1"] == 4000


def test_neko_mane_king_ends_the_opponents_turn() -> None:
    """Neko Mane King: "sent to the Graveyard by an opponent's card effect during the
    opponent's turn: end the opponent's turn" — Fissure destroys it in Main Phase 1; the turn
    goes straight to its End Phase (no Battle Phase: the attacker never attacks) and passes."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Fissure"], "monsters": ["Summoned Skull"], "deck": ["Battle Ox"] * 3},
        {"monsters": ["Neko Mane King"], "deck": ["Battle Ox"] * 3}]})
    answer(g, {"answer": {"action": "activate", "name": "Fissure"}})
    for _ in range(6):  # only passes: nobody chooses to end the turn
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert (f["turn_player"], f["phase"]) == (1, "main1"), (f["turn_player"], f["phase"])
    assert f["gy.1"] == ["Neko Mane King"] and f["lp.1"] == 4000 and f["turn"] == 4
    assert any(kind == "turn_ended" for kind, _, _ in g.g.elog)


def test_neko_mane_king_destroyed_by_battle_ends_nothing() -> None:
    """Only "by a card effect": destroyed by battle, the attacker's turn goes on (Main Phase 2
    is offered)."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"], "deck": ["Battle Ox"] * 3},
        {"monsters": ["Neko Mane King"], "deck": ["Battle Ox"] * 3}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Summoned Skull"]
    answer(g, {"answer": forms[0]})
    answer(g, {"answer": {"action": "end_battle"}})
    f = g.facts()
    assert f["gy.1"] == ["Neko Mane King"] and f["phase"] == "main2" and f["turn"] == 3
