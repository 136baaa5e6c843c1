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


# --- King of the Swamp: flagged; AST-082 text quoted by Pojo's card of the day of 2004-07-12
#     (pojo.com/yu-gi-oh/COTD/2004/2004Jul/12KS.shtml); rulings: yugioh.pl's "previously
#     official rulings" (the discard is a cost; no Polymerization in the Deck, no discard)


def test_king_of_the_swamp_substitutes_for_one_named_material() -> None:
    """"You can substitute this card for any 1 Fusion-Material Monster. When you do this, the
    other Fusion-Material Monster(s) must be the correct one(s)": Flame Manipulator + King of
    the Swamp make Flame Swordsman; two substitutes make nothing."""
    from tests.ygo.test_goat_st_batches import fuse_flame_swordsman

    f = fuse_flame_swordsman(["Flame Manipulator", "King of the Swamp"])
    assert f.get("monsters.0") == ["Flame Swordsman"]
    assert fuse_flame_swordsman(["King of the Swamp", "Beastking of the Swamps"]) == {}


def test_king_of_the_swamp_discards_for_polymerization_only_with_one_in_the_deck() -> None:
    """"Discard this card from your hand to the Graveyard to add a 'Polymerization' Spell Card
    from your Deck to your hand": with one in the Deck it works; without, no activation (the
    period email ruling)."""
    g = run({"players": [{"hand": ["King of the Swamp"], "deck": ["Polymerization", "Zoa"]},
                         {}]})
    answer(g, act("King of the Swamp"))
    settle(g)
    assert [g.g.cd(c).name.en for c in g.g.hand[0]] == ["Polymerization"]
    assert [g.g.cd(c).name.en for c in g.g.gy[0]] == ["King of the Swamp"]
    g = run({"players": [{"hand": ["King of the Swamp"], "deck": ["Zoa"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "King of the Swamp"]
