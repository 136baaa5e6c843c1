"""Fuzz tests for every user-supplied Yu-Gi-Oh! file (issue 3: "a wrong card file gets a clear
error with file, card and field; it never breaks the other cards"; malformed decks and databases
never crash): random DIY YAML cards, random ``cards.cdb`` rows, random bytes as ``.ydk`` /
``lflist.conf`` files and as deck-check input. Every outcome is either a good result or a
:class:`SetupError` / a reported error naming the file — never another exception."""

from __future__ import annotations

import contextlib
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.core.errors import SetupError
from cardtable.ygo.cards.carddata import builtin_cards
from cardtable.ygo.deck import CLASSIC_RULES, deck_check_command
from cardtable.ygo.diy import loader
from cardtable.ygo.effects.pool import CardPool
from cardtable.ygo.formats.cdb import MAX_STAT, import_cdb
from cardtable.ygo.formats.lflist import read_lflist
from cardtable.ygo.formats.ydk import read_ydk

CARDS = builtin_cards()
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])

# --- DIY YAML ------------------------------------------------------------------------------

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False), st.text(max_size=12),
    st.sampled_from(["Monster|Effect", "Monster|Normal", "Monster|Fusion", "Spell", "Trap",
                     "Spell|Equip", "DARK", "Dragon", "Trap|Counter", "draw", "activate"]),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.one_of(st.sampled_from(["zh", "en", "draw", "kind",
                                                                       "do", "cost", "x"]),
                                                      st.integers(), st.none()),
                                            inner, max_size=3)),
    max_leaves=8,
)
card_keys = st.sampled_from(sorted(loader.CARD_KEYS | {"junk", "Code"}))
diy_cards = st.dictionaries(card_keys, values, max_size=9)


def _plausible(code: int) -> dict[str, Any]:
    return {"code": code, "name": {"zh": "试卡", "en": "Fuzz Card"}, "type": "Monster|Normal",
            "attribute": "DARK", "race": "Fiend", "level": 4, "atk": 1000, "def": 1000}


@SETTINGS
@given(items=st.lists(st.one_of(diy_cards, values), min_size=1, max_size=4),
       good_at=st.integers(min_value=0, max_value=3))
def test_random_diy_files_give_one_result_per_card_and_never_raise(
    items: list[Any], good_at: int
) -> None:
    # one sound card among the random ones: it loads whatever the others are
    items = [*items[:good_at], _plausible(987654321), *items[good_at:]]
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "fuzz.yaml"
        path.write_text(yaml.safe_dump(items, allow_unicode=True), encoding="utf-8")
        report = loader.load_diy_file(path, base=CardPool.builtin())
    assert 987654321 in {cd.code for cd in report.loaded}
    assert len(report.loaded) + len(report.errors) == len(items)
    for e in report.errors:
        assert e.file.endswith("fuzz.yaml") and e.card and e.field and e.message
        assert str(e).startswith(e.file)


@SETTINGS
@given(data=st.binary(max_size=300))
def test_random_bytes_as_a_diy_file(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "junk.yaml"
        path.write_bytes(data)
        report = loader.load_diy_file(path, base=CardPool.builtin())
    for e in report.errors:
        assert e.file.endswith("junk.yaml") and e.field


# --- cards.cdb -------------------------------------------------------------------------------

ints = st.one_of(st.none(), st.integers(min_value=-(2**63), max_value=2**63 - 1),
                 st.sampled_from([0, 1, -2, 0x11, 0x21, 0x2, 0x4, 0x82, 4, 8, 12, 13, 255]))
rows = st.lists(
    st.tuples(st.one_of(st.sampled_from(sorted(CARDS)[:40]),
                        st.integers(min_value=-5, max_value=2**40)),
              ints, ints, ints, ints, ints, ints, ints,
              st.one_of(st.none(), st.text(max_size=6), st.sampled_from(["青眼", "Name"]))),
    max_size=6,
)


@SETTINGS
@given(rows)
def test_random_cdb_rows_never_break_a_scripted_card(data: list[tuple[Any, ...]]) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "cards.cdb"
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE datas(id INTEGER PRIMARY KEY, ot, alias, setcode, type, atk, "
                    "def, level, race, attribute, category)")
        con.execute("CREATE TABLE texts(id INTEGER PRIMARY KEY, name, desc)")
        for code, typ, atk, dfn, level, race, attr, alias, name in data:
            con.execute("INSERT OR REPLACE INTO datas VALUES (?,3,?,0,?,?,?,?,?,?,0)",
                        (code, alias, typ, atk, dfn, level, race, attr))
            con.execute("INSERT OR REPLACE INTO texts VALUES (?,?,?)", (code, name, "d"))
        con.commit()
        con.close()
        try:
            result = import_cdb(path, CARDS)
        except SetupError as exc:
            assert "cards.cdb" in str(exc)
            return
    for code in (*result.overlaid, *result.added):
        cd = result.cards[code]
        assert 0 < cd.code < 2**32 and 0 <= cd.level <= 13
        if cd.is_monster:
            assert 0 <= cd.atk <= MAX_STAT and 0 <= cd.defense <= MAX_STAT
        if code in CARDS:  # a scripted card keeps its kind
            assert cd.type == CARDS[code].type
    for code, _, reason in result.skipped:
        assert reason and code not in result.added


# --- decks and banlists from random bytes ---------------------------------------------------


@SETTINGS
@given(st.binary(max_size=400))
def test_random_bytes_as_ydk_lflist_and_deck_check(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        for name, read in (("x.ydk", lambda p: read_ydk(p, CARDS, strict=False)),
                           ("x.conf", read_lflist)):
            path = Path(d) / name
            path.write_bytes(data)
            with contextlib.suppress(SetupError):
                read(path)
        path = Path(d) / "x.ydk"
        code, msgs = deck_check_command(str(path), CLASSIC_RULES, CARDS)
        assert code in (0, 1, 2) and msgs
        if code == 2:
            assert "x.ydk" in msgs[0].en and msgs[0].zh.startswith("错误")


@pytest.mark.parametrize("code", ["", "  ", None])
def test_diy_card_with_a_blank_code_is_named_by_its_position(
    code: Any
) -> None:
    """A card whose ``code`` is blank is reported as ``#N`` (hypothesis once found ``''``)."""
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "blank.yaml"
        path.write_text(yaml.safe_dump([_plausible(987654322), {"code": code}]), encoding="utf-8")
        report = loader.load_diy_file(path, base=CardPool.builtin())
    assert [(e.card, e.field) for e in report.errors] == [("#2", "code")]
