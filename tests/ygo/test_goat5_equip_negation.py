"""The Emperor's Holiday and Armored Glass (``cards/scripts/goat5_equip_negation.py``), played
under the goat profile and checked against their 2005 texts, quoted in the tests (our own
wording, ``pool/goat.csv``): Axe of Despair ("the equipped monster gains 1000 ATK") on Battle Ox
(1700)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import answer, game_of, settle

AXE = {"card": "Axe of Despair", "face_up": True, "equip_to": {"player": 0, "zone": 0}}


def _board(trap: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"monsters": ["Battle Ox"], "spells": [AXE], "deck": ["Sangan"] * 3},
            {"spells": [trap], "deck": ["Sangan"] * 3}]


def test_the_emperors_holiday_negates_equip_cards() -> None:
    """The Emperor's Holiday: "While this card stays face-up on the field, the effects of all
    Equip Cards are negated": Battle Ox stays at 1700 with Axe of Despair, which stays on the
    field; without the Holiday it has 2700."""
    game = game_of(_board({"card": "The Emperor's Holiday", "face_up": True}))
    f = game.facts()
    assert f["mzone.0.0.atk"] == 1700 and f["szone.0.0"] == "Axe of Despair"
    game = game_of([{"monsters": ["Battle Ox"], "spells": [AXE]}, {}])
    assert game.facts()["mzone.0.0.atk"] == 2700


def test_armored_glass_lasts_until_the_end_phase() -> None:
    """Armored Glass: "Until the End Phase of this turn, the effects of all Equip Cards are
    negated": 1700 after it resolves, 2700 again in the next turn."""
    game = game_of(_board({"card": "Armored Glass", "face_up": False}), turn=4, turn_player=1)
    answer(game, action="activate", name="Armored Glass")
    settle(game)
    assert game.facts()["mzone.0.0.atk"] == 1700
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn"] == 5 and f["mzone.0.0.atk"] == 2700
