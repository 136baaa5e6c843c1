"""Goat-pool removal Traps (``cards/scripts/goat5_removal_traps.py``), each played under the goat
profile (LP 8000) and checked against its 2005 text, quoted in the test (our own wording,
``pool/goat.csv``); the expected values come from that text."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _trap(name: str) -> dict[str, Any]:
    return {"card": name, **SET}


def _fire(game: YgoGame, name: str, *picks: str) -> None:
    """Activate ``name``, answer its card picks in order (a forced pick is made by the engine),
    and let nobody chain."""
    answer(game, action="activate", name=name)
    for p in picks:
        if options(game, action="card", name=p):
            answer(game, action="card", name=p)
    settle(game)


def test_destruction_ring_destroys_your_monster_and_burns_both() -> None:
    """Destruction Ring: "Select 1 face-up monster you control and destroy it; then each player
    takes 1000 damage." """
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_trap("Destruction Ring")]}, {}])
    _fire(game, "Destruction Ring", "Battle Ox")
    f = game.facts()
    assert f["monsters.0"] == [] and f["lp.0"] == LP - 1000 and f["lp.1"] == LP - 1000


def test_destruction_ring_needs_a_face_up_monster_of_yours() -> None:
    """Destruction Ring selects "1 face-up monster you control": a face-down one, or only the
    opponent's, gives nothing to select."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "pos": "fd_def"}],
                     "spells": [_trap("Destruction Ring")]}, {"monsters": ["Sangan"]}])
    assert not options(game, action="activate", name="Destruction Ring")


def test_disarmament_destroys_equip_spells() -> None:
    """Disarmament: "Destroy all Equip Spell Cards on the field." Axe of Despair goes, the
    monster it was equipped to stays; a Continuous Spell stays."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [_trap("Disarmament"),
                                {"card": "Axe of Despair", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}},
                                {"card": "Swords of Revealing Light", "face_up": True}]}, {}])
    _fire(game, "Disarmament")
    f = game.facts()
    assert "Axe of Despair" in f["gy.0"] and f["monsters.0"] == ["Battle Ox"]
    assert "Swords of Revealing Light" in f["spells.0"]


def test_mispolymerization_returns_fusion_monsters() -> None:
    """Mispolymerization: "Return all Fusion Monsters on the field to their owners' Fusion
    Decks." Flame Swordsman goes back to its owner's Fusion Deck; Battle Ox stays."""
    game = game_of([{"spells": [_trap("Mispolymerization")], "monsters": ["Battle Ox"]},
                    {"monsters": ["Flame Swordsman"]}])
    before = game.facts()["extra_count.1"]
    _fire(game, "Mispolymerization")
    f = game.facts()
    assert f["monsters.1"] == [] and f["extra_count.1"] == before + 1
    assert f["monsters.0"] == ["Battle Ox"]


def test_token_feastevil_300_per_token() -> None:
    """Token Feastevil: "Destroy all Tokens on the field. Your opponent takes 300 damage for
    each Token destroyed": 3 Sheep Tokens (2 theirs, 1 yours) make 900."""
    game = game_of([{"spells": [_trap("Token Feastevil")], "monsters": ["Sheep Token"]},
                    {"monsters": ["Sheep Token", "Sheep Token", "Battle Ox"]}])
    _fire(game, "Token Feastevil")
    f = game.facts()
    assert f["monsters.1"] == ["Battle Ox"] and f["monsters.0"] == []
    assert f["lp.1"] == LP - 900 and f["lp.0"] == LP


def _people(extra: list[str]) -> list[str]:
    return ["People Running About", "Oppressed People", "United Resistance", *extra]


def test_huge_revolution_clears_the_opponents_hand_and_field() -> None:
    """Huge Revolution: "Activate only during your Main Phase while you control face-up
    "People Running About", "Oppressed People" and "United Resistance". Destroy all cards in
    your opponent's hand and on their side of the field." """
    game = game_of([{"monsters": _people([]), "spells": [_trap("Huge Revolution")]},
                    {"hand": ["Sangan", "Dark Hole"], "monsters": ["Battle Ox"],
                     "spells": [_trap("Mirror Force")]}])
    _fire(game, "Huge Revolution")
    f = game.facts()
    assert f["hand_count.1"] == 0 and f["monsters.1"] == [] and f["spells.1"] == []
    assert len(f["monsters.0"]) == 3


def test_huge_revolution_needs_all_three() -> None:
    """Without "United Resistance" face-up, Huge Revolution cannot be activated."""
    game = game_of([{"monsters": ["People Running About", "Oppressed People",
                                  {"card": "United Resistance", "pos": "fd_def"}],
                     "spells": [_trap("Huge Revolution")]}, {"hand": ["Sangan"]}])
    assert not options(game, action="activate", name="Huge Revolution")


