"""A-Team: Trap Disposal Unit (``goat6_t_monster_negation.py``) under the goat profile: "usable
on either player's turn: when your opponent activates a Trap Card, Tribute this face-up card to
negate that activation and destroy the card" (the old Japanese text quoted by yugioh-wiki; our
own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while, settle

SET = {"face_up": False}


def test_a_team_negates_the_opponents_trap_in_its_own_turn() -> None:
    """Your own turn: you activate Pot of Greed, the opponent chains Dust Tornado on your Set
    card (or Pot of Greed); A-Team is Tributed: Dust Tornado is negated and destroyed, nothing of
    yours is destroyed."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 4,
                     "monsters": ["A-Team: Trap Disposal Unit"],
                     "spells": [{"card": "Sakuretsu Armor", **SET}]},
                    {"spells": [{"card": "Dust Tornado", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    pass_while(game, 0)
    answer(game, action="activate", name="Dust Tornado")
    if options(game, action="card"):
        answer(game, action="card")
    pass_while(game, 1)
    answer(game, action="activate", name="A-Team: Trap Disposal Unit")
    settle(game)
    f = game.facts()
    assert "Dust Tornado" in f["gy.1"] and "A-Team: Trap Disposal Unit" in f["gy.0"]
    assert "Sakuretsu Armor" not in f["gy.0"] and f["monsters.0"] == []
    assert len(f["hand.0"]) == 2  # Pot of Greed resolved


def test_a_team_answers_only_the_opponents_traps_and_only_face_up() -> None:
    """Its controller's own Trap opens nothing; a Set A-Team answers nothing."""
    game = game_of([{"monsters": ["A-Team: Trap Disposal Unit"],
                     "spells": [{"card": "Dust Tornado", **SET}]},
                    {"spells": [{"card": "Sakuretsu Armor", **SET}]}])
    answer(game, action="activate", name="Dust Tornado")
    if options(game, action="card"):
        answer(game, action="card")
    assert not options(game, action="activate", name="A-Team: Trap Disposal Unit")
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 4,
                     "monsters": [{"card": "A-Team: Trap Disposal Unit", "pos": "fd_def"}],
                     "spells": [{"card": "Sakuretsu Armor", **SET}]},
                    {"spells": [{"card": "Dust Tornado", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    pass_while(game, 0)
    answer(game, action="activate", name="Dust Tornado")
    if options(game, action="card"):
        answer(game, action="card")
    pass_while(game, 1)
    assert not options(game, action="activate", name="A-Team: Trap Disposal Unit")
