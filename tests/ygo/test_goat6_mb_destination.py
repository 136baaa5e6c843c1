"""g6-mb: where the monsters a card destroys by battle end up
(``cards/scripts/goat6_mb_destination.py``, the ``DESTINATION_HOOKS`` replacement). Each test
names the 2003–05 text line or ruling it checks; numbers are printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, normal, options, run

TRIGGER = {"answer": {"action": "trigger"}}


def _battle(me: dict[str, Any], opp: dict[str, Any], attacker: str, target: str,
            steps: list[dict[str, Any]] | None = None) -> Any:
    """Seat 0's Battle Phase: ``attacker`` attacks ``target``."""
    g = run({"phase": "battle", "turn": 3, "turn_player": 0, "players": [me, opp]})
    forms = [f for f in options(g, "attack") if f.get("name") == attacker
             and f.get("target_name", "?") == target]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})
    for st in steps or []:
        answer(g, st)
    return g


def test_lesser_fiend_banishes_its_victim_so_sangan_searches_nothing() -> None:
    """Lesser Fiend (LOD): "monsters destroyed by battle with this card are removed from play
    instead of being sent to the Graveyard" — Sangan never reaches the Graveyard, so its "sent
    to the Graveyard" search does not start."""
    g = _battle({"monsters": ["Lesser Fiend"]},
                {"monsters": ["Sangan"], "deck": ["Kuriboh", "Battle Ox"]},
                "Lesser Fiend", "Sangan")
    f = g.facts()
    assert f["banished.1"] == ["Sangan"] and f["gy.1"] == [] and f["hand.1"] == []
    assert f["lp.1"] == 4000 - (2100 - 1000)
    assert not options(g, "trigger")


def test_another_attacker_sends_sangan_to_the_graveyard() -> None:
    """The control case of the test above: without the Fiend, Sangan destroyed by battle goes
    to the Graveyard as usual."""
    g = _battle({"monsters": ["Summoned Skull"]}, {"monsters": ["Sangan"]},
                "Summoned Skull", "Sangan")
    assert g.facts()["gy.1"] == ["Sangan"]


def test_lesser_fiend_destroyed_with_its_victim_still_banishes_it() -> None:
    """Lesser Fiend and a 2100-ATK monster destroy each other: both are destroyed at the same
    time, while the Fiend is still face-up on the field, so its victim is removed from play and
    the Fiend itself goes to the Graveyard."""
    foe = normal(lambda c: c.atk == 2100)
    g = _battle({"monsters": ["Lesser Fiend"]}, {"monsters": [foe]}, "Lesser Fiend", foe)
    f = g.facts()
    assert f["gy.0"] == ["Lesser Fiend"] and f["banished.1"] == [foe]


def test_lesser_fiend_attacked_banishes_the_attacker_it_destroys() -> None:
    """"Destroyed by battle with this card" covers the Fiend attacked too: a 1500-ATK attacker
    that runs into it is removed from play."""
    g = run({"phase": "battle", "turn": 4, "turn_player": 1,
             "players": [{"monsters": ["Lesser Fiend"]}, {"monsters": ["Feral Imp"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Feral Imp"]
    answer(g, {"answer": forms[0]})
    assert g.facts()["banished.1"] == ["Feral Imp"]


def test_jackal_puts_the_victim_on_top_of_the_deck() -> None:
    """Mystical Knight of Jackal (PGD): "you can return that monster to the top of your
    opponent's Deck"."""
    foe = normal(lambda c: c.atk == 1800)
    g = _battle({"monsters": ["Mystical Knight of Jackal"]},
                {"monsters": [foe], "deck": ["Kuriboh", "Battle Ox"]},
                "Mystical Knight of Jackal", foe, [TRIGGER])
    f = g.facts()
    assert f["deck_top.1"] == foe and f["gy.1"] == [] and f["deck_count.1"] == 3


def test_jackal_victim_reaches_the_graveyard_first() -> None:
    """2003 ruling on Mystical Knight of Jackal: the monster is sent to the Graveyard and THEN
    returned, so Sangan's "sent to the Graveyard" search still starts (Sangan is searched for a
    card, and ends on the Deck rather than in the Graveyard)."""
    g = _battle({"monsters": ["Mystical Knight of Jackal"]},
                {"monsters": ["Sangan"], "deck": ["Kuriboh", "Battle Ox"]},
                "Mystical Knight of Jackal", "Sangan",
                [TRIGGER, {"answer": {"action": "card", "name": "Kuriboh"}}])
    f = g.facts()
    assert f["hand.1"] == ["Kuriboh"] and f["gy.1"] == [] and f["banished.1"] == []
    assert f["deck_count.1"] == 2


def test_jackal_destroyed_in_the_same_battle_does_nothing() -> None:
    """The Knight must still be on the field (ruling: destroyed by a flipped Man-Eater Bug, its
    effect does not apply) — here it and a 2700-ATK monster destroy each other."""
    foe = normal(lambda c: c.atk == 2700)
    g = _battle({"monsters": ["Mystical Knight of Jackal"]},
                {"monsters": [foe]}, "Mystical Knight of Jackal", foe)
    f = g.facts()
    assert not options(g, "trigger")
    assert f["gy.1"] == [foe] and f["gy.0"] == ["Mystical Knight of Jackal"]


def test_bottomless_trap_hole_banishes_without_the_graveyard() -> None:
    """Bottomless Trap Hole: "destroy it and remove it from play" — the monster is destroyed
    and goes straight out of play: no "sent to the Graveyard" happens on the way (the
    ``g.destroy(..., instead=LOC_BANISHED)`` destination)."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Battle Ox"]},
        {"spells": [{"card": "Bottomless Trap Hole", "face_up": False}]}]})
    forms = [f for f in options(g, "summon") if f.get("name") == "Battle Ox"]
    answer(g, {"answer": forms[0]})
    ox = next(c for c in g.g.monsters(0))
    moves_before = g.g.life[ox]
    answer(g, {"answer": {"action": "activate", "name": "Bottomless Trap Hole"}})
    for _ in range(4):
        if options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert f["banished.0"] == ["Battle Ox"] and f["gy.0"] == []
    # one move only (field -> removed from play), none through the Graveyard; still destroyed
    assert g.g.life[ox] == moves_before + 1
    assert [pub for kind, pub, _ in g.g.elog if kind == "destroy" and pub.get("card") == ox]
