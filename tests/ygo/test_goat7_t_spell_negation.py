"""Mystic Probe and World Suppression (``goat7_t_spell_negation.py``) under the goat profile.
Texts: not flagged "Goat-era version" in goat-pool.csv; official texts (yaml-yugi
data/49251811.yaml Mystic Probe: "when a Continuous Spell Card is activated: negate all
Continuous Spell Cards during the turn"; data/12253117.yaml World Suppression: "when a Field
Spell Card is activated: negate the Field Spell Card during the turn")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def _chain_to(game: object, spell: str, trap: str) -> bool:
    """Seat 0 activates ``spell``; True if seat 1 is offered ``trap`` in answer."""
    answer(game, action="activate", name=spell)
    return bool(options(game, action="activate", name=trap))


def _banner_board(with_probe: bool) -> list[dict[str, object]]:
    traps = [{"card": "Mystic Probe", **SET}, {"card": "World Suppression", **SET}]
    return [{"hand": ["Banner of Courage"], "monsters": ["Battle Ox"]},
            {"spells": traps if with_probe else []}]


def test_mystic_probe_negates_continuous_spells_this_turn() -> None:
    """Banner of Courage (Continuous Spell: your monsters +200 ATK in your Battle Phase)
    answered by Mystic Probe (World Suppression may not answer it): in this turn's Battle Phase
    Battle Ox keeps 1700 ATK."""
    game = game_of(_banner_board(True))
    assert _chain_to(game, "Banner of Courage", "Mystic Probe")
    assert not options(game, action="activate", name="World Suppression")
    answer(game, action="activate", name="Mystic Probe")
    settle(game)
    answer(game, action="to_battle")
    f = game.facts()
    assert "Banner of Courage" in f["spells.0"] and f["mzone.0.0.atk"] == 1700


def test_without_mystic_probe_the_banner_applies() -> None:
    """Control: the same Banner unanswered gives Battle Ox 1900 ATK in the Battle Phase."""
    game = game_of(_banner_board(False))
    answer(game, action="activate", name="Banner of Courage")
    settle(game)
    answer(game, action="to_battle")
    assert game.facts()["mzone.0.0.atk"] == 1900


def test_world_suppression_negates_the_field_spell_this_turn() -> None:
    """Yami (+200 ATK to Fiends) answered by World Suppression: Summoned Skull stays at 2500;
    Mystic Probe does not answer a Field Spell."""
    game = game_of([{"hand": ["Yami"], "monsters": ["Summoned Skull"]},
                    {"spells": [{"card": "Mystic Probe", **SET},
                                {"card": "World Suppression", **SET}]}])
    assert _chain_to(game, "Yami", "World Suppression")
    assert not options(game, action="activate", name="Mystic Probe")
    answer(game, action="activate", name="World Suppression")
    settle(game)
    f = game.facts()
    assert f["field.0"] == "Yami" and f["mzone.0.0.atk"] == 2500
