"""Seed 003: the own activated effects of a face-up Equip Spell and Field Spell.

「发动后的装备魔法中，存在满足特定条件可以发动效果的装备魔法。这个场合，视为效果的发动而不视为魔法卡的发动。」
「装备魔法的发动后效果咒文速度为1。」 and the same two lines for Field Spells. Cards: Wonder Wand
(an Equip Spell whose effect sends itself and its monster to the GY to draw 2), Snatch Steal (an
Equip Spell with a mandatory Standby Phase trigger) and The Gates of Dark World (a Field Spell with
a once-per-turn ignition-like effect). Magic Jammer negates only Spell *card* activations, so it
can never answer these effects; speed 2 cards (Mystical Space Typhoon, Imperial Order) can, and
Imperial Order negates the Field Spell's effect. Each effect is spell speed 1.
"""

from __future__ import annotations

from typing import Any

from duel_steps import answer_form as _answer
from duel_steps import option_forms as _forms

from cardtable.ygo.game import YgoGame, from_scenario

WAND = "Wonder Wand"
GATES = "The Gates of Dark World"


def _game(players: list[dict[str, Any]], **kw: Any) -> YgoGame:
    return from_scenario({"turn": 3, "players": players, **kw}, 0)



def _has(g: YgoGame, name: str, action: str = "activate") -> bool:
    return any(f.get("action") == action and f.get("name") == name for f in _forms(g))



def _pass_chain(g: YgoGame) -> None:
    """Both players pass until the chain has resolved (answering every response window)."""
    while (d := g.pending()) is not None and d.prompt.en == "Chain to it?":
        _answer(g, {"action": "pass"})


def _events(g: YgoGame, kind: str) -> list[dict[str, Any]]:
    return [e for e in g.events(-1) if e["kind"] == kind]


def _rules(g: YgoGame) -> list[str]:
    return [e["rule"] for e in _events(g, "rule")]


def _wand_board(**more: Any) -> YgoGame:
    """Player 0: Dark Magician equipped with a face-up Wonder Wand, a Set Mystical Space Typhoon
    (a speed 2 card, so player 0 is asked in response windows), Pot of Greed in hand.
    Player 1: Set Magic Jammer and Mystical Space Typhoon (Set earlier)."""
    return _game([
        {"hand": ["Pot of Greed"], "monsters": [{"card": "Dark Magician"}],
         "spells": [{"card": WAND, "face_up": True, "equip_to": {"player": 0, "zone": 0}},
                    {"card": "Mystical Space Typhoon"}],
         "deck": ["Battle Ox"] * 6},
        {"hand": ["Kuriboh"],
         "spells": [{"card": "Magic Jammer"}, {"card": "Mystical Space Typhoon"}]},
    ], **more)


def _gates_board(**more: Any) -> YgoGame:
    """Player 0: The Gates of Dark World face-up, Feral Imp (a Fiend), a Fiend in hand and one in
    the GY, a Set Mystical Space Typhoon. Player 1: Set Magic Jammer, Mystical Space Typhoon and
    Imperial Order."""
    return _game([
        {"hand": ["Pot of Greed", "Summoned Skull"], "monsters": [{"card": "Feral Imp"}],
         "spells": [{"card": "Mystical Space Typhoon"}],
         "gy": ["Summoned Skull"], "field": {"card": GATES, "face_up": True},
         "deck": ["Battle Ox"] * 6},
        {"hand": ["Kuriboh"],
         "spells": [{"card": "Magic Jammer"}, {"card": "Mystical Space Typhoon"},
                    {"card": "Imperial Order"}]},
    ], **more)


# --- Equip Spells -------------------------------------------------------------------------------


def test_m3_equip_effect_activation_wonder_wand() -> None:
    """M3-equip-effect-activation: Wonder Wand's own effect, activated while it is equipped, is
    an effect activation (not a Spell Card activation): Magic Jammer cannot answer it ("why not?"
    says so), a speed 2 card still can; it resolves: both cards to the GY as cost, draw 2."""
    g = _wand_board()
    assert g.facts()["mzone.0.0.atk"] == 3000  # Dark Magician 2500 + 500
    assert _has(g, WAND)
    _answer(g, {"action": "activate", "name": WAND})
    act = _events(g, "activate")[-1]
    assert act["name"] == WAND
    assert act["card_activation"] is False and act["effect_kind"] == "spell_effect"
    assert "spell_not_card_activation" in _rules(g)
    # the opponent holds priority: Mystical Space Typhoon may chain, Magic Jammer may not
    d = g.pending()
    assert d is not None and d.seat == 1
    assert _has(g, "Mystical Space Typhoon") and not _has(g, "Magic Jammer")
    why = g.why_not_rules(1, {"action": "activate", "name": "Magic Jammer"})
    assert why == ["condition", "not_a_card_activation"]
    assert g.why_not(1, {"action": "activate", "name": "Magic Jammer"})[1] == (
        "The link it would answer is the effect activation of a face-up Spell, not a Spell Card "
        "activation")
    hand = g.facts()["hand_count.0"]
    _pass_chain(g)
    f = g.facts()
    assert f["hand_count.0"] == hand + 2
    assert f["gy.0"] == [WAND, "Dark Magician"]


