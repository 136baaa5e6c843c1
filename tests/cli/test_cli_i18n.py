"""Every CLI message exists in both languages with the same placeholders, and is used."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from cardtable.cli import i18n
from cardtable.cli.sgs_board import WORDS as SGS_WORDS
from cardtable.cli.ygo_board import WORDS as YGO_WORDS

CLI = Path(i18n.__file__).parent


def fields(s: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(s) if f}


@pytest.mark.parametrize("table", [i18n.MESSAGES, YGO_WORDS, SGS_WORDS])
def test_both_languages_same_placeholders(table: dict[str, i18n.Text]) -> None:
    for key, text in table.items():
        assert text.zh and text.en, key
        assert fields(text.zh) == fields(text.en), key


def test_every_message_is_used() -> None:
    source = "\n".join(
        p.read_text(encoding="utf-8") for p in CLI.glob("*.py") if p.name != "i18n.py"
    )
    used = set(re.findall(r"""\bt\(\s*["']([a-z_]+)["']""", source))
    used |= {"bad_lang"}  # used inside i18n itself
    assert set(i18n.MESSAGES) - used == set()


def test_set_lang_and_default(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_lang("fr")
    monkeypatch.setenv("CARDTABLE_LANG", "ZH")
    assert i18n.default_lang() == "zh"
    monkeypatch.setenv("CARDTABLE_LANG", "klingon")
    assert i18n.default_lang() == "en"
    i18n.set_lang("en")


def test_result_reasons_are_translated() -> None:
    """A duel's result reason reads in the chosen language (``surrender`` → 认输), unknown ones
    stay as they are."""
    from cardtable.cli.i18n import RESULT_REASONS, reason_text, set_lang

    try:
        set_lang("zh")
        assert reason_text("surrender") == "认输" and reason_text("lp_zero") == "基本分归零"
        assert reason_text("something_new") == "something_new"
        set_lang("en")
        assert reason_text("deck_out") == "could not draw"
    finally:
        set_lang("en")
    assert all(v.zh and v.en for v in RESULT_REASONS.values())
