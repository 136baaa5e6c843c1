"""Armor Exe and Magical Plant Mandragola (``goat7_t_counter_monsters.py``) under the goat
profile. Texts: not flagged "Goat-era version" in goat-pool.csv; official texts (yaml-yugi
data/07180418.yaml Armor Exe: "cannot attack in the same turn it is Normal Summoned, Flip
Summoned, or Special Summoned; during each of your and your opponent's Standby Phases, remove 1
Spell Counter on your side of the field; if you do not, destroy this card"; data/07802006.yaml
Magical Plant Mandragola: "FLIP: place 1 Spell Counter on each face-up card on the field that you
can place a Spell Counter on")."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

LIBRARY = "Royal Magical Library"



def test_armor_exe_cannot_attack_the_turn_it_is_summoned() -> None:
    """Normal Summoned this turn: no attack offered in the Battle Phase; an Armor Exe already on
    the field attacks."""
    game = game_of([{"hand": ["Armor Exe"]}, {}])
    answer(game, action="summon", name="Armor Exe")
    settle(game)
    answer(game, action="to_battle")
    assert not options(game, action="attack")
    game = game_of([{"monsters": ["Armor Exe"]}, {}], phase="battle")
    assert options(game, action="attack")


def test_armor_exe_eats_a_counter_each_standby_or_is_destroyed() -> None:
    """With a Library holding 1 counter: the opponent's Standby Phase (turn 4) takes it; in turn
    5's Standby Phase no counter is left and Armor Exe is destroyed."""
    game = game_of([{"monsters": ["Armor Exe", {"card": LIBRARY, "counter": 1}]}, {}])
    next_main1(game)
    f = game.facts()
    assert f["turn"] == 4 and "Armor Exe" in f["monsters.0"]
    assert game.g.counter[game.g.mz[0][1]] == 0
    next_main1(game)
    f = game.facts()
    assert f["monsters.0"] == [LIBRARY] and "Armor Exe" in f["gy.0"]


def test_mandragola_puts_a_counter_on_every_holder() -> None:
    """Flip Summoned Mandragola: both Libraries get 1 counter (one already at its maximum of 3
    stays at 3), the face-up Tower of Babel gets 1; Battle Ox gets none."""
    game = game_of([{"monsters": [{"card": "Magical Plant Mandragola", "pos": "fd_def"},
                                  {"card": LIBRARY, "counter": 3}, "Battle Ox"]},
                    {"monsters": [LIBRARY],
                     "spells": [{"card": "Tower of Babel", "face_up": True}]}])
    answer(game, action="flip_summon")
    settle(game)
    g = game.g
    assert g.counter[g.mz[0][1]] == 3 and g.counter[g.mz[1][0]] == 1
    assert g.counter[g.sz[1][0]] == 1 and g.counter[g.mz[0][2]] == 0
