"""Goat Spells, goat-s batches (``cards/scripts/goat5_*.py``): each card played under the goat
profile (LP 8000) and checked against its 2005 text, quoted in the test (our own wording,
``pool/goat.csv``); the expected values come from that text, not from the engine."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import activate, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

LP = 8000


def _summon_pick(game: YgoGame, name: str) -> None:
    """Pick ``name`` (unless it is the only candidate, picked without asking), then face-up Attack
    Position when the position is asked."""
    if options(game, name=name):
        answer(game, name=name)
    _atk(game)


def _atk(game: YgoGame) -> None:
    """Answer a position question (if pending) with face-up Attack Position."""
    if options(game, action="choose", value=1):
        answer(game, action="choose", value=1)


# --- goat5_summon_spells.py ---------------------------------------------------------------------


def test_dedication_tributes_dark_magician_for_dmoc_from_the_deck() -> None:
    """Dedication through Light and Darkness: "Tribute 1 "Dark Magician" you control: Special
    Summon 1 "Dark Magician of Chaos" from your hand, Deck or Graveyard." Without a Dark Magician
    it cannot be activated."""
    game = game_of([{"hand": ["Dedication through Light and Darkness"],
                     "deck": ["Dark Magician of Chaos", "Sangan"],
                     "monsters": ["Dark Magician"]}, {}])
    answer(game, action="activate", name="Dedication through Light and Darkness")
    settle(game)
    _summon_pick(game, "Dark Magician of Chaos")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Dark Magician of Chaos"] and "Dark Magician" in f["gy.0"]
    game = game_of([{"hand": ["Dedication through Light and Darkness"],
                     "deck": ["Dark Magician of Chaos"], "monsters": ["Sangan"]}, {}])
    assert not options(game, action="activate", name="Dedication through Light and Darkness")


def test_knights_title_summons_dark_magician_knight_from_the_graveyard() -> None:
    """Knight's Title: "Tribute 1 "Dark Magician" you control: Special Summon 1 "Dark Magician
    Knight" from your hand, Deck or Graveyard" — its one way out, so even a Knight that was never
    summoned comes from the Graveyard."""
    game = game_of([{"hand": ["Knight's Title"], "gy": ["Dark Magician Knight"],
                     "monsters": ["Dark Magician"]}, {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Knight's Title")
    settle(game)
    _summon_pick(game, "Dark Magician Knight")
    settle(game)
    answer(game, name="Battle Ox")  # the Knight's own "destroy 1 card on the field"
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Dark Magician Knight"] and f["monsters.1"] == []


def test_insect_imitation_needs_an_insect_one_level_higher() -> None:
    """Insect Imitation: "Tribute 1 monster you control: Special Summon from your Deck 1
    Insect-Type monster whose Level is 1 higher than the Tributed monster's." Sangan (Level 3)
    → a Level 4 Insect (Insect Knight); a Level 2 Insect (Petit Moth, Level 1) is not offered."""
    game = game_of([{"hand": ["Insect Imitation"], "deck": ["Insect Knight", "Petit Moth"],
                     "monsters": ["Sangan"]}, {}])
    answer(game, action="activate", name="Insect Imitation")  # Sangan, the only Tribute
    settle(game)
    assert not options(game, name="Petit Moth")
    _summon_pick(game, "Insect Knight")
    assert game.facts()["monsters.0"] == ["Insect Knight"]


def test_machine_duplication_calls_two_copies() -> None:
    """Machine Duplication: "Select 1 face-up Machine-Type monster with 500 or less ATK you
    control: Special Summon up to 2 monsters with the same name from your Deck." """
    game = game_of([{"hand": ["Machine Duplication"],
                     "deck": ["Jinzo #7", "Jinzo #7", "Sangan"],
                     "monsters": ["Jinzo #7"]}, {}])
    answer(game, action="activate", name="Machine Duplication")
    settle(game)
    while options(game, name="Jinzo #7"):
        answer(game, name="Jinzo #7")
    if options(game, action="done"):
        answer(game, action="done")
    _atk(game)
    assert game.facts()["monsters.0"] == ["Jinzo #7"] * 3


def test_dimension_distortion_only_with_an_empty_graveyard() -> None:
    """Dimension Distortion: "Activate only while there are no cards in your Graveyard. Special
    Summon 1 of your monsters that is removed from play." """
    game = game_of([{"hand": ["Dimension Distortion"], "banished": ["Summoned Skull"]}, {}])
    answer(game, action="activate", name="Dimension Distortion")
    settle(game)
    _summon_pick(game, "Summoned Skull")
    assert game.facts()["monsters.0"] == ["Summoned Skull"]
    game = game_of([{"hand": ["Dimension Distortion"], "banished": ["Summoned Skull"],
                     "gy": ["Sangan"]}, {}])
    assert not options(game, action="activate", name="Dimension Distortion")


def test_big_wave_small_wave_trades_water_monsters() -> None:
    """Big Wave Small Wave: "Destroy every face-up WATER monster you control. Then you may
    Special Summon WATER monsters from your hand, up to the number destroyed." One WATER
    destroyed → at most one of the two WATER monsters in hand comes out."""
    game = game_of([{"hand": ["Big Wave Small Wave", "7 Colored Fish", "Mother Grizzly"],
                     "monsters": ["Mermaid Knight"]}, {}])
    answer(game, action="activate", name="Big Wave Small Wave")
    settle(game)
    answer(game, name="7 Colored Fish")
    assert not options(game, name="Mother Grizzly")
    if options(game, action="done"):
        answer(game, action="done")
    _atk(game)
    f = game.facts()
    assert f["monsters.0"] == ["7 Colored Fish"] and "Mermaid Knight" in f["gy.0"]


