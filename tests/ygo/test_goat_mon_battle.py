"""Goat monster batch 2: battle mechanics (``cards/scripts/goat_mon_battle.py``). Each test names
the 2005 text line it checks; the numbers come from the card text and the printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, cd, normal, options, pick, run

from cardtable.ygo.cards import constants as C

SKULL = "Summoned Skull"


def _attack(me: dict[str, Any], opp: dict[str, Any], target: str | None,
            more: list[dict[str, Any]] | None = None, attacker: str | None = None) -> Any:
    """Seat 0's Battle Phase: the first monster (or ``attacker``) attacks ``target`` (None =
    directly)."""
    g = run({"phase": "battle", "players": [me, opp]})
    name = attacker or (me["monsters"][0] if isinstance(me["monsters"][0], str)
                        else me["monsters"][0]["card"])
    forms = [f for f in options(g, "attack") if f.get("name") == name
             and ((f.get("target") is None or int(f["target"]) < 0) if target is None
                  else f.get("target_name") == target)]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})
    for st in more or []:
        answer(g, st)
    return g


def test_masked_sorcerer_draws_when_it_inflicts_battle_damage() -> None:
    """Masked Sorcerer: "when this card inflicts Battle Damage to your opponent, draw 1 card"
    — a direct attack draws 1; an attack on a stronger monster (no damage dealt) draws none."""
    g = _attack({"monsters": ["Masked Sorcerer"], "deck": ["Kuriboh"] * 3}, {}, None)
    assert g.facts()["hand_count.0"] == 1 and g.facts()["lp.1"] == 4000 - cd("Masked Sorcerer").atk
    g = _attack({"monsters": ["Masked Sorcerer"], "deck": ["Kuriboh"] * 3},
                {"monsters": [SKULL]}, SKULL)
    assert g.facts()["hand_count.0"] == 0


def test_dark_blade_dragon_knight_removes_up_to_three() -> None:
    """Dark Blade the Dragon Knight: "each time it inflicts Battle Damage, you can select up to 3
    Monster Cards in your opponent's Graveyard and remove them from play" (a Spell stays)."""
    g = _attack({"monsters": ["Dark Blade the Dragon Knight"]},
                {"gy": ["Battle Ox", "Feral Imp", "Kuriboh", SKULL, "Dark Hole"]}, None,
                [{"answer": {"action": "trigger"}}, pick("Battle Ox"), pick("Feral Imp"),
                 pick("Kuriboh")])
    f = g.facts()
    assert sorted(f["banished.1"]) == ["Battle Ox", "Feral Imp", "Kuriboh"]
    assert f["gy.1"] == [SKULL, "Dark Hole"]


def test_dark_scorpion_burglars_opponent_sends_a_spell() -> None:
    """Dark Scorpion Burglars: "your opponent chooses 1 Spell Card in their Deck and sends it to
    the Graveyard" — the opponent chooses, among Spells only."""
    g = _attack({"monsters": ["Dark Scorpion Burglars"]},
                {"deck": ["Raigeki", "Battle Ox", "Dark Hole"]}, None)
    d = g.pending()
    assert d is not None and d.seat == 1
    assert sorted(f["name"] for f in options(g, "card")) == ["Dark Hole", "Raigeki"]
    answer(g, pick("Dark Hole"))
    assert g.facts()["gy.1"] == ["Dark Hole"] and g.facts()["deck_count.1"] == 2


def test_cliff_the_trap_remover_mills_two_or_destroys() -> None:
    """Dark Scorpion - Cliff the Trap Remover: "destroy 1 Spell or Trap Card on the field, or
    send the top 2 cards of your opponent's Deck to the Graveyard"."""
    g = _attack({"monsters": ["Dark Scorpion - Cliff the Trap Remover"]},
                {"spells": [{"card": "Dark Hole", "face_up": False}],
                 "deck": ["Battle Ox", "Feral Imp", "Kuriboh"]}, None,
                [{"answer": {"action": "trigger"}}, {"answer": {"action": "choose",
                                                                "value": "mill"}}])
    assert g.facts()["deck_count.1"] == 1 and len(g.facts()["gy.1"]) == 2
    assert g.facts()["spells.1"] == ["Dark Hole"]
    g = _attack({"monsters": ["Dark Scorpion - Cliff the Trap Remover"]},
                {"spells": [{"card": "Dark Hole", "face_up": False}], "deck": ["Battle Ox"]},
                None, [{"answer": {"action": "trigger"}},
                       {"answer": {"action": "choose", "value": "destroy"}}])
    assert g.facts()["gy.1"] == ["Dark Hole"] and g.facts()["deck_count.1"] == 1


