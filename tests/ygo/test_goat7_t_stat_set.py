""""ATK/DEF becomes N" (``goat7_t_stat_set.py``): Adhesion Trap Hole, Curse of Anubis and Fairy Box
under the goat profile. Texts: not flagged "Goat-era version" in goat-pool.csv; official texts
(yaml-yugi data/62325062.yaml Adhesion Trap Hole: "when your opponent Summons a monster(s):
halve that monster(s)'s original ATK" — its Japanese text: as long as it is face-up on the
field; data/66742250.yaml Curse of Anubis: "change all Effect Monsters on the field to Defense
Position; until the end of this turn, the original DEF of those monsters becomes 0, also their
battle positions cannot be changed"; data/21598948.yaml Fairy Box: "when your opponent's monster
declares an attack: toss a coin and call it; if you call it right, the attacking monster's ATK
becomes 0 until the end of the Battle Phase; during each of your Standby Phases, pay 500 Life
Points or destroy this card")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def test_adhesion_trap_hole_halves_the_original_atk_and_keeps_later_boosts() -> None:
    """Battle Ox (1700) Normal Summoned by the opponent: Adhesion makes its original ATK 850;
    an Axe of Despair (+1000) equipped later still adds on top: 1850."""
    game = game_of([{"hand": ["Battle Ox", "Axe of Despair"]},
                    {"spells": [{"card": "Adhesion Trap Hole", **SET}]}])
    answer(game, action="summon", name="Battle Ox")
    answer(game, action="activate", name="Adhesion Trap Hole")
    settle(game)
    assert game.facts()["mzone.0.0.atk"] == 850
    answer(game, action="activate", name="Axe of Despair")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    settle(game)
    assert game.facts()["mzone.0.0.atk"] == 1850


def test_adhesion_trap_hole_not_on_your_own_summon() -> None:
    """"When your OPPONENT Summons": the Trap's owner summoning offers nothing."""
    game = game_of([{"hand": ["Battle Ox"],
                     "spells": [{"card": "Adhesion Trap Hole", **SET}]}, {}])
    answer(game, action="summon", name="Battle Ox")
    assert not options(game, action="activate", name="Adhesion Trap Hole")


def test_curse_of_anubis_defense_zero_and_locked() -> None:
    """Sangan (Effect, Attack Position) goes to Defense Position with DEF 0; Mystic Tomato
    (Effect, already in Defense Position) gets DEF 0 and can no longer change its position this
    turn; the Normal Monster Battle Ox is untouched."""
    game = game_of([{"monsters": ["Battle Ox", "Sangan",
                                  {"card": "Mystic Tomato", "pos": "def"}],
                     "spells": [{"card": "Curse of Anubis", **SET}]}, {}])
    tomato = options(game, action="change_pos")
    assert len(tomato) == 3
    answer(game, action="activate", name="Curse of Anubis")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.pos"] == "atk" and f["mzone.0.0.def"] == 1000
    assert f["mzone.0.1.pos"] == "def" and f["mzone.0.1.def"] == 0
    assert f["mzone.0.2.def"] == 0
    ids = {o["card"] for o in options(game, action="change_pos")}
    assert len(ids) == 1  # Battle Ox only


def _box_game(call: str) -> YgoGame:
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}],
                     "spells": [{"card": "Fairy Box", "face_up": True}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Giant Soldier of Stone")
    answer(game, action="choose", value=call)
    settle(game)
    return game


def test_fairy_box_right_call_makes_the_attacker_0_until_the_battle_phase_ends() -> None:
    """The same seeded coin called both ways: on the right call Battle Ox fights at 0 ATK
    against DEF 2000 (its controller takes 2000) and has 1700 again once the Battle Phase is
    over; on the wrong call it fights at 1700 (300 taken)."""
    games = {call: _box_game(call) for call in ("heads", "tails")}
    right = [c for c, g in games.items() if g.facts()["lp.0"] == LP - 2000]
    assert len(right) == 1
    g_right = games[right[0]]
    assert g_right.facts()["mzone.0.0.atk"] == 0
    answer(g_right, action="end_battle")
    assert g_right.facts()["mzone.0.0.atk"] == 1700
    g_wrong = games["tails" if right == ["heads"] else "heads"]
    assert g_wrong.facts()["lp.0"] == LP - 300
