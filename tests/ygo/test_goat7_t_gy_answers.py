"""Gust and Driving Snow (``goat7_t_gy_answers.py``) under the goat profile. Texts: goat-pool.csv
does not flag them "Goat-era version"; official texts (yaml-yugi data/73079365.yaml Gust,
data/00473469.yaml Driving Snow): "when 1 or more of your Spell (Gust) / Trap (Driving Snow)
Cards are destroyed and sent from the field to the Graveyard by a card effect your opponent
controls: destroy 1 Spell or Trap Card on the field"."""

from __future__ import annotations

from tests.ygo.goat_st_windows import offered_while_passing
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def _board(victim: str) -> list[dict[str, object]]:
    return [{"hand": ["Mystical Space Typhoon"], "spells": [{"card": "Mirror Force", **SET}]},
            {"spells": [{"card": victim, **SET}, {"card": "Gust", **SET},
                        {"card": "Driving Snow", **SET}]}]


def _typhoon_on(game: object, victim: str) -> bool:
    """Seat 0's Typhoon destroys ``victim``; True if Gust / Driving Snow is then offered."""
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, action="card", zone=0)  # the opponent's Set card in its zone 0: ``victim``
    offered = set()
    while options(game, action="pass"):
        for n in ("Gust", "Driving Snow"):
            if options(game, action="activate", name=n):
                offered.add(n)
        if offered:
            break
        answer(game, action="pass")
    return offered  # type: ignore[return-value]


def test_gust_answers_your_spell_destroyed_by_the_opponent() -> None:
    """Typhoon destroys the Set Swords of Revealing Light: Gust (your Spell Card destroyed by
    the opponent's card effect) is offered, Driving Snow (a Trap Card) is not; Gust destroys the
    opponent's Set Mirror Force."""
    game = game_of(_board("Swords of Revealing Light"))
    assert _typhoon_on(game, "Swords of Revealing Light") == {"Gust"}
    answer(game, action="activate", name="Gust")
    answer(game, action="card", zone=0)  # the opponent's Set Mirror Force
    settle(game)
    f = game.facts()
    assert "Mirror Force" in f["gy.0"] and "Swords of Revealing Light" in f["gy.1"]
    assert f["spells.0"] == []


def test_driving_snow_answers_your_trap_destroyed_by_the_opponent() -> None:
    """Typhoon destroys the Set Magic Cylinder (a Trap Card): only Driving Snow is offered."""
    game = game_of(_board("Magic Cylinder"))
    assert _typhoon_on(game, "Magic Cylinder") == {"Driving Snow"}


def test_gust_not_for_your_own_destruction() -> None:
    """"by a card effect your opponent controls": seat 1's own Typhoon on its own Swords opens
    no Gust."""
    game = game_of([{"spells": [{"card": "Mirror Force", **SET}]},
                    {"hand": ["Mystical Space Typhoon"],
                     "spells": [{"card": "Swords of Revealing Light", **SET},
                                {"card": "Gust", **SET}]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, action="card", name="Swords of Revealing Light")
    seen = offered_while_passing(game, "Gust")
    assert not seen and "Swords of Revealing Light" in game.facts()["gy.1"]
