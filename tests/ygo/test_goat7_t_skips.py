"""Skipping a Standby Phase or a turn (``hooks.PHASE_SKIPS``, ``goat7_t_skips.py``): Solomon's
Lawbook and Gamble under the goat profile. Texts: not flagged "Goat-era version" in
goat-pool.csv; official texts (yaml-yugi data/23471572.yaml Solomon's Lawbook: "skip your next
Standby Phase"; data/37313786.yaml Gamble: "activate only when your opponent's hand is 6 or more
cards and your hand is 2 or less; toss a coin and call it; right: draw until your hand has 5
cards; wrong: skip your next turn")."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}



def _messenger_board(with_lawbook: bool) -> YgoGame:
    spells: list[dict[str, object]] = [{"card": "Messenger of Peace", "face_up": True}]
    if with_lawbook:
        spells.append({"card": "Solomon's Lawbook", **SET})
    return game_of([{"spells": spells}, {}])


def test_solomons_lawbook_skips_the_next_standby_phase() -> None:
    """Messenger of Peace asks its 100 LP in each of your Standby Phases: after Solomon's
    Lawbook, turn 5's Standby Phase is skipped (no payment; a rule line says so); the one of
    turn 7 is played again (100 paid)."""
    game = _messenger_board(True)
    answer(game, action="activate", name="Solomon's Lawbook")
    settle(game)
    next_main1(game)  # turn 4 (opponent)
    next_main1(game)  # turn 5: skipped Standby Phase
    f = game.facts()
    assert f["turn"] == 5 and f["lp.0"] == LP and "Messenger of Peace" in f["spells.0"]
    assert any(e["kind"] == "rule" and e.get("rule") == "phase_skipped"
               for e in game.events(1))
    next_main1(game)
    next_main1(game)  # turn 7: played
    assert game.facts()["lp.0"] == LP - 100


def test_without_lawbook_messenger_asks_in_turn_5() -> None:
    """Control: the same board without the Lawbook pays 100 in turn 5."""
    game = _messenger_board(False)
    next_main1(game)
    next_main1(game)
    assert game.facts()["lp.0"] == LP - 100


def _gamble(call: str) -> YgoGame:
    game = game_of([{"hand": ["Kuriboh"], "spells": [{"card": "Gamble", **SET}],
                     "deck": ["Sangan"] * 10},
                    {"hand": ["Sangan"] * 6}])
    answer(game, action="activate", name="Gamble")
    answer(game, action="choose", value=call)
    settle(game)
    return game


def test_gamble_right_draws_to_five_wrong_skips_the_next_turn() -> None:
    """The same seeded coin called both ways: the right call draws the hand up to 5 (1 held
    -> 4 drawn); the wrong call skips seat 0's next turn, so turn 5 is skipped and turn 6 is
    seat 1's again."""
    games = {call: _gamble(call) for call in ("heads", "tails")}
    right = [c for c, g in games.items() if g.facts()["hand_count.0"] == 5]
    assert len(right) == 1
    wrong = games["tails" if right == ["heads"] else "heads"]
    assert wrong.facts()["hand_count.0"] == 1
    next_main1(wrong)
    assert wrong.facts()["turn"] == 4
    next_main1(wrong)
    f = wrong.facts()
    assert f["turn"] == 6 and f["turn_player"] == 1
    assert any(e["kind"] == "rule" and e.get("rule") == "turn_skipped"
               for e in wrong.events(0))


def test_gamble_needs_six_against_two() -> None:
    """With the opponent holding 5 cards it cannot be activated."""
    game = game_of([{"spells": [{"card": "Gamble", **SET}]}, {"hand": ["Sangan"] * 5}])
    assert not options(game, action="activate", name="Gamble")
