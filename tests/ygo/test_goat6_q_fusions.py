"""Goat Fusion Monsters (the older pools' ``classic.yaml``, ``pool/goat.csv`` and
``cards/scripts/goat6_q_fusions.py``), each named with the Fusion Materials its first TCG
printing lists ("A + B"): Polymerization with exactly those two Fusion Summons it (materials and
Polymerization to the Graveyard); with only one of them the Fusion Monster is not offered, and a
Fusion Monster is never Normal Summoned (2005 rulebook: Fusion Monsters are Special Summoned from
the Fusion Deck). Then the effects of the session-6 Fusions, each test quoting its LOD text."""

from __future__ import annotations

import pytest
from tests.ygo.test_goat_st_batches import LP, activate, answer, game_of, options, settle

#: Fusion Monster -> its printed Fusion Materials (LOB / MRD / PSV / LOD texts)
FUSIONS: dict[str, tuple[str, str]] = {
    "Black Skull Dragon": ("Summoned Skull", "Red-Eyes B. Dragon"),
    "Charubin the Fire Knight": ("Monster Egg", "Hinotama Soul"),
    "Dragoness the Wicked Knight": ("Armaill", "One-Eyed Shield Dragon"),
    "Fusionist": ("Petit Angel", "Mystical Sheep #2"),
    "Karbonala Warrior": ("M-Warrior #1", "M-Warrior #2"),
    "Master of Oz": ("Big Koala", "Des Kangaroo"),
    # printed "The Forgiving Maiden" + "Marie the Fallen One" (Darklord Marie today)
    "St. Joan": ("The Forgiving Maiden", "Marie the Fallen One"),
    "Twin-Headed Thunder Dragon": ("Thunder Dragon", "Thunder Dragon"),
    # MRD-020: "Mystic Lamp" + "Hyosube" (no effect)
    "Roaring Ocean Snake": ("Mystic Lamp", "Hyosube"),
    # LOD-073/074/039
    "Super Robolady": ("Robolady", "Roboyarou"),
    "Super Roboyarou": ("Roboyarou", "Robolady"),
    "Fiend Skull Dragon": ("Cave Dragon", "Lesser Fiend"),
    # FET-EN036
    "King Dragun": ("Lord of D.", "Divine Dragon Ragnarok"),
}


def fuse(players: list[dict[str, object]], fusion: str) -> dict[str, object]:
    """Activate Polymerization for ``fusion`` (its materials picked as offered), take face-up
    Attack Position; the facts after."""
    game = game_of(players)
    answer(game, action="activate", name="Polymerization")
    while game.pending() is not None:
        if options(game, action="card", name=fusion):
            answer(game, action="card", name=fusion)
        elif options(game, action="card"):
            answer(game, action="card")
        elif options(game, action="choose", value=1):
            answer(game, action="choose", value=1)
        elif options(game, action="pass"):
            settle(game)
        else:
            break
    return game.facts()


@pytest.mark.parametrize("fusion", sorted(FUSIONS))
def test_fusion_with_its_printed_materials(fusion: str) -> None:
    a, b = FUSIONS[fusion]
    f = fuse([{"hand": ["Polymerization", a, b], "extra": [fusion]}, {}], fusion)
    assert f["monsters.0"] == [fusion]
    assert sorted(f["gy.0"]) == sorted([a, b, "Polymerization"])  # type: ignore[arg-type]
    game = game_of([{"hand": ["Polymerization", a], "monsters": ["Battle Ox"],
                     "extra": [fusion]}, {}])
    assert not options(game, action="activate", name="Polymerization")
    assert not options(game, action="summon", name=fusion)


# --- Super Robolady / Super Roboyarou (LOD) ---------------------------------------------------


def test_super_robolady_swaps_for_super_roboyarou() -> None:
    """Super Robolady: "Once it is on the field face-up (but not in the turn it was Special
    Summoned), you may put it back into your Fusion Deck and Special Summon 1 "Super Roboyarou"
    from there": the swap, then Roboyarou — Special Summoned this turn —
    cannot swap back until the next turn of its controller."""
    game = game_of([{"monsters": ["Super Robolady"], "extra": ["Super Roboyarou"],
                     "deck": ["Battle Ox"] * 3}, {"deck": ["Battle Ox"] * 3}])
    answer(game, action="activate", name="Super Robolady")
    answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Super Roboyarou"] and f["extra_count.0"] == 1
    assert not options(game, action="activate", name="Super Roboyarou")
    answer(game, action="to_end")
    settle(game)
    answer(game, action="to_end")
    settle(game)
    assert game.facts()["turn"] == 5
    assert options(game, action="activate", name="Super Roboyarou")


