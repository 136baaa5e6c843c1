"""Magic Reflector (``cards/scripts/goat6_s_counters.py``) under the goat profile: its 2005 text
(Legacy of Darkness, our own wording in ``pool/goat.csv``) and the rulings the module cites
(Yugipedia, Card Rulings: Magic Reflector; yugioh-wiki.net FAQ)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SWORDS = "Swords of Revealing Light"


def _cast(game: YgoGame, name: str, target: str | None = None) -> None:
    answer(game, action="activate", name=name)
    if target is not None and options(game, action="card", name=target):
        answer(game, action="card", name=target)
    settle(game)


def test_the_counter_is_removed_instead_of_the_destruction() -> None:
    """"If that card would be destroyed, remove 1 of these counters instead": the first Mystical
    Space Typhoon only removes the counter, the second destroys Swords of Revealing Light."""
    game = game_of([{"hand": ["Magic Reflector", "Mystical Space Typhoon",
                              "Mystical Space Typhoon"],
                     "spells": [{"card": SWORDS, "face_up": True}]}, {}])
    _cast(game, "Magic Reflector", SWORDS)
    _cast(game, "Mystical Space Typhoon", SWORDS)
    assert SWORDS in game.facts()["spells.0"]
    _cast(game, "Mystical Space Typhoon", SWORDS)
    assert SWORDS in game.facts()["gy.0"]


def test_two_reflectors_stack_their_counters() -> None:
    """Ruling: two Magic Reflectors put 2 counters on one card, removed one at a time — it
    survives two destructions (Heavy Storm, then Mystical Space Typhoon)."""
    game = game_of([{"hand": ["Magic Reflector", "Magic Reflector", "Heavy Storm",
                              "Mystical Space Typhoon"],
                     "spells": [{"card": SWORDS, "face_up": True}]}, {}])
    _cast(game, "Magic Reflector", SWORDS)
    _cast(game, "Magic Reflector", SWORDS)
    _cast(game, "Heavy Storm")
    _cast(game, "Mystical Space Typhoon", SWORDS)
    assert SWORDS in game.facts()["spells.0"]


def test_only_a_face_up_spell_of_yours_is_selected() -> None:
    """"Select 1 face-up Spell Card on your side of the field": a Set card or only the
    opponent's face-up Spell give nothing to select."""
    game = game_of([{"hand": ["Magic Reflector"], "spells": [{"card": SWORDS, "face_up": False}]},
                    {"spells": [{"card": SWORDS, "face_up": True}]}])
    assert not options(game, action="activate", name="Magic Reflector")


def test_a_field_spell_replaced_by_rule_is_not_saved() -> None:
    """Ruling (yugioh-wiki.net FAQ): a Field Spell replaced by a new one is destroyed by the
    game's rules — the counter does not replace that."""
    game = game_of([{"hand": ["Magic Reflector", "Yami"],
                     "field": {"card": "Sogen", "face_up": True}}, {}])
    _cast(game, "Magic Reflector", "Sogen")
    _cast(game, "Yami")
    f = game.facts()
    assert "Sogen" in f["gy.0"] and f["field.0"] == "Yami"
