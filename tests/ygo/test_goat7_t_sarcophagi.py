"""The Sarcophagus set (``goat7_t_sarcophagi.py``) under the goat profile. Texts: not flagged
"Goat-era version" in goat-pool.csv; official texts (yaml-yugi data/31076103.yaml The First
Sarcophagus: "during each of your opponent's End Phases, place 1 card face-up on your side of the
field from your hand or Deck in this order: 'The Second Sarcophagus', 'The Third Sarcophagus'; if
1 Sarcophagus card is removed from your side of the field, all of them on your side of the field
are sent to the Graveyard; when you have all 3 on your side of the field, send them to the
Graveyard to Special Summon 1 'Spirit of the Pharaoh' from your hand or Deck"; data/04081094.yaml
and data/78697395.yaml: "this card can only be placed on the field by the effect of 'The First
Sarcophagus'"; data/25343280.yaml Spirit of the Pharaoh: "cannot be Special Summoned except by
the effect of 'The First Sarcophagus'; when this card is Special Summoned, you can Special Summon
up to 4 Level 2 or lower Zombie-Type Normal Monsters from your Graveyard")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame


def _end_opponents_turn(game: YgoGame) -> None:
    """Seat 1 (the turn player) goes to its End Phase; seat 0 answers what it is asked with the
    first option (the Sarcophagus from the hand first, Attack Position, all Zombies)."""
    answer(game, action="to_end")
    while game.pending() is not None and game.facts()["turn"] == 4:
        if options(game, action="pass"):
            answer(game, action="pass")
        elif options(game, action="card"):
            game.answer(options(game, action="card")[0])
        elif options(game, action="done"):
            answer(game, action="done")
        else:
            d = game.pending()
            assert d is not None
            game.answer(d.options[0].form)


def test_the_sarcophagi_come_in_order_and_call_the_spirit() -> None:
    """Opponent's End Phase 1: The Second comes from the hand; End Phase 2: The Third comes
    from the Deck, the three go to the Graveyard and Spirit of the Pharaoh is Special Summoned
    from the Deck; its trigger brings back the Level 2 Zombie Normal Pharaoh's Servant."""
    game = game_of([{"hand": ["The Second Sarcophagus"],
                     "deck": ["The Third Sarcophagus", "Spirit of the Pharaoh", "Kuriboh"],
                     "gy": ["Pharaoh's Servant"],
                     "spells": [{"card": "The First Sarcophagus", "face_up": True}]},
                    {"deck": ["Sangan"] * 6}], turn=4, turn_player=1)
    _end_opponents_turn(game)
    f = game.facts()
    assert sorted(f["spells.0"]) == ["The First Sarcophagus", "The Second Sarcophagus"]
    game = game_of([{"deck": ["The Third Sarcophagus", "Spirit of the Pharaoh", "Kuriboh"],
                     "gy": ["Pharaoh's Servant"],
                     "spells": [{"card": "The First Sarcophagus", "face_up": True},
                                {"card": "The Second Sarcophagus", "face_up": True}]},
                    {"deck": ["Sangan"] * 6}], turn=4, turn_player=1)
    _end_opponents_turn(game)
    f = game.facts()
    assert f["spells.0"] == []
    assert sorted(f["gy.0"]) == ["The First Sarcophagus", "The Second Sarcophagus",
                                 "The Third Sarcophagus"]
    assert sorted(f["monsters.0"]) == ["Pharaoh's Servant", "Spirit of the Pharaoh"]


def test_one_sarcophagus_leaving_takes_the_others() -> None:
    """Mystical Space Typhoon on The Second: The First goes to the Graveyard with it."""
    game = game_of([{"hand": ["Mystical Space Typhoon"]},
                    {"spells": [{"card": "The First Sarcophagus", "face_up": True},
                                {"card": "The Second Sarcophagus", "face_up": True}]}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, action="card", name="The Second Sarcophagus")
    settle(game)
    f = game.facts()
    assert f["spells.1"] == [] and "The First Sarcophagus" in f["gy.1"]


def test_the_second_is_never_played_and_the_spirit_only_by_the_first() -> None:
    """The Second in the hand: neither activated nor Set; Spirit of the Pharaoh in the hand
    cannot be Special Summoned by anything but the First (here: no chain at all)."""
    game = game_of([{"hand": ["The Second Sarcophagus", "Spirit of the Pharaoh"]}, {}])
    assert not options(game, action="activate", name="The Second Sarcophagus")
    assert not options(game, action="set", name="The Second Sarcophagus")
    g = game.g
    spirit = next(c for c in g.hand[0] if g.cd(c).name.en == "Spirit of the Pharaoh")
    assert not g.can_special_summon(spirit, 0)
