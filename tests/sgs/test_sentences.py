"""The Sanguosha sentence source (cardtable.sgs.sentences): every event kind the engine emits
in random 3v3 and identity games reads as a sentence in zh and en, never raw data; a sentence
never names a card its reader cannot see; 3v3 seats are named by the seed's line-up
(冷色前锋A-冷色主帅-冷色前锋B-暖色前锋B-暖色主帅-暖色前锋A), never by identity roles; draft piles
count from 1."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cardtable.core.rng import Rng
from cardtable.sgs.cards.data import CARD_TEXT
from cardtable.sgs.game import new_game
from cardtable.sgs.sentences import Reader, event_text, known_kinds, result_text

RAW = re.compile(r"[{}\[\]=]|\bseat=|\b[a-z]+_[a-z_]+\b")
CJK = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]")
ROLES_ZH = re.compile("主公|忠臣|反贼|内奸")
ROLES_EN = re.compile(r"\b(lord|loyalist|rebel|renegade)\b")


def _play(setup: dict[str, Any], seed: int) -> Any:
    g = new_game(setup, seed)
    r = Rng(seed)
    while g.req is not None:
        g.apply_fast(r.below(len(g.req[3])))
    return g


SETUPS: tuple[dict[str, Any], ...] = (
    {"mode": "3v3"}, {"mode": "identity", "players": 5}, {"mode": "identity", "players": 8},
    {"mode": "identity", "players": 4},
)


@pytest.fixture(scope="module")
def games() -> list[tuple[dict[str, Any], Any]]:
    return [(SETUPS[i % len(SETUPS)], _play(SETUPS[i % len(SETUPS)], i)) for i in range(60)]


def test_every_emitted_kind_has_a_sentence_in_both_languages(
        games: list[tuple[dict[str, Any], Any]]) -> None:
    """Every kind seen by any seat or a spectator over 60 random games has its own sentence:
    no raw JSON, no ``key=value``, no engine ids, no Chinese in English."""
    kinds: set[str] = set()
    for _setup, g in games:
        for seat in (-1, *range(g.n)):
            reader = Reader.of_view(g.view(seat), seat)
            for e in g.events(seat):
                kinds.add(e["kind"])
                t = event_text(e, reader)
                assert not RAW.search(t.en), (e, t.en)
                assert not RAW.search(t.zh), (e, t.zh)
                assert not CJK.search(t.en), (e, t.en)
                assert "(" + e["kind"].replace("_", " ") + ")" != t.en, e
    missing = kinds - known_kinds()
    assert not missing, f"event kinds without a sentence: {sorted(missing)}"
    assert len(kinds) >= 45


def test_emitters_in_the_source_all_have_sentences() -> None:
    """Every literal ``log_event("kind", …)`` in the engine has a sentence (kinds random games
    rarely reach included)."""
    import pathlib

    import cardtable.sgs as pkg

    root = pathlib.Path(pkg.__file__).parent
    src = "\n".join(p.read_text() for p in root.rglob("*.py"))
    emitted = set(re.findall(r'log_event\(\s*"([a-z_0-9]+)"', src))
    assert len(emitted) >= 50
    assert emitted <= known_kinds(), sorted(emitted - known_kinds())


def test_a_sentence_never_names_a_hidden_card(games: list[tuple[dict[str, Any], Any]]) -> None:
    """A card only some seats see (a draw, a card taken from a hand, 观星's cards): the
    sentences of the seats that do not see it never contain its face."""
    checked = 0
    for _setup, g in games[:20]:
        views = {s: g.events(s) for s in (-1, *range(g.n))}
        readers = {s: Reader.of_view(g.view(s), s) for s in views}
        for i, pub in enumerate(views[-1]):
            shown: set[int] = set()
            for s in range(g.n):
                ev = views[s][i]
                for key in ("card", "cards"):
                    v = ev.get(key)
                    shown.update(x for x in (v if isinstance(v, list) else [v])
                                 if isinstance(x, int) and not isinstance(x, bool))
            for s in views:
                ev = views[s][i]
                own = {x for k in ("card", "cards", "old", "new") for x in
                       (ev.get(k) if isinstance(ev.get(k), list) else [ev.get(k)])
                       if isinstance(x, int) and not isinstance(x, bool)}
                hidden = shown - own
                if not hidden:
                    continue
                t = event_text(ev, readers[s])
                for c in hidden:
                    assert CARD_TEXT[c].zh not in t.zh and CARD_TEXT[c].en not in t.en, (ev, t)
                    checked += 1
            del pub
    assert checked > 100


def test_3v3_uses_line_up_names_and_piles_count_from_one(
        games: list[tuple[dict[str, Any], Any]]) -> None:
    """In 3v3 no sentence names an identity role (the engine's internal lord/loyalist/… are
    the seed's 主帅/前锋 line-up); a death names the line-up place; piles count from 1."""
    deaths = 0
    for setup, g in games:
        if setup["mode"] != "3v3":
            continue
        reader = Reader.of_view(g.view(0), 0)
        for e in g.events(0):
            t = event_text(e, reader)
            assert not ROLES_ZH.search(t.zh), t.zh
            assert not ROLES_EN.search(t.en), t.en
            if e["kind"] == "death":
                deaths += 1
                assert re.search("(冷色|暖色)(主帅|前锋[AB])", t.zh), t.zh
            if e["kind"] == "draft_pile_taken":
                assert f"pile {e['pile'] + 1}" in t.en and f"第{e['pile'] + 1}堆" in t.zh
    assert deaths > 0
    t = event_text({"kind": "death", "seat": 4, "killer": 0, "general": "liubei",
                    "role": "lord"}, Reader(-1, "3v3", {4: "liubei", 0: "caocao"}))
    assert t.zh == "刘备（座位4）（暖色主帅）被曹操（座位0）杀死", t.zh
    ident = event_text({"kind": "death", "seat": 4, "killer": -1, "role": "rebel"},
                       Reader(-1, "identity"))
    assert ident.en == "Seat 4 (rebel) dies"


def test_results_read_from_the_seat() -> None:
    """Winner, loser and spectator each read the end of the game their way."""
    res = {"winners": [3, 4, 5], "reason": "commander_killed"}
    assert result_text(res, Reader(4)).en == "You won — a commander was killed"
    assert result_text(res, Reader(0)).zh == "你输了——主帅阵亡"
    assert result_text(res, Reader(-1)).en.endswith("won — a commander was killed")
    assert result_text({"winners": [], "reason": "deck_exhausted"}, Reader(1)).en.startswith(
        "A draw")
