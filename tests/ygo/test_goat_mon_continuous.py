"""Goat monster batch 3: continuous effects (``cards/scripts/goat_mon_continuous.py``). Each test
names the 2005 text line it checks; the numbers come from the card text and printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, cd, normal, options, pick, run

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripted import is_scripted

SKULL = "Summoned Skull"


def test_exodia_is_scripted_and_wins() -> None:
    """Exodia the Forbidden One: "the five pieces in your hand: you win the Duel" (the engine's
    rule); the card now counts as scripted for the goat profile's deck check."""
    assert is_scripted(cd("Exodia the Forbidden One").code)
    g = run({"phase": "draw", "players": [
        {"hand": ["Exodia the Forbidden One", "Right Arm of the Forbidden One",
                  "Left Arm of the Forbidden One", "Right Leg of the Forbidden One"],
         "deck": ["Left Leg of the Forbidden One"]}, {}]})
    f = g.facts()
    assert f["over"] and f["winners"] == [0] and f["reason"] == "exodia"


def test_counted_stats() -> None:
    """Mudora +200 per Fairy in your GY; Chaos Necromancer 300 x monsters in your GY; Wodan
    +100 ATK/DEF per face-up Plant you control (face-down and opponent's ones do not count); Gren
    Maju Da Eiza 400 x your removed-from-play cards (ATK and DEF)."""
    fairy = normal(lambda c: c.race == C.RACE_BY_NAME["Fairy"])
    f = run({"players": [{"monsters": ["Mudora"], "gy": [fairy, fairy, "Battle Ox"]},
                         {"gy": [fairy]}]}).facts()
    assert f["mzone.0.0.atk"] == cd("Mudora").atk + 400
    f = run({"players": [{"monsters": ["Chaos Necromancer"],
                          "gy": ["Battle Ox", "Feral Imp", "Dark Hole"]}, {}]}).facts()
    assert f["mzone.0.0.atk"] == 600
    plant = normal(lambda c: c.race == C.RACE_BY_NAME["Plant"])
    f = run({"players": [{"monsters": ["Wodan the Resident of the Forest", plant, plant,
                                       {"card": plant, "pos": "down"}]},
                         {"monsters": [plant]}]}).facts()
    w = cd("Wodan the Resident of the Forest")
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (w.atk + 200, w.defense + 200)
    f = run({"players": [{"monsters": ["Gren Maju Da Eiza"],
                          "banished": ["Battle Ox", "Feral Imp", "Dark Hole"]},
                         {"banished": ["Kuriboh"]}]}).facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (1200, 1200)


def test_theban_nightmare_needs_empty_hand_and_spell_zones() -> None:
    """Theban Nightmare: +1500 ATK while you have no cards in hand and no Spell/Trap cards."""
    atk = cd("Theban Nightmare").atk
    f = run({"players": [{"monsters": ["Theban Nightmare"]}, {"spells": ["Mirror Force"]}]}
            ).facts()
    assert f["mzone.0.0.atk"] == atk + 1500
    f = run({"players": [{"monsters": ["Theban Nightmare"], "hand": ["Kuriboh"]}, {}]}).facts()
    assert f["mzone.0.0.atk"] == atk
    f = run({"players": [{"monsters": ["Theban Nightmare"], "spells": ["Mirror Force"]}, {}]}
            ).facts()
    assert f["mzone.0.0.atk"] == atk


def _attack_targets(me: list[Any], opp: list[Any], attacker: str) -> list[str]:
    g = run({"phase": "battle", "players": [{"monsters": me}, {"monsters": opp}]})
    return sorted(str(f.get("target_name", f.get("target"))) for f in options(g, "attack")
                  if f.get("name") == attacker)


def test_command_knight() -> None:
    """Command Knight: "Warriors you control +400 ATK" (itself too; the opponent's Warriors not);
    "while you control another monster, it cannot be selected as an attack target"."""
    warrior = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"])
    f = run({"players": [{"monsters": ["Command Knight", warrior]}, {"monsters": [warrior]}]}
            ).facts()
    assert f["mzone.0.0.atk"] == cd("Command Knight").atk + 400
    assert (f["mzone.0.1.atk"], f["mzone.1.0.atk"]) == (cd(warrior).atk + 400, cd(warrior).atk)
    assert _attack_targets([SKULL], ["Command Knight", "Battle Ox"], SKULL) == ["Battle Ox"]
    assert _attack_targets([SKULL], ["Command Knight"], SKULL) == ["Command Knight"]


