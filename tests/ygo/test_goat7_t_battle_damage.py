"""The battle damage window (``goat7_t_battle_damage.py``): Sebek's Blessing and Inferno Tempest
under the goat profile. Texts: not flagged "Goat-era version" in goat-pool.csv; official texts
(yaml-yugi data/22537443.yaml Sebek's Blessing: "if your monster inflicts battle damage to your
opponent by a direct attack: gain the same amount of LP"; data/14391920.yaml Inferno Tempest:
"when you take 3000 or more Battle Damage from 1 attack: remove all monsters in each player's
Deck and Graveyard from play")."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import pass_until
from tests.ygo.test_goat_st_batches import LP, answer, game_of, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _attack(game: YgoGame, attacker: str, target: str | None = None) -> None:
    if target is None:
        answer(game, action="attack", name=attacker, target=-1)
    else:
        answer(game, action="attack", name=attacker, target_name=target)



def test_sebeks_blessing_gains_the_direct_damage() -> None:
    """Battle Ox attacks directly for 1700: Sebek's Blessing (from the hand, after the damage)
    gains 1700."""
    game = game_of([{"hand": ["Sebek's Blessing"], "monsters": ["Battle Ox"]}, {}],
                   phase="battle")
    _attack(game, "Battle Ox")
    assert pass_until(game, "Sebek's Blessing")
    assert game.facts()["lp.1"] == LP - 1700
    answer(game, action="activate", name="Sebek's Blessing")
    settle(game)
    assert game.facts()["lp.0"] == LP + 1700


def test_sebeks_blessing_not_for_an_attack_on_a_monster() -> None:
    """"By a direct attack": Battle Ox destroying Kuriboh (1400 damage) opens no Sebek's."""
    game = game_of([{"hand": ["Sebek's Blessing"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh"]}], phase="battle")
    _attack(game, "Battle Ox", "Kuriboh")
    assert not pass_until(game, "Sebek's Blessing")
    assert game.facts()["lp.1"] == LP - 1400


def test_inferno_tempest_after_3000_battle_damage() -> None:
    """Blue-Eyes attacks directly (3000): the Set Inferno Tempest banishes every monster in both
    Decks and Graveyards; Spells there stay."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"], "deck": ["Kuriboh", "Pot of Greed"],
                     "gy": ["Jinzo", "Monster Reborn"]},
                    {"spells": [{"card": "Inferno Tempest", **SET}], "deck": ["Sangan"],
                     "gy": ["Battle Ox"]}], phase="battle")
    _attack(game, "Blue-Eyes White Dragon")
    assert pass_until(game, "Inferno Tempest")
    answer(game, action="activate", name="Inferno Tempest")
    settle(game)
    f = game.facts()
    assert f["gy.0"] == ["Monster Reborn"] and f["deck_count.0"] == 1
    assert f["deck_count.1"] == 0 and f["gy.1"] == ["Inferno Tempest"]
    assert sorted(f["banished.0"]) == ["Jinzo", "Kuriboh"]


def test_inferno_tempest_needs_3000() -> None:
    """Battle Ox's 1700 direct damage is not enough."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"spells": [{"card": "Inferno Tempest", **SET}]}], phase="battle")
    _attack(game, "Battle Ox")
    assert not pass_until(game, "Inferno Tempest")