def test_m3_equip_effect_activation_trigger_snatch_steal() -> None:
    """M3-equip-effect-activation, trigger kind: Snatch Steal's Standby Phase effect (the
    opponent gains 1000 LP) goes on the chain as an effect activation of the Equip Spell, never
    a Spell Card activation, so the Magic Jammer of the player who gains cannot answer it."""
    g = _game([
        {"monsters": [{"card": "Battle Ox", "owner": 1}],
         "spells": [{"card": "Snatch Steal", "face_up": True,
                     "equip_to": {"player": 0, "zone": 0}}]},
        {"spells": [{"card": "Magic Jammer"}, {"card": "Mystical Space Typhoon"}],
         "hand": ["Kuriboh"]},
    ], turn=4, turn_player=1, phase="standby")
    act = _events(g, "activate")[-1]
    assert act["name"] == "Snatch Steal"
    assert act["card_activation"] is False and act["effect_kind"] == "trigger"
    # player 1 (who gains the LP) may answer with a speed 2 card, not with Magic Jammer
    d = g.pending()
    assert d is not None and d.seat == 1
    assert _has(g, "Mystical Space Typhoon") and not _has(g, "Magic Jammer")
    assert "not_a_card_activation" in g.why_not_rules(1, {"action": "activate",
                                                            "name": "Magic Jammer"})
    _pass_chain(g)
    assert g.facts()["lp.1"] == 5000


def test_m3_equip_speed_1_not_in_a_chain() -> None:
    """M3-equip-speed-1: Wonder Wand's effect is spell speed 1: it cannot answer a link (its own
    controller's Pot of Greed, or an opponent's card), and "why not?" names the rule."""
    g = _wand_board()
    _answer(g, {"action": "activate", "name": "Pot of Greed"})
    _answer(g, {"action": "pass"})  # the opponent does not chain
    d = g.pending()
    assert d is not None and d.seat == 0 and d.prompt.en == "Chain to it?"
    assert _has(g, "Mystical Space Typhoon") and not _has(g, WAND)
    assert g.why_not_rules(0, {"action": "activate", "name": WAND}) == [
        "already_active", "speed1_chain"]
    assert "Spell Speed 1 effects cannot be chained" in g.why_not(
        0, {"action": "activate", "name": WAND})
    assert "咒文速度1的效果不能连锁" in g.why_not_zh(0, {"action": "activate", "name": WAND})
    _pass_chain(g)
    # the opponent's Mystical Space Typhoon, in the open state: still no answer with the Wand
    _answer(g, {"action": "to_end"})
    d = g.pending()
    assert d is not None and d.seat == 1
    _answer(g, {"action": "activate", "name": "Mystical Space Typhoon"})
    d = g.pending()
    if d is not None and d.seat == 1:  # target player 0's Set Mystical Space Typhoon
        _answer(g, {"action": "card", "from": "szone", "zone": 1})
    d = g.pending()
    assert d is not None and d.seat == 0 and d.prompt.en == "Chain to it?"
    assert not _has(g, WAND)
    assert "speed1_chain" in g.why_not_rules(0, {"action": "activate", "name": WAND})


def test_m3_equip_speed_1_only_in_own_main_phase() -> None:
    """M3-equip-speed-1: the speed 1 effect starts a chain only in its controller's own open
    Main Phase: not in the opponent's turn, not in the Battle Phase."""
    g = _wand_board(turn=4, turn_player=1, priority=0)
    assert not _has(g, WAND)
    assert "not_your_turn" in g.why_not_rules(0, {"action": "activate", "name": WAND})
    g = _wand_board(phase="battle")
    assert "not_main_phase" in g.why_not_rules(0, {"action": "activate", "name": WAND})
    g = _wand_board(phase="main2")
    assert _has(g, WAND)