def test_hieracosphinx_and_queens_double() -> None:
    """Hieracosphinx: the opponent cannot select your face-down Defense Position monsters as
    attack targets; Queen's Double can attack directly while the opponent has monsters."""
    got = _attack_targets([SKULL], ["Hieracosphinx", {"card": "Battle Ox", "pos": "down"}], SKULL)
    assert got == ["Hieracosphinx"]
    g = run({"phase": "battle", "players": [{"monsters": ["Queen's Double"]},
                                            {"monsters": [SKULL]}]})
    direct = [f for f in options(g, "attack") if f.get("target") is None
              or int(f["target"]) < 0]
    assert len(direct) == 1
    answer(g, {"answer": direct[0]})
    assert g.facts()["lp.1"] == 4000 - cd("Queen's Double").atk


def test_gora_turtle_stops_1900_attackers() -> None:
    """Gora Turtle: "monsters with 1900 or more ATK cannot declare an attack" — Summoned Skull
    (2500) has no attack, a 1800 monster still attacks."""
    mid = normal(lambda c: 1500 <= c.atk < 1900)
    assert _attack_targets([SKULL, mid], ["Gora Turtle"], SKULL) == []
    assert _attack_targets([SKULL, mid], ["Gora Turtle"], mid) == ["Gora Turtle"]


def test_spell_canceller_and_pitch_black_warwolf() -> None:
    """Spell Canceller: "Spell Cards cannot be activated" (either player); Pitch-Black
    Warwolf: "your opponent cannot activate Trap Cards during the Battle Phase" — Mirror Force
    is not offered against the attack; without the Warwolf it is."""
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": ["Battle Ox"]},
                         {"monsters": ["Spell Canceller"]}]})
    assert not options(g, "activate")
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": ["Battle Ox"]}, {}]})
    assert options(g, "activate")
    for mine, offered in (("Pitch-Black Warwolf", False), ("Battle Ox", True)):
        g = run({"phase": "battle", "players": [{"monsters": [mine]},
                                                {"spells": ["Mirror Force"]}]})
        answer(g, {"answer": {"action": "attack", "name": mine}})
        d = g.pending()
        has_mf = d is not None and d.seat == 1 and bool(options(g, "activate"))
        assert has_mf == offered


def test_des_wombat_and_fire_princess() -> None:
    """Des Wombat: "effect damage to your Life Points becomes 0"; Fire Princess: "each time you
    gain Life Points, 500 damage to your opponent" (Goblin's Secret Remedy: +600, then 500)."""
    f = run({"players": [{"hand": ["Final Flame"]}, {"monsters": ["Des Wombat"]}]},
            [act("Final Flame")]).facts()
    assert f["lp.1"] == 4000
    f = run({"players": [{"hand": ["Final Flame"]}, {"monsters": ["Battle Ox"]}]},
            [act("Final Flame")]).facts()
    assert f["lp.1"] == 3400
    f = run({"players": [{"hand": ["Goblin's Secret Remedy"], "monsters": ["Fire Princess"]},
                         {}]}, [act("Goblin's Secret Remedy")]).facts()
    assert (f["lp.0"], f["lp.1"]) == (4600, 3500)


def test_enraged_battle_ox_and_insect_soldiers() -> None:
    """Enraged Battle Ox: your Beast/Beast-Warrior/Winged Beast attacking a weaker Defense
    Position monster inflicts the difference (a Warrior does not); Insect Soldiers of the Sky:
    +1000 ATK in damage calculation when it attacks a WIND monster."""
    ox = cd("Enraged Battle Ox")
    g = run({"phase": "battle", "players": [{"monsters": ["Enraged Battle Ox"]},
                                            {"monsters": [{"card": "Kuriboh", "pos": "def"}]}]})
    answer(g, {"answer": {"action": "attack", "name": "Enraged Battle Ox"}})
    assert g.facts()["lp.1"] == 4000 - (ox.atk - cd("Kuriboh").defense)
    warrior = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"] and c.atk > 200)
    g = run({"phase": "battle", "players": [{"monsters": [warrior, "Enraged Battle Ox"]},
                                            {"monsters": [{"card": "Kuriboh", "pos": "def"}]}]})
    answer(g, {"answer": {"action": "attack", "name": warrior}})
    assert g.facts()["lp.1"] == 4000
    ins = cd("Insect Soldiers of the Sky")
    wind = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["WIND"]
                  and ins.atk < c.atk < ins.atk + 1000)
    g = run({"phase": "battle", "players": [{"monsters": ["Insect Soldiers of the Sky"]},
                                            {"monsters": [wind]}]})
    answer(g, {"answer": {"action": "attack", "name": "Insect Soldiers of the Sky"}})
    f = g.facts()
    assert f["gy.1"] == [wind] and f["lp.1"] == 4000 - (ins.atk + 1000 - cd(wind).atk)


