"""Goat Spells & Traps batch 2 (``cards/scripts/goat_st_burn_recover.py``,
``goat_st_draw_search.py``, ``goat_st_sweepers.py``, ``goat_st_summon_attack_traps.py``,
``goat_st_counter_traps.py``): each
card played under the goat profile (LP 8000) and checked against its 2005 text, quoted in the
test; the numbers come from that text, not from the engine."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.ygo.duel import scenario_duel
from cardtable.ygo.game import YgoGame

LP = 8000


def game_of(players: list[dict[str, Any]], **setup: Any) -> YgoGame:
    """A goat-profile board (turn 3, Main Phase 1 unless ``setup`` says otherwise)."""
    return YgoGame(scenario_duel({"profile": "goat", "turn": 3, "players": players, **setup}, 1))


def options(game: YgoGame, **want: Any) -> list[dict[str, Any]]:
    """The pending decision's options (forms) matching ``want`` (form or label fields)."""
    d = game.pending()
    if d is None:
        return []
    return [o.form for o in d.options
            if all({**o.about, **o.form}.get(k) == v for k, v in want.items())]


def answer(game: YgoGame, **want: Any) -> None:
    """Answer with the first option matching ``want``; fail naming what was offered."""
    got = options(game, **want)
    d = game.pending()
    assert got, f"no option {want}: {[o.form for o in d.options] if d else None}"
    game.answer(got[0])


def pass_while(game: YgoGame, seat: int) -> None:
    """``seat`` passes every priority window it holds now."""
    while (d := game.pending()) is not None and d.seat == seat and options(game, action="pass"):
        answer(game, action="pass")


def settle(game: YgoGame) -> None:
    """Both seats pass every open priority window (nobody chains) until a decision that is not
    a response window comes, or none."""
    while options(game, action="pass"):
        answer(game, action="pass")


def activate(game: YgoGame, name: str) -> None:
    """Seat 0 activates ``name``; nobody chains to it."""
    answer(game, action="activate", name=name)
    settle(game)


# --- burn / recover ----------------------------------------------------------------------------



def fuse_flame_swordsman(hand: list[str]) -> dict[str, Any]:
    """Seat 0 activates Polymerization with ``hand`` (plus the Polymerization) and Flame
    Swordsman in its Fusion Deck, takes the first card offered at each material pick and the
    first position, and lets the chain settle: the duel's facts afterwards, or ``{}`` when
    Polymerization offers no activation (the shared steps of the Fusion-substitute tests)."""
    game = game_of([{"hand": ["Polymerization", *hand], "extra": ["Flame Swordsman"]}, {}])
    if not options(game, action="activate", name="Polymerization"):
        return {}
    answer(game, action="activate", name="Polymerization")
    while options(game, action="card"):
        answer(game, action="card")
    while options(game, action="choose") or options(game, action="position"):
        answer(game, **({"action": "choose"} if options(game, action="choose")
                        else {"action": "position"}))
    settle(game)
    return game.facts()


def test_raimei_deals_300() -> None:
    """Raimei: "Your opponent takes 300 damage." """
    game = game_of([{"hand": ["Raimei"]}, {}])
    activate(game, "Raimei")
    assert game.facts()["lp.1"] == LP - 300


def test_meteor_of_destruction_needs_3000_lp() -> None:
    """Meteor of Destruction: "Can be activated only while your opponent has 3000 or more Life
    Points. Your opponent takes 1000 damage." """
    game = game_of([{"hand": ["Meteor of Destruction"]}, {}], lp=[LP, 3000])
    activate(game, "Meteor of Destruction")
    assert game.facts()["lp.1"] == 2000
    game = game_of([{"hand": ["Meteor of Destruction"]}, {}], lp=[LP, 2999])
    assert not options(game, action="activate", name="Meteor of Destruction")


def test_gift_of_the_mystical_elf_counts_every_monster_on_the_field() -> None:
    """Gift of the Mystical Elf: "You gain 300 Life Points for every monster on the field." (3
    monsters: 2 of yours, 1 face-down of the opponent's)."""
    game = game_of([{"monsters": ["Battle Ox", "Kuriboh"],
                     "spells": [{"card": "Gift of The Mystical Elf", "face_up": False}]},
                    {"monsters": [{"card": "Mystical Elf", "pos": "fd_def"}]}])
    activate(game, "Gift of The Mystical Elf")
    assert game.facts()["lp.0"] == LP + 900


