"""Deck construction rules of the seed (000 part 3, 一 对战准备) and ``deck check``.

Seed lines checked here (one test or more each):
- "DECK的卡片数在40张以上，上限80"                      -> test_seed_main_deck_40_to_80
- "同名的卡最多只能放3张" / "DECK合计同名卡的最多只能放3张" -> test_seed_at_most_3_copies_by_name_*
- "SIDE DECK………0～15张" / "SIDE DECK的卡片数必须是15张" -> test_seed_side_deck_*
- "SPECIAL DECK……0~15张" / "融合卡组的卡片数无上限"       -> test_seed_fusion_deck_*
- "融合怪物…不放在DECK内而独自构成融合卡组" -> test_seed_fusion_monsters_only_in_fusion_deck
- "（公式化规则的时候，限制卡1张，准限制卡2张）" / "遵守LP4000禁止卡表" -> test_seed_banlist_*
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.core.errors import SetupError
from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.deck import (
    CLASSIC_RULES,
    CLASSIC_STRICT_RULES,
    MR3_RULES,
    Deck,
    Violation,
    check_deck,
    deck_check_command,
    deck_rules,
    load_deck,
    resolve_deck_rules,
    rules_from_profile,
)
from cardtable.ygo.formats.lflist import parse_lflist
from cardtable.ygo.formats.ydk import write_ydk
from cardtable.ygo.formats.ydke import to_ydke

N = C.MONSTER | C.NORMAL


def _c(code: int, typ: int, name: str, alias: int = 0) -> CardData:
    return CardData(code=code, name=Text(f"{name}zh", name), type=typ, alias=alias)


# 20 distinct normal monsters (codes 1001..1020), so a 40-card deck is 2 of each
FILLER = {1000 + i: _c(1000 + i, N, f"Filler {i}") for i in range(1, 21)}
FUS = _c(2001, C.MONSTER | C.FUSION, "Fusion A")
FUS2 = _c(2002, C.MONSTER | C.FUSION | C.EFFECT, "Fusion B")
RIT = _c(2003, C.MONSTER | C.RITUAL, "Ritual A")
SPELL = _c(3001, C.SPELL, "Spell A")
ALT = _c(3002, C.SPELL, "Spell A (alt art)", alias=3001)
TOKEN = _c(4001, C.MONSTER | C.NORMAL | C.TOKEN, "Sheep Token")
XYZ = _c(5001, C.MONSTER | C.XYZ, "Xyz A")
SYN = _c(5002, C.MONSTER | C.SYNCHRO, "Synchro A")
PEND = _c(5003, C.MONSTER | C.NORMAL | C.PENDULUM, "Pendulum A")
LINK = _c(5004, C.MONSTER | C.LINK, "Link A")
CARDS = {
    c.code: c for c in [*FILLER.values(), FUS, FUS2, RIT, SPELL, ALT, TOKEN, XYZ, SYN, PEND, LINK]
}


def base_main(n: int = 40) -> list[int]:
    codes = sorted(FILLER)
    return [codes[i % 20] for i in range(n)]


def rules_of(vs: list[Violation]) -> list[str]:
    return [v.rule for v in vs]


def test_a_legal_deck_has_no_violations() -> None:
    deck = Deck(base_main(40), [FUS.code] * 3, [SPELL.code] * 3)
    assert check_deck(deck, CARDS, CLASSIC_RULES) == []
    assert check_deck(deck, CARDS) == []  # classic rules are the default


@pytest.mark.parametrize(
    ("n", "ok"), [(39, False), (40, True), (60, True), (80, True), (81, False)]
)
def test_seed_main_deck_40_to_80(n: int, ok: bool) -> None:
    main = [sorted(FILLER)[i % 20] for i in range(min(n, 60))]
    if n > 60:  # 3 copies of 20 names is 60: fill the rest with distinct extra names
        extra_cards = {9000 + i: _c(9000 + i, N, f"More {i}") for i in range(n - 60)}
        cards = {**CARDS, **extra_cards}
        main += sorted(extra_cards)
    else:
        cards = CARDS
    vs = check_deck(Deck(main), cards, CLASSIC_RULES)
    assert (vs == []) is ok
    if not ok:
        assert rules_of(vs) == ["main_size"]
        assert vs[0].code == 0 and vs[0].name is None
        assert "40–80" in vs[0].message.en and f"has {n}" in vs[0].message.en
        assert "主卡组" in vs[0].message.zh


def test_main_max_none_means_no_upper_limit_and_mr3_caps_at_60() -> None:
    cards = {**CARDS, **{9000 + i: _c(9000 + i, N, f"M{i}") for i in range(30)}}
    deck = Deck(base_main(60) + list(range(9000, 9030)))
    assert check_deck(deck, cards, {**CLASSIC_RULES, "main_max": None}) == []
    assert rules_of(check_deck(deck, cards, MR3_RULES)) == ["main_size"]


def test_seed_at_most_3_copies_by_name_across_main_extra_and_side() -> None:
    deck = Deck(base_main(40) + [SPELL.code] * 2, [], [SPELL.code, SPELL.code])
    vs = check_deck(deck, CARDS, CLASSIC_RULES)
    assert rules_of(vs) == ["copies"]
    v = vs[0]
    assert v.code == SPELL.code and v.name == SPELL.name
    assert "Spell A (3001)" in v.message.en and "found 4" in v.message.en
    assert "Spell Azh (3001)" in v.message.zh


def test_seed_at_most_3_copies_by_name_is_alias_aware() -> None:
    # an alternate-art print counts as the same name
    deck = Deck([*base_main(40), SPELL.code, SPELL.code, ALT.code, ALT.code])
    vs = check_deck(deck, CARDS, CLASSIC_RULES)
    assert rules_of(vs) == ["copies"] and vs[0].code == SPELL.code
    assert check_deck(Deck([*base_main(40), SPELL.code, ALT.code, ALT.code]), CARDS) == []


def test_seed_at_most_3_copies_by_name_counts_fusion_deck_too() -> None:
    deck = Deck(base_main(40), [FUS.code] * 3, [FUS.code])
    assert rules_of(check_deck(deck, CARDS)) == ["copies"]


@pytest.mark.parametrize(("n", "ok"), [(0, True), (7, True), (15, True), (16, False)])
def test_seed_side_deck_0_to_15(n: int, ok: bool) -> None:
    # the main deck has 2 of each filler name; the side adds at most 1 of each (copies <= 3)
    side = [sorted(FILLER)[i % 20] for i in range(n)]
    deck = Deck(base_main(40), [], side)
    vs = check_deck(deck, CARDS, CLASSIC_RULES)
    assert (rules_of(vs) == []) is ok
    if not ok:
        assert rules_of(vs) == ["side_size"] and "0–15" in vs[0].message.en


@pytest.mark.parametrize(("n", "ok"), [(0, True), (1, False), (14, False), (15, True)])
def test_seed_side_deck_must_be_15_reading(n: int, ok: bool) -> None:
    """The strict reading of "SIDE DECK的卡片数必须是15张": none, or exactly 15."""
    side = [sorted(FILLER)[i % 20] for i in range(n)]
    vs = check_deck(Deck(base_main(40), [], side), CARDS, CLASSIC_STRICT_RULES)
    assert (vs == []) is ok
    if not ok:
        assert rules_of(vs) == ["side_size"] and "0/15" in vs[0].message.en


@pytest.mark.parametrize(
    "sizes", [{"min": 0, "max": 15}, "0-15", [*range(16)]], ids=["dict", "str", "list"]
)
def test_side_sizes_accepts_a_range_or_a_set(sizes: object) -> None:
    r = {**CLASSIC_RULES, "side_sizes": sizes}
    assert check_deck(Deck(base_main(40), [], base_main(15)[:15]), CARDS, r) == []
    over = [*sorted(FILLER)[:16]]
    assert rules_of(check_deck(Deck(base_main(40), [], over), CARDS, r)) == ["side_size"]


def test_seed_fusion_deck_0_to_15_and_unlimited_reading() -> None:
    many = {6000 + i: _c(6000 + i, C.MONSTER | C.FUSION, f"F{i}") for i in range(16)}
    cards = {**CARDS, **many}
    deck = Deck(base_main(40), sorted(many))
    vs = check_deck(deck, cards, CLASSIC_RULES)
    assert rules_of(vs) == ["extra_size"] and "0–15" in vs[0].message.en
    assert "融合卡组" in vs[0].message.zh
    # "融合卡组的卡片数无上限": the strict profile has no fusion deck limit
    assert check_deck(deck, cards, CLASSIC_STRICT_RULES) == []
    assert check_deck(Deck(base_main(40), sorted(many)[:15]), cards, CLASSIC_RULES) == []


def test_seed_fusion_monsters_only_in_fusion_deck() -> None:
    deck = Deck([*base_main(39), FUS.code], [FILLER[1001].code])
    vs = check_deck(deck, CARDS, CLASSIC_RULES)
    assert rules_of(vs) == ["extra_in_main", "main_in_extra"]
    assert vs[0].code == FUS.code and "fusion deck" in vs[0].message.en
    assert vs[1].code == 1001
    # ritual monsters belong in the main deck ("仪式怪物是放在DECK中的")
    assert check_deck(Deck([*base_main(39), RIT.code]), CARDS) == []
    # either kind may sit in the side deck
    assert check_deck(Deck(base_main(40), [], [FUS.code, RIT.code]), CARDS) == []


def test_tokens_are_not_deck_cards() -> None:
    vs = check_deck(Deck(base_main(40), [], [TOKEN.code]), CARDS)
    assert rules_of(vs) == ["token"] and "Sheep Token (4001)" in vs[0].message.en


def test_unknown_codes_are_named_with_their_line() -> None:
    deck = Deck([*base_main(40), 424242], source="d.ydk", lines={424242: 45})
    vs = check_deck(deck, CARDS)
    assert rules_of(vs) == ["unknown_card"]
    assert vs[0].code == 424242 and "424242 (d.ydk line 45)" in vs[0].message.en
    assert "未知卡号 424242" in vs[0].message.zh


def test_classic_forbids_xyz_synchro_link_pendulum_and_mr3_allows_pendulum() -> None:
    deck = Deck([*base_main(39), PEND.code], [XYZ.code, SYN.code, LINK.code])
    vs = check_deck(deck, CARDS, CLASSIC_RULES)
    assert rules_of(vs) == ["type_not_allowed"] * 4
    assert "Pendulum" in vs[0].message.en and "Xyz" in vs[1].message.en
    vs = check_deck(deck, CARDS, MR3_RULES)
    assert rules_of(vs) == ["type_not_allowed"] and vs[0].code == LINK.code


def test_forbidden_and_allowed_types_are_validated() -> None:
    with pytest.raises(SetupError, match="unknown type name 'Rtual'"):
        check_deck(Deck(), CARDS, {"allowed_types": ["Rtual"]})
    with pytest.raises(SetupError, match="must be a list"):
        check_deck(Deck(), CARDS, {"forbidden_types": "Link"})
    with pytest.raises(SetupError, match="'main_min' must be"):
        check_deck(Deck(), CARDS, {"main_min": -1})
    with pytest.raises(SetupError, match="side_sizes"):
        check_deck(Deck(), CARDS, {"side_sizes": "fifteen"})


BANLIST = """!house
3001 1 --Spell A
1001 0
1002 2
!white
$whitelist
1001 3
"""


def test_seed_banlist_forbidden_limited_semi_limited() -> None:
    house, _ = parse_lflist(BANLIST)
    deck = Deck([*base_main(40), SPELL.code, ALT.code])  # 2 x Spell A (alias aware), 1 limited
    vs = check_deck(deck, CARDS, {**CLASSIC_RULES, "banlist": house})
    # 1001 forbidden; 1002 semi-limited with 2 copies is fine; Spell A limited with 2 (by alias)
    assert [(v.rule, v.code) for v in vs] == [("forbidden", 1001), ("limited", 3001)]
    assert "forbidden" in vs[0].message.en and "禁止卡" in vs[0].message.zh
    assert "allows 1 copies, found 2" in vs[1].message.en


def test_seed_banlist_semi_limited_allows_two() -> None:
    house, _ = parse_lflist(BANLIST)
    main = [c for c in base_main(40) if c != 1001] + [1003, 1004]
    vs = check_deck(Deck(main), CARDS, {**CLASSIC_RULES, "banlist": house})
    assert vs == []
    main[0:0] = [1002]  # a third copy of the semi-limited 1002
    vs = check_deck(Deck(main), CARDS, {**CLASSIC_RULES, "banlist": house})
    assert [(v.rule, v.code) for v in vs] == [("limited", 1002)]


def test_seed_banlist_whitelist() -> None:
    _, white = parse_lflist(BANLIST)
    vs = check_deck(Deck(base_main(40)), CARDS, {**CLASSIC_RULES, "banlist": white})
    assert rules_of(vs) == ["not_whitelisted"] * 19
    assert all("whitelist 'white'" in v.message.en for v in vs)


def test_banlist_by_shipped_name_and_by_path(tmp_path: Path) -> None:
    path = tmp_path / "l.conf"
    path.write_text(BANLIST, encoding="utf-8")
    r = {**CLASSIC_RULES, "banlist": f"{path}#house"}
    assert "forbidden" in rules_of(check_deck(Deck(base_main(40)), CARDS, r))
    r = {**CLASSIC_RULES, "banlist": "lp4000"}
    assert check_deck(Deck(base_main(40)), CARDS, r) == []


def test_deck_rules_presets() -> None:
    assert deck_rules("lp4000")["main_max"] == 80
    assert deck_rules("lp4000-strict")["side_sizes"] == [0, 15]
    assert deck_rules("mr3")["main_max"] == 60
    with pytest.raises(SetupError, match="unknown deck rules preset"):
        deck_rules("speed")


# --- deck check command -----------------------------------------------------------------------


def test_deck_check_command_legal_and_illegal_files(tmp_path: Path) -> None:
    good = tmp_path / "good.ydk"
    write_ydk(Deck(base_main(40), [FUS.code]), good)
    code, msgs = deck_check_command(str(good), CLASSIC_RULES, CARDS)
    assert code == 0 and "deck is legal" in msgs[0].en and "合法" in msgs[0].zh
    bad = tmp_path / "bad.ydk"
    # the check reads the file as written: FUS listed under #main is reported (a duel built from
    # the file would move it to the fusion deck, as YGOPro does)
    write_ydk(Deck([*base_main(39), FUS.code, 777], [], [TOKEN.code]), bad)
    code, msgs = deck_check_command(str(bad), CLASSIC_RULES, CARDS)
    assert code == 1
    text = "\n".join(m.en for m in msgs)
    assert "not legal, 3 problem(s)" in msgs[0].en
    assert "unknown card code 777" in text and "line 43" in text
    assert "Sheep Token (4001): tokens" in text
    assert f"({FUS.code}): fusion (extra deck) monsters go in the fusion deck" in text
    assert load_deck(str(bad), CARDS).extra == [FUS.code]  # a duel still gets a sorted deck


def test_seed_deck_check_names_fusion_monsters_in_main_and_others_in_fusion_deck(
    tmp_path: Path,
) -> None:
    """Seed 000 part 3 「融合怪物…不放在DECK内而独自构成「融合卡组」」: a file that lists a Fusion
    Monster under #main, or a main-deck card under #extra, is not legal (by .ydk and ydke://)."""
    deck = Deck([*base_main(39), FUS.code], [1001])
    p = tmp_path / "swapped.ydk"
    write_ydk(deck, p)
    for source in (str(p), to_ydke(deck)):
        code, msgs = deck_check_command(source, CLASSIC_RULES, CARDS)
        rules = [m.en for m in msgs[1:]]
        assert code == 1, source
        assert any("go in the fusion deck, not the main deck" in r for r in rules), rules
        assert any("only fusion (extra deck) monsters may be in the fusion deck" in r
                   for r in rules), rules
        assert any("不能放入主卡组" in m.zh for m in msgs[1:])


