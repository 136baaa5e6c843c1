"""Goat Spells & Traps batch 1 (``cards/scripts/goat_st_empty_jar.py``): the Empty Jar deck's Card
of Safe Return and Dragged Down into the Grave, each checked against its 2005 text (the line is
quoted in each test) and the era's missing-the-timing rule."""

from __future__ import annotations

import json
from typing import Any

from cardtable.ygo.duel import scenario_duel
from cardtable.ygo.game import YgoGame


def _game(players: list[dict[str, Any]], **setup: Any) -> YgoGame:
    return YgoGame(scenario_duel({"turn": 3, "players": players, **setup}, 1))


def _answer(game: YgoGame, **want: Any) -> None:
    dec = game.pending()
    assert dec is not None
    for o in dec.options:
        if all({**o.about, **o.form}.get(k) == v for k, v in want.items()):
            game.answer(o.form)
            return
    raise AssertionError(f"no option {want}: {[(o.form, o.about) for o in dec.options]}")


def _pass_opponent(game: YgoGame, seat: int = 1) -> None:
    while (d := game.pending()) is not None and d.seat == seat and any(
            o.form.get("action") == "pass" for o in d.options):
        _answer(game, action="pass")


def _revive(game: YgoGame) -> None:
    """Monster Reborn on the only monster there: its target is picked for us, the opponent
    passes, face-up Attack Position is chosen."""
    _answer(game, action="activate", name="Monster Reborn")
    if _has(game, action="card", name="Summoned Skull"):
        _answer(game, action="card", name="Summoned Skull")
    _pass_opponent(game)
    if _has(game, action="choose", value=1):
        _answer(game, action="choose", value=1)


def _has(game: YgoGame, **want: Any) -> bool:
    d = game.pending()
    return d is not None and any(all({**o.about, **o.form}.get(k) == v for k, v in want.items())
                                 for o in d.options)


SAFE_RETURN = {"card": "Card of Safe Return", "face_up": True}


def test_card_of_safe_return_draws_when_your_gy_monster_is_special_summoned() -> None:
    """"Whenever a monster in your Graveyard is Special Summoned to your side of the field, you
    may draw 1 card" — Monster Reborn on your own Summoned Skull: the draw is offered (optional)
    and taken."""
    game = _game([{"hand": ["Monster Reborn"], "gy": ["Summoned Skull"], "spells": [SAFE_RETURN],
                   "deck": ["Kuriboh", "Battle Ox"]}, {}])
    _revive(game)
    assert _has(game, action="decline")  # optional ("you may")
    _answer(game, action="trigger", name="Card of Safe Return")
    _pass_opponent(game)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"]
    assert "Kuriboh" in f["hand.0"] or "Battle Ox" in f["hand.0"]
    assert f["hand_count.0"] == 1


def test_card_of_safe_return_ignores_the_opponents_graveyard() -> None:
    """"a monster in *your* Graveyard": reviving the opponent's monster draws nothing."""
    game = _game([{"hand": ["Monster Reborn"], "spells": [SAFE_RETURN], "deck": ["Kuriboh"]},
                  {"gy": ["Summoned Skull"]}])
    _revive(game)
    assert not _has(game, action="trigger", name="Card of Safe Return")
    assert game.facts()["hand_count.0"] == 0


def test_card_of_safe_return_set_face_down_does_nothing() -> None:
    """A Set Continuous Spell has no active effect: only a face-up Card of Safe Return draws."""
    game = _game([{"hand": ["Monster Reborn"], "gy": ["Summoned Skull"], "deck": ["Kuriboh"],
                   "spells": [{"card": "Card of Safe Return", "face_up": False}]}, {}])
    _revive(game)
    assert not _has(game, action="trigger", name="Card of Safe Return")


