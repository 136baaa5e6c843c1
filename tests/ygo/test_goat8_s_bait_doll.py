"""Bait Doll (``cards/scripts/goat8_s_bait_doll.py``) under the goat profile. Not flagged
"Goat-era version" in goat-pool.csv: today's official text (yaml-yugi ``data/07165085.yaml``) is
its Goat behaviour: "reveal that target, force its activation if it is a Trap Card, then negate
its effect if the activation timing is incorrect, and if you do, destroy it. (If it is not a Trap
Card, return it face-down.) When this card resolves, shuffle it into the Deck instead of sending
it to the Graveyard"."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of

from cardtable.ygo.state import POS_FACEUP

DECK = ["Battle Ox", "Battle Ox", "Battle Ox"]


def test_bait_doll_destroys_a_trap_out_of_its_timing() -> None:
    """"negate its effect if the activation timing is incorrect, and ... destroy it": the
    opponent's Set Mirror Force (it answers an attack) is destroyed in Main Phase 1; Bait Doll is
    shuffled into its player's Deck (3 + 1 cards), not sent to the Graveyard."""
    game = game_of([{"hand": ["Bait Doll"], "deck": DECK},
                    {"spells": [{"card": "Mirror Force", "face_up": False}]}])
    answer(game, action="activate", name="Bait Doll")
    _run(game)
    f = game.facts()
    assert f["gy.1"] == ["Mirror Force"]
    assert f["gy.0"] == [] and f["deck_count.0"] == 4


def test_bait_doll_returns_a_spell_face_down() -> None:
    """"If it is not a Trap Card, return it face-down": a Set Pot of Greed stays Set, now known to
    Bait Doll's player."""
    game = game_of([{"hand": ["Bait Doll"], "deck": DECK},
                    {"spells": [{"card": "Pot of Greed", "face_up": False}]}])
    answer(game, action="activate", name="Bait Doll")
    _run(game)
    g = game.g
    pot = next(c for c in g.sz[1] if c >= 0)
    assert g.cd(pot).name.en == "Pot of Greed" and not g.pos[pot] & POS_FACEUP
    assert g.revealed_to(pot, 0) and game.facts()["deck_count.0"] == 4


def test_bait_doll_forces_a_trap_with_correct_timing() -> None:
    """"force its activation": the opponent's Set Dust Tornado (it may be activated at any time)
    is activated by its controller and destroys Bait Doll's player's face-up Banner of Courage;
    the Dust Tornado goes to its owner's Graveyard."""
    game = game_of([{"hand": ["Bait Doll"], "deck": DECK,
                     "spells": [{"card": "Banner of Courage", "face_up": True}]},
                    {"spells": [{"card": "Dust Tornado", "face_up": False}]}])
    answer(game, action="activate", name="Bait Doll")
    _run(game)
    f = game.facts()
    assert f["gy.0"] == ["Banner of Courage"] and f["gy.1"] == ["Dust Tornado"]
    assert f["deck_count.0"] == 4
