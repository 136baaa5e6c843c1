"""Fairy of the Spring (``cards/scripts/goat6_s_graveyard.py``) under the goat profile: its 2003
text (our own wording in ``pool/goat.csv``) and the yugioh-wiki.net FAQ ruling that only the
card added is barred, not its other copies."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

AXE = "Axe of Despair"


def test_fairy_returns_an_equip_spell_that_waits_a_turn() -> None:
    """"Take 1 Equip Spell Card from your Graveyard into your hand; that card may not be activated
    this turn": Axe of Despair comes back and is not offered this turn."""
    game = game_of([{"hand": ["Fairy of the Spring"], "gy": [AXE], "monsters": ["Battle Ox"]},
                    {}])
    answer(game, action="activate", name="Fairy of the Spring")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == [AXE] and f["gy.0"] == ["Fairy of the Spring"]
    assert not options(game, action="activate", name=AXE)


def test_another_copy_is_not_barred() -> None:
    """Ruling: the other Axe of Despair, already in hand, can still be activated."""
    game = game_of([{"hand": ["Fairy of the Spring", AXE], "gy": [AXE],
                     "monsters": ["Battle Ox"]}, {}])
    answer(game, action="activate", name="Fairy of the Spring")
    settle(game)
    assert game.facts()["hand.0"] == [AXE, AXE]
    assert len(options(game, action="activate", name=AXE)) == 1


def test_fairy_needs_an_equip_spell_in_the_graveyard() -> None:
    """Nothing to add: it cannot be activated with no Equip Spell in the Graveyard."""
    game = game_of([{"hand": ["Fairy of the Spring"], "gy": ["Raigeki"]}, {}])
    assert not options(game, action="activate", name="Fairy of the Spring")
