"""g6-ma: Goddess with the Third Eye and Beastking of the Swamps
(``cards/scripts/goat6_ma_fusion.py``): "this card can substitute for any 1 Fusion Material
Monster; the other Fusion Material Monsters must be the correct ones" (their printed text), and
Beastking's "discard this card to add 1 'Polymerization' from your Deck to your hand"."""

from __future__ import annotations

import pytest
from tests.ygo.test_goat_st_batches import answer, fuse_flame_swordsman, game_of, settle

GODDESS = "Goddess with the Third Eye"
BEASTKING = "Beastking of the Swamps"


@pytest.mark.parametrize("sub", [GODDESS, BEASTKING])
def test_it_stands_in_for_one_material(sub: str) -> None:
    """Flame Manipulator + the substitute make Flame Swordsman (Flame Manipulator + Masaki the
    Legendary Swordsman)."""
    f = fuse_flame_swordsman(["Flame Manipulator", sub])
    assert f.get("monsters.0") == ["Flame Swordsman"]
    assert sorted(f["gy.0"]) == sorted(["Flame Manipulator", "Polymerization", sub])


def test_the_other_materials_must_be_correct() -> None:
    """Two substitutes cannot make Flame Swordsman: Polymerization has nothing to summon."""
    assert fuse_flame_swordsman([GODDESS, BEASTKING]) == {}


def test_beastking_discards_itself_for_polymerization() -> None:
    """Beastking of the Swamps: "discard this card to add 1 'Polymerization' from your Deck to
    your hand"."""
    game = game_of([{"hand": [BEASTKING], "deck": ["Polymerization", "Battle Ox"]}, {}])
    answer(game, action="activate", name=BEASTKING)
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Polymerization"] and f["gy.0"] == [BEASTKING]
