"""Spirit Elimination (``goat9_a_spirit.py``) and the shared Graveyard-removal step
(``classic_lib.gy_banish_zone`` / ``gy_banish_ready``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/69832741.yaml): "When
monsters in the Graveyard are removed from play, remove monsters on your side of the field from
play as substitutes. This card remains active until the end of the turn that it is activated.
The substitutes remain removed from play." Rulings: the Goat FAQ (TheMTtakeover/goat-rulings
goat-indv-rulings/spirit-elimination.md) — every monster so removed comes from your field (Soul
Release); the Graveyard monsters' conditions hold for the field monsters (Dark Necrofear: 3
Fiend-Type monsters of your field); it may be activated under Necrovalley. yugioh-wiki.net
《霊魂消滅》: costs are replaced too, Tokens may be removed instead."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import answer, options, settle

from cardtable.ygo.duel import scenario_duel
from cardtable.ygo.game import YgoGame

SE = "Spirit Elimination"


def _game(players: list[dict[str, Any]], **setup: Any) -> YgoGame:
    return YgoGame(scenario_duel({"profile": "goat", "turn": 3, "players": players, **setup}, 1))


def _spirit(game: YgoGame) -> None:
    answer(game, action="activate", name=SE)
    settle(game)


def _summon(game: YgoGame, action: str, name: str) -> dict[str, Any]:
    """Seat 0 summons ``name`` by its procedure ``action``, taking the first card offered at
    each pick; the facts afterwards."""
    answer(game, action=action, name=name)
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    return game.facts()


def test_necrofear_takes_three_fiends_of_the_field() -> None:
    """FAQ: "to Special Summon Dark Necrofear you must remove 3 Fiend-Type Monsters from your
    side of the field": with 3 Fiends on the field and 3 in the Graveyard, the procedure picks
    the field ones; the Graveyard stays as it was."""
    fiends = ["Feral Imp", "Summoned Skull", "Archfiend Soldier"]
    game = _game([{"hand": [SE, "Dark Necrofear"], "monsters": fiends,
                   "gy": ["Feral Imp", "Feral Imp", "Feral Imp"]}, {}])
    _spirit(game)
    f = _summon(game, "goat_mon_proc", "Dark Necrofear")
    assert f["monsters.0"] == ["Dark Necrofear"]
    assert sorted(f["banished.0"]) == sorted(fiends)
    assert sorted(f["gy.0"]) == sorted([SE, "Feral Imp", "Feral Imp", "Feral Imp"])


def test_graveyard_fiends_do_not_count_under_it() -> None:
    """FAQ: "all monsters removed from play must be from your side of the field": 3 Fiends in
    the Graveyard but only 2 on the field — no Necrofear procedure that turn (it was offered
    before Spirit Elimination resolved)."""
    game = _game([{"hand": [SE, "Dark Necrofear"], "monsters": ["Feral Imp", "Summoned Skull"],
                   "gy": ["Feral Imp", "Feral Imp", "Feral Imp"]}, {}])
    assert options(game, action="goat_mon_proc", name="Dark Necrofear")
    _spirit(game)
    assert not options(game, action="goat_mon_proc", name="Dark Necrofear")


def test_chaos_sorcerer_removes_a_light_and_a_dark_monster_of_the_field() -> None:
    """The Envoys' and Chaos Sorcerer's cost (1 LIGHT + 1 DARK monster): under Spirit
    Elimination a LIGHT and a DARK monster of the field are removed from play; the Graveyard's
    LIGHT and DARK monsters stay."""
    game = _game([{"hand": [SE, "Chaos Sorcerer"], "monsters": ["Mystical Elf", "Feral Imp"],
                   "gy": ["Mystical Elf", "Feral Imp"]}, {}])
    _spirit(game)
    f = _summon(game, "classic_proc", "Chaos Sorcerer")
    assert f["monsters.0"] == ["Chaos Sorcerer"]
    assert sorted(f["banished.0"]) == ["Feral Imp", "Mystical Elf"]
    assert sorted(f["gy.0"]) == sorted(["Feral Imp", "Mystical Elf", SE])


def test_soul_release_picks_only_field_monsters_for_its_monsters() -> None:
    """FAQ: "you cannot activate Soul Release and remove two monsters from your side of the
    field and three from your Graveyard": its monster candidates are the monsters of your field,
    none of the Graveyards' monsters."""
    game = _game([{"hand": [SE, "Soul Release"], "monsters": ["Battle Ox", "Feral Imp"],
                   "gy": ["Mystical Elf"]}, {"gy": ["Summoned Skull"]}])
    _spirit(game)
    answer(game, action="activate", name="Soul Release")
    offered = {o.get("name") for o in _card_labels(game)}
    assert offered == {"Battle Ox", "Feral Imp", SE}  # (Spirit Elimination: a Spell, stays)
    answer(game, action="card", name="Battle Ox")
    if options(game, action="card", name="Feral Imp"):
        answer(game, action="card", name="Feral Imp")
    if options(game, action="done"):
        answer(game, action="done")
    settle(game)
    f = game.facts()
    assert sorted(f["banished.0"]) == ["Battle Ox", "Feral Imp"]
    assert "Mystical Elf" in f["gy.0"] and f["gy.1"] == ["Summoned Skull"]


def _card_labels(game: YgoGame) -> list[dict[str, Any]]:
    d = game.pending()
    assert d is not None
    return [{**o.about, **o.form} for o in d.options if o.form.get("action") == "card"]


def test_tokens_may_be_removed_instead() -> None:
    """yugioh-wiki 《霊魂消滅》: Tokens may be removed in place of Graveyard monsters — Bazoo the
    Soul-Eater's cost ("remove up to 3 monsters in your Graveyard from play: +300 ATK each")
    paid with Scapegoat's Sheep Tokens."""
    game = _game([{"hand": [SE, "Scapegoat"], "monsters": ["Bazoo the Soul-Eater"]}, {}])
    _spirit(game)
    answer(game, action="activate", name="Scapegoat")
    settle(game)
    answer(game, action="activate", name="Bazoo the Soul-Eater")
    labels = _card_labels(game)
    assert labels and all(x.get("name") in ("Sheep Token", "Bazoo the Soul-Eater")
                          for x in labels)
    tokens = [x for x in labels if x.get("name") == "Sheep Token"]
    for x in tokens[:3]:
        answer(game, action="card", card=x["card"])
    settle(game)
    f = game.facts()
    assert f["monsters.0"].count("Sheep Token") == 1
    assert f["mzone.0.0.atk"] == 1600 + 900  # Bazoo: 1600 ATK printed


def test_activated_under_necrovalley() -> None:
    """FAQ: "You can activate Spirit Elimination while Necrovalley is active"."""
    game = _game([{"hand": [SE], "field": {"card": "Necrovalley", "face_up": True}}, {}])
    assert options(game, action="activate", name=SE)


def test_unrouted_removers_wait_for_the_next_turn() -> None:
    """A Graveyard remover whose substitute is not pinned (Book of Life: "remove 1 monster in
    your opponent's Graveyard from play") is refused while Spirit Elimination applies to its
    player; offered before."""
    game = _game([{"hand": [SE, "Book of Life"], "gy": ["Armored Zombie"]},
                  {"gy": ["Battle Ox"]}])
    assert options(game, action="activate", name="Book of Life")
    _spirit(game)
    assert not options(game, action="activate", name="Book of Life")
