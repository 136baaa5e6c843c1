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


def _board(view: dict[str, object], lang: str, width: int) -> str:
    from cardtable.cli.sgs_board import render_sgs

    buf = StringIO()
    render_sgs(view, 1, lang, Console(file=buf, width=width, color_system=None))
    return buf.getvalue()


def test_table_never_cuts_cards_and_names_the_identity_card_column_only_in_3v3() -> None:
    """60 mid-game states (3v3 and 8-player identity), zh/en, 80 and 120 columns: nothing cut
    with '…' (a card's suit and rank used to be); the acted/tapped column only in 3v3."""
    from cardtable.core.rng import Rng
    from cardtable.sgs.game import new_game

    for seed in range(60):
        three = seed % 3 != 0
        g = new_game({"mode": "3v3"} if three else {"mode": "identity", "players": 8}, seed)
        r = Rng(seed)
        for _ in range(250):
            if g.req is None:
                break
            g.apply_fast(r.below(len(g.req[3])))
        for lang in ("zh", "en"):
            for width in (80, 120):
                out = _board(g.view(1), lang, width)
                assert "…" not in out, (seed, lang, width, out)
            header = _board(g.view(1), "zh", 120)
            assert ("本轮已行动" in header) == three


def test_buqu_pile_named_in_both_languages() -> None:
    """周泰's 不屈 cards (pile ``buqu``) are named after the skill on the board."""
    from cardtable.sgs.scenario_setup import build

    g = build({"no_skills": True, "skills": {1: ["buqu"]}, "current": 1, "phase": "play",
               "generals": ["xuchu", "zhoutai", "lvmeng", "zhangfei", "sunquan", "huanggai"]}, 1)
    g.piles[1] = {"buqu": (3,)}
    zh, en = _board(g.view(1), "zh", 120), _board(g.view(1), "en", 120)
    assert "0 + 不屈: 1" in zh and "buqu" not in zh
    assert "Indomitable:" in en and "buqu" not in en
