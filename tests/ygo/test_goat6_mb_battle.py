"""g6-mb: effects that follow a battle (``cards/scripts/goat6_mb_battle.py``). Each test names
the text line or ruling it checks; numbers are printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, normal, options, run

TRIGGER = {"answer": {"action": "trigger"}}


def _battle(me: dict[str, Any], opp: dict[str, Any], attacker: str, target: str,
            steps: list[dict[str, Any]] | None = None) -> Any:
    """Seat 0's Battle Phase: ``attacker`` attacks ``target``."""
    g = run({"phase": "battle", "turn": 3, "turn_player": 0, "players": [me, opp]})
    forms = [f for f in options(g, "attack") if f.get("name") == attacker
             and f.get("target_name", "?") == target]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})
    for st in steps or []:
        answer(g, st)
    return g


def _attack_kokki(attacker: str) -> Any:
    """Seat 1's ``attacker`` attacks seat 0's Ryu Kokki in Defense Position (2000 DEF)."""
    g = run({"phase": "battle", "turn": 4, "turn_player": 1, "players": [
        {"monsters": [{"card": "Ryu Kokki", "pos": "def"}]}, {"monsters": [attacker]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == attacker]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})
    return g


def test_ryu_kokki_destroys_a_warrior_it_battled() -> None:
    """Ryu Kokki: "if this card battles a Warrior-Type monster, destroy that monster at the end
    of the Damage Step" — a 1400-ATK Warrior attacking the 2000-DEF Kokki survives the battle
    and is destroyed after it."""
    g = _attack_kokki("Celtic Guardian")
    f = g.facts()
    assert f["gy.1"] == ["Celtic Guardian"] and f["monsters.0"] == ["Ryu Kokki"]


def test_ryu_kokki_spares_other_types() -> None:
    """Only Warrior- or Spellcaster-Type: a Beast-Warrior-Type attacker (Battle Ox) stays."""
    g = _attack_kokki("Battle Ox")
    assert g.facts()["monsters.1"] == ["Battle Ox"]


def test_ryu_kokki_destroyed_by_the_battle_still_destroys() -> None:
    """OCG ruling on Ryu Kokki: destroyed by battle with a Spellcaster, its effect still
    activates — it attacks Dark Magician (2500 ATK), is destroyed, and Dark Magician is
    destroyed after the Damage Step."""
    g = _battle({"monsters": ["Ryu Kokki"]}, {"monsters": ["Dark Magician"]}, "Ryu Kokki",
                "Dark Magician")
    f = g.facts()
    assert f["gy.0"] == ["Ryu Kokki"] and f["gy.1"] == ["Dark Magician"]


def test_falcos_returns_an_attack_position_victim() -> None:
    """Winged Sage Falcos: "destroys your opponent's monster in face-up Attack Position by
    battle: you can return it to the top of your opponent's Deck"."""
    foe = normal(lambda c: c.atk == 1500)
    g = _battle({"monsters": ["Winged Sage Falcos"]}, {"monsters": [foe], "deck": ["Kuriboh"]},
                "Winged Sage Falcos", foe, [TRIGGER])
    f = g.facts()
    assert f["deck_top.1"] == foe and f["gy.1"] == []


def test_falcos_not_for_a_defense_position_victim() -> None:
    """Only a face-up Attack Position monster: a Defense Position one it destroys stays in the
    Graveyard, and nothing is offered."""
    foe = normal(lambda c: c.atk == 1500 and c.defense < 1700)
    g = _battle({"monsters": ["Winged Sage Falcos"]},
                {"monsters": [{"card": foe, "pos": "def"}]}, "Winged Sage Falcos", foe)
    assert not options(g, "trigger") and g.facts()["gy.1"] == [foe]


def test_sasuke_samurai_3_makes_the_opponent_draw_to_seven() -> None:
    """Sasuke Samurai #3 (IOC): "When this card inflicts Battle Damage to your opponent's Life
    Points, your opponent draws until his/her hand has 7 cards" — 2 cards in hand, 5 drawn."""
    g = run({"phase": "battle", "turn": 3, "turn_player": 0, "players": [
        {"monsters": ["Sasuke Samurai #3"]},
        {"hand": ["Dark Elf", "Feral Imp"], "deck": ["Battle Ox"] * 8}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Sasuke Samurai #3"]
    answer(g, {"answer": forms[0]})
    f = g.facts()
    assert f["lp.1"] == 3000 and f["hand_count.1"] == 7 and f["deck_count.1"] == 3


def test_sasuke_samurai_3_no_damage_no_draw() -> None:
    """Only "when this card inflicts Battle Damage": attacking a 2000-DEF monster it deals none
    (its controller takes the damage instead), and nobody draws."""
    wall = normal(lambda c: c.defense == 2000)
    g = _battle({"monsters": ["Sasuke Samurai #3"]},
                {"monsters": [{"card": wall, "pos": "def"}], "hand": ["Dark Elf"],
                 "deck": ["Battle Ox"] * 8}, "Sasuke Samurai #3", wall)
    assert g.facts()["hand_count.1"] == 1


def test_hyper_hammerhead_returns_a_surviving_monster() -> None:
    """Hyper Hammerhead: "an opponent's monster that battled this card and was not destroyed
    returns to its owner's hand at the end of the Damage Step" — a 2000-DEF wall it attacks."""
    wall = normal(lambda c: c.defense == 2000 and c.atk < 1500)
    g = _battle({"monsters": ["Hyper Hammerhead"]}, {"monsters": [{"card": wall, "pos": "def"}]},
                "Hyper Hammerhead", wall)
    f = g.facts()
    assert f["hand.1"] == [wall] and f["monsters.1"] == [] and f["lp.0"] == 4000 - 500


def test_hyper_hammerhead_destroyed_still_returns_the_monster() -> None:
    """A suicide attack still returns the monster (yugioh-wiki on the card): Hammerhead attacks
    Summoned Skull, is destroyed, and the Skull goes back to the hand."""
    g = _battle({"monsters": ["Hyper Hammerhead"]}, {"monsters": ["Summoned Skull"]},
                "Hyper Hammerhead", "Summoned Skull")
    f = g.facts()
    assert f["gy.0"] == ["Hyper Hammerhead"] and f["hand.1"] == ["Summoned Skull"]


def test_hyper_hammerhead_destroyed_victim_stays_in_the_graveyard() -> None:
    """Only a monster "not destroyed": one it destroys stays in the Graveyard."""
    g = _battle({"monsters": ["Hyper Hammerhead"]}, {"monsters": ["Feral Imp"]},
                "Hyper Hammerhead", "Feral Imp")
    f = g.facts()
    assert f["gy.1"] == ["Feral Imp"] and f["hand.1"] == []


def test_sasuke_samurai_4_coin_destroys_the_monster_it_battles() -> None:
    """Sasuke Samurai #4: "toss a coin and call it at the start of the Damage Step; called
    right, destroy that monster" — attacking Summoned Skull (2500 ATK): a right call destroys
    the Skull by the effect (no damage), a wrong one lets the battle destroy Sasuke; both
    happen over the seeds, each checked against the public coin event."""
    from cardtable.core.scenario import Scenario

    seen = set()
    for seed in range(10):
        g = Scenario.from_data({"game": "ygo", "name": "sasuke4", "seed": seed, "setup": {
            "turn": 3, "phase": "battle", "players": [
                {"monsters": ["Sasuke Samurai #4"]}, {"monsters": ["Summoned Skull"]}]},
            "steps": []}, source="test_goat6_mb_battle").run()
        forms = [f for f in options(g, "attack") if f.get("name") == "Sasuke Samurai #4"]
        answer(g, {"answer": forms[0]})
        answer(g, {"answer": {"action": "choose", "value": "heads"}})
        coins = [pub for kind, pub, _ in g.g.elog if kind == "coin"]
        assert len(coins) == 1 and coins[0]["call"] == "heads"
        right = coins[0]["result"] == "heads"
        f = g.facts()
        if right:
            assert f["gy.1"] == ["Summoned Skull"] and f["monsters.0"] == ["Sasuke Samurai #4"]
            assert f["lp.0"] == 4000
        else:
            assert f["gy.0"] == ["Sasuke Samurai #4"] and f["monsters.1"] == ["Summoned Skull"]
        seen.add(right)
    assert seen == {True, False}


def test_sasuke_samurai_4_attacked_face_up_tosses_too() -> None:
    """"If this card battles": attacked face-up, it tosses as well (yugioh-wiki) — one coin
    event in the opponent's attack."""
    g = run({"phase": "battle", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Sasuke Samurai #4"]}, {"monsters": ["Summoned Skull"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Summoned Skull"]
    answer(g, {"answer": forms[0]})
    answer(g, {"answer": {"action": "choose", "value": "tails"}})
    assert [pub["call"] for kind, pub, _ in g.g.elog if kind == "coin"] == ["tails"]
