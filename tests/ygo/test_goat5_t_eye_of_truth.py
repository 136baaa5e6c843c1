"""The Eye of Truth (``goat5_t_eye_of_truth.py``), played under the goat profile and checked
against its 2005 text, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, settle

EYE = {"card": "The Eye of Truth", "face_up": False}


def test_the_eye_of_truth_reveals_the_opponents_hand_to_you_only() -> None:
    """The Eye of Truth: "Your opponent plays with their hand revealed": once it resolves, the
    activator's view names the opponent's hand (Sangan, Kuriboh), a spectator's does not; a
    card they draw later is named too."""
    game = game_of([{"spells": [EYE], "deck": ["Jinzo"] * 3},
                    {"hand": ["Sangan", "Kuriboh"], "deck": ["Battle Ox"] * 3}])
    answer(game, action="activate", name="The Eye of Truth")
    settle(game)
    mine, spectator = game.view(0)["players"][1], game.view(-1)["players"][1]
    assert sorted(c["name"] for c in mine["revealed"]) == ["Kuriboh", "Sangan"]
    assert not spectator["revealed"] and "Sangan" not in str(game.view(-1))
    answer(game, action="to_end")
    settle(game)
    names = sorted(c["name"] for c in game.view(0)["players"][1]["revealed"])
    assert names == ["Battle Ox", "Kuriboh", "Sangan"]


def test_the_eye_of_truth_spell_in_hand_gains_1000() -> None:
    """"During your opponent's Standby Phase, if they have a Spell Card in their hand, they gain
    1000 Life Points": with Dark Hole in hand they gain 1000; with monsters only, nothing."""
    for hand, gain in ((["Dark Hole"], 1000), (["Sangan"], 0)):
        game = game_of([{"spells": [{"card": "The Eye of Truth", "face_up": True}],
                         "deck": ["Jinzo"] * 3},
                        {"hand": hand, "deck": ["Battle Ox"] * 3}])
        answer(game, action="to_end")
        settle(game)
        f = game.facts()
        assert f["turn"] == 4 and f["lp.1"] == LP + gain, hand
