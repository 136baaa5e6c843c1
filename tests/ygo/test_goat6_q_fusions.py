"""Goat Fusion Monsters without effects (the older pools' ``classic.yaml`` and ``pool/goat.csv``),
each named with the Fusion Materials its first TCG printing lists ("A + B"): Polymerization with
exactly those two Fusion Summons it (materials and Polymerization to the Graveyard); with only
one of them the Fusion Monster is not offered, and a Fusion Monster is never Normal Summoned
(2005 rulebook: Fusion Monsters are Special Summoned from the Fusion Deck)."""

from __future__ import annotations

import pytest
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

#: Fusion Monster -> its printed Fusion Materials (LOB / MRD / PSV / LOD texts)
FUSIONS: dict[str, tuple[str, str]] = {
    "Black Skull Dragon": ("Summoned Skull", "Red-Eyes B. Dragon"),
    "Charubin the Fire Knight": ("Monster Egg", "Hinotama Soul"),
    "Dragoness the Wicked Knight": ("Armaill", "One-Eyed Shield Dragon"),
    "Fusionist": ("Petit Angel", "Mystical Sheep #2"),
    "Karbonala Warrior": ("M-Warrior #1", "M-Warrior #2"),
    "Master of Oz": ("Big Koala", "Des Kangaroo"),
    # printed "The Forgiving Maiden" + "Marie the Fallen One" (Darklord Marie today)
    "St. Joan": ("The Forgiving Maiden", "Marie the Fallen One"),
    "Twin-Headed Thunder Dragon": ("Thunder Dragon", "Thunder Dragon"),
}


def fuse(players: list[dict[str, object]], fusion: str) -> dict[str, object]:
    """Activate Polymerization for ``fusion`` (its materials picked as offered), take face-up
    Attack Position; the facts after."""
    game = game_of(players)
    answer(game, action="activate", name="Polymerization")
    while game.pending() is not None:
        if options(game, action="card", name=fusion):
            answer(game, action="card", name=fusion)
        elif options(game, action="card"):
            answer(game, action="card")
        elif options(game, action="choose", value=1):
            answer(game, action="choose", value=1)
        elif options(game, action="pass"):
            settle(game)
        else:
            break
    return game.facts()


@pytest.mark.parametrize("fusion", sorted(FUSIONS))
def test_fusion_with_its_printed_materials(fusion: str) -> None:
    a, b = FUSIONS[fusion]
    f = fuse([{"hand": ["Polymerization", a, b], "extra": [fusion]}, {}], fusion)
    assert f["monsters.0"] == [fusion]
    assert sorted(f["gy.0"]) == sorted([a, b, "Polymerization"])  # type: ignore[arg-type]
    game = game_of([{"hand": ["Polymerization", a], "monsters": ["Battle Ox"],
                     "extra": [fusion]}, {}])
    assert not options(game, action="activate", name="Polymerization")
    assert not options(game, action="summon", name=fusion)