# --- goat5_removal_spells.py --------------------------------------------------------------------


def test_order_to_charge_tributes_a_normal_monster() -> None:
    """Order to Charge: "Tribute 1 Normal Monster you control: destroy 1 monster your opponent
    controls." An Effect Monster (Sangan) cannot pay it."""
    game = game_of([{"hand": ["Order to Charge"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Order to Charge")  # Battle Ox → Summoned Skull
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == [] and "Battle Ox" in f["gy.0"]
    game = game_of([{"hand": ["Order to Charge"], "monsters": ["Sangan"]},
                    {"monsters": ["Summoned Skull"]}])
    assert not options(game, action="activate", name="Order to Charge")


def test_special_hurricane_destroys_only_special_summoned_monsters() -> None:
    """Special Hurricane: "Discard 1 card. Destroy all Special Summoned monsters on the field."
    A Monster Reborn revival dies; a Normal Summoned / set-up monster stays."""
    game = game_of([{"hand": ["Monster Reborn", "Special Hurricane", "Sangan"],
                     "monsters": ["Battle Ox"]},
                    {"gy": ["Summoned Skull"], "monsters": ["Mystical Elf"]}])
    answer(game, action="activate", name="Monster Reborn")  # its only target: Summoned Skull
    settle(game)
    _atk(game)
    settle(game)
    assert "Summoned Skull" in game.facts()["monsters.0"]
    answer(game, action="activate", name="Special Hurricane")  # discards Sangan, the only card
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == ["Mystical Elf"]
    assert "Summoned Skull" in f["gy.1"] and "Sangan" in f["gy.0"]


def test_chaos_end_needs_seven_banished() -> None:
    """Chaos End: "Activate only while 7 or more of your cards are removed from play. Destroy all
    monsters on the field." """
    seven = ["Sangan"] * 7
    game = game_of([{"hand": ["Chaos End"], "banished": seven, "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    activate(game, "Chaos End")
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == []
    game = game_of([{"hand": ["Chaos End"], "banished": seven[:6]}, {"monsters": ["Battle Ox"]}])
    assert not options(game, action="activate", name="Chaos End")


def test_inferno_fire_blast_burns_original_atk_and_rests_the_dragon() -> None:
    """Inferno Fire Blast: "Your opponent takes damage equal to the original ATK of 1 "Red-Eyes B.
    Dragon" you control; it cannot attack this turn." 2400 damage; no attack afterwards."""
    game = game_of([{"hand": ["Inferno Fire Blast"], "monsters": ["Red-Eyes B. Dragon"]}, {}])
    activate(game, "Inferno Fire Blast")
    assert game.facts()["lp.1"] == LP - 2400
    answer(game, action="to_battle")
    settle(game)
    assert not options(game, action="attack")


def test_gift_of_the_martyr_passes_on_original_atk() -> None:
    """Gift of the Martyr: "Tribute 1 monster: 1 face-up monster you control gains ATK equal to
    the Tributed monster's original ATK until the End Phase."
    Battle Ox (1700) → Sangan 1000+1700."""
    game = game_of([{"hand": ["Gift of the Martyr"], "monsters": ["Battle Ox", "Sangan"]}, {}])
    answer(game, action="activate", name="Gift of the Martyr")
    answer(game, name="Battle Ox")
    settle(game)
    answer(game, name="Sangan") if options(game, name="Sangan") else None
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and f["mzone.0.1.atk"] == 2700


def test_monster_recovery_redraws_the_returned_count() -> None:
    """Monster Recovery: "Return 1 monster you control and every card in your hand to the Deck,
    shuffle it, then draw as many cards as you returned." 1 monster + 2 cards → 3 drawn."""
    game = game_of([{"hand": ["Monster Recovery", "Sangan", "Kuriboh"],
                     "monsters": ["Battle Ox"], "deck": ["Mystical Elf"] * 5}, {}])
    activate(game, "Monster Recovery")
    f = game.facts()
    assert f["monsters.0"] == [] and f["hand_count.0"] == 3 and f["deck_count.0"] == 5


def test_lighten_the_load_trades_a_level_7() -> None:
    """Lighten the Load: "Shuffle 1 Level 7 or higher monster from your hand into your Deck, then
    draw 1 card." Only a Level 7+ card may go."""
    game = game_of([{"hand": ["Lighten the Load", "Summoned Skull", "Dark Magician"],
                     "deck": ["Sangan"]}, {}])
    answer(game, action="activate", name="Lighten the Load")
    settle(game)
    # Dark Magician (Level 7) is the only card it may take: Summoned Skull is Level 6
    f = game.facts()
    assert "Summoned Skull" in f["hand.0"] and f["hand_count.0"] == 2 and f["deck_count.0"] == 1


def test_primal_seed_needs_an_envoy() -> None:
    """Primal Seed: "Activate only while you control a face-up "Black Luster Soldier - Envoy of the
    Beginning" or "Chaos Emperor Dragon - Envoy of the End": add 2 of your removed-from-play cards
    to your hand." """
    game = game_of([{"hand": ["Primal Seed"], "banished": ["Sangan", "Kuriboh"],
                     "monsters": ["Black Luster Soldier - Envoy of the Beginning"]}, {}])
    activate(game, "Primal Seed")
    assert sorted(game.facts()["hand.0"]) == ["Kuriboh", "Sangan"]
    game = game_of([{"hand": ["Primal Seed"], "banished": ["Sangan", "Kuriboh"],
                     "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Primal Seed")
