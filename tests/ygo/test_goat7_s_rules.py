"""Spells over the g7-s engine hooks (``cards/scripts/goat7_s_rules.py``: Level changes, Set
bans, LP paid per card played) under the goat profile. Source of each text: goat-pool.csv does
not flag these cards "Goat-era version", so today's official text (DawnbrandBots/yaml-yugi
``data/<passcode>.yaml``) is their Goat behaviour; each test quotes the clause it checks (our
wording in ``pool/goat.csv``). Summoned Skull: Level 6; Bottom Dweller: a Level 5 WATER Normal
Monster (1650 ATK); Battle Ox: Level 4."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while

LP = 8000


def _level(game: object, name: str) -> int:
    g = game.g  # type: ignore[attr-defined]
    c = next(c for q in (0, 1) for c in (*g.mz[q], *g.hand[q])
             if c >= 0 and g.cd(c).name.en == name)
    return int(g.level(c))


def test_demotion_lowers_the_level_by_two() -> None:
    """Demotion: "Downgrade the monster equipped with this card by 2 Levels": Summoned Skull
    (Level 6) is Level 4 while equipped; Battle Ox beside it stays Level 4 -> unchanged 4."""
    game = game_of([{"hand": ["Demotion"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Demotion")
    answer(game, action="card", name="Summoned Skull")
    _run(game)
    assert _level(game, "Summoned Skull") == 4 and _level(game, "Battle Ox") == 4


def test_demotion_never_below_level_one() -> None:
    """A Level can never go below 1: Demotion on Skull Servant (Level 1) leaves Level 1."""
    game = game_of([{"hand": ["Demotion"], "monsters": ["Skull Servant"]}, {}])
    answer(game, action="activate", name="Demotion")
    _run(game)
    assert _level(game, "Skull Servant") == 1


def test_legendary_ocean_lets_a_level_5_water_monster_summon_without_tribute() -> None:
    """A Legendary Ocean: "Reduce the Level of all WATER monsters in both players' hands and on
    the field by 1": Bottom Dweller (Level 5 in the hand) becomes Level 4 and is Normal
    Summoned with an empty field; without the Ocean it needs a Tribute."""
    game = game_of([{"hand": ["Bottom Dweller"],
                     "field": {"card": "A Legendary Ocean", "face_up": True}}, {}])
    assert _level(game, "Bottom Dweller") == 4
    answer(game, action="summon", name="Bottom Dweller")
    _run(game)
    f = game.facts()
    assert f["monsters.0"] == ["Bottom Dweller"]
    assert f["mzone.0.0.atk"] == 1650 + 200, "All WATER monsters on the field gain 200 ATK/DEF"
    game = game_of([{"hand": ["Bottom Dweller"]}, {}])
    assert not options(game, action="summon", name="Bottom Dweller")


def test_legendary_ocean_leaves_other_attributes() -> None:
    """"WATER monsters": Summoned Skull (DARK) keeps Level 6 and 2500 ATK."""
    game = game_of([{"monsters": ["Summoned Skull"],
                     "field": {"card": "A Legendary Ocean", "face_up": True}}, {}])
    assert _level(game, "Summoned Skull") == 6 and game.facts()["mzone.0.0.atk"] == 2500


def test_cold_wave_stops_spells_and_traps_until_your_next_turn() -> None:
    """Cold Wave: "Until your next turn, you and your opponent cannot play or Set any Spell or
    Trap Cards": no Set for its player, no Trap for the opponent in their turn; the next turn
    of its player, the Set is allowed again."""
    game = game_of([{"hand": ["Cold Wave", "Raigeki", "Mirror Force"]},
                    {"hand": ["Dust Tornado"],
                     "spells": [{"card": "Dust Tornado", "face_up": False}]}])
    answer(game, action="activate", name="Cold Wave")
    _run(game)
    assert not options(game, action="set") and not options(game, action="activate")
    answer(game, action="to_end")
    _run(game)
    assert game.facts()["turn_player"] == 1
    assert not options(game, action="activate", name="Dust Tornado")
    assert not options(game, action="set", name="Dust Tornado")
    answer(game, action="to_end")
    _run(game)
    assert game.facts()["turn_player"] == 0
    assert options(game, action="set", name="Mirror Force")


def test_cold_wave_only_at_the_start_of_main_phase_1() -> None:
    """"This card can only be activated at the start of Main Phase 1": after a Normal Summon
    it is no longer offered."""
    game = game_of([{"hand": ["Cold Wave", "Battle Ox"]}, {}])
    assert options(game, action="activate", name="Cold Wave")
    answer(game, action="summon", name="Battle Ox")
    _run(game)
    assert not options(game, action="activate", name="Cold Wave")


def test_chain_energy_charges_500_per_card_from_the_hand() -> None:
    """Chain Energy: "Each player must pay 500 Life Points per card to Normal Summon, Special
    Summon, Set or activate cards from his/her respective hand": a Normal Summon, a Set and a
    Spell activated from the hand cost 500 each (1500)."""
    game = game_of([{"hand": ["Battle Ox", "Mirror Force", "Pot of Greed"],
                     "spells": [{"card": "Chain Energy", "face_up": True}]}, {}])
    answer(game, action="summon", name="Battle Ox")
    _run(game)
    assert game.facts()["lp.0"] == LP - 500
    answer(game, action="set", name="Mirror Force")
    _run(game)
    assert game.facts()["lp.0"] == LP - 1000
    answer(game, action="activate", name="Pot of Greed")
    pass_while(game, 0)
    _run(game)
    assert game.facts()["lp.0"] == LP - 1500


def test_chain_energy_nothing_from_the_hand_without_500() -> None:
    """"must pay 500": with 400 LP nothing can be summoned, Set or activated from the hand; a
    face-down card on the field is not played from the hand and costs nothing."""
    game = game_of([{"hand": ["Battle Ox", "Mirror Force", "Pot of Greed"],
                     "spells": [{"card": "Chain Energy", "face_up": True},
                                {"card": "Dian Keto the Cure Master", "face_up": False}]}, {}],
                   lp=[400, LP])
    assert not options(game, action="summon") and not options(game, action="set")
    assert not options(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Dian Keto the Cure Master")
    _run(game)
    assert game.facts()["lp.0"] == 400 + 1000
