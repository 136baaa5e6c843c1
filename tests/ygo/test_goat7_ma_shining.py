"""g7-ma: Blue-Eyes Shining Dragon (``cards/scripts/goat7_ma_shining.py``). Source of the text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/53347303.yaml)."""

from __future__ import annotations

from goat_mon_steps import act, answer, cd, normal, options, run

from cardtable.ygo.cards import constants as C

DRAGON = normal(lambda c: c.race == C.RACE_BY_NAME["Dragon"])
BESD = "Blue-Eyes Shining Dragon"


def test_gains_300_per_dragon_in_your_graveyard() -> None:
    """"Gains 300 ATK for each Dragon monster in your GY": 2 Dragons (and a Beast-Warrior) in
    its controller's Graveyard, a Dragon in the opponent's: +600."""
    g = run({"players": [{"monsters": [BESD], "gy": [DRAGON, DRAGON, "Battle Ox"]},
                         {"gy": [DRAGON]}]})
    assert g.facts()["mzone.0.0.atk"] == cd(BESD).atk + 600


def test_not_normal_summoned_and_no_procedure_without_ultimate_dragon() -> None:
    """"Cannot be Normal Summoned/Set. Must be Special Summoned ... by Tributing 1 "Blue-Eyes
    Ultimate Dragon"": in hand beside Blue-Eyes White Dragon, nothing is offered."""
    g = run({"players": [{"hand": [BESD], "monsters": ["Blue-Eyes White Dragon"] * 3}, {}]})
    assert not [f for f in options(g, "summon") if f.get("name") == BESD]
    assert not options(g, "goat_mon_proc")


def test_negates_an_effect_that_targets_it() -> None:
    """"When a card or effect is activated that targets this card: You can negate that effect"
    — the opponent's Book of Moon on it: it answers and stays face-up in Attack Position."""
    g = run({"turn_player": 1, "players": [{"monsters": [BESD]}, {"hand": ["Book of Moon"]}]})
    answer(g, act("Book of Moon"))  # its only target: picked without a question
    d = g.pending()
    assert d is not None and d.seat == 0
    answer(g, {"answer": {"action": "activate", "name": BESD}})
    for _ in range(6):
        d = g.pending()
        if d is None or any(o.form.get("action") == "to_end" for o in d.options):
            break
        g.answer({"action": "pass"})
    assert g.facts()["mzone.0.0.pos"] == "atk"
