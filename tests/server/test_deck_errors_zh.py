"""Deck-parse errors of /api/decks/check read in both languages (issue 9 §3: zh/en everywhere
including deck-parse errors): the Chinese text is the reader's message in Chinese, with the line
and the offending token kept."""

from __future__ import annotations

from cardtable.server.decks import check


def test_ydk_parse_error_is_bilingual() -> None:
    res = check("#main\n123\nabc\n", "classic")
    assert res["ok"] is False
    assert res["error"]["en"] == "<deck>: line 3: expected a passcode (digits only), got 'abc'"
    assert res["error"]["zh"] == "<deck>：第3行：应为卡号（只能是数字），实为 'abc'"


def test_ydke_parse_error_is_bilingual() -> None:
    res = check("ydke://%%%!!!", "classic")
    assert "base64" in res["error"]["en"] and "main part" in res["error"]["en"]
    assert res["error"]["zh"].startswith("ydke 链接") and "主卡组部分不是有效的 base64" in res[
        "error"]["zh"]
