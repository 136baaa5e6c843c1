"""Fuh-Rin-Ka-Zan (``goat6_t_chosen_effects.py``) under the goat profile: "Activate only while
face-up WIND, WATER, FIRE and EARTH monsters are all on the field. Choose and apply 1: destroy
all monsters your opponent controls; destroy all Spell and Trap Cards your opponent controls;
your opponent discards 2 cards at random; draw 2 cards" (RDS-EN055; the old Japanese text quoted
by yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_fuh_rin_ka_zan_counts_both_sides_and_destroys_their_monsters() -> None:
    """EARTH (Battle Ox) and FIRE (Fire Princess) on your side, WIND (Harpie Lady) and WATER
    (7 Colored Fish) on the opponent's: "on the field" is met; "destroy all monsters your
    opponent controls" clears their side only."""
    game = game_of([{"monsters": ["Battle Ox", "Fire Princess"],
                     "spells": [{"card": "Fuh-Rin-Ka-Zan", **SET}]},
                    {"monsters": ["Harpie Lady", "7 Colored Fish"]}])
    answer(game, action="activate", name="Fuh-Rin-Ka-Zan")
    settle(game)
    answer(game, action="choose", value="monsters")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == [] and f["monsters.0"] == ["Battle Ox", "Fire Princess"]


def test_fuh_rin_ka_zan_draw_two() -> None:
    """The fourth choice: "draw 2 cards"."""
    game = game_of([{"monsters": ["Battle Ox", "Fire Princess", "Harpie Lady", "7 Colored Fish"],
                     "spells": [{"card": "Fuh-Rin-Ka-Zan", **SET}], "deck": ["Sangan"] * 4},
                    {}])
    answer(game, action="activate", name="Fuh-Rin-Ka-Zan")
    settle(game)
    answer(game, action="choose", value="draw")
    settle(game)
    assert game.facts()["hand_count.0"] == 2


def test_fuh_rin_ka_zan_needs_all_four_attributes() -> None:
    """Without a face-up WATER monster (7 Colored Fish Set face-down) it cannot be activated."""
    game = game_of([{"monsters": ["Battle Ox", "Fire Princess"],
                     "spells": [{"card": "Fuh-Rin-Ka-Zan", **SET}]},
                    {"monsters": ["Harpie Lady", {"card": "7 Colored Fish", "pos": "fd_def"}]}])
    assert not options(game, action="activate", name="Fuh-Rin-Ka-Zan")