def test_burst_breath_reads_the_tributed_dragons_atk() -> None:
    """Burst Breath: "Tribute 1 Dragon-Type monster you control. Destroy all face-up monsters
    whose DEF is equal to or lower than the Tributed monster's ATK": Luster Dragon (1900 ATK)
    destroys Battle Ox (DEF 1000), not Giant Soldier of Stone (DEF 2000)."""
    game = game_of([{"monsters": ["Luster Dragon"], "spells": [_trap("Burst Breath")]},
                    {"monsters": ["Battle Ox", "Giant Soldier of Stone"]}])
    _fire(game, "Burst Breath", "Luster Dragon")
    f = game.facts()
    assert f["monsters.1"] == ["Giant Soldier of Stone"] and "Luster Dragon" in f["gy.0"]


def test_elemental_burst_four_attributes() -> None:
    """Elemental Burst: "Tribute 1 WIND, 1 WATER, 1 FIRE and 1 EARTH monster you control.
    Destroy all cards your opponent controls"; with no EARTH monster it cannot be activated."""
    mine = ["United Resistance", "Oppressed People", "People Running About",
            "Giant Soldier of Stone"]
    game = game_of([{"monsters": mine, "spells": [_trap("Elemental Burst")]},
                    {"monsters": ["Battle Ox"], "spells": [_trap("Mirror Force")]}])
    _fire(game, "Elemental Burst", *mine)
    f = game.facts()
    assert f["monsters.1"] == [] and f["spells.1"] == [] and f["monsters.0"] == []
    game = game_of([{"monsters": mine[:3], "spells": [_trap("Elemental Burst")]}, {}])
    assert not options(game, action="activate", name="Elemental Burst")


def test_anti_raigeki_turns_raigeki_around() -> None:
    """Anti Raigeki: "Activate only when your opponent activates "Raigeki". Instead of yours,
    all monsters your opponent controls are destroyed." """
    game = game_of([{"monsters": ["Sangan"], "spells": [_trap("Anti Raigeki")]},
                    {"hand": ["Raigeki"], "monsters": ["Battle Ox"]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Raigeki")
    answer(game, action="activate", name="Anti Raigeki")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and f["monsters.1"] == []


def test_assault_on_ghq_destroys_yours_then_mills_two() -> None:
    """Assault on GHQ: "Select 1 monster you control and destroy it. Then send the top 2 cards of
    your opponent's Deck to the Graveyard"; with 1 card in their Deck it cannot be activated."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_trap("Assault on GHQ")]},
                    {"deck": ["Sangan", "Kuriboh", "Jinzo"]}])
    answer(game, action="activate", name="Assault on GHQ")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["deck_count.1"] == 1 and len(f["gy.1"]) == 2
    game = game_of([{"monsters": ["Battle Ox"], "spells": [_trap("Assault on GHQ")]},
                    {"deck": ["Sangan"]}])
    assert not options(game, action="activate", name="Assault on GHQ")


def test_pineapple_blast_evens_the_monster_count() -> None:
    """Pineapple Blast: "Activate only when you Normal Summon a monster. If your opponent controls
    more monsters than you, your opponent destroys monsters they control until they control the
    same number as you (your opponent chooses which)": after Sangan's summon it is 1 against 3,
    so the opponent picks 2 of theirs (Kuriboh and Battle Ox) and keeps Mystical Elf."""
    game = game_of([{"hand": ["Sangan"], "spells": [_trap("Pineapple Blast")]},
                    {"monsters": ["Kuriboh", "Battle Ox", "Mystical Elf"]}])
    answer(game, action="summon", name="Sangan")
    answer(game, action="activate", name="Pineapple Blast")
    settle(game)
    answer(game, action="card", name="Kuriboh")
    answer(game, action="card", name="Battle Ox")
    settle(game)
    assert game.facts()["monsters.1"] == ["Mystical Elf"]


def test_order_to_smash_tributes_then_destroys_up_to_two() -> None:
    """Order to Smash: "Select 1 face-up Level 2 or lower Normal Monster (not a Token) you
    control. Tribute it, then destroy up to 2 Spell or Trap Cards your opponent controls":
    People Running About (Level 2) goes; Swords of Revealing Light and the Set card in zone 1
    are destroyed, the third card stays. Battle Ox (Level 4) is not selectable."""
    game = game_of([{"monsters": ["People Running About", "Battle Ox"],
                     "spells": [_trap("Order to Smash")]},
                    {"spells": [{"card": "Swords of Revealing Light", "face_up": True},
                                _trap("Mirror Force"), _trap("Dust Tornado")]}])
    answer(game, action="activate", name="Order to Smash")
    assert not options(game, action="card", name="Battle Ox")
    settle(game)
    answer(game, action="card", name="Swords of Revealing Light")
    answer(game, action="card", zone=1)
    while options(game, action="done"):
        answer(game, action="done")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and "People Running About" in f["gy.0"]
    assert f["spells.1"] == ["Dust Tornado"]
