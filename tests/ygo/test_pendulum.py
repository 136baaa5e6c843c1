"""Pendulum Monsters under Master Rule 3 (seed 003 「当作魔法卡的摇摆怪兽」 and the MR3 Pendulum
Summon): Pendulum Effects bound to the Pendulum Zone, Spell Speed 1 effect activations, no Spell
sub-type, the Pendulum Summon and the face-up Extra Deck."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.errors import IllegalAnswer
from cardtable.ygo.game import YgoGame, from_scenario
from cardtable.ygo.profile import load_profile

DHH = "Dragon Horn Hunter"  # Normal Pendulum, Level 6, Scale 3: Normal Monsters +200 ATK
AE = "Archfiend Eccentrick"  # Level 3, Scale 7: destroy a Spell/Trap and itself
PULSE = "Dragonpulse Magician"  # Normal Pendulum, Level 4, Scale 1
PIT = "Dragonpit Magician"  # Normal Pendulum, Level 7, Scale 8


def _board(**kw: Any) -> YgoGame:
    setup = {"turn": 3, "profile": "master-rule-3", **kw}
    return from_scenario(setup, 0)


def _forms(g: YgoGame) -> list[dict[str, Any]]:
    d = g.pending()
    assert d is not None
    return [{**o.about, **o.form} for o in d.options]  # with the descriptive name


def _find(g: YgoGame, **want: Any) -> int:
    for i, f in enumerate(_forms(g)):
        if all(f.get(k) == v for k, v in want.items()):
            return i
    return -1


def _has(g: YgoGame, **want: Any) -> bool:
    return _find(g, **want) >= 0


def _do(g: YgoGame, **want: Any) -> None:
    i = _find(g, **want)
    assert i >= 0, (want, _forms(g))
    g.answer(i)


def _pass_all(g: YgoGame) -> None:
    """Both players pass until no "pass" option is left (the chain resolves)."""
    while g.pending() is not None and _has(g, action="pass"):
        _do(g, action="pass")


def _names(lst: list[dict[str, Any]] | None) -> list[str]:
    return sorted(str(c["name"]) for c in lst or [])


def _rules(g: YgoGame) -> list[str]:
    return [str(e["rule"]) for e in g.events(-1) if e["kind"] == "rule"]


# --- profile knobs ---------------------------------------------------------------------------


def test_pendulum_summon_is_a_profile_knob() -> None:
    """MR3 Pendulum Summon and Extra Deck rule: on in master-rule-3, off in classic-lp4000."""
    mr3, classic = load_profile("master-rule-3"), load_profile("classic-lp4000")
    assert mr3.pendulum_summon and mr3.pendulum_to_extra
    assert not classic.pendulum_summon and not classic.pendulum_to_extra
    g = _board(profile={"base": "classic-lp4000", "name": "classic-pz", "pendulum_zones": True,
                        "allowed_kinds": ["Normal", "Effect", "Pendulum", "Spell", "Trap"]},
               players=[{"hand": ["Battle Ox"], "pzone": [PULSE, PIT]}, {}])
    assert not _has(g, action="pendulum_summon")
    assert g.why_not_rules(0, {"action": "pendulum_summon"}) == ["no_pendulum_summon"]


# --- the Pendulum Summon -----------------------------------------------------------------------


def test_pendulum_summon_from_hand_and_face_up_extra_deck() -> None:
    """MR3 Pendulum Summon: Levels strictly between the Scales (1 and 8: 2..7), from the hand and
    face-up Pendulum Monsters in the Extra Deck, one pick at a time, then positions."""
    g = _board(players=[
        {"hand": ["Battle Ox", "Blue-Eyes White Dragon", DHH, "Dark Magician"],
         "extra": [{"card": "Flash Knight", "face_up": True}, {"card": AE}],
         "pzone": [PULSE, PIT]},
        {}])
    _do(g, action="pendulum_summon")
    d = g.pending()
    assert d is not None and d.kind == "pick" and d.max == 5
    names = sorted(str(f["name"]) for f in _forms(g))
    # Blue-Eyes is Level 8 (not strictly between 1 and 8); the face-down Eccentrick is not public
    assert names == ["Battle Ox", "Dark Magician", DHH, "Flash Knight"]
    assert not _has(g, action="done")  # at least one monster
    _do(g, action="card", name="Battle Ox")
    _do(g, action="card", name="Flash Knight")
    d = g.pending()
    assert d is not None and len(d.picked) == 2
    _do(g, action="done")
    _do(g, action="psum_atk", name="Battle Ox")
    _do(g, action="psum_def", name="Flash Knight")
    _pass_all(g)  # the response window after the summon
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox", "Flash Knight"]
    assert f["mzone.0.1.pos"] == "def"
    assert f["extra_face_up.0"] == []
    assert "pendulum_summon" in _rules(g)
    assert [e["how"] for e in g.events(-1) if e["kind"] == "special_summon"] == [
        "pendulum", "pendulum"]
    # once per turn; the Normal Summon is still there
    assert not _has(g, action="pendulum_summon")
    assert _has(g, action="summon", name=DHH)
    assert g.why_not_rules(0, {"action": "pendulum_summon"}) == ["pendulum_summon_used"]
    assert g.why_not(0, {"action": "pendulum_summon"}) == ["Only one Pendulum Summon per turn"]
    assert g.why_not_zh(0, {"action": "pendulum_summon"}) == ["灵摆召唤每回合只能进行1次"]


def test_pendulum_summon_limited_by_free_monster_zones() -> None:
    """MR3 Pendulum Summon: as many monsters as there are free Monster Zones."""
    g = _board(players=[{"hand": ["Battle Ox", "Celtic Guardian", DHH],
                         "monsters": [{"card": "Giant Soldier of Stone"}] * 4,
                         "pzone": [PULSE, PIT]}, {}])
    _do(g, action="pendulum_summon")
    _do(g, action="card", name=DHH)
    _do(g, action="psum_atk", name=DHH)  # the zones are full: no more picks, no "done"
    assert g.facts()["monsters.0"][-1] == DHH


def test_why_not_pendulum_summon() -> None:
    """"Why not?" for refused Pendulum Summons: no two Scales, a Level not strictly between them,
    a face-down Extra Deck card; zh + en."""
    g = _board(players=[{"hand": ["Battle Ox", "Blue-Eyes White Dragon"], "pzone": [PULSE],
                         "extra": [{"card": "Flash Knight"}]}, {}])
    assert not _has(g, action="pendulum_summon")
    assert g.why_not_rules(0, {"action": "pendulum_summon"}) == ["no_scales"]
    assert g.why_not(0, {"action": "pendulum_summon"}) == [
        "A Pendulum Summon needs a card in both of your Pendulum Zones (two Scales)"]
    g = _board(players=[{"hand": ["Blue-Eyes White Dragon", "Dark Magician"],
                         "pzone": [DHH, AE]}, {}])  # Scales 3 and 7: Levels 4..6
    assert not _has(g, action="pendulum_summon")
    assert g.why_not_rules(0, {"action": "pendulum_summon"}) == ["level_out_of_scale"]
    assert g.why_not_rules(0, {"action": "pendulum_summon", "name": "Dark Magician"}) == [
        "level_out_of_scale"]
    assert g.why_not_zh(0, {"action": "pendulum_summon", "name": "Dark Magician"}) == [
        "只能灵摆召唤等级在两个刻度之间（不含刻度本身）的怪兽"]
    g = _board(players=[{"hand": ["Battle Ox"], "extra": [{"card": "Flash Knight"}],
                         "pzone": [PULSE, PIT]}, {}])
    assert g.why_not_rules(0, {"action": "pendulum_summon", "name": "Flash Knight"}) == [
        "not_pendulum_source"]  # face-down in the Extra Deck
    assert g.why_not_rules(0, {"action": "pendulum_summon", "name": "Battle Ox"}) == []
    assert g.why_not_rules(1, {"action": "pendulum_summon"}) == ["not_your_turn"]


def test_pendulum_summon_negated_by_solemn_judgment() -> None:
    """MR3 Pendulum Summon is a summon: Solemn Judgment negates it at declaration; every monster
    of it is destroyed and goes to the GY (never on the field, so not to the Extra Deck); the
    once per turn is used."""
    g = _board(players=[
        {"hand": ["Battle Ox", "Celtic Guardian"],
         "extra": [{"card": "Flash Knight", "face_up": True}],
         "pzone": [PULSE, PIT]},
        {"spells": [{"card": "Solemn Judgment"}]}])
    _do(g, action="pendulum_summon")
    _do(g, action="card", name="Battle Ox")
    _do(g, action="card", name="Flash Knight")
    _do(g, action="done")
    _do(g, action="psum_atk", name="Battle Ox")
    _do(g, action="psum_atk", name="Flash Knight")
    d = g.pending()
    assert d is not None and d.seat == 1
    _do(g, action="activate", name="Solemn Judgment")
    _pass_all(g)
    f = g.facts()
    assert f["monsters.0"] == []
    assert f["gy.0"] == ["Battle Ox", "Flash Knight"]
    assert f["lp.1"] == 4000
    assert "pendulum_summon_negated" in _rules(g)
    assert not _has(g, action="pendulum_summon")
    assert _has(g, action="summon", name="Celtic Guardian")


# --- to the Extra Deck, face-up and public ----------------------------------------------


def test_pendulum_monster_goes_face_up_to_extra_deck_and_is_public() -> None:
    """MR3: a Pendulum Monster sent from the field to the GY goes face-up to the Extra Deck; the
    face-up Extra Deck is public in every view (hidden cards of the Extra Deck stay hidden)."""
    g = _board(players=[{"hand": ["Dark Hole"], "monsters": [{"card": DHH}],
                         "extra": ["Flash Knight"]},
                        {"monsters": [{"card": "Battle Ox"}]}])
    _do(g, action="activate", name="Dark Hole")
    _pass_all(g)
    f = g.facts()
    assert f["gy.0"] == ["Dark Hole"] and f["gy.1"] == ["Battle Ox"]
    assert f["extra_face_up.0"] == [DHH] and f["extra_count.0"] == 2
    assert "pendulum_to_extra" in _rules(g)
    for seat in (0, 1, -1):
        p0 = g.view(seat)["players"][0]
        assert _names(p0["extra_face_up"]) == [DHH]
    assert g.view(1)["players"][0]["extra"] is None
    assert _names(g.view(0)["players"][0]["extra"]) == [DHH, "Flash Knight"]
    # no "sent to the GY" for the Pendulum Monster
    assert not [e for e in g.events(-1) if e["kind"] == "to_gy" and e.get("name") == DHH]


def test_pendulum_tribute_goes_to_extra_deck_but_classic_to_gy() -> None:
    """MR3 Pendulum to the Extra Deck (a tribute too); the classic profile keeps the GY."""
    setup_players = [{"hand": ["Dark Magician"], "monsters": [{"card": "Flash Knight"},
                                                               {"card": "Battle Ox"}]}, {}]
    g = _board(players=setup_players)
    _do(g, action="summon", name="Dark Magician")  # both monsters are tributed
    f = g.facts()
    assert f["gy.0"] == ["Battle Ox"] and f["extra_face_up.0"] == ["Flash Knight"]
    g = _board(profile={"base": "classic-lp4000", "name": "classic-pz",
                        "allowed_kinds": ["Normal", "Effect", "Pendulum", "Spell", "Trap"]},
               players=setup_players)
    _do(g, action="summon", name="Dark Magician")  # both monsters are tributed
    assert g.facts()["gy.0"] == ["Flash Knight", "Battle Ox"]


# --- Pendulum Effects ------------------------------------------------------------------


def test_continuous_pendulum_effect_applies_in_pzone_and_stops_when_it_leaves() -> None:
    """M3-pendulum-leaves / M3-pendulum-zone-only: Dragon Horn Hunter's Pendulum Effect (+200
    ATK to Normal Monsters) applies while it is in the Pendulum Zone and stops when it leaves
    the field."""
    g = _board(players=[{"pzone": [DHH], "monsters": [{"card": "Battle Ox"},
                                                       {"card": "Mystic Tomato"}]},
                        {"hand": ["Mystical Space Typhoon"],
                         "monsters": [{"card": "Celtic Guardian"}]}])
    f = g.facts()
    assert f["mzone.0.0.atk"] == 1900  # Battle Ox 1700 + 200 (Normal Monster)
    assert f["mzone.0.1.atk"] == 1400  # Mystic Tomato: an Effect Monster, unchanged
    assert f["mzone.1.0.atk"] == 1600  # the opponent's Normal Monster too (1400 + 200)
    _do(g, action="to_end")  # seat 1 may answer the end of the Main Phase
    _do(g, action="activate", name="Mystical Space Typhoon")  # its only target: DHH
    _pass_all(g)
    f = g.facts()
    assert f["pzones.0"] == [] and f["extra_face_up.0"] == [DHH]
    assert f["mzone.0.0.atk"] == 1700 and f["mzone.1.0.atk"] == 1400
    assert "pendulum_effect_left" in _rules(g)


def test_pendulum_effects_do_not_work_in_the_monster_zone() -> None:
    """M3-pendulum-zone-only: Dragon Horn Hunter as a monster gives no ATK; Archfiend
    Eccentrick's Pendulum Effect cannot be used from the Monster Zone, its monster effect
    cannot be used from the Pendulum Zone."""
    g = _board(players=[{"monsters": [{"card": DHH}, {"card": "Battle Ox"}, {"card": AE}],
                         "pzone": [{"card": AE}]},
                        {"spells": [{"card": "Magic Jammer"}],
                         "monsters": [{"card": "Celtic Guardian"}]}])
    f = g.facts()
    assert f["mzone.0.0.atk"] == 2300 and f["mzone.0.1.atk"] == 1700
    # Eccentrick in the Monster Zone: its ignition effect (2) only
    assert _has(g, action="activate", name=AE, effect=2, **{"from": "mzone"})
    assert not _has(g, action="activate", name=AE, effect=1, **{"from": "mzone"})
    # Eccentrick in the Pendulum Zone: its Pendulum Effect (1) only
    assert _has(g, action="activate", name=AE, effect=1, **{"from": "pzone"})
    assert not _has(g, action="activate", name=AE, effect=2, **{"from": "pzone"})
    g = _board(players=[{"pzone": [AE], "monsters": [{"card": "Battle Ox"}]}, {}])
    assert not _has(g, action="activate", name=AE)  # no other Spell/Trap to target
    assert g.why_not_rules(0, {"action": "activate", "name": AE}) == [
        "location", "condition", "pendulum_monster_effect_zone"]
    assert "In a Pendulum Zone a Pendulum Monster is a Spell: its monster effects do not work " \
        "there" in g.why_not(0, {"action": "activate", "name": AE})


def test_pendulum_effect_is_an_effect_activation_not_a_card_activation() -> None:
    """M3-pendulum-effect-activation / M3-pendulum-speed-1: Archfiend Eccentrick's Pendulum
    Effect is an effect activation (Magic Jammer, which negates Spell Card activations, cannot
    answer it) of Spell Speed 1; it destroys the target and itself."""
    g = _board(players=[{"pzone": [AE], "hand": ["Battle Ox"]},
                        {"hand": ["Celtic Guardian"],
                         "spells": [{"card": "Magic Jammer"}, {"card": "Mirror Force"},
                                    {"card": "Mystical Space Typhoon"}]}])
    _do(g, action="activate", name=AE, effect=1)
    _do(g, action="card", zone=1, **{"from": "szone"})  # the set Mirror Force
    act = [e for e in g.events(-1) if e["kind"] == "activate"][-1]
    assert act["card_activation"] is False and act["effect_kind"] == "spell_effect"
    assert g.g.chain[-1].speed == 1
    # the opponent's window: Magic Jammer cannot answer an effect activation (MST can)
    d = g.pending()
    assert d is not None and d.seat == 1
    assert _has(g, action="activate", name="Mystical Space Typhoon")
    assert not _has(g, action="activate", name="Magic Jammer")
    assert g.why_not_rules(1, {"action": "activate", "name": "Magic Jammer"}) == ["condition"]
    _pass_all(g)
    f = g.facts()
    assert "Mirror Force" in f["gy.1"] and f["extra_face_up.0"] == [AE]


def test_pendulum_effect_spell_speed_1_cannot_chain() -> None:
    """M3-pendulum-speed-1: an activated Pendulum Effect is Spell Speed 1: it cannot be chained to
    anything, nor used in the opponent's turn ("why not?" says so, zh + en)."""
    g = _board(players=[{"pzone": [PULSE], "hand": [PIT],
                         "spells": [{"card": "Mystical Space Typhoon"},
                                    {"card": "Mystical Space Typhoon"}]},
                        {"monsters": [{"card": "Battle Ox"}],
                         "spells": [{"card": "Mirror Force"}]}])
    assert _has(g, action="activate", name=PULSE, effect=1)
    _do(g, action="activate", name="Mystical Space Typhoon")
    _do(g, action="card", zone=0, **{"from": "szone"})  # the set Mirror Force
    # seat 1 passes, seat 0 has the chance to chain: its Pendulum Effect is not offered
    d = g.pending()
    assert d is not None and d.seat == 0 and g.g.chain
    assert not _has(g, action="activate", name=PULSE)
    assert "speed1_chain" in g.why_not_rules(0, {"action": "activate", "name": PULSE})
    assert "Spell Speed 1 effects cannot be chained" in g.why_not(
        0, {"action": "activate", "name": PULSE})
    assert "咒文速度1的效果不能连锁" in g.why_not_zh(0, {"action": "activate", "name": PULSE})
    g2 = _board(turn_player=1, players=[{"pzone": [PULSE], "hand": [PIT]},
                                         {"monsters": [{"card": "Battle Ox"}]}])
    assert "not_your_turn" in g2.why_not_rules(0, {"action": "activate", "name": PULSE})


