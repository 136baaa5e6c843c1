"""Goat Spells & Traps, goat-st2 batches (``cards/scripts/goat_st2_*.py``): each card played
under the goat profile (LP 8000) and checked against its 2005 text, quoted in the test (our own
wording, ``pool/goat.csv``); the expected values come from that text, not from the engine."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _trap(name: str) -> dict[str, Any]:
    return {"card": name, **SET}


def _spell_at(target: str, spell: str, trap: str, *, hand1: tuple[str, ...] = ()) -> YgoGame:
    """Seat 0 activates ``spell`` at seat 1's face-up ``target``; seat 1 holds ``trap`` Set."""
    game = game_of([{"hand": [spell], "deck": ["Sangan", "Kuriboh"]},
                    {"monsters": [target], "spells": [_trap(trap)], "hand": list(hand1)}])
    answer(game, action="activate", name=spell)
    return game


# --- Counter Traps against a card targeting exactly one monster (goat_st2_counter_traps.py) ---


def test_riryoku_field_negates_a_spell_targeting_one_monster() -> None:
    """Riryoku Field: "Activate only when a Spell Card is activated that targets exactly 1 monster
    on the field: negate its activation and destroy it." Snatch Steal (1 target) is negated and
    the monster stays with its owner; Pot of Greed (no target) cannot be answered."""
    game = _spell_at("Battle Ox", "Snatch Steal", "Riryoku Field")
    answer(game, action="activate", name="Riryoku Field")
    settle(game)
    f = game.facts()
    assert "Snatch Steal" in f["gy.0"] and f["monsters.1"] == ["Battle Ox"]
    assert "Riryoku Field" in f["gy.1"]
    game = _spell_at("Battle Ox", "Pot of Greed", "Riryoku Field")
    assert not options(game, action="activate", name="Riryoku Field")


def test_riryoku_field_does_not_answer_a_trap() -> None:
    """Riryoku Field answers "a Spell Card ... that targets exactly 1 monster": Book of Moon (a
    Quick-Play Spell at 1 monster) is negated, the monster stays face-up; a Trap (Mirror Force)
    cannot be answered."""
    game = _spell_at("Battle Ox", "Book of Moon", "Riryoku Field")
    answer(game, action="activate", name="Riryoku Field")
    settle(game)
    f = game.facts()
    assert f["mzone.1.0.pos"] != "fd_def" and "Book of Moon" in f["gy.0"]
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox"],
                     "spells": [_trap("Mirror Force"), _trap("Riryoku Field")]}],
                   phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    pass_while(game, 0)
    answer(game, action="activate", name="Mirror Force")
    assert not options(game, action="activate", name="Riryoku Field")


def test_tutan_mask_only_for_a_zombie_target() -> None:
    """Tutan Mask: "Activate only when a Spell or Trap Card is activated that targets exactly 1
    face-up Zombie-Type monster on the field: negate its activation and destroy it." Book of
    Moon at Pyramid Turtle (Zombie) is negated; at Battle Ox (Beast-Warrior) it cannot be."""
    game = _spell_at("Pyramid Turtle", "Book of Moon", "Tutan Mask")
    answer(game, action="activate", name="Tutan Mask")
    settle(game)
    f = game.facts()
    assert f["mzone.1.0.pos"] == "atk" and "Book of Moon" in f["gy.0"]
    game = _spell_at("Battle Ox", "Book of Moon", "Tutan Mask")
    assert not options(game, action="activate", name="Tutan Mask")


def test_spell_shield_type_8_free_against_a_targeting_spell() -> None:
    """Spell Shield Type-8, first way: "when a Spell Card is activated that targets exactly 1
    monster on the field, negate its activation and destroy it" — no card from the hand needed."""
    game = _spell_at("Battle Ox", "Snatch Steal", "Spell Shield Type-8")
    answer(game, action="activate", name="Spell Shield Type-8")
    settle(game)
    f = game.facts()
    assert "Snatch Steal" in f["gy.0"] and f["monsters.1"] == ["Battle Ox"]


