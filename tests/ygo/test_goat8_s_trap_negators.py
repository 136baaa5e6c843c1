"""Double Snare and the list of cards that negate Trap effects
(``cards/scripts/goat8_s_trap_negators.py``) under the goat profile. Double Snare is not flagged
"Goat-era version" in goat-pool.csv: today's official text (yaml-yugi ``data/03682106.yaml``,
"Destroy 1 face-up card on the field that has an effect that negates Trap Cards' effects") is
its Goat behaviour. Jinzo and Royal Decree negate Trap effects (their texts: module
docstring); Summoned Skull has no effect."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options


def test_double_snare_destroys_jinzo() -> None:
    """"Destroy 1 face-up card ... that has an effect that negates Trap Cards' effects": the
    opponent's face-up Jinzo is destroyed; Summoned Skull beside it stays."""
    game = game_of([{"hand": ["Double Snare"]}, {"monsters": ["Jinzo", "Summoned Skull"]}])
    answer(game, action="activate", name="Double Snare")
    _run(game)
    f = game.facts()
    assert f["gy.1"] == ["Jinzo"] and f["monsters.1"] == ["Summoned Skull"]


def test_double_snare_destroys_royal_decree() -> None:
    """Royal Decree negates the effects of all other Trap Cards: a face-up one is destroyed."""
    game = game_of([{"hand": ["Double Snare"]},
                    {"spells": [{"card": "Royal Decree", "face_up": True}]}])
    answer(game, action="activate", name="Double Snare")
    _run(game)
    assert game.facts()["gy.1"] == ["Royal Decree"]


def test_double_snare_needs_such_a_face_up_card() -> None:
    """"face-up": with only a face-down Royal Decree and Summoned Skull on the field it cannot
    be activated."""
    game = game_of([{"hand": ["Double Snare"]},
                    {"monsters": ["Summoned Skull"],
                     "spells": [{"card": "Royal Decree", "face_up": False}]}])
    assert not options(game, action="activate", name="Double Snare")
