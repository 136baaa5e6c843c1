"""Synchro and Xyz Summons under Master Rule 3 (rules/extra_summon.py; docs/rulings.md rows
"Synchro/Xyz"). Not seed rules (the seeds predate them): the rulings are the 2014 era's."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.errors import SetupError
from cardtable.core.game import IllegalAnswer
from cardtable.core.scenario import find_option
from cardtable.ygo.game import YgoGame, from_scenario, new_duel_state
from cardtable.ygo.state import F_PROPER, LOC_EXTRA, LOC_GY, LOC_MZONE, LOC_OVERLAY

MR3 = "master-rule-3"
JS, JW, GAIA, PEARL, LEVI = ("Junk Synchron", "Junk Warrior", "Gaia Knight, the Force of Earth",
                             "Gem-Knight Pearl", "Number 17: Leviathan Dragon")
GUARD = "Flamvell Guard"
STONE = "Giant Soldier of Stone"  # Level 3
SOUL = "Hinotama Soul"  # Level 2
CELTIC = "Celtic Guardian"  # Level 4
ELF = "Mystical Elf"  # Level 4


def game(me: dict[str, Any], opp: dict[str, Any] | None = None, **kw: Any) -> YgoGame:
    return from_scenario({"profile": MR3, "turn": 3, "players": [me, opp or {}], **kw}, 7)


def card_id(G: YgoGame, name: str, where: int | None = None) -> int:
    g = G.g
    hits = [c for c in range(g.n)
            if g.cd(c).name.en == name and (where is None or g.loc[c] == where)]
    assert hits, name
    return hits[0]


def answer(G: YgoGame, want: dict[str, Any] | str) -> None:
    dec = G.pending()
    assert dec is not None
    G.answer(find_option(dec, want, "test"))


def labels(G: YgoGame) -> list[str]:
    dec = G.pending()
    assert dec is not None
    return [o.label.en for o in dec.options]


def pass_until_main(G: YgoGame) -> None:
    for _ in range(20):
        dec = G.pending()
        assert dec is not None
        if dec.seat == 0 and dec.prompt.en.startswith("Main Phase"):
            return
        labs = labels(G)
        G.answer(labs.index("Pass (no response)") if "Pass (no response)" in labs else 0)
    raise AssertionError("never back to the main phase")


# --- Synchro Summon ----------------------------------------------------------------------------


def test_synchro_summon_sends_materials_and_lands_properly() -> None:
    G = game({"monsters": [GUARD, "Mad Dog of Darkness", STONE], "extra": [GAIA]})
    # 1 + 4 = 5, 1 + 3 = 4, 1 + 4 + 3 = 8: no exact 6
    assert not any("Synchro" in x for x in labels(G))
    G = game({"monsters": [GUARD, "Mad Dog of Darkness", SOUL, STONE], "extra": [GAIA]})
    answer(G, "Synchro Summon Gaia Knight, the Force of Earth (Attack Position)")
    dec = G.pending()
    assert dec is not None and dec.prompt.en.startswith("Choose a Synchro Material")
    # the only Tuner was taken without asking; Gaia is Level 6: 1 + 4 = 5 and 1 + 4 + 2 = 7
    # miss, 1 + 3 + 2 = 6 fits, so Mad Dog (4) is not offered
    offered = {o.about["name"] for o in dec.options}
    assert offered == {STONE, SOUL}
    answer(G, {"action": "card", "name": STONE})
    pass_until_main(G)
    g = G.g
    gaia = card_id(G, GAIA)
    assert g.loc[gaia] == LOC_MZONE and g.flags[gaia] & F_PROPER
    assert {g.cd(c).name.en for c in g.gy[0]} == {GUARD, STONE, SOUL}
    assert [e[1].get("reason") for e in g.elog if e[0] == "to_gy"] == ["synchro_material"] * 3
    assert any(e[0] == "special_summon" and e[1]["how"] == "synchro" for e in g.elog)


def test_required_tuner_and_junk_warrior_gains_atk() -> None:
    G = game({"monsters": [GUARD, CELTIC], "hand": [JS], "gy": [SOUL], "extra": [JW]})
    # Guard (1) + Celtic (4) = 5 but Junk Warrior needs Junk Synchron as its Tuner
    assert not any("Junk Warrior" in x for x in labels(G))
    assert G.why_not_rules(0, {"action": "synchro_summon", "name": JW}) == [
        "synchro_tuner_required"]
    answer(G, "Normal Summon Junk Synchron")
    pass_until_main(G)  # Junk Synchron's trigger revives Hinotama Soul (first option: activate)
    g = G.g
    soul = card_id(G, SOUL)
    assert g.loc[soul] == LOC_MZONE and g.pos[soul] == 0x4
    # Junk Synchron (3) + Hinotama Soul (2) = 5; Guard is a Tuner, not a non-Tuner
    answer(G, "Synchro Summon Junk Warrior (Attack Position)")
    pass_until_main(G)
    jw = card_id(G, JW)
    assert g.loc[jw] == LOC_MZONE
    # Level 2 or lower monsters it controls when the trigger resolves: Flamvell Guard (100)
    assert g.atk(jw) == 2300 + 100


def test_why_not_synchro() -> None:
    G = game({"monsters": [CELTIC, STONE], "extra": [GAIA]})
    assert G.why_not_rules(0, {"action": "synchro_summon", "name": GAIA}) == ["no_tuner"]
    G = game({"monsters": [GUARD, CELTIC], "extra": [GAIA]})
    assert G.why_not_rules(0, {"action": "synchro_summon", "name": GAIA}) == ["synchro_levels"]
    assert any("add up exactly" in t for t in G.why_not(0, {"action": "synchro_summon",
                                                             "name": GAIA}))
    assert any("等级合计" in t for t in G.why_not_zh(0, {"action": "synchro_summon",
                                                        "name": GAIA}))
    G = game({"monsters": [GUARD, STONE, SOUL], "gy": [GAIA]})
    assert G.why_not_rules(0, {"action": "synchro_summon", "name": GAIA}) == ["not_in_extra"]
    G = game({}, {"monsters": [GUARD, STONE, SOUL], "extra": [GAIA]})
    assert G.why_not_rules(1, {"action": "synchro_summon", "name": GAIA}) == ["not_your_turn"]
    G = game({"monsters": [GUARD, STONE, SOUL], "extra": [GAIA]})
    assert G.why_not_rules(0, {"action": "synchro_summon", "name": GAIA}) == []
    assert G.why_not_rules(0, {"action": "xyz_summon", "name": GAIA}) == ["not_xyz"]


def test_facedown_monsters_are_not_materials() -> None:
    G = game({"monsters": [GUARD, {"card": STONE, "pos": "fd_def"}, SOUL], "extra": [GAIA]})
    assert G.why_not_rules(0, {"action": "synchro_summon", "name": GAIA}) == ["synchro_levels"]


def test_synchro_summon_negated_by_solemn_judgment() -> None:
    G = game({"monsters": [GUARD, STONE, SOUL], "extra": [GAIA]},
             {"spells": ["Solemn Judgment"]})
    answer(G, "Synchro Summon Gaia Knight, the Force of Earth (Attack Position)")
    answer(G, {"action": "card", "name": STONE})
    assert labels(G)[0] == "Activate Solemn Judgment"
    answer(G, "Activate Solemn Judgment")
    pass_until_main(G)
    g = G.g
    gaia = card_id(G, GAIA)
    assert g.loc[gaia] == LOC_GY and not g.flags[gaia] & F_PROPER  # destroyed, never landed
    assert {g.cd(c).name.en for c in g.gy[0]} == {GUARD, STONE, SOUL, GAIA}  # materials used
    assert g.lp[1] == 4000  # Solemn Judgment: half of 8000
    assert any(e[0] == "rule" and e[1]["rule"] == "summon_negated" for e in g.elog)


# --- Xyz Summon --------------------------------------------------------------------------------


def test_xyz_summon_attaches_materials_and_they_follow_it() -> None:
    G = game({"monsters": [CELTIC, ELF, STONE], "extra": [PEARL]})
    answer(G, "Xyz Summon Gem-Knight Pearl (Attack Position)")
    pass_until_main(G)
    g = G.g
    pearl = card_id(G, PEARL)
    mats = g.materials_of(pearl)
    assert {g.cd(m).name.en for m in mats} == {CELTIC, ELF}
    assert all(g.loc[m] == LOC_OVERLAY for m in mats) and not g.gy[0]
    assert not any(e[0] == "left_field" for e in g.elog)
    v = G.view(1)
    shown = next(m for m in v["players"][0]["monsters"] if m and m["name"] == PEARL)
    assert shown["rank"] == 4 and "level" not in shown
    assert {m["name"] for m in shown["materials"]} == {CELTIC, ELF}
    assert G.facts()[f"mzone.0.{g.seq[pearl]}.materials"] == [CELTIC, ELF]
    # the Xyz monster leaves the field: its materials go to the GY with it
    g.destroy([pearl], "effect")
    assert g.loc[pearl] == LOC_GY and {g.cd(c).name.en for c in g.gy[0]} == {PEARL, CELTIC, ELF}
    assert not g.limbo


def test_xyz_needs_same_level_face_up_and_no_level_for_xyz() -> None:
    G = game({"monsters": [CELTIC, STONE], "extra": [PEARL]})
    assert G.why_not_rules(0, {"action": "xyz_summon", "name": PEARL}) == ["xyz_not_enough"]
    G = game({"monsters": [CELTIC, {"card": ELF, "pos": "fd_def"}], "extra": [PEARL]})
    assert G.why_not_rules(0, {"action": "xyz_summon", "name": PEARL}) == ["xyz_not_enough"]
    G = game({"monsters": [CELTIC, ELF, "Mad Dog of Darkness"], "extra": [PEARL]})
    answer(G, "Xyz Summon Gem-Knight Pearl (Defense Position)")
    dec = G.pending()
    assert dec is not None and dec.prompt.en == "Choose an Xyz Material"
    assert len(dec.options) == 3
    answer(G, {"action": "card", "name": ELF})
    answer(G, {"action": "card", "name": "Mad Dog of Darkness"})
    pass_until_main(G)
    g = G.g
    pearl = card_id(G, PEARL)
    assert g.pos[pearl] == 0x4 and g.level(pearl) == 0 and g.rank(pearl) == 4
    assert not g.has_level(pearl)
    # a Rank 4 Xyz monster is not a Level 4 monster: no second Pearl from it + Celtic
    assert G.why_not_rules(0, {"action": "xyz_summon", "name": PEARL}) in (["xyz_not_enough"],
                                                                      ["not_in_extra"])


def test_detach_cost_and_no_direct_attack_without_materials() -> None:
    G = game({"monsters": [STONE, "Baby Dragon"], "extra": [LEVI]})
    answer(G, "Xyz Summon Number 17: Leviathan Dragon (Attack Position)")
    pass_until_main(G)
    g = G.g
    levi = card_id(G, LEVI)
    assert len(g.materials_of(levi)) == 2
    answer(G, {"action": "activate", "name": LEVI})
    answer(G, {"action": "card", "name": STONE})  # which material to detach
    pass_until_main(G)
    assert g.atk(levi) == 2500 and len(g.materials_of(levi)) == 1
    assert g.cd(g.gy[0][-1]).name.en == STONE
    assert any(e[0] == "detach" for e in g.elog)
    # once per turn
    assert not any(x.startswith("Activate Number 17") for x in labels(G))
    # with no material left it cannot attack directly (the opponent has no monster)
    from cardtable.ygo.rules.extra_summon import detach

    detach(g, g.materials_of(levi))
    assert not g.materials_of(levi)
    answer(G, "Go to the Battle Phase")
    dec = G.pending()
    assert dec is not None
    assert not any(o.form.get("target") == -1 and o.about.get("name") == LEVI
                   for o in dec.options)


def test_xyz_summon_negated_materials_go_to_gy() -> None:
    G = game({"monsters": [CELTIC, ELF], "extra": [PEARL]}, {"spells": ["Horn of Heaven"],
                                                            "monsters": [SOUL]})
    answer(G, "Xyz Summon Gem-Knight Pearl (Attack Position)")
    answer(G, "Activate Horn of Heaven")
    # Horn of Heaven's tribute: its only monster, taken without asking
    pass_until_main(G)
    g = G.g
    assert {g.cd(c).name.en for c in g.gy[0]} == {PEARL, CELTIC, ELF}
    assert not g.limbo and not g.monsters(0)


# --- common rules ------------------------------------------------------------------------------


def test_extra_deck_return_and_revival_limit() -> None:
    G = game({"monsters": [GUARD, STONE, SOUL], "extra": [GAIA], "gy": [PEARL]})
    g = G.g
    pearl = card_id(G, PEARL)
    assert not g.can_special_summon(pearl, 0)  # never properly summoned
    answer(G, "Synchro Summon Gaia Knight, the Force of Earth (Attack Position)")
    answer(G, {"action": "card", "name": STONE})
    pass_until_main(G)
    gaia = card_id(G, GAIA)
    g.destroy([gaia])
    assert g.can_special_summon(gaia, 0)  # properly Synchro Summoned first: may be revived
    g.special_summon(gaia, 0)
    g.to_hand([gaia])  # would go to the hand: returns to the Extra Deck
    assert g.loc[gaia] == LOC_EXTRA and gaia not in g.hand[0]
    assert g.elog[-1][0] == "to_extra"


def test_cannot_normal_summon_extra_monsters() -> None:
    from cardtable.ygo.rules.main_phase import summonable

    G = game({"hand": [JS]})
    assert summonable(G.g, 0, card_id(G, JS)) == ""  # a Tuner is an ordinary monster
    # an Extra Deck monster in the hand (it never gets there, but the rule is checked)
    G2 = game({"hand": [GAIA]})
    assert summonable(G2.g, 0, card_id(G2, GAIA)) == "cannot_normal_summon"


def test_bad_material_answer_changes_nothing() -> None:
    G = game({"monsters": [GUARD, "Mad Dog of Darkness", SOUL, STONE], "extra": [GAIA]})
    answer(G, "Synchro Summon Gaia Knight, the Force of Earth (Attack Position)")
    before = G.g.clone()
    with pytest.raises(IllegalAnswer):
        G.answer({"action": "card", "name": "Mad Dog of Darkness"})
    assert G.g.loc == before.loc and G.g.elog == before.elog


# --- profiles ----------------------------------------------------------------------------------


def test_classic_profile_refuses_synchro_and_xyz_decks() -> None:
    deck = {"main": ["Celtic Guardian"] * 3 + [STONE] * 37, "extra": [GAIA]}
    with pytest.raises(SetupError, match="Gaia Knight, the Force of Earth is a Synchro card, "
                                         "not allowed by profile classic-lp4000"):
        new_duel_state({"profile": "classic-lp4000", "decks": [deck, deck]}, 1)
    deck_x = {"main": deck["main"], "extra": [PEARL]}
    with pytest.raises(SetupError, match="Gem-Knight Pearl is a Xyz card"):
        new_duel_state({"profile": "classic-lp4000", "decks": [deck_x, deck_x]}, 1)
    g = new_duel_state({"profile": MR3, "decks": [deck, deck_x]}, 1)
    assert len(g.extra[0]) == 1 and len(g.extra[1]) == 1


def test_random_mr3_duels_with_extra_deck_monsters_keep_every_card_in_one_place() -> None:
    """Random legal play with Synchro/Xyz monsters: no crash, conservation holds (materials
    attached to a monster on the field or being summoned), views and options name no hidden
    card, and the procedures do happen."""
    import random

    from tests.ygo.test_properties import check_conservation, check_options, check_views

    main = ([JS, GUARD, SOUL, STONE, CELTIC, ELF, "Baby Dragon", "Mad Dog of Darkness"] * 3
            + ["Solemn Judgment", "Horn of Heaven", "Monster Reborn", "Book of Moon",
               "Raigeki", "Dark Hole", "Sangan", "Mirror Force"] * 2)
    deck = {"main": main, "extra": [JW, GAIA, PEARL, LEVI, "Number 39: Utopia"] * 2}
    seen: set[str] = set()
    for seed in range(12):
        g = new_duel_state({"profile": MR3, "decks": [deck, deck]}, seed)
        G = YgoGame(g)
        rng = random.Random(seed)
        for _ in range(1500):
            if g.result_ is not None:
                break
            G.apply_index(rng.randrange(G.num_options()))
            check_conservation(g)
            if g.result_ is None and rng.random() < 0.1:
                check_views(G)
                check_options(G)
        seen.update(e[0] for e in g.elog)
    assert {"synchro_declared", "xyz_declared"} <= seen


def test_deck_check_names_the_card_per_profile() -> None:
    from cardtable.ygo.deck import Deck, check_deck, rules_from_profile
    from cardtable.ygo.effects.pool import default_pool
    from cardtable.ygo.profile import profile_of

    main = [c for c in default_pool().cards if c in (13039848, 91152256, 15025844)] * 3
    main = (main * 5)[:40]
    deck = Deck(main=main, extra=[60800381, 71594310], side=[])
    classic = check_deck(deck, default_pool().cards,
                         rules_from_profile(profile_of("classic-lp4000")))
    msgs = [v.message.en for v in classic if v.rule == "type_not_allowed"]
    assert msgs == ["Junk Warrior (60800381): Synchro cards are not allowed by these rules",
                    "Gem-Knight Pearl (71594310): Xyz cards are not allowed by these rules"]
    mr3 = check_deck(deck, default_pool().cards, rules_from_profile(profile_of(MR3)))
    assert not [v for v in mr3 if v.rule == "type_not_allowed"]


def test_board_shows_rank_and_materials() -> None:
    from io import StringIO

    from rich.console import Console

    from cardtable.cli.ygo_board import render_ygo

    G = game({}, {"monsters": [{"card": PEARL, "materials": [CELTIC, ELF]}]})
    for lang, want in (("en", ["2 Xyz Material(s):", "Celtic Guardian", "Mystical Elf",
                               "Rank 4"]),
                       ("zh", ["超量素材2：", "精灵剑士", "圣精灵", "阶级4"])):
        out = StringIO()
        render_ygo(G.view(0), 0, lang, Console(file=out, width=400, color_system=None))
        text = out.getvalue()
        assert all(w in text for w in want), text


def test_scenario_materials_and_control_change_keeps_them() -> None:
    G = game({"monsters": [{"card": PEARL, "materials": [CELTIC, ELF]}]})
    g = G.g
    pearl = card_id(G, PEARL)
    assert [g.cd(m).name.en for m in g.materials_of(pearl)] == [CELTIC, ELF]
    g.change_position(pearl, 0x8)  # flipped face-down: it keeps its materials
    assert len(g.materials_of(pearl)) == 2
    g.move(pearl, LOC_MZONE, 1)  # taken over: still attached
    assert len(g.materials_of(pearl)) == 2 and not g.gy[0]
    g.to_hand([pearl])  # bounced: back to the Extra Deck, materials to the GY
    assert g.loc[pearl] == LOC_EXTRA and {g.cd(c).name.en for c in g.gy[0]} == {CELTIC, ELF}


def test_heuristic_bot_synchro_summons_when_it_pays() -> None:
    from cardtable.bots.ygo_heuristic import YgoHeuristicBot

    G = game({"monsters": [GUARD, STONE, SOUL], "extra": [GAIA]})
    dec = G.pending()
    assert dec is not None
    i = YgoHeuristicBot(seed=1).choose(G, dec)
    assert dec.options[i].form["action"] == "synchro_summon"
