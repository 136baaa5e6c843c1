"""Light of Intervention (``goat7_t_no_sets.py``, ``hooks.FACE_DOWN_BANS``) under the goat
profile. Text: not flagged "Goat-era version" in goat-pool.csv; official text (yaml-yugi
data/62867251.yaml): "while this card is on the field, Monster Cards cannot be Set or flipped
face-down; if a Monster Card would be Set, it must be Normal Summoned in face-up Defense
Position"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_no_set_but_a_face_up_defense_summon() -> None:
    """With Light of Intervention face-up: no Set of Battle Ox is offered, its Normal Summon in
    face-up Defense Position is; taken, Battle Ox stands face-up in Defense Position."""
    game = game_of([{"hand": ["Battle Ox"],
                     "spells": [{"card": "Light of Intervention", "face_up": True}]}, {}])
    assert not options(game, action="set_monster", name="Battle Ox")
    answer(game, action="summon_def", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0"] == "Battle Ox" and f["mzone.0.0.pos"] == "def"


def test_book_of_moon_cannot_turn_a_monster_face_down() -> None:
    """"Cannot be flipped face-down": Book of Moon on the opponent's Summoned Skull leaves it
    face-up in Attack Position."""
    game = game_of([{"hand": ["Book of Moon"],
                     "spells": [{"card": "Light of Intervention", "face_up": True}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Book of Moon")
    if options(game, action="card", name="Summoned Skull"):
        answer(game, action="card", name="Summoned Skull")
    settle(game)
    assert game.facts()["mzone.1.0.pos"] == "atk"


def test_without_it_a_set_is_offered() -> None:
    """Control: the same hand without Light of Intervention may Set Battle Ox, and no face-up
    Defense Summon is offered under the goat profile."""
    game = game_of([{"hand": ["Battle Ox"]}, {}])
    assert options(game, action="set_monster", name="Battle Ox")
    assert not options(game, action="summon_def", name="Battle Ox")
