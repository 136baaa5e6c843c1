"""Helpers shared by the g7-t trap tests (``test_goat7_t_*.py``): walk a chain's response
windows by passing and tell whether a given card's activation was offered in one of them."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, options

from cardtable.ygo.game import YgoGame


def pass_until_offered(game: YgoGame, name: str) -> bool:
    """Pass response windows until one offers activating ``name`` (True, that window left
    pending) or no pass is offered any more (False)."""
    while options(game, action="pass"):
        if options(game, action="activate", name=name):
            return True
        answer(game, action="pass")
    return False


def offered_while_passing(game: YgoGame, name: str) -> bool:
    """Pass every response window while a pass is offered; whether one of them offered
    activating ``name``."""
    seen = False
    while options(game, action="pass"):
        seen = seen or bool(options(game, action="activate", name=name))
        answer(game, action="pass")
    return seen