def test_deck_check_command_accepts_a_ydke_url() -> None:
    url = to_ydke(Deck(base_main(40), [FUS.code]))
    assert deck_check_command(url, CLASSIC_RULES, CARDS)[0] == 0
    url = to_ydke(Deck(base_main(30)))
    code, msgs = deck_check_command(url, CLASSIC_RULES, CARDS)
    assert code == 1 and "has 30" in msgs[1].en


@pytest.mark.parametrize(
    "source", ["missing.ydk", "ydke://???!!!", "BAD"], ids=["missing", "bad-url", "bad-line"]
)
def test_deck_check_command_never_raises(tmp_path: Path, source: str) -> None:
    if source == "BAD":
        p = tmp_path / "x.ydk"
        p.write_text("#main\nnot a code\n", encoding="utf-8")
        source = str(p)
    elif source == "missing.ydk":
        source = str(tmp_path / source)
    code, msgs = deck_check_command(source, CLASSIC_RULES, CARDS)
    assert code == 2 and msgs[0].en.startswith("error: ") and msgs[0].zh.startswith("错误：")


def test_deck_check_command_reports_bad_rules_without_raising(tmp_path: Path) -> None:
    p = tmp_path / "g.ydk"
    write_ydk(Deck(base_main(40)), p)
    code, msgs = deck_check_command(str(p), {"banlist": "no-such-list"}, CARDS)
    assert code == 2 and "no-such-list" in msgs[0].en


