"""Dragon's Rage and Meteorain (``goat6_t_piercing.py``, over ``classic_battle.grant_piercing``)
under the goat profile, checked against their texts (our own words in ``pool/goat.csv``): a
monster attacking a Defense Position monster whose DEF is lower than its ATK inflicts the
difference — for Dragon's Rage a Dragon-Type monster of its controller, for Meteorain any of the
activator's monsters this turn."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame


def _attack(game: YgoGame, attacker: str, target: str) -> None:
    answer(game, action="attack", name=attacker, target_name=target)
    while options(game, action="pass"):
        answer(game, action="pass")


def test_dragons_rage_dragons_pierce() -> None:
    """Luster Dragon (Dragon, 1900) attacks Sangan in Defense Position (DEF 600): 1300
    piercing damage while Dragon's Rage is face-up."""
    game = game_of([{"monsters": ["Luster Dragon"],
                     "spells": [{"card": "Dragon's Rage", "face_up": True}]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}], phase="battle")
    _attack(game, "Luster Dragon", "Sangan")
    assert game.facts()["lp.1"] == LP - 1300


def test_dragons_rage_only_dragons() -> None:
    """Battle Ox (Beast-Warrior) gets no piercing from it."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Dragon's Rage", "face_up": True}]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}], phase="battle")
    _attack(game, "Battle Ox", "Sangan")
    assert game.facts()["lp.1"] == LP


def test_meteorain_this_turn_every_monster_pierces() -> None:
    """Meteorain activated in Main Phase 1: Battle Ox (1700) on Sangan (DEF 600) deals 1100."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Meteorain", "face_up": False}]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    answer(game, action="activate", name="Meteorain")
    settle(game)
    answer(game, action="to_battle")
    settle(game)
    _attack(game, "Battle Ox", "Sangan")
    assert game.facts()["lp.1"] == LP - 1100
