"""Spell Counters on Traps and on every holder (``goat7_t_spell_counters.py``) under the goat
profile. Texts: not flagged "Goat-era version" in goat-pool.csv; official texts (yaml-yugi
data/53112492.yaml Anti-Spell: "remove 2 Spell Counters on your side of the field to negate the
activation of a Spell Card and destroy it"; data/68334074.yaml Miracle Restoring: "remove 2 Spell
Counters from your side of the field, then target 1 'Dark Magician' or 'Buster Blader' in your
Graveyard; Special Summon that target"; data/95451366.yaml Exhausting Spell: "remove all Spell
Counters on both sides of the field"; data/34029630.yaml Pitch-Black Power Stone: activated with
3 Spell Counters on it, once per turn in your turn move 1 onto another card that can hold one,
destroyed when the last is removed; data/94256039.yaml Tower of Babel: a Spell Counter each time
a Spell Card resolves, the 4th destroys it and its activator takes 3000)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}
LIBRARY = "Royal Magical Library"


def _library(n: int) -> dict[str, object]:
    return {"card": LIBRARY, "counter": n}


def _counters(game: YgoGame, p: int, zone: int) -> int:
    g = game.g
    return int(g.counter[g.mz[p][zone]])


def test_anti_spell_pays_two_counters_to_negate_a_spell() -> None:
    """Pot of Greed answered by Anti-Spell (2 counters off the Library): Pot of Greed is negated
    and destroyed, nothing is drawn."""
    game = game_of([{"hand": ["Pot of Greed"]},
                    {"monsters": [_library(2)], "spells": [{"card": "Anti-Spell", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Anti-Spell")
    settle(game)
    f = game.facts()
    assert f["hand_count.0"] == 0 and "Pot of Greed" in f["gy.0"]
    assert _counters(game, 1, 0) == 0


def test_anti_spell_needs_two_counters() -> None:
    """With 1 Spell Counter on your side Anti-Spell cannot be activated."""
    game = game_of([{"hand": ["Pot of Greed"]},
                    {"monsters": [_library(1)], "spells": [{"card": "Anti-Spell", **SET}]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Anti-Spell")


def test_miracle_restoring_revives_dark_magician_for_two_counters() -> None:
    """Two counters off the Library: Dark Magician comes back from the Graveyard."""
    game = game_of([{"monsters": [_library(3)], "gy": ["Dark Magician"],
                     "spells": [{"card": "Miracle Restoring", **SET}]}, {}])
    answer(game, action="activate", name="Miracle Restoring")
    settle(game)
    f = game.facts()
    assert "Dark Magician" in f["monsters.0"] and _counters(game, 0, 0) == 1


def test_exhausting_spell_clears_both_sides() -> None:
    """Every Spell Counter on the field is removed: the Library's 3 and the opponent's 2."""
    game = game_of([{"monsters": [_library(3)],
                     "spells": [{"card": "Exhausting Spell", **SET}]},
                    {"monsters": [_library(2)]}])
    answer(game, action="activate", name="Exhausting Spell")
    settle(game)
    assert _counters(game, 0, 0) == 0 and _counters(game, 1, 0) == 0


def test_pitch_black_power_stone_moves_a_counter_and_dies_empty() -> None:
    """Activated, it holds 3 counters; its once-per-turn move puts 1 on the Library (not twice
    in a turn). A Stone holding 1 that moves it is destroyed."""
    game = game_of([{"monsters": [_library(0)],
                     "spells": [{"card": "Pitch-Black Power Stone", **SET}]}, {}])
    answer(game, action="activate", name="Pitch-Black Power Stone")
    settle(game)
    assert game.facts()["szone.0.0.counter"] == 3
    answer(game, action="activate", name="Pitch-Black Power Stone")
    settle(game)
    f = game.facts()
    assert f["szone.0.0.counter"] == 2 and _counters(game, 0, 0) == 1
    assert not options(game, action="activate", name="Pitch-Black Power Stone")
    game = game_of([{"monsters": [_library(0)],
                     "spells": [{"card": "Pitch-Black Power Stone", "face_up": True,
                                 "counter": 1}]}, {}])
    answer(game, action="activate", name="Pitch-Black Power Stone")
    settle(game)
    f = game.facts()
    assert "Pitch-Black Power Stone" in f["gy.0"] and _counters(game, 0, 0) == 1


def test_tower_of_babel_fourth_counter_burns_the_spell_player() -> None:
    """A Tower holding 3: seat 0's Pot of Greed resolving puts the 4th on it; the Tower is
    destroyed and seat 0 (who activated the Spell) takes 3000."""
    game = game_of([{"hand": ["Pot of Greed"]},
                    {"spells": [{"card": "Tower of Babel", "face_up": True, "counter": 3}]}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 3000 and "Tower of Babel" in f["gy.1"] and f["lp.1"] == LP


def test_tower_of_babel_counts_up() -> None:
    """Below the 4th: one Spell resolving adds 1 counter, no damage."""
    game = game_of([{"hand": ["Pot of Greed"]},
                    {"spells": [{"card": "Tower of Babel", "face_up": True, "counter": 1}]}])
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    f = game.facts()
    assert f["szone.1.0.counter"] == 2 and f["lp.0"] == LP