def test_spell_shield_type_8_sends_a_spell_against_any_spell() -> None:
    """Spell Shield Type-8, second way: "send 1 Spell Card from your hand to the Graveyard to
    negate the activation of any Spell Card and destroy it": Pot of Greed (no target) is
    negated by sending Dark Hole; with no Spell in hand it cannot be answered."""
    game = _spell_at("Battle Ox", "Pot of Greed", "Spell Shield Type-8",
                     hand1=("Dark Hole", "Kuriboh"))
    answer(game, action="activate", name="Spell Shield Type-8")
    while options(game, action="card"):  # the Spell to send (Kuriboh is not offered)
        answer(game, action="card", name="Dark Hole")
    settle(game)
    f = game.facts()
    assert "Pot of Greed" in f["gy.0"] and f["hand.0"] == []  # negated: nothing drawn
    assert "Dark Hole" in f["gy.1"] and f["hand.1"] == ["Kuriboh"]
    game = _spell_at("Battle Ox", "Pot of Greed", "Spell Shield Type-8", hand1=("Kuriboh",))
    assert not options(game, action="activate", name="Spell Shield Type-8")


# --- phase locks (goat_st2_turn_locks.py) -----------------------------------------------------


def _end_turn(game: YgoGame) -> None:
    """The turn player goes to the End Phase; nobody responds; the next turn runs to its first
    open decision."""
    settle(game)
    answer(game, action="to_end")
    settle(game)


def test_thunder_of_ruler_only_in_the_opponents_standby_phase() -> None:
    """Thunder of Ruler: "Activate only during your opponent's Standby Phase: your opponent
    cannot conduct their Battle Phase this turn." Activated then, the turn player's Main Phase 1
    offers no Battle Phase; in the activator's own Main Phase it cannot be activated."""
    trap = {"spells": [_trap("Thunder of Ruler")]}
    game = game_of([trap, {"monsters": ["Battle Ox"]}], turn=4, turn_player=1, phase="standby")
    pass_while(game, 1)
    answer(game, action="activate", name="Thunder of Ruler")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 1 and game.facts()["phase"] == "main1"
    assert not options(game, action="to_battle") and options(game, action="to_end")
    game = game_of([trap, {"monsters": ["Battle Ox"]}])
    assert not options(game, action="activate", name="Thunder of Ruler")


def test_time_seal_skips_the_opponents_next_draw() -> None:
    """Time Seal: "Your opponent skips the draw of their next Draw Phase." Activated in your own
    turn, the opponent's next turn draws nothing; the turn after that draws again."""
    game = game_of([{"spells": [_trap("Time Seal")], "deck": ["Kuriboh"] * 5},
                    {"deck": ["Sangan", "Battle Ox", "Jinzo"]}])
    answer(game, action="activate", name="Time Seal")
    settle(game)
    _end_turn(game)
    f = game.facts()
    assert f["turn"] == 4 and f["hand_count.1"] == 0 and f["deck_count.1"] == 3
    _end_turn(game)  # turn 4 ends
    _end_turn(game)  # turn 5 (seat 0) ends
    f = game.facts()
    assert f["turn"] == 6 and f["hand_count.1"] == 1 and f["deck_count.1"] == 2


def test_time_seal_in_the_opponents_turn_skips_their_following_draw() -> None:
    """Time Seal activated in the opponent's Standby Phase: that turn's draw is made, so "their
    next Draw Phase" is the one of their following turn (turn 6, not turn 4's)."""
    game = game_of([{"spells": [_trap("Time Seal")], "deck": ["Kuriboh"] * 5},
                    {"deck": ["Sangan", "Battle Ox", "Jinzo"]}], turn=4, turn_player=1,
                   phase="standby")
    pass_while(game, 1)
    answer(game, action="activate", name="Time Seal")
    settle(game)
    _end_turn(game)  # turn 4 ends
    _end_turn(game)  # turn 5 (seat 0) ends
    f = game.facts()
    assert f["turn"] == 6 and f["hand_count.1"] == 0 and f["deck_count.1"] == 3


