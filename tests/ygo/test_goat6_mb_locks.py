"""g6-mb: monsters that lock attacks or Special Summons (``cards/scripts/goat6_mb_locks.py``).
Each test names the text line it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, pick, run


def _flip_invitation(opp: list[Any], hand: list[str] | None = None) -> Any:
    g = run({"phase": "main1", "players": [
        {"monsters": [{"card": "Invitation to a Dark Sleep", "pos": "down"}], "hand": hand or [],
         "deck": ["Kuriboh"] * 5}, {"monsters": opp, "deck": ["Kuriboh"] * 5}]})
    forms = [f for f in options(g, "flip_summon")]
    assert len(forms) == 1, g.pending()
    answer(g, {"answer": forms[0]})
    return g


def _settle(g: Any, target: str = "Battle Ox") -> None:
    """Answer what the activation in progress asks (its target, Attack Position) and let the
    chain resolve."""
    for _ in range(6):
        if options(g, "card"):
            answer(g, pick(target))
        elif options(g, "choose"):
            answer(g, {"answer": options(g, "choose")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            return


def _to_opponents_battle_phase(g: Any) -> None:
    """End seat 0's turn and walk seat 1's turn to its Battle Step."""
    for _ in range(12):
        f = g.facts()
        if f["turn_player"] == 1 and f["phase"] == "battle":
            return
        for action in ("to_battle", "to_end", "pass", "done", "decline"):
            if f["turn_player"] == 0 and action == "to_battle":
                continue
            if options(g, action):
                answer(g, {"answer": {"action": action}})
                break
        else:
            raise AssertionError(g.pending())
    raise AssertionError("never reached seat 1's Battle Phase")


def test_invitation_stops_the_selected_monster_attacking() -> None:
    """Invitation to a Dark Sleep: "when Normal or Flip Summoned, select 1 monster on your
    opponent's side of the field; while this card is face-up, it cannot declare an attack" —
    in the opponent's next Battle Phase the selected Battle Ox cannot attack, Feral Imp can."""
    g = _flip_invitation(["Battle Ox", "Feral Imp"])
    answer(g, pick("Battle Ox"))
    _to_opponents_battle_phase(g)
    attackers = {f["name"] for f in options(g, "attack")}
    assert attackers == {"Feral Imp"}


def test_invitation_lock_ends_when_it_is_turned_face_down() -> None:
    """"As long as this card remains face-up on the field": Book of Moon turns the Invitation
    face-down, and the selected Battle Ox may attack in its controller's next turn."""
    g = _flip_invitation(["Battle Ox"], ["Book of Moon"])  # the Ox: picked without a question
    answer(g, act("Book of Moon"))
    if options(g, "card"):
        answer(g, pick("Invitation to a Dark Sleep"))
    _to_opponents_battle_phase(g)
    assert {f["name"] for f in options(g, "attack")} == {"Battle Ox"}


def test_jowgen_destroys_only_special_summoned_monsters() -> None:
    """Jowgen the Spiritualist: "discard 1 card at random to destroy all Special Summoned
    monsters on the field" — the Battle Ox revived by Monster Reborn is destroyed, the
    opponent's monster that was not Special Summoned stays, and the one hand card is
    discarded."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Monster Reborn", "Jowgen the Spiritualist", "Kuriboh"], "gy": ["Battle Ox"]},
        {"monsters": ["Feral Imp"]}]})
    answer(g, act("Monster Reborn"))
    _settle(g)
    assert "Battle Ox" in g.facts()["monsters.0"]
    forms = [f for f in options(g, "summon") if f.get("name") == "Jowgen the Spiritualist"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    answer(g, act("Jowgen the Spiritualist"))
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Jowgen the Spiritualist"] and f["monsters.1"] == ["Feral Imp"]
    assert sorted(f["gy.0"]) == ["Battle Ox", "Kuriboh", "Monster Reborn"]


def test_jowgen_stops_special_summons() -> None:
    """"Neither player can Special Summon monsters" while Jowgen is face-up: Monster Reborn
    cannot even be activated (its Special Summon is forbidden)."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Monster Reborn"], "gy": ["Battle Ox"],
         "monsters": ["Jowgen the Spiritualist"]}, {}]})
    assert "Monster Reborn" not in {f.get("name") for f in options(g, "activate")}
    assert "Jowgen the Spiritualist" in {f.get("name") for f in options(g, "activate")}
