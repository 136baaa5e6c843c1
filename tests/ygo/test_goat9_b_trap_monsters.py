"""Trap Monsters (``goat9_b_trap_monsters.py``): Embodiment of Apophis under the goat profile.
Text (yaml-yugi data/28649820.yaml): "During the Main Phase: Special Summon this card as a Normal
Monster (Reptile/EARTH/Level 4/ATK 1600/DEF 1800). (This card is also still a Trap.)" Rulings:
Goat Individual Card FAQ (TheMTtakeover/goat-rulings goat-indv-rulings/embodiment-of-apophis.md,
quoted as "FAQ")."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle
from tests.ygo.test_properties import check_conservation

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import take_control
from cardtable.ygo.game import YgoGame
from cardtable.ygo.state import LOC_SZONE

APOPHIS = "Embodiment of Apophis"
SET = {"card": APOPHIS, "face_up": False}


def _summon_apophis(game: YgoGame, seat_pos: str = "atk") -> None:
    """Activate the Set Embodiment of Apophis (nobody chains) and choose its position."""
    answer(game, action="activate", name=APOPHIS)
    _finish(game, seat_pos)


def _finish(game: YgoGame, seat_pos: str = "atk") -> None:
    settle(game)
    if options(game, action="choose"):
        answer(game, action="choose", value=1 if seat_pos == "atk" else 4)
    settle(game)


def _use_on_apophis(game: YgoGame, card: str) -> None:
    """Seat 0 activates ``card`` aimed at its Embodiment of Apophis; nobody chains."""
    answer(game, action="activate", name=card)
    while options(game, action="card"):
        answer(game, action="card", name=APOPHIS)
    settle(game)


def _apophis(game: YgoGame) -> int:
    g = game.g
    return next(c for c in range(g.n) if g.cd(c).name.en == APOPHIS)


def test_it_becomes_a_level_4_earth_reptile_of_1600_1800() -> None:
    """Text: "Special Summon this card as a Normal Monster (Reptile/EARTH/Level 4/ATK 1600/DEF
    1800)"; FAQ: "while a monster, [it] has original ATK 1600 and original DEF 1800"."""
    game = game_of([{"spells": [SET]}, {}])
    _summon_apophis(game)
    g = game.g
    c = _apophis(game)
    f = game.facts()
    assert f["monsters.0"] == [APOPHIS] and f["mzone.0.0.atk"] == 1600
    assert f["mzone.0.0.def"] == 1800
    assert g.level(c) == 4 and g.attribute(c) & C.EARTH and g.race(c) == C.RACE_BY_NAME["Reptile"]
    check_conservation(g)


def test_it_holds_a_spell_and_trap_zone() -> None:
    """FAQ: "Once Embodiment of Apophis has been activated, it takes up 1 Monster Card Zone and 1
    Spell & Trap Card Zone": with 3 other Set cards, only one more card can be Set after it is a
    monster (its own zone is still taken)."""
    game = game_of([{"hand": ["Pot of Greed", "Card Destruction"],
                     "spells": [SET, *[{"card": "Dust Tornado", "face_up": False}] * 3]}, {}])
    _summon_apophis(game)
    assert game.facts()["monsters.0"] == [APOPHIS]
    assert APOPHIS in game.facts()["spells.0"]
    answer(game, action="set", name="Pot of Greed")
    settle(game)
    assert options(game, action="set", name="Card Destruction") == []  # all 5 zones taken
    check_conservation(game.g)


def test_the_zone_is_freed_when_it_leaves() -> None:
    """FAQ: "When Embodiment of Apophis is sent to the Graveyard, it is sent as a Trap Card":
    destroyed by battle (Battle Ox 1700 attacks it), it is in the Graveyard and its Spell & Trap
    Zone is free again."""
    game = game_of([{"spells": [SET]}, {"monsters": ["Battle Ox"]}])
    _summon_apophis(game)
    g = game.g
    c = _apophis(game)
    g.destroy([c], "battle")
    f = game.facts()
    assert APOPHIS in f["gy.0"] and f["spells.0"] == [] and f["monsters.0"] == []
    check_conservation(g)


def test_it_can_be_activated_in_the_opponents_main_phase() -> None:
    """FAQ: "You can activate Embodiment of Apophis during your opponent's Main Phase, or your
    own": seat 1 activates its Set copy in seat 0's Main Phase 1."""
    game = game_of([{"hand": ["Pot of Greed"]}, {"spells": [SET]}])
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name=APOPHIS)
    _finish(game)
    assert game.facts()["monsters.1"] == [APOPHIS]


