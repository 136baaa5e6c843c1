"""Metal Detector (``goat6_t_trap_negation.py``) under the goat profile: "Activate only when a
Continuous Trap Card is activated. Until the end of this turn, the effects of all Continuous Trap
Cards on the field are negated" (PSV-022; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options

from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _board(detector: bool) -> YgoGame:
    mine = [{"card": "Metal Detector", **SET}] if detector else []
    return game_of([{"monsters": ["Battle Ox"], "spells": mine},
                    {"monsters": ["Kuriboh"], "spells": [{"card": "Spirit Barrier", **SET}]}],
                   phase="battle")


def _play(game: YgoGame, detect: bool) -> None:
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    while options(game, action="pass"):
        if options(game, action="activate", name="Spirit Barrier"):
            answer(game, action="activate", name="Spirit Barrier")
        elif detect and options(game, action="activate", name="Metal Detector"):
            answer(game, action="activate", name="Metal Detector")
        else:
            answer(game, action="pass")


def test_metal_detector_negates_the_answered_continuous_trap() -> None:
    """Spirit Barrier (no battle damage while you control a monster) activated at Battle Ox's
    attack, Metal Detector chained: the Barrier resolves negated, Kuriboh's controller takes
    1700 - 300 = 1400."""
    game = _board(True)
    _play(game, True)
    assert game.facts()["lp.1"] == LP - 1400


def test_without_metal_detector_the_barrier_holds() -> None:
    """The control: the same attack against the Spirit Barrier alone deals nothing."""
    game = _board(False)
    _play(game, False)
    assert game.facts()["lp.1"] == LP
