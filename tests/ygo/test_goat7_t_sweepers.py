"""Spell Purification and Minefield Eruption (``goat7_t_sweepers.py``) under the goat profile.
Texts: not flagged "Goat-era version" in goat-pool.csv; official texts (yaml-yugi
data/01669772.yaml, data/85519211.yaml)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}


def test_spell_purification_discards_and_destroys_face_up_continuous_spells() -> None:
    """"Discard 1 card; destroy all face-up Continuous Spells on the field": both players'
    face-up Continuous Spells go, the Set one and the Equip Spell stay; the discard is paid."""
    game = game_of([{"hand": ["Kuriboh"], "monsters": ["Battle Ox"],
                     "spells": [{"card": "Spell Purification", **SET},
                                {"card": "Messenger of Peace", "face_up": True},
                                {"card": "Axe of Despair", "equip_to": {"player": 0, "zone": 0}}]},
                    {"spells": [{"card": "Level Limit - Area B", "face_up": True},
                                {"card": "Messenger of Peace", **SET}]}])
    answer(game, action="activate", name="Spell Purification")
    settle(game)
    f = game.facts()
    assert f["hand_count.0"] == 0 and "Kuriboh" in f["gy.0"]
    assert "Messenger of Peace" in f["gy.0"] and "Level Limit - Area B" in f["gy.1"]
    assert "Axe of Despair" in f["spells.0"] and f["spells.1"] == ["Messenger of Peace"]


def test_spell_purification_needs_a_card_to_discard() -> None:
    """The discard is its cost: with an empty hand it cannot be activated."""
    game = game_of([{"spells": [{"card": "Spell Purification", **SET}]},
                    {"spells": [{"card": "Messenger of Peace", "face_up": True}]}])
    assert not options(game, action="activate", name="Spell Purification")


def test_minefield_eruption_burns_per_face_up_mine_golem_then_destroys_them() -> None:
    """"1000 damage for each face-up 'Mine Golem' on your side, then destroy them": two face-up
    Golems = 2000 damage; the face-down Golem neither counts nor is destroyed."""
    game = game_of([{"monsters": ["Mine Golem", "Mine Golem",
                                  {"card": "Mine Golem", "pos": "fd_def"}],
                     "spells": [{"card": "Minefield Eruption", **SET}]}, {}])
    answer(game, action="activate", name="Minefield Eruption")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 2000
    assert len(f["monsters.0"]) == 1 and f["gy.0"].count("Mine Golem") == 2
