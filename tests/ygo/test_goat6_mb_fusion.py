"""g6-mb: Fusion Substitute monsters (``cards/scripts/goat6_mb_fusion.py``). Each test names
the text line it checks: "this card can be used as a substitute for any 1 Fusion-Material
Monster, but the other Fusion-Material Monster(s) must be correct" (TP1/TP2 prints)."""

from __future__ import annotations

import pytest
from tests.ygo.test_goat_st_batches import fuse_flame_swordsman


@pytest.mark.parametrize("sub", ["Versago the Destroyer", "Mystical Sheep #1"])
def test_substitute_for_one_named_material(sub: str) -> None:
    """"A substitute for any 1 Fusion-Material Monster": Flame Manipulator + the substitute
    make Flame Swordsman (Flame Manipulator + Masaki the Legendary Swordsman)."""
    f = fuse_flame_swordsman(["Flame Manipulator", sub])
    assert f.get("monsters.0") == ["Flame Swordsman"]
    assert sorted(f["gy.0"]) == sorted(["Flame Manipulator", "Polymerization", sub])


def test_the_other_material_must_be_correct() -> None:
    """"... but the other Fusion-Material Monster(s) must be correct": Versago and Mystical
    Sheep #1 together make nothing."""
    assert fuse_flame_swordsman(["Versago the Destroyer", "Mystical Sheep #1"]) == {}
