"""Equip Spells of ``cards/scripts/goat7_s_equips.py`` under the goat profile. Source of each
text: goat-pool.csv does not flag these cards "Goat-era version", so today's official text
(DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; each test quotes
the clause it checks (our wording in ``pool/goat.csv``). Stats: Chu-Ske the Mouse Fighter 1200
ATK, Mystical Elf 800/2000, Skull Servant 300 ATK, Summoned Skull 2500, Battle Ox 1700,
Celtic Guardian 1400 (Warrior), Blue-Eyes White Dragon 3000/2500."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

LP = 8000


def _equipped(card: str, zone: int = 0, player: int = 0) -> dict[str, Any]:
    return {"card": card, "face_up": True, "equip_to": {"player": player, "zone": zone}}


def _run(game: YgoGame, steps: int = 8) -> None:
    """Let the chain and triggers settle: pass every window, take every trigger offered."""
    for _ in range(steps):
        settle(game)
        if options(game, action="trigger"):
            answer(game, action="trigger")
        elif options(game, action="card"):
            answer(game, action="card")
        else:
            return


def test_ballista_adds_1500_against_a_face_down_defender() -> None:
    """Ballista of Rampart Smashing: "If the equipped monster attacks a face-down Defense
    Position monster, it gains 1500 ATK during damage calculation only": Chu-Ske (1200 + 1500)
    destroys the face-down Mystical Elf (DEF 2000); outside the battle its ATK is 1200."""
    game = game_of([{"monsters": ["Chu-Ske the Mouse Fighter"],
                     "spells": [_equipped("Ballista of Rampart Smashing")]},
                    {"monsters": [{"card": "Mystical Elf", "pos": "fd_def"}]}])
    assert game.facts()["mzone.0.0.atk"] == 1200
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["gy.1"] == ["Mystical Elf"] and f["lp.0"] == LP
    assert f["mzone.0.0.atk"] == 1200


def test_ballista_gives_nothing_against_a_face_up_defender() -> None:
    """"attacks a face-down Defense Position monster": against the face-up Mystical Elf (DEF
    2000) Chu-Ske stays at 1200 and its controller takes 800."""
    game = game_of([{"monsters": ["Chu-Ske the Mouse Fighter"],
                     "spells": [_equipped("Ballista of Rampart Smashing")]},
                    {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["monsters.1"] == ["Mystical Elf"] and f["lp.0"] == LP - 800


def test_buster_rancher_boosts_against_2500_atk() -> None:
    """Buster Rancher: "increase the ATK ... by 2500 if the opponent's monster that battles it
    is in Attack Position and its ATK is 2500 or more": Skull Servant (300 + 2500 = 2800)
    destroys Summoned Skull (2500), 300 damage; the boost does not break "only a monster with
    an ATK of 1000 points or less" (the Rancher stays)."""
    game = game_of([{"monsters": ["Skull Servant"], "spells": [_equipped("Buster Rancher")]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["gy.1"] == ["Summoned Skull"] and f["lp.1"] == LP - 300
    assert f["spells.0"] == ["Buster Rancher"] and f["mzone.0.0.atk"] == 300


def test_buster_rancher_nothing_against_weaker_monsters() -> None:
    """"its ATK is 2500 or more": against Battle Ox (1700) Skull Servant fights at 300."""
    game = game_of([{"monsters": ["Skull Servant"], "spells": [_equipped("Buster Rancher")]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["gy.0"] == ["Skull Servant", "Buster Rancher"] or \
        sorted(f["gy.0"]) == ["Buster Rancher", "Skull Servant"]
    assert f["lp.0"] == LP - 1400


def test_buster_rancher_only_on_1000_atk_or_less() -> None:
    """"Only a monster with an ATK of 1000 points or less can be equipped": with Battle Ox
    (1700) alone there is nothing to equip."""
    game = game_of([{"hand": ["Buster Rancher"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Buster Rancher")


def test_sword_of_dragons_soul_destroys_the_dragon_at_battle_phase_end() -> None:
    """Sword of Dragon's Soul: "It gains 700 ATK. After damage calculation, if the equipped
    monster battled a Dragon monster: Destroy that monster at the end of that Battle Phase":
    Celtic Guardian (2100) hits Blue-Eyes in Defense Position (2500): the Dragon survives the
    battle (400 to the attacker) and is destroyed when the Battle Phase ends."""
    game = game_of([{"monsters": ["Celtic Guardian"],
                     "spells": [_equipped("Sword of Dragon's Soul")]},
                    {"monsters": [{"card": "Blue-Eyes White Dragon", "pos": "def"}]}])
    assert game.facts()["mzone.0.0.atk"] == 2100
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["monsters.1"] == ["Blue-Eyes White Dragon"] and f["lp.0"] == LP - 400
    answer(game, action="end_battle")
    _run(game)
    assert game.facts()["gy.1"] == ["Blue-Eyes White Dragon"]


def test_sword_of_dragons_soul_only_warriors_and_only_dragons() -> None:
    """"Equip only to a Warrior monster" (Battle Ox is a Beast-Warrior: no target) and "battled
    a Dragon monster" (Labyrinth Wall, a Rock with 3000 DEF, survives the Battle Phase)."""
    game = game_of([{"hand": ["Sword of Dragon's Soul"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Sword of Dragon's Soul")
    game = game_of([{"monsters": ["Celtic Guardian"],
                     "spells": [_equipped("Sword of Dragon's Soul")]},
                    {"monsters": [{"card": "Labyrinth Wall", "pos": "def"}]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    answer(game, action="end_battle")
    _run(game)
    assert game.facts()["monsters.1"] == ["Labyrinth Wall"]


def test_flint_locks_and_weakens() -> None:
    """Flint: "The equipped monster loses 300 ATK and cannot change its battle position or
    declare an attack": Battle Ox at 1400, no attack in the Battle Phase (without Flint it has
    one)."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_equipped("Flint")]},
                    {"monsters": ["Mystical Elf"]}])
    assert game.facts()["mzone.0.0.atk"] == 1400
    answer(game, action="to_battle")
    assert not options(game, action="attack")
    game = game_of([{"monsters": ["Battle Ox"]}, {"monsters": ["Mystical Elf"]}])
    answer(game, action="to_battle")
    assert options(game, action="attack")


def test_flint_moves_to_another_monster_when_its_monster_is_destroyed() -> None:
    """"If this card is destroyed because the equipped monster is destroyed: Target 1 monster
    on the field; equip this card to that monster": Fissure destroys the weakened Battle Ox
    (1400); Flint goes on to Summoned Skull (2500 - 300)."""
    game = game_of([{"hand": ["Flint", "Fissure"]},
                    {"monsters": ["Battle Ox", "Summoned Skull"]}])
    answer(game, action="activate", name="Flint")
    answer(game, action="card", name="Battle Ox")
    _run(game)
    assert game.facts()["mzone.1.0.atk"] == 1400
    answer(game, action="activate", name="Fissure")
    _run(game)
    f = game.facts()
    assert f["gy.1"] == ["Battle Ox"] and f["spells.0"] == ["Flint"]
    assert f["mzone.1.1.atk"] == 2200


def test_flint_stays_in_the_graveyard_when_destroyed_itself() -> None:
    """"destroyed because the equipped monster is destroyed": Mystical Space Typhoon on Flint
    itself leaves it in the Graveyard."""
    game = game_of([{"hand": ["Mystical Space Typhoon"], "spells": [_equipped("Flint", 0, 1)]},
                    {"monsters": ["Battle Ox", "Summoned Skull"]}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Flint"):
        answer(game, action="card", name="Flint")
    _run(game)
    f = game.facts()
    assert f["gy.0"] == ["Mystical Space Typhoon", "Flint"] or \
        sorted(f["gy.0"]) == ["Flint", "Mystical Space Typhoon"]
    assert f["mzone.1.0.atk"] == 1700 and f["mzone.1.1.atk"] == 2500


def test_necklace_of_command_draws_after_a_battle_destruction() -> None:
    """Necklace of Command: "When a monster you control that's equipped with this card is
    destroyed by battle, and this card is sent to the Graveyard, you can either: Draw 1 card":
    the opponent's Summoned Skull destroys the equipped Battle Ox; its controller draws 1."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox"], "hand": ["Necklace of Command"]}], turn_player=1)
    answer(game, action="activate", name="Necklace of Command")
    answer(game, action="card", name="Battle Ox")
    _run(game)
    answer(game, action="to_end")
    _run(game)
    answer(game, action="to_battle")
    answer(game, action="attack")
    for _ in range(6):
        settle(game)
        if options(game, action="trigger"):
            answer(game, action="trigger")
        elif options(game, action="choose"):
            answer(game, action="choose", value=1) if options(game, action="choose", value=1) \
                else answer(game, action="choose")
        else:
            break
    f = game.facts()
    assert "Necklace of Command" in f["gy.1"] and f["hand_count.1"] == 1


def test_necklace_of_command_not_after_an_effect_destruction() -> None:
    """"destroyed by battle": Fissure on the equipped Battle Ox gives nothing (no draw)."""
    game = game_of([{"hand": ["Fissure"]},
                    {"monsters": ["Battle Ox"], "hand": ["Necklace of Command"]}], turn_player=1)
    answer(game, action="activate", name="Necklace of Command")
    _run(game)
    assert game.facts()["szone.1.0.equip"] == "Battle Ox"
    answer(game, action="to_end")
    _run(game)
    answer(game, action="activate", name="Fissure")
    _run(game)
    f = game.facts()
    assert "Necklace of Command" in f["gy.1"] and f["hand_count.1"] == 0


def test_two_buster_ranchers_facing_each_other() -> None:
    """Two Buster Ranchers on the two battling monsters (each reads the other's ATK): neither
    opponent has 2500 or more, so neither gains anything — Skull Servant (300) against Kuriboh
    (300), both destroyed (found by the soak: the two reads must not loop)."""
    game = game_of([{"monsters": ["Skull Servant"], "spells": [_equipped("Buster Rancher")]},
                    {"monsters": ["Kuriboh"], "spells": [_equipped("Buster Rancher", 0, 1)]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == []
