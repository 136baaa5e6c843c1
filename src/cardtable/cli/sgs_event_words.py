"""Sanguosha words and event lines for the terminal, in zh and en.

The sentences live in the game's layer (:mod:`cardtable.sgs.sentences`, the one source the
terminal, the online table, replays and spectators share); this module adapts them to the play
loop's event formatter and keeps the board's phase names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.game import Game
from cardtable.core.text import Text
from cardtable.sgs.sentences import Reader, sentence

#: The engine's phase ids (``PHASES`` of ``cardtable.sgs.game``); the board uses them.
PHASE_NAMES: dict[str, Text] = {
    "prepare": Text("准备阶段", "preparation"),
    "judge": Text("判定阶段", "judgement"),
    "draw": Text("摸牌阶段", "draw"),
    "play": Text("出牌阶段", "play"),
    "discard": Text("弃牌阶段", "discard"),
    "finish": Text("结束阶段", "finish"),
}


def table_reader(game: Game, seat: int = -1) -> Reader:
    """The sentence reader of ``seat`` at ``game`` (mode and the generals shown so far)."""
    try:
        view = game.view(seat)
    except Exception:  # a game without a view for that seat: seats stay numbers
        return Reader(seat)
    return Reader.of_view(view, seat) if isinstance(view, Mapping) else Reader(seat)


def sgs_event_line(event: Mapping[str, Any], lang: str, reader: Reader) -> str:
    """``event`` as the sentence of :mod:`cardtable.sgs.sentences` in ``lang``."""
    return sentence(event, lang, reader)
