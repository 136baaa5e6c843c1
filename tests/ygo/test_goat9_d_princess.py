"""g9-d: Insect Princess (``cards/scripts/goat9_d_princess.py``). Sources: the OCG text of the
time (yaml-yugi data/37957847.yaml "ja": while face-up, every face-up Insect-Type monster the
opponent controls is in Attack Position; each time it destroys an Insect-Type monster by battle,
+500 ATK) and the Goat Individual Card FAQ (TheMTtakeover/goat-rulings
goat-indv-rulings/insect-princess.md: a face-down Insect attacked goes to Attack Position after
the flip, before damage calculation; the opponent's manual change is undone at once; a Crass
Clown made Insect-Type by DNA Surgery and taken by Change of Heart is changed to Attack Position
and its effect activates; destroying an Insect Monster Token gives 500)."""

from __future__ import annotations

from goat7_mb_steps import settle
from goat9_d_steps import activated, attack_with, mon, run
from goat_mon_steps import act, answer, normal, options

from cardtable.ygo.cards import constants as C
from cardtable.ygo.state import F_POSCHANGED, POS_FD_DEF, POS_FU_ATK, POS_FU_DEF

INSECT = C.RACE_BY_NAME["Insect"]
BUG = "Basic Insect"  # a Normal Insect, 500 ATK / 700 DEF
#: a Normal Warrior (not an Insect)
WARRIOR = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"] and c.atk < 1500)


def test_a_face_down_insect_attacked_is_flipped_then_fights_in_attack_position() -> None:
    """FAQ ruling 1 and the text's "face-up": the face-down Basic Insect stays face-down until
    attacked; flipped, it goes to Attack Position before damage calculation — destroyed in
    Attack Position, its player takes 1400 (1900 - 500) — and the Princess gains 500 for
    destroying an Insect by battle."""
    g = run({"players": [{"monsters": ["Insect Princess"]},
                         {"monsters": [{"card": BUG, "pos": "fd_def"}]}]})
    bug = mon(g, 1)
    assert g.g.pos[bug] == POS_FD_DEF
    attack_with(g, "Insect Princess", bug)
    settle(g)
    f = g.facts()
    assert f["gy.1"] == [BUG] and f["lp.1"] == 8000 - 1400
    assert g.g.atk(mon(g, 0)) == 1900 + 500


def test_only_the_opponents_face_up_insects_change() -> None:
    """"face-up Insect-Type monsters your opponent controls": the opponent's face-up Defense
    Position Basic Insect goes to Attack Position when the Princess is Tribute Summoned; the
    opponent's Defense Position Warrior and this player's own Defense Position Insect stay."""
    g = run({"players": [{"monsters": [WARRIOR, {"card": BUG, "pos": "def"}],
                          "hand": ["Insect Princess"]},
                         {"monsters": [{"card": BUG, "pos": "def"},
                                       {"card": WARRIOR, "pos": "def"}]}]})
    answer(g, {"answer": {"action": "summon", "name": "Insect Princess"}})
    answer(g, {"answer": {"action": "tribute", "name": WARRIOR}})
    settle(g)
    assert sorted(g.facts()["monsters.0"]) == sorted([BUG, "Insect Princess"])
    assert g.g.pos[mon(g, 1, BUG)] == POS_FU_ATK
    assert g.g.pos[mon(g, 1, WARRIOR)] == POS_FU_DEF
    assert g.g.pos[mon(g, 0, BUG)] == POS_FU_DEF


def test_the_opponents_manual_change_is_undone_at_once() -> None:
    """FAQ ruling 2: in his turn the opponent changes his Basic Insect to Defense Position: it
    goes back to Attack Position at once, and his change for the turn is used."""
    g = run({"turn_player": 1,
             "players": [{"monsters": ["Insect Princess"]}, {"monsters": [BUG]}]})
    bug = mon(g, 1)
    answer(g, {"answer": {"action": "change_pos", "card": bug}})
    settle(g)
    assert g.g.pos[bug] == POS_FU_ATK
    assert g.g.flags[bug] & F_POSCHANGED
    assert not [f for f in options(g, "change_pos") if f.get("card") == bug]


def test_a_crass_clown_taken_while_insect_type_is_changed_and_its_effect_activates() -> None:
    """FAQ ruling 3: DNA Surgery (Insect) makes this player's Defense Position Crass Clown an
    Insect; the opponent takes it with Change of Heart — on his side it is changed to Attack
    Position by the Princess, and its "changed from Defense to Attack Position" effect
    activates: it returns the Princess (the only monster left on this side) to the hand."""
    g = run({"turn_player": 1,
             "players": [{"monsters": ["Insect Princess", {"card": "Crass Clown", "pos": "def"}],
                          "spells": [{"card": "DNA Surgery", "face_up": True,
                                      "counter": INSECT}]},
                         {"hand": ["Change of Heart"]}]})
    clown = mon(g, 0, "Crass Clown")
    answer(g, act("Change of Heart"))
    settle(g, "Crass Clown")
    assert g.g.ctrl[clown] == 1 and g.g.pos[clown] == POS_FU_ATK
    assert activated(g, "Crass Clown") == 1
    assert g.facts()["hand.0"] == ["Insect Princess"]


def test_destroying_an_insect_monster_token_gives_500() -> None:
    """FAQ ruling 4: the Princess destroys an Insect Monster Token by battle: 2400 ATK (Insect
    Queen in the opponent's hand makes it a real token of the duel: it vanishes)."""
    g = run({"players": [{"monsters": ["Insect Princess"]},
                         {"monsters": ["Insect Monster Token"], "hand": ["Insect Queen"]}]})
    attack_with(g, "Insect Princess", mon(g, 1))
    settle(g)
    assert g.facts()["monsters.1"] == [] and g.facts()["gy.1"] == []
    assert g.g.atk(mon(g, 0)) == 2400


def test_a_non_insect_destroyed_gives_nothing() -> None:
    """"destroys an Insect-Type monster": a Warrior destroyed by battle gives no ATK."""
    g = run({"players": [{"monsters": ["Insect Princess"]}, {"monsters": [WARRIOR]}]})
    attack_with(g, "Insect Princess", mon(g, 1))
    settle(g)
    assert g.facts()["gy.1"] == [WARRIOR]
    assert activated(g, "Insect Princess") == 0 and g.g.atk(mon(g, 0)) == 1900


def test_dna_surgery_declaring_insect_turns_the_opponents_monsters() -> None:
    """The text ("every face-up Insect-Type monster your opponent controls", its Type as it is
    now): DNA Surgery resolving with Insect declared makes the opponent's face-up Defense
    Position Warrior an Insect — it goes to Attack Position at once."""
    g = run({"players": [{"monsters": ["Insect Princess"],
                          "spells": [{"card": "DNA Surgery", "face_up": False}]},
                         {"monsters": [{"card": WARRIOR, "pos": "def"}]}]})
    answer(g, act("DNA Surgery"))
    answer(g, {"answer": {"action": "race", "race": "Insect"}})
    settle(g)
    assert g.g.race(mon(g, 1)) == INSECT
    assert g.g.pos[mon(g, 1)] == POS_FU_ATK
