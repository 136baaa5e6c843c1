"""Last Will (``cards/scripts/goat7_s_last_will.py``) under the goat profile: flagged "Goat-era
version"; its 2005 text from Pojo's Card of the Day (2003-09-22) and the Goat ruling of
goatformat.com's "Ruling Notice: Last Will" (the state starts a Chain the first time a monster
goes from its owner's side of the field to the Graveyard; declined, it expires). Battle Ox
1700, Summoned Skull 2500, Chu-Ske the Mouse Fighter 1200, Sangan 1000 ATK."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle


def _destroyed_by_skull(game: object, attacker: str) -> None:
    answer(game, action="attack", name=attacker)  # type: ignore[arg-type]
    settle(game)  # type: ignore[arg-type]


def test_last_will_summons_from_the_deck_when_a_monster_dies() -> None:
    """"If a monster of yours is sent from the field to the Graveyard during the turn you
    played this card, you can select a monster with an ATK of 1500 or less from your deck and
    play it as a Special Summon": Battle Ox dies against Summoned Skull; Sangan comes out."""
    game = game_of([{"hand": ["Last Will"], "monsters": ["Battle Ox"],
                     "deck": ["Sangan", "Jinzo"]}, {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Last Will")
    _run(game)
    answer(game, action="to_battle")
    _destroyed_by_skull(game, "Battle Ox")
    answer(game, action="trigger", name="Last Will")
    settle(game)
    answer(game, action="choose")  # Sangan (the only monster of 1500 or less) in Attack Position
    _run(game)
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and "Last Will" in f["gy.0"]


def test_last_will_state_is_spent_by_the_first_monster() -> None:
    """Goat ruling: the state "must be used, if at all, the first time a monster is sent from
    the owner's side of the field to the Graveyard ... If they choose not to do so, the state
    will expire": declined for Battle Ox, nothing for Chu-Ske afterwards."""
    game = game_of([{"hand": ["Last Will"], "monsters": ["Battle Ox", "Chu-Ske the Mouse Fighter"],
                     "deck": ["Sangan", "Jinzo"]}, {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Last Will")
    _run(game)
    answer(game, action="to_battle")
    _destroyed_by_skull(game, "Battle Ox")
    answer(game, action="decline")
    settle(game)
    _destroyed_by_skull(game, "Chu-Ske the Mouse Fighter")
    assert not options(game, action="trigger", name="Last Will")
    assert game.facts()["monsters.0"] == []


def test_last_will_ignores_monsters_gone_before_it() -> None:
    """"during the turn you played this card" (the 2005 mechanics: it must be played before the
    monster goes): Battle Ox dies first, Last Will is activated in Main Phase 2 — no summon."""
    game = game_of([{"hand": ["Last Will"], "monsters": ["Battle Ox"],
                     "deck": ["Sangan", "Jinzo"]}, {"monsters": ["Summoned Skull"]}])
    answer(game, action="to_battle")
    _destroyed_by_skull(game, "Battle Ox")
    _run(game)
    answer(game, action="end_battle")
    _run(game)
    answer(game, action="activate", name="Last Will")
    _run(game)
    f = game.facts()
    assert f["monsters.0"] == [] and not options(game, action="trigger")
