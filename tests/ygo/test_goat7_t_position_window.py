"""Tragedy and the "changed to Defense Position" window (``goat7_t_position_window.py``) under the
goat profile. Text: not flagged "Goat-era version" in goat-pool.csv; official text (yaml-yugi
data/35686187.yaml): "when a face-up Attack Position monster(s) your opponent controls is changed
to face-up Defense Position: destroy all Defense Position monsters your opponent controls"."""

from __future__ import annotations

from tests.ygo.goat_st_windows import pass_until_offered
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}


def test_tragedy_after_a_manual_change_to_defense() -> None:
    """Seat 0 changes Battle Ox to Defense Position: seat 1's Tragedy destroys it and seat 0's
    face-down Defense Position monster; the Attack Position Summoned Skull stays."""
    game = game_of([{"monsters": ["Battle Ox", {"card": "Sangan", "pos": "fd_def"},
                                  "Summoned Skull"]},
                    {"spells": [{"card": "Tragedy", **SET}]}])
    ox = game.g.mz[0][0]
    answer(game, action="change_pos", card=ox)
    assert options(game, action="activate", name="Tragedy")
    answer(game, action="activate", name="Tragedy")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"]


def test_tragedy_not_for_a_change_to_attack() -> None:
    """A Defense Position monster changed to Attack Position opens no window."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "pos": "def"}]},
                    {"spells": [{"card": "Tragedy", **SET}]}])
    answer(game, action="change_pos", card=game.g.mz[0][0])
    assert not options(game, action="activate", name="Tragedy")


def test_tragedy_not_for_your_own_monster() -> None:
    """"Your opponent controls": the Trap's owner changing its own monster gets no window."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [{"card": "Tragedy", **SET}]}, {}])
    answer(game, action="change_pos", card=game.g.mz[0][0])
    assert not options(game, action="activate", name="Tragedy")


def test_tragedy_after_a_chain_whose_only_link_changed_the_position() -> None:
    """Curse of Anubis (chain link 1) turns the opponent's Sangan to Defense Position: after
    that chain, the same player's Tragedy destroys it."""
    game = game_of([{"monsters": ["Sangan"]},
                    {"spells": [{"card": "Curse of Anubis", **SET},
                                {"card": "Tragedy", **SET}]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Curse of Anubis")
    seen = pass_until_offered(game, "Tragedy")
    assert seen and game.facts()["mzone.0.0.pos"] == "def"
    answer(game, action="activate", name="Tragedy")
    settle(game)
    assert game.facts()["monsters.0"] == []