def test_negated_equip_cannot_activate_its_effect() -> None:
    """M3-equip-effect-activation: while Imperial Order negates Spell effects on the field, the
    equipped Wonder Wand cannot activate its effect (its +500 does not apply either)."""
    g = _game([
        {"monsters": [{"card": "Dark Magician"}],
         "spells": [{"card": WAND, "face_up": True, "equip_to": {"player": 0, "zone": 0}}]},
        {"spells": [{"card": "Imperial Order", "face_up": True}]},
    ])
    assert g.facts()["mzone.0.0.atk"] == 2500
    assert not _has(g, WAND)
    assert "condition" in g.why_not_rules(0, {"action": "activate", "name": WAND})


# --- Field Spells -------------------------------------------------------------------------------


def test_m3_field_effect_activation_gates_of_dark_world() -> None:
    """M3-field-effect-activation: The Gates of Dark World's once-per-turn effect is an effect
    activation, not a Spell Card activation: Magic Jammer cannot answer it; it resolves (banish
    a Fiend from the GY as cost, discard a Fiend, draw 1) and cannot be used again this turn."""
    g = _gates_board()
    assert g.facts()["mzone.0.0.atk"] == 1600  # Feral Imp 1300 + 300
    _answer(g, {"action": "activate", "name": GATES})
    act = _events(g, "activate")[-1]
    assert act["card_activation"] is False and act["effect_kind"] == "spell_effect"
    assert "spell_not_card_activation" in _rules(g)
    assert [e["name"] for e in _events(g, "banish")] == ["Summoned Skull"]
    assert not _has(g, "Magic Jammer")
    assert _has(g, "Mystical Space Typhoon") and _has(g, "Imperial Order")
    assert "not_a_card_activation" in g.why_not_rules(1, {"action": "activate",
                                                            "name": "Magic Jammer"})
    _pass_chain(g)
    f = g.facts()
    assert f["gy.0"] == ["Summoned Skull"]  # the discarded one; the other is banished
    assert f["hand_count.0"] == 2  # Pot of Greed + the card drawn
    assert f["field.0"] == GATES
    assert not _has(g, GATES)  # once per turn
    assert g.why_not_rules(0, {"action": "activate", "name": GATES}) == [
        "already_active", "condition"]


def test_m3_field_effect_negated_by_imperial_order() -> None:
    """M3-field-effect-activation: something that negates Spell *effects* can answer it: Imperial
    Order chained to the effect negates it when it resolves (no discard, no draw)."""
    g = _gates_board()
    hand = g.facts()["hand_count.0"]
    _answer(g, {"action": "activate", "name": GATES})
    _answer(g, {"action": "activate", "name": "Imperial Order"})
    _pass_chain(g)
    assert "spells_negated" in _rules(g)
    f = g.facts()
    assert f["hand_count.0"] == hand and not f["gy.0"]


def test_m3_field_speed_1_and_leaves_in_chain() -> None:
    """M3-field-speed-1:
    「基本上场地魔法的发动后效果咒文速度为1。因此，不能连锁卡和效果的发动发动。」
    The Field Spell's effect cannot answer a link; destroyed by a card chained to its effect, it
    does nothing (seed 003: the effect no longer applies once it has left the field)."""
    g = _gates_board()
    _answer(g, {"action": "activate", "name": "Pot of Greed"})
    d = g.pending()
    assert d is not None and d.seat == 1
    _answer(g, {"action": "pass"})
    d = g.pending()
    assert d is not None and d.seat == 0 and d.prompt.en == "Chain to it?"
    assert not _has(g, GATES)
    assert "speed1_chain" in g.why_not_rules(0, {"action": "activate", "name": GATES})
    _pass_chain(g)
    # in an open state of the Main Phase again: it may start a chain
    assert _has(g, GATES)
    hand = g.facts()["hand_count.0"]
    _answer(g, {"action": "activate", "name": GATES})
    _answer(g, {"action": "activate", "name": "Mystical Space Typhoon"})
    d = g.pending()
    if d is not None and d.seat == 1:  # a target to choose
        _answer(g, {"action": "card", "name": GATES})
    _pass_chain(g)
    assert "left_field_no_effect" in _rules(g)
    f = g.facts()
    assert f["field.0"] is None and f["hand_count.0"] == hand
    # not in the opponent's turn
    g = _gates_board(turn=4, turn_player=1, priority=0)
    assert not _has(g, GATES)
    assert "not_your_turn" in g.why_not_rules(0, {"action": "activate", "name": GATES})
