"""Hero Signal (``goat6_t_battle_windows.py``) under the goat profile: "Activate only when a
monster on your side of the field is destroyed by battle and sent to the Graveyard. Special
Summon 1 Level 4 or lower 'Elemental Hero' monster from your hand or Deck" (TLM-EN049; our own
words in ``pool/goat.csv``; yugioh-wiki: the position is free)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options

from cardtable.ygo.game import YgoGame
from cardtable.ygo.state import POS_FU_DEF

SET = {"face_up": False}


def _pass_until(game: YgoGame, name: str) -> bool:
    """Pass every window until ``name`` may be activated (True) or no window is left."""
    while options(game, action="pass"):
        if options(game, action="activate", name=name):
            return True
        answer(game, action="pass")
    return False


def test_hero_signal_summons_an_elemental_hero_from_the_deck() -> None:
    """Kuriboh is destroyed by Battle Ox's attack: Hero Signal Special Summons Elemental HERO
    Avian (Level 3) from the Deck, in the position its controller picks (Defense here)."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": ["Kuriboh"], "spells": [{"card": "Hero Signal", **SET}],
                     "deck": ["Elemental HERO Avian", "Sangan", "Sangan"]}], phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Kuriboh")
    assert _pass_until(game, "Hero Signal")
    assert "Kuriboh" in game.facts()["gy.1"]
    answer(game, action="activate", name="Hero Signal")
    _pass_until(game, "")
    d = game.pending()
    assert d is not None and d.seat == 1
    answer(game, action="choose", value=POS_FU_DEF)
    f = game.facts()
    assert f["monsters.1"] == ["Elemental HERO Avian"] and f["mzone.1.0.pos"] == "def"
    assert f["deck_count.1"] == 2


def test_hero_signal_needs_your_monster_destroyed_by_battle() -> None:
    """"a monster on YOUR side of the field is destroyed by battle": the attacker's Kuriboh
    crashing into Battle Ox opens no Hero Signal for Battle Ox's controller."""
    game = game_of([{"monsters": ["Kuriboh"]},
                    {"monsters": ["Battle Ox"], "spells": [{"card": "Hero Signal", **SET}],
                     "deck": ["Elemental HERO Avian", "Sangan", "Sangan"]}], phase="battle")
    answer(game, action="attack", name="Kuriboh", target_name="Battle Ox")
    assert not _pass_until(game, "Hero Signal")
    assert "Kuriboh" in game.facts()["gy.0"]