def test_ancient_gear_golem_soldier_mirage_dragon_shadow_ghoul() -> None:
    """Ancient Gear Golem: cannot be Special Summoned; piercing; "if this card attacks, your
    opponent cannot activate Spell or Trap Cards until the end of the Damage Step" (Ancient Gear
    Soldier too); Mirage Dragon: no opponent's Traps in the Battle Phase; Shadow Ghoul: +100
    ATK per monster in your GY."""
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": ["Ancient Gear Golem"]}, {}]})
    assert not options(g, "activate")
    golem = cd("Ancient Gear Golem")
    g = run({"phase": "battle", "players": [
        {"monsters": ["Ancient Gear Golem"]},
        {"monsters": [{"card": "Kuriboh", "pos": "def"}],
         "spells": ["Mirror Force", "Negate Attack"]}]})
    answer(g, {"answer": {"action": "attack", "name": "Ancient Gear Golem"}})
    assert g.facts()["lp.1"] == 4000 - (golem.atk - cd("Kuriboh").defense)
    for mine, offered in (("Ancient Gear Soldier", False), ("Mirage Dragon", False),
                          ("Battle Ox", True)):
        g = run({"phase": "battle", "players": [{"monsters": [mine]},
                                                {"spells": ["Negate Attack"]}]})
        answer(g, {"answer": {"action": "attack", "name": mine}})
        d = g.pending()
        assert (d is not None and d.seat == 1 and bool(options(g, "activate"))) == offered
    f = run({"players": [{"monsters": ["Shadow Ghoul"], "gy": ["Battle Ox", "Kuriboh",
                                                              "Dark Hole"]}, {}]}).facts()
    assert f["mzone.0.0.atk"] == cd("Shadow Ghoul").atk + 200


def test_direct_attacker_rows_batch6() -> None:
    """Leghul, Rainbow Flower, Servant of Catabolism attack directly; Black Tyranno,
    Shadowslayer, Rocket Jumper only while every opponent's monster is in Defense Position."""
    for name in ("Leghul", "Rainbow Flower", "Servant of Catabolism"):
        got = _attack_targets([name], [SKULL], name)
        assert len(got) == 2 and SKULL in got, (name, got)
    for name in ("Black Tyranno", "Shadowslayer", "Rocket Jumper"):
        assert len(_attack_targets([name], [{"card": "Kuriboh", "pos": "def"},
                                            {"card": "Feral Imp", "pos": "down"}], name)) == 3
        assert len(_attack_targets([name], [{"card": "Kuriboh", "pos": "def"}, "Feral Imp"],
                                   name)) == 2


def test_invader_of_darkness_stops_quick_play_spells() -> None:
    """Invader of Darkness: "your opponent cannot activate Quick-Play Spell Cards" — its
    controller's own are not stopped."""
    g = run({"players": [{"hand": ["Mystical Space Typhoon"]},
                         {"monsters": ["Invader of Darkness"], "spells": ["Mirror Force"]}]})
    assert not options(g, "activate")
    g = run({"players": [{"hand": ["Mystical Space Typhoon"], "monsters": ["Invader of Darkness"]},
                         {"spells": ["Mirror Force"]}]})
    assert options(g, "activate")


