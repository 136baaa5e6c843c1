"""Taunt and Staunch Defender (``goat5_t_attack_lures.py``), played under the goat profile and
checked against their 2005 texts, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

SET = {"face_up": False}


def test_staunch_defender_turns_every_attack_on_the_selected_monster() -> None:
    """Staunch Defender: "Select 1 face-up monster you control. This turn, your opponent can only
    select it as an attack target, and must attack it with all their face-up Attack Position
    monsters": Battle Ox's attack on Kuriboh is turned on Giant Soldier of Stone (DEF 2000 in
    Defense Position: Battle Ox's controller takes 300), Kuriboh survives; Sangan must then
    attack the Giant Soldier too, and nothing else can be chosen."""
    game = game_of([{"monsters": ["Battle Ox", "Sangan"]},
                    {"monsters": ["Kuriboh", {"card": "Giant Soldier of Stone", "pos": "def"}],
                     "spells": [{"card": "Staunch Defender", **SET}]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    pass_while(game, 0)
    answer(game, action="activate", name="Staunch Defender")
    if options(game, action="card", name="Giant Soldier of Stone"):
        answer(game, action="card", name="Giant Soldier of Stone")
    settle(game)
    f = game.facts()
    assert f["lp.0"] == LP - 300 and f["monsters.1"] == ["Kuriboh", "Giant Soldier of Stone"]
    d = game.pending()
    assert d is not None and d.seat == 0 and d.options
    assert all(o.form.get("action") == "attack" and o.about.get("target_name")
               == "Giant Soldier of Stone" for o in d.options)


def test_taunt_only_in_the_opponents_main_phase_1() -> None:
    """Taunt: "Activate only during your opponent's Main Phase 1": not in your own turn."""
    game = game_of([{"monsters": ["Kuriboh"], "spells": [{"card": "Taunt", **SET}]}, {}])
    assert not options(game, action="activate", name="Taunt")


def test_taunt_binds_the_attack_target_not_the_attack() -> None:
    """Taunt: "... if your opponent attacks with a monster they must select it as the attack
    target": after Taunt on Giant Soldier of Stone, Battle Ox may attack only it (Kuriboh is no
    target), and the Battle Phase can still be ended without attacking."""
    game = game_of([{"monsters": ["Kuriboh", {"card": "Giant Soldier of Stone", "pos": "def"}],
                     "spells": [{"card": "Taunt", **SET}]},
                    {"monsters": ["Battle Ox"], "hand": ["Pot of Greed"],
                     "deck": ["Sangan"] * 3}], turn=4, turn_player=1)
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Taunt")
    if options(game, action="card", name="Giant Soldier of Stone"):
        answer(game, action="card", name="Giant Soldier of Stone")
    settle(game)
    answer(game, action="to_battle")
    settle(game)
    attacks = options(game, action="attack")
    names = {o.get("target") for o in attacks}
    assert len(attacks) == 1 and len(names) == 1
    d = game.pending()
    assert d is not None and any(o.form.get("action") != "attack" for o in d.options)
    assert not options(game, action="attack", target_name="Kuriboh")
