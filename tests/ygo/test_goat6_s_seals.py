"""Sealmaster Meisei's Talismans (``cards/scripts/goat6_s_seals.py``) under the goat profile:
each test quotes the 2004 text (Ancient Sanctuary, our own wording in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

MEISEI = "Sealmaster Meisei"
TRAP_SEAL = "Talisman of Trap Sealing"
SPELL_SEAL = "Talisman of Spell Sealing"


def test_trap_sealing_needs_a_face_up_meisei() -> None:
    """"Activate only while you control a face-up Sealmaster Meisei"."""
    game = game_of([{"hand": [TRAP_SEAL], "monsters": [{"card": MEISEI, "pos": "fd_def"}]}, {}])
    assert not options(game, action="activate", name=TRAP_SEAL)
    game = game_of([{"hand": [TRAP_SEAL], "monsters": [MEISEI]}, {}])
    assert options(game, action="activate", name=TRAP_SEAL)


def test_trap_sealing_stops_trap_activation() -> None:
    """Talisman of Trap Sealing: "Trap Cards cannot be activated" — a Set Waboku and a Set
    Mirror Force cannot be activated while it is face-up; without it, Waboku can."""
    players = [{"monsters": [MEISEI], "spells": [{"card": TRAP_SEAL, "face_up": True},
                                                 {"card": "Waboku", "face_up": False}]}, {}]
    game = game_of(players)
    assert not options(game, action="activate", name="Waboku")
    players[0]["spells"] = [{"card": "Waboku", "face_up": False}]
    assert options(game_of(players), action="activate", name="Waboku")


def test_trap_sealing_negates_face_up_traps() -> None:
    """"The effects of all Trap Cards on the field are negated": the opponent's face-up Gravity
    Bind ("Level 4 or higher monsters cannot attack") no longer stops Gemini Elf (Level 4);
    without the Talisman it does."""
    def elf_attacks(talisman: bool) -> bool:
        mine = [{"card": TRAP_SEAL, "face_up": True}] if talisman else []
        game = game_of([{"monsters": [MEISEI, "Gemini Elf"], "spells": mine},
                        {"spells": [{"card": "Gravity Bind", "face_up": True}]}])
        answer(game, action="to_battle")
        return bool(options(game, action="attack", name="Gemini Elf"))

    assert elf_attacks(True)
    assert not elf_attacks(False)


def test_spell_sealing_stops_spell_activation_and_negates_spells() -> None:
    """Talisman of Spell Sealing: "Spell Cards cannot be activated and the effects of all Spell
    Cards on the field are negated": Pot of Greed cannot be activated; the face-up Axe of
    Despair (+1000 ATK) adds nothing to Sealmaster Meisei's 1100 ATK."""
    game = game_of([{"hand": ["Pot of Greed"], "monsters": [MEISEI],
                     "spells": [{"card": SPELL_SEAL, "face_up": True},
                                {"card": "Axe of Despair", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]}, {}])
    assert not options(game, action="activate", name="Pot of Greed")
    assert game.facts()["mzone.0.0.atk"] == 1100


def test_a_talisman_is_destroyed_without_meisei() -> None:
    """"When you no longer control a face-up Sealmaster Meisei, destroy this card": Fissure
    destroys Meisei (the only face-up monster of seat 1's opponent here), and the Talisman of
    Trap Sealing follows it to the Graveyard."""
    game = game_of([{"hand": ["Fissure"]},
                    {"monsters": [MEISEI], "spells": [{"card": TRAP_SEAL, "face_up": True}]}])
    answer(game, action="activate", name="Fissure")
    settle(game)
    f = game.facts()
    assert MEISEI in f["gy.1"] and TRAP_SEAL in f["gy.1"]


def test_the_talisman_that_came_first_seals_the_other() -> None:
    """The two seal each other's kind: with Talisman of Trap Sealing face-up (a Spell),
    Talisman of Spell Sealing (a Trap) cannot be activated."""
    game = game_of([{"monsters": [MEISEI], "spells": [{"card": TRAP_SEAL, "face_up": True},
                                                      {"card": SPELL_SEAL, "face_up": False}]},
                    {}])
    assert not options(game, action="activate", name=SPELL_SEAL)
    game = game_of([{"monsters": [MEISEI], "spells": [{"card": SPELL_SEAL, "face_up": False}]},
                    {}])
    assert options(game, action="activate", name=SPELL_SEAL)
