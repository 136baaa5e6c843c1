"""Curse of Royal (``goat6_t_counter_traps.py``) under the goat profile: "Negate the activation
and the effect of a Spell or Trap Card that includes an effect destroying Spell or Trap Cards,
and destroy it" (PGD-044; the old Japanese text and the pre-October-2005 ruling quoted by
yugioh-wiki: several destroyed cards count too; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

SET = {"face_up": False}


def test_curse_of_royal_stops_mystical_space_typhoon() -> None:
    """Mystical Space Typhoon on the Curse owner's Set card: negated and destroyed."""
    game = game_of([{"hand": ["Mystical Space Typhoon"]},
                    {"spells": [{"card": "Curse of Royal", **SET},
                                {"card": "Sakuretsu Armor", **SET}]}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    d = game.pending()
    if d is not None and d.kind == "pick":
        game.answer(d.options[-1].form)
    pass_while(game, 0)
    answer(game, action="activate", name="Curse of Royal")
    settle(game)
    f = game.facts()
    assert "Mystical Space Typhoon" in f["gy.0"] and len(f["spells.1"]) == 1


def test_curse_of_royal_stops_heavy_storm_in_2005() -> None:
    """The 2005 ruling: Heavy Storm (every Spell/Trap) is answered too; the other Set card
    survives."""
    game = game_of([{"hand": ["Heavy Storm"]},
                    {"spells": [{"card": "Curse of Royal", **SET},
                                {"card": "Sakuretsu Armor", **SET}]}])
    answer(game, action="activate", name="Heavy Storm")
    pass_while(game, 0)
    answer(game, action="activate", name="Curse of Royal")
    settle(game)
    f = game.facts()
    assert "Heavy Storm" in f["gy.0"] and len(f["spells.1"]) == 1


def test_curse_of_royal_not_against_other_spells() -> None:
    """Pot of Greed destroys nothing: no Curse."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 3},
                    {"spells": [{"card": "Curse of Royal", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Curse of Royal")


def test_judgment_of_anubis_negates_heavy_storm_then_burns() -> None:
    """Judgment of Anubis: "discard 1 card; negate the opponent's Spell that destroys Spell/Trap
    Cards on the field, and destroy it; then you may destroy 1 face-up monster they control and
    inflict its ATK as damage": Heavy Storm is negated, Summoned Skull (2500) destroyed, 2500
    damage; the discard was Sangan."""
    game = game_of([{"hand": ["Heavy Storm"], "monsters": ["Summoned Skull"]},
                    {"hand": ["Sangan"], "spells": [{"card": "Judgment of Anubis", **SET}]}])
    answer(game, action="activate", name="Heavy Storm")
    pass_while(game, 0)
    answer(game, action="activate", name="Judgment of Anubis")
    settle(game)
    answer(game, action="card", name="Summoned Skull")
    if options(game, action="done"):
        answer(game, action="done")
    settle(game)
    f = game.facts()
    assert "Heavy Storm" in f["gy.0"] and "Summoned Skull" in f["gy.0"]
    assert f["lp.0"] == LP - 2500 and "Sangan" in f["gy.1"]


def test_judgment_of_anubis_only_spells_that_destroy_spell_traps() -> None:
    """Dark Hole destroys monsters only: no Judgment."""
    game = game_of([{"hand": ["Dark Hole"], "monsters": ["Summoned Skull"]},
                    {"hand": ["Sangan"], "spells": [{"card": "Judgment of Anubis", **SET}]}])
    answer(game, action="activate", name="Dark Hole")
    assert not options(game, action="activate", name="Judgment of Anubis")