def test_numinous_healer_adds_500_per_copy_in_your_graveyard() -> None:
    """Numinous Healer: "You gain 1000 Life Points, then 500 more for each "Numinous Healer" in
    your Graveyard" (2 in the GY; the resolving one is still on the field)."""
    game = game_of([{"gy": ["Numinous Healer", "Numinous Healer"],
                     "spells": [{"card": "Numinous Healer", "face_up": False}]}, {}])
    activate(game, "Numinous Healer")
    assert game.facts()["lp.0"] == LP + 1000 + 2 * 500


def test_gryphons_feather_duster_destroys_your_spells_traps_and_gains_per_card() -> None:
    """Gryphon's Feather Duster: "Destroy every Spell and Trap Card on your side of the field;
    you gain 500 Life Points for each card destroyed" (the opponent's Set card stays)."""
    mine = [{"card": "Mirror Force", "face_up": False}, {"card": "Jar of Greed", "face_up": False}]
    game = game_of([{"hand": ["Gryphon's Feather Duster"], "spells": mine},
                    {"spells": [{"card": "Mirror Force", "face_up": False}]}])
    activate(game, "Gryphon's Feather Duster")
    f = game.facts()
    assert f["lp.0"] == LP + 1000
    assert f["spells.0"] == [] and f["spells.1"] == ["Mirror Force"]


def test_thunder_crash_burns_300_per_own_monster_destroyed() -> None:
    """Thunder Crash: "Destroy every monster on your side of the field; your opponent takes 300
    damage for each monster destroyed." """
    game = game_of([{"hand": ["Thunder Crash"],
                     "monsters": ["Battle Ox", "Kuriboh", "Mystical Elf"]},
                    {"monsters": ["Summoned Skull"]}])
    activate(game, "Thunder Crash")
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == ["Summoned Skull"]
    assert f["lp.1"] == LP - 900


# --- draw / search -------------------------------------------------------------------------------


def test_chaos_greed_needs_four_banished_and_an_empty_graveyard() -> None:
    """Chaos Greed: "only while 4 or more of your cards are removed from play and your Graveyard
    holds no cards. Draw 2 cards." """
    four = ["Battle Ox"] * 4
    game = game_of([{"hand": ["Chaos Greed"], "banished": four, "deck": ["Kuriboh", "Jinzo"]}, {}])
    activate(game, "Chaos Greed")
    assert game.facts()["hand.0"] == ["Jinzo", "Kuriboh"]
    game = game_of([{"hand": ["Chaos Greed"], "banished": four, "gy": ["Kuriboh"]}, {}])
    assert not options(game, action="activate", name="Chaos Greed")
    game = game_of([{"hand": ["Chaos Greed"], "banished": four[:3]}, {}])
    assert not options(game, action="activate", name="Chaos Greed")


