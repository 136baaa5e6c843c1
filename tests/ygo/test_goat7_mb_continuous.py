"""g7-mb: continuous effects (``cards/scripts/goat7_mb_continuous.py``). The cards are not
flagged "Goat-era version" in goat-pool.csv, so each test checks a clause of today's official
text (yaml-yugi ``data/<passcode>.yaml``), named in its docstring."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, cd, normal, options, run

from cardtable.ygo.cards import constants as C


def _settle(g: Any) -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, trigger=True)


def _book_targets(opp_monsters: list[Any]) -> set[str]:
    g = run({"phase": "main1", "players": [{"hand": ["Book of Moon"]},
                                           {"monsters": opp_monsters}]})
    answer(g, act("Book of Moon"))
    return {f["name"] for f in options(g, "card")}


def test_horus_servant_keeps_the_opponent_from_targeting_horus() -> None:
    """Horus' Servant (official text, data/09264485.yaml): "Your opponent cannot target face-up
    'Horus the Black Flame Dragon' monsters with Spells, Traps, or card effects" — the
    opponent's Book of Moon may target the Servant and Battle Ox, not Horus LV4; without the
    Servant, Horus is a target."""
    assert _book_targets(["Horus' Servant", "Horus the Black Flame Dragon LV4",
                          "Battle Ox"]) == {"Horus' Servant", "Battle Ox"}
    assert "Horus the Black Flame Dragon LV4" in _book_targets(
        ["Horus the Black Flame Dragon LV4", "Battle Ox"])


def test_horus_servant_does_not_stop_its_own_controller() -> None:
    """Only "your opponent": the Servant's controller's own Book of Moon may target Horus."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Book of Moon"], "monsters": ["Horus' Servant",
                                                "Horus the Black Flame Dragon LV4"]}, {}]})
    answer(g, act("Book of Moon"))
    assert "Horus the Black Flame Dragon LV4" in {f["name"] for f in options(g, "card")}


def _wolf_attacks_bug(with_fiend: bool) -> Any:
    fiend = normal(lambda c: c.race & C.RACE_BY_NAME["Fiend"] and c.atk < 1500)
    me = ["Twin-Headed Wolf", *([fiend] if with_fiend else [])]
    g = run({"phase": "battle", "players": [
        {"monsters": me},
        {"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def", "new": False}]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Twin-Headed Wolf"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    return g


def test_twin_headed_wolf_negates_a_flip_effect_beside_another_fiend() -> None:
    """Twin-Headed Wolf (official text, data/88132637.yaml): "While you control another Fiend
    monster, negate the effects of Flip monsters destroyed by battle with this card" — it
    destroys a face-down Man-Eater Bug, whose Flip effect (destroy 1 monster) is negated: both
    of seat 0's monsters stay."""
    g = _wolf_attacks_bug(True)
    f = g.facts()
    assert f["gy.1"] == ["Man-Eater Bug"] and len(f["monsters.0"]) == 2
    assert any(kind == "effect_negated_by" for kind, _, _ in g.g.elog)


def test_twin_headed_wolf_alone_negates_nothing() -> None:
    """Without another Fiend the Bug's Flip effect resolves: the Wolf is destroyed."""
    g = _wolf_attacks_bug(False)
    f = g.facts()
    assert f["gy.1"] == ["Man-Eater Bug"] and f["gy.0"] == ["Twin-Headed Wolf"]


def test_prickle_fairy_guards_face_up_insects() -> None:
    """Prickle Fairy (official text, data/91559748.yaml): "Your opponent cannot attack Insect
    monsters" — with the Fairy face-up, Battle Ox may attack the Fairy only, not the Insect;
    a face-down Insect shows no Type and stays a target."""
    insect = normal(lambda c: c.race & C.RACE_BY_NAME["Insect"])
    assert cd(insect).race & C.RACE_BY_NAME["Insect"]
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"]}, {"monsters": ["Prickle Fairy", insect]}]})
    assert {f.get("target_name") for f in options(g, "attack")} == {"Prickle Fairy"}
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"]}, {"monsters": [insect]}]})
    assert insect in {f.get("target_name") for f in options(g, "attack")}


def test_prickle_fairy_turns_its_battle_opponent_to_defense() -> None:
    """"If this card battled a monster, at the end of the Damage Step: Change that monster to
    Defense Position" — Battle Ox (1700) attacks the Defense Position Fairy (2000 DEF),
    survives, and ends in Defense Position."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Battle Ox"]}, {"monsters": [{"card": "Prickle Fairy", "pos": "def"}]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Battle Ox"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["lp.0"] == 3700 and f["mzone.0.0.pos"] == "def"
