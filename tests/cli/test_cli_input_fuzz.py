"""Any line typed at the prompt gets an answer or a message, never an exception."""

from __future__ import annotations

from io import StringIO

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from cardtable.cli.play_loop import PlayLoop, parse_query
from toy.game import ToyGame


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_any_line_is_handled(line: str) -> None:
    game = ToyGame({}, 3)
    loop = PlayLoop(game, {0, 1}, {}, Console(file=StringIO()))
    dec = game.pending()
    assert dec is not None
    status = loop._handle(dec, line.strip())
    assert status in ("again", "answered", "quit")
    if status == "again":
        assert game.answers == []


@given(st.text(max_size=40))
def test_parse_query_never_raises(arg: str) -> None:
    q = parse_query(arg)
    assert q is None or isinstance(q, dict)
