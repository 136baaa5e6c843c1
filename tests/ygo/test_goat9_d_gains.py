"""g9-d: Firebird (``cards/scripts/goat9_d_gains.py``). Sources: the FET text (yaml-yugi
data/87473172.yaml: each time a Winged Beast-Type monster(s) on your side of the field is
destroyed, this card gains 500 ATK) and the Goat Individual Card FAQ
(TheMTtakeover/goat-rulings goat-indv-rulings/firebird.md): a Trigger Effect (at the end of the
Damage Step after a battle), Divine Wrath can answer it, several destroyed at once give 500
only, DNA Surgery's Type counts, face-down ones destroyed by an effect do not, the gain lasts
while Firebird stays face-up."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat9_d_steps import activated, attack_with, chain_to, mon, run
from goat_mon_steps import act, answer, normal

from cardtable.ygo.cards import constants as C
from cardtable.ygo.state import POS_FU_ATK

#: a Normal Monster stronger than Skull Red Bird (1550 ATK)
BRUTE = normal(lambda c: c.atk > 1600 and c.level <= 4)
#: a Normal Warrior weaker than BRUTE (made Winged Beast by DNA Surgery)
WARRIOR = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"] and c.atk < 1500)
BIRD = "Skull Red Bird"  # Winged Beast, 1550 ATK


def _firebird_atk(g: Any) -> int:
    return int(g.g.atk(mon(g, 0, "Firebird")))


def test_a_winged_beast_destroyed_by_battle_gives_500_as_a_chain_link() -> None:
    """The text and FAQ ruling 1: Skull Red Bird destroyed attacking a stronger monster —
    Firebird's trigger activates (a chain link of its own) after the battle: 1500 ATK."""
    g = run({"players": [{"monsters": ["Firebird", BIRD]}, {"monsters": [BRUTE]}]})
    attack_with(g, BIRD, mon(g, 1))
    settle(g)
    assert g.facts()["gy.0"] == [BIRD]
    assert activated(g, "Firebird") == 1
    assert _firebird_atk(g) == 1500


def test_divine_wrath_answers_the_trigger() -> None:
    """FAQ ruling 2: the trigger can be chained to — Divine Wrath negates it and destroys
    Firebird: no gain."""
    g = run({"players": [{"monsters": ["Firebird", BIRD]},
                         {"monsters": [BRUTE], "hand": [BRUTE],
                          "spells": [{"card": "Divine Wrath", "face_up": False}]}]})
    attack_with(g, BIRD, mon(g, 1))
    chain_to(g, "Firebird", "Divine Wrath")
    settle(g)
    assert g.facts()["gy.0"] == [BIRD, "Firebird"]


def test_an_opponents_winged_beast_does_not_count() -> None:
    """"on your side of the field": Skull Red Bird destroying the opponent's Harpie Lady (a
    Winged Beast) gives this player's Firebird nothing."""
    g = run({"players": [{"monsters": ["Firebird", BIRD]}, {"monsters": ["Harpie Lady"]}]})
    attack_with(g, BIRD, mon(g, 1))
    settle(g)
    assert g.facts()["gy.1"] == ["Harpie Lady"]
    assert activated(g, "Firebird") == 0 and _firebird_atk(g) == 1000


def test_two_winged_beasts_destroyed_together_give_500_once() -> None:
    """FAQ ruling 3: Mirror Force destroys Skull Red Bird and Harpie Lady at the same time (the
    Defense Position Firebird stays): 500, not 1000."""
    g = run({"players": [{"monsters": [{"card": "Firebird", "pos": "def"}, BIRD, "Harpie Lady"]},
                         {"monsters": [BRUTE],
                          "spells": [{"card": "Mirror Force", "face_up": False}]}]})
    attack_with(g, BIRD, mon(g, 1))
    settle(g, activate="Mirror Force")
    assert sorted(g.facts()["gy.0"]) == sorted([BIRD, "Harpie Lady"])
    assert activated(g, "Firebird") == 1 and _firebird_atk(g) == 1500


def test_a_dna_surgery_winged_beast_counts_tokens_too() -> None:
    """FAQ ruling 4: a Warrior made Winged Beast-Type by DNA Surgery (declared Winged Beast)
    destroyed by battle counts — its Type on the field is what is read; so does a Sheep Token
    made Winged Beast-Type (a Winged Beast-Type token: the pool has no other; Scapegoat in the
    hand makes it a real token of the duel, which vanishes instead of reaching the Graveyard)."""
    wb = C.RACE_BY_NAME["Winged Beast"]
    for mine, gone in ((WARRIOR, [WARRIOR]), ("Sheep Token", [])):
        g = run({"players": [{"monsters": ["Firebird", mine], "hand": ["Scapegoat"],
                              "spells": [{"card": "DNA Surgery", "face_up": True,
                                          "counter": wb}]},
                             {"monsters": [BRUTE]}]})
        attack_with(g, mine, mon(g, 1))
        settle(g)
        assert g.facts()["gy.0"] == gone and g.facts()["monsters.0"] == ["Firebird"], mine
        assert _firebird_atk(g) == 1500, mine


def test_a_face_down_winged_beast_destroyed_by_an_effect_does_not_count() -> None:
    """FAQ ruling 5: Sasuke Samurai destroys the face-down Skull Red Bird it attacks without
    flipping it — Firebird gains nothing; Ninja Grandmaster Sasuke destroying a face-up Defense
    Position Skull Red Bird by its effect does give 500."""
    for attacker, pos, gain in (("Sasuke Samurai", "fd_def", 0),
                                ("Ninja Grandmaster Sasuke", "def", 500)):
        g = run({"turn_player": 1,
                 "players": [{"monsters": ["Firebird", {"card": BIRD, "pos": pos}]},
                             {"monsters": [attacker]}]})
        attack_with(g, attacker, mon(g, 0, BIRD))
        settle(g)
        assert g.facts()["gy.0"] == [BIRD], attacker
        assert _firebird_atk(g) == 1000 + gain, attacker


def test_the_gain_ends_when_firebird_is_turned_face_down() -> None:
    """FAQ ruling 6: the gain lasts as long as Firebird stays face-up — Book of Moon turns it
    face-down in Main Phase 2; flipped face-up again (a test flip), it has 1000 ATK."""
    g = run({"players": [{"monsters": ["Firebird", BIRD], "hand": ["Book of Moon"]},
                         {"monsters": [BRUTE]}]})
    fb = mon(g, 0, "Firebird")
    attack_with(g, BIRD, mon(g, 1))
    settle(g)
    assert g.g.atk(fb) == 1500
    answer(g, {"answer": {"action": "end_battle"}})
    settle(g)
    answer(g, act("Book of Moon"))
    settle(g, "Firebird")
    assert g.g.pos[fb] & 0xA  # face-down
    g.g.change_position(fb, POS_FU_ATK)
    assert g.g.atk(fb) == 1000
