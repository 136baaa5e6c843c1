"""Shared steps of g7-t's session-7 tests (``tests/ygo/test_goat7_t_*.py``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, options

from cardtable.ygo.game import YgoGame


def next_main1(game: YgoGame) -> None:
    """Play on to the next turn's Main Phase 1: every window passed, the phases skipped, any
    other decision answered with its first option (a cost paid, a first card chosen)."""
    t = game.facts()["turn"]
    while game.facts()["turn"] == t or game.facts()["phase"] != "main1":
        if options(game, action="pass"):
            answer(game, action="pass")
        elif options(game, action="to_end"):
            answer(game, action="to_end")
        else:
            d = game.pending()
            assert d is not None, "the duel ended"
            game.answer(d.options[0].form)


def pass_until(game: YgoGame, name: str) -> bool:
    """Pass every window until ``name`` may be activated (True) or no window is left."""
    while options(game, action="pass"):
        if options(game, action="activate", name=name):
            return True
        answer(game, action="pass")
    return False
