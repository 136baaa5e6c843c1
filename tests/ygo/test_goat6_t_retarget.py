"""Shift, Fairy's Hand Mirror and Fiend's Hand Mirror (``goat6_t_retarget.py``): a chain link's
single target or a declared attack moved to "another appropriate target", played under the goat
profile and checked against the texts (our own words, ``pool/goat.csv``; Shift's scope — Spell/
Trap effects and attacks, another monster you control — is its OCG text シフトチェンジ; the new
target is chosen at activation: yugioh-wiki's Fairy's Hand Mirror FAQ)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

SET = {"face_up": False}


def test_fiends_hand_mirror_turns_mystical_space_typhoon_on_another_card() -> None:
    """Fiend's Hand Mirror: "when your opponent activates a Spell Card that targets 1 Spell or
    Trap Card on the field: switch its target to another appropriate card": Mystical Space
    Typhoon aimed at the Mirror's owner's Spirit Barrier destroys the caster's own Messenger of
    Peace instead."""
    game = game_of([{"hand": ["Mystical Space Typhoon"],
                     "spells": [{"card": "Messenger of Peace", "face_up": True}]},
                    {"spells": [{"card": "Fiend's Hand Mirror", **SET},
                                {"card": "Spirit Barrier", "face_up": True}]}])
    answer(game, action="activate", name="Mystical Space Typhoon")
    answer(game, action="card", name="Spirit Barrier")
    pass_while(game, 0)
    answer(game, action="activate", name="Fiend's Hand Mirror")
    answer(game, action="card", name="Messenger of Peace")
    settle(game)
    f = game.facts()
    assert "Messenger of Peace" in f["gy.0"] and "Spirit Barrier" not in f["gy.1"]
    assert f["spells.1"] == ["Spirit Barrier"]


def test_fairys_hand_mirror_answers_spells_only() -> None:
    """Fairy's Hand Mirror: "activate only when your opponent activates a Spell Card that
    targets 1 monster": Book of Moon on the Mirror owner's Battle Ox is turned on the caster's
    own Summoned Skull; a Trap (Ring of Destruction) opens no Mirror."""
    game = game_of([{"hand": ["Book of Moon"], "monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Fairy's Hand Mirror", **SET}]}])
    answer(game, action="activate", name="Book of Moon")
    answer(game, action="card", name="Battle Ox")
    pass_while(game, 0)
    answer(game, action="activate", name="Fairy's Hand Mirror")
    if options(game, action="card", name="Summoned Skull"):
        answer(game, action="card", name="Summoned Skull")
    settle(game)
    v = game.view(1)
    own = v["players"][0]["monsters"][0]
    assert own is not None and own.get("hidden")  # the caster's Skull is face-down now
    assert v["players"][1]["monsters"][0]["name"] == "Battle Ox"
    game = game_of([{"monsters": ["Summoned Skull"],
                     "spells": [{"card": "Ring of Destruction", **SET}]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Fairy's Hand Mirror", **SET}]}])
    answer(game, action="activate", name="Ring of Destruction")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    pass_while(game, 0)
    assert not options(game, action="activate", name="Fairy's Hand Mirror")


def test_shift_turns_an_attack_on_another_of_your_monsters() -> None:
    """Shift: "when your opponent selects 1 monster you control as the target of an attack:
    switch that target to another appropriate monster you control": Battle Ox's attack on
    Kuriboh goes to Giant Soldier of Stone (DEF 2000, Defense Position): the attacker's
    controller takes 2000 - 1700 = 300 and Kuriboh stays."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh", {"card": "Giant Soldier of Stone", "pos": "def"}],
                     "spells": [{"card": "Shift", **SET}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    pass_while(game, 0)
    answer(game, action="activate", name="Shift")
    if options(game, action="card", name="Giant Soldier of Stone"):
        answer(game, action="card", name="Giant Soldier of Stone")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 300 and f["monsters.1"] == ["Kuriboh", "Giant Soldier of Stone"]


def test_shift_moves_a_spell_only_onto_your_own_monster() -> None:
    """Shift: "... switch that target to another appropriate monster YOU control": Book of Moon
    on Kuriboh can go to the Shift owner's Giant Soldier of Stone, never to the caster's
    Summoned Skull (an appropriate target of Book of Moon, but not the Shift owner's)."""
    game = game_of([{"hand": ["Book of Moon"], "monsters": ["Summoned Skull"]},
                    {"monsters": ["Kuriboh", "Giant Soldier of Stone"],
                     "spells": [{"card": "Shift", **SET}]}])
    answer(game, action="activate", name="Book of Moon")
    answer(game, action="card", name="Kuriboh")
    pass_while(game, 0)
    answer(game, action="activate", name="Shift")
    d = game.pending()
    assert d is not None
    assert not options(game, action="card", name="Summoned Skull")
    if options(game, action="card", name="Giant Soldier of Stone"):
        answer(game, action="card", name="Giant Soldier of Stone")
    settle(game)
    v = game.view(0)
    mons = v["players"][1]["monsters"]
    assert mons[0]["name"] == "Kuriboh" and mons[1].get("hidden")


def test_shift_needs_another_monster_of_yours() -> None:
    """Shift: "another appropriate monster you control": with Kuriboh alone, nothing to move
    the attack onto, Shift cannot be activated."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh"], "spells": [{"card": "Shift", **SET}]}],
                   phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    pass_while(game, 0)
    assert not options(game, action="activate", name="Shift")
