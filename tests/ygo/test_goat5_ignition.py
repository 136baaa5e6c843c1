"""Goat monsters batch 5 (goat-m2): Ignition Effects, Tribute Summon and battle triggers of
``cards/scripts/goat5_ignition.py``. Each test names the 2005 text clause it checks."""

from __future__ import annotations

from goat_mon_steps import answer, options, pick, run

from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame

SKULL = "Summoned Skull"
BATTLE = {"answer": {"action": "to_battle"}}


def _act(name: str) -> dict[str, dict[str, str]]:
    return {"answer": {"action": "activate", "name": name}}


def test_karate_man_doubles_its_original_atk_and_dies_in_the_end_phase() -> None:
    """Karate Man: "double the original ATK of this card until the End Phase ... destroy this
    card during the End Phase of that turn"; "once per turn"."""
    g = run({"players": [{"monsters": ["Karate Man"]}, {}]}, [_act("Karate Man")])
    assert g.facts()["mzone.0.0.atk"] == 2 * 1000
    assert not options(g, "activate")
    answer(g, {"answer": {"action": "to_end"}})
    assert g.facts()["gy.0"] == ["Karate Man"]


def test_throwstone_unit_tributes_a_warrior_for_a_low_def_monster() -> None:
    """Throwstone Unit: "Tribute 1 Warrior-Type monster to destroy 1 face-up monster whose DEF
    is equal to or lower than this card's ATK" (900: Kuriboh's 200 DEF, not Mystical Elf's
    2000)."""
    g = run({"players": [{"monsters": ["Throwstone Unit", "Celtic Guardian"]},
                         {"monsters": ["Kuriboh", "Mystical Elf"]}]},
            [_act("Throwstone Unit"), pick("Celtic Guardian")])
    f = g.facts()
    assert f["gy.0"] == ["Celtic Guardian"] and f["gy.1"] == ["Kuriboh"]
    assert f["monsters.1"] == ["Mystical Elf"]


def test_levia_dragon_sends_umi_to_destroy_every_other_card() -> None:
    """Levia-Dragon - Daedalus: "send 1 face-up "Umi" on the field to the Graveyard to destroy
    every card on the field except this card"; with no Umi it cannot be used."""
    g = run({"players": [{"monsters": ["Levia-Dragon - Daedalus", "Battle Ox"],
                          "field": {"card": "Umi", "face_up": True}},
                         {"monsters": [SKULL], "spells": ["Mirror Force"]}]},
            [_act("Levia-Dragon - Daedalus")])
    f = g.facts()
    assert f["monsters.0"] == ["Levia-Dragon - Daedalus"] and f["monsters.1"] == []
    assert f["spells.1"] == [] and f["field.0"] is None
    g = run({"players": [{"monsters": ["Levia-Dragon - Daedalus"]}, {"monsters": [SKULL]}]})
    assert not options(g, "activate")


def test_sand_gambler_destroys_by_three_equal_coins() -> None:
    """Sand Gambler: "Toss a coin 3 times. If all 3 are Heads, destroy every monster your
    opponent controls. If all 3 are Tails, destroy every monster you control" (else nothing;
    read from the public coin events of each seed's duel)."""
    seen = set()
    for seed in range(12):
        g = Scenario.from_data({"game": "ygo", "name": "sand gambler", "seed": seed, "setup": {
            "turn": 3, "players": [{"monsters": ["Sand Gambler"]}, {"monsters": [SKULL]}]},
            "steps": [_act("Sand Gambler")]}, source="test_goat5").run()
        assert isinstance(g, YgoGame)
        heads = [e["result"] == "heads" for e in g.events(-1) if e["kind"] == "coin_toss"]
        assert len(heads) == 3
        f = g.facts()
        mine, theirs = f["monsters.0"] == [], f["monsters.1"] == []
        assert (mine, theirs) == (not any(heads), all(heads))
        seen.add(sum(heads))
        assert not options(g, "activate")  # once per turn
    assert len(seen) > 1


def test_saturn_tributes_itself_for_the_lp_difference_under_the_sanctuary() -> None:
    """The Agent of Judgment - Saturn: "Tribute this face-up card to inflict damage equal to
    the difference between your Life Points and theirs ... only while "The Sanctuary in the
    Sky" is on the field and your Life Points are higher"."""
    board = {"players": [{"monsters": ["The Agent of Judgment - Saturn"],
                          "field": {"card": "The Sanctuary in the Sky", "face_up": True}}, {}],
             "lp": [4000, 3000]}
    g = run(board, [_act("The Agent of Judgment - Saturn")])
    f = g.facts()
    assert f["lp.1"] == 3000 - (4000 - 3000) and f["gy.0"] == ["The Agent of Judgment - Saturn"]
    g = run({**board, "lp": [1500, 4000]})
    assert not options(g, "activate")
    g = run({**board, "players": [{"monsters": ["The Agent of Judgment - Saturn"]}, {}]})
    assert not options(g, "activate")