def test_pendulum_effect_cost_and_once_per_turn() -> None:
    """Dragonpulse Magician: discard a Pendulum Monster, destroy a face-up monster; once per
    turn (M3-pendulum-effect-activation: an effect activation from the Pendulum Zone)."""
    g = _board(players=[{"pzone": [PULSE], "hand": [PIT, "Battle Ox"]},
                        {"monsters": [{"card": "Battle Ox"}, {"card": "Celtic Guardian"}]}])
    _do(g, action="activate", name=PULSE, effect=1)
    # the discard is forced (one Pendulum Monster in hand); pick the target
    _do(g, action="card", name="Celtic Guardian")
    f = g.facts()
    assert f["gy.0"] == [PIT] and f["gy.1"] == ["Celtic Guardian"]
    assert not _has(g, action="activate", name=PULSE)
    assert "condition" in g.why_not_rules(0, {"action": "activate", "name": PULSE})


def test_pendulum_effect_is_a_spell_effect_negated_by_imperial_order() -> None:
    """M3-pendulum-spell-effect: Pendulum Effects are Spell effects: Imperial Order negates
    Dragon Horn Hunter's continuous effect and Archfiend Eccentrick's activated one."""
    g = _board(players=[{"pzone": [DHH, AE], "monsters": [{"card": "Battle Ox"}]},
                        {"spells": [{"card": "Imperial Order", "face_up": True},
                                    {"card": "Mirror Force"}]}])
    assert g.facts()["mzone.0.0.atk"] == 1700  # negated: no +200
    _do(g, action="activate", name=AE, effect=1)
    _do(g, action="card", zone=1, **{"from": "szone"})  # the set Mirror Force
    while g.pending() is not None and g.g.chain:
        _do(g, action="pass")
    f = g.facts()
    assert f["pzones.0"] == [DHH, AE] and f["spells.1"] == ["Imperial Order", "Mirror Force"]
    assert "spells_negated" in _rules(g)