def _penalty_in_their_standby(mode: str, hand: int = 4) -> YgoGame:
    """Seat 0 activates Penalty Game! (``mode``) in seat 1's Standby Phase; seat 1 holds
    ``hand`` cards (Pot of Greed first) and a Set Mirror Force."""
    cards = ["Pot of Greed", "Kuriboh", "Sangan", "Jinzo", "Battle Ox"][:hand]
    game = game_of([{"spells": [_trap("Penalty Game!"), _trap("Trap Hole")],
                     "hand": ["Graceful Charity"]},
                    {"hand": cards, "spells": [_trap("Mirror Force")],
                     "deck": ["Kuriboh"] * 4}],
                   turn=4, turn_player=1, phase="standby")
    pass_while(game, 1)
    if mode:
        answer(game, action="activate", name="Penalty Game!")
        answer(game, action="choose", value=mode)
        settle(game)
    return game


def test_penalty_game_needs_exactly_four_cards_in_their_hand() -> None:
    """Penalty Game!: "Activate only while your opponent has exactly 4 cards in their hand":
    with 3 or 5 it cannot be activated."""
    assert options(_penalty_in_their_standby("", 4), action="activate", name="Penalty Game!")
    for n in (3, 5):
        game = _penalty_in_their_standby("", n)
        assert not options(game, action="activate", name="Penalty Game!")


def test_penalty_game_locks_their_spells_and_traps_this_turn() -> None:
    """Penalty Game!, second choice: "your opponent cannot activate Spell or Trap Cards for the
    rest of this turn": in their Main Phase neither Pot of Greed nor the Set Mirror Force can be
    activated (a summon still can); the activator is not locked (Trap Hole answers that
    summon); in the activator's next turn its Graceful Charity can."""
    game = _penalty_in_their_standby("spells")
    assert game.facts()["phase"] == "main1"
    assert not options(game, action="activate")
    answer(game, action="summon", name="Sangan")  # 1000 ATK: Trap Hole's minimum
    pass_while(game, 1)
    assert options(game, action="activate", name="Trap Hole")  # the activator is not locked
    game = _penalty_in_their_standby("spells")
    _end_turn(game)  # turn 5: seat 0's own turn, the lock has ended
    assert options(game, action="activate", name="Graceful Charity")


def test_penalty_game_can_skip_their_next_draw() -> None:
    """Penalty Game!, first choice: "your opponent skips the draw of their next Draw Phase" —
    activated in their Standby Phase, that is the draw of their following turn (turn 6)."""
    game = _penalty_in_their_standby("draw")
    _end_turn(game)  # turn 4 ends
    _end_turn(game)  # turn 5 (seat 0) ends
    f = game.facts()
    assert f["turn"] == 6 and f["hand_count.1"] == 4 and f["deck_count.1"] == 4


# --- Life Points set outright (goat_st2_lp.py) ------------------------------------------------


def test_self_destruct_button_is_a_draw_at_7000_behind() -> None:
    """Self-Destruct Button: "Activate only while your opponent's Life Points are at least 7000
    more than yours: both players' Life Points become 0" — the duel ends in a draw; 6999 behind
    it cannot be activated."""
    trap = {"spells": [_trap("Self-Destruct Button")]}
    game = game_of([trap, {}], lp=[1000, 8000])
    answer(game, action="activate", name="Self-Destruct Button")
    settle(game)
    f = game.facts()
    assert f["over"] and f["winners"] == [] and f["lp.0"] == 0 and f["lp.1"] == 0
    game = game_of([trap, {}], lp=[1001, 8000])
    assert not options(game, action="activate", name="Self-Destruct Button")


# --- removed-from-play monsters (goat_st2_banished.py) ------------------------------------------


def test_return_from_the_different_dimension_until_the_end_phase() -> None:
    """Return from the Different Dimension: "Pay half your Life Points. Special Summon as many of
    your removed-from-play monsters as you can. In the End Phase of this turn, remove from play
    every monster Special Summoned by this effect." Two free zones: 2 of the 3 come back (the
    player picks), 8000 -> 4000 LP; in the End Phase those 2 leave again, Battle Ox stays."""
    game = game_of([{"banished": ["Jinzo", "Sangan", "Kuriboh"],
                     "monsters": ["Battle Ox", "Battle Ox", "Battle Ox"],
                     "spells": [_trap("Return from the Different Dimension")]}, {}])
    answer(game, action="activate", name="Return from the Different Dimension")
    answer(game, action="card", name="Jinzo")
    answer(game, action="card", name="Sangan")
    answer(game, action="choose", value=1)  # Jinzo: face-up Attack Position (POS_FU_ATK)
    answer(game, action="choose", value=4)  # Sangan: face-up Defense Position (POS_FU_DEF)
    settle(game)
    f = game.facts()
    assert f["mzone.0.3.pos"] == "atk" and f["mzone.0.4.pos"] == "def"
    assert f["lp.0"] == 4000 and sorted(f["monsters.0"]) == sorted(
        ["Battle Ox"] * 3 + ["Jinzo", "Sangan"]) and f["banished.0"] == ["Kuriboh"]
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] * 3
    assert sorted(f["banished.0"]) == ["Jinzo", "Kuriboh", "Sangan"]


