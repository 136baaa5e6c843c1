"""Centrifugal Field (``goat6_s_fusion.py``), Kishido Spirit (``goat6_s_battle.py``) and Mega Ton
Magical Cannon (``goat6_s_counters.py``) under the goat profile: each test quotes the 2004/2005
text (our own wording in ``pool/goat.csv``). Flame Swordsman is "Flame Manipulator + Masaki the
Legendary Swordsman"; Battle Ox has 1700 ATK."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

MATS = ["Flame Manipulator", "Masaki the Legendary Swordsman"]
FIELD = {"card": "Centrifugal Field", "face_up": True}


def _drain(game: YgoGame) -> None:
    while True:
        if options(game, action="card"):
            answer(game, action="card")
        elif options(game, action="choose"):
            answer(game, action="choose")
        else:
            break
    settle(game)


def test_centrifugal_field_brings_back_a_listed_material() -> None:
    """Centrifugal Field: "When a Fusion Monster is destroyed by a card effect and sent to the
    Graveyard, select 1 of the Fusion Material Monsters listed on that Fusion Monster from your
    Graveyard and Special Summon it": Dark Hole destroys Flame Swordsman, one of its two listed
    materials comes back."""
    game = game_of([{"hand": ["Dark Hole"], "monsters": ["Flame Swordsman"], "gy": MATS,
                     "field": FIELD}, {}])
    answer(game, action="activate", name="Dark Hole")
    settle(game)
    _drain(game)
    f = game.facts()
    assert len(f["monsters.0"]) == 1 and f["monsters.0"][0] in MATS
    assert "Flame Swordsman" in f["gy.0"]


def test_centrifugal_field_not_for_battle() -> None:
    """"destroyed by a card effect": Flame Swordsman destroyed by battle brings nothing back."""
    game = game_of([{"monsters": ["Flame Swordsman"], "gy": MATS, "field": FIELD},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    settle(game)
    _drain(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Flame Swordsman" in f["gy.0"]


def _ox_vs_ox(kishido: bool) -> dict[str, object]:
    spells = [{"card": "Kishido Spirit", "face_up": True}] if kishido else []
    game = game_of([{"monsters": ["Battle Ox"], "spells": spells}, {"monsters": ["Battle Ox"]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    settle(game)
    return game.facts()


def test_kishido_spirit_spares_yours_in_an_equal_battle() -> None:
    """Kishido Spirit: "A monster you control is not destroyed by battle with a monster whose ATK
    is the same as its own": Battle Ox against Battle Ox — only the opponent's is destroyed."""
    f = _ox_vs_ox(True)
    assert f["monsters.0"] == ["Battle Ox"] and f["monsters.1"] == []


def test_equal_battle_destroys_both_without_it() -> None:
    """The rule it changes: equal ATK in battle destroys both monsters."""
    f = _ox_vs_ox(False)
    assert f["monsters.0"] == [] and f["monsters.1"] == []


def _cannon_game(counters: tuple[int, int]) -> YgoGame:
    return game_of([{"hand": ["Mega Ton Magical Cannon"],
                     "monsters": [{"card": "Breaker the Magical Warrior", "counter": counters[0]},
                                  {"card": "Royal Magical Library", "counter": counters[1]}]},
                    {"monsters": ["Battle Ox"], "spells": [{"card": "Gravity Bind",
                                                            "face_up": False}]}])


def test_mega_ton_magical_cannon_needs_ten_counters() -> None:
    """Mega Ton Magical Cannon: "Remove 10 Spell Counters from your side of the field to
    activate this card": 9 are not enough."""
    game = _cannon_game((6, 3))
    assert not options(game, action="activate", name="Mega Ton Magical Cannon")


def test_mega_ton_magical_cannon_wipes_the_opponents_side() -> None:
    """"Destroy every card on your opponent's side of the field": 7 + 3 counters removed (none
    left), Battle Ox and the Set Gravity Bind destroyed; then Royal Magical Library gets 1 back
    by its own text ("each time a Spell Card is activated" — the Cannon's activation resolving)."""
    game = _cannon_game((7, 3))
    answer(game, action="activate", name="Mega Ton Magical Cannon")
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    g = game.g  # the counters are public (``counter`` events); read them off the duel
    assert [g.counter[m] for m in g.mz[0][:2]] == [0, 1]
    assert f["monsters.1"] == [] and f["spells.1"] == []
    assert sorted(f["gy.1"]) == ["Battle Ox", "Gravity Bind"]
