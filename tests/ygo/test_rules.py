"""Rule tests that need code rather than a scenario file (each names the seed line)."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.errors import IllegalAnswer, SetupError
from cardtable.ygo.game import YgoGame, from_scenario, new_duel, preset_deck
from cardtable.ygo.profile import load_profile, profile_of

MANDATORY = {
    "code": 90000010, "name": {"zh": "测试强制", "en": "Test Mandatory"}, "type": "Monster|Effect",
    "attribute": "DARK", "race": "Fiend", "level": 4, "atk": 1000, "def": 1000,
    "effects": [{"kind": "trigger", "event": "to_gy", "optional": False,
                 "do": [{"recover": {"n": 100}}]}],
}


def _board(**kw: Any) -> YgoGame:
    setup = {"turn": 3, **kw}
    return from_scenario(setup, 0)


def test_segoc_turn_player_first() -> None:
    """seed 000 「同时行动」/ issue 2 「simultaneous triggers placed turn player first」:
    turn player's mandatory trigger is chain link 1, the opponent's link 2 (resolves first)."""
    g = _board(cards=[MANDATORY], players=[
        {"hand": ["Dark Hole"], "monsters": [{"card": "Test Mandatory"}]},
        {"monsters": [{"card": "Test Mandatory"}]},
    ])
    g.answer({"action": "activate", "card": 0, "name": "Dark Hole", "from": "hand", "effect": 0})
    ev = [e for e in g.events(-1) if e["kind"] in ("activate", "recover")]
    acts = [(e["kind"], e.get("player"), e.get("link")) for e in ev]
    assert acts[1:] == [("activate", 0, 1), ("activate", 1, 2), ("recover", 1, None),
                        ("recover", 0, None)]


def test_simultaneous_destruction_turn_player_first() -> None:
    """seed 000 「同时行动…先处理回合玩家的行动」: Dark Hole destroys the turn player's first."""
    g = _board(players=[{"hand": ["Dark Hole"], "monsters": [{"card": "Battle Ox"}]},
                        {"monsters": [{"card": "Feral Imp"}]}])
    g.answer({"action": "activate", "card": 0, "name": "Dark Hole", "from": "hand", "effect": 0})
    names = [e["name"] for e in g.events(-1) if e["kind"] == "destroy"]
    assert names == ["Battle Ox", "Feral Imp"]


def test_why_not_trap_set_this_turn() -> None:
    """seed 000 「普通陷阱卡…下回合开始才可以发动」: why-not names the rule (zh + en)."""
    g = _board(players=[{"spells": [{"card": "Mirror Force", "set_this_turn": True}]}])
    assert g.why_not(0, {"action": "activate", "name": "Mirror Force"}) == [
        "A Trap or Quick-Play Spell cannot be activated the turn it was Set"]
    assert g.why_not_zh(0, {"action": "activate", "name": "Mirror Force"}) == [
        "陷阱卡和速攻魔法在盖放的回合不能发动"]


def test_why_not_various() -> None:
    """seed 000 「咒文速度」「表示形式的改变」「祭品召唤」: the rule forbidding each action."""
    g = _board(players=[{"hand": ["Dark Magician", "Mirror Force", "Pot of Greed"],
                         "monsters": [{"card": "Battle Ox", "new": True}]}])
    assert g.why_not_rules(0, {"action": "summon", "name": "Dark Magician"}) == [
        "not_enough_tributes"]
    assert g.why_not_rules(0, {"action": "activate", "name": "Mirror Force"}) == [
        "trap_from_hand"]
    assert g.why_not_rules(0, {"action": "change_pos", "name": "Battle Ox"}) == [
        "came_out_this_turn"]
    assert g.why_not_rules(0, {"action": "activate", "name": "Pot of Greed"}) == []
    assert g.why_not_rules(1, {"action": "activate", "name": "Pot of Greed"}) == ["unknown"]