def test_piranha_army_doubles_only_direct_damage() -> None:
    """Piranha Army: "Battle Damage this card inflicts by a direct attack is doubled"; against a
    monster the damage is the plain difference."""
    atk = cd("Piranha Army").atk
    g = _attack({"monsters": ["Piranha Army"]}, {}, None)
    assert g.facts()["lp.1"] == 4000 - 2 * atk
    weak = normal(lambda c: c.atk < atk)
    g = _attack({"monsters": ["Piranha Army"]}, {"monsters": [weak]}, weak)
    assert g.facts()["lp.1"] == 4000 - (atk - cd(weak).atk)


def test_monk_fighter_takes_no_battle_damage() -> None:
    """Monk Fighter: "Battle Damage to this card's controller from its battles becomes 0" — it
    is destroyed, its controller keeps its LP."""
    g = _attack({"monsters": ["Monk Fighter"]}, {"monsters": [SKULL]}, SKULL)
    f = g.facts()
    assert f["lp.0"] == 4000 and f["gy.0"] == ["Monk Fighter"]


def _destroyed_by(name: str, more: list[dict[str, Any]] | None = None,
                  opp_more: list[Any] | None = None) -> Any:
    """``name`` (seat 0) is attacked and destroyed by seat 1's Summoned Skull."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": [name]},
                         {"monsters": [SKULL, *(opp_more or [])]}]})
    answer(g, {"answer": {"action": "attack", "name": SKULL, "target_name": name}})
    for st in more or []:
        answer(g, st)
    return g


def test_mine_golem_and_newdoria_when_destroyed_by_battle() -> None:
    """Mine Golem: "destroyed by battle and sent to the GY: 500 damage to your opponent";
    Newdoria: "... destroy 1 monster on the field"."""
    f = _destroyed_by("Mine Golem").facts()
    assert f["gy.0"] == ["Mine Golem"] and f["lp.1"] == 4000 - 500
    f = _destroyed_by("Newdoria", [pick("Battle Ox")], ["Battle Ox"]).facts()
    assert f["monsters.1"] == [SKULL] and f["gy.1"] == ["Battle Ox"]


def test_needle_burrower_burns_500_per_level() -> None:
    """Needle Burrower: "destroys a monster by battle and sends it to the GY: damage equal to
    its Level x 500" (on top of the battle damage)."""
    weak = normal(lambda c: c.atk < cd("Needle Burrower").atk and c.level == 3)
    g = _attack({"monsters": ["Needle Burrower"]}, {"monsters": [weak]}, weak)
    battle = cd("Needle Burrower").atk - cd(weak).atk
    assert g.facts()["lp.1"] == 4000 - battle - 3 * 500