def test_load_deck_sorts_ydke_by_type() -> None:
    deck = load_deck(to_ydke(Deck([FUS.code, 1001])), CARDS)
    assert deck.main == [1001] and deck.extra == [FUS.code]


def test_rules_from_a_profile_object() -> None:
    class Classic:
        deck_min, deck_max, extra_max, max_copies = 40, 80, -1, 3
        allowed_kinds = ("Normal", "Effect", "Fusion", "Ritual", "Spell", "Trap")

    class MR3(Classic):
        deck_max, extra_max = 60, 15
        allowed_kinds = ("Normal", "Effect", "Fusion", "Ritual", "Pendulum", "Synchro", "Xyz")
        side_sizes = (0, 15)
        banlist = "lp4000"

    r = rules_from_profile(Classic())
    assert r["main_max"] == 80 and r["extra_max"] is None and r["copies"] == 3
    assert r["forbidden_types"] == ["Synchro", "Xyz", "Pendulum", "Link"]
    deck = Deck([*base_main(39), PEND.code], [XYZ.code])
    assert rules_of(check_deck(deck, CARDS, r)) == ["type_not_allowed"] * 2
    r = rules_from_profile(MR3())
    assert r["main_max"] == 60 and r["extra_max"] == 15 and r["forbidden_types"] == ["Link"]
    assert r["side_sizes"] == (0, 15) and r["banlist"] == "lp4000"
    assert check_deck(deck, CARDS, r) == []
    assert rules_from_profile(object())["allowed_types"] == CLASSIC_RULES["allowed_types"]