def test_first_turn_draw_per_profile() -> None:
    """ygo-notes §5 / profiles: the first player draws on turn 1 under classic, not under MR3."""
    a, b = preset_deck("classic-a"), preset_deck("classic-b")
    g = new_duel(a, b, seed=3)
    assert len(g.g.hand[0]) == 6 and g.g.turn == 1
    g2 = new_duel(a, b, profile="master-rule-3", seed=3)
    assert len(g2.g.hand[0]) == 5 and g2.g.lp == [8000, 8000]


def test_profile_knobs_from_file(tmp_path: Any) -> None:
    """issue 2 §3: every knob settable from a profile file (a house rule needs no code)."""
    p = tmp_path / "house.yaml"
    p.write_text("base: classic-lp4000\nname: house\nlp: 2000\nstart_hand: 4\nhand_limit: 7\n"
                 "draw_count: 2\n", encoding="utf-8")
    prof = load_profile(str(p))
    assert (prof.lp, prof.start_hand, prof.hand_limit, prof.draw_count) == (2000, 4, 7, 2)
    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), profile=str(p), seed=1)
    assert g.g.lp == [2000, 2000] and len(g.g.hand[0]) == 6  # 4 + a first-turn draw of 2
    with pytest.raises(SetupError):
        profile_of({"base": "classic-lp4000", "no_such_knob": 1})


def test_deck_size_check() -> None:
    """seed 000 「DECK的卡片数在40张以上，上限80」 when the profile checks decks."""
    with pytest.raises(SetupError, match="40"):
        new_duel({"main": [5053103] * 10}, preset_deck("classic-b"),
                 profile={"base": "classic-lp4000", "check_decks": True})
    with pytest.raises(SetupError, match="copies"):
        new_duel({"main": [5053103] * 40}, preset_deck("classic-b"),
                 profile={"base": "classic-lp4000", "check_decks": True})


def test_surrender_and_replay() -> None:
    """Win by surrender; replays reproduce it."""
    from cardtable.core.replay import Replay

    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=5)
    g.answer(0)
    g.answer({"action": "surrender", "seat": 1})
    assert g.result() is not None and g.result().winners == (0,)  # type: ignore[union-attr]
    r = Replay.of(g)
    g2 = r.verify()
    assert g2.result() == g.result()


def test_bad_answer_changes_nothing() -> None:
    """Kernel contract: a bad answer raises IllegalAnswer and leaves the duel as it was."""
    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=2)
    before = (g.view(-1), g.view(0), g.state_id)
    for bad in (999, -1, {"action": "nope"}, {"action": "surrender", "seat": 7}):
        with pytest.raises(IllegalAnswer):
            g.answer(bad)
    assert (g.view(-1), g.view(0), g.state_id) == before


def test_private_draw_events() -> None:
    """seed 000 「公开的情报」: a drawn card is private to its owner; counts are public."""
    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=2)
    draws_spec = [e for e in g.events(-1) if e["kind"] == "draw"]
    draws_own = [e for e in g.events(0) if e["kind"] == "draw" and e["player"] == 0]
    assert draws_spec and all("name" not in e for e in draws_spec)
    assert draws_own and all("name" in e for e in draws_own)
    v1 = g.view(1)
    assert v1["players"][0]["hand"] is None and v1["players"][0]["hand_count"] == 6


def test_mr3_field_set_in_field_zone() -> None:
    """seed 003 「场地魔法」 (MR3) vs seed 000 (set in a S/T zone)."""
    g = _board(profile="master-rule-3", players=[{"hand": ["Sogen"]}])
    g.answer({"action": "set", "card": 0, "name": "Sogen", "from": "hand"})
    assert g.facts()["field.0"] == "Sogen" and g.facts()["spells.0"] == []
    g = _board(players=[{"hand": ["Sogen"]}])
    g.answer({"action": "set", "card": 0, "name": "Sogen", "from": "hand"})
    assert g.facts()["field.0"] is None and g.facts()["spells.0"] == ["Sogen"]


