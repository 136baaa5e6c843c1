"""Sword of the Soul-Eater (``cards/scripts/goat6_s_equips.py``) under the goat profile: each
test quotes its 2004 text (our own wording in ``pool/goat.csv``). Flame Manipulator: Level 3
Normal, 900 ATK; Masaki and Battle Ox: Normal Monsters; Sangan: an Effect Monster."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SWORD = "Sword of the Soul-Eater"


def test_soul_eater_tributes_the_other_normals_for_1000_each() -> None:
    """"As this card is activated, Tribute every Normal Monster you control other than the
    equipped monster ...; the equipped monster gains 1000 ATK for each": Masaki and Battle Ox
    go, Sangan (an Effect Monster) stays, Flame Manipulator 900 + 2000."""
    game = game_of([{"hand": [SWORD], "monsters": ["Flame Manipulator",
                                                   "Masaki the Legendary Swordsman",
                                                   "Battle Ox", "Sangan"]}, {}])
    answer(game, action="activate", name=SWORD)
    if options(game, action="card", name="Flame Manipulator"):
        answer(game, action="card", name="Flame Manipulator")
    settle(game)
    f = game.facts()
    assert sorted(f["gy.0"]) == ["Battle Ox", "Masaki the Legendary Swordsman"]
    assert sorted(f["monsters.0"]) == ["Flame Manipulator", "Sangan"]
    assert f["mzone.0.0.atk"] == 900 + 2000


def test_soul_eater_equips_only_a_small_normal_of_yours() -> None:
    """"Equip only to a Level 3 or lower Normal Monster you control": Battle Ox (Level 4) and
    the opponent's Flame Manipulator are no hosts."""
    game = game_of([{"hand": [SWORD], "monsters": ["Battle Ox"]},
                    {"monsters": ["Flame Manipulator"]}])
    assert not options(game, action="activate", name=SWORD)


