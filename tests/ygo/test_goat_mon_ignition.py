"""Goat monster batch 4: Ignition Effects and summon triggers
(``cards/scripts/goat_mon_ignition.py``). Each test names the 2005 text line it checks; the
numbers come from the card text and printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, cd, normal, options, pick, run

from cardtable.ygo.cards import constants as C


def _lp(f: dict[str, Any]) -> tuple[int, int]:
    return int(f["lp.0"]), int(f["lp.1"])


def test_tribute_rows() -> None:
    """Hysteric Fairy: Tribute 2 monsters (itself may be one): +1000 LP; Man-Thro' Tro':
    Tribute 1 Normal Monster: 800 damage (an Effect Monster is no candidate); Gravekeeper's
    Cannonholder: Tribute 1 other "Gravekeeper's" monster: 700; Anti-Aircraft Flower: Tribute 1
    Insect: 800."""
    g = run({"players": [{"monsters": ["Hysteric Fairy", "Battle Ox", "Feral Imp"]}, {}]},
            [act("Hysteric Fairy"), pick("Hysteric Fairy"), pick("Battle Ox")])
    f = g.facts()
    assert _lp(f) == (5000, 4000) and f["monsters.0"] == ["Feral Imp"]
    f = run({"players": [{"monsters": ["Man-Thro' Tro'", "Battle Ox", "Sangan"]}, {}]},
            [act("Man-Thro' Tro'")]).facts()  # Battle Ox is the only Normal Monster: no pick
    assert _lp(f) == (4000, 3200) and f["gy.0"] == ["Battle Ox"]
    g = run({"players": [{"monsters": ["Man-Thro' Tro'", "Sangan"]}, {}]})
    assert not options(g, "activate")
    f = run({"players": [{"monsters": ["Gravekeeper's Cannonholder", "Gravekeeper's Spy"]}, {}]},
            [act("Gravekeeper's Cannonholder")]).facts()
    assert _lp(f) == (4000, 3300) and f["gy.0"] == ["Gravekeeper's Spy"]
    g = run({"players": [{"monsters": ["Gravekeeper's Cannonholder",
                                       "Gravekeeper's Cannonholder"]}, {}]})
    assert not options(g, "activate")  # another Cannonholder is not a legal tribute
    insect = normal(lambda c: c.race == C.RACE_BY_NAME["Insect"])
    f = run({"players": [{"monsters": ["Anti-Aircraft Flower", insect]}, {}]},
            [act("Anti-Aircraft Flower")]).facts()
    assert _lp(f) == (4000, 3200) and f["gy.0"] == [insect]


def test_winged_minion_and_woodland_sprite() -> None:
    """Winged Minion: Tribute it: 1 face-up Fiend you control +700 ATK/DEF (permanently: still
    there next turn); Woodland Sprite: send 1 Equip Card on it to the GY: 500 damage."""
    skull = cd("Summoned Skull")
    g = run({"players": [{"monsters": ["Winged Minion", "Summoned Skull"]}, {}]},
            [act("Winged Minion")])
    f = g.facts()
    assert (f["mzone.0.1.atk"], f["mzone.0.1.def"]) == (skull.atk + 700, skull.defense + 700)
    g.answer({"action": "to_end"})
    assert g.facts()["mzone.0.1.atk"] == skull.atk + 700
    f = run({"players": [{"monsters": ["Woodland Sprite"], "hand": ["Axe of Despair"]}, {}]},
            [act("Axe of Despair"), act("Woodland Sprite")]).facts()
    assert _lp(f) == (4000, 3500) and f["gy.0"] == ["Axe of Despair"]


def test_lady_ninja_yae_and_chiron() -> None:
    """Lady Ninja Yae: discard 1 WIND monster: every Spell/Trap your opponent controls back to
    the hand (yours stay); Chiron the Mage: discard 1 Spell: destroy 1 Spell/Trap, once per
    turn."""
    wind = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["WIND"])
    f = run({"players": [{"monsters": ["Lady Ninja Yae"], "hand": [wind],
                          "spells": ["Mirror Force"]},
                         {"spells": ["Trap Hole", "Dark Hole"]}]},
            [act("Lady Ninja Yae")]).facts()
    assert f["hand.1"] == ["Dark Hole", "Trap Hole"] and f["spells.0"] == ["Mirror Force"]
    assert f["gy.0"] == [wind]
    g = run({"players": [{"monsters": ["Chiron the Mage"], "hand": ["Raigeki", "Dark Hole"]},
                         {"spells": [{"card": "Mirror Force", "face_up": True}, "Trap Hole"]}]},
            [act("Chiron the Mage"), pick("Raigeki"),
             {"answer": {"action": "card", "name": "Mirror Force"}}])
    f = g.facts()
    assert f["gy.1"] == ["Mirror Force"] and f["gy.0"] == ["Raigeki"]
    assert not [o for o in options(g, "activate") if o.get("name") == "Chiron the Mage"]


def test_cyber_stein_pays_5000_for_a_fusion() -> None:
    """Cyber-Stein: pay 5000 LP: 1 Fusion Monster from the Fusion Deck in face-up Attack
    Position (under 8000 LP; with 4000 it cannot pay)."""
    f = run({"lp": [8000, 8000], "players": [{"monsters": ["Cyber-Stein"],
                                              "extra": ["Gaia the Dragon Champion"]}, {}]},
            [act("Cyber-Stein")]).facts()
    assert f["lp.0"] == 3000 and f["monsters.0"] == ["Cyber-Stein", "Gaia the Dragon Champion"]
    assert f["mzone.0.1.pos"] == "atk"
    g = run({"players": [{"monsters": ["Cyber-Stein"], "extra": ["Gaia the Dragon Champion"]},
                         {}]})
    assert not options(g, "activate")


def test_bazoo_removes_up_to_three() -> None:
    """Bazoo the Soul-Eater: remove up to 3 monsters in your GY from play: +300 ATK each until
    the End Phase; once per turn."""
    g = run({"players": [{"monsters": ["Bazoo the Soul-Eater"],
                          "gy": ["Battle Ox", "Feral Imp", "Kuriboh", "Sangan", "Dark Hole"]},
                         {}]},
            [act("Bazoo the Soul-Eater"), pick("Battle Ox"), pick("Feral Imp"),
             {"answer": {"action": "done"}}])
    f = g.facts()
    assert f["mzone.0.0.atk"] == cd("Bazoo the Soul-Eater").atk + 600
    assert sorted(f["banished.0"]) == ["Battle Ox", "Feral Imp"]
    assert not options(g, "activate")


def test_granmarg_destroys_a_face_down_card() -> None:
    """Granmarg the Rock Monarch: Tribute Summoned: destroy 1 face-down card on the field (a
    face-up one is no candidate); a Special Summon does not trigger it."""
    g = run({"players": [{"hand": ["Granmarg the Rock Monarch"], "monsters": ["Battle Ox"]},
                         {"monsters": ["Summoned Skull", {"card": "Feral Imp", "pos": "down"}]}]},
            [{"answer": {"action": "summon", "name": "Granmarg the Rock Monarch"}}])
    f = g.facts()
    assert f["monsters.1"] == ["Summoned Skull"] and f["gy.1"] == ["Feral Imp"]
    f = run({"players": [{"hand": ["Monster Reborn"], "gy": ["Granmarg the Rock Monarch"]},
                         {"monsters": [{"card": "Feral Imp", "pos": "down"}]}]},
            [act("Monster Reborn"), {"answer": {"action": "choose", "value": 1}}]).facts()
    assert f["monsters.0"] == ["Granmarg the Rock Monarch"] and f["monsters.1"] == ["Feral Imp"]


def test_burning_algae_gives_the_opponent_1000() -> None:
    """Burning Algae: "when this card is sent to the Graveyard, your opponent gains 1000 LP"
    (discarded for a cost here)."""
    f = run({"players": [{"hand": ["Lightning Vortex", "Burning Algae"]},
                         {"monsters": ["Battle Ox"]}]}, [act("Lightning Vortex")]).facts()
    assert "Burning Algae" in f["gy.0"]
    assert _lp(f) == (4000, 5000)


def test_amazoness_archer_and_kaiser_sea_horse() -> None:
    """Amazoness Archer: Tribute 2 monsters: 1200 damage; Kaiser Sea Horse: "counts as 2
    Tributes for the Tribute Summon of a LIGHT monster" (Guardian Angel Joan, Level 7 LIGHT),
    under the goat profile where it now counts as scripted."""
    f = run({"players": [{"monsters": ["Amazoness Archer", "Kuriboh"]}, {}]},
            [act("Amazoness Archer")]).facts()
    assert f["lp.1"] == 2800 and sorted(f["gy.0"]) == ["Amazoness Archer", "Kuriboh"]
    g = run({"profile": "goat", "players": [{"hand": ["Guardian Angel Joan"],
                                             "monsters": ["Kaiser Sea Horse"]}, {}]})
    kaiser = [o for o in g.pending().options  # type: ignore[union-attr]
              if o.form.get("action") == "summon_kaiser"]
    assert len(kaiser) == 1
    g.answer(dict(kaiser[0].form))
    f = g.facts()
    assert f["monsters.0"] == ["Guardian Angel Joan"] and f["gy.0"] == ["Kaiser Sea Horse"]


def test_reshef_takes_a_monster_until_the_end_phase() -> None:
    """Reshef the Dark Being: discard 1 Spell: take control of 1 opponent's monster until the
    end of this turn (it goes back in the End Phase)."""
    g = run({"players": [{"monsters": ["Reshef the Dark Being"], "hand": ["Raigeki"]},
                         {"monsters": ["Summoned Skull"]}]}, [act("Reshef the Dark Being")])
    f = g.facts()
    assert f["monsters.0"] == ["Reshef the Dark Being", "Summoned Skull"]
    assert f["gy.0"] == ["Raigeki"] and f["monsters.1"] == []
    g.answer({"action": "to_end"})
    f = g.facts()
    assert f["monsters.1"] == ["Summoned Skull"]
    g = run({"players": [{"monsters": ["Reshef the Dark Being"], "hand": ["Mirror Force"]},
                         {"monsters": ["Summoned Skull"]}]})
    assert not options(g, "activate")  # a Trap is no Spell to discard