def test_counted_stats_batch6() -> None:
    """Flash Assailant -400 ATK/DEF per card in your hand; Lost Guardian's DEF = 700 x your
    removed-from-play Rocks; Machine King +100 per face-up Machine (itself included); Perfect
    Machine King +500 per other face-up Machine."""
    fa = cd("Flash Assailant")
    f = run({"players": [{"monsters": ["Flash Assailant"], "hand": ["Kuriboh", "Kuriboh"]},
                         {}]}).facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (fa.atk - 800, fa.defense - 800)
    rock = normal(lambda c: c.race == C.RACE_BY_NAME["Rock"])
    f = run({"players": [{"monsters": ["Lost Guardian"], "banished": [rock, rock, "Kuriboh"]},
                         {}]}).facts()
    assert f["mzone.0.0.def"] == 1400
    machine = normal(lambda c: c.race == C.RACE_BY_NAME["Machine"])
    f = run({"players": [{"monsters": ["Machine King", machine]},
                         {"monsters": [machine, {"card": machine, "pos": "down"}]}]}).facts()
    assert f["mzone.0.0.atk"] == cd("Machine King").atk + 300
    f = run({"players": [{"monsters": ["Perfect Machine King", machine]}, {"monsters": [machine]}]}
            ).facts()
    assert f["mzone.0.0.atk"] == cd("Perfect Machine King").atk + 1000


def test_goblin_attack_force_rests_after_attacking() -> None:
    """Goblin Attack Force: "if this card attacks, it is changed to Defense Position at the end
    of the Battle Phase, and its position cannot be changed until the End Phase of your next
    turn"; without attacking it stays in Attack Position."""
    g = run({"phase": "battle", "players": [{"monsters": ["Goblin Attack Force", "Giant Orc"]},
                                            {}]})
    answer(g, {"answer": {"action": "attack", "name": "Goblin Attack Force"}})
    g.answer({"action": "end_battle"})
    f = g.facts()
    assert (f["mzone.0.0.pos"], f["mzone.0.1.pos"]) == ("def", "atk")
    assert f["lp.1"] == 4000 - cd("Goblin Attack Force").atk
    assert not [o for o in options(g, "change_pos") if o.get("name") == "Goblin Attack Force"]


def test_big_tusked_mammoth_and_gear_golem() -> None:
    """Big-Tusked Mammoth: the opponent's monsters cannot attack the turn they are summoned;
    Gear Golem the Moving Fortress: pay 800 LP: it may attack directly this turn."""
    g = run({"players": [{"hand": ["Battle Ox"]}, {"monsters": ["Big-Tusked Mammoth"]}]},
            [{"answer": {"action": "summon", "name": "Battle Ox"}},
             {"answer": {"action": "to_battle"}}])
    assert not options(g, "attack")
    g = run({"lp": [8000, 8000], "players": [{"monsters": ["Gear Golem the Moving Fortress"]},
                                             {"monsters": [SKULL]}]},
            [act("Gear Golem the Moving Fortress"), {"answer": {"action": "to_battle"}}])
    assert g.facts()["lp.0"] == 7200
    assert len(_names(options(g, "attack"))) == 2
    g = run({"players": [{"monsters": ["Gear Golem the Moving Fortress"]},
                         {"monsters": [SKULL]}]}, [{"answer": {"action": "to_battle"}}])
    assert len(options(g, "attack")) == 1


def _names(forms: list[dict[str, Any]]) -> list[str]:
    return [str(f.get("target_name", "direct")) for f in forms]


def test_lv7_monsters_and_swift_gaia() -> None:
    """Armed Dragon LV7: send 1 monster from the hand to the GY: destroy every face-up
    opponent's monster with ATK <= its ATK (Summoned Skull 2500 vs a 2500 monster: destroyed;
    face-down ones stay); Silent Swordsman LV7: Spell effects on the field are negated (Axe of
    Despair gives nothing); Swift Gaia: the only card in hand: Normal Summon without tributes."""
    g = run({"players": [{"monsters": ["Armed Dragon LV7"], "hand": [SKULL]},
                         {"monsters": [SKULL, "Blue-Eyes White Dragon",
                                       {"card": "Kuriboh", "pos": "down"}]}]},
            [act("Armed Dragon LV7")])
    f = g.facts()
    assert f["monsters.1"] == ["Blue-Eyes White Dragon", "Kuriboh"] and f["gy.0"] == [SKULL]
    f = run({"players": [{"monsters": ["Battle Ox"], "hand": ["Axe of Despair"]},
                         {"monsters": ["Silent Swordsman LV7"]}]},
            [act("Axe of Despair")]).facts()
    assert f["mzone.0.0.atk"] == cd("Battle Ox").atk
    g = run({"players": [{"hand": ["Swift Gaia the Fierce Knight"]}, {}]})
    assert options(g, "goat_mon_gaia")
    answer(g, {"answer": {"action": "goat_mon_gaia"}})
    assert g.facts()["monsters.0"] == ["Swift Gaia the Fierce Knight"]
    g = run({"players": [{"hand": ["Swift Gaia the Fierce Knight", "Kuriboh"]}, {}]})
    assert not options(g, "goat_mon_gaia")


