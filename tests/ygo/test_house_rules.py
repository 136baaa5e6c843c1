"""The seed's altered-card table (seed 000 part 3 「效果变动卡表」) as a house-rules file.

Each altered card is checked with the table (profile ``lp4000-seed-house``) and without it
(default profile: the printed card). Seed lines are quoted in each test.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.errors import SetupError
from cardtable.core.scenario import Scenario
from cardtable.ygo.deck import Deck, check_deck, resolve_deck_rules
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.game import new_duel
from cardtable.ygo.house_rules import house_rule_names, load_house_rules
from cardtable.ygo.house_rules.loader import parse_house_rules
from cardtable.ygo.profile import load_profile

HOUSE = "lp4000-seed-house"


def run(profile: str | None, players: list[dict[str, Any]], steps: list[dict[str, Any]],
        **setup: Any) -> None:
    """Run an inline scenario (turn 3, seat 0's Main Phase 1 unless ``setup`` says otherwise)."""
    data: dict[str, Any] = {
        "game": "ygo", "name": "house rules", "rule": "seed 000 part 3 效果变动卡表", "seed": 1,
        "setup": {"turn": 3, "players": players, **setup}, "steps": steps}
    if profile:
        data["setup"]["profile"] = profile
    Scenario.from_data(data, "house-rules test").run()


def test_profile_carries_banlist_and_table() -> None:
    """「但仍遵守LP4000禁止卡表」 + 「效果变动卡表」 in one profile file."""
    p = load_profile(HOUSE)
    assert p.lp == 4000 and p.banlist == "lp4000" and p.house_rules == "seed-lp4000"
    assert resolve_deck_rules(HOUSE)["banlist"] == "lp4000"
    assert "seed-lp4000" in house_rule_names()


def test_table_lists_the_seed_cards() -> None:
    hr = load_house_rules("seed-lp4000")
    assert set(hr.mapping) == {42664989, 79979666, 10080320, 67169062, 93382620}
    assert {cd.code for cd in hr.cards} == set(hr.mapping.values())
    for cd in hr.cards:
        assert hr.mapping[cd.alias] == cd.code
        assert hr.notes[cd.alias]  # each entry quotes its seed line


def test_real_duel_swaps_the_originals_only_under_the_table() -> None:
    deck = {"main": [67169062] * 3 + [13039848] * 37, "extra": []}
    with_table = new_duel(deck, deck, profile=HOUSE, seed=3)
    plain = new_duel(deck, deck, seed=3)
    assert 267169062 in with_table.g.code and 67169062 not in with_table.g.code
    assert 67169062 in plain.g.code and 267169062 not in plain.g.code


def test_altered_copies_count_as_the_original_name() -> None:
    load_house_rules("seed-lp4000")
    deck = Deck(main=[67169062, 67169062, 267169062, 267169062] + [13039848] * 36)
    bad = check_deck(deck, default_pool().cards)
    assert any(v.rule == "copies" for v in bad)


# --- 贪欲之壶：如果墓地未满5张仍可发动，防回卡组的卡自己选择，再抽2张卡。


def test_pot_of_avarice_with_table_three_monsters() -> None:
    run(HOUSE, [{"hand": ["Pot of Avarice"], "gy": ["Battle Ox", "Feral Imp", "Celtic Guardian",
                                                     "Dark Hole"]}, {}],
        [{"answer": {"action": "activate", "name": "Pot of Avarice (seed table)"}},
         {"expect": {"gy.0": ["Dark Hole", "Pot of Avarice (seed table)"], "hand_count.0": 2,
                     "deck_count.0": 11}}])


def test_pot_of_avarice_with_table_you_choose() -> None:
    gy = ["Battle Ox", "Feral Imp", "Celtic Guardian", "Mystical Elf", "Summoned Skull",
          "Vorse Raider"]
    run(HOUSE, [{"hand": ["Pot of Avarice"], "gy": gy}, {}],
        [{"answer": {"action": "activate", "name": "Pot of Avarice (seed table)"}},
         *[{"answer": {"action": "card", "name": n}} for n in gy[:5]],
         {"expect": {"gy.0": ["Vorse Raider", "Pot of Avarice (seed table)"],
                     "hand_count.0": 2}}])


def test_pot_of_avarice_without_table_needs_five() -> None:
    run(None, [{"hand": ["Pot of Avarice"], "gy": ["Battle Ox", "Feral Imp", "Celtic Guardian"]},
               {}],
        [{"expect_pending": {"seat": 0, "lacks": [{"action": "activate"}]}}])


# --- 命之网：舍弃所有手牌发动，如果手牌为0也可以无条件发动。

ROPE_BOARD = [{"monsters": ["Battle Ox"], "spells": ["Rope of Life"]},
              {"monsters": ["Summoned Skull"]}]
ROPE_ATTACK = [{"answer": {"action": "to_battle"}},
               {"answer": {"action": "attack", "name": "Summoned Skull",
                           "target_name": "Battle Ox"}}]


def test_rope_of_life_with_table_empty_hand() -> None:
    run(HOUSE, ROPE_BOARD,
        [*ROPE_ATTACK,
         {"answer": {"action": "activate", "name": "Rope of Life (seed table)"}},
         {"expect": {"monsters.0": ["Battle Ox"], "mzone.0.0.atk": 2500}}], turn_player=1)


def test_rope_of_life_without_table_empty_hand() -> None:
    run(None, ROPE_BOARD,
        [*ROPE_ATTACK, {"expect": {"monsters.0": [], "spells.0": ["Rope of Life"]}}],
        turn_player=1)


# --- E．HERO水泡侠：当该卡召唤时自己场上其他没有卡时可以从卡组抽2张卡。
# 当手牌只有此卡一张时可特殊召唤。

BUBBLE_BOARD = [{"hand": ["Elemental HERO Bubbleman", "Dark Hole"]}, {}]


def test_bubbleman_with_table_ignores_the_hand() -> None:
    run(HOUSE, BUBBLE_BOARD,
        [{"answer": {"action": "summon", "name": "Elemental HERO Bubbleman (seed table)"}},
         {"answer": {"action": "trigger", "name": "Elemental HERO Bubbleman (seed table)"}},
         {"expect": {"hand_count.0": 3}}])


def test_bubbleman_with_table_still_needs_an_empty_field() -> None:
    run(HOUSE, [{"hand": ["Elemental HERO Bubbleman"], "monsters": ["Battle Ox"]}, {}],
        [{"answer": {"action": "summon", "name": "Elemental HERO Bubbleman (seed table)"}},
         {"expect": {"hand_count.0": 0, "monsters.0": ["Battle Ox",
                                                       "Elemental HERO Bubbleman (seed table)"]}}])


def test_bubbleman_with_table_keeps_the_self_summon() -> None:
    run(HOUSE, [{"hand": ["Elemental HERO Bubbleman"]}, {}],
        [{"answer": {"action": "ss_bubbleman"}},
         {"answer": {"action": "trigger"}},
         {"expect": {"hand_count.0": 2}}], normal_summoned=True)


def test_bubbleman_without_table_needs_empty_hand() -> None:
    run(None, BUBBLE_BOARD,
        [{"answer": {"action": "summon", "name": "Elemental HERO Bubbleman"}},
         {"expect": {"hand.0": ["Dark Hole"]}}])


# --- 侏罗纪公园：场上恐龙族怪兽攻守都加300，且对方攻击时攻守表示自己选择。

JW_BOARD: list[dict[str, Any]] = [{"monsters": ["Battle Ox"]},
            {"monsters": ["Sabersaurus"], "field": {"card": "Jurassic World", "face_up": True}}]
JW_ATTACK = [{"answer": {"action": "to_battle"}},
             {"answer": {"action": "attack", "name": "Battle Ox", "target_name": "Sabersaurus"}}]


def test_jurassic_world_with_table_defender_chooses() -> None:
    run(HOUSE, JW_BOARD,
        [{"expect": {"mzone.1.0.atk": 2200, "mzone.1.0.def": 800}},
         *JW_ATTACK,
         {"expect_pending": {"seat": 1, "has": [{"action": "choose", "value": 4}]}},
         {"answer": {"action": "choose", "value": 4}},
         # in Defense (800 DEF) it is destroyed and its controller takes no damage
         {"expect": {"gy.1": ["Sabersaurus"], "lp.1": 4000, "monsters.0": ["Battle Ox"]}}])


def test_jurassic_world_with_table_attack_position_kept() -> None:
    run(HOUSE, JW_BOARD,
        [*JW_ATTACK, {"answer": {"action": "choose", "value": 1}},
         {"expect": {"gy.0": ["Battle Ox"], "lp.0": 3500}}])


def test_jurassic_world_without_table_no_choice() -> None:
    run(None, JW_BOARD,
        [*JW_ATTACK, {"expect": {"gy.0": ["Battle Ox"], "lp.0": 3500,
                                 "mzone.1.0.pos": "atk"}}])


# --- 上天赐予的宝牌：双方手牌抽至6张。


@pytest.mark.parametrize("profile", [HOUSE, None])
def test_card_of_sanctity_both_ways_draw_to_six(profile: str | None) -> None:
    """The seed's table restates the original printing: both versions draw to 6."""
    name = "Card of Sanctity (seed table)" if profile else "Card of Sanctity"
    run(profile, [{"hand": ["Card of Sanctity", "Battle Ox"]}, {"hand": ["Feral Imp"]}],
        [{"answer": {"action": "activate", "name": name}},
         {"expect": {"hand_count.0": 6, "hand_count.1": 6}}])


# --- the file format -------------------------------------------------------------------------


def _entry(**kw: Any) -> dict[str, Any]:
    card = {"code": 267169062, "alias": 67169062, "type": "Spell",
            "name": {"zh": "x", "en": "x"}}
    card.update(kw.pop("card", {}))
    return {"original": 67169062, "card": card, **kw}


def test_bad_files_name_the_entry_and_field(tmp_path: Path) -> None:
    with pytest.raises(SetupError, match=r"entry 1.*'original'"):
        parse_house_rules({"cards": [_entry(original=123)]}, "t.yaml")
    with pytest.raises(SetupError, match="alias"):
        parse_house_rules({"cards": [_entry(card={"alias": 0})]}, "t.yaml")
    with pytest.raises(SetupError, match="own passcode"):
        parse_house_rules({"cards": [_entry(card={"code": 67169062})]}, "t.yaml")
    with pytest.raises(SetupError, match="'cards'"):
        parse_house_rules({"cards": []}, "t.yaml")
    with pytest.raises(SetupError, match="unknown house rules"):
        load_house_rules(str(tmp_path / "missing.yaml"))


def test_a_file_by_path(tmp_path: Path) -> None:
    f = tmp_path / "mine.yaml"
    f.write_text(yaml.safe_dump({"name": "mine", "cards": [_entry(card={
        "code": 367169062, "script": "house:pot_of_avarice"})]}), encoding="utf-8")
    hr = load_house_rules(str(f))
    assert hr.name == "mine" and hr.altered(67169062) == 367169062 and hr.altered(1) == 1