def test_sasuke_samurai_and_ninja_grandmaster_sasuke() -> None:
    """Sasuke Samurai: "attacks a face-down Defense Position monster: destroy it without
    flipping it or damage calculation" (Kuriboh never flips, no damage); only face-down ones.
    Ninja Grandmaster Sasuke: any Defense Position monster, no damage calculation."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Sasuke Samurai"]},
        {"monsters": [{"card": "Giant Soldier of Stone", "pos": "down"}]}]})
    answer(g, {"answer": {"action": "attack", "name": "Sasuke Samurai"}})
    assert g.facts()["gy.1"] == ["Giant Soldier of Stone"] and g.facts()["lp.0"] == 4000
    g = run({"phase": "battle", "players": [
        {"monsters": ["Sasuke Samurai"]},
        {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}]}]})
    answer(g, {"answer": {"action": "attack", "name": "Sasuke Samurai"}})
    stone = cd("Giant Soldier of Stone")
    assert g.facts()["monsters.1"] == ["Giant Soldier of Stone"]  # face-up: a normal battle
    assert g.facts()["lp.0"] == 4000 - (stone.defense - cd("Sasuke Samurai").atk)
    g = run({"phase": "battle", "players": [
        {"monsters": ["Ninja Grandmaster Sasuke"]},
        {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}]}]})
    answer(g, {"answer": {"action": "attack", "name": "Ninja Grandmaster Sasuke"}})
    assert g.facts()["gy.1"] == ["Giant Soldier of Stone"] and g.facts()["lp.0"] == 4000


def test_obnoxious_celtic_guard_survives_1900_or_more() -> None:
    """Obnoxious Celtic Guard: "cannot be destroyed by battle with a monster that has 1900 or
    more ATK" — Summoned Skull (2500) does not destroy it (damage still applies); a 1800
    attacker would."""
    g = _destroyed_by("Obnoxious Celtic Guard")
    f = g.facts()
    assert f["monsters.0"] == ["Obnoxious Celtic Guard"]
    assert f["lp.0"] == 4000 - (cd(SKULL).atk - cd("Obnoxious Celtic Guard").atk)
    mid = normal(lambda c: cd("Obnoxious Celtic Guard").atk < c.atk < 1900)
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": ["Obnoxious Celtic Guard"]}, {"monsters": [mid]}]})
    answer(g, {"answer": {"action": "attack", "name": mid}})
    assert g.facts()["gy.0"] == ["Obnoxious Celtic Guard"]


def test_penumbral_soldier_lady_against_light_only_in_damage_calculation() -> None:
    """Penumbral Soldier Lady: "+1000 ATK during damage calculation only, when battling a LIGHT
    monster": it beats a LIGHT monster with more ATK than its printed ATK; its ATK outside the
    battle is the printed one."""
    lady = cd("Penumbral Soldier Lady")
    light = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["LIGHT"]
                   and lady.atk < c.atk < lady.atk + 1000)
    g = run({"phase": "battle", "players": [{"monsters": ["Penumbral Soldier Lady"]},
                                            {"monsters": [light]}]})
    assert g.facts()["mzone.0.0.atk"] == lady.atk
    answer(g, {"answer": {"action": "attack", "name": "Penumbral Soldier Lady"}})
    f = g.facts()
    assert f["gy.1"] == [light] and f["lp.1"] == 4000 - (lady.atk + 1000 - cd(light).atk)
    assert f["mzone.0.0.atk"] == lady.atk


def test_vampire_lady_declares_a_type() -> None:
    """Vampire Lady: "declare a card type; your opponent sends 1 card of that type from their
    Deck to the Graveyard" — they choose among that type only."""
    g = _attack({"monsters": ["Vampire Lady"]},
                {"deck": ["Raigeki", "Battle Ox", "Mirror Force", "Trap Hole"]}, None,
                [{"answer": {"action": "choose", "value": "trap"}}])
    d = g.pending()
    assert d is not None and d.seat == 1
    assert sorted(f["name"] for f in options(g, "card")) == ["Mirror Force", "Trap Hole"]
    answer(g, pick("Trap Hole"))
    assert g.facts()["gy.1"] == ["Trap Hole"]


def test_absorbing_kid_gains_300_per_level() -> None:
    """Absorbing Kid from the Sky: "destroys a monster by battle: gain its Level x 300 LP"."""
    kid = cd("Absorbing Kid from the Sky")
    weak = normal(lambda c: c.atk < kid.atk and c.level == 2)
    g = _attack({"monsters": ["Absorbing Kid from the Sky"]}, {"monsters": [weak]}, weak)
    assert g.facts()["lp.0"] == 4600


def test_amazoness_fighter_and_swords_woman() -> None:
    """Amazoness Fighter: "Battle Damage to its controller from its battles becomes 0";
    Amazoness Swords Woman: that damage "is inflicted to the opponent instead"."""
    f = _attack({"monsters": ["Amazoness Fighter"]}, {"monsters": [SKULL]}, SKULL).facts()
    assert (f["lp.0"], f["lp.1"]) == (4000, 4000)
    f = _attack({"monsters": ["Amazoness Swords Woman"]}, {"monsters": [SKULL]}, SKULL).facts()
    diff = cd(SKULL).atk - cd("Amazoness Swords Woman").atk
    assert (f["lp.0"], f["lp.1"]) == (4000, 4000 - diff)


def test_battle_damage_rows_batch6() -> None:
    """Mefist: piercing, and the opponent discards 1 random card; White Magical Hat: 1 random
    discard; The Bistro Butcher: the opponent draws 2 cards."""
    mefist = cd("Mefist the Infernal General")
    g = _attack({"monsters": ["Mefist the Infernal General"]},
                {"monsters": [{"card": "Kuriboh", "pos": "def"}], "hand": ["Raigeki"]}, "Kuriboh")
    f = g.facts()
    assert f["lp.1"] == 4000 - (mefist.atk - cd("Kuriboh").defense)
    assert f["hand_count.1"] == 0 and "Raigeki" in f["gy.1"]
    f = _attack({"monsters": ["White Magical Hat"]}, {"hand": ["Raigeki"]}, None).facts()
    assert f["gy.1"] == ["Raigeki"]
    f = _attack({"monsters": ["The Bistro Butcher"]}, {"deck": ["Kuriboh"] * 3}, None).facts()
    assert f["hand_count.1"] == 2


