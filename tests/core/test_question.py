"""``Game.question()`` (the open decision without labels, read by learners) says exactly what
``pending()`` says about the options' forms, the seat, kind and bounds, on every game; and
``answer_index(i)`` is ``answer(i)``: the same form recorded, the same refusal of a bad index with
the game unchanged. ``log_size()`` is ``len(log)``."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.decision import question_of
from cardtable.core.errors import IllegalAnswer
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.sgs.determinize import DeterminizeError
from cardtable.sgs.game import new_game
from cardtable.ygo.game import new_duel, preset_deck


def _ygo(seed: int) -> Game:
    return new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=seed,
                    first=seed % 2)


def _goat(seed: int) -> Game:
    return new_duel(preset_deck("warrior-aggro-goat"), preset_deck("goat-control-2005"),
                    profile="goat", seed=seed, first=seed % 2)


def _sgs3(seed: int) -> Game:
    return new_game({"mode": "3v3"}, seed)


def _identity(seed: int) -> Game:
    return new_game({"mode": "identity", "players": 5}, seed)


GAMES = {"ygo": _ygo, "goat": _goat, "sgs-3v3": _sgs3, "sgs-identity": _identity}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_question_is_pending_without_texts(name: str) -> None:
    make = GAMES[name]
    checked = multi = 0
    for seed in range(3):
        a, b = make(seed), make(seed)  # a answers by index through answer(), b answer_index()
        rng = Rng(seed)
        for _ in range(400):
            qa = b.question()  # asked before pending() was ever built on b
            dec = a.pending()
            if dec is None:
                assert qa is None and b.pending() is None
                break
            assert qa == question_of(dec)
            assert [dict(f) for f in qa.forms] == [dict(o.form) for o in dec.options]
            assert b.log_size() == len(b.log) == len(a.log)
            checked += 1
            multi += dec.max > 1 or len(dec.picked) > 0
            i = rng.below(len(dec.options))
            a.answer(i)
            b.answer_index(i)
            assert a.answers == b.answers
    assert checked > 200
    if name != "ygo":  # the bench decks have no multi-pick; the others reach some
        assert multi > 0


@pytest.mark.parametrize("name", sorted(GAMES))
def test_answer_index_refuses_what_answer_refuses(name: str) -> None:
    g = GAMES[name](1)
    q = g.question()
    assert q is not None
    before = (len(g.answers), g.log_size(), g.question())
    for bad in (-1, len(q.forms), True):
        with pytest.raises(IllegalAnswer) as got:
            g.answer_index(bad)  # type: ignore[arg-type]
        with pytest.raises(IllegalAnswer) as want:
            g.answer(bad)
        assert str(got.value) == str(want.value)
    assert (len(g.answers), g.log_size(), g.question()) == before


def test_the_base_question_reads_pending(toy: Any) -> None:
    """A game with no override of its own (the toy game) gets the forms of ``pending()``."""
    q = toy.question()
    dec = toy.pending()
    assert q is not None and dec is not None
    assert q.forms == tuple(o.form for o in dec.options)
    assert (q.seat, q.kind, q.min, q.max, q.picked) == (
        dec.seat, dec.kind, dec.min, dec.max, len(dec.picked))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_question_follows_clones_and_redeals(name: str) -> None:
    """A clone or a determinized copy answers for its own decision (a cached question is
    never stale: YGO re-asks the opponent's menu after a re-deal)."""
    g = GAMES[name](2)
    rng = Rng(5)
    redealt = 0
    for step in range(300):
        dec = g.pending()
        if dec is None:
            break
        assert g.question() == question_of(dec)
        if step % 10 == 0:
            copies = [g.clone()]
            try:
                copies.append(g.determinize(0 if dec.seat else 1, Rng(step)))
                redealt += 1
            except DeterminizeError:  # a documented refusal (an open pick of hidden cards)
                pass
            for other in copies:
                q = other.question()
                d2 = other.pending()
                assert d2 is not None and q == question_of(d2)
                other.answer_index(0)
                d3 = other.pending()
                assert (other.question() is None) if d3 is None else (
                    other.question() == question_of(d3))
        g.answer_index(rng.below(len(dec.options)))
    assert redealt > 5
