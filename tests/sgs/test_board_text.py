"""The draft roster (cli/sgs_board.py) shows every skill text whole in an 80-column terminal,
in zh (no spaces to wrap at: the text used to be cut with '…') and en."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from rich.console import Console

from cardtable.cli.sgs_board import roster
from cardtable.sgs.generals.data import BY_ID, POOL_2011
from cardtable.sgs.skills.api import SKILLS, load_skill_modules


def _flat(text: str) -> str:
    return re.sub(r"[\s│┃┏┓┗┛┡┩└┘┳┻╇━─┬┴┼]+", "", text)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_roster_shows_whole_skill_texts_at_80_columns(lang: str) -> None:
    """Every general of the 2011 pool: each skill text appears uncut."""
    load_skill_modules()
    buf = StringIO()
    Console(file=buf, width=80, color_system=None).print(roster(list(POOL_2011), lang))
    out = buf.getvalue()
    assert "…" not in out
    flat = _flat(out)
    for gid in POOL_2011:
        for sid in BY_ID[gid].skills:
            assert _flat(SKILLS[sid].text.get(lang)) in flat, (gid, sid)
