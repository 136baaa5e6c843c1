"""Dice Re-Roll (``goat9_a_dice.py``) under the goat profile, and the shared roll step every die
of the pool goes through. Text: not flagged "Goat-era version" in goat-pool.csv; official text
(yaml-yugi data/83241722.yaml): "One time, during the rest of this turn, if either player(s)
rolls a die (or dice), you can have the player(s) re-roll. (You can only gain this effect once
per turn.)" Rulings: the Goat FAQ (TheMTtakeover/goat-rulings goat-indv-rulings/dice-re-roll.md):
activated *before* the rolling effect, then usable once that turn; an Archfiend's roll may be
re-rolled (activate it in response to the targeting card); whose roll does not matter (Netrep
2004-01-29); Roulette Barrel's two rolls are both rolled again; Dice Jar's two players both
re-roll. Dice are the duel's seeded RNG, read back from the public ``die_roll`` events."""

from __future__ import annotations

from typing import Any

import pytest
from tests.ygo.test_goat_st_batches import answer, options, settle

from cardtable.ygo.duel import scenario_duel
from cardtable.ygo.game import YgoGame

DRR = {"card": "Dice Re-Roll", "face_up": False}


def _game(players: list[dict[str, Any]], seed: int = 1, **setup: Any) -> YgoGame:
    return YgoGame(scenario_duel({"profile": "goat", "turn": 3, "players": players, **setup},
                                 seed))


def _rolls(game: YgoGame) -> list[int]:
    return [int(e["result"]) for e in game.events(0) if e["kind"] == "die_roll"]


def _gain(game: YgoGame) -> None:
    """Seat 0 activates its Set Dice Re-Roll in Main Phase 1; nobody chains."""
    answer(game, action="activate", name="Dice Re-Roll")
    settle(game)


def _graceful(seed: int = 1, drr: bool = True) -> YgoGame:
    game = _game([{"hand": ["Graceful Dice", "Graceful Dice"], "monsters": ["Battle Ox"],
                   "spells": [DRR] if drr else []}, {}], seed)
    if drr:
        _gain(game)
    answer(game, action="activate", name="Graceful Dice")
    settle(game)
    return game


def test_a_roll_is_rolled_again_and_the_new_result_counts() -> None:
    """"you can have the player re-roll": after Graceful Dice's roll the Dice Re-Roll player is
    asked; "yes" rolls once more and Battle Ox (1700) gains the second result x 100."""
    for seed in (1, 2, 3):
        game = _graceful(seed)
        d = game.pending()
        assert d is not None and d.seat == 0 and options(game, action="yes")
        assert len(_rolls(game)) == 1
        answer(game, action="yes")
        settle(game)
        rolls = _rolls(game)
        assert len(rolls) == 2
        assert game.facts()["mzone.0.0.atk"] == 1700 + 100 * rolls[1]


def test_declining_keeps_the_roll_and_the_effect_waits_for_a_later_roll() -> None:
    """"One time, during the rest of this turn": "no" keeps the first result; the effect stays
    for the next roll of the turn (the second Graceful Dice is asked again), and once used no
    third roll is offered."""
    game = _graceful()
    answer(game, action="no")
    settle(game)
    first = _rolls(game)
    assert len(first) == 1 and game.facts()["mzone.0.0.atk"] == 1700 + 100 * first[0]
    answer(game, action="activate", name="Graceful Dice")
    settle(game)
    assert options(game, action="yes")
    answer(game, action="yes")
    settle(game)
    rolls = _rolls(game)
    assert len(rolls) == 3
    assert game.facts()["mzone.0.0.atk"] == 1700 + 100 * (rolls[0] + rolls[2])


def test_once_per_turn_and_only_gained_once() -> None:
    """Used once, a later roll of the turn is not offered; "(You can only gain this effect
    once per turn.)": a second Set Dice Re-Roll offers no activation that turn."""
    game = _game([{"hand": ["Graceful Dice", "Graceful Dice"], "monsters": ["Battle Ox"],
                   "spells": [DRR, DRR]}, {}])
    _gain(game)
    assert not options(game, action="activate", name="Dice Re-Roll")
    answer(game, action="activate", name="Graceful Dice")
    settle(game)
    answer(game, action="yes")
    settle(game)
    answer(game, action="activate", name="Graceful Dice")
    settle(game)
    assert not options(game, action="yes")
    assert len(_rolls(game)) == 3


def test_not_gained_not_asked() -> None:
    """Before its activation resolves the card gives nothing: a Set Dice Re-Roll, not
    activated, asks no question (the FAQ: it is activated before the roll)."""
    game = _game([{"hand": ["Graceful Dice"], "monsters": ["Battle Ox"], "spells": [DRR]}, {}])
    answer(game, action="activate", name="Graceful Dice")
    settle(game)
    assert not options(game, action="yes")
    assert len(_rolls(game)) == 1


def test_the_opponents_roll_is_rerolled_by_the_cards_player() -> None:
    """Netrep (2004-01-29): "does not care why the dice roll was performed"; the text: "if
    either player rolls": seat 1's Dice Re-Roll, activated first, lets seat 1 have seat 0's
    Graceful Dice rolled again — seat 1 answers."""
    game = _game([{"hand": ["Graceful Dice"], "monsters": ["Battle Ox"]},
                  {"spells": [DRR]}], priority=1)
    answer(game, action="activate", name="Dice Re-Roll")
    settle(game)
    answer(game, action="activate", name="Graceful Dice")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 1 and options(game, action="yes")
    answer(game, action="yes")
    settle(game)
    rolls = _rolls(game)
    assert len(rolls) == 2 and game.facts()["mzone.0.0.atk"] == 1700 + 100 * rolls[1]