def test_dragged_down_each_player_discards_a_card_the_other_chose_then_both_draw() -> None:
    """"Each player sees the other player's hand and chooses 1 card from it; those cards are
    discarded. Then each player draws 1 card." The hands are shown to the opponent only: a
    spectator's events never name the hand cards that stay in the hand."""
    game = _game([{"hand": ["Dragged Down into the Grave", "Battle Ox", "Kuriboh"],
                   "deck": ["Celtic Guardian"]},
                  {"hand": ["Dark Hole", "Mystical Elf"], "deck": ["Giant Soldier of Stone"]}])
    _answer(game, action="activate", name="Dragged Down into the Grave")
    _pass_opponent(game)
    g = game.g
    dec = game.pending()
    assert dec is not None and dec.seat == 0
    _answer(game, action="choose", value=next(c for c in g.hand[1] if g.name(c).en == "Dark Hole"))
    dec = game.pending()
    assert dec is not None and dec.seat == 1  # now the opponent chooses from our hand
    _answer(game, action="choose", value=next(c for c in g.hand[0] if g.name(c).en == "Kuriboh"))
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
    game = _game([{"hand": ["Battle Ox", "Kuriboh"], "spells": [SERIAL],
                   "deck": ["Celtic Guardian", "Mystical Elf"]},
                  {"hand": ["Pot of Greed"], "deck": ["Dark Hole", "Raigeki"]}],
                 turn=4, turn_player=1)
    _answer(game, action="activate", name="Pot of Greed")
    _answer(game, action="activate", name="Serial Spell")
    while game.pending() is not None and _has(game, action="pass"):
        _answer(game, action="pass")
    f = game.facts()
    assert sorted(f["gy.0"]) == ["Battle Ox", "Kuriboh", "Serial Spell"]
    assert f["hand.0"] == ["Celtic Guardian", "Mystical Elf"]
    assert f["hand.1"] == ["Dark Hole", "Raigeki"]


def test_serial_spell_chooses_its_own_target_for_a_targeting_spell() -> None:
    """Serial Spell copying Monster Reborn: the copy targets when Serial Spell is activated (our
    own Battle Ox) and revives it for us; the original then revives its own target."""
    game = _game([{"hand": ["Kuriboh"], "spells": [SERIAL], "gy": ["Battle Ox"]},
                  {"hand": ["Monster Reborn"], "gy": ["Summoned Skull"]}],
                 turn=4, turn_player=1)
    _answer(game, action="activate", name="Monster Reborn")
    _answer(game, action="card", name="Summoned Skull")
    _answer(game, action="activate", name="Serial Spell")
    _answer(game, action="card", name="Battle Ox")
    while game.pending() is not None:
        if _has(game, action="pass"):
            _answer(game, action="pass")
        elif _has(game, action="choose", value=1):
            _answer(game, action="choose", value=1)
        else:
            break
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == ["Summoned Skull"]


def test_serial_spell_needs_a_normal_spell_and_a_card_to_discard() -> None:
    """Serial Spell answers a Normal Spell only (not Scapegoat, a Quick-Play) and its cost needs
    at least one card in hand."""
    game = _game([{"hand": ["Kuriboh"], "spells": [SERIAL]}, {"hand": ["Scapegoat"]}],
                 turn=4, turn_player=1)
    _answer(game, action="activate", name="Scapegoat")
    assert not _has(game, action="activate", name="Serial Spell")
    game = _game([{"spells": [SERIAL]}, {"hand": ["Pot of Greed"]}], turn=4, turn_player=1)
    _answer(game, action="activate", name="Pot of Greed")
    assert not _has(game, action="activate", name="Serial Spell")


def test_serial_spell_copies_polymerization_with_its_material_loop() -> None:
    """Serial Spell copying Polymerization (whose material choice loops step by step): we fuse
    our own Gaia The Fierce Knight and Curse of Dragon on the field into Gaia the Dragon
    Champion; the opponent's Polymerization then fuses theirs."""
    game = _game([{"hand": ["Kuriboh"], "spells": [SERIAL],
                   "monsters": ["Gaia The Fierce Knight", "Curse of Dragon"],
                   "extra": ["Gaia the Dragon Champion"]},
                  {"hand": ["Polymerization", "Gaia The Fierce Knight"],
                   "monsters": ["Curse of Dragon"], "extra": ["Gaia the Dragon Champion"]}],
                 turn=4, turn_player=1)
    _answer(game, action="activate", name="Polymerization")
    _answer(game, action="activate", name="Serial Spell")
    while game.pending() is not None:
        if _has(game, action="pass"):
            _answer(game, action="pass")
        elif _has(game, action="choose", value=1):
            _answer(game, action="choose", value=1)
        elif _has(game, action="card"):
            _answer(game, action="card")
        else:
            break
    f = game.facts()
    assert f["monsters.0"] == ["Gaia the Dragon Champion"]
    assert f["monsters.1"] == ["Gaia the Dragon Champion"]
    assert "Kuriboh" in f["gy.0"] and "Serial Spell" in f["gy.0"]
