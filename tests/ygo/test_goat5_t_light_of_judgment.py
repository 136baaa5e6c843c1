"""Light of Judgment (``goat5_t_light_of_judgment.py``), played under the goat profile and
checked against its 2005 text, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SANCTUARY = {"card": "The Sanctuary in the Sky", "face_up": True}
LIGHT = {"card": "Light of Judgment", "face_up": False}


def _game(field: Any = SANCTUARY) -> YgoGame:
    return game_of([{"hand": ["Mystical Elf"], "spells": [LIGHT], "field": field},
                    {"hand": ["Dark Hole", "Sangan"],
                     "spells": [{"card": "Mirror Force", "face_up": False}]}])


def _choose_by_label(game: YgoGame, en: str) -> None:
    d = game.pending()
    assert d is not None
    got = [o for o in d.options if getattr(o, "label", None) is not None and o.label.en == en]
    assert got, [o.form for o in d.options]
    game.answer(got[0].form)


def test_light_of_judgment_takes_a_card_from_the_hand() -> None:
    """Light of Judgment: "Activate only while "The Sanctuary in the Sky" is on the field, by
    discarding 1 LIGHT monster. Choose ... or look at your opponent's hand and choose 1 card from
    it, and send it to the Graveyard": Mystical Elf (LIGHT) is discarded; the activator sees the
    opponent's hand and sends Dark Hole; a spectator's view never names Sangan."""
    game = _game()
    answer(game, action="activate", name="Light of Judgment")
    settle(game)
    answer(game, action="choose", value="hand")
    _choose_by_label(game, "Dark Hole")
    settle(game)
    f = game.facts()
    assert "Mystical Elf" in f["gy.0"] and f["gy.1"] == ["Dark Hole"]
    assert "Sangan" not in str(game.view(-1)) and "Sangan" not in str(game.events(-1))


def test_light_of_judgment_takes_a_card_from_the_field() -> None:
    """"Choose 1 card your opponent controls ... and send it to the Graveyard": the Set Mirror
    Force goes to the Graveyard (sent, not destroyed)."""
    game = _game()
    answer(game, action="activate", name="Light of Judgment")
    settle(game)
    answer(game, action="choose", value="field")
    settle(game)
    f = game.facts()
    assert f["gy.1"] == ["Mirror Force"] and f["spells.1"] == []
    kinds = [e.get("kind") for e in game.events(-1)]
    assert "destroy" not in kinds


def test_light_of_judgment_needs_the_sanctuary() -> None:
    """Without "The Sanctuary in the Sky" it cannot be activated."""
    game = _game(field=None)
    assert not options(game, action="activate", name="Light of Judgment")
