"""Continuous Spells of ``cards/scripts/goat7_s_continuous.py`` under the goat profile. Source
of each text: goat-pool.csv does not flag these cards "Goat-era version", so today's official
text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; each test
quotes the clause it checks (our wording in ``pool/goat.csv``). Mystical Elf: 800/2000, Battle
Ox: 1700/1000 (Normal Monsters); Sangan: an Effect Monster."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while, settle

FORMATION = "Impenetrable Formation"


def test_formation_adds_700_def_while_all_defend() -> None:
    """Impenetrable Formation: "While you have 2 or more monsters on your side of the field, and
    all monsters on your side of the field are in Defense Position, the selected monster gains
    700 DEF": Mystical Elf 2000 -> 2700 beside a defending Battle Ox."""
    game = game_of([{"hand": [FORMATION], "monsters": [{"card": "Mystical Elf", "pos": "def"},
                                                       {"card": "Battle Ox", "pos": "def"}]},
                    {}])
    answer(game, action="activate", name=FORMATION)
    answer(game, action="card", name="Mystical Elf")
    _run(game)
    f = game.facts()
    assert f["mzone.0.0.def"] == 2700 and f["mzone.0.1.def"] == 1000


def test_formation_needs_all_in_defense_and_two_monsters() -> None:
    """"all monsters ... in Defense Position": with Battle Ox in Attack Position the Elf keeps
    2000."""
    game = game_of([{"hand": [FORMATION], "monsters": [{"card": "Mystical Elf", "pos": "def"},
                                                       "Battle Ox"]}, {}])
    answer(game, action="activate", name=FORMATION)
    answer(game, action="card", name="Mystical Elf")
    _run(game)
    assert game.facts()["mzone.0.0.def"] == 2000


def test_formation_destroyed_when_the_monster_leaves() -> None:
    """"When the selected monster is removed from the field, destroy this card": the opponent's
    Fissure destroys the lowest-ATK face-up monster, the selected Elf (800); the Formation
    follows it."""
    game = game_of([{"hand": [FORMATION], "monsters": [{"card": "Mystical Elf", "pos": "def"},
                                                       {"card": "Battle Ox", "pos": "def"}]},
                    {"hand": ["Fissure"]}])
    answer(game, action="activate", name=FORMATION)
    answer(game, action="card", name="Mystical Elf")
    _run(game)
    answer(game, action="to_end")
    _run(game)
    answer(game, action="activate", name="Fissure")
    pass_while(game, 1)
    _run(game)
    f = game.facts()
    assert "Mystical Elf" in f["gy.0"] and FORMATION in f["gy.0"]


def test_dust_barrier_shields_normal_monsters_from_opponent_spells() -> None:
    """Dust Barrier: "Face-up Normal Monsters on the field are unaffected by your opponent's
    Spell Cards": the opponent's Raigeki destroys Sangan (an Effect Monster) but not Battle
    Ox."""
    game = game_of([{"monsters": ["Battle Ox", "Sangan"],
                     "spells": [{"card": "Dust Barrier", "face_up": True}]},
                    {"hand": ["Raigeki"]}], turn_player=1)
    answer(game, action="activate", name="Raigeki")
    _run(game)
    assert game.facts()["monsters.0"] == ["Battle Ox"]


def test_dust_barrier_not_against_your_own_spells() -> None:
    """"your opponent's Spell Cards": its controller's own Raigeki destroys the opponent's
    Battle Ox."""
    game = game_of([{"hand": ["Raigeki"], "spells": [{"card": "Dust Barrier", "face_up": True}]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Raigeki")
    _run(game)
    assert game.facts()["monsters.1"] == []


def test_dust_barrier_destroyed_in_the_second_standby_phase() -> None:
    """"This card is destroyed during your second Standby Phase after activation": still there
    after its player's first Standby Phase, gone after the second."""
    game = game_of([{"hand": ["Dust Barrier"]}, {}])
    answer(game, action="activate", name="Dust Barrier")
    _run(game)
    for expect in (["Dust Barrier"], ["Dust Barrier"], ["Dust Barrier"], []):
        answer(game, action="to_end")
        _run(game)
        assert game.facts()["spells.0"] == expect


def test_morale_boost_gain_on_equip_and_loss_when_it_leaves() -> None:
    """Morale Boost: "Each time a player equips an Equip Spell Card, increase the Life Points
    of the controller of that Equip Spell Card by 1000 points. Each time an Equip Spell Card is
    removed from the field, the controller of that Equip Spell Card takes 1000 points of
    damage": Axe of Despair equipped (+1000), then destroyed by the opponent's Mystical Space
    Typhoon (-1000 to the Axe's controller)."""
    game = game_of([{"hand": ["Axe of Despair"], "monsters": ["Battle Ox"],
                     "spells": [{"card": "Morale Boost", "face_up": True}]},
                    {"spells": [{"card": "Mystical Space Typhoon", "face_up": False}]}])
    answer(game, action="activate", name="Axe of Despair")
    pass_while(game, 1)
    _run(game)
    assert game.facts()["lp.0"] == 8000 + 1000
    answer(game, action="to_end")
    _run(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, action="card", name="Axe of Despair") \
        if options(game, action="card", name="Axe of Despair") else None
    settle(game)  # the Axe's own Graveyard effect is offered now: left unanswered
    f = game.facts()
    assert "Axe of Despair" in f["gy.0"] and f["lp.0"] == 8000 and f["lp.1"] == 8000


def test_blessings_of_the_nile_once_per_opponent_discard_effect() -> None:
    """Blessings of the Nile: "Each time card(s) are discarded from your hand to the Graveyard
    by the effect of a card controlled by your opponent, increase your Life Points by 1000":
    the opponent's Delinquent Duo makes 2 cards go (one random, one chosen) — one gain of 1000
    for that one effect (our reading); the Duo's player paid 1000 LP."""
    game = game_of([{"hand": ["Delinquent Duo"]},
                    {"hand": ["Battle Ox", "Raigeki", "Jinzo"],
                     "spells": [{"card": "Blessings of the Nile", "face_up": True}]}])
    answer(game, action="activate", name="Delinquent Duo")
    pass_while(game, 1)
    _run(game)
    f = game.facts()
    assert f["hand_count.1"] == 1 and f["lp.1"] == 8000 + 1000 and f["lp.0"] == 8000 - 1000


def test_blessings_of_the_nile_not_for_your_own_discards() -> None:
    """"by the effect of a card controlled by your opponent": discarding for its player's own
    Lightning Vortex cost gives nothing."""
    game = game_of([{"hand": ["Lightning Vortex", "Battle Ox"],
                     "spells": [{"card": "Blessings of the Nile", "face_up": True}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Lightning Vortex")
    _run(game)
    f = game.facts()
    assert f["gy.1"] == ["Summoned Skull"] and f["lp.0"] == 8000
