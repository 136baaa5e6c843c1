"""Michizure and the "sent from the field to the Graveyard" response window
(``goat6_t_gy_window.py``), under the goat profile. Text (our own words, ``pool/goat.csv``):
"Activate only when a monster is sent from the field to your Graveyard. Destroy 1 monster on the
field." Era timing ruling (cogonline.net, "I'll Take You With Me! - Michizure", Oct 2004): the
monster going to the Graveyard must be the last thing that happened — not destroyed in the middle
of a chain, not Tributed as a cost; a Normal Trap is not activated in the Damage Step."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

SET = {"face_up": False}


def _ring_board(hand: list[str]) -> list[dict[str, object]]:
    return [{"hand": hand, "monsters": ["Summoned Skull"],
             "spells": [{"card": "Ring of Destruction", **SET}], "deck": ["Sangan"] * 5},
            {"monsters": ["Battle Ox"], "spells": [{"card": "Michizure", **SET}]}]


def test_michizure_answers_a_monster_destroyed_by_the_last_link() -> None:
    """Ring of Destruction (the only link) destroys Battle Ox: the window after the chain lets
    its owner activate Michizure and destroy Summoned Skull."""
    game = game_of(_ring_board([]))
    answer(game, action="activate", name="Ring of Destruction")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    while options(game, action="pass") and not options(game, action="activate",
                                                        name="Michizure"):
        answer(game, action="pass")
    f = game.facts()
    assert f["gy.1"] == ["Battle Ox"] and f["lp.0"] == LP - 1700
    answer(game, action="activate", name="Michizure")
    if options(game, action="card", name="Summoned Skull"):
        answer(game, action="card", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Summoned Skull" in f["gy.0"]


def test_michizure_misses_a_monster_destroyed_mid_chain() -> None:
    """The same destruction as chain link 2 under Pot of Greed (link 1 resolves after it): the
    monster going to the Graveyard is not the last thing, so Michizure cannot be activated."""
    game = game_of(_ring_board(["Pot of Greed"]))
    answer(game, action="activate", name="Pot of Greed")
    pass_while(game, 1)
    answer(game, action="activate", name="Ring of Destruction")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    seen = False
    while options(game, action="pass"):
        seen = seen or bool(options(game, action="activate", name="Michizure"))
        answer(game, action="pass")
    f = game.facts()
    assert f["gy.1"] == ["Battle Ox"] and f["hand_count.0"] == 2  # Pot of Greed resolved
    assert not seen and f["spells.1"] == ["Michizure"]


def test_michizure_needs_your_monster() -> None:
    """"... sent from the field to YOUR Graveyard": the opponent's Ring of Destruction on its
    own Summoned Skull opens no Michizure for the other player."""
    game = game_of(_ring_board([]))
    answer(game, action="activate", name="Ring of Destruction")
    answer(game, action="card", name="Summoned Skull")
    seen = False
    while options(game, action="pass"):
        seen = seen or bool(options(game, action="activate", name="Michizure"))
        answer(game, action="pass")
    assert "Summoned Skull" in game.facts()["gy.0"] and not seen
