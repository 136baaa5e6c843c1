"""Beast Soul Swap (``goat7_t_swaps.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/35149085.yaml): "target 1 Beast-Type
monster you control; return it to the hand, and if you do, Special Summon 1 Beast-Type monster
from your hand with the same Level as the monster that was returned"."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_beast_soul_swap_trades_for_a_beast_of_the_same_level() -> None:
    """Silver Fang (Level 3 Beast) returns; of the hand, only the Level 3 Beast Chu-Ske (or the
    Fang itself) may come, not Gazelle (Level 4)."""
    game = game_of([{"hand": ["Chu-Ske the Mouse Fighter", "Gazelle the King of Mythical Beasts"],
                     "monsters": ["Silver Fang"],
                     "spells": [{"card": "Beast Soul Swap", **SET}]}, {}])
    answer(game, action="activate", name="Beast Soul Swap")
    settle(game)
    assert not options(game, action="card", name="Gazelle the King of Mythical Beasts")
    answer(game, action="card", name="Chu-Ske the Mouse Fighter")
    answer(game, action="choose", value=1)  # face-up Attack Position
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Chu-Ske the Mouse Fighter"]
    assert sorted(f["hand.0"]) == ["Gazelle the King of Mythical Beasts", "Silver Fang"]


def test_beast_soul_swap_needs_a_face_up_beast() -> None:
    """A Beast-Type monster you control: with only Battle Ox (Beast-Warrior) it cannot be
    activated."""
    game = game_of([{"hand": ["Silver Fang"], "monsters": ["Battle Ox"],
                     "spells": [{"card": "Beast Soul Swap", **SET}]}, {}])
    assert not options(game, action="activate", name="Beast Soul Swap")


def test_beast_soul_swap_may_bring_back_the_same_monster() -> None:
    """Goat ruling (TheMTtakeover/goat-rulings, goat-indv-rulings/beast-soul-swap.md): "you can
    Special Summon the same Beast-Type monster you returned to your hand": with no other Beast
    in the hand, the returned Silver Fang comes back."""
    game = game_of([{"monsters": ["Silver Fang"],
                     "spells": [{"card": "Beast Soul Swap", **SET}]}, {}])
    answer(game, action="activate", name="Beast Soul Swap")
    settle(game)
    if options(game, action="card", name="Silver Fang"):
        answer(game, action="card", name="Silver Fang")
    answer(game, action="choose", value=1)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Silver Fang"] and f["hand_count.0"] == 0
