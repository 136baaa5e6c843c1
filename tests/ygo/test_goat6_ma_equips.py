"""g6-ma: Chopman the Desperate Outlaw (``cards/scripts/goat6_ma_equips.py``): "when this card is
Flip Summoned, you can equip it with 1 Equip Spell Card from your Graveyard" (its printed text,
our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from goat_mon_steps import answer, cd, options, run

from cardtable.ygo.game import YgoGame

CHOPMAN = "Chopman the Desperate Outlaw"


def _flip(gy: list[str]) -> YgoGame:
    g = run({"players": [{"monsters": [{"card": CHOPMAN, "pos": "fd_def"}], "gy": gy}, {}]})
    answer(g, {"answer": {"action": "flip_summon", "name": CHOPMAN}})
    return g


def test_a_flip_summon_equips_it_from_the_graveyard() -> None:
    """Flip Summoned with Axe of Despair (+1000 ATK) in the Graveyard: it is equipped with it."""
    g = _flip(["Axe of Despair"])
    answer(g, {"answer": {"action": "trigger", "name": CHOPMAN}})
    for _ in range(4):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            break
        answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert f["spells.0"] == ["Axe of Despair"] and f["szone.0.0.equip"] == CHOPMAN
    assert f["mzone.0.0.atk"] == cd(CHOPMAN).atk + 1000 and f["gy.0"] == []


def test_no_equip_spell_no_trigger() -> None:
    """With only a non-Equip Spell in the Graveyard there is nothing to offer."""
    g = _flip(["Dark Hole"])
    assert not options(g, "trigger")
