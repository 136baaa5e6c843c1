"""Bark of Dark Ruler and Skull Dice (``goat6_t_stat_traps.py``) under the goat profile, checked
against their old texts (yugioh-wiki's quotes of the original Japanese texts; our own words in
``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _pass_until(game: YgoGame, **want: object) -> bool:
    """Pass every window until an option matching ``want`` is offered (True) or none is left."""
    while options(game, action="pass"):
        if options(game, **want):
            return True
        answer(game, action="pass")
    return False


def test_bark_of_dark_ruler_in_the_damage_step() -> None:
    """Bark of Dark Ruler: "when a Fiend-Type monster you control battles, during the Damage
    Step: pay Life Points in multiples of 100; the opponent's monster battling it loses that much
    ATK and DEF": Blue-Eyes White Dragon (3000) attacks Summoned Skull (Fiend, 2500); 600 paid,
    the Dragon has 2400 and is destroyed, its controller takes 100. It cannot be activated at
    the attack declaration (not yet the Damage Step)."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": ["Summoned Skull"],
                     "spells": [{"card": "Bark of Dark Ruler", **SET}]}], phase="battle")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Summoned Skull")
    assert _pass_until(game, action="activate", name="Bark of Dark Ruler")
    # first offered once the Damage Step has begun, not in the attack declaration's window
    assert any(e["kind"] == "damage_step" for e in game.events(1))
    answer(game, action="activate", name="Bark of Dark Ruler")
    answer(game, action="choose", value=600)
    _pass_until(game, action="none")
    f = game.facts()
    assert f["lp.1"] == LP - 600 and f["lp.0"] == LP - 100
    assert f["monsters.0"] == [] and f["monsters.1"] == ["Summoned Skull"]


def test_bark_of_dark_ruler_needs_a_fiend() -> None:
    """"When a Fiend-Type monster you control battles": Battle Ox (Beast-Warrior) gives no
    Bark in its Damage Step."""
    game = game_of([{"monsters": ["Blue-Eyes White Dragon"]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Bark of Dark Ruler", **SET}]}], phase="battle")
    answer(game, action="attack", name="Blue-Eyes White Dragon", target_name="Battle Ox")
    assert not _pass_until(game, action="activate", name="Bark of Dark Ruler")


def test_skull_dice_weakens_the_opponents_face_up_monsters_by_the_roll() -> None:
    """Skull Dice: "roll a die; the face-up monsters your opponent controls lose ATK and DEF
    equal to the result x 100 until the End Phase": both face-up monsters lose 100 x the public
    roll, the face-down one keeps its stats, the activator's own monster too."""
    game = game_of([{"monsters": ["Kuriboh"], "spells": [{"card": "Skull Dice", **SET}]},
                    {"monsters": ["Summoned Skull", "Battle Ox",
                                  {"card": "Giant Soldier of Stone", "pos": "fd_def"}]}])
    answer(game, action="activate", name="Skull Dice")
    _pass_until(game, action="none")
    rolls = [e for e in game.events(0) if e["kind"] == "die_roll"]
    assert len(rolls) == 1
    n = 100 * int(rolls[0]["result"])
    f = game.facts()
    assert f["mzone.1.0.atk"] == 2500 - n and f["mzone.1.0.def"] == 1200 - n
    assert f["mzone.1.1.atk"] == 1700 - n
    assert f["mzone.0.0.atk"] == 300
    mons = game.view(1)["players"][1]["monsters"]
    assert mons[2]["atk"] == 1300 and mons[2]["def"] == 2000


def test_mask_of_weakness_weakens_the_attacker() -> None:
    """Mask of Weakness: "until the End Phase, 1 attacking monster loses 700 ATK": Battle Ox
    (1700) attacks Giant Soldier of Stone (1300 ATK, Attack Position) and, at 1000, is destroyed;
    its controller takes 300. Outside an attack there is nothing to choose."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Giant Soldier of Stone"],
                     "spells": [{"card": "Mask of Weakness", **SET}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Giant Soldier of Stone")
    assert _pass_until(game, action="activate", name="Mask of Weakness")
    answer(game, action="activate", name="Mask of Weakness")
    _pass_until(game, action="none")
    f = game.facts()
    assert f["lp.0"] == LP - 300 and f["monsters.0"] == []
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Giant Soldier of Stone"],
                     "spells": [{"card": "Mask of Weakness", **SET}]}], turn=4, turn_player=1)
    assert not options(game, action="activate", name="Mask of Weakness")
