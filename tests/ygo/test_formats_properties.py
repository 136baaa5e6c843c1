"""Property tests: every deck and banlist survives a write/read round trip in every format;
arbitrary junk input gives a SetupError, never another exception."""

from __future__ import annotations

import contextlib
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.errors import SetupError
from cardtable.ygo.cards.carddata import POOL_DIR, load_card_file
from cardtable.ygo.deck import Deck
from cardtable.ygo.formats.cdb import import_cdb, write_cdb
from cardtable.ygo.formats.lflist import Banlist, format_lflist, parse_lflist
from cardtable.ygo.formats.ydk import format_ydk, parse_ydk
from cardtable.ygo.formats.ydke import parse_ydke, to_ydke

codes = st.integers(min_value=1, max_value=(1 << 32) - 1)
decks = st.builds(
    Deck,
    st.lists(codes, max_size=90),
    st.lists(codes, max_size=20),
    st.lists(codes, max_size=20),
)


@given(decks)
def test_ydk_round_trip_any_deck(deck: Deck) -> None:
    assert parse_ydk(format_ydk(deck)) == deck


@given(decks)
def test_ydke_round_trip_any_deck(deck: Deck) -> None:
    assert parse_ydke(to_ydke(deck)) == deck


names = st.text(
    alphabet=st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=20
).filter(lambda s: s.strip() == s and "\n" not in s)
banlists = st.builds(
    Banlist,
    names,
    st.dictionaries(codes, st.integers(min_value=0, max_value=3), max_size=30),
    st.booleans(),
)


@given(st.lists(banlists, max_size=4))
def test_lflist_round_trip_any_lists(lists: list[Banlist]) -> None:
    assert parse_lflist(format_lflist(lists)) == lists


@settings(max_examples=200)
@given(st.text(max_size=200))
def test_junk_text_never_crashes_the_readers(text: str) -> None:
    for parse in (parse_ydk, parse_lflist):
        with contextlib.suppress(SetupError):
            parse(text)
    with contextlib.suppress(SetupError):
        parse_ydke("ydke://" + text)


def test_only_ascii_digits_are_passcodes() -> None:
    for bad in ("--5 1", "5 --1", "\u0663 1", "5 \u0663"):
        with contextlib.suppress(SetupError):
            parse_lflist("!a\n" + bad)
            raise AssertionError(bad)
    with contextlib.suppress(SetupError):
        parse_ydk("#main\n\u0663\n")
        raise AssertionError("arabic-indic digit")


def test_cdb_round_trip_of_the_classic_pool(tmp_path: Path) -> None:
    classic = load_card_file(POOL_DIR / "classic.yaml")
    path = tmp_path / "classic.cdb"
    write_cdb(classic, path, lang="zh")
    table = {c.code: c for c in classic}
    # into a table that knows every card: stats and zh names overlaid, i.e. nothing changes
    result = import_cdb(path, table)
    assert result.cards == table and not result.added and not result.skipped
    # into an empty table: only the vanilla normal monsters can be used without a script
    fresh = import_cdb(path, {})
    vanilla = {c.code for c in classic if c.type == 0x11}
    assert set(fresh.added) == vanilla and set(fresh.cards) == vanilla
    assert {code for code, _, _ in fresh.skipped} == set(table) - vanilla
    for code in vanilla:
        got, want = fresh.cards[code], table[code]
        assert (got.atk, got.defense, got.level, got.race, got.attribute) == (
            want.atk,
            want.defense,
            want.level,
            want.race,
            want.attribute,
        )
        assert got.name.zh == want.name.zh
