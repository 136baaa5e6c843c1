"""Goat-pool attack Traps (``cards/scripts/goat5_attack_traps.py``), each played under the goat
profile (LP 8000) and checked against its 2005 text, quoted in the test (our own wording,
``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _trap(name: str) -> dict[str, Any]:
    return {"card": name, **SET}


def _attack_into(trap: str, attacker: str = "Summoned Skull") -> YgoGame:
    """Seat 0 attacks with ``attacker`` into a Defense Position Giant Soldier of Stone (no battle
    damage to seat 1); seat 1 holds ``trap`` Set."""
    game = game_of([{"monsters": [attacker]},
                    {"spells": [_trap(trap)],
                     "monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}]}],
                   phase="battle")
    answer(game, action="attack", name=attacker)
    pass_while(game, 0)
    return game


def test_enchanted_javelin_gains_the_attackers_atk() -> None:
    """Enchanted Javelin: "Activate only when an opponent's monster declares an attack. You gain
    Life Points equal to the attacking monster's ATK": Summoned Skull's 2500."""
    game = _attack_into("Enchanted Javelin")
    answer(game, action="activate", name="Enchanted Javelin")
    settle(game)
    assert game.facts()["lp.1"] == LP + 2500


def test_enchanted_javelin_not_without_an_attack() -> None:
    """Enchanted Javelin answers an attack declaration only: not in the opponent's Main Phase."""
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Sangan"] * 3},
                    {"spells": [_trap("Enchanted Javelin")]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Enchanted Javelin")


def _tribute_then_attack(trap_owner_monsters: list[str]) -> YgoGame:
    """Seat 1 (turn player) Tribute Summons Summoned Skull over Battle Ox and attacks with it;
    seat 0 holds Blast Held by a Tribute."""
    game = game_of([{"spells": [_trap("Blast Held by a Tribute")],
                     "monsters": trap_owner_monsters},
                    {"hand": ["Summoned Skull"], "monsters": ["Battle Ox", "Sangan"]}],
                   turn=4, turn_player=1)
    answer(game, action="summon", name="Summoned Skull")
    answer(game, action="tribute", name="Battle Ox")
    settle(game)
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Summoned Skull")
    pass_while(game, 1)
    return game


def test_blast_held_by_a_tribute_answers_a_tribute_summoned_attacker() -> None:
    """Blast Held by a Tribute: "Activate only when a Tribute Summoned monster your opponent
    controls declares an attack. Destroy all face-up Attack Position monsters your opponent
    controls, and your opponent takes 1000 damage": Summoned Skull and Sangan go."""
    game = _tribute_then_attack([])
    answer(game, action="activate", name="Blast Held by a Tribute")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == [] and f["lp.1"] == LP - 1000


def test_blast_held_by_a_tribute_not_for_an_untributed_attacker() -> None:
    """A monster that was not Tribute Summoned (Sangan, placed on the field) gives no window."""
    game = game_of([{"spells": [_trap("Blast Held by a Tribute")]}, {"monsters": ["Sangan"]}],
                   turn=4, turn_player=1, phase="battle")
    answer(game, action="attack", name="Sangan")
    pass_while(game, 1)
    assert not options(game, action="activate", name="Blast Held by a Tribute")


def _attacks(game: YgoGame) -> list[dict[str, Any]]:
    answer(game, action="to_battle")
    settle(game)
    return options(game, action="attack")


def test_a_feint_plan_protects_face_down_defenders() -> None:
    """A Feint Plan: "For the rest of the turn this card is activated, neither player can attack
    face-down Defense Position monsters": with only a Set monster across, Battle Ox has no
    attack; without the Trap it has."""
    board: list[dict[str, Any]] = [{"monsters": ["Battle Ox"], "spells": [_trap("A Feint Plan")]},
                                    {"monsters": [{"card": "Sangan", "pos": "fd_def"}]}]
    game = game_of(board)
    assert _attacks(game)
    game = game_of(board)
    answer(game, action="activate", name="A Feint Plan")
    settle(game)
    assert not _attacks(game)


def test_absolute_end_makes_every_attack_direct() -> None:
    """Absolute End: "Activate only during your opponent's turn. For the rest of this turn,
    your opponent's monsters attack you directly": Battle Ox's attack past Giant Soldier of
    Stone hits the Life Points (1700)."""
    game = game_of([{"spells": [_trap("Absolute End")], "monsters": ["Giant Soldier of Stone"]},
                    {"monsters": ["Battle Ox"]}], turn=4, turn_player=1, phase="standby")
    pass_while(game, 1)
    answer(game, action="activate", name="Absolute End")
    settle(game)
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Battle Ox")
    while (d := game.pending()) is not None and not game.facts()["over"] \
            and game.facts()["phase"] == "battle" and game.facts()["lp.0"] == LP:
        if options(game, action="pass"):
            answer(game, action="pass")
        else:
            game.answer(d.options[0].form)
    assert game.facts()["lp.0"] == LP - 1700
    assert game.facts()["monsters.0"] == ["Giant Soldier of Stone"]
    game = game_of([{"spells": [_trap("Absolute End")]}, {}])
    assert not options(game, action="activate", name="Absolute End")  # own turn


def test_frozen_soul_skips_the_opponents_next_battle_phase() -> None:
    """Frozen Soul: "Activate only while your opponent has at least 2000 more Life Points than
    you. Your opponent skips their next Battle Phase"; 1999 behind it cannot be activated."""
    board: list[dict[str, Any]] = [{"spells": [_trap("Frozen Soul")], "deck": ["Kuriboh"] * 4},
                                    {"monsters": ["Battle Ox"], "deck": ["Sangan"] * 4}]
    game = game_of(board, lp=[LP - 1999, LP])
    assert not options(game, action="activate", name="Frozen Soul")
    game = game_of(board, lp=[LP - 2000, LP])
    answer(game, action="activate", name="Frozen Soul")
    settle(game)
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn"] == 4 and f["phase"] == "main1"
    assert not options(game, action="to_battle") and options(game, action="to_end")