def test_moisture_creature_with_3_tributes_destroys_the_opponents_spells_traps() -> None:
    """Moisture Creature: "If this card is Tribute Summoned by Tributing 3 monsters, destroy
    every Spell and Trap Card your opponent controls" (its usual 2-Tribute summon does not)."""
    board = {"players": [{"hand": ["Moisture Creature"],
                          "monsters": ["Battle Ox", "Kuriboh", "Celtic Guardian"]},
                         {"spells": ["Mirror Force", "Dark Hole"]}]}
    g = run(board, [{"answer": {"action": "goat5m2_three"}}])  # the 3 are the only Tributes
    f = g.facts()
    assert f["monsters.0"] == ["Moisture Creature"] and f["spells.1"] == []
    g = run(board, [{"answer": {"action": "summon", "name": "Moisture Creature"}},
                    {"answer": {"action": "tribute", "name": "Battle Ox"}},
                    {"answer": {"action": "tribute", "name": "Kuriboh"}}])
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Celtic Guardian", "Moisture Creature"]
    assert len(f["spells.1"]) == 2


def test_millennium_scorpion_gains_500_per_monster_it_destroys() -> None:
    """Millennium Scorpion: "Each time this card destroys an opponent's monster by battle, this
    card gains 500 ATK"."""
    g = run({"players": [{"monsters": ["Millennium Scorpion"]}, {"monsters": ["Kuriboh"]}]},
            [BATTLE, {"answer": {"action": "attack", "name": "Millennium Scorpion",
                                 "target_name": "Kuriboh"}}])
    f = g.facts()
    assert f["gy.1"] == ["Kuriboh"] and f["mzone.0.0.atk"] == 2000 + 500


def test_keldo_shuffles_two_opponent_graveyard_cards_back() -> None:
    """Keldo: "destroyed by battle and sent to the Graveyard, select 2 cards in your opponent's
    Graveyard and shuffle them into their Deck"."""
    g = run({"players": [{"monsters": [SKULL], "gy": ["Pot of Greed", "Dark Hole", "Raigeki"]},
                         {"monsters": ["Keldo"]}]},
            [BATTLE, {"answer": {"action": "attack", "name": SKULL, "target_name": "Keldo"}},
             pick("Pot of Greed"), pick("Raigeki")])
    f = g.facts()
    assert f["gy.0"] == ["Dark Hole"] and f["deck_count.0"] == 12


def test_neo_daedalus_tributes_levia_and_sends_everything_with_umi() -> None:
    """Ocean Dragon Lord - Neo-Daedalus: "Special Summoned by Tributing 1 "Levia-Dragon -
    Daedalus""; "send 1 face-up "Umi" ... to send every other card on the field and in both
    players' hands to the Graveyard"."""
    g = run({"players": [{"hand": ["Ocean Dragon Lord - Neo-Daedalus", "Pot of Greed"],
                          "monsters": ["Levia-Dragon - Daedalus"],
                          "field": {"card": "Umi", "face_up": True}},
                         {"hand": ["Kuriboh"], "monsters": [SKULL], "spells": ["Mirror Force"]}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Ocean Dragon Lord - Neo-Daedalus"}},
             _act("Ocean Dragon Lord - Neo-Daedalus")])
    f = g.facts()
    assert f["monsters.0"] == ["Ocean Dragon Lord - Neo-Daedalus"]
    assert f["hand_count.0"] == 0 and f["hand_count.1"] == 0
    assert f["monsters.1"] == [] and f["spells.1"] == [] and f["field.0"] is None


def test_trojan_horse_counts_as_two_tributes_for_an_earth_monster() -> None:
    """The Trojan Horse: "If you Tribute Summon an EARTH monster, this card can be treated as 2
    Tributes" (a goat_mon_procs DOUBLE_TRIBUTES row) — a Level 7+ EARTH monster, not a DARK
    one."""
    from cardtable.ygo.cards import constants as C
    from cardtable.ygo.cards.scripted import is_scripted
    from cardtable.ygo.effects.pool import default_pool

    def big(attr: str) -> str:
        return next(c.name.en for _, c in sorted(default_pool().cards.items())
                    if c.type == C.MONSTER | C.NORMAL and c.level >= 7
                    and c.attribute == C.ATTRIBUTE_BY_NAME[attr] and is_scripted(c.code))

    earth, dark = big("EARTH"), big("DARK")
    g = run({"players": [{"hand": [earth, dark], "monsters": ["The Trojan Horse"]}, {}]})
    got = options(g, "goat_mon_double")
    assert [f["name"] for f in got] == [earth]
    answer(g, {"answer": got[0]})
    f = g.facts()
    assert f["monsters.0"] == [earth] and f["gy.0"] == ["The Trojan Horse"]


def test_maju_garzett_takes_its_tributes_original_atk() -> None:
    """Maju Garzett: "This card's ATK is the combined original ATK of the 2 monsters Tributed to
    Tribute Summon it" — Summoned Skull (2500) and Battle Ox (1700, +500 from a Rush Recklessly
    this turn: not original) give 4200."""
    g = run({"players": [{"hand": ["Maju Garzett", "Rush Recklessly"],
                          "monsters": [SKULL, "Battle Ox"]}, {}]},
            [_act("Rush Recklessly"), {"answer": {"action": "card", "name": "Battle Ox"}},
             {"answer": {"action": "summon", "name": "Maju Garzett"}}])
    f = g.facts()
    assert f["monsters.0"] == ["Maju Garzett"] and f["mzone.0.0.atk"] == 2500 + 1700
