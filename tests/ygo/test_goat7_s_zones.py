"""Unusable Monster Card Zones (``cards/scripts/goat7_s_zones.py``) under the goat profile.
Source of each text: goat-pool.csv does not flag these cards "Goat-era version", so today's
official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; each
test quotes the clause it checks (our wording in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options


def _collapse(game: object, zones: list[int]) -> None:
    """Seat 0 activates Ground Collapse choosing ``zones`` (values 5 * side + zone)."""
    answer(game, action="activate", name="Ground Collapse")  # type: ignore[arg-type]
    for z in zones:
        answer(game, action="choose", value=z)  # type: ignore[arg-type]
    _run(game)  # type: ignore[arg-type]


def test_ground_collapse_zones_cannot_be_used() -> None:
    """Ground Collapse: "Select 2 Main Monster Zones on the field. Neither player can use the
    selected zones": with zones 1 and 2 of its player chosen and zones 3-5 full, Battle Ox
    cannot be Normal Summoned."""
    mons = [{"card": "Skull Servant", "zone": z} for z in (2, 3, 4)]
    game = game_of([{"hand": ["Ground Collapse", "Battle Ox"], "monsters": mons}, {}])
    _collapse(game, [0, 1])
    assert game.facts()["spells.0"] == ["Ground Collapse"]
    assert not options(game, action="summon", name="Battle Ox")


def test_ground_collapse_summons_go_around_the_chosen_zones() -> None:
    """"Neither player can use the selected zones": the opponent's zones 1 and 2 are chosen;
    their Battle Ox, summoned next turn, lands in zone 3."""
    game = game_of([{"hand": ["Ground Collapse"]}, {"hand": ["Battle Ox"]}])
    _collapse(game, [5, 6])
    answer(game, action="to_end")
    _run(game)
    answer(game, action="summon", name="Battle Ox")
    _run(game)
    f = game.facts()
    assert f["mzone.1.2"] == "Battle Ox" and f["mzone.1.0"] is None


def test_ground_collapse_needs_two_empty_zones() -> None:
    """"You cannot select a zone that is occupied by a Monster Card": with 9 of the 10 zones
    full it cannot be activated."""
    game = game_of([{"hand": ["Ground Collapse"], "monsters": ["Skull Servant"] * 5},
                    {"monsters": ["Skull Servant"] * 4}])
    assert not options(game, action="activate", name="Ground Collapse")


def test_dimensionhole_removes_until_the_next_standby_and_holds_the_zone() -> None:
    """Dimensionhole: "remove it from play until your next Standby Phase. While the monster is
    removed from play, the Monster Card Zone of the selected monster cannot be used": Battle Ox
    leaves zone 1; Mystical Elf, summoned then, takes zone 2; at its player's next Standby
    Phase the Ox is back in zone 1."""
    game = game_of([{"hand": ["Dimensionhole", "Mystical Elf"], "monsters": ["Battle Ox"]}, {}])
    answer(game, action="activate", name="Dimensionhole")
    _run(game)
    assert game.facts()["banished.0"] == ["Battle Ox"]
    answer(game, action="summon", name="Mystical Elf")
    _run(game)
    f = game.facts()
    assert f["mzone.0.0"] is None and f["mzone.0.1"] == "Mystical Elf"
    answer(game, action="to_end")
    _run(game)
    assert game.facts()["banished.0"] == ["Battle Ox"], "not back in the opponent's turn"
    answer(game, action="to_end")
    _run(game)
    f = game.facts()
    assert f["mzone.0.0"] == "Battle Ox" and f["banished.0"] == []