def test_pendulum_spell_has_no_sub_type() -> None:
    """M3-pendulum-no-subtype: a Pendulum Spell is not a Normal Spell: Dark Balter the Terrible
    (negates a Normal Spell Card's effect) cannot answer its activation, Magic Jammer (any Spell
    activation) can."""
    g = _board(players=[{"hand": ["Flash Knight"]},
                        {"monsters": [{"card": "Dark Balter the Terrible"}],
                         "spells": [{"card": "Magic Jammer"}], "hand": ["Battle Ox"]}])
    _do(g, action="activate", name="Flash Knight")
    d = g.pending()
    assert d is not None and d.seat == 1
    assert _has(g, action="activate", name="Magic Jammer")
    assert not _has(g, action="activate", name="Dark Balter the Terrible")
    assert g.why_not_rules(1, {"action": "activate", "name": "Dark Balter the Terrible"}) == [
        "condition"]
    g2 = _board(players=[{"hand": ["Pot of Greed"]},
                         {"monsters": [{"card": "Dark Balter the Terrible"}]}])
    _do(g2, action="activate", name="Pot of Greed")
    assert _has(g2, action="activate", name="Dark Balter the Terrible")  # a Normal Spell


def test_pendulum_effect_destroyed_in_chain_does_not_resolve() -> None:
    """M3-pendulum-destroyed-in-chain: Archfiend Eccentrick destroyed in answer to its own
    Pendulum Effect: the effect does not resolve (the target survives)."""
    g = _board(players=[{"pzone": [AE]},
                        {"spells": [{"card": "Mystical Space Typhoon"}, {"card": "Mirror Force"}]}])
    _do(g, action="activate", name=AE, effect=1)
    _do(g, action="card", zone=1, **{"from": "szone"})  # the set Mirror Force
    _do(g, action="activate", name="Mystical Space Typhoon")
    _do(g, action="card", name=AE)
    while g.pending() is not None and g.g.chain:
        _do(g, action="pass")
    f = g.facts()
    assert f["spells.1"] == ["Mirror Force"] and f["extra_face_up.0"] == [AE]
    assert "left_field_no_effect" in _rules(g)


