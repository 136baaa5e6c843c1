"""Blind Destruction (``goat5_t_blind_destruction.py``), played under the goat profile and
checked against its 2005 text, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import game_of, settle

from cardtable.ygo.game import YgoGame

#: face-up monsters by Level (1, 2, 3, 4, 5, 6, 8) and a Set Level 4 one
LEVELS = {"Kuriboh": 1, "People Running About": 2, "Sangan": 3, "Battle Ox": 4,
          "Airknight Parshath": 5, "Summoned Skull": 6, "Blue-Eyes White Dragon": 8}


def _standby(seed_cards: list[str]) -> YgoGame:
    game = game_of([{"spells": [{"card": "Blind Destruction", "face_up": True}],
                     "monsters": seed_cards[:4], "deck": ["Kuriboh"] * 3},
                    {"monsters": [*seed_cards[4:], {"card": "Mystical Elf", "pos": "fd_def"}]}],
                   phase="draw")
    settle(game)
    return game


def test_blind_destruction_destroys_the_rolled_level() -> None:
    """Blind Destruction: "During each of your Standby Phases, roll a six-sided die. Destroy all
    face-up monsters whose Level equals the result; if the result is 6, destroy all face-up
    monsters of Level 6 or higher": whatever the seeded die shows, exactly the face-up monsters
    it names are gone, and the Set Mystical Elf stays."""
    game = _standby(list(LEVELS))
    rolls = [e for e in game.events(-1) if e.get("kind") == "die_roll"]
    assert len(rolls) == 1
    r = int(rolls[0]["result"])
    gone = {n for n, lv in LEVELS.items() if (lv >= 6 if r == 6 else lv == r)}
    f = game.facts()
    on_field = set(f["monsters.0"]) | set(f["monsters.1"])
    assert on_field == (set(LEVELS) - gone) | {"Mystical Elf"}, r


def test_blind_destruction_not_in_the_opponents_standby_phase() -> None:
    """Only "your" Standby Phases: in the opponent's, no die is rolled."""
    game = game_of([{"spells": [{"card": "Blind Destruction", "face_up": True}],
                     "monsters": ["Kuriboh"]}, {"deck": ["Kuriboh"] * 3}],
                   turn=4, turn_player=1, phase="draw")
    settle(game)
    assert not [e for e in game.events(-1) if e.get("kind") == "die_roll"]
