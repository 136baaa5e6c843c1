"""The YGO sentence source (cardtable.ygo.sentences): every event kind the engine emits in
random duels of every shipped profile reads as a sentence in zh and en, never as raw data, and
a sentence never names a card its reader cannot see (the hidden-information promise)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.core.registry import spec_for
from cardtable.core.rng import Rng
from cardtable.games import load_games
from cardtable.ygo.game import preset_deck
from cardtable.ygo.sentences import event_text, known_kinds, result_text

load_games()

PRESETS = ("yugi-classic", "kaiba-classic", "goat-control", "burn", "classic-a", "classic-b")
PROFILES = ("classic-lp4000", "master-rule-3", "lp4000-seed-house")
RAW = re.compile(r"[{}\[\]=]|\bseat=|\b[a-z]+_[a-z_]+\b")  # JSON, key=value, engine ids
CJK = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]")


def _duels(n: int) -> Iterator[Any]:
    for seed in range(n):
        profile = PROFILES[seed % len(PROFILES)]
        decks = [preset_deck(PRESETS[seed % 6]), preset_deck(PRESETS[(seed * 5 + 1) % 6])]
        g = spec_for("ygo").new({"profile": profile, "decks": decks}, seed)
        r = Rng(seed)
        steps = 0
        while g.result() is None and steps < 4000:
            d = g.pending()
            if d is None:
                break
            g.answer(r.below(len(d.options)))
            steps += 1
        yield g


@pytest.fixture(scope="module")
def duels() -> list[Any]:
    return list(_duels(45))


def test_every_emitted_kind_has_a_sentence_in_both_languages(duels: list[Any]) -> None:
    """All kinds seen from both seats and a spectator in 45 random duels over the three
    profiles have their own sentence: no raw JSON, no ``key=value``, no engine id
    (``lp_zero``), and no Chinese in the English sentence."""
    kinds: set[str] = set()
    for g in duels:
        for seat in (0, 1, -1):
            for e in g.events(seat):
                kinds.add(e["kind"])
                t = event_text(e, seat if seat >= 0 else None)
                assert not RAW.search(t.en), (e, t.en)
                assert not RAW.search(t.zh), (e, t.zh)
                assert not CJK.search(t.en), (e, t.en)
                assert t.zh and t.en
    missing = kinds - known_kinds()
    assert not missing, f"event kinds without a sentence: {sorted(missing)}"
    assert len(kinds) >= 40  # the random duels do reach the engine's many kinds


def test_a_sentence_never_names_a_hidden_card(duels: list[Any]) -> None:
    """When an event names a card to one seat only (a draw, a set card), the other seat's and
    the spectator's sentences of it do not contain that card's name."""
    checked = 0
    for g in duels[:15]:
        by_seat = {s: g.events(s) for s in (0, 1, -1)}
        for i, full in enumerate(by_seat[0]):
            for owner, other in ((0, 1), (1, 0)):
                mine, theirs = by_seat[owner][i], by_seat[other][i]
                if "code" in mine and "code" not in theirs and "name" in mine:
                    from cardtable.ygo.sentences import name_of

                    for lang in ("zh", "en"):
                        name = name_of(mine["code"], str(mine["name"]), lang)
                        for s in (other, -1):
                            line = event_text(by_seat[s][i], s).get(lang)
                            assert name not in line, (by_seat[s][i], line)
                    checked += 1
            del full
    assert checked > 50


def test_reader_is_marked_and_results_read_from_the_seat() -> None:
    """The reading seat's player is marked; the result reads "You won — your opponent's LP
    reached 0" for the winner (issue 9 §3), the mirror for the loser, who won for others."""
    assert event_text({"kind": "draw", "player": 1}, 1).en == "Player 1 (you) draws a card"
    assert event_text({"kind": "draw", "player": 1}, 0).en == "Player 1 draws a card"
    res = {"winners": [0], "reason": "lp_zero"}
    assert result_text(res, 0).en == "You won — your opponent's LP reached 0"
    assert result_text(res, 0).zh == "你赢了——对手的基本分归零"
    assert result_text(res, 1).en == "You lost — your LP reached 0"
    assert result_text(res, -1).en == "Player 0 won — the loser's LP reached 0"
    assert result_text({"winners": [], "reason": "lp_zero_both"}, 0).en.startswith("A draw")


def test_unknown_kind_and_broken_payload_never_show_raw_data() -> None:
    """A kind without a sentence gives its words only; a payload of the wrong shape too."""
    assert event_text({"kind": "brand_new", "secret": {"x": 1}}).en == "(brand new)"
    t = event_text({"kind": "damage", "player": [1, 2], "amount": {"a": 1}})
    assert "{" not in t.en and "[" not in t.en


def test_emitters_in_the_source_all_have_sentences() -> None:
    """Every literal event kind the engine logs (``g.log("kind", …)``, the shared entries of
    rules/shared_events.py, the ``*_declared`` summons) has a sentence, kinds random duels
    rarely reach included."""
    import pathlib
    import re as _re

    import cardtable.ygo as pkg

    root = pathlib.Path(pkg.__file__).parent
    src = "\n".join(p.read_text() for p in root.rglob("*.py"))
    emitted = set(_re.findall(r'\.log\(\s*"([a-z_0-9]+)"', src))
    emitted |= set(_re.findall(r'Entry = \(\s*"([a-z_0-9]+)"', src))
    emitted |= {"synchro_declared", "xyz_declared"}  # f"{kind}_declared" in extra_summon.py
    assert len(emitted) >= 60
    assert emitted <= known_kinds(), sorted(emitted - known_kinds())