def test_destroyers_batch6() -> None:
    """KA-2 Des Scissors: Level x 500; Guardian Angel Joan: gain the destroyed monster's
    original ATK; Emes the Infinity: +700 ATK per monster it destroys (kept)."""
    weak = normal(lambda c: c.atk < cd("KA-2 Des Scissors").atk and c.level == 2)
    f = _attack({"monsters": ["KA-2 Des Scissors"]}, {"monsters": [weak]}, weak).facts()
    assert f["lp.1"] == 4000 - (cd("KA-2 Des Scissors").atk - cd(weak).atk) - 1000
    f = _attack({"monsters": ["Guardian Angel Joan"]}, {"monsters": [SKULL]}, SKULL).facts()
    assert f["lp.0"] == 4000 + cd(SKULL).atk
    f = _attack({"monsters": ["Emes the Infinity"]}, {"monsters": ["Battle Ox"]}, "Battle Ox"
                ).facts()
    assert f["gy.1"] == ["Battle Ox"] and f["mzone.0.0.atk"] == cd("Emes the Infinity").atk + 700


def test_raging_flame_sprite_grows_on_direct_damage() -> None:
    """Raging Flame Sprite: attacks directly; "each time it inflicts Battle Damage with a direct
    attack, +1000 ATK"."""
    sprite = cd("Raging Flame Sprite")
    g = _attack({"monsters": ["Raging Flame Sprite"]}, {"monsters": [SKULL]}, None)
    f = g.facts()
    assert f["lp.1"] == 4000 - sprite.atk and f["mzone.0.0.atk"] == sprite.atk + 1000


def test_yomi_ship_takes_its_destroyer() -> None:
    """Yomi Ship: "destroyed by battle and sent to the GY: destroy the monster that destroyed
    it"."""
    f = _destroyed_by("Yomi Ship").facts()
    assert f["monsters.1"] == [] and f["gy.1"] == [SKULL]


def test_two_amazoness_swords_women() -> None:
    """Two Amazoness Swords Women battling (the soak found the redirections looping): the
    damage is redirected once — our reading, no 2005 ruling found. Seat 0's equipped one (1000
    more ATK) attacks: seat 1 would take 1000, its Swords Woman sends it to seat 0, whose Swords
    Woman does not send it back."""
    g = run({"players": [{"monsters": ["Amazoness Swords Woman"], "hand": ["Axe of Despair"]},
                         {"monsters": ["Amazoness Swords Woman"]}]}, [act("Axe of Despair")])
    answer(g, {"answer": options(g, "card")[0]})  # seat 0's own monster (listed first)
    assert g.facts()["mzone.0.0.atk"] == cd("Amazoness Swords Woman").atk + 1000
    g.answer({"action": "to_battle"})
    answer(g, {"answer": {"action": "attack", "name": "Amazoness Swords Woman"}})
    f = g.facts()
    assert (f["lp.0"], f["lp.1"]) == (3000, 4000) and f["gy.1"] == ["Amazoness Swords Woman"]


def test_gravekeepers_vassal_damage_is_effect_damage() -> None:
    """Gravekeeper's Vassal: "Battle Damage this card inflicts is treated as effect damage" —
    Des Wombat (effect damage to its controller becomes 0) stops it; otherwise it is dealt."""
    vassal = cd("Gravekeeper's Vassal")
    f = _attack({"monsters": ["Gravekeeper's Vassal"]}, {}, None).facts()
    assert f["lp.1"] == 4000 - vassal.atk
    weak = normal(lambda c: c.atk < vassal.atk)
    g = run({"phase": "battle", "players": [{"monsters": ["Gravekeeper's Vassal"]},
                                            {"monsters": [weak, "Des Wombat"]}]})
    answer(g, {"answer": {"action": "attack", "name": "Gravekeeper's Vassal", "target_name": weak}})
    assert g.facts()["lp.1"] == 4000 and g.facts()["gy.1"] == [weak]
