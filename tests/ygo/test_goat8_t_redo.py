"""Second Coin Toss (``goat8_t_redo.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/36562627.yaml): "When a coin toss is
performed, you can choose to redo the coin toss. (If the toss involved multiple coin flips, redo
all of them.) You can only use the effect of "Second Coin Toss" once per turn." Goat FAQ
(TheMTtakeover/goat-rulings goat-indv-rulings/second-coin-toss.md): only when you perform the
toss; all 3 coins of Barrel Dragon are redone; you may redo even a toss in your favour."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SCT = {"card": "Second Coin Toss", "face_up": True}


def _tosses(game: YgoGame) -> list[dict[str, Any]]:
    return [pub for kind, pub, _ in game.g.elog  # type: ignore[attr-defined]
            if kind == "coin_toss"]


def _barrel(sct_side: int) -> YgoGame:
    """Seat 0's Barrel Dragon aims at seat 1's Battle Ox; ``sct_side`` has Second Coin Toss."""
    players: list[dict[str, Any]] = [{"monsters": ["Barrel Dragon"]}, {"monsters": ["Battle Ox"]}]
    players[sct_side]["spells"] = [SCT]
    game = game_of(players)
    answer(game, action="activate", name="Barrel Dragon")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    return game


def test_redo_tosses_all_three_coins_again() -> None:
    """The toss done, seat 0 is asked; "yes": 3 more coin tosses are logged (6 in all) and the
    redo is marked; the result of the second toss decides (2+ Heads of those 3 destroy)."""
    game = _barrel(0)
    d = game.pending()
    assert d is not None and d.seat == 0 and options(game, action="yes")
    assert len(_tosses(game)) == 3
    answer(game, action="yes")
    settle(game)
    tosses = _tosses(game)
    assert [t["toss"] for t in tosses] == [1, 2, 3, 1, 2, 3]
    heads = sum(t["result"] == "heads" for t in tosses[3:])
    assert ("Battle Ox" in game.facts()["gy.1"]) is (heads >= 2)


def test_declining_keeps_the_first_toss() -> None:
    """"no": no more tosses; the first 3 coins decide."""
    game = _barrel(0)
    answer(game, action="no")
    settle(game)
    tosses = _tosses(game)
    assert len(tosses) == 3
    heads = sum(t["result"] == "heads" for t in tosses)
    assert ("Battle Ox" in game.facts()["gy.1"]) is (heads >= 2)


def test_not_for_the_opponents_toss() -> None:
    """FAQ: "only applies when you perform a coin toss": seat 1's Second Coin Toss offers
    nothing for seat 0's Barrel Dragon."""
    game = _barrel(1)
    assert not options(game, action="yes")
    assert len(_tosses(game)) == 3


def test_once_per_turn() -> None:
    """After one redo this turn, a second Barrel Dragon toss of the same turn is not offered
    (its "once per turn": Barrel Dragon's own once-per-turn is per Dragon, so two Dragons)."""
    game = game_of([{"monsters": ["Barrel Dragon", "Barrel Dragon"], "spells": [SCT]},
                    {"monsters": ["Battle Ox", "Battle Ox", "Battle Ox"]}])
    for n in (1, 2):
        answer(game, action="activate", name="Barrel Dragon")
        if options(game, action="card"):
            answer(game, action="card")
        settle(game)
        if n == 1:
            answer(game, action="yes")
            settle(game)
    assert not options(game, action="yes")
    assert len(_tosses(game)) == 9


def test_a_called_toss_is_redone_against_the_same_call() -> None:
    """Time Wizard (call Heads or Tails; right: destroy the opponent's monsters): the redo
    keeps the call made before the toss — both logged coins carry it, the second decides."""
    game = game_of([{"monsters": ["Time Wizard"], "spells": [SCT]}, {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Time Wizard")
    settle(game)
    answer(game, action="choose", value="heads")
    settle(game)
    answer(game, action="yes")
    settle(game)
    coins = [pub for kind, pub, _ in game.g.elog  # type: ignore[attr-defined]
             if kind == "coin"]
    assert [c["call"] for c in coins] == ["heads", "heads"]
    assert ("Battle Ox" in game.facts()["gy.1"]) is (coins[1]["result"] == "heads")