def test_ultimate_baseball_kid() -> None:
    """Ultimate Baseball Kid: +1000 ATK per other face-up FIRE monster (either side); send 1
    FIRE monster you control to the GY: 500 damage."""
    fire = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["FIRE"])
    g = run({"players": [{"monsters": ["Ultimate Baseball Kid", fire]},
                         {"monsters": [fire, {"card": fire, "pos": "down"}]}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Ultimate Baseball Kid").atk + 2000
    answer(g, act("Ultimate Baseball Kid"))
    answer(g, {"answer": {"action": "card", "name": fire}})
    f = g.facts()
    assert f["lp.1"] == 3500 and f["gy.0"] == [fire]
    assert f["mzone.0.0.atk"] == cd("Ultimate Baseball Kid").atk + 1000


def test_dark_elf_pays_1000_to_attack() -> None:
    """Dark Elf: "cannot declare an attack unless you pay 1000 LP" — paid when it attacks; with
    less than 1000 LP it has no attack."""
    g = run({"phase": "battle", "players": [{"monsters": ["Dark Elf"]}, {}]})
    answer(g, {"answer": {"action": "attack", "name": "Dark Elf"}})
    f = g.facts()
    assert (f["lp.0"], f["lp.1"]) == (3000, 4000 - cd("Dark Elf").atk)
    g = run({"phase": "battle", "lp": [900, 4000], "players": [{"monsters": ["Dark Elf"]}, {}]})
    assert not options(g, "attack")


def test_little_winguard_and_chaos_command_magician() -> None:
    """Little-Winguard: in your End Phase you may change its position (Attack to Defense here);
    Chaos Command Magician: an Effect Monster's effect that targets it is negated (Exiled Force
    is tributed, the Magician stays), while one targeting another monster resolves."""
    g = run({"players": [{"monsters": ["Little-Winguard"]}, {}]},
            [{"answer": {"action": "to_end"}}])
    if options(g, "trigger"):
        answer(g, {"answer": {"action": "trigger", "name": "Little-Winguard"}})
    assert g.facts()["mzone.0.0.pos"] == "def"
    g = run({"players": [{"monsters": ["Exiled Force"]},
                         {"monsters": ["Chaos Command Magician", "Battle Ox"]}]},
            [act("Exiled Force"), pick("Chaos Command Magician")])
    f = g.facts()
    assert f["monsters.1"] == ["Chaos Command Magician", "Battle Ox"]
    assert f["gy.0"] == ["Exiled Force"]
    g = run({"players": [{"monsters": ["Exiled Force"]},
                         {"monsters": ["Chaos Command Magician", "Battle Ox"]}]},
            [act("Exiled Force"), pick("Battle Ox")])
    assert g.facts()["gy.1"] == ["Battle Ox"]


def test_amphibious_bugroth_and_pandemonium_watchbear() -> None:
    """Amphibious Bugroth MK-3: with "Umi" face-up on the field it can attack directly (not
    without); Pandemonium Watchbear: "Pandemonium" cannot be destroyed (Mystical Space Typhoon
    on it does nothing)."""
    got = _attack_targets_field(["Amphibious Bugroth MK-3"], [SKULL], "Umi")
    assert len(got) == 2
    assert len(_attack_targets(["Amphibious Bugroth MK-3"], [SKULL], "Amphibious Bugroth MK-3")
               ) == 1
    g = run({"players": [{"hand": ["Mystical Space Typhoon"]},
                         {"monsters": ["Pandemonium Watchbear"],
                          "field": {"card": "Pandemonium", "face_up": True}}]},
            [act("Mystical Space Typhoon")])
    f = g.facts()
    assert f["field.1"] == "Pandemonium" and f["gy.0"] == ["Mystical Space Typhoon"]


def _attack_targets_field(me: list[Any], opp: list[Any], field: str) -> list[str]:
    g = run({"phase": "battle", "players": [{"monsters": me, "field": {"card": field,
                                                                      "face_up": True}},
                                            {"monsters": opp}]})
    name = me[0] if isinstance(me[0], str) else me[0]["card"]
    return sorted(str(f.get("target_name", f.get("target"))) for f in options(g, "attack")
                  if f.get("name") == name)
