"""Goat monster batch 2: battle mechanics (``cards/scripts/goat_mon_battle.py``). Each test names
the 2005 text line it checks; the numbers come from the card text and the printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, normal, options, pick, run

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