def test_not_with_full_monster_zones() -> None:
    """FAQ: "If your Monster Card Zones are all full you cannot activate Embodiment of
    Apophis"."""
    game = game_of([{"monsters": ["Battle Ox"] * 5, "spells": [SET]}, {}])
    assert not options(game, action="activate", name=APOPHIS)


def test_not_in_the_battle_phase() -> None:
    """Text: "During the Main Phase": not offered in the Battle Phase."""
    game = game_of([{"monsters": ["Battle Ox"]}, {"spells": [SET]}], phase="battle")
    answer(game, action="attack")
    assert not options(game, action="activate", name=APOPHIS)


def test_it_cannot_be_set_as_a_monster() -> None:
    """A Trap Card in the hand: it can only be Set in the Spell & Trap Zone, never as a monster
    (nor Normal Summoned)."""
    game = game_of([{"hand": [APOPHIS]}, {}])
    assert options(game, action="set", name=APOPHIS)
    assert not options(game, action="set_monster", name=APOPHIS)
    assert not options(game, action="summon", name=APOPHIS)


def test_mystical_space_typhoon_destroys_it_as_a_trap() -> None:
    """FAQ: "While Embodiment of Apophis is a monster, it is still treated as a Trap Card and can
    be destroyed by Heavy Storm or Mystical Space Typhoon"."""
    game = game_of([{"hand": ["Mystical Space Typhoon"], "spells": [SET]}, {}])
    _summon_apophis(game)
    _use_on_apophis(game, "Mystical Space Typhoon")  # it is a Spell/Trap target too
    f = game.facts()
    assert APOPHIS in f["gy.0"] and f["monsters.0"] == [] and f["spells.0"] == []


def test_heavy_storm_destroys_it() -> None:
    """FAQ: "can be destroyed by Heavy Storm"."""
    game = game_of([{"hand": ["Heavy Storm"], "spells": [SET]}, {}])
    _summon_apophis(game)
    answer(game, action="activate", name="Heavy Storm")
    settle(game)
    assert APOPHIS in game.facts()["gy.0"]


def test_monster_reborn_cannot_revive_it() -> None:
    """FAQ: "You cannot revive it with Monster Reborn": in the Graveyard it is only a Trap Card,
    and Monster Reborn with it as the only card there is not offered."""
    game = game_of([{"hand": ["Monster Reborn"], "gy": [APOPHIS]}, {}])
    assert not options(game, action="activate", name="Monster Reborn")


def test_jinzo_sends_it_back_meaninglessly() -> None:
    """FAQ vs Jinzo: "If Embodiment of Apophis is a monster, and Jinzo ... is played, Embodiment
    of Apophis cannot remain as a monster and is placed face-up in the Spell & Trap Card Zone,
    where it remains on the field meaninglessly (even if Jinzo leaves play later)": Jinzo is put
    on seat 1's field (a Special Summon), the state check sends Apophis back; Jinzo destroyed,
    it stays a face-up Trap Card."""
    game = game_of([{"spells": [SET]}, {"hand": ["Jinzo", "Mystical Space Typhoon"]}])
    _summon_apophis(game)
    g = game.g
    c = _apophis(game)
    jinzo = next(x for x in g.hand[1])
    g.special_summon(jinzo, 1, 1)
    g.check_state()
    f = game.facts()
    assert f["monsters.0"] == [] and f["spells.0"] == [APOPHIS] and f["szone.0.0.face_up"]
    g.destroy([jinzo], "effect")
    g.check_state()
    f = game.facts()
    assert f["monsters.0"] == [] and f["spells.0"] == [APOPHIS] and g.loc[c] == LOC_SZONE
    assert not options(game, action="activate", name=APOPHIS)  # face-up: nothing to activate
    check_conservation(g)