def test_resolve_deck_rules_from_names_profiles_and_dicts() -> None:
    assert resolve_deck_rules(None) is CLASSIC_RULES
    assert resolve_deck_rules({"main_min": 1}) == {"main_min": 1}
    assert resolve_deck_rules("mr3")["main_max"] == 60
    with pytest.raises(SetupError):
        resolve_deck_rules("no-such-profile-or-preset")

    class P:
        deck_min, deck_max, extra_max, max_copies = 20, 30, 5, 2

    assert resolve_deck_rules(P())["main_max"] == 30


def test_deck_check_command_with_a_preset_name(tmp_path: Path) -> None:
    p = tmp_path / "g.ydk"
    write_ydk(Deck(base_main(40)), p)
    assert deck_check_command(str(p), "lp4000-strict", CARDS)[0] == 0
    code, msgs = deck_check_command(str(p), "nope", CARDS)
    assert code == 2 and "nope" in msgs[0].en


def test_load_deck_by_preset_name() -> None:
    deck = load_deck("burn")
    assert len(deck.main) == 40 and deck.source.endswith("burn.ydk")
    with pytest.raises(SetupError, match="cannot read deck file"):
        load_deck("no-such-preset")
    with pytest.raises(SetupError, match="cannot read deck file"):
        load_deck("../decks/burn")
