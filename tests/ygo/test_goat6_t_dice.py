"""Needle Wall (``goat6_t_dice.py``) under the goat profile: "Roll a six-sided die during each of
your Standby Phases. Number your opponent's Monster Zones 1 to 5 from the right as this card's
controller sees them, and destroy the monster in the zone rolled. On a 6, roll again" (PGD-048;
the old Japanese text quoted by yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import game_of

FIVE = ["Kuriboh", "Battle Ox", "Sangan", "Summoned Skull", "Mystic Tomato"]


def test_needle_wall_destroys_the_monster_in_the_rolled_zone() -> None:
    """Each seed: the last roll (6s are rolled again) names the zone counted from the opponent's
    own left (the controller's right); exactly that monster is destroyed."""
    for seed_turn in (3, 5, 7):
        game = game_of([{"spells": [{"card": "Needle Wall", "face_up": True}],
                         "deck": ["Sangan"] * 5}, {"monsters": FIVE}],
                       phase="draw", turn=seed_turn)
        rolls = [int(e["result"]) for e in game.events(0) if e["kind"] == "die_roll"]
        assert rolls and all(r == 6 for r in rolls[:-1]) and rolls[-1] != 6
        r = rolls[-1]
        f = game.facts()
        assert f["monsters.1"] == [n for i, n in enumerate(FIVE) if i != r - 1]
        assert f["gy.1"] == [FIVE[r - 1]]


def test_needle_wall_on_an_empty_zone_destroys_nothing() -> None:
    """With only zone 1 (the opponent's leftmost) filled, a roll of 2 to 5 destroys nothing."""
    for turn in (3, 5, 7, 9, 11):
        game = game_of([{"spells": [{"card": "Needle Wall", "face_up": True}],
                         "deck": ["Sangan"] * 5}, {"monsters": ["Kuriboh"]}],
                       phase="draw", turn=turn)
        r = [int(e["result"]) for e in game.events(0) if e["kind"] == "die_roll"][-1]
        assert game.facts()["monsters.1"] == ([] if r == 1 else ["Kuriboh"])
