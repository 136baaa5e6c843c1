"""The preset decks shipped in ``ygo/decks/`` are legal under the classic (LP4000) deck rules."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardtable.ygo
from cardtable.ygo.cards.carddata import builtin_cards
from cardtable.ygo.deck import (
    CLASSIC_RULES,
    CLASSIC_STRICT_RULES,
    check_deck,
    deck_check_command,
)
from cardtable.ygo.formats.ydk import read_ydk

DECK_DIR = Path(cardtable.ygo.__file__).with_name("decks")
PRESETS = ["yugi-classic", "kaiba-classic", "goat-control", "burn"]


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize(
    "rules",
    [
        CLASSIC_RULES,
        {**CLASSIC_RULES, "banlist": "lp4000"},
        {**CLASSIC_STRICT_RULES, "banlist": "lp4000"},
    ],
    ids=["lp4000", "lp4000+banlist", "lp4000-strict+banlist"],
)
def test_preset_deck_is_legal(name: str, rules: dict[str, object]) -> None:
    cards = builtin_cards()
    deck = read_ydk(DECK_DIR / f"{name}.ydk", cards, strict=False)
    assert [str(v) for v in check_deck(deck, cards, rules)] == []
    assert 40 <= len(deck.main) <= 80


@pytest.mark.parametrize("name", PRESETS)
def test_preset_deck_passes_the_deck_check_command(name: str) -> None:
    code, msgs = deck_check_command(str(DECK_DIR / f"{name}.ydk"), CLASSIC_RULES)
    assert code == 0, [m.en for m in msgs]


def test_presets_use_mostly_the_classic_pool() -> None:
    from cardtable.ygo.cards.carddata import POOL_DIR, load_card_file

    classic = {c.code for c in load_card_file(POOL_DIR / "classic.yaml")}
    for name in PRESETS:
        deck = read_ydk(DECK_DIR / f"{name}.ydk")
        codes = deck.all_codes()
        assert sum(c in classic for c in codes) >= len(codes) - 3, name