def test_roulette_barrel_rolls_both_dice_again() -> None:
    """FAQ: "If you negate Roulette Barrel's die roll, you negate both rolls and must roll
    twice again": one question after the two rolls; "yes" makes two more rolls, and the choice
    offered is between those two."""
    game = _game([{"monsters": ["Roulette Barrel"], "spells": [DRR]}, {"monsters": ["Kuriboh"]}])
    _gain(game)
    answer(game, action="activate", name="Roulette Barrel")
    settle(game)
    assert len(_rolls(game)) == 2
    answer(game, action="yes")
    rolls = _rolls(game)
    assert len(rolls) == 4
    offered = {int(o["value"]) for o in options(game, action="choose")}
    assert offered == set(rolls[2:])


def test_dice_jar_both_players_roll_again() -> None:
    """FAQ (Netrep 2004-01-29): used on Dice Jar's flip, "BOTH players would have to re-roll":
    "yes" makes each player roll again (ties rolled again as the Jar says); the damage follows
    the new pair."""
    game = _game([{"hand": ["Book of Taiyou"], "monsters": [{"card": "Dice Jar", "pos": "fd_def"}],
                   "spells": [DRR]}, {}])
    _gain(game)
    answer(game, action="activate", name="Book of Taiyou")
    settle(game)
    assert options(game, action="yes")
    before = len(_rolls(game))
    answer(game, action="yes")
    settle(game)
    rolls = _rolls(game)
    new = rolls[before:]
    assert len(new) >= 2 and len(new) % 2 == 0
    mine, theirs = new[-2], new[-1]
    assert mine != theirs
    hi = max(mine, theirs)
    loser = 0 if mine < theirs else 1
    assert game.facts()[f"lp.{loser}"] == 8000 - (6000 if hi == 6 else 500 * hi)


@pytest.mark.parametrize("archfiend", ["Skull Archfiend of Lightning", "Darkbishop Archfiend"])
def test_an_archfiends_roll_is_rerolled(archfiend: str) -> None:
    """FAQ: "You can use a Dice Re-Roll to re-roll a die roll for an Archfiend", activated in
    response to the targeting card (Netrep 2004-01-29, Change of Heart): Book of Moon on Skull
    Archfiend of Lightning, or on Darkbishop Archfiend (an "Archfiend" its own roll guards; 1, 3
    or 6 negates Book of Moon and destroys it, both), seat 1 chains Dice Re-Roll, asks for the
    re-roll at resolution; the second roll decides."""
    seen = set()
    for seed in range(10):
        game = _game([{"hand": ["Book of Moon"]},
                      {"monsters": [archfiend], "spells": [DRR]}], seed)
        answer(game, action="activate", name="Book of Moon")
        answer(game, action="activate", name="Dice Re-Roll")
        settle(game)
        d = game.pending()
        assert d is not None and d.seat == 1 and options(game, action="yes"), seed
        answer(game, action="yes")
        settle(game)
        rolls = _rolls(game)
        assert len(rolls) == 2
        hit = rolls[1] in (1, 3, 6)
        assert game.facts()["mzone.1.0.pos"] == ("atk" if hit else "fd_def"), (seed, rolls)
        seen.add(hit)
    assert seen == {True, False}


def test_needle_walls_standby_roll_is_rerolled() -> None:
    """A roll outside any chain link (Needle Wall: "roll a six-sided die during each of your
    Standby Phases", destroying the monster in the zone rolled): Dice Re-Roll activated in the
    Draw Phase, the Standby roll is asked about; the re-rolled result picks the zone."""
    five = ["Kuriboh", "Battle Ox", "Sangan", "Summoned Skull", "Mystic Tomato"]
    for turn in (3, 5, 7):
        game = _game([{"spells": [{"card": "Needle Wall", "face_up": True}, DRR],
                       "deck": ["Sangan"] * 5}, {"monsters": five}], phase="draw", turn=turn)
        answer(game, action="activate", name="Dice Re-Roll")
        settle(game)
        if options(game, action="phase"):  # still in the Draw Phase: go on
            answer(game, action="phase")
            settle(game)
        assert options(game, action="yes"), turn
        answer(game, action="yes")
        settle(game)
        rolls = _rolls(game)
        assert len(rolls) >= 2
        r = rolls[-1]
        assert r != 6
        assert game.facts()["gy.1"] == [five[r - 1]]


def test_a_roll_in_the_damage_step_is_rerolled() -> None:
    """FAQ: "You can use a Dice Re-Roll to re-roll a die roll during the Damage Step": gained
    in Main Phase 1, it re-rolls Skull Dice activated in the Damage Step (Summoned Skull
    attacking Battle Ox, 1700 ATK: the Ox loses the second result x 100, which the battle damage
    shows)."""
    game = _game([{"monsters": ["Summoned Skull"],
                   "spells": [DRR, {"card": "Skull Dice", "face_up": False}]},
                  {"monsters": ["Battle Ox"]}])
    _gain(game)
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Summoned Skull", target_name="Battle Ox")
    while options(game, action="pass") and not (
            options(game, action="activate", name="Skull Dice")
            and any(e["kind"] == "damage_step" for e in game.events(0))):
        answer(game, action="pass")
    answer(game, action="activate", name="Skull Dice")
    settle(game)
    assert options(game, action="yes")
    answer(game, action="yes")
    rolls = _rolls(game)
    assert len(rolls) == 2
    settle(game)
    # Battle Ox fought with 1700 - 100 x the second result: the battle damage shows it
    assert game.facts()["lp.1"] == 8000 - (2500 - (1700 - 100 * rolls[1]))
