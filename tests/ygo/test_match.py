"""Best-of-3 matches with side-decking.

Seed 000 part 3: 「SIDE DECK…在3局2胜的MATCH战的时候，决斗和决斗之间，可以根据需要和DECK内的卡做
一一对应的交换」; the loser of a duel chooses who goes first in the next one.
"""

from __future__ import annotations

import pytest

from cardtable.core.errors import SetupError
from cardtable.core.rng import Rng
from cardtable.ygo.deck import Deck
from cardtable.ygo.game import YgoGame, preset_deck
from cardtable.ygo.match import Match, SideError, play_match

BUSTER, TOMATO, JAMMER, DM, FLAME_SWORDSMAN, THOUSAND_DRAGON = (
    78193831, 83011277, 77414722, 46986414, 45231177, 41462083)
BEWD, GAIA, CELTIC, TRAP_HOLE = 89631139, 6368038, 91152256, 4206964


def decks() -> tuple[Deck, Deck]:
    """classic-a and classic-b with side decks."""
    a, b = preset_deck("classic-a"), preset_deck("classic-b")
    return (Deck(main=a["main"], extra=[THOUSAND_DRAGON],
                 side=[BUSTER, TOMATO, JAMMER, DM, FLAME_SWORDSMAN]),
            Deck(main=b["main"], extra=[], side=[TOMATO, JAMMER]))


def play_random(g: YgoGame, seed: int, cap: int = 4000) -> None:
    """Random legal answers until the duel ends (or ``cap`` answers: lower LP concedes)."""
    rng = Rng(seed)
    for _ in range(cap):
        n = g.num_options()
        if n == 0:
            return
        g.apply_index(rng.below(n))
    if g.result() is None:
        lp = g.g.lp
        g.surrender(0 if lp[0] <= lp[1] else 1)


def test_full_best_of_three_with_siding() -> None:
    d0, d1 = decks()
    m = Match(d0, d1, seed=11, first=0)
    # duel 1: some real play, then seat 0 concedes
    g = m.start_duel()
    assert m.duel_no == 1 and g.g.first == 0
    play_random(g, 1, cap=60)
    if g.result() is None:
        g.surrender(0)
    rec = m.finish_duel(g)
    assert m.wins == (rec.winner == 0, rec.winner == 1)
    loser = 1 - rec.winner if rec.winner is not None else 1
    assert m.chooser == loser and not m.over
    with pytest.raises(SetupError):
        m.start_duel()  # the loser has not chosen yet
    # siding between duels: one-for-one, validated
    new0 = m.side(0, [(CELTIC, BUSTER), (THOUSAND_DRAGON, FLAME_SWORDSMAN)])
    assert BUSTER in new0.main and CELTIC in new0.side and FLAME_SWORDSMAN in new0.extra
    assert len(new0.main) == 40 and len(new0.side) == 5
    with pytest.raises(SideError, match="not in the side deck"):
        m.side(1, [(BEWD, BUSTER)])
    m.side(1, [(BEWD, TOMATO)])
    m.choose_first(loser, go_first=True)
    g2 = m.start_duel()
    assert g2.g.first == loser and m.duel_no == 2
    assert BUSTER in g2.g.code and FLAME_SWORDSMAN in g2.g.code and TOMATO in g2.g.code
    # duel 2: the duel-1 winner concedes, so it is 1-1 and a third duel is needed
    g2.surrender(rec.winner if rec.winner is not None else 0)
    m.finish_duel(g2)
    assert m.wins == (1, 1) and not m.over
    m.choose_first(m.chooser or 0, go_first=False)
    # duel 3: played to the end
    g3 = m.start_duel()
    play_random(g3, 3)
    rec3 = m.finish_duel(g3)
    assert m.over and m.winner == rec3.winner and sum(m.wins) == 3
    s = m.summary()
    assert [d["n"] for d in s["duels"]] == [1, 2, 3] and s["winner"] == m.winner
    with pytest.raises(SetupError):
        m.start_duel()


def test_two_straight_wins_end_the_match() -> None:
    d0, d1 = decks()
    m = Match(d0, d1, seed=3, first=1)
    for _ in range(2):
        g = m.start_duel()
        g.surrender(1)
        m.finish_duel(g)
        if not m.over:
            assert m.chooser == 1
            m.choose_first(1, go_first=True)
    assert m.over and m.winner == 0 and m.wins == (2, 0)
    with pytest.raises(SideError):
        m.side(0, [])


def test_side_changes_are_validated_and_atomic() -> None:
    d0, d1 = decks()
    m = Match(d0, d1, seed=5, first=0)
    with pytest.raises(SideError, match="between the duels"):
        m.side(0, [])
    g = m.start_duel()
    with pytest.raises(SideError, match="only allowed between duels"):
        m.side(0, [(CELTIC, BUSTER)])
    g.surrender(0)
    m.finish_duel(g)
    before = m.deck(0)
    with pytest.raises(SideError, match="same section"):
        m.side(0, [(CELTIC, FLAME_SWORDSMAN)])
    with pytest.raises(SideError, match="swap 3: Buster Blader is not in the side deck"):
        m.side(0, [(CELTIC, DM), (GAIA, BUSTER), (TRAP_HOLE, BUSTER)])
    with pytest.raises(SideError, match="not in the main deck"):
        m.side(0, [(BEWD, BUSTER)])
    assert m.deck(0) == before  # refused changes leave the deck as it was
    with pytest.raises(SetupError, match="player 0 chooses"):
        m.choose_first(1)


def test_draw_lets_the_second_player_choose() -> None:
    d0, d1 = decks()
    m = Match(d0, d1, seed=9, first=0)
    g = m.start_duel()
    g.g._finish((), "simultaneous")  # both at 0 LP: a drawn duel counts for nobody
    rec = m.finish_duel(g)
    assert rec.winner is None and m.wins == (0, 0) and m.chooser == 1


def test_illegal_deck_is_refused() -> None:
    d0, d1 = decks()
    d0.main = d0.main[:30]
    with pytest.raises(SetupError, match="player 0"):
        Match(d0, d1)
    with pytest.raises(SetupError):
        Match(*decks(), best_of=2)


def test_match_under_the_seed_house_profile() -> None:
    d0, d1 = decks()
    d0.main[-1] = 67169062  # a Pot of Avarice instead of a Mirror Force
    m = Match(d0, d1, profile="lp4000-seed-house", seed=2, first=0)
    g = m.start_duel()
    assert 267169062 in g.g.code  # the seed-table version plays


def test_play_match_with_bots() -> None:
    from cardtable.bots import make_bot

    d0, d1 = decks()
    m = play_match(Match(d0, d1, seed=4), (make_bot("random", 1), make_bot("random", 2)))
    assert m.over and m.winner in (0, 1) and 2 <= len(m.records) <= 3
