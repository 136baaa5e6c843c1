"""File formats: .ydk, ydke://, lflist.conf, cards.cdb (ygo-notes §2). Round trips and bad input."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardtable.core.errors import SetupError
from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.deck import Deck
from cardtable.ygo.formats.cdb import import_cdb, read_cdb_rows, write_cdb
from cardtable.ygo.formats.lflist import (
    Banlist,
    builtin_banlists,
    format_lflist,
    parse_lflist,
    read_lflist,
    resolve_banlist,
    select_banlist,
    write_lflist,
)
from cardtable.ygo.formats.ydk import format_ydk, parse_ydk, read_ydk, write_ydk
from cardtable.ygo.formats.ydke import parse_ydke, to_ydke

BEWD, BEUD, POT = 89631139, 23995346, 55144522
FUSION_T = C.MONSTER | C.FUSION
NORMAL_T = C.MONSTER | C.NORMAL


def _card(code: int, typ: int, name: str = "X", **kw: int) -> CardData:
    return CardData(code=code, name=Text(name + "zh", name), type=typ, **kw)  # type: ignore[arg-type]


CARDS = {
    BEWD: _card(BEWD, NORMAL_T, "Blue-Eyes White Dragon", level=8, atk=3000, defense=2500),
    BEUD: _card(BEUD, FUSION_T, "Blue-Eyes Ultimate Dragon", level=12, atk=4500, defense=3800),
    POT: _card(POT, C.SPELL, "Pot of Greed"),
}

# --- .ydk --------------------------------------------------------------------------------------


def test_ydk_reads_sections_and_ignores_every_hash_line() -> None:
    text = (
        "#created by someone\n#main\n89631139\n# a comment\n55144522\n"
        "#extra\n23995346\n!side\n55144522\n"
    )
    deck = parse_ydk(text)
    assert deck.main == [BEWD, POT]
    assert deck.extra == [BEUD]
    assert deck.side == [POT]
    assert deck.lines[BEUD] == 7


def test_ydk_round_trip(tmp_path: Path) -> None:
    deck = Deck([BEWD, BEWD, POT], [BEUD], [POT, BEWD])
    path = tmp_path / "d.ydk"
    write_ydk(deck, path)
    assert read_ydk(path) == deck
    assert parse_ydk(format_ydk(deck)) == deck
    assert format_ydk(deck).startswith("#created by cardtable\n#main\n")


def test_ydk_sorts_main_and_extra_by_card_type_when_a_db_is_given() -> None:
    # a fusion monster listed under #main and a spell under #extra: YGOPro sorts them by type
    deck = parse_ydk("#main\n23995346\n89631139\n#extra\n55144522\n!side\n23995346\n", cards=CARDS)
    assert deck.main == [BEWD, POT]
    assert deck.extra == [BEUD]
    assert deck.side == [BEUD]  # the side deck is not sorted


def test_ydk_unknown_codes_are_reported_with_line_numbers() -> None:
    with pytest.raises(SetupError) as e:
        parse_ydk("#main\n89631139\n12345\n#extra\n99999\n", "my.ydk", CARDS)
    msg = str(e.value)
    assert "my.ydk" in msg and "12345 (line 3)" in msg and "99999 (line 5)" in msg
    deck = parse_ydk("#main\n89631139\n12345\n", "my.ydk", CARDS, strict=False)
    assert deck.main == [BEWD, 12345] and deck.lines[12345] == 3


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("#main\n8963x139\n", "line 2: expected a passcode"),
        ("#main\n-5\n", "line 2: expected a passcode"),
        ("#main\n0\n", "line 2: '0' is not a valid passcode"),
        ("#main\n99999999999\n", "not a valid passcode"),
        ("#main\n!extra\n", "line 2: unknown section"),
    ],
)
def test_ydk_malformed_lines_name_file_and_line(text: str, what: str) -> None:
    with pytest.raises(SetupError) as e:
        parse_ydk(text, "bad.ydk")
    assert str(e.value).startswith("bad.ydk: ") and what in str(e.value)


def test_ydk_missing_file_and_bom(tmp_path: Path) -> None:
    with pytest.raises(SetupError, match="cannot read deck file"):
        read_ydk(tmp_path / "nope.ydk")
    p = tmp_path / "bom.ydk"
    p.write_bytes("\ufeff#main\r\n89631139\r\n".encode())
    assert read_ydk(p).main == [BEWD]


# --- ydke:// -----------------------------------------------------------------------------------


def test_ydke_known_vector_and_round_trip() -> None:
    deck = Deck([BEWD, POT], [BEUD], [])
    url = to_ydke(deck)
    assert url == "ydke://o6lXBUpwSQM=!0iNuAQ==!!"
    assert parse_ydke(url) == deck
    assert parse_ydke("ydke://!!!") == Deck()
    # without the final '!' (some sites drop it)
    assert parse_ydke("ydke://o6lXBQ==!!") == Deck([BEWD])


@pytest.mark.parametrize(
    ("url", "what"),
    [
        ("http://o6lXBQ==!!!", "must start with 'ydke://'"),
        ("ydke://o6lXBQ==!", "expected 3 parts"),
        ("ydke://o6l*BQ==!!!", "main part is not valid base64"),
        ("ydke://!o6lXBQ=!!", "extra part is not valid base64"),
        ("ydke://!!o6lX!", "side part has 3 bytes, not a multiple of 4"),
        ("ydke://AAAAAA==!!!", "passcode 0"),
        ("ydke://!!!extra", "text after the side part"),
    ],
)
def test_ydke_bad_urls_name_url_part_and_problem(url: str, what: str) -> None:
    with pytest.raises(SetupError) as e:
        parse_ydke(url)
    assert "ydke URL" in str(e.value) and what in str(e.value)


def test_ydke_rejects_codes_too_large() -> None:
    with pytest.raises(SetupError, match="does not fit"):
        to_ydke(Deck([1 << 32]))


# --- lflist.conf -------------------------------------------------------------------------------

LFLIST = """#[2005.4 GOAT][house]
!2005.4 GOAT
$whitelist
#forbidden
55144522 0 --Pot of Greed
#limited
89631139 1 --Blue-Eyes White Dragon
23995346 3
!house
# comment line
55144522 1
89631139 2 -- two
"""


def test_lflist_multiple_lists_counts_comments_and_whitelist() -> None:
    goat, house = parse_lflist(LFLIST, "lflist.conf")
    assert goat.name == "2005.4 GOAT" and goat.whitelist
    assert goat.limit(POT) == 0 and goat.limit(BEWD) == 1 and goat.limit(BEUD) == 3
    assert goat.limit(1234) == 0  # whitelist: unlisted cards are out
    assert goat.comments[POT] == "Pot of Greed"
    assert house.name == "house" and not house.whitelist
    assert house.limit(POT) == 1 and house.limit(BEWD) == 2 and house.limit(1234) == 3


def test_lflist_round_trip(tmp_path: Path) -> None:
    lists = parse_lflist(LFLIST)
    text = format_lflist(lists)
    assert text.startswith("#[2005.4 GOAT][house]\n!2005.4 GOAT\n$whitelist\n")
    assert parse_lflist(text) == lists
    path = tmp_path / "lflist.conf"
    write_lflist(lists, path)
    assert read_lflist(path) == lists


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("55144522 1\n", "line 1: entry before any '!list' line"),
        ("!a\n55144522\n", "line 2: expected 'passcode count"),
        ("!a\n55144522 x\n", "line 2: expected 'passcode count"),
        ("!a\n55144522 4\n", "line 2: count 4"),
        ("!a\n0 1\n", "line 2: '0' is not a valid passcode"),
        ("$whitelist\n!a\n", "line 1: '$whitelist' before any '!list' line"),
        ("!a\n$blacklist\n", "line 2: unknown directive"),
        ("!\n", "line 1: a '!' line must name the list"),
    ],
)
def test_lflist_bad_lines_name_file_and_line(text: str, what: str) -> None:
    with pytest.raises(SetupError) as e:
        parse_lflist(text, "lflist.conf")
    assert str(e.value).startswith("lflist.conf: ") and what in str(e.value)


def test_lflist_select_and_resolve(tmp_path: Path) -> None:
    lists = parse_lflist(LFLIST)
    assert select_banlist(lists, None, "x").name == "2005.4 GOAT"
    assert select_banlist(lists, "house", "x").name == "house"
    with pytest.raises(SetupError, match="no list named 'nope'"):
        select_banlist(lists, "nope", "x")
    with pytest.raises(SetupError, match="no '!list'"):
        select_banlist([], None, "x")
    path = tmp_path / "l.conf"
    path.write_text(LFLIST, encoding="utf-8")
    assert resolve_banlist(f"{path}#house") == lists[1]
    assert resolve_banlist(str(path)) == lists[0]
    assert resolve_banlist(None) is None
    assert resolve_banlist(lists[1]) is lists[1]
    with pytest.raises(SetupError, match="no such shipped list"):
        resolve_banlist("no-such-list")


def test_shipped_lp4000_banlist_parses() -> None:
    lp = builtin_banlists()["lp4000"]
    assert isinstance(lp, Banlist) and not lp.whitelist
    assert lp.limit(POT) == 1
    assert resolve_banlist("lp4000") == lp


# --- cards.cdb ---------------------------------------------------------------------------------


def test_cdb_round_trip_and_field_decoding(tmp_path: Path) -> None:
    pend = _card(
        20, C.MONSTER | C.NORMAL | C.PENDULUM, "Pend", level=4, atk=1000, defense=900, lscale=2
    )
    pend = CardData(**{**_fields(pend), "rscale": 7})
    cards = [*CARDS.values(), pend]
    path = tmp_path / "cards.cdb"
    write_cdb(cards, path)
    rows = {r.code: r for r in read_cdb_rows(path)}
    assert rows[20].level == 4 and rows[20].lscale == 2 and rows[20].rscale == 7
    assert rows[BEWD].name == "Blue-Eyes White Dragon" and rows[BEWD].atk == 3000
    # importing into a table that knows every card changes nothing
    result = import_cdb(path, {c.code: c for c in cards})
    assert result.cards == {c.code: c for c in cards}
    assert sorted(result.overlaid) == sorted(c.code for c in cards)


def _fields(c: CardData) -> dict[str, object]:
    return {f: getattr(c, f) for f in c.__slots__}


def _make_cdb(path: Path, rows: list[tuple[object, ...]]) -> None:
    con = sqlite3.connect(path)
    con.execute(
        "CREATE TABLE datas(id INTEGER PRIMARY KEY, ot, alias, setcode, type, atk, def, level, "
        "race, attribute, category)"
    )
    con.execute("CREATE TABLE texts(id INTEGER PRIMARY KEY, name, desc)")
    for code, name, typ, atk, dfn, level in rows:
        con.execute(
            "INSERT INTO datas VALUES (?,3,0,0,?,?,?,?,1,32,0)", (code, typ, atk, dfn, level)
        )
        if name is not None:
            con.execute("INSERT INTO texts VALUES (?,?,?)", (code, name, "user text"))
    con.commit()
    con.close()


def test_cdb_overlays_known_cards_adds_vanilla_and_skips_unscripted(tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    _make_cdb(
        path,
        [
            (BEWD, "青眼白龙", NORMAL_T, 3100, 2500, 8),  # known: stats + zh name overlaid
            (POT, "Pot of Greed (new)", C.SPELL, 0, 0, 0),  # known: en name overlaid
            (777, "Plain Vanilla", NORMAL_T, 1000, 1000, 4),  # unknown vanilla: added
            (778, "Has Effect", C.MONSTER | C.EFFECT, 1000, 1000, 4),  # unknown effect: skipped
            (779, None, NORMAL_T, 1, 1, 1),  # no texts row: skipped
            (780, "Linky", C.MONSTER | C.EFFECT | C.LINK, 1000, 0x28, 2),
        ],
    )
    known = {**CARDS, 780: _card(780, C.MONSTER | C.EFFECT | C.LINK, "Linky")}
    result = import_cdb(path, known)
    bewd = result.cards[BEWD]
    assert bewd.atk == 3100 and bewd.name == Text("青眼白龙", "Blue-Eyes White Dragon")
    assert result.cards[POT].name == Text("Pot of Greedzh", "Pot of Greed (new)")
    assert result.cards[777].name.en == "Plain Vanilla" and result.cards[777].level == 4
    assert result.cards[777].attribute == 32 and result.cards[777].text.en == "user text"
    assert result.added == [777]
    assert result.cards[780].defense == 0  # a link monster's def holds link markers
    skipped = {code: reason for code, _, reason in result.skipped}
    assert set(skipped) == {778, 779} and "no script" in skipped[778]
    assert 778 not in result.cards and CARDS[BEWD].atk == 3000  # input table not mutated


def test_cdb_bad_files_raise_setup_error_naming_the_file(tmp_path: Path) -> None:
    with pytest.raises(SetupError, match="no such card database"):
        read_cdb_rows(tmp_path / "none.cdb")
    junk = tmp_path / "junk.cdb"
    junk.write_bytes(b"this is not sqlite at all" * 40)
    with pytest.raises(SetupError) as e:
        read_cdb_rows(junk)
    assert "junk.cdb" in str(e.value) and "not a SQLite" in str(e.value)
    half = tmp_path / "half.cdb"
    con = sqlite3.connect(half)
    con.execute("CREATE TABLE datas(id INTEGER PRIMARY KEY)")
    con.commit()
    con.close()
    with pytest.raises(SetupError, match="missing table 'texts'"):
        read_cdb_rows(half)
    cols = tmp_path / "cols.cdb"
    con = sqlite3.connect(cols)
    con.execute("CREATE TABLE datas(id INTEGER PRIMARY KEY, type)")
    con.execute("CREATE TABLE texts(id INTEGER PRIMARY KEY, name, desc)")
    con.commit()
    con.close()
    with pytest.raises(SetupError, match="unexpected card database layout"):
        read_cdb_rows(cols)
    typed = tmp_path / "typed.cdb"
    _make_cdb(typed, [(5, "ok", NORMAL_T, "lots", 0, 1)])
    with pytest.raises(SetupError, match="card 5: non-integer field"):
        read_cdb_rows(typed)
    blob = tmp_path / "blob.cdb"
    _make_cdb(blob, [(6, b"\x00name", NORMAL_T, 1, 0, 1)])
    with pytest.raises(SetupError, match="card 6: name or desc"):
        read_cdb_rows(blob)
    with pytest.raises(SetupError, match="refusing to overwrite"):
        write_cdb([], cols)
