"""Non-Spellcasting Area (``cards/scripts/goat6_s_immunity.py``) under the goat profile: its 2003
text (our own wording in ``pool/goat.csv``); Battle Ox is a Normal Monster, Sangan an Effect
Monster."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

NSA = {"card": "Non-Spellcasting Area", "face_up": True}


def test_spells_pass_over_non_effect_monsters() -> None:
    """"every face-up monster on the field that is not an Effect Monster is unaffected by the
    effects of Spell Cards": the opponent's Raigeki destroys Sangan, not Battle Ox."""
    game = game_of([{"monsters": ["Battle Ox", "Sangan"], "spells": [NSA]},
                    {"hand": ["Raigeki"]}], turn=4, turn_player=1)
    answer(game, action="activate", name="Raigeki")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and "Sangan" in f["gy.0"]


def test_without_it_raigeki_takes_both() -> None:
    """The rule it changes: Raigeki destroys every monster the opponent controls."""
    game = game_of([{"monsters": ["Battle Ox", "Sangan"]}, {"hand": ["Raigeki"]}],
                   turn=4, turn_player=1)
    answer(game, action="activate", name="Raigeki")
    settle(game)
    assert game.facts()["monsters.0"] == []


def test_no_equip_spell_for_a_shielded_monster() -> None:
    """An Equip Spell could not apply to a monster unaffected by Spells: Axe of Despair is
    offered Sangan only, never Battle Ox."""
    game = game_of([{"hand": ["Axe of Despair"], "monsters": ["Battle Ox", "Sangan"],
                     "spells": [NSA]}, {}])
    answer(game, action="activate", name="Axe of Despair")
    assert not options(game, action="card", name="Battle Ox")
    settle(game)
    equipped = [v for k, v in game.facts().items() if k.endswith(".equip") and v]
    assert equipped == ["Sangan"]