def test_nitro_unit_burns_for_the_destroyed_monsters_atk() -> None:
    """Nitro Unit: "Equip only to one of your opponent's monsters. If the equipped monster is
    destroyed in battle and goes to the Graveyard, your opponent takes damage equal to that
    monster's ATK":
    on the opponent's Battle Ox (1700), destroyed by Summoned Skull (2500) — 800 battle damage
    plus 1700."""
    game = game_of([{"hand": ["Nitro Unit"], "monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Nitro Unit")
    assert not options(game, action="card", name="Summoned Skull")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    answer(game, action="to_battle")
    answer(game, action="attack")
    for _ in range(4):
        settle(game)
        if options(game, action="trigger"):
            answer(game, action="trigger")
        else:
            break
    f = game.facts()
    assert f["lp.1"] == 8000 - 800 - 1700 and "Battle Ox" in f["gy.1"]
    assert "Nitro Unit" in f["gy.0"]


def test_nitro_unit_not_when_destroyed_by_an_effect() -> None:
    """"destroyed by battle": Fissure destroying the equipped Battle Ox inflicts nothing."""
    game = game_of([{"hand": ["Nitro Unit", "Fissure"]}, {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Nitro Unit")
    settle(game)
    answer(game, action="activate", name="Fissure")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == 8000 and "Battle Ox" in f["gy.1"]


GRENADE = "Smoke Grenade of the Thief"


def test_smoke_grenade_destroyed_by_an_effect_discards_a_chosen_card() -> None:
    """Smoke Grenade of the Thief: "When this card, while equipped to a monster, is destroyed by
    a card effect, look at your opponent's hand and discard 1 card from it": the opponent's
    Mystical Space Typhoon destroys it; its controller sees Raigeki and Jinzo and discards
    Raigeki."""
    game = game_of([{"hand": [GRENADE], "monsters": ["Battle Ox"]},
                    {"hand": ["Mystical Space Typhoon", "Raigeki", "Jinzo"]}])
    answer(game, action="activate", name=GRENADE)
    settle(game)
    assert game.facts()["szone.0.0.equip"] == "Battle Ox"
    answer(game, action="to_end")
    for _ in range(8):  # seat 1's turn: activate Mystical Space Typhoon on the Grenade
        settle(game)
        if options(game, action="activate", name="Mystical Space Typhoon"):
            answer(game, action="activate", name="Mystical Space Typhoon")
            if options(game, action="card", name=GRENADE):
                answer(game, action="card", name=GRENADE)
            break
        if options(game, action="to_main1"):
            answer(game, action="to_main1")
    for _ in range(6):
        settle(game)
        if options(game, action="card", name="Raigeki"):
            answer(game, action="card", name="Raigeki")
        elif options(game, action="trigger"):
            answer(game, action="trigger")
        else:
            break
    f = game.facts()
    assert "Raigeki" in f["gy.1"] and "Jinzo" in f["hand.1"] and GRENADE in f["gy.0"]


def test_smoke_grenade_gone_with_its_monster_does_nothing() -> None:
    """Only a destruction by a card effect while equipped: when its monster is destroyed (Fissure),
    the Grenade goes by rule and the opponent's hand is untouched."""
    game = game_of([{"hand": [GRENADE, "Fissure"]}, {"monsters": ["Battle Ox"],
                                                     "hand": ["Raigeki"]}])
    answer(game, action="activate", name=GRENADE)
    settle(game)
    answer(game, action="activate", name="Fissure")
    settle(game)
    f = game.facts()
    assert GRENADE in f["gy.0"] and f["hand.1"] == ["Raigeki"]


BAOU = "Wicked-Breaking Flamberge - Baou"


def _baou_battle(with_baou: bool) -> dict[str, object]:
    hand = [BAOU, "Raigeki"] if with_baou else []
    game = game_of([{"hand": hand, "monsters": ["Battle Ox"]},
                    {"monsters": ["Sangan"], "deck": ["Kuriboh", "Kuriboh"]}])
    if with_baou:
        answer(game, action="activate", name=BAOU)
        while options(game, action="card"):
            answer(game, action="card")
        settle(game)
    answer(game, action="to_battle")
    answer(game, action="attack")
    for _ in range(6):
        settle(game)
        if options(game, action="card", name="Kuriboh"):
            answer(game, action="card", name="Kuriboh")
        elif options(game, action="trigger"):
            answer(game, action="trigger")
        else:
            break
    return game.facts()


def test_baou_negates_the_effect_of_the_monster_it_destroys() -> None:
    """Wicked-Breaking Flamberge - Baou: "To activate this card, discard 1 card. The monster it
    equips has 500 more ATK, and an opponent's monster it destroys in battle has its effect
    negated": Sangan destroyed by the equipped Battle Ox (2200) searches nothing; without Baou
    its effect adds Kuriboh."""
    f = _baou_battle(True)
    assert "Raigeki" in f["gy.0"] and "Sangan" in f["gy.1"] and f["hand.1"] == []
    f = _baou_battle(False)
    assert f["hand.1"] == ["Kuriboh"]


ROD = "Rod of Silence - Kay'est"


def test_rod_of_silence_negates_and_destroys_a_spell_targeting_its_monster() -> None:
    """Rod of Silence - Kay'est: "gains 500 DEF ... When a Spell Card other than this card
    targets the equipped monster, negate that effect and destroy that Spell Card": the
    opponent's Book of Moon on the equipped Battle Ox does nothing; Battle Ox stays face-up
    with 1000 + 500 DEF."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": ROD, "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]},
                    {"hand": ["Book of Moon"]}], turn=4, turn_player=1)
    assert game.facts()["mzone.0.0.def"] == 1000 + 500
    answer(game, action="activate", name="Book of Moon")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.pos"] == "atk" and "Book of Moon" in f["gy.1"]


def test_rod_of_silence_not_for_non_targeting_spells() -> None:
    """Only Spells that target the equipped monster: Raigeki (no target) destroys it."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": ROD, "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]},
                    {"hand": ["Raigeki"]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Raigeki")
    settle(game)
    assert "Battle Ox" in game.facts()["gy.0"]


def test_scroll_of_bewitchment_replaces_the_attribute() -> None:
    """Scroll of Bewitchment: "As you activate this card, declare an Attribute: the equipped
    monster's Attribute is that Attribute instead": Battle Ox (EARTH) becomes DARK — not
    EARTH and DARK (replaced, not added) — and the declaration is public before the resolution."""
    game = game_of([{"hand": ["Scroll of Bewitchment"], "monsters": ["Battle Ox"]}, {}])
    answer(game, action="activate", name="Scroll of Bewitchment")
    answer(game, action="choose", value=0x20)  # DARK
    settle(game)
    g = game.g
    ox = g.mz[0][0]
    assert g.attribute(ox) == 0x20
    said = [e for e in game.events(1) if e.get("kind") == "card_effect" and "attribute" in e]
    assert said and said[-1]["attribute"] == 0x20
