"""DNA Transplant (``goat6_t_attribute_change.py``) under the goat profile: "declare 1
Attribute; every face-up monster on the field becomes that Attribute" (the old Japanese text
quoted by yugioh-wiki; our own words in ``pool/goat.csv``), read through Equip Spells with an
Attribute condition (Sword of Dark Destruction: "equip only to a DARK monster")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _declare(game: YgoGame, attr: str) -> None:
    d = game.pending()
    assert d is not None
    got = [o.form for o in d.options if attr in str(o.label) or attr in str(o.about)]
    assert got, [str(o.label) for o in d.options]
    game.answer(got[0])


def test_dna_transplant_lets_a_dark_only_equip_fit_an_earth_monster() -> None:
    """Battle Ox (EARTH) takes no Sword of Dark Destruction; after DNA Transplant declaring DARK
    resolves, the Sword equips it (+400 ATK)."""
    game = game_of([{"hand": ["Sword of Dark Destruction"], "monsters": ["Battle Ox"],
                     "spells": [{"card": "DNA Transplant", **SET}]}, {}])
    assert not options(game, action="activate", name="Sword of Dark Destruction")
    answer(game, action="activate", name="DNA Transplant")
    _declare(game, "DARK")
    settle(game)
    answer(game, action="activate", name="Sword of Dark Destruction")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    v = game.view(0)
    assert v["players"][0]["monsters"][0]["atk"] == 1700 + 400


def test_dna_transplant_breaks_an_attribute_equip() -> None:
    """The opponent's DNA Transplant declaring LIGHT: the Sword on Dark Magician (DARK) no longer
    fits and is destroyed by the state check."""
    game = game_of([{"monsters": ["Dark Magician"],
                     "spells": [{"card": "Sword of Dark Destruction", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]},
                    {"spells": [{"card": "DNA Transplant", **SET}]}])
    answer(game, action="to_end")
    pass_while(game, 0)
    answer(game, action="activate", name="DNA Transplant")
    _declare(game, "LIGHT")
    settle(game)
    f = game.facts()
    assert "Sword of Dark Destruction" in f["gy.0"] and f["monsters.0"] == ["Dark Magician"]