def test_terraforming_adds_a_field_spell_only() -> None:
    """Terraforming: "Take 1 Field Spell Card from your Deck and add it to your hand." """
    game = game_of([{"hand": ["Terraforming"], "deck": ["Mystic Plasma Zone", "Dark Hole",
                                                       "Battle Ox"]}, {}])
    activate(game, "Terraforming")
    assert game.facts()["hand.0"] == ["Mystic Plasma Zone"]
    game = game_of([{"hand": ["Terraforming"], "deck": ["Dark Hole", "Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Terraforming")


def test_emblem_of_dragon_destroyer_takes_buster_blader_from_the_graveyard() -> None:
    """Emblem of Dragon Destroyer: "Take 1 "Buster Blader" from your Deck or Graveyard and add
    it to your hand." """
    game = game_of([{"hand": ["Emblem of Dragon Destroyer"], "gy": ["Buster Blader"],
                     "deck": ["Battle Ox"]}, {}])
    activate(game, "Emblem of Dragon Destroyer")
    f = game.facts()
    assert f["hand.0"] == ["Buster Blader"] and f["gy.0"] == ["Emblem of Dragon Destroyer"]


def test_salvage_returns_two_small_water_monsters() -> None:
    """Salvage: "Choose 2 WATER monsters with 1500 or less ATK in your Graveyard; return them to
    your hand" (Mystical Elf is LIGHT: never a choice)."""
    game = game_of([{"hand": ["Salvage"], "gy": ["Penguin Soldier", "Fiber Jar", "Mystical Elf"]},
                    {}])
    assert not options(game, action="activate", name="Salvage")  # only 1 WATER there
    game = game_of([{"hand": ["Salvage"],
                     "gy": ["Penguin Soldier", "Mother Grizzly", "Mystical Elf"]}, {}])
    answer(game, action="activate", name="Salvage")
    assert not options(game, action="card", name="Mystical Elf")
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Mother Grizzly", "Penguin Soldier"] and f["gy.0"][-1] == "Salvage"


def test_the_cheerful_coffin_discards_up_to_three_monsters() -> None:
    """The Cheerful Coffin: "Discard 1 to 3 Monster Cards from your hand" (a Spell in hand is
    never a choice)."""
    game = game_of([{"hand": ["The Cheerful Coffin", "Sangan", "Kuriboh", "Dark Hole"]}, {}])
    activate(game, "The Cheerful Coffin")
    assert not options(game, action="card", name="Dark Hole")
    answer(game, action="card", name="Sangan")
    answer(game, action="done")  # 1 is enough ("1 to 3")
    f = game.facts()
    assert f["hand.0"] == ["Dark Hole", "Kuriboh"] and "Sangan" in f["gy.0"]


# --- sweepers ------------------------------------------------------------------------------------


def test_final_destiny_discards_five_and_destroys_every_card() -> None:
    """Final Destiny: "As a cost, discard 5 cards from your hand. Destroy every card on the
    field." (with 4 other cards in hand it cannot be activated)."""
    five = ["Battle Ox", "Kuriboh", "Sangan", "Dark Hole", "Raigeki"]
    board = {"monsters": ["Summoned Skull"], "spells": [{"card": "Mirror Force", "face_up": False}]}
    game = game_of([{"hand": ["Final Destiny", *five[:4]], **board}, board])
    assert not options(game, action="activate", name="Final Destiny")
    game = game_of([{"hand": ["Final Destiny", *five], **board}, board])
    activate(game, "Final Destiny")
    f = game.facts()
    assert f["hand_count.0"] == 0
    assert f["monsters.0"] == f["monsters.1"] == f["spells.0"] == f["spells.1"] == []


def test_dark_magic_attack_needs_a_face_up_dark_magician() -> None:
    """Dark Magic Attack: "only while you control a face-up "Dark Magician". Destroy every Spell
    and Trap Card your opponent controls." """
    opp = {"spells": [{"card": "Mirror Force", "face_up": False}, {"card": "Jar of Greed",
                                                                  "face_up": False}]}
    game = game_of([{"hand": ["Dark Magic Attack"],
                     "monsters": [{"card": "Dark Magician", "pos": "fd_def"}]}, opp])
    assert not options(game, action="activate", name="Dark Magic Attack")
    game = game_of([{"hand": ["Dark Magic Attack"], "monsters": ["Dark Magician"]}, opp])
    activate(game, "Dark Magic Attack")
    assert game.facts()["spells.1"] == []


def test_hammer_shot_destroys_the_strongest_face_up_attacker() -> None:
    """Hammer Shot: "Destroy the face-up Attack Position monster with the highest ATK on the
    field" — a stronger monster in Defense Position is not it."""
    game = game_of([{"hand": ["Hammer Shot"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull", {"card": "Jinzo", "pos": "def"}]}])
    activate(game, "Hammer Shot")
    f = game.facts()
    assert f["monsters.1"] == ["Jinzo"] and f["monsters.0"] == ["Battle Ox"]


# --- summon / attack traps ---------------------------------------------------------------------


def test_eatgaboon_destroys_a_summoned_monster_with_500_or_less_atk() -> None:
    """Eatgaboon: "Activate when your opponent Normal Summons ... a monster with 500 or less ATK:
    destroy that monster" (Kuriboh, 300 ATK); Battle Ox (1700) gives no chance."""
    setup = {"turn_player": 1, "turn": 4}
    trap = {"spells": [{"card": "Eatgaboon", "face_up": False}]}
    game = game_of([trap, {"hand": ["Kuriboh"]}], **setup)
    answer(game, action="summon", name="Kuriboh")
    answer(game, action="activate", name="Eatgaboon")
    pass_while(game, 1)
    assert game.facts()["gy.1"] == ["Kuriboh"]
    game = game_of([trap, {"hand": ["Battle Ox"]}], **setup)
    answer(game, action="summon", name="Battle Ox")
    assert not options(game, action="activate", name="Eatgaboon")


def test_dark_mirror_force_banishes_every_opponent_defense_monster() -> None:
    """Dark Mirror Force: "Activate when an opponent's monster declares an attack: remove from
    play every Defense Position monster your opponent controls" (face-down ones too; the
    attacker in Attack Position stays)."""
    game = game_of([{"spells": [{"card": "Dark Mirror Force", "face_up": False}],
                     "monsters": ["Kuriboh"]},
                    {"monsters": ["Battle Ox", {"card": "Mystical Elf", "pos": "def"},
                                  {"card": "Sangan", "pos": "fd_def"}]}],
                   turn_player=1, turn=4, phase="battle")
    answer(game, action="attack", name="Battle Ox")
    answer(game, action="activate", name="Dark Mirror Force")
    pass_while(game, 1)
    f = game.facts()
    assert sorted(f["banished.1"]) == ["Mystical Elf", "Sangan"]
    assert f["monsters.1"] == ["Battle Ox"]


# --- counter traps -----------------------------------------------------------------------------


def test_trap_jammer_only_in_the_battle_phase() -> None:
    """Trap Jammer: "Activate only during the Battle Phase: negate the activation of a Trap Card
    and destroy that card." Mirror Force against an attack is negated; in Main Phase 1 Jar of
    Greed cannot be answered."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Battle Ox"],
                     "spells": [{"card": "Mirror Force", "face_up": False},
                                {"card": "Trap Jammer", "face_up": False}]}],
                   phase="battle")
    answer(game, action="attack", name="Summoned Skull")
    answer(game, action="activate", name="Mirror Force")
    answer(game, action="activate", name="Trap Jammer")
    pass_while(game, 1)
    pass_while(game, 0)
    f = game.facts()
    assert "Mirror Force" in f["gy.1"] and "Summoned Skull" in f["monsters.0"]


def test_spell_stopping_statute_negates_a_continuous_spell_only() -> None:
    """Spell-Stopping Statute: "Negate the activation of a Continuous Spell Card and destroy that
    card" — a Normal Spell (Pot of Greed) cannot be answered with it."""
    trap = {"spells": [{"card": "Spell-Stopping Statute", "face_up": False}]}
    game = game_of([{"hand": ["Messenger of Peace", "Pot of Greed"]}, trap])
    answer(game, action="activate", name="Messenger of Peace")
    answer(game, action="activate", name="Spell-Stopping Statute")
    pass_while(game, 0)
    pass_while(game, 1)
    f = game.facts()
    assert "Messenger of Peace" in f["gy.0"] and f["spells.0"] == []
    game = game_of([{"hand": ["Pot of Greed"]}, trap])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name="Spell-Stopping Statute")


@pytest.mark.parametrize("name", ["Raimei", "Terraforming", "Final Destiny"])
def test_template_rows_compile_from_the_shared_vocabulary(name: str) -> None:
    """The template rows are YAML-vocabulary effects (docs/ygo-card-api.md §4): their operation
    steps are the shared builders, not per-card functions."""
    from cardtable.ygo.effects.pool import default_pool

    code = next(c for c, cd in default_pool().cards.items() if cd.name.en == name)
    (eff,) = default_pool().effects_of(code)
    assert eff.operation and all(st.__module__ in ("cardtable.ygo.effects.ops",
                                                   "cardtable.ygo.effects.templates")
                                 for st in eff.operation)
