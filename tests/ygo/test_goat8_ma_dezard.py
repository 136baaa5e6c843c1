"""g8-ma: Great Dezard and Fushioh Richie (``cards/scripts/goat8_ma_dezard.py``). Great Dezard is
flagged "Goat-era version": its Pharaonic Guardian text (the English wording of yaml-yugi
data/88989706.yaml; the PH-20 OCG text per yugioh-wiki.net's early revisions): "When this monster
destroys the following number of monsters as a result of battle ... One: As long as this card
remains face-up on the field, negate the activation and effects of all Spell and Trap Cards that
target this card and destroy them. Two: You can Special Summon 1 "Fushioh Richie" from your hand
or your Deck by Tributing this card during your Main Phase." Fushioh Richie: goat-pool.csv: not
flagged; official text (yaml-yugi data/39711336.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, normal, options, pick, run

WEAK = normal(lambda c: c.atk < 1000 and c.defense < 1000)
ZOMBIE = normal(lambda c: c.race == 0x10)
DEZARD = "Great Dezard"


def _attack_with(g: Any, name: str) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack") if f.get("name") == name)})
    settle(g)


def _snatch(g: Any) -> None:
    """Seat 1 activates Snatch Steal on Great Dezard."""
    answer(g, act("Snatch Steal"))
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, pick(DEZARD))  # (with one target, none is asked)
    settle(g)


def test_dezard_after_one_battle_destruction_negates_a_targeting_spell() -> None:
    """"One: ... negate the activation and effects of all Spell and Trap Cards that target this
    card and destroy them": before any battle destruction the opponent's Snatch Steal takes it;
    after Great Dezard destroyed a monster by battle the Snatch Steal is negated and destroyed."""
    g = run({"turn_player": 1, "players": [{"monsters": [DEZARD]}, {"hand": ["Snatch Steal"]}]})
    _snatch(g)
    assert g.facts()["monsters.1"] == [DEZARD]
    g = run({"players": [{"monsters": [DEZARD]},
                         {"monsters": [{"card": WEAK, "pos": "atk"}], "hand": ["Snatch Steal"]}]})
    _attack_with(g, DEZARD)
    assert g.facts()["gy.1"] == [WEAK]
    g.answer({"action": "end_battle"})
    settle(g)
    g.answer({"action": "to_end"})
    settle(g, seat=1, limit=30)
    _snatch(g)
    f = g.facts()
    assert f["monsters.0"] == [DEZARD] and "Snatch Steal" in f["gy.1"]


def test_dezard_after_two_summons_fushioh_richie_from_the_deck() -> None:
    """"Two: ... Special Summon 1 Fushioh Richie from your hand or your Deck by Tributing this
    card": not offered after one battle destruction; after the second it Tributes itself and
    Richie comes from the Deck."""
    g = run({"turn_player": 1, "players": [
        {"monsters": [DEZARD], "deck": ["Fushioh Richie", "Battle Ox", "Battle Ox"]},
        {"monsters": [{"card": WEAK, "pos": "atk"}, {"card": WEAK, "pos": "atk"}]}]})
    _attack_with(g, WEAK)  # seat 1 attacks Great Dezard (1900): the attacker is destroyed
    assert g.facts()["gy.1"] == [WEAK]
    g.answer({"action": "end_battle"})
    settle(g)
    g.answer({"action": "to_end"})
    settle(g, seat=0, limit=30)
    d = g.pending()
    assert d is not None and not [o for o in d.options if o.form.get("action") == "activate"]
    _attack_with(g, DEZARD)
    assert g.facts()["gy.1"] == [WEAK, WEAK]
    g.answer({"action": "end_battle"})
    settle(g)
    answer(g, act(DEZARD))
    settle(g, prefer=("choose", "pass", "decline"))
    f = g.facts()
    assert f["monsters.0"] == ["Fushioh Richie"] and f["gy.0"] == [DEZARD]


def test_fushioh_richie_flipped_face_up_revives_a_zombie() -> None:
    """"When this card is flipped face-up, you can Special Summon 1 Zombie-Type monster from your
    Graveyard": a face-down Richie flipped by an attack brings back the Zombie of its
    Graveyard."""
    g = run({"turn_player": 1, "players": [
        {"monsters": [{"card": "Fushioh Richie", "pos": "fd_def"}], "gy": [ZOMBIE]},
        {"monsters": [WEAK]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack") if f.get("name") == WEAK)})
    settle(g, prefer=("trigger", "card", "choose", "pass"), stops=("end_battle",))
    assert sorted(g.facts()["monsters.0"]) == sorted(["Fushioh Richie", ZOMBIE])
