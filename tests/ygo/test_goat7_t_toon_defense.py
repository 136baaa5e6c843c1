"""Toon Defense (``goat7_t_toon_defense.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/43509019.yaml): "when an
opponent's monster declares an attack targeting a face-up Level 4 or lower Toon monster you
control: you can make the attack a direct attack instead"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle


def _board(toon: str) -> object:
    return game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": [toon],
                     "spells": [{"card": "Toon World", "face_up": True},
                                {"card": "Toon Defense", "face_up": True}]}], phase="battle")


def test_toon_defense_turns_the_attack_into_a_direct_one() -> None:
    """Blue-Eyes attacks Toon Mermaid (Level 4): with Toon Defense the attack becomes direct —
    its controller takes 3000 and the Toon survives."""
    game = _board("Toon Mermaid")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Toon Mermaid")
    answer(game, action="activate", name="Toon Defense")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 3000 and f["monsters.1"] == ["Toon Mermaid"]


def test_toon_defense_not_for_a_big_toon() -> None:
    """Toon Summoned Skull is Level 6: no Toon Defense."""
    game = _board("Toon Summoned Skull")
    answer(game, action="attack", name="Blue-Eyes White Dragon",
           target_name="Toon Summoned Skull")
    assert not options(game, action="activate", name="Toon Defense")