# --- classic Trap pieces (goat_st2_revival.py) --------------------------------------------------


def test_soul_resurrection_revives_a_normal_monster_in_defense() -> None:
    """Soul Resurrection: "Target 1 Normal Monster in your Graveyard: Special Summon it in face-up
    Defense Position" — Battle Ox (Normal) comes back face-up in Defense; Sangan (an Effect
    Monster) is no target."""
    game = game_of([{"gy": ["Sangan", "Battle Ox"],
                     "spells": [_trap("Soul Resurrection")]}, {}])
    answer(game, action="activate", name="Soul Resurrection")
    assert not options(game, action="card", name="Sangan")
    if options(game, action="card"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["mzone.0.0.pos"] == "def"
    assert f["spells.0"] == ["Soul Resurrection"]
    game = game_of([{"gy": ["Sangan"], "spells": [_trap("Soul Resurrection")]}, {}])
    assert not options(game, action="activate", name="Soul Resurrection")


def test_soul_resurrection_is_bound_to_its_monster() -> None:
    """Soul Resurrection: "When this card leaves the field, destroy that monster" — Mystical
    Space Typhoon on the Trap sends the revived Battle Ox to the Graveyard too."""
    game = game_of([{"gy": ["Battle Ox"], "spells": [_trap("Soul Resurrection")]},
                    {"hand": ["Mystical Space Typhoon"]}])
    answer(game, action="activate", name="Soul Resurrection")
    settle(game)
    assert game.facts()["monsters.0"] == ["Battle Ox"]
    answer(game, action="to_end")
    settle(game)  # seat 1's turn 4
    answer(game, action="activate", name="Mystical Space Typhoon")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and sorted(f["gy.0"]) == ["Battle Ox", "Soul Resurrection"]


def test_the_spell_absorbing_life_flips_without_flip_effects() -> None:
    """The Spell Absorbing Life: "Turn every face-down monster on the field face-up (their Flip
    effects are not activated). Then gain 400 Life Points for each face-up Effect Monster on the
    field." Face-down Man-Eater Bug (Flip: destroy a monster) turns face-up and destroys
    nothing; with Sangan face-up too: 2 Effect Monsters (Battle Ox is Normal) = 800 LP."""
    game = game_of([{"spells": [_trap("The Spell Absorbing Life")], "monsters": ["Battle Ox"]},
                    {"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def"}, "Sangan"]}])
    answer(game, action="activate", name="The Spell Absorbing Life")
    settle(game)
    f = game.facts()
    assert f["mzone.1.0.pos"] == "def" and f["monsters.0"] == ["Battle Ox"]
    assert f["monsters.1"] == ["Man-Eater Bug", "Sangan"] and f["lp.0"] == 8000 + 800


# --- repeatable Continuous Trap effects (goat_st2_repeatable.py) --------------------------------

_FACE_UP = {"face_up": True}


def test_type_zero_magic_crusher_discards_spells_for_500_each() -> None:
    """Type Zero Magic Crusher: "You can discard 1 Spell Card to inflict 500 damage to your
    opponent (as often as you like while this card is face-up)": two Spells, two uses (1000);
    a Monster Card in the hand pays for nothing."""
    game = game_of([{"spells": [{"card": "Type Zero Magic Crusher", **_FACE_UP}],
                     "hand": ["Pot of Greed", "Dark Hole", "Kuriboh"]}, {}])
    for spell in ("Pot of Greed", "Dark Hole"):
        answer(game, action="activate", name="Type Zero Magic Crusher")
        if options(game, action="card"):
            answer(game, action="card", name=spell)
        settle(game)
    f = game.facts()
    assert f["lp.1"] == 8000 - 1000 and f["hand.0"] == ["Kuriboh"]
    assert not options(game, action="activate", name="Type Zero Magic Crusher")


