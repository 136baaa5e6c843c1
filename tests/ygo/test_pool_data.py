"""Every built-in card's data against the card rules and against reference stats.

``data/card-stats-fixture.csv`` holds rows copied from the reference card database (stats and
official zh names are facts) for the classic pool, the bench decks and the seed's cards.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import POOL_DIR, CardData, builtin_cards, load_card_file
from cardtable.ygo.cards.scripted import is_scripted
from cardtable.ygo.cards.scripts.goat9_b_trap_monsters import TRAP_MONSTERS
from cardtable.ygo.deck import CLASSIC_RULES, Deck, check_deck

DATA = Path(__file__).with_name("data")
CLASSIC_FILE = POOL_DIR / "classic.yaml"
KIND_ALIASES = {"SpecialSummonOnly": "SpecialSummon"}


def _load_fixture() -> dict[int, dict[str, str]]:
    with (DATA / "card-stats-fixture.csv").open(encoding="utf-8") as f:
        return {int(r["passcode"]): r for r in csv.DictReader(f)}


FIXTURE = _load_fixture()
CLASSIC = load_card_file(CLASSIC_FILE)
CARDS = builtin_cards()
RESERVED = {
    int(line)
    for line in (DATA / "core-reserved.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
}


def _int(s: str) -> int:
    return int(s) if s else 0


def tributes_needed(card: CardData) -> int:
    """Tributes a Normal Summon of ``card`` needs (classic rule: 5–6 → 1, 7+ → 2)."""
    return 0 if card.level <= 4 else 1 if card.level <= 6 else 2


def normal_summonable(card: CardData) -> bool:
    """A main-deck monster without a summoning condition that forbids Normal Summon."""
    no_ns = C.FUSION | C.RITUAL | C.SYNCHRO | C.XYZ | C.LINK | C.TOKEN | C.SPSUMMON
    return card.is_monster and not card.type & no_ns


def test_classic_pool_size_and_mix() -> None:
    assert len(CLASSIC) >= 150
    assert len({c.code for c in CLASSIC}) == len(CLASSIC), "duplicate passcode in classic.yaml"
    kinds = {
        "normal": [c for c in CLASSIC if c.is_monster and c.type & C.NORMAL],
        "effect": [c for c in CLASSIC if c.is_monster and c.type & C.EFFECT],
        "fusion": [c for c in CLASSIC if c.type & C.FUSION],
        "ritual monster": [c for c in CLASSIC if c.is_monster and c.type & C.RITUAL],
        "ritual spell": [c for c in CLASSIC if c.is_spell and c.type & C.RITUAL],
        "spell": [c for c in CLASSIC if c.is_spell],
        "trap": [c for c in CLASSIC if c.is_trap],
    }
    assert {k: len(v) >= 5 for k, v in kinds.items()} == dict.fromkeys(kinds, True)


def test_classic_pool_avoids_core_cards() -> None:
    """Bench-deck and seed-named cards belong to core.yaml, not to the classic pool."""
    assert sorted(c.code for c in CLASSIC if c.code in RESERVED) == []


def test_builtin_codes_unique_and_names_bilingual() -> None:
    # builtin_cards() raises on a passcode defined twice across pool files
    assert len(CARDS) >= len(CLASSIC)
    for card in CARDS.values():
        assert card.code > 0
        assert card.name.zh.strip() and card.name.en.strip(), card.code


def test_classic_texts_scripts_and_official_zh_names() -> None:
    for card in CLASSIC:
        row = FIXTURE[card.code]
        assert card.name.zh == row["name_zh"], card.code
        assert card.text.zh.strip() and card.text.en.strip(), card.code
        vanilla = card.is_monster and not card.type & C.EFFECT
        if vanilla:
            assert card.script == "", f"{card.code}: a card without effect has no script"
        elif card.effects:  # a template card (issue 10 item 7: Ookazi, Heavy Storm...)
            assert card.script == "", f"{card.code}: templates or a script, not both"
        else:
            assert re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*", card.script), card.code


@pytest.mark.parametrize("card", CLASSIC, ids=lambda c: str(c.code))
def test_classic_card_is_in_the_reference_fixture(card: CardData) -> None:
    assert card.code in FIXTURE


def test_every_builtin_card_is_in_the_fixture() -> None:
    """Refresh with ``python tests/ygo/data/make_fixture.py PATH/ygo-card-stats.csv``."""
    missing = sorted((c.code, c.name.en) for c in CARDS.values() if c.code not in FIXTURE)
    assert missing == []


def test_every_builtin_card_matches_its_reference_stats() -> None:
    checked = 0
    for card in CARDS.values():
        row = FIXTURE[card.code]
        kinds = [KIND_ALIASES.get(k, k) for k in row["kinds"].split("|")]
        bits = 0
        for k in kinds:
            bits |= C.TYPE_BY_NAME[k]
        got = (card.type, card.attribute, card.race, card.level, card.atk, card.defense)
        if card.code in TRAP_MONSTERS:
            # a Trap Monster (Embodiment of Apophis): the reference gives its printed type only;
            # its monster stats are in its text ("... as a Normal Monster (Reptile/EARTH/Level
            # 4/ATK 1600/DEF 1800)"), checked in tests/ygo/test_goat9_b_trap_monsters.py
            got = (card.type, 0, 0, 0, 0, 0)
        want = (
            bits,
            C.ATTRIBUTE_BY_NAME[row["attribute"]] if row["attribute"] else 0,
            C.RACE_BY_NAME[row["race"]] if row["race"] else 0,
            _int(row["level"]),
            _int(row["atk"]),
            _int(row["def"]),
        )
        assert got == want, f"{card.code} {card.name.en}: (type, attr, race, lv, atk, def)"
        assert (card.lscale, card.rscale, card.alias) == (
            _int(row["lscale"]),
            _int(row["rscale"]),
            _int(row["alias"]),
        ), card.code
        checked += 1
    assert checked == len(CARDS)


#: Tokens printed with no Attribute, Type or Level: each copies them from another monster when
#: Summoned (Mirage Token of Physical Double; ygo-card-stats.csv gives it Level 0 and "?" stats)
COPYING_TOKENS = {63442605}


def test_monsters_have_one_attribute_one_race_and_a_level() -> None:
    for card in CARDS.values():
        if not card.is_monster or card.code in COPYING_TOKENS:
            continue
        assert card.attribute and card.attribute & (card.attribute - 1) == 0, card.code
        assert card.race and card.race & (card.race - 1) == 0, card.code
        assert card.level >= 1 or card.type & C.LINK, card.code


def test_spells_and_traps_have_no_monster_stats() -> None:
    """Only a Trap Monster (goat9_b_trap_monsters.TRAP_MONSTERS) carries the monster stats its
    text gives, read while it is in a Monster Zone."""
    for card in CARDS.values():
        if card.is_monster or card.code in TRAP_MONSTERS:
            continue
        assert card.is_spell != card.is_trap, card.code
        stats = (card.attribute, card.race, card.level, card.atk, card.defense)
        assert stats == (0, 0, 0, 0, 0), card.code


def test_level_5_plus_monsters_exist_and_need_tributes() -> None:
    """Seed 000 「祭品召唤」: level 5–6 needs 1 tribute, level 7+ needs 2."""
    summonable = [c for c in CLASSIC if normal_summonable(c)]
    five_six = [c for c in summonable if 5 <= c.level <= 6]
    seven_up = [c for c in summonable if c.level >= 7]
    assert len(five_six) >= 5 and len(seven_up) >= 3
    assert all(tributes_needed(c) == 1 for c in five_six)
    assert all(tributes_needed(c) == 2 for c in seven_up)
    assert all(tributes_needed(c) == 0 for c in summonable if c.level <= 4)
    # special-summon-only monsters (e.g. Lava Golem, Envoy) are flagged as such in their type
    envoy = CARDS[72989439]
    assert envoy.level == 8 and not normal_summonable(envoy)


def test_fusion_monsters_have_materials_and_are_extra_deck_only() -> None:
    """Every Fusion Monster lists its materials, except the Goat-pool ones not scripted yet
    (``cards/scripted.py``: a Fusion Monster without materials counts as unscripted)."""
    fusions = [c for c in CARDS.values() if c.type & C.FUSION]
    assert fusions
    for card in fusions:
        assert card.is_extra, card.code
        if not card.materials and not is_scripted(card.code):
            continue
        assert len(card.materials) >= 2, f"{card.code}: a fusion monster lists its materials"
        for m in card.materials:
            row = FIXTURE.get(m)
            assert row is not None and row["kinds"].startswith("Monster"), (card.code, m)
            assert "Fusion" not in row["kinds"] or m in CARDS, (card.code, m)
        # in the main deck it is a deck-rule violation; in the fusion deck it is fine
        main = [*[c.code for c in CLASSIC if normal_summonable(c)][:39], card.code]
        vs = check_deck(Deck(main), CARDS, {**CLASSIC_RULES, "copies": None})
        assert [v.rule for v in vs] == ["extra_in_main"], card.code


def test_non_fusion_cards_are_main_deck_cards() -> None:
    for card in CLASSIC:
        if not card.type & C.FUSION:
            assert not card.is_extra, card.code


def test_ritual_spells_name_their_ritual_monster_and_back() -> None:
    spells = [c for c in CARDS.values() if c.is_spell and c.type & C.RITUAL]
    monsters = [c for c in CARDS.values() if c.is_monster and c.type & C.RITUAL]
    assert spells and monsters
    for spell in spells:
        if not is_scripted(spell.code):
            continue  # a Goat-pool Ritual Spell not scripted yet (cards/scripted.py)
        assert spell.materials, f"{spell.code}: a ritual spell names its ritual monster"
        for m in spell.materials:
            assert m in CARDS and CARDS[m].type & C.RITUAL and CARDS[m].is_monster, (spell.code, m)
    summoned = {m for s in spells for m in s.materials}
    for mon in monsters:
        if mon in CLASSIC:
            assert mon.code in summoned, f"{mon.code}: no ritual spell for this ritual monster"
