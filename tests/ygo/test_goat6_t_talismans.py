"""Talisman of Spell Sealing and Talisman of Trap Sealing (scripted in ``goat6_s_seals.py``;
g6-t's second copy of the pair was dropped at the merge) under the goat
profile: "Activate only while Sealmaster Meisei is on your side of the field. While this card is
on the field, Spell (Trap) Cards cannot be activated and the effects of all Spell (Trap) Cards on
the field are negated. When Sealmaster Meisei is no longer on your side of the field, destroy
this card" (AST-049 / AST-044; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}


def test_talisman_of_spell_sealing_stops_spell_activations() -> None:
    """With Sealmaster Meisei: once the Talisman resolves, Pot of Greed cannot be activated; a
    face-up Messenger of Peace's effect is negated too (Battle Ox, 1700 ATK, may attack)."""
    game = game_of([{"monsters": ["Sealmaster Meisei", "Battle Ox"], "hand": ["Pot of Greed"],
                     "spells": [{"card": "Talisman of Spell Sealing", **SET}],
                     "deck": ["Sangan"] * 4},
                    {"spells": [{"card": "Messenger of Peace", "face_up": True}]}])
    assert options(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Talisman of Spell Sealing")
    settle(game)
    assert not options(game, action="activate", name="Pot of Greed")
    answer(game, action="to_battle")
    settle(game)
    assert options(game, action="attack", name="Battle Ox")


def test_talisman_needs_meisei_and_goes_with_her() -> None:
    """Without Sealmaster Meisei it cannot be activated; with her, once she is destroyed (Ring
    of Destruction on her) the Talisman is destroyed too."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Talisman of Spell Sealing", **SET}]}, {}])
    assert not options(game, action="activate", name="Talisman of Spell Sealing")
    game = game_of([{"monsters": ["Sealmaster Meisei"],
                     "spells": [{"card": "Talisman of Spell Sealing", **SET},
                                {"card": "Ring of Destruction", **SET}]}, {}])
    answer(game, action="activate", name="Talisman of Spell Sealing")
    settle(game)
    answer(game, action="activate", name="Ring of Destruction")
    if options(game, action="card", name="Sealmaster Meisei"):
        answer(game, action="card", name="Sealmaster Meisei")
    settle(game)
    f = game.facts()
    assert "Sealmaster Meisei" in f["gy.0"] and "Talisman of Spell Sealing" in f["gy.0"]
    assert f["lp.0"] == LP - 1100


def test_talisman_of_trap_sealing_stops_trap_activations() -> None:
    """Talisman of Trap Sealing (a Continuous Spell) with Meisei: the Set Ring of Destruction
    cannot be activated any more."""
    game = game_of([{"monsters": ["Sealmaster Meisei", "Battle Ox"],
                     "hand": ["Talisman of Trap Sealing"],
                     "spells": [{"card": "Ring of Destruction", **SET}]}, {}])
    assert options(game, action="activate", name="Ring of Destruction")
    answer(game, action="activate", name="Talisman of Trap Sealing")
    settle(game)
    assert not options(game, action="activate", name="Ring of Destruction")


def test_talisman_of_trap_sealing_switches_off_an_active_continuous_trap() -> None:
    """"The effects of all Trap Cards on the field are negated": DNA Transplant (declared DARK)
    made Battle Ox fit Sword of Dark Destruction; once the Talisman of Trap Sealing resolves,
    Battle Ox is EARTH again and the Sword is destroyed by the state check. (A face-up Trap with
    continuous aspects read while a Talisman applies: g6-t's dropped copy looped there.)"""
    game = game_of([{"monsters": ["Sealmaster Meisei", "Battle Ox"],
                     "hand": ["Talisman of Trap Sealing", "Sword of Dark Destruction"],
                     "spells": [{"card": "DNA Transplant", **SET}]}, {}])
    answer(game, action="activate", name="DNA Transplant")
    d = game.pending()
    assert d is not None
    game.answer(next(o.form for o in d.options if "DARK" in str(o.label)))
    settle(game)
    answer(game, action="activate", name="Sword of Dark Destruction")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    assert game.view(0)["players"][0]["monsters"][1]["atk"] == 2100
    answer(game, action="activate", name="Talisman of Trap Sealing")
    settle(game)
    f = game.facts()
    assert "Sword of Dark Destruction" in f["gy.0"] and f["spells.0"] == [
        "DNA Transplant", "Talisman of Trap Sealing"]
