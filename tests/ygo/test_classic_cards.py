"""Card-by-card scenarios of the classic pool (``scenarios/ygo/classic/*.yaml``).

Each YAML file holds several scenarios (``---``-separated documents) and each scenario names the
cards it covers in ``covers:`` (English names). Every scripted classic card must be covered by at
least one scenario, and every card of the built-in pools with a ``script:`` id must have a
registered effect unless it is listed in :data:`UNSCRIPTED` (those play as vanilla: none of them
is in a preset deck).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import cardtable.ygo.game
from cardtable.core.scenario import Scenario, load_scenarios
from cardtable.ygo.cards.carddata import POOL_DIR, builtin_cards, load_card_file
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.formats.ydk import read_ydk

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "ygo" / "classic"
DECK_DIR = Path(cardtable.ygo.game.__file__).with_name("decks")
PRESETS = ["yugi-classic", "kaiba-classic", "goat-control", "burn"]

# Script ids with no effect yet. Each needs an engine hook the public card API does not offer
# (reasons in docs/cards-classic.md); they play as vanilla monsters / inert cards.
UNSCRIPTED: set[str] = set()


def _docs() -> list[tuple[str, Scenario]]:
    """Every scenario of the folder, read as ``cardtable scenario`` reads them."""
    return [(Path(sc.source).name, sc) for path in sorted(ROOT.glob("*.yaml"))
            for sc in load_scenarios(path)]


DOCS = _docs()


@pytest.mark.parametrize("sc", [d for _, d in DOCS], ids=[n for n, _ in DOCS])
def test_classic_scenario(sc: Scenario) -> None:
    """One card scenario runs to its last expectation."""
    assert sc.rule, "every card scenario names the card text line it checks"
    assert sc.meta.get("covers"), "every card scenario names the cards it covers"
    sc.check()


def _script_ids() -> dict[str, str]:
    """Script id -> English name, for every card of the built-in pools with a script."""
    out = {}
    for cd in builtin_cards().values():
        if cd.script:
            out[cd.script] = cd.name.en
    return out


def test_every_scripted_card_has_an_effect() -> None:
    """No built-in card with a script id plays as vanilla, except UNSCRIPTED."""
    missing = []
    for cd in builtin_cards().values():
        if cd.script and not default_pool().effects_of(cd.code) and cd.script not in UNSCRIPTED:
            missing.append(cd.script)
    assert missing == []


def test_unscripted_list_is_honest() -> None:
    """An id in UNSCRIPTED really has no effect (remove it from the set once scripted)."""
    ids = {cd.script: cd.code for cd in builtin_cards().values() if cd.script}
    assert set(ids) >= UNSCRIPTED
    assert [s for s in sorted(UNSCRIPTED) if default_pool().effects_of(ids[s])] == []


def test_preset_decks_hold_no_unscripted_card() -> None:
    """The preset decks use only cards that have their effects."""
    cards = builtin_cards()
    for name in PRESETS:
        deck = read_ydk(DECK_DIR / f"{name}.ydk", cards, strict=False)
        bad = [cards[c].name.en for c in deck.all_codes() if cards[c].script in UNSCRIPTED]
        assert bad == [], name


def test_every_scripted_classic_card_has_a_scenario() -> None:
    """Every scripted classic card is covered by a scenario."""
    covered = {n for _, d in DOCS for n in d.meta.get("covers", [])}
    classic = load_card_file(POOL_DIR / "classic.yaml")
    names = {cd.name.en for cd in classic}
    assert covered <= names, sorted(covered - names)
    todo = sorted(cd.name.en for cd in classic
                  if cd.script and cd.script not in UNSCRIPTED and cd.name.en not in covered)
    assert todo == []


def test_cards_doc_is_current() -> None:
    """docs/cards-classic.md has a row per classic card with a script id, with its status."""
    doc = (ROOT.parents[2] / "docs" / "cards-classic.md").read_text(encoding="utf-8")
    rows = {line.split("|")[3].strip().strip("`"): line for line in doc.splitlines()
            if line.startswith("| ") and line.count("|") >= 7}
    for cd in load_card_file(POOL_DIR / "classic.yaml"):
        if not cd.script:
            continue
        assert cd.script in rows, f"{cd.script} missing from docs/cards-classic.md"
        assert ("not scripted" in rows[cd.script]) == (cd.script in UNSCRIPTED), cd.script