def test_skull_lair_removes_as_many_as_the_level() -> None:
    """Skull Lair: "remove from play any number of monsters in your Graveyard to destroy 1
    face-up monster on the field (a target) whose Level equals the number removed": with 3
    monsters in the Graveyard the choices are 1 (Mokey Mokey) and 3 (Sangan): not 4 (Battle Ox,
    more than the Graveyard holds), not 2 (Man-Eater Bug is face-down)."""
    game = game_of([{"spells": [{"card": "Skull Lair", **_FACE_UP}],
                     "gy": ["Kuriboh", "Jinzo", "Witch of the Black Forest"]},
                    {"monsters": ["Sangan", "Battle Ox",
                                  {"card": "Man-Eater Bug", "pos": "fd_def"}, "Mokey Mokey"]}])
    answer(game, action="activate", name="Skull Lair")
    assert [o["value"] for o in options(game, action="choose")] == [1, 3]  # Mokey Mokey, Sangan
    answer(game, action="choose", value=3)
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == ["Battle Ox", "Man-Eater Bug", "Mokey Mokey"]
    assert "Sangan" in f["gy.1"]
    assert sorted(f["banished.0"]) == ["Jinzo", "Kuriboh", "Witch of the Black Forest"]
    assert not options(game, action="activate", name="Skull Lair")  # its Graveyard is empty


# --- ATK moved between monsters (goat_st2_stat_change.py) -------------------------------------


