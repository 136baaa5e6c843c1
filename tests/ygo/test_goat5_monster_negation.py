"""Goat-pool monster negators (``cards/scripts/goat5_monster_negation.py``): Skill Drain, Royal
Command, Gorgon's Eye, each played under the goat profile (LP 8000) and checked against its 2005
text (our own wording, ``pool/goat.csv``) and the 2005 Skill Drain rulings: only monsters on the
field are negated, checked when the effect resolves; effects that resolve in the Graveyard work."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}
UP = {"face_up": True}


def _pick_while(game: YgoGame, name: str) -> None:
    """Answer card picks with ``name`` while they are offered."""
    while options(game, action="card", name=name):
        answer(game, action="card", name=name)


def _knights(extra: list[dict[str, Any]]) -> YgoGame:
    return game_of([{"monsters": ["Command Knight"], "spells": extra}, {}])


def test_skill_drain_costs_1000_and_negates_a_continuous_effect() -> None:
    """Skill Drain: "Pay 1000 Life Points to activate. ... the effects of all face-up Effect
    Monsters on the field are negated": Command Knight ("Warrior-Type monsters you control gain
    400 ATK", 1200 printed) is back to 1200 once Skill Drain resolves."""
    game = _knights([{"card": "Skill Drain", **SET}])
    assert game.facts()["mzone.0.0.atk"] == 1600
    answer(game, action="activate", name="Skill Drain")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 1000 and f["mzone.0.0.atk"] == 1200


def test_skill_drain_needs_1000_life_points() -> None:
    """Skill Drain's 1000 Life Points are a cost: with 999 it cannot be activated."""
    game = game_of([{"spells": [{"card": "Skill Drain", **SET}]}, {}], lp=[999, LP])
    assert not options(game, action="activate", name="Skill Drain")


def test_skill_drain_lets_a_graveyard_effect_resolve() -> None:
    """2005 Skill Drain ruling: only monsters face-up on the field are negated; Sangan's effect
    ("when this card is sent from the field to the Graveyard") resolves in the Graveyard and
    still adds a monster with 1500 or less ATK to the hand."""
    game = game_of([{"hand": ["Dark Hole"]},
                    {"monsters": ["Sangan"], "spells": [{"card": "Skill Drain", **UP}],
                     "deck": ["Kuriboh", "Battle Ox"]}])
    answer(game, action="activate", name="Dark Hole")
    settle(game)
    while (d := game.pending()) is not None and d.seat == 1 and not options(game, action="pass"):
        if options(game, action="card", name="Kuriboh"):
            answer(game, action="card", name="Kuriboh")
        else:
            game.answer(d.options[0].form)
    settle(game)
    assert game.facts()["hand.1"] == ["Kuriboh"]


def _flip_bug(spells1: list[dict[str, Any]]) -> YgoGame:
    """Seat 0 Flip Summons Man-Eater Bug ("FLIP: destroy 1 monster on the field") and picks
    seat 1's Battle Ox."""
    game = game_of([{"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def"}]},
                    {"monsters": ["Battle Ox"], "spells": spells1}])
    answer(game, action="flip_summon", name="Man-Eater Bug")
    settle(game)
    for _ in range(6):
        if options(game, action="card", name="Battle Ox"):
            answer(game, action="card", name="Battle Ox")
        elif options(game, action="activate", name="Man-Eater Bug"):
            answer(game, action="activate", name="Man-Eater Bug")
        settle(game)
    return game


def test_royal_command_negates_a_flip_effect() -> None:
    """Royal Command: "the effects of all Flip Effect Monsters are negated": Man-Eater Bug's
    Flip effect destroys nothing under it; without it, Battle Ox is destroyed."""
    game = _flip_bug([{"card": "Royal Command", **UP}])
    assert game.facts()["monsters.1"] == ["Battle Ox"]
    game = _flip_bug([])
    assert game.facts()["monsters.1"] == []


def test_royal_command_spares_a_non_flip_monster() -> None:
    """Royal Command reaches Flip Effect Monsters only: Command Knight keeps its 400 ATK."""
    game = _knights([{"card": "Royal Command", **UP}])
    assert game.facts()["mzone.0.0.atk"] == 1600


def test_gorgons_eye_negates_defense_position_monsters_this_turn() -> None:
    """Gorgon's Eye: "Until the End Phase of this turn, the effects of Defense Position monsters
    on the field are negated": of two Command Knights, the one in Defense Position stops giving
    400 ATK (the Attack Position one has 1600, not 2000)."""
    game = game_of([{"monsters": ["Command Knight", {"card": "Command Knight", "pos": "def"}],
                     "spells": [{"card": "Gorgon's Eye", **SET}]}, {}])
    assert game.facts()["mzone.0.0.atk"] == 2000
    answer(game, action="activate", name="Gorgon's Eye")
    settle(game)
    assert game.facts()["mzone.0.0.atk"] == 1600
