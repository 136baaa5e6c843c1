"""Major Riot (``goat7_t_riots.py``) under the goat profile. Text: not flagged "Goat-era version"
in goat-pool.csv; official text (yaml-yugi data/09074847.yaml): "when 1 or more of your monsters
are returned from the field to your hand by your opponent's effect: return all Monster Cards on
the field to your respective hands; both players then Special Summon from their hands the same
number of Monster Cards in face-down Defense Position"."""

from __future__ import annotations

from tests.ygo.goat_st_windows import offered_while_passing, pass_until_offered
from tests.ygo.test_goat_st_batches import answer, game_of, options

SET = {"face_up": False}


def _evacuate() -> object:
    game = game_of([{"monsters": ["Summoned Skull"],
                     "spells": [{"card": "Compulsory Evacuation Device", **SET}]},
                    {"monsters": ["Battle Ox", "Sangan"],
                     "spells": [{"card": "Major Riot", **SET}]}])
    answer(game, action="activate", name="Compulsory Evacuation Device")
    answer(game, action="card", name="Battle Ox")
    return game


def test_major_riot_after_the_opponent_bounces_your_monster() -> None:
    """Compulsory Evacuation Device returns Battle Ox: after that chain Major Riot returns
    Summoned Skull and Sangan too; each player Special Summons 1 monster (the number returned to
    them by the Riot) face-down in Defense Position."""
    game = _evacuate()
    seen = pass_until_offered(game, "Major Riot")
    assert seen
    answer(game, action="activate", name="Major Riot")
    while game.pending() is not None and (options(game, action="pass")
                                          or options(game, action="card")):
        if options(game, action="card", name="Sangan"):
            answer(game, action="card", name="Sangan")
        elif options(game, action="card"):
            game.answer(options(game, action="card")[0])
        else:
            answer(game, action="pass")
    g = game.g
    mine = [m for m in g.mz[0] if m >= 0]
    theirs = [m for m in g.mz[1] if m >= 0]
    assert len(mine) == 1 and len(theirs) == 1
    assert g.pos[mine[0]] == 0x8 and g.pos[theirs[0]] == 0x8  # face-down Defense
    assert g.cd(theirs[0]).name.en == "Sangan"
    assert sorted(game.facts()["hand.1"]) == ["Battle Ox"]


def test_major_riot_not_after_your_own_bounce() -> None:
    """"By your opponent's effect": the Riot's owner returning its own monster opens nothing."""
    game = game_of([{"monsters": ["Battle Ox"],
                     "spells": [{"card": "Compulsory Evacuation Device", **SET},
                                {"card": "Major Riot", **SET}]}, {"monsters": ["Sangan"]}])
    answer(game, action="activate", name="Compulsory Evacuation Device")
    answer(game, action="card", name="Battle Ox")
    seen = offered_while_passing(game, "Major Riot")
    assert not seen and "Battle Ox" in game.facts()["hand.0"]
