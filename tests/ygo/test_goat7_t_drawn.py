"""Cards acting when drawn face-up (``goat7_t_drawn.py``): Grave Lure and Pharaoh's Treasure
under the goat profile. Texts: not flagged "Goat-era version" in goat-pool.csv; official texts
(yaml-yugi data/57270476.yaml Grave Lure: "turn the top card of your opponent's Deck face-up,
then your opponent shuffles their Deck; when your opponent draws the face-up card, immediately
send it to the Graveyard"; data/63571750.yaml Pharaoh's Treasure: "shuffle this card face-up
into your Deck; if you draw this face-up card: send it to the GY, then add 1 other card in your
GY to your hand")."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.cards import constants as C

SET = {"face_up": False}



def test_grave_lure_sends_the_face_up_card_to_the_graveyard_when_drawn() -> None:
    """A one-card Deck (Jinzo): Grave Lure turns it face-up (a public event names it); the
    opponent draws it in their Draw Phase and it goes straight to the Graveyard."""
    game = game_of([{"spells": [{"card": "Grave Lure", **SET}]}, {"deck": ["Jinzo"]}])
    answer(game, action="activate", name="Grave Lure")
    settle(game)
    assert any(e.get("name") == "Jinzo" for e in game.events(0) if e["kind"] == "card_effect")
    next_main1(game)
    f = game.facts()
    assert f["turn"] == 4 and f["gy.1"] == ["Jinzo"] and f["hand_count.1"] == 0


def test_a_card_not_marked_is_drawn_normally() -> None:
    """Control: without Grave Lure the same Jinzo stays in the drawer's hand."""
    game = game_of([{}, {"deck": ["Jinzo"]}])
    next_main1(game)
    f = game.facts()
    assert f["hand.1"] == ["Jinzo"] and f["gy.1"] == []


def test_pharaohs_treasure_returns_face_up_and_fetches_from_the_graveyard_when_drawn() -> None:
    """Pharaoh's Treasure goes face-up into the Deck (not the Graveyard); drawn (Pot of Greed
    draws the whole 2-card Deck), it is sent to the Graveyard and its owner adds 1 other card of
    the Graveyard (Monster Reborn) to the hand."""
    game = game_of([{"hand": ["Pot of Greed"], "gy": ["Monster Reborn"], "deck": [],
                     "spells": [{"card": "Pharaoh's Treasure", **SET}]}, {}])
    answer(game, action="activate", name="Pharaoh's Treasure")
    settle(game)
    f = game.facts()
    assert f["deck_count.0"] == 1 and "Pharaoh's Treasure" not in f["gy.0"]
    game2 = game_of([{"hand": ["Pot of Greed"], "gy": ["Monster Reborn"], "deck": ["Kuriboh"],
                      "spells": [{"card": "Pharaoh's Treasure", **SET}]}, {}])
    answer(game2, action="activate", name="Pharaoh's Treasure")
    settle(game2)
    answer(game2, action="activate", name="Pot of Greed")
    while options(game2, action="pass") or options(game2, action="card"):
        if options(game2, action="card", name="Monster Reborn"):
            answer(game2, action="card", name="Monster Reborn")
        else:
            answer(game2, action="pass")
    f = game2.facts()
    assert "Pharaoh's Treasure" in f["gy.0"]
    assert sorted(f["hand.0"]) == ["Kuriboh", "Monster Reborn"]


def test_parasite_paracide_goes_into_the_opponents_deck_and_infests_on_draw() -> None:
    """Flip Summoned, Parasite Paracide goes face-up into the opponent's (empty) Deck; drawn in
    their Draw Phase, it is Special Summoned in face-up Defense Position on their field, they
    take 1000, and their face-up Battle Ox is an Insect while the Parasite stays. It is still
    its owner's card."""
    game = game_of([{"monsters": [{"card": "Parasite Paracide", "pos": "fd_def"}]},
                    {"monsters": ["Battle Ox"], "deck": []}])
    answer(game, action="flip_summon")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["deck_count.1"] == 1
    next_main1(game)
    f = game.facts()
    assert f["turn"] == 4 and f["lp.1"] == LP - 1000
    assert sorted(f["monsters.1"]) == ["Battle Ox", "Parasite Paracide"]
    g = game.g
    para = next(m for m in g.mz[1] if m >= 0 and g.cd(m).name.en == "Parasite Paracide")
    ox = next(m for m in g.mz[1] if m >= 0 and g.cd(m).name.en == "Battle Ox")
    assert g.owner[para] == 0 and g.pos[para] == 0x4  # face-up Defense Position
    assert g.race(ox) == C.RACE_BY_NAME["Insect"]


def test_drill_bug_puts_a_parasite_on_top_after_battle_damage() -> None:
    """Drill Bug (1100) attacks directly: its controller may put Parasite Paracide from the
    Deck on top of it."""
    game = game_of([{"monsters": ["Drill Bug"],
                     "deck": ["Kuriboh", "Sangan", "Parasite Paracide", "Jinzo"]}, {}],
                   phase="battle")
    answer(game, action="attack", name="Drill Bug", target=-1)
    answer(game, action="trigger", name="Drill Bug")
    settle(game)
    f = game.facts()
    assert f["lp.1"] == LP - 1100 and f["deck_top.0"] == "Parasite Paracide"