def test_riryoku_moves_half_the_atk_of_the_first_target() -> None:
    """Riryoku: "Target 2 face-up monsters on the field: until the End Phase, the first loses
    half its ATK and the second gains the ATK the first lost": Summoned Skull 2500 -> 1250,
    Battle Ox 1700 -> 2950; the face-down monster is no target; with one face-up monster it
    cannot be activated."""
    game = game_of([{"hand": ["Riryoku"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull", {"card": "Sangan", "pos": "fd_def"}]}])
    answer(game, action="activate", name="Riryoku")
    assert not options(game, action="card", name="Sangan")
    answer(game, action="card", name="Summoned Skull")
    settle(game)  # the second target is forced (Battle Ox)
    f = game.facts()
    assert f["mzone.1.0.atk"] == 1250 and f["mzone.0.0.atk"] == 2950
    game = game_of([{"hand": ["Riryoku"], "monsters": ["Battle Ox"]},
                    {"monsters": [{"card": "Summoned Skull", "pos": "fd_def"}]}])
    assert not options(game, action="activate", name="Riryoku")


# --- summoning Spells (goat_st2_summon_spells.py) -----------------------------------------------


def test_ultra_evolution_pill_trades_a_reptile_for_a_dinosaur() -> None:
    """Ultra Evolution Pill: "Tribute 1 Reptile-Type monster you control: Special Summon 1
    Dinosaur-Type monster from your hand" — Gagagigo (Reptile) is tributed, Frostosaurus
    (Dinosaur, Level 6) comes out; Battle Ox (Beast-Warrior) cannot pay for it."""
    game = game_of([{"hand": ["Ultra Evolution Pill", "Frostosaurus", "Kuriboh"],
                     "monsters": ["Gagagigo", "Battle Ox"]}, {}])
    answer(game, action="activate", name="Ultra Evolution Pill")
    settle(game)
    answer(game, action="choose", value=1)  # Frostosaurus in face-up Attack Position
    settle(game)
    f = game.facts()
    assert sorted(f["monsters.0"]) == ["Battle Ox", "Frostosaurus"] and "Gagagigo" in f["gy.0"]
    game = game_of([{"hand": ["Ultra Evolution Pill", "Frostosaurus"],
                     "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Ultra Evolution Pill")


def test_tribute_doll_summons_a_level_7_that_cannot_attack() -> None:
    """Tribute Doll: "Tribute 1 monster you control: Special Summon 1 Level 7 monster from your
    hand. It cannot attack during this turn." Dark Magician (Level 7) comes out and has no
    attack in this Battle Phase; Summoned Skull (Level 6) is not offered."""
    game = game_of([{"hand": ["Tribute Doll", "Dark Magician", "Summoned Skull"],
                     "monsters": ["Battle Ox", "Kuriboh"]}, {"monsters": ["Sangan"]}])
    answer(game, action="activate", name="Tribute Doll")
    answer(game, action="card", name="Kuriboh")  # the Tribute (the cost)
    settle(game)
    assert not options(game, action="card", name="Summoned Skull")
    answer(game, action="choose", value=1)
    settle(game)
    assert game.facts()["monsters.0"] == ["Battle Ox", "Dark Magician"]
    answer(game, action="to_battle")
    assert options(game, action="attack", name="Battle Ox")
    assert not options(game, action="attack", name="Dark Magician")


def test_vengeful_bog_spirit_no_attack_in_the_summoning_turn() -> None:
    """Vengeful Bog Spirit: "a monster cannot attack during the turn it was Normal Summoned,
    Flip Summoned or Special Summoned": the Battle Ox summoned this turn has no attack, the
    Summoned Skull already on the field has one."""
    game = game_of([{"hand": ["Battle Ox"], "monsters": ["Summoned Skull"],
                     "spells": [{"card": "Vengeful Bog Spirit", "face_up": True}]},
                    {"monsters": ["Sangan"]}])
    answer(game, action="summon", name="Battle Ox")
    settle(game)
    answer(game, action="to_battle")
    assert options(game, action="attack", name="Summoned Skull")
    assert not options(game, action="attack", name="Battle Ox")


# --- shared-vocabulary Spells (goat_st2_equip_search.py) ----------------------------------------


def test_secret_of_the_bandit_random_discard_on_battle_damage() -> None:
    """The Secret of the Bandit: "When the equipped monster inflicts battle damage to your
    opponent, your opponent discards 1 card at random": a direct attack by the equipped Battle
    Ox (1700) costs them 1 of their 2 cards; the unequipped Summoned Skull's damage does not."""
    game = game_of([{"monsters": ["Battle Ox", "Summoned Skull"],
                     "spells": [{"card": "The Secret of the Bandit", "face_up": True,
                                 "equip_to": {"player": 0, "zone": 0}}]},
                    {"hand": ["Kuriboh", "Sangan"]}], phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == 8000 - 2500 and f["hand_count.1"] == 2
    answer(game, action="attack", name="Battle Ox")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == 8000 - 2500 - 1700 and f["hand_count.1"] == 1 and len(f["gy.1"]) == 1


def test_toon_table_of_contents_searches_a_toon_card() -> None:
    """Toon Table of Contents: "Add 1 card with "Toon" in its name from your Deck to your hand":
    the Toon Table of Contents in the Deck is the only card offered (Kuriboh and Sangan are
    not)."""
    game = game_of([{"hand": ["Toon Table of Contents"],
                     "deck": ["Kuriboh", "Toon Table of Contents", "Sangan"]}, {}])
    answer(game, action="activate", name="Toon Table of Contents")
    settle(game)
    assert not options(game, action="card", name="Kuriboh")
    if options(game, action="card"):
        answer(game, action="card", name="Toon Table of Contents")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Toon Table of Contents"] and f["deck_count.0"] == 2


# --- answers to a sweeper or an attack (goat_st2_protection.py) ---------------------------------


def test_white_hole_spares_your_monsters_from_their_dark_hole() -> None:
    """White Hole: "Activate only when your opponent activates "Dark Hole": the monsters you
    control are not destroyed by that "Dark Hole"": seat 1's Battle Ox stays, seat 0's own
    Summoned Skull is destroyed; against Pot of Greed it cannot be activated."""
    game = game_of([{"hand": ["Dark Hole", "Pot of Greed"], "monsters": ["Summoned Skull"],
                     "deck": ["Kuriboh", "Sangan"]},
                    {"monsters": ["Battle Ox"], "spells": [_trap("White Hole")]}])
    answer(game, action="activate", name="Dark Hole")
    answer(game, action="activate", name="White Hole")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == ["Battle Ox"] and f["monsters.0"] == []
    assert "Summoned Skull" in f["gy.0"]
    game = game_of([{"hand": ["Pot of Greed"], "deck": ["Kuriboh", "Sangan"]},
                    {"monsters": ["Battle Ox"], "spells": [_trap("White Hole")]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="White Hole")


def test_secret_pass_lets_a_small_monster_attack_directly() -> None:
    """Secret Pass to the Treasures: "Target 1 face-up monster you control with 1000 or less
    ATK: this turn, it can attack your opponent directly": Sangan (1000) attacks past Battle Ox
    for 1000; Summoned Skull (2500) is no target and gets no direct attack."""
    game = game_of([{"hand": ["Secret Pass to the Treasures"],
                     "monsters": ["Sangan", "Summoned Skull"]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Secret Pass to the Treasures")
    assert not options(game, action="card", name="Summoned Skull")
    settle(game)
    answer(game, action="to_battle")
    answer(game, action="attack", name="Sangan", target=-1)
    settle(game)
    assert game.facts()["lp.1"] == 8000 - 1000
    assert not options(game, action="attack", name="Summoned Skull", target=-1)


# --- looking at hidden cards, stacking the Deck (goat_st2_peeks.py) -----------------------------


def test_seal_of_the_ancients_shows_their_face_down_cards_to_you_only() -> None:
    """Seal of the Ancients: "Pay 1000 Life Points: look at every face-down card your opponent
    controls": the Set Sangan and Mirror Force are named in the activator's view afterwards,
    never in a spectator's, and the opponent's event log does not name what was seen."""
    game = game_of([{"hand": ["Seal of the Ancients"]},
                    {"monsters": [{"card": "Sangan", "pos": "fd_def"}],
                     "spells": [_trap("Mirror Force")]}])
    answer(game, action="activate", name="Seal of the Ancients")
    settle(game)
    assert game.facts()["lp.0"] == 8000 - 1000
    mine, spectator = game.view(0)["players"][1], game.view(-1)["players"][1]
    assert mine["monsters"][0]["name"] == "Sangan" and mine["spells"][0]["name"] == "Mirror Force"
    assert spectator["monsters"][0].get("hidden") and spectator["spells"][0].get("hidden")
    looked = [e for e in game.events(-1) if e.get("kind") == "card_effect"]
    assert looked and "Sangan" not in str(looked) and "Mirror Force" not in str(looked)


def test_soul_reversal_puts_a_flip_monster_on_top_of_the_deck() -> None:
    """Soul Reversal: "Target 1 Flip Effect Monster in your Graveyard: put it on top of your
    Deck" — Man-Eater Bug (Flip) goes on top; Sangan (not Flip) is no target."""
    game = game_of([{"hand": ["Soul Reversal"], "gy": ["Sangan", "Man-Eater Bug"],
                     "deck": ["Kuriboh", "Battle Ox"]}, {}])
    answer(game, action="activate", name="Soul Reversal")
    assert not options(game, action="card", name="Sangan")
    settle(game)
    f = game.facts()
    assert f["deck_top.0"] == "Man-Eater Bug" and f["gy.0"] == ["Sangan", "Soul Reversal"]
    game = game_of([{"hand": ["Soul Reversal"], "gy": ["Sangan"]}, {}])
    assert not options(game, action="activate", name="Soul Reversal")


# --- a declared Type (goat_st2_declared_type.py) -----------------------------------------------


def test_regulation_of_tribe_stops_the_declared_type_and_costs_500() -> None:
    """The Regulation of Tribe: "Declare 1 Type when you activate this card. Monsters of the
    declared Type cannot declare an attack. During each of your Standby Phases, pay 500 Life
    Points or destroy this card." Fiend declared: Summoned Skull (Fiend) has no attack, Battle
    Ox has one; the declaration is in the opponent's log; the next own Standby Phase costs
    500 (or the card)."""
    game = game_of([{"spells": [_trap("The Regulation of Tribe")],
                     "monsters": ["Summoned Skull", "Battle Ox"], "deck": ["Kuriboh"] * 4},
                    {"monsters": ["Sangan"], "deck": ["Kuriboh"] * 4}])
    answer(game, action="activate", name="The Regulation of Tribe")
    answer(game, action="race", race="Fiend")
    settle(game)
    declared = [e for e in game.events(1) if e.get("kind") == "declare_race"]
    assert [e["race"] for e in declared] == [0x8]  # Fiend, public when made
    answer(game, action="to_battle")
    assert options(game, action="attack", name="Battle Ox")
    assert not options(game, action="attack", name="Summoned Skull")
    answer(game, action="end_battle")
    _end_turn(game)  # seat 1's turn 4 (not seat 0's Standby: nothing asked)
    _end_turn(game)  # seat 0's turn 5: its Standby Phase asks for 500
    answer(game, action="yes")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == 8000 - 500 and f["spells.0"] == ["The Regulation of Tribe"]


# --- Deck order and positions (goat_st2_deck_and_position.py) ----------------------------------


def test_spellbook_organization_reorders_the_top_three_privately() -> None:
    """Spellbook Organization: "Look at the top 3 cards of your Deck and put them back on top in
    any order": Kuriboh, Sangan, Jinzo become Jinzo, Kuriboh, Sangan (Pot of Greed then draws
    Jinzo and Kuriboh); a spectator's log never names them."""
    game = game_of([{"hand": ["Spellbook Organization", "Pot of Greed"],
                     "deck": ["Kuriboh", "Sangan", "Jinzo", "Battle Ox"]}, {}])
    answer(game, action="activate", name="Spellbook Organization")
    settle(game)
    answer(game, action="card", name="Jinzo")
    answer(game, action="card", name="Kuriboh")
    settle(game)
    assert game.facts()["deck_top.0"] == "Jinzo"
    assert "Jinzo" not in str(game.events(-1)) and "Kuriboh" not in str(game.events(-1))
    answer(game, action="activate", name="Pot of Greed")
    settle(game)
    assert game.facts()["hand.0"] == ["Jinzo", "Kuriboh"]


def test_stumbling_turns_summoned_monsters_to_defense() -> None:
    """Stumbling: "a monster that is Normal Summoned or Special Summoned is changed to Defense
    Position": the Normal Summoned Battle Ox ends in Defense Position; a Flip Summon (Sangan)
    is neither, it stays in Attack Position."""
    game = game_of([{"hand": ["Battle Ox"],
                     "monsters": [{"card": "Sangan", "pos": "fd_def"}],
                     "spells": [{"card": "Stumbling", "face_up": True}]}, {}])
    answer(game, action="summon", name="Battle Ox")
    settle(game)
    assert game.facts()["mzone.0.1.pos"] == "def"
    answer(game, action="flip_summon", name="Sangan")
    settle(game)
    assert game.facts()["mzone.0.0.pos"] == "atk"


def test_mind_wipe_reshuffles_a_small_hand() -> None:
    """Mind Wipe: "Activate only while your opponent has 3 or fewer cards in their hand: they
    shuffle all cards in their hand into their Deck, then draw the same number of cards": their
    3 cards go back, 3 are drawn (Deck 5 -> 5); the returned cards are not named to the
    activator; with 4 cards it cannot be activated."""
    game = game_of([{"hand": ["Mind Wipe"]},
                    {"hand": ["Jinzo", "Sangan", "Kuriboh"], "deck": ["Battle Ox"] * 5}])
    answer(game, action="activate", name="Mind Wipe")
    settle(game)
    f = game.facts()
    assert f["hand_count.1"] == 3 and f["deck_count.1"] == 5
    back = [e for e in game.events(0) if e.get("kind") == "to_deck"]
    assert len(back) == 3 and all("name" not in e for e in back)
    game = game_of([{"hand": ["Mind Wipe"]},
                    {"hand": ["Jinzo", "Sangan", "Kuriboh", "Battle Ox"]}])
    assert not options(game, action="activate", name="Mind Wipe")


# --- a price on attacking (goat_st2_attack_costs.py) -------------------------------------------


def test_toll_costs_500_per_attack_and_needs_the_lp() -> None:
    """Toll: "each player must pay 500 Life Points to declare an attack": Summoned Skull's
    direct attack costs its player 500 (8000 -> 7500) and deals 2500; with 499 LP no attack
    can be declared."""
    toll = {"spells": [{"card": "Toll", "face_up": True}]}
    game = game_of([{"monsters": ["Summoned Skull"]}, toll], phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == 8000 - 500 and f["lp.1"] == 8000 - 2500
    game = game_of([{"monsters": ["Summoned Skull"]}, toll], phase="battle", lp=[499, 8000])
    assert not options(game, action="attack")
