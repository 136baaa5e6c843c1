"""Piercing granted by Equip Spells (``cards/scripts/goat6_s_piercing.py`` over the one check
``classic_battle.pierces``): Big Bang Shot, Fairy Meteor Crush, Cyclon Laser under the goat
profile (LP 8000). Each test quotes the 2005 text it checks (the first TCG prints — Magician's
Force, Pharaoh's Servant, Labyrinth of Nightmare —, our own wording in ``pool/goat.csv``); the
numbers come from that text and the printed stats (Battle Ox 1700 ATK, Sangan 600 DEF, Gradius
1200 ATK)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

OX_ATK, SANGAN_DEF, GRADIUS_ATK = 1700, 600, 1200


def _equipped(equip: str, monster: str = "Battle Ox", more: tuple[Any, ...] = ()) -> YgoGame:
    return game_of([{"monsters": [monster, *more],
                     "spells": [{"card": equip, "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])


def _attack_sangan(game: YgoGame) -> None:
    answer(game, action="to_battle")
    answer(game, action="attack")
    settle(game)


def test_fairy_meteor_crush_inflicts_the_difference() -> None:
    """Fairy Meteor Crush: "When the equipped monster attacks a Defense Position monster whose
    DEF is lower than its ATK, the difference is inflicted as Battle Damage" — 1700 - 600."""
    game = _equipped("Fairy Meteor Crush")
    _attack_sangan(game)
    f = game.facts()
    assert f["lp.1"] == LP - (OX_ATK - SANGAN_DEF) and "Sangan" in f["gy.1"]


def test_no_piercing_without_the_equip() -> None:
    """The rule the equip changes: a monster attacking a Defense Position monster inflicts no
    Battle Damage by itself."""
    game = game_of([{"monsters": ["Battle Ox"]}, {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    _attack_sangan(game)
    assert game.facts()["lp.1"] == LP


def test_piercing_is_inflicted_once_however_many_grant_it() -> None:
    """One piercing check: Enraged Battle Ox ("Beast, Beast-Warrior and Winged Beast monsters you
    control inflict the difference") and Fairy Meteor Crush both grant it to Battle Ox (a
    Beast-Warrior); the difference is inflicted once, not twice."""
    game = _equipped("Fairy Meteor Crush", more=("Enraged Battle Ox",))
    answer(game, action="to_battle")
    answer(game, action="attack", card=10)
    settle(game)
    assert game.facts()["lp.1"] == LP - (OX_ATK - SANGAN_DEF)


def test_cyclon_laser_equips_only_gradius() -> None:
    """Cyclon Laser: "Equip only to "Gradius". It gains 300 ATK" and pierces: Battle Ox is no
    target; Gradius at 1500 against Sangan's 600 DEF inflicts 900."""
    game = game_of([{"hand": ["Cyclon Laser"], "monsters": ["Battle Ox", "Gradius"]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    answer(game, action="activate", name="Cyclon Laser")
    assert not options(game, action="card", name="Battle Ox")
    if options(game, action="card", name="Gradius"):
        answer(game, action="card", name="Gradius")
    settle(game)
    assert game.facts()["mzone.0.1.atk"] == GRADIUS_ATK + 300
    answer(game, action="to_battle")
    answer(game, action="attack", name="Gradius")
    settle(game)
    assert game.facts()["lp.1"] == LP - (GRADIUS_ATK + 300 - SANGAN_DEF)


def test_big_bang_shot_pierces_with_400_more() -> None:
    """Big Bang Shot: "The equipped monster gains 400 ATK" and pierces: 2100 - 600 = 1500."""
    game = game_of([{"hand": ["Big Bang Shot"], "monsters": ["Battle Ox"]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    answer(game, action="activate", name="Big Bang Shot")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    assert game.facts()["mzone.0.0.atk"] == OX_ATK + 400
    _attack_sangan(game)
    assert game.facts()["lp.1"] == LP - (OX_ATK + 400 - SANGAN_DEF)


def test_big_bang_shot_leaving_removes_the_monster_from_play() -> None:
    """Big Bang Shot: "When this card is removed from the field, remove the equipped monster from
    play" — destroyed by Mystical Space Typhoon, it takes the equipped Sangan (the opponent's
    monster it was equipped to) with it: removed from play, not sent to the Graveyard."""
    game = game_of([{"hand": ["Big Bang Shot", "Mystical Space Typhoon"]},
                    {"monsters": ["Sangan"]}])
    answer(game, action="activate", name="Big Bang Shot")
    if options(game, action="card", name="Sangan"):
        answer(game, action="card", name="Sangan")
    settle(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Big Bang Shot"):
        answer(game, action="card", name="Big Bang Shot")
    settle(game)
    f = game.facts()
    assert f["banished.1"] == ["Sangan"] and f["monsters.1"] == []
    assert "Big Bang Shot" in f["gy.0"]


def test_big_bang_shot_sent_with_its_monster_removes_nothing() -> None:
    """Big Bang Shot's removal needs the equipped monster still on the field: when Sangan is
    destroyed first, Big Bang Shot goes to the Graveyard by rule and Sangan stays in the
    Graveyard."""
    game = game_of([{"hand": ["Big Bang Shot", "Fissure"]}, {"monsters": ["Sangan"]}])
    answer(game, action="activate", name="Big Bang Shot")
    if options(game, action="card", name="Sangan"):
        answer(game, action="card", name="Sangan")
    settle(game)
    answer(game, action="activate", name="Fissure")
    settle(game)
    while options(game, action="trigger"):  # Sangan's own trigger: decline its search
        answer(game, action="trigger")
        settle(game)
    f = game.facts()
    assert "Sangan" in f["gy.1"] and f["banished.1"] == []


SPIRAL = {"card": "Spiral Spear Strike", "face_up": True}


def test_spiral_spear_strike_gaia_pierces() -> None:
    """Spiral Spear Strike: "When a Gaia The Fierce Knight ... you control attacks a Defense
    Position monster whose DEF is lower than its ATK, the difference is inflicted": Gaia The
    Fierce Knight (2300) against Sangan (600 DEF) — 1700; no draw (not the Dragon Champion)."""
    game = game_of([{"monsters": ["Gaia The Fierce Knight"], "spells": [SPIRAL],
                     "deck": ["Kuriboh", "Kuriboh", "Kuriboh"]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    _attack_sangan(game)
    f = game.facts()
    assert f["lp.1"] == LP - (2300 - SANGAN_DEF) and f["hand_count.0"] == 0


def test_spiral_spear_strike_only_for_gaia() -> None:
    """Only the named Gaias pierce: Battle Ox does not."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [SPIRAL]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    _attack_sangan(game)
    assert game.facts()["lp.1"] == LP


def test_spiral_spear_strike_dragon_champion_draws_two_discards_one() -> None:
    """"When Gaia the Dragon Champion inflicts Battle Damage this way, draw 2 cards, then discard
    1 card": 2600 - 600 = 2000 damage, two Kuriboh drawn, one discarded."""
    game = game_of([{"monsters": ["Gaia the Dragon Champion"], "spells": [SPIRAL],
                     "deck": ["Kuriboh", "Kuriboh", "Kuriboh"]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    for _ in range(6):
        settle(game)
        if options(game, action="trigger"):
            answer(game, action="trigger")
        elif options(game, action="card"):
            answer(game, action="card")
        else:
            break
    f = game.facts()
    assert f["lp.1"] == LP - (2600 - SANGAN_DEF)
    assert f["hand.0"] == ["Kuriboh"] and f["gy.0"] == ["Kuriboh"]
