"""Goat Spells & Traps batch 1 (``cards/scripts/goat_st_empty_jar.py``): the Empty Jar deck's Card
of Safe Return, Dragged Down into the Grave and Serial Spell, each checked against its 2005 text
(the line is quoted in each test), under the goat profile."""

from __future__ import annotations

import json

from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while

from cardtable.ygo.game import YgoGame


def _revive(game: YgoGame) -> None:
    """Monster Reborn on the only monster there: its target is picked for us, the opponent
    passes, face-up Attack Position is chosen."""
    answer(game, action="activate", name="Monster Reborn")
    if options(game, action="card", name="Summoned Skull"):
        answer(game, action="card", name="Summoned Skull")
    pass_while(game, 1)
    if options(game, action="choose", value=1):
        answer(game, action="choose", value=1)


SAFE_RETURN = {"card": "Card of Safe Return", "face_up": True}


def test_card_of_safe_return_draws_when_your_gy_monster_is_special_summoned() -> None:
    """"Whenever a monster in your Graveyard is Special Summoned to your side of the field, you
    may draw 1 card" — Monster Reborn on your own Summoned Skull: the draw is offered (optional)
    and taken."""
    game = game_of([{"hand": ["Monster Reborn"], "gy": ["Summoned Skull"], "spells": [SAFE_RETURN],
                   "deck": ["Kuriboh", "Battle Ox"]}, {}])
    _revive(game)
    assert options(game, action="decline")  # optional ("you may")
    answer(game, action="trigger", name="Card of Safe Return")
    pass_while(game, 1)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"]
    assert "Kuriboh" in f["hand.0"] or "Battle Ox" in f["hand.0"]
    assert f["hand_count.0"] == 1


def test_card_of_safe_return_ignores_the_opponents_graveyard() -> None:
    """"a monster in *your* Graveyard": reviving the opponent's monster draws nothing."""
    game = game_of([{"hand": ["Monster Reborn"], "spells": [SAFE_RETURN], "deck": ["Kuriboh"]},
                  {"gy": ["Summoned Skull"]}])
    _revive(game)
    assert not options(game, action="trigger", name="Card of Safe Return")
    assert game.facts()["hand_count.0"] == 0


def test_card_of_safe_return_set_face_down_does_nothing() -> None:
    """A Set Continuous Spell has no active effect: only a face-up Card of Safe Return draws."""
    game = game_of([{"hand": ["Monster Reborn"], "gy": ["Summoned Skull"], "deck": ["Kuriboh"],
                   "spells": [{"card": "Card of Safe Return", "face_up": False}]}, {}])
    _revive(game)
    assert not options(game, action="trigger", name="Card of Safe Return")


def test_dragged_down_each_player_discards_a_card_the_other_chose_then_both_draw() -> None:
    """"Each player sees the other player's hand and chooses 1 card from it; those cards are
    discarded. Then each player draws 1 card." The hands are shown to the opponent only: a
    spectator's events never name the hand cards that stay in the hand."""
    game = game_of([{"hand": ["Dragged Down into the Grave", "Battle Ox", "Kuriboh"],
                   "deck": ["Celtic Guardian"]},
                  {"hand": ["Dark Hole", "Mystical Elf"], "deck": ["Giant Soldier of Stone"]}])
    answer(game, action="activate", name="Dragged Down into the Grave")
    pass_while(game, 1)
    g = game.g
    dec = game.pending()
    assert dec is not None and dec.seat == 0
    answer(game, action="choose", value=next(c for c in g.hand[1] if g.name(c).en == "Dark Hole"))
    dec = game.pending()
    assert dec is not None and dec.seat == 1  # now the opponent chooses from our hand
    answer(game, action="choose", value=next(c for c in g.hand[0] if g.name(c).en == "Kuriboh"))
    f = game.facts()
    assert f["gy.1"] == ["Dark Hole"]
    assert sorted(f["gy.0"]) == ["Dragged Down into the Grave", "Kuriboh"]
    assert f["hand.0"] == ["Battle Ox", "Celtic Guardian"]
    assert f["hand.1"] == ["Giant Soldier of Stone", "Mystical Elf"]
    spectator = json.dumps(game.events(-1))
    assert "Mystical Elf" not in spectator and "Battle Ox" not in spectator
    assert "Mystical Elf" in json.dumps(game.events(0))  # seat 0 saw the opponent's hand