def test_super_robolady_fusion_summoned_this_turn_cannot_swap() -> None:
    """"(but not in the turn it was Special Summoned)": a Fusion Summon is a Special Summon."""
    game = game_of([{"hand": ["Polymerization", "Robolady", "Roboyarou"],
                     "extra": ["Super Robolady", "Super Roboyarou"]}, {}])
    answer(game, action="activate", name="Polymerization")
    answer(game, action="card", name="Super Robolady")
    while not options(game, action="choose", value=1):
        answer(game, action="card")
    answer(game, action="choose", value=1)
    settle(game)
    assert game.facts()["monsters.0"] == ["Super Robolady"]
    assert not options(game, action="activate", name="Super Robolady")


def test_super_robolady_gains_1000_only_in_a_direct_attack() -> None:
    """Super Robolady: "During the Damage Step of a direct attack by this card, its ATK is 1000
    higher": 1200 + 1000 = 2200 damage; against Battle Ox (1700) it stays 1200 and
    its controller takes 500; 1200 outside the Damage Step."""
    game = game_of([{"monsters": ["Super Robolady"]}, {}], phase="battle")
    assert game.facts()["mzone.0.0.atk"] == 1200
    answer(game, action="attack", name="Super Robolady")
    settle(game)
    assert game.facts()["lp.1"] == LP - 2200
    game = game_of([{"monsters": ["Super Robolady"]}, {"monsters": ["Battle Ox"]}],
                   phase="battle")
    answer(game, action="attack", name="Super Robolady")
    settle(game)
    f = game.facts()
    assert (f["lp.0"], f["gy.0"]) == (LP - 500, ["Super Robolady"])


