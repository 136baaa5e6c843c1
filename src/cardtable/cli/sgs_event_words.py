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
from cardtable.sgs.sentences import PHASE_NAMES as SENTENCE_PHASES
from cardtable.sgs.sentences import Reader, sentence

#: The engine's phase ids with their board names (``出牌阶段`` / ``play``), from the one
#: source of Sanguosha words, :data:`cardtable.sgs.sentences.PHASE_NAMES`.
PHASE_NAMES: dict[str, Text] = {
    k: Text(v.zh, v.en.removesuffix(" phase")) for k, v in SENTENCE_PHASES.items()
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