def test_royal_decree_chained_to_its_activation() -> None:
    """FAQ: "If Royal Decree is chained to the activation of Embodiment of Apophis, the effect of
    Embodiment of Apophis is negated and it remains on the field in the Spell & Trap Card Zone
    meaninglessly"."""
    game = game_of([{"spells": [SET]}, {"spells": [{"card": "Royal Decree", "face_up": False}]}])
    answer(game, action="activate", name=APOPHIS)
    answer(game, action="activate", name="Royal Decree")
    _finish(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["spells.0"] == [APOPHIS] and f["szone.0.0.face_up"]


def test_book_of_moon_sets_it_as_a_trap() -> None:
    """FAQ: "If Embodiment of Apophis is a monster, and is flipped face-down, it goes back to the
    Spell & Trap Card Zone as a Trap Card ... You cannot activate Embodiment of Apophis that same
    turn, because it is a Trap Card that was just Set"."""
    game = game_of([{"hand": ["Book of Moon"], "spells": [SET]}, {}])
    _summon_apophis(game)
    _use_on_apophis(game, "Book of Moon")
    f = game.facts()
    assert f["monsters.0"] == [] and f["spells.0"] == [APOPHIS]
    assert f["szone.0.0.face_up"] is False
    assert not options(game, action="activate", name=APOPHIS)
    check_conservation(game.g)


def test_it_can_be_tributed() -> None:
    """FAQ: "You can use Embodiment of Apophis as a Tribute once it is a monster": a Level 5
    monster is Tribute Summoned with it; it goes to the Graveyard and frees its zone."""
    game = game_of([{"hand": ["Summoned Skull"], "spells": [SET]}, {}])
    _summon_apophis(game)
    answer(game, action="summon", name="Summoned Skull")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"] and APOPHIS in f["gy.0"]
    assert f["spells.0"] == []


def test_equips_and_original_atk() -> None:
    """FAQ: "while a monster, [it] has original ATK 1600 and original DEF 1800 (for purposes of
    Megamorph, etc.)": Axe of Despair gives it 2600 ATK (an Equip on a monster)."""
    game = game_of([{"hand": ["Axe of Despair"], "spells": [SET]}, {}])
    _summon_apophis(game)
    _use_on_apophis(game, "Axe of Despair")
    assert game.facts()["mzone.0.0.atk"] == 2600


def test_solemn_judgment_negates_its_activation() -> None:
    """FAQ: "You can negate the activation of Embodiment of Apophis by chaining Solemn Judgment
    ... but you cannot use these against it once it is a monster"."""
    game = game_of([{"spells": [SET]},
                    {"spells": [{"card": "Solemn Judgment", "face_up": False}]}])
    answer(game, action="activate", name=APOPHIS)
    answer(game, action="activate", name="Solemn Judgment")
    _finish(game)
    f = game.facts()
    assert f["monsters.0"] == [] and APOPHIS in f["gy.0"] and f["lp.1"] == LP // 2


def test_royal_oppression_negates_its_activation() -> None:
    """FAQ: the activation can be negated by chaining "Royal Oppression" (its effect Special
    Summons the card itself: Royal Oppression negates it and destroys the card)."""
    game = game_of([{"spells": [SET]},
                    {"spells": [{"card": "Royal Oppression", "face_up": True}]}])
    answer(game, action="activate", name=APOPHIS)
    answer(game, action="activate", name="Royal Oppression")
    _finish(game)
    f = game.facts()
    assert f["monsters.0"] == [] and APOPHIS in f["gy.0"] and f["lp.1"] == LP - 800


def test_torrential_tribute_answers_its_special_summon() -> None:
    """FAQ: "When Embodiment of Apophis is Special Summoned, you can activate Torrential Tribute
    just like with any other Summon": seat 1's Torrential Tribute is offered after the chain and
    destroys it."""
    game = game_of([{"spells": [SET]},
                    {"spells": [{"card": "Torrential Tribute", "face_up": False}]}])
    answer(game, action="activate", name=APOPHIS)
    settle(game)
    answer(game, action="choose", value=1)
    answer(game, action="activate", name="Torrential Tribute")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and APOPHIS in f["gy.0"] and f["spells.0"] == []


def test_giant_trunade_returns_it_to_the_hand() -> None:
    """FAQ: "If Embodiment of Apophis is a monster, Giant Trunade will still return it to the
    owner's hand" (it is a Spell/Trap on the field too)."""
    game = game_of([{"hand": ["Giant Trunade"], "spells": [SET]}, {}])
    _summon_apophis(game)
    answer(game, action="activate", name="Giant Trunade")
    settle(game)
    f = game.facts()
    assert APOPHIS in f["hand.0"] and f["monsters.0"] == [] and f["spells.0"] == []
    check_conservation(game.g)


def test_its_zone_follows_a_control_change() -> None:
    """FAQ: taking control of it needs "1 Monster Card Zone and 1 Spell & Trap Card Zone": after
    seat 1's Snatch Steal takes it, it holds one of seat 1's Spell & Trap Zones, none of seat
    0's."""
    game = game_of([{"spells": [SET]}, {}])
    _summon_apophis(game)
    g = game.g
    c = _apophis(game)
    take_control(g, c, 1)  # the step every control-taking card uses (Snatch Steal's)
    f = game.facts()
    assert f["monsters.1"] == [APOPHIS] and f["spells.0"] == [] and APOPHIS in f["spells.1"]
    check_conservation(g)
