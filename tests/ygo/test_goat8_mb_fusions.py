"""g8-mb: Mokey Mokey King (``cards/scripts/goat8_mb_fusions.py``). Source of the text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/13803864.yaml)."""

from __future__ import annotations

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def test_mokey_mokey_king_leaving_brings_back_the_mokey_mokeys() -> None:
    """""Mokey Mokey" + "Mokey Mokey" + "Mokey Mokey". When this card is removed from the field,
    you can Special Summon as many "Mokey Mokey" as possible from your Graveyard": Fusion
    Summoned from three Mokey Mokey, destroyed by Dark Hole, it brings all three back."""
    g = run({"players": [{"hand": ["Polymerization", "Mokey Mokey", "Mokey Mokey",
                                   "Mokey Mokey", "Dark Hole"],
                          "extra": ["Mokey Mokey King"]}, {}]})
    answer(g, act("Polymerization"))
    settle(g, choose=True)
    assert "Mokey Mokey King" in [g.facts()[f"mzone.0.{i}"] for i in range(5)]
    answer(g, act("Dark Hole"))
    for _ in range(10):
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger"}})
        elif options(g, "choose") or options(g, "position"):
            d = g.pending()
            assert d is not None
            g.answer(dict(d.options[0].form))
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    names = [g.facts()[f"mzone.0.{i}"] for i in range(5)]
    assert names.count("Mokey Mokey") == 3
