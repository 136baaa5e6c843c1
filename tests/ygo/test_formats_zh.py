"""The readers' error messages in Chinese (issue 3 / common rules: user-facing text in zh-CN and
en): every error a malformed deck, URL, banlist, card database or DIY card raises has a Chinese
form (``cardtable.ygo.formats.zh.zh_error``) that keeps the file, line, card and field and leaves
none of the readers' English phrases behind; the CLI shows it under ``--lang zh``."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.core.errors import SetupError
from cardtable.ygo.cards.carddata import builtin_cards
from cardtable.ygo.diy import load_diy_dir
from cardtable.ygo.formats.cdb import read_cdb_rows
from cardtable.ygo.formats.lflist import parse_lflist, resolve_banlist
from cardtable.ygo.formats.ydk import parse_ydk
from cardtable.ygo.formats.ydke import parse_ydke
from cardtable.ygo.formats.zh import zh_error

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "diy"
ENGLISH = re.compile(
    r"\b(expected|cannot|must|unknown|line|missing|needs|passcode|part|got|no such|before|"
    r"entry|count|not a|layout|refusing|known|field names)\b"
)


def _cdb(tmp: Path, tables: str) -> Path:
    p = tmp / "t.cdb"
    con = sqlite3.connect(p)
    for sql in tables.split(";"):
        if sql.strip():
            con.execute(sql)
    con.commit()
    con.close()
    return p


CASES: list[tuple[str, Callable[[Path], object]]] = [
    ("ydk-digits", lambda t: parse_ydk("#main\nabc\n", "my.ydk")),
    ("ydk-section", lambda t: parse_ydk("#main\n!extra\n", "my.ydk")),
    ("ydk-zero", lambda t: parse_ydk("#main\n0\n", "my.ydk")),
    ("ydk-unknown", lambda t: parse_ydk("#main\n777\n", "my.ydk", builtin_cards())),
    ("ydke-prefix", lambda t: parse_ydke("http://x")),
    ("ydke-parts", lambda t: parse_ydke("ydke://AAAA")),
    ("ydke-base64", lambda t: parse_ydke("ydke://@@@@!!!")),
    ("ydke-bytes", lambda t: parse_ydke("ydke://AAA=!!!")),
    ("ydke-zero", lambda t: parse_ydke("ydke://AAAAAA==!!!")),
    ("ydke-after", lambda t: parse_ydke("ydke://!!!x")),
    ("lflist-count", lambda t: parse_lflist("!a\n55144522 7\n", "l.conf")),
    ("lflist-before", lambda t: parse_lflist("55144522 1\n", "l.conf")),
    ("lflist-whitelist", lambda t: parse_lflist("$whitelist\n", "l.conf")),
    ("lflist-entry", lambda t: parse_lflist("!a\n55144522\n", "l.conf")),
    ("lflist-name", lambda t: parse_lflist("!\n", "l.conf")),
    ("banlist-missing", lambda t: resolve_banlist("no-such-list")),
    ("cdb-missing", lambda t: read_cdb_rows(t / "none.cdb")),
    ("cdb-junk", lambda t: (t / "j.cdb").write_bytes(b"junk" * 100) and read_cdb_rows(t / "j.cdb")),
    ("cdb-table", lambda t: read_cdb_rows(_cdb(t, "CREATE TABLE datas(id)"))),
    ("cdb-layout", lambda t: read_cdb_rows(_cdb(
        t, "CREATE TABLE datas(id, type);CREATE TABLE texts(id, name, desc)"))),
]


@pytest.mark.parametrize("make", [m for _, m in CASES], ids=[n for n, _ in CASES])
def test_every_reader_error_has_a_chinese_form(tmp_path: Path, make: Callable[[Path], object]
                                               ) -> None:
    with pytest.raises(SetupError) as info:
        make(tmp_path)
    en = str(info.value)
    zh = zh_error(en)
    assert re.search(r"[\u4e00-\u9fff]", zh), en
    assert not ENGLISH.search(zh), (en, zh)
    for kept in re.findall(r"\b\d{3,}\b|my\.ydk|l\.conf|\.cdb", en):
        assert kept in zh, (kept, zh)


def test_diy_errors_have_a_chinese_form() -> None:
    report = load_diy_dir(EXAMPLES)
    assert report.errors
    for e in report.errors:
        zh = zh_error(e.message)
        assert re.search(r"[\u4e00-\u9fff]", zh) and not ENGLISH.search(zh), (e.message, zh)


def test_cli_shows_reader_errors_in_chinese(tmp_path: Path) -> None:
    bad = tmp_path / "bad.ydk"
    bad.write_text("#main\n89631139\nabc\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["--lang", "zh", "deck", "check", str(bad)])
    assert res.exit_code == 2 and "第3行：应为卡号" in res.output, res.output
    res = CliRunner().invoke(app, ["--lang", "en", "deck", "check", str(bad)])
    assert res.exit_code == 2 and "line 3: expected a passcode" in res.output, res.output
    res = CliRunner().invoke(app, ["--lang", "zh", "diy", "check", str(EXAMPLES)])
    assert res.exit_code == 1 and "须为整数" in res.output and "未知的模板操作" in res.output