def test_dragon_horn_hunter_no_battle_damage_with_normal_monsters() -> None:
    """Dragon Horn Hunter's Pendulum Effect: no battle damage from battles involving a Normal
    Monster you control."""
    g = _board(players=[{"pzone": [DHH], "monsters": [{"card": "Battle Ox"}]},
                        {"monsters": [{"card": "Summoned Skull"}]}])
    _do(g, action="to_battle")
    _do(g, action="attack", name="Battle Ox")
    _pass_all(g)  # the damage step windows
    f = g.facts()
    assert f["lp.0"] == 8000 and f["extra_face_up.0"] == [] and f["monsters.0"] == []


def test_bad_pendulum_answer_changes_nothing() -> None:
    """A bad answer in the Pendulum Summon pick raises and changes nothing."""
    g = _board(players=[{"hand": ["Battle Ox"], "pzone": [PULSE, PIT]}, {}])
    _do(g, action="pendulum_summon")
    before = g.facts()
    with pytest.raises(IllegalAnswer):
        g.answer({"action": "card", "card": 99})
    assert g.facts() == before


def test_clone_mid_pendulum_summon_plays_on_identically() -> None:
    """Kernel clone at the Pendulum Summon pick: both copies go on alike, independently."""
    g = _board(players=[{"hand": ["Battle Ox", "Celtic Guardian"], "pzone": [PULSE, PIT]}, {}])
    _do(g, action="pendulum_summon")
    _do(g, action="card", name="Battle Ox")
    c = g.clone()
    for x in (g, c):
        _do(x, action="card", name="Celtic Guardian")
        _do(x, action="psum_atk", name="Battle Ox")
        _do(x, action="psum_def", name="Celtic Guardian")
    assert g.facts() == c.facts() and g.events(-1) == c.events(-1)
    _pass_all(c)
    _do(c, action="to_end")
    assert g.facts()["turn"] == 3 and g.facts()["phase"] == "main1"  # the original stays
    assert (c.facts()["turn"], c.facts()["phase"]) != (3, "main1")


def test_eccentrick_monster_effect_once_per_turn_by_name() -> None:
    """Archfiend Eccentrick's monster effect (Tribute it: destroy a monster) is once per turn by
    name: Pendulum Summoned back from the Extra Deck the same turn, it cannot use it again. Its
    Tribute sends it face-up to the Extra Deck (MR3)."""
    g = _board(players=[{"monsters": [{"card": AE}], "pzone": [PULSE, PIT]},
                        {"monsters": [{"card": "Battle Ox"}, {"card": "Celtic Guardian"}]}])
    _do(g, action="activate", name=AE, effect=2)
    _do(g, action="card", name="Battle Ox")
    _pass_all(g)
    f = g.facts()
    assert f["gy.1"] == ["Battle Ox"] and f["extra_face_up.0"] == [AE]
    _do(g, action="pendulum_summon")  # its only candidate: Eccentrick (Level 3)
    _do(g, action="psum_atk", name=AE)
    _pass_all(g)
    assert g.facts()["monsters.0"] == [AE]
    assert not _has(g, action="activate", name=AE)
    assert "condition" in g.why_not_rules(0, {"action": "activate", "name": AE})
