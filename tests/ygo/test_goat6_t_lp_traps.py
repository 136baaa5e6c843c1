"""Altar for Tribute (``goat6_t_lp_traps.py``) under the goat profile: "Select 1 monster on your
side of the field and send it to the Graveyard. Gain Life Points equal to its original ATK" (the
old Japanese text quoted by yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}


def test_altar_for_tribute_selects_your_own_monster() -> None:
    """"Select 1 monster on YOUR side of the field": a face-down Giant Soldier of Stone (printed
    ATK 1300) is sent and gives 1300; the opponent's Summoned Skull is no choice."""
    game = game_of([{"monsters": [{"card": "Giant Soldier of Stone", "pos": "fd_def"}],
                     "spells": [{"card": "Altar for Tribute", **SET}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Altar for Tribute")
    assert not options(game, action="card", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP + 1300 and f["monsters.0"] == []
    assert "Giant Soldier of Stone" in f["gy.0"]


def test_altar_for_tribute_gains_the_original_atk() -> None:
    """"Gain Life Points equal to its ORIGINAL ATK": Summoned Skull equipped with Axe of Despair
    (3500 ATK now) gives its printed 2500."""
    game = game_of([{"monsters": ["Summoned Skull"],
                     "spells": [{"card": "Altar for Tribute", **SET},
                                {"card": "Axe of Despair", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]}, {}])
    assert game.facts()["mzone.0.0.atk"] == 3500
    answer(game, action="activate", name="Altar for Tribute")
    settle(game)
    assert game.facts()["lp.0"] == LP + 2500