SERIAL = {"card": "Serial Spell", "face_up": False}


def test_serial_spell_copies_a_normal_spell_after_discarding_the_whole_hand() -> None:
    """Serial Spell: "Chain this card only to the activation of a Normal Spell Card. As a cost,
    discard every card in your hand. This card's effect becomes that Normal Spell Card's effect."
    The opponent's Pot of Greed: we discard our 2 cards, then draw 2 (our copy resolves first)."""
    game = game_of([{"hand": ["Battle Ox", "Kuriboh"], "spells": [SERIAL],
                   "deck": ["Celtic Guardian", "Mystical Elf"]},
                  {"hand": ["Pot of Greed"], "deck": ["Dark Hole", "Raigeki"]}],
                 turn=4, turn_player=1)
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Serial Spell")
    while game.pending() is not None and options(game, action="pass"):
        answer(game, action="pass")
    f = game.facts()
    assert sorted(f["gy.0"]) == ["Battle Ox", "Kuriboh", "Serial Spell"]
    assert f["hand.0"] == ["Celtic Guardian", "Mystical Elf"]
    assert f["hand.1"] == ["Dark Hole", "Raigeki"]


def test_serial_spell_chooses_its_own_target_for_a_targeting_spell() -> None:
    """Serial Spell copying Monster Reborn: the copy targets when Serial Spell is activated (our
    own Battle Ox) and revives it for us; the original then revives its own target."""
    game = game_of([{"hand": ["Kuriboh"], "spells": [SERIAL], "gy": ["Battle Ox"]},
                  {"hand": ["Monster Reborn"], "gy": ["Summoned Skull"]}],
                 turn=4, turn_player=1)
    answer(game, action="activate", name="Monster Reborn")
    answer(game, action="card", name="Summoned Skull")
    answer(game, action="activate", name="Serial Spell")
    answer(game, action="card", name="Battle Ox")
    while game.pending() is not None:
        if options(game, action="pass"):
            answer(game, action="pass")
        elif options(game, action="choose", value=1):
            answer(game, action="choose", value=1)
        else:
            break
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == ["Summoned Skull"]


def test_serial_spell_needs_a_normal_spell_and_a_card_to_discard() -> None:
    """Serial Spell answers a Normal Spell only (not Scapegoat, a Quick-Play) and its cost needs
    at least one card in hand."""
    game = game_of([{"hand": ["Kuriboh"], "spells": [SERIAL]}, {"hand": ["Scapegoat"]}],
                 turn=4, turn_player=1)
    answer(game, action="activate", name="Scapegoat")
    assert not options(game, action="activate", name="Serial Spell")
    game = game_of([{"spells": [SERIAL]}, {"hand": ["Pot of Greed"]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Serial Spell")


def test_serial_spell_copies_polymerization_with_its_material_loop() -> None:
    """Serial Spell copying Polymerization (whose material choice loops step by step): we fuse
    our own Gaia The Fierce Knight and Curse of Dragon on the field into Gaia the Dragon
    Champion; the opponent's Polymerization then fuses theirs."""
    game = game_of([{"hand": ["Kuriboh"], "spells": [SERIAL],
                   "monsters": ["Gaia The Fierce Knight", "Curse of Dragon"],
                   "extra": ["Gaia the Dragon Champion"]},
                  {"hand": ["Polymerization", "Gaia The Fierce Knight"],
                   "monsters": ["Curse of Dragon"], "extra": ["Gaia the Dragon Champion"]}],
                 turn=4, turn_player=1)
    answer(game, action="activate", name="Polymerization")
    answer(game, action="activate", name="Serial Spell")
    while game.pending() is not None:
        if options(game, action="pass"):
            answer(game, action="pass")
        elif options(game, action="choose", value=1):
            answer(game, action="choose", value=1)
        elif options(game, action="card"):
            answer(game, action="card")
        else:
            break
    f = game.facts()
    assert f["monsters.0"] == ["Gaia the Dragon Champion"]
    assert f["monsters.1"] == ["Gaia the Dragon Champion"]
    assert "Kuriboh" in f["gy.0"] and "Serial Spell" in f["gy.0"]
