"""Using a Spell of the opponent's Graveyard: Double Spell
(``cards/scripts/goat8_s_double_spell.py``) under the goat profile. Not flagged "Goat-era
version" in goat-pool.csv: today's official text (yaml-yugi ``data/24096228.yaml``) is its Goat
behaviour: "Discard 1 Spell Card, then target 1 Spell Card in your opponent's Graveyard; place
that target in the appropriate Zone on your side of the field, and as this card's effect
resolution, follow its card text as if you had used it yourself". Stats: Summoned Skull 2500."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options


def test_double_spell_uses_the_opponents_pot_of_greed() -> None:
    """Pot of Greed in the opponent's Graveyard: Double Spell (discarding Dark Hole) draws its
    user 2 cards; the Pot goes back to its owner's Graveyard, Double Spell and Dark Hole to the
    user's."""
    game = game_of([{"hand": ["Double Spell", "Dark Hole"]}, {"gy": ["Pot of Greed"]}])
    answer(game, action="activate", name="Double Spell")
    _run(game)
    f = game.facts()
    assert f["hand_count.0"] == 2, "Pot of Greed's 2 cards drawn by Double Spell's user"
    assert f["gy.1"] == ["Pot of Greed"]
    assert sorted(f["gy.0"]) == ["Dark Hole", "Double Spell"]


def test_double_spell_snatch_steal_stays_on_its_users_field() -> None:
    """"place that target in the appropriate Zone on your side of the field": the opponent's
    Snatch Steal equips to their Summoned Skull from the user's Spell & Trap Zone and takes it."""
    game = game_of([{"hand": ["Double Spell", "Dark Hole"]},
                    {"gy": ["Snatch Steal"], "monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Double Spell")
    _run(game)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"] and f["spells.0"] == ["Snatch Steal"]
    assert f["gy.1"] == []


def test_double_spell_needs_a_spell_to_discard_and_one_to_use() -> None:
    """"Discard 1 Spell Card": with only a monster to discard it cannot be activated; nor with
    no Spell in the opponent's Graveyard."""
    game = game_of([{"hand": ["Double Spell", "Summoned Skull"]}, {"gy": ["Pot of Greed"]}])
    assert not options(game, action="activate", name="Double Spell")
    game = game_of([{"hand": ["Double Spell", "Dark Hole"]}, {"gy": ["Summoned Skull"]}])
    assert not options(game, action="activate", name="Double Spell")
