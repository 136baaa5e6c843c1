"""Physical Double (``goat8_t_copies.py``) under the goat profile. Text: not flagged "Goat-era
version" in goat-pool.csv; official text (yaml-yugi data/63442604.yaml): "During your opponent's
turn: Target 1 face-up monster your opponent controls; Special Summon 1 "Mirage Token" with the
same Level, Type, Attribute, ATK, and DEF as that target. Destroy this Token during the End
Phase." Mirage Token's printed stats (Level 0, "?" ATK/DEF) are facts from ygo-card-stats.csv."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while, settle

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame

SET = {"face_up": False}


def _double(game: YgoGame, target: str) -> YgoGame:
    """Seat 0 (turn player) attacks with ``target``; seat 1 answers with Physical Double on it
    and Summons the Token in the first position offered."""
    answer(game, action="attack", name=target)
    pass_while(game, 0)  # the attacker's controller passes first, if asked
    answer(game, action="activate", name="Physical Double")
    if options(game, action="card", name=target):
        answer(game, action="card", name=target)
    settle(game)
    if options(game, action="choose"):
        answer(game, action="choose", value=options(game, action="choose")[0]["value"])
    return game


def _copied() -> YgoGame:
    """Seat 0 attacks with Battle Ox; seat 1 answers with Physical Double on it."""
    return _double(game_of([{"monsters": ["Battle Ox"]},
                            {"spells": [{"card": "Physical Double", **SET}]}], phase="battle"),
                   "Battle Ox")


def test_the_token_has_the_targets_level_type_attribute_atk_and_def() -> None:
    """"the same Level, Type, Attribute, ATK, and DEF as that target": Battle Ox is a Level 4
    EARTH Beast-Warrior with 1700/1000; the Token (printed Level 0, ATK/DEF "?") shows those."""
    game = _copied()
    g = game.g  # type: ignore[attr-defined]
    tok = next(m for m in g.mz[1] if m >= 0)
    assert g.cd(tok).name.en == "Mirage Token"
    assert g.level(tok) == 4
    assert g.race(tok) == C.RACE_BY_NAME["Beast-Warrior"]
    assert g.attribute(tok) == C.ATTRIBUTE_BY_NAME["EARTH"]
    assert (g.atk(tok), g.defense(tok)) == (1700, 1000)


def test_only_during_the_opponents_turn() -> None:
    """"During your opponent's turn": its owner's own turn offers no activation."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [{"card": "Physical Double", **SET}]},
                    {"monsters": ["Battle Ox"]}])
    assert not options(game, action="activate", name="Physical Double")


def test_the_token_is_destroyed_in_the_end_phase() -> None:
    """"Destroy this Token during the End Phase": after seat 0's turn ends, seat 1's field is
    empty again (a token leaving the field ceases to exist: in no Graveyard)."""
    game = _copied()
    g = game.g  # type: ignore[attr-defined]
    assert any(m >= 0 for m in g.mz[1])
    while game.facts()["turn"] == 3:
        d = game.pending()
        assert d is not None
        if options(game, action="end_battle"):
            answer(game, action="end_battle")
        elif options(game, action="to_end"):
            answer(game, action="to_end")
        elif options(game, action="pass"):
            answer(game, action="pass")
        else:
            game.answer(d.options[0].form)
    assert game.facts()["monsters.1"] == []
    assert "Mirage Token" not in game.facts()["gy.1"]


def test_a_field_spell_applies_to_the_copy_on_top_of_the_copied_values() -> None:
    """Goat FAQ (goat-rulings goat-indv-rulings/physical-double.md): a Field Spell that changed
    the target applies to the Mirage Token again; "when A Legendary Ocean is active ... the
    Mirage Token's Level Stars are 2 fewer than the printed Level Stars of the original". 7
    Colored Fish (WATER, Level 4, 1800/800) under A Legendary Ocean (WATER: +200 ATK/DEF, Level
    −1) is Level 3, 2000/1000; its copy is Level 2 with 2200/1200."""
    game = _double(game_of([{"monsters": ["7 Colored Fish"],
                             "field": {"card": "A Legendary Ocean", "face_up": True}},
                            {"spells": [{"card": "Physical Double", **SET}]}], phase="battle"),
                   "7 Colored Fish")
    g = game.g  # type: ignore[attr-defined]
    fish = g.mz[0][0]
    tok = next(m for m in g.mz[1] if m >= 0)
    assert (g.level(fish), g.atk(fish), g.defense(fish)) == (3, 2000, 1000)
    assert (g.level(tok), g.atk(tok), g.defense(tok)) == (2, 2200, 1200)
