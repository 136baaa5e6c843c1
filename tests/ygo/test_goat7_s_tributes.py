"""Tribute bans (``cards/scripts/goat7_s_tributes.py``) under the goat profile. Source of each
text: goat-pool.csv does not flag these cards "Goat-era version", so today's official text
(DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; each test quotes
the clause it checks (our wording in ``pool/goat.csv``). Summoned Skull: Level 6 (1 Tribute),
a Fiend; Winged Minion: "Tribute this card" to boost a Fiend."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options

MASK = {"card": "Mask of Restrict", "face_up": True}


def test_mask_of_restrict_stops_tribute_summons() -> None:
    """Mask of Restrict: "Neither player can Tribute cards": Summoned Skull cannot be Tribute
    Summoned over Battle Ox (without the Mask it can)."""
    game = game_of([{"hand": ["Summoned Skull"], "monsters": ["Battle Ox"], "spells": [MASK]},
                    {}])
    assert not options(game, action="summon", name="Summoned Skull")
    game = game_of([{"hand": ["Summoned Skull"], "monsters": ["Battle Ox"]}, {}])
    assert options(game, action="summon", name="Summoned Skull")


def test_mask_of_restrict_stops_tribute_costs() -> None:
    """"Neither player can Tribute cards": Winged Minion's "Tribute this card" cost cannot be
    paid (its effect is not offered while the Mask is face-up)."""
    mons = ["Winged Minion", "Summoned Skull"]
    game = game_of([{"monsters": mons, "spells": [MASK]}, {}])
    assert not options(game, action="activate", name="Winged Minion")
    game = game_of([{"monsters": mons}, {}])
    assert options(game, action="activate", name="Winged Minion")


def test_mind_control_borrows_a_monster_that_cannot_attack_or_be_tributed() -> None:
    """Mind Control: "until the End Phase, take control of that target, but it cannot declare
    an attack or be Tributed": the taken Battle Ox is no Tribute for Summoned Skull and has no
    attack; it goes back at the End Phase."""
    game = game_of([{"hand": ["Mind Control", "Summoned Skull"]}, {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Mind Control")
    _run(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == []
    assert not options(game, action="summon", name="Summoned Skull")
    answer(game, action="to_battle")
    assert not options(game, action="attack")
    answer(game, action="end_battle")
    _run(game)
    answer(game, action="to_end")
    _run(game)
    assert game.facts()["monsters.1"] == ["Battle Ox"]
