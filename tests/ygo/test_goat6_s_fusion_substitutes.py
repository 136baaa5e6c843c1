"""Fusion Substitutes (``hooks.FUSION_SUBSTITUTES``, read by Polymerization's material matcher
``core_spells.material_choices``): the engine rule the substitute monsters' scripts use (King of
the Swamp, Goddess with the Third Eye, Beastking of the Swamps: "you can substitute this card
for any 1 Fusion Material Monster, but the other Fusion Material Monster(s) must be correct" —
the 2004/2005 prints). Sangan stands in for a substitute monster here (the rule, not a card)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.ygo.test_goat_st_batches import fuse_flame_swordsman

from cardtable.ygo.effects.hooks import FUSION_SUBSTITUTES, NO_FUSION_SUBSTITUTE

SANGAN = 26202165
FLAME_SWORDSMAN = 45231177


@pytest.fixture()
def sangan_substitutes() -> Iterator[None]:
    FUSION_SUBSTITUTES.add(SANGAN)
    try:
        yield
    finally:
        FUSION_SUBSTITUTES.discard(SANGAN)


def test_a_substitute_stands_in_for_one_named_material(sangan_substitutes: None) -> None:
    """"Substitute this card for any 1 Fusion Material Monster": Flame Manipulator + the
    substitute make Flame Swordsman (Flame Manipulator + Masaki the Legendary Swordsman)."""
    f = fuse_flame_swordsman(["Flame Manipulator", "Sangan"])
    assert f.get("monsters.0") == ["Flame Swordsman"]
    assert sorted(f["gy.0"]) == ["Flame Manipulator", "Polymerization", "Sangan"]


def test_only_one_substitute_per_fusion(sangan_substitutes: None) -> None:
    """"... but the other Fusion Material Monster(s) must be correct": two substitutes cannot
    make Flame Swordsman (Polymerization has nothing to summon)."""
    assert fuse_flame_swordsman(["Sangan", "Sangan"]) == {}


def test_not_a_substitute_without_the_effect() -> None:
    """Without the substitute's effect, Sangan is no material of Flame Swordsman."""
    assert fuse_flame_swordsman(["Flame Manipulator", "Sangan"]) == {}


def test_a_fusion_printed_only_with_its_materials_refuses_substitutes(
        sangan_substitutes: None) -> None:
    """Fusion Monsters printed "A Fusion Summon of this card can only be done with the above
    Fusion Material Monsters" (``hooks.NO_FUSION_SUBSTITUTE``) take no substitute: Flame
    Swordsman marked so cannot be made from Flame Manipulator + the substitute, but still from
    its two named materials."""
    NO_FUSION_SUBSTITUTE.add(FLAME_SWORDSMAN)
    try:
        assert fuse_flame_swordsman(["Flame Manipulator", "Sangan"]) == {}
        f = fuse_flame_swordsman(["Flame Manipulator", "Masaki the Legendary Swordsman"])
        assert f.get("monsters.0") == ["Flame Swordsman"]
    finally:
        NO_FUSION_SUBSTITUTE.discard(FLAME_SWORDSMAN)
