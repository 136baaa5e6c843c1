"""Different Dimension Gate (``cards/scripts/goat6_s_dimension.py``) under the goat profile: its
2004 text (our own wording in ``pool/goat.csv``; yugioh-wiki.net card page)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

GATE = "Different Dimension Gate"


def _gate_up() -> YgoGame:
    game = game_of([{"hand": [GATE, "Mystical Space Typhoon"], "monsters": ["Battle Ox"]},
                    {"monsters": [{"card": "Sangan", "pos": "def"}]}])
    answer(game, action="activate", name=GATE)
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    return game


def test_the_gate_removes_one_monster_of_each_side() -> None:
    """"select 1 monster on your side of the field and 1 on your opponent's side and remove
    them from play"."""
    f = _gate_up().facts()
    assert f["banished.0"] == ["Battle Ox"] and f["banished.1"] == ["Sangan"]
    assert f["monsters.0"] == [] and f["monsters.1"] == [] and GATE in f["spells.0"]


def test_destroyed_it_brings_both_back_in_their_positions() -> None:
    """"When this card is destroyed and sent to the Graveyard, return the removed monsters to the
    fields they left in the same battle positions": Mystical Space Typhoon on the Gate — Battle
    Ox back in Attack Position on seat 0, Sangan in Defense Position on seat 1."""
    game = _gate_up()
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name=GATE):
        answer(game, action="card", name=GATE)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["mzone.0.0.pos"] == "atk"
    assert f["monsters.1"] == ["Sangan"] and f["mzone.1.0.pos"] == "def"
    assert f["banished.0"] == [] and GATE in f["gy.0"]


def test_the_gate_needs_a_monster_on_each_side() -> None:
    """"1 on your side and 1 on your opponent's side": with no monster of the opponent, it
    cannot be activated."""
    game = game_of([{"hand": [GATE], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name=GATE)