def test_super_roboyarou_gains_1000_only_when_battling_a_monster() -> None:
    """Super Roboyarou: "During the Damage Step of a battle between this card and a monster, its
    ATK is 1000 higher": attacking Battle Ox (1700) with 2200 deals 500; attacked by Summoned
    Skull (2500) it fights with 2200 (300 damage to itself, destroyed); a direct attack stays
    1200."""
    game = game_of([{"monsters": ["Super Roboyarou"]}, {"monsters": ["Battle Ox"]}],
                   phase="battle")
    answer(game, action="attack", name="Super Roboyarou")
    settle(game)
    f = game.facts()
    assert (f["lp.1"], f["gy.1"], f["monsters.0"]) == (LP - 500, ["Battle Ox"],
                                                      ["Super Roboyarou"])
    game = game_of([{"monsters": ["Super Roboyarou"]}, {"monsters": ["Summoned Skull"]}],
                   turn=4, turn_player=1, phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    settle(game)
    assert game.facts()["lp.0"] == LP - 300
    game = game_of([{"monsters": ["Super Roboyarou"]}, {}], phase="battle")
    answer(game, action="attack", name="Super Roboyarou")
    settle(game)
    assert game.facts()["lp.1"] == LP - 1200


def test_a_robot_swapped_in_is_not_properly_summoned() -> None:
    """Our reading (as the ruling on Fusion Monsters Special Summoned by Cyber-Stein): Super
    Roboyarou brought out by Super Robolady's effect was not Fusion Summoned, so once in the
    Graveyard Monster Reborn cannot revive it."""
    game = game_of([{"monsters": ["Super Robolady"], "extra": ["Super Roboyarou"],
                     "hand": ["Dark Hole", "Monster Reborn"]}, {}])
    answer(game, action="activate", name="Super Robolady")
    answer(game, action="choose", value=1)
    settle(game)
    activate(game, "Dark Hole")
    assert game.facts()["gy.0"] == ["Super Roboyarou", "Dark Hole"]
    assert not options(game, action="activate", name="Monster Reborn")


# --- Fiend Skull Dragon (LOD-039) ------------------------------------------------------------


def test_fiend_skull_dragon_negates_flip_effects() -> None:
    """Fiend Skull Dragon: "While this card is face-up, Flip Effect Monsters have their effects
    negated" — its controller's too: Poison Mummy flipped face-up deals no damage while it is
    face-up (500 without it)."""
    game = game_of([{"monsters": ["Fiend Skull Dragon", {"card": "Poison Mummy", "pos": "down"}]},
                    {}])
    answer(game, action="flip_summon", name="Poison Mummy")
    settle(game)
    assert game.facts()["lp.1"] == LP
    game = game_of([{"monsters": ["Battle Ox", {"card": "Poison Mummy", "pos": "down"}]}, {}])
    answer(game, action="flip_summon", name="Poison Mummy")
    settle(game)
    assert game.facts()["lp.1"] == LP - 500


def test_fiend_skull_dragon_negates_and_destroys_a_trap_that_targets_it() -> None:
    """Fiend Skull Dragon: "If a Trap effect targets this card, that effect is negated and the
    Trap Card is destroyed": Shadow Spell (a Continuous Trap that would stay and take 700 ATK)
    goes to the Graveyard and the Dragon keeps 2000 ATK; Compulsory Evacuation Device does not
    bounce it."""
    for trap in ("Shadow Spell", "Compulsory Evacuation Device"):
        game = game_of([{"monsters": ["Fiend Skull Dragon"]}, {"spells": [trap]}],
                       turn=4, turn_player=1)
        answer(game, action="activate", name=trap)
        settle(game)
        f = game.facts()
        assert (f["monsters.0"], f["mzone.0.0.atk"]) == (["Fiend Skull Dragon"], 2000)
        assert (f["gy.1"], f["spells.1"]) == ([trap], [])
    game = game_of([{"monsters": ["Summoned Skull"]}, {"spells": ["Shadow Spell"]}],
                   turn=4, turn_player=1)
    answer(game, action="activate", name="Shadow Spell")
    settle(game)
    assert game.facts()["spells.1"] == ["Shadow Spell"]  # the control case: it stays


# --- King Dragun (FET-EN036) -------------------------------------------------------------------


def _activatable(game: object, name: str) -> bool:
    return bool(options(game, action="activate", name=name))  # type: ignore[arg-type]


def test_king_dragun_the_opponent_cannot_target_face_up_dragons() -> None:
    """King Dragun: "While this card is face-up, card effects of your opponent cannot target
    Dragon-Type monsters": the opponent's Book of Moon and Snatch Steal find no target among King
    Dragun and Luster Dragon; with a Battle Ox beside them, Book of Moon takes the Battle Ox."""
    game = game_of([{"hand": ["Book of Moon", "Snatch Steal"]},
                    {"monsters": ["King Dragun", "Luster Dragon"]}])
    assert not _activatable(game, "Book of Moon") and not _activatable(game, "Snatch Steal")
    game = game_of([{"hand": ["Book of Moon"]},
                    {"monsters": ["King Dragun", "Luster Dragon", "Battle Ox"]}])
    activate(game, "Book of Moon")
    f = game.facts()
    assert (f["mzone.1.0.pos"], f["mzone.1.1.pos"], f["mzone.1.2.pos"]) == ("atk", "atk",
                                                                           "fd_def")


def test_king_dragun_its_controller_may_target_and_a_face_down_dragon_has_no_type() -> None:
    """"your opponent" only: King Dragun's controller may target its own Luster Dragon (Book of
    Moon); a face-down monster shows no Type, so the opponent's Nobleman of Crossout may target
    a face-down Dragon."""
    game = game_of([{"hand": ["Book of Moon"], "monsters": ["King Dragun", "Luster Dragon"]},
                    {}])
    answer(game, action="activate", name="Book of Moon")
    answer(game, action="card", name="Luster Dragon")
    settle(game)
    assert game.facts()["mzone.0.1.pos"] == "fd_def"
    game = game_of([{"hand": ["Nobleman of Crossout"]},
                    {"monsters": ["King Dragun", {"card": "Luster Dragon", "pos": "down"}]}])
    activate(game, "Nobleman of Crossout")
    f = game.facts()
    assert f["monsters.1"] == ["King Dragun"] and "Luster Dragon" in f["banished.1"]


def test_king_dragun_special_summons_a_dragon_from_the_hand_once_per_turn() -> None:
    """King Dragun: "Once per turn, you may Special Summon 1 Dragon-Type monster from your
    hand": Luster Dragon comes out; Red-Eyes B. Dragon waits for the next turn; a non-Dragon in
    the hand gives no activation."""
    game = game_of([{"monsters": ["King Dragun"], "hand": ["Luster Dragon", "Red-Eyes B. Dragon"]},
                    {}])
    answer(game, action="activate", name="King Dragun")
    answer(game, action="card", name="Luster Dragon")
    answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["King Dragun", "Luster Dragon"]
    assert f["hand.0"] == ["Red-Eyes B. Dragon"] and not f["normal_summon_used"]
    assert not _activatable(game, "King Dragun")
    game = game_of([{"monsters": ["King Dragun"], "hand": ["Battle Ox"]}, {}])
    assert not _activatable(game, "King Dragun")


def test_fiend_skull_dragon_takes_no_fusion_substitute() -> None:
    """Fiend Skull Dragon: "Fusion Materials: "Cave Dragon" and "Lesser Fiend" only (nothing may
    stand in for them)": Goddess with the Third Eye (a Fusion substitute) cannot replace Lesser
    Fiend; the same Goddess does replace Mystic Lamp for Roaring Ocean Snake, which has no such
    clause."""
    game = game_of([{"hand": ["Polymerization", "Cave Dragon", "Goddess with the Third Eye"],
                     "extra": ["Fiend Skull Dragon"]}, {}])
    assert not _activatable(game, "Polymerization")
    f = fuse([{"hand": ["Polymerization", "Hyosube", "Goddess with the Third Eye"],
               "extra": ["Roaring Ocean Snake"]}, {}], "Roaring Ocean Snake")
    assert f["monsters.0"] == ["Roaring Ocean Snake"]