def test_allowed_kinds_per_profile() -> None:
    """issue 2 §3 「allowed card kinds」: classic has no pendulum cards; MR3 accepts them."""
    deck = {"main": [17390179] * 3 + [5053103] * 37}
    with pytest.raises(SetupError, match="Pendulum"):
        new_duel(deck, preset_deck("classic-b"))
    g = new_duel(deck, preset_deck("classic-b"), profile="master-rule-3")
    assert g.pending() is not None


def test_clone_mid_chain_resolves_identically() -> None:
    """Kernel contract 5: a clone taken mid-chain (a response pending) plays out the same."""
    g = _board(players=[
        {"hand": ["Dark Hole"], "monsters": [{"card": "Celtic Guardian"}],
         "spells": [{"card": "Mystical Space Typhoon"}, {"card": "Seven Tools of the Bandit"}]},
        {"hand": ["Battle Ox"], "monsters": [{"card": "Summoned Skull"}],
         "spells": [{"card": "Imperial Order"}, {"card": "Magic Jammer"}]},
    ])
    g.answer({"action": "activate", "name": "Dark Hole", "card": 0, "from": "hand", "effect": 0})
    g.answer({"action": "activate", "name": "Imperial Order"} | {"card": 26, "from": "szone",
                                                                "effect": 0})
    twin = g.clone()
    for game in (g, twin):
        dec = game.pending()
        assert dec is not None and dec.seat == 0
        game.answer(next(i for i, o in enumerate(dec.options) if o.form["action"] == "pass"))
    assert g.facts() == twin.facts() and g.public_events() == twin.public_events()
    # Imperial Order resolved first, so Dark Hole's effect is negated (seed 000 连锁举例 logic)
    assert g.facts()["monsters.0"] == ["Celtic Guardian"]
    assert g.facts()["monsters.1"] == ["Summoned Skull"]


def test_scenario_games_replay() -> None:
    """Replays of a scenario game re-simulate from the scenario board."""
    from cardtable.core.replay import Replay

    g = _board(players=[{"hand": ["Dark Hole"], "monsters": [{"card": "Battle Ox"}]},
                        {"monsters": [{"card": "Feral Imp"}]}])
    g.answer({"action": "activate", "card": 0, "name": "Dark Hole", "from": "hand", "effect": 0})
    again = Replay.of(g).verify()
    assert again.facts() == g.facts()


def test_both_players_draw_turn_player_first() -> None:
    """seed 000 「同时行动…先处理回合玩家的行动」: a "both draw" effect draws for the turn player
    first (scenarios/ygo/simultaneous_draw.yaml)."""
    from pathlib import Path

    from cardtable.core.scenario import Scenario

    path = Path(__file__).resolve().parents[2] / "scenarios" / "ygo" / "simultaneous_draw.yaml"
    g = Scenario.load(path).run()
    assert [e["player"] for e in g.events(-1) if e["kind"] == "draw"] == [1, 0]


def test_why_not_battle() -> None:
    """seed 000 「正面攻击表示 唯一可攻击宣言的状态」/ no battle phase on the first turn."""
    g = from_scenario({"turn": 1, "players": [{"monsters": [{"card": "Battle Ox"}]}]}, 0)
    assert g.why_not_rules(0, {"action": "to_battle"}) == ["no_battle_first_turn"]
    g = _board(phase="battle", players=[
        {"monsters": [{"card": "Battle Ox", "pos": "def"}, {"card": "Feral Imp",
                                                            "attacked": True}]},
        {"monsters": [{"card": "Kuriboh"}]}])
    assert g.why_not_rules(0, {"action": "attack", "name": "Battle Ox"}) == ["cannot_attack_pos"]
    assert g.why_not_rules(0, {"action": "attack", "name": "Feral Imp"}) == ["already_attacked"]
    assert "no_direct" in g.why_not_rules(0, {"action": "attack", "name": "Feral Imp",
                                              "target": -1})
