"""Amplifier (``cards/scripts/goat6_s_jinzo.py``) under the goat profile: its 2004 text (our own
wording in ``pool/goat.csv``) and the period description (Pojo / Mancubus card of the day,
3 Nov 2004: "Giving Jinzo Amplifier allows you to negate and forbid the activation of only your
opponent's traps ... making Jinzo die if the Amplifier is destroyed")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

AMP = {"card": "Amplifier", "face_up": True, "equip_to": {"player": 0, "zone": 0}}
SET_WABOKU = {"card": "Waboku", "face_up": False}


def test_jinzo_alone_stops_its_controllers_traps_too() -> None:
    """Jinzo's own text: "Trap Cards cannot be activated" — its controller's Waboku too."""
    game = game_of([{"monsters": ["Jinzo"], "spells": [SET_WABOKU]}, {}])
    assert not options(game, action="activate", name="Waboku")


def test_amplifier_frees_its_controllers_traps() -> None:
    """Amplifier: "Jinzo's effect does not apply to the Trap Cards of the equipped monster's
    controller" — Waboku can be activated."""
    game = game_of([{"monsters": ["Jinzo"], "spells": [AMP, SET_WABOKU]}, {}])
    assert options(game, action="activate", name="Waboku")


def test_amplifier_keeps_the_opponents_traps_sealed() -> None:
    """The opponent's face-up Gravity Bind stays negated: Gemini Elf (Level 4) attacks."""
    game = game_of([{"monsters": ["Jinzo", "Gemini Elf"], "spells": [AMP]},
                    {"spells": [{"card": "Gravity Bind", "face_up": True}]}])
    answer(game, action="to_battle")
    assert options(game, action="attack", name="Gemini Elf")


def test_amplifier_equips_only_jinzo_and_takes_it_down() -> None:
    """"Equip only to Jinzo" (Battle Ox is no target) and "When this card is removed from the
    field, destroy the equipped monster": Mystical Space Typhoon on Amplifier destroys Jinzo."""
    game = game_of([{"hand": ["Amplifier", "Mystical Space Typhoon"],
                     "monsters": ["Battle Ox", "Jinzo"]}, {}])
    answer(game, action="activate", name="Amplifier")
    assert not options(game, action="card", name="Battle Ox")
    if options(game, action="card", name="Jinzo"):
        answer(game, action="card", name="Jinzo")
    settle(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Amplifier"):
        answer(game, action="card", name="Amplifier")
    settle(game)
    f = game.facts()
    assert "Jinzo" in f["gy.0"] and f["monsters.0"] == ["Battle Ox"]
