"""Blast with Chain and Metalmorph (``goat6_t_equip_traps.py``) under the goat profile. Blast
with Chain: "After activation this card becomes an Equip Card giving 500 ATK and is equipped to
a monster on your side of the field. When this card, as an Equip Card, is destroyed by a card
effect, select 1 card on the field and destroy it" (LOD-088); Metalmorph: "an Equip Card giving
300 ATK and DEF; when the equipped monster attacks, during damage calculation only, it gains
half the ATK of the attacked monster" (the old Japanese texts quoted by yugioh-wiki; our own
words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

SET = {"face_up": False}


def test_blast_with_chain_equips_and_blasts_when_destroyed_by_an_effect() -> None:
    """Equipped to Battle Ox (1700 -> 2200); the opponent's Mystical Space Typhoon destroys it:
    its owner destroys the opponent's Summoned Skull."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Blast with Chain", **SET}]},
                    {"monsters": ["Summoned Skull"], "hand": ["Mystical Space Typhoon"]}])
    answer(game, action="activate", name="Blast with Chain")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 2200 and f["szone.0.0.equip"] == "Battle Ox"
    answer(game, action="to_end")
    while game.facts()["turn"] == 3:
        answer(game, action="pass")
    pass_while(game, 1)
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Blast with Chain"):
        answer(game, action="card", name="Blast with Chain")
    settle(game)
    assert options(game, action="card", name="Summoned Skull")
    answer(game, action="card", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert "Summoned Skull" in f["gy.1"] and f["mzone.0.0.atk"] == 1700


def test_blast_with_chain_does_nothing_when_its_monster_leaves() -> None:
    """Destroyed because its monster left the field (a rule, not a card effect): nothing is
    destroyed: Fissure destroys Battle Ox, the Trap goes with it and nothing else is destroyed."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Blast with Chain", **SET}]},
                    {"monsters": ["Summoned Skull"], "hand": ["Fissure"]}])
    answer(game, action="activate", name="Blast with Chain")
    settle(game)
    answer(game, action="to_end")
    while game.facts()["turn"] == 3:
        answer(game, action="pass")
    pass_while(game, 1)
    answer(game, action="activate", name="Fissure")
    settle(game)
    f = game.facts()
    assert "Battle Ox" in f["gy.0"] and "Blast with Chain" in f["gy.0"]
    assert f["monsters.1"] == ["Summoned Skull"] and not options(game, action="card")


def test_metalmorph_adds_half_the_attacked_monsters_atk_in_damage_calculation() -> None:
    """Battle Ox with Metalmorph: 2000 ATK outside damage calculation; attacking Summoned Skull
    (2500) it calculates with 2000 + 1250 = 3250: the Skull is destroyed, 750 damage."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Metalmorph", **SET}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Metalmorph")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 2000 and f["szone.0.0.equip"] == "Battle Ox"
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Battle Ox", target_name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert "Summoned Skull" in f["gy.1"] and f["lp.1"] == LP - 750
    assert f["mzone.0.0.atk"] == 2000


def test_metalmorph_gives_only_300_when_its_monster_is_attacked() -> None:
    """The opponent's Summoned Skull attacks the Metalmorphed Battle Ox (2000): no half-ATK
    bonus (only "when the equipped monster attacks"): Battle Ox is destroyed, 500 damage."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Metalmorph", "face_up": True,
                                 "equip_to": {"player": 1, "zone": 0}}]}], phase="battle")
    assert game.facts()["mzone.1.0.atk"] == 2000
    answer(game, action="attack", name="Summoned Skull", target_name="Battle Ox")
    settle(game)
    f = game.facts()
    assert "Battle Ox" in f["gy.1"] and f["lp.1"] == LP - 500
