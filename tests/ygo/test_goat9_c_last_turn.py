"""Last Turn (``goat9_c_last_turn.py``) under the goat profile.

Text (not flagged "Goat-era version" in goat-pool.csv; official text, yaml-yugi
data/28566710.yaml): "This card can only be activated during your opponent's turn when your Life
Points are 1000 or less. Select 1 monster on your side of the field and send all other cards on
the field and in their respective owners' hands to their respective Graveyards. After that, your
opponent selects and Special Summons 1 monster from their Deck in face-up Attack Position and
attacks your selected monster. (Any Battle Damage from this battle is treated as 0.) The player
whose monster remains alone on the field at the End Phase of this turn wins the Duel. Any other
case results in a DRAW."

Rulings: the Goat FAQ, TheMTtakeover/goat-rulings goat-indv-rulings/last-turn.md ("FAQ n" below
is its n-th entry, in the file's order; docs/cards-goat.md "### g9-c" lists all of them).

Boards: seat 0 is the turn player (turn 3); seat 1 has 1000 LP and a Set Last Turn, and holds
priority first (an open window of seat 0's turn).
"""

from __future__ import annotations

from typing import Any

from tests.ygo.goat7_t_steps import next_main1
from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle
from tests.ygo.test_properties import check_conservation, check_options, check_views

from cardtable.core.replay import Replay
from cardtable.core.rng import Rng
from cardtable.ygo.cards.scripts.classic_lib import link_cards
from cardtable.ygo.cards.scripts.goat9_c_last_turn import LAST_TURN, summonable
from cardtable.ygo.game import YgoGame
from cardtable.ygo.sentences import result_text

SET_LAST_TURN = {"card": "Last Turn", "face_up": False}
DECK = ["Vorse Raider", "Giant Soldier of Stone", "Pot of Greed"]


def board(p0: dict[str, Any], p1: dict[str, Any], lp1: int = 1000, last_turn: bool = True,
          **setup: Any) -> YgoGame:
    """Seat 0's turn (Main Phase 1 unless ``setup`` says otherwise); seat 1 holds priority with
    ``lp1`` LP and a Set Last Turn."""
    p0 = {"deck": DECK, **p0}
    if last_turn:
        p1 = {**p1, "spells": [*p1.get("spells", []), SET_LAST_TURN]}
    setup = {"priority": 1, **setup}
    if setup["priority"] is None:
        del setup["priority"]
    return game_of([p0, p1], lp=[LP, lp1], **setup)


def fire(game: YgoGame, keep: str | None = None) -> None:
    """Seat 1 activates Last Turn (keeping ``keep`` when it has a choice); nobody chains."""
    answer(game, action="activate", name="Last Turn")
    settle(game)
    if keep is not None and options(game, action="card", name=keep) \
            and game.pending() is not None and game.pending().seat == 1:  # type: ignore[union-attr]
        answer(game, action="card", name=keep)
        settle(game)


def summon(game: YgoGame, name: str) -> None:
    """Seat 0 Special Summons ``name`` from the Deck for Last Turn."""
    d = game.pending()
    assert d is not None and d.seat == 0 and d.prompt.en == "Choose a monster to Special Summon"
    answer(game, action="card", name=name)
    settle(game)


def attack(game: YgoGame) -> None:
    """The special Battle Phase's attack (the only one offered), then both pass."""
    answer(game, action="attack")
    settle(game)


def end_battle(game: YgoGame) -> None:
    """End the (special) Battle Phase; both pass."""
    answer(game, action="end_battle")
    settle(game)


def to_end_phase(game: YgoGame) -> None:
    """From a Main Phase, on to the End Phase; every window passed, optional triggers
    declined or taken as offered first."""
    answer(game, action="to_end")
    settle(game)


def result(game: YgoGame) -> tuple[tuple[int, ...], str] | None:
    """The duel's result (winners, reason), None while it goes on."""
    return game.g.result_  # type: ignore[attr-defined, no-any-return]


def names(game: YgoGame, kind: str) -> list[str]:
    """The names of the log entries of ``kind`` (``special_summon``, ``to_gy``…), in order."""
    return [pub.get("name", "") for k, pub, _ in game.g.elog if k == kind]  # type: ignore[attr-defined]


def kinds(game: YgoGame) -> list[str]:
    """The kinds of the log entries, in order."""
    return [k for k, _, _ in game.g.elog]  # type: ignore[attr-defined]


# --- activation ------------------------------------------------------------------------------


def test_activation_needs_1000_lp_or_less_and_the_opponents_turn() -> None:
    """Text: "only ... during your opponent's turn when your Life Points are 1000 or less" (FAQ
    19: any part of the opponent's turn but the Damage Step). 1001 LP: not offered; 1000 LP:
    offered; in seat 1's own turn (seat 1 turn player, 1000 LP): not offered."""
    p1 = {"monsters": ["Mystical Elf"]}
    assert not options(board({}, p1, lp1=1001), action="activate", name="Last Turn")
    assert options(board({}, p1, lp1=1000), action="activate", name="Last Turn")
    own = game_of([{"monsters": ["Battle Ox"]},
                   {"monsters": ["Mystical Elf"], "spells": [SET_LAST_TURN]}],
                  lp=[LP, 1000], turn_player=1)
    d = own.pending()
    assert d is not None and d.seat == 1
    assert not options(own, action="activate", name="Last Turn")


def test_resolution_sends_every_other_card_then_summon_battle_and_draw() -> None:
    """Text + FAQ 1: the activator keeps 1 monster; every other card on the field and in both
    hands goes to the Graveyard; then the turn player Special Summons from the Deck in face-up
    Attack Position and attacks the kept monster, with no battle damage (Vorse Raider 1900 into
    Mystical Elf's 2000 DEF: 100 damage becomes 0); both still control a monster in the End
    Phase: "any other case results in a DRAW"."""
    game = board({"monsters": ["Battle Ox"], "hand": ["Sangan"],
                  "spells": [{"card": "Mystical Space Typhoon", "face_up": False}]},
                 {"monsters": [{"card": "Mystical Elf", "pos": "def"}, "Kuriboh"],
                  "hand": ["Mirror Force"]})
    fire(game, keep="Mystical Elf")
    f = game.facts()
    assert f["monsters.1"] == ["Mystical Elf"] and f["monsters.0"] == []
    assert f["hand_count.0"] == f["hand_count.1"] == 0
    assert sorted(f["gy.0"]) == ["Battle Ox", "Mystical Space Typhoon", "Sangan"]
    assert sorted(f["gy.1"]) == ["Kuriboh", "Last Turn", "Mirror Force"]
    summon(game, "Vorse Raider")
    f = game.facts()
    assert f["monsters.0"] == ["Vorse Raider"] and f["mzone.0.0.pos"] == "atk"
    assert f["phase"] == "battle"
    attack(game)
    assert game.facts()["lp.0"] == LP and game.facts()["lp.1"] == 1000
    end_battle(game)
    assert game.facts()["phase"] == "main1"  # back where the turn was
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_only_the_two_monsters_battle_and_the_attack_is_forced() -> None:
    """FAQ 5: "Only the selected monster and the Special Summoned monster can battle": the only
    attack offered is the summoned monster's on the kept monster, and "attacks your selected
    monster" (text): no "end the Battle Phase" before it."""
    game = board({}, {"monsters": [{"card": "Mystical Elf", "pos": "def"}]})
    fire(game)
    summon(game, "Vorse Raider")
    forms = [o.form for o in game.pending().options]  # type: ignore[union-attr]
    assert [f["action"] for f in forms] == ["attack"]
    assert forms[0]["target"] == game.g.mz[1][0]  # type: ignore[attr-defined]


# --- the resolution, the chain and the summon --------------------------------------------------


def test_the_chain_below_resolves_before_the_summon() -> None:
    """FAQ 2: with a card below it in the chain (Ceasefire there; Pot of Greed here), Last Turn
    resolves (select, send), then the link below resolves, and only then the turn player
    Special Summons: seat 0's Pot of Greed draws 2 into the emptied hand, before the summon."""
    game = board({"hand": ["Pot of Greed"], "deck": ["Mystical Space Typhoon", "Sangan",
                                                     "Vorse Raider", "Giant Soldier of Stone"]},
                 {"monsters": ["Mystical Elf"]})
    answer(game, action="pass")  # seat 1 passes its open window; seat 0's Main Phase menu
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Last Turn")
    settle(game)
    ks = kinds(game)
    assert ks.index("draw", ks.index("chain_end") - 8) < ks.index("chain_end")
    assert game.facts()["hand_count.0"] == 2  # drawn after the sweep: kept
    assert "special_summon" not in ks
    summon(game, "Vorse Raider")
    ks = kinds(game)
    assert ks.index("special_summon") > ks.index("chain_end")


def test_selection_does_not_target_and_may_be_face_down() -> None:
    """FAQ 29: the selected monster "can be face-up or face-down, in Attack or Defense
    Position"; FAQ 32: Last Turn does not target — Spirit Reaper ("destroyed when targeted") is
    selected and stays."""
    game = board({}, {"monsters": [{"card": "Spirit Reaper", "pos": "fd_def"}, "Mystical Elf"]})
    fire(game, keep="Spirit Reaper")
    f = game.facts()
    assert f["monsters.1"] == ["Spirit Reaper"] and "Spirit Reaper" not in f["gy.1"]
    assert "Mystical Elf" in f["gy.1"]


def test_no_monster_to_keep_still_sends_summons_and_checks() -> None:
    """FAQ 9: if the activator has no monster when it resolves, its effects are not negated:
    the cards are sent, the turn player still Special Summons, no special Battle Phase, and the
    End Phase check gives the turn player (alone with a monster) the Duel."""
    game = board({"monsters": ["Battle Ox"]}, {"hand": ["Sangan"]})
    fire(game)
    assert game.facts()["gy.1"] == ["Sangan", "Last Turn"]
    summon(game, "Vorse Raider")
    assert game.facts()["phase"] == "main1"
    assert any(pub.get("en", "").startswith("No special Battle Phase")
               for k, pub, _ in game.g.elog if k == "card_effect")  # type: ignore[attr-defined]
    to_end_phase(game)
    assert result(game) == ((0,), "last_turn")


def test_what_may_be_summoned() -> None:
    """FAQ 16: no Special-Summon-only monster (Chaos Emperor Dragon, Dark Necrofear) and no
    Spirit (they cannot be Special Summoned); FAQ 17: a high-Level monster without a summoning
    condition may be (Blue-Eyes White Dragon); the pick is seat 0's, named to seat 0 only."""
    deck = ["Blue-Eyes White Dragon", "Chaos Emperor Dragon - Envoy of the End",
            "Dark Necrofear", "Yata-Garasu", "Pot of Greed"]
    game = board({"deck": deck}, {"monsters": ["Mystical Elf"]})
    fire(game)
    d = game.pending()
    assert d is not None and d.seat == 0
    got = [game.g.cd(o.form["card"]).name.en for o in d.options]  # type: ignore[attr-defined]
    assert got == ["Blue-Eyes White Dragon"]
    assert summonable(game.g, 0) == [o.form["card"] for o in d.options]  # type: ignore[arg-type]
    assert game.view(1)["pending"]["seat"] == 0
    assert "options" not in game.view(1)["pending"]


def test_no_monster_in_the_deck_no_battle_but_the_check() -> None:
    """FAQ 20: "If Last Turn is activated and the turn player has no monsters to Summon, there
    is no battle however the victory check is still applied": seat 1 alone with a monster
    wins."""
    game = board({"deck": ["Pot of Greed", "Mystical Space Typhoon"]},
                 {"monsters": ["Mystical Elf"]})
    fire(game)
    assert game.facts()["phase"] == "main1" and game.facts()["monsters.0"] == []
    to_end_phase(game)
    assert result(game) == ((1,), "last_turn")


def test_jowgen_kept_no_summon_no_battle_check_still_applies() -> None:
    """FAQ 3: Last Turn can be activated while Jowgen the Spiritualist is face-up (it does not
    Special Summon as it resolves); Jowgen kept: the turn player cannot Special Summon for it,
    no special Battle Phase, the victory check still applies (seat 1 alone: wins)."""
    game = board({}, {"monsters": ["Jowgen the Spiritualist"]})
    fire(game)
    assert game.facts()["monsters.0"] == [] and game.facts()["phase"] == "main1"
    to_end_phase(game)
    assert result(game) == ((1,), "last_turn")


def test_non_aggression_area_no_summon() -> None:
    """FAQ 31: while Non Aggression Area applies (seat 1 activated it in its Standby Phase:
    seat 0 cannot Summon in its next turn), the opponent does not Special Summon for Last
    Turn."""
    game = game_of([{"deck": DECK * 2},
                    {"monsters": ["Mystical Elf"], "hand": ["Sangan"], "deck": DECK * 2,
                     "spells": [{"card": "Non Aggression Area", "face_up": False},
                                SET_LAST_TURN]}],
                   lp=[LP, 1000], turn_player=1, phase="standby")
    answer(game, action="activate", name="Non Aggression Area")
    settle(game)
    next_main1(game)
    assert game.facts()["turn_player"] == 0
    answer(game, action="to_battle")
    answer(game, action="activate", name="Last Turn")
    settle(game)
    d = game.pending()
    assert d is not None and d.prompt.en != "Choose a monster to Special Summon"
    assert game.facts()["monsters.0"] == [] and "special_summon" not in kinds(game)


# --- the special Battle Phase ----------------------------------------------------------------


def test_only_the_selected_monster_may_be_attacked() -> None:
    """FAQ 5: "Only the selected monster and the Special Summoned monster can battle": seat 1's
    Scapegoat below Last Turn resolves after it and gives seat 1 four tokens; the summoned
    monster may attack only the selected Mystical Elf, and the tokens remain with seat 1 in
    the End Phase: a DRAW."""
    game = board({}, {"monsters": [{"card": "Mystical Elf", "pos": "def"}],
                      "spells": [{"card": "Scapegoat", "face_up": False}]})
    answer(game, action="activate", name="Scapegoat")
    while not options(game, action="activate", name="Last Turn"):
        game.answer(game.pending().options[-1].form)  # type: ignore[union-attr]
    answer(game, action="activate", name="Last Turn")
    settle(game)
    summon(game, "Vorse Raider")
    assert len(game.facts()["monsters.1"]) == 5
    forms = [o.form for o in game.pending().options]  # type: ignore[union-attr]
    assert forms == [{"action": "attack", "card": game.g.mz[0][0],  # type: ignore[attr-defined]
                      "target": next(m for m in game.g.mz[1]  # type: ignore[attr-defined]
                                     if m >= 0 and game.g.code[m] != 0  # type: ignore[attr-defined]
                                     and game.g.cd(m).name.en == "Mystical Elf")}]  # type: ignore[attr-defined]
    attack(game)
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_flip_effect_in_the_special_battle_and_the_kept_monster_wins() -> None:
    """FAQ 6: flip effects resolve as normal in the special Battle Phase; FAQ 29: the kept
    monster may be face-down. Man-Eater Bug, kept face-down, is attacked, flips and destroys the
    summoned monster; in the End Phase only seat 1 controls a monster: seat 1 wins."""
    game = board({"deck": ["Kuriboh", "Pot of Greed"]},
                 {"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def"}]})
    fire(game)
    summon(game, "Kuriboh")
    attack(game)  # Kuriboh 300 vs Man-Eater Bug 600 DEF: neither destroyed by battle
    while (d := game.pending()) is not None and d.seat == 1 and not options(game, action="pass"):
        answer(game, action="card", name="Kuriboh")  # the flip effect's target
        settle(game)
    assert "Kuriboh" in game.facts()["gy.0"] and game.facts()["lp.0"] == LP
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((1,), "last_turn")


def end_battle_if_offered(game: YgoGame) -> None:
    """End the special Battle Phase if its Battle Step is asking."""
    if options(game, action="end_battle"):
        end_battle(game)


def attack_using(game: YgoGame, name: str) -> bool:
    """Declare the special Battle Phase's attack and play the battle out, activating ``name``'s
    effect the first time it is offered (True if it was); every other window passed, optional
    triggers taken, other decisions answered with their first option."""
    answer(game, action="attack")
    used = False
    while not options(game, action="end_battle") and not options(game, action="to_battle"):
        d = game.pending()
        assert d is not None
        if not used and options(game, action="activate", name=name):
            answer(game, action="activate", name=name)
            used = True
        elif options(game, action="yes"):  # an optional trigger's "you can" (D.D. Warrior Lady)
            answer(game, action="yes")
        else:
            game.answer(d.options[-1].form if options(game, action="pass") else d.options[0].form)
    return used


def test_zero_damage_only_in_the_special_battle_phase() -> None:
    """FAQ 7 (its example): Spirit Reaper kept in Defense Position; Enraged Battle Ox
    summoned attacks it in the special Battle Phase: no damage (piercing 1500 becomes 0); in the
    normal Battle Phase it attacks again and inflicts 1500: seat 1's 1000 LP reach 0, seat 0
    wins."""
    game = board({"deck": ["Enraged Battle Ox", "Pot of Greed"]},
                 {"monsters": [{"card": "Spirit Reaper", "pos": "def"}]})
    fire(game)
    summon(game, "Enraged Battle Ox")
    attack(game)
    assert game.facts()["lp.1"] == 1000 and game.facts()["monsters.1"] == ["Spirit Reaper"]
    end_battle_if_offered(game)
    assert game.facts()["phase"] == "main1"
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Enraged Battle Ox")
    settle(game)
    assert result(game) == ((0,), "lp_zero")


def test_special_battle_phase_in_the_draw_phase_then_the_turn_goes_on() -> None:
    """FAQ 4: the special Battle Phase is in addition to the normal one and does not disrupt
    the turn: activated in the Draw Phase, the turn goes on with the Draw Phase after it, and
    the normal Battle Phase is held later."""
    game = board({"deck": ["Vorse Raider", "Pot of Greed", "Pot of Greed"]},
                 {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}, phase="draw")
    fire(game)
    summon(game, "Vorse Raider")
    attack(game)
    end_battle_if_offered(game)
    phases = [pub["phase"] for k, pub, _ in game.g.elog if k == "phase"]  # type: ignore[attr-defined]
    assert phases[:2] == ["battle", "draw"] and phases[-2:] == ["standby", "main1"]
    while not options(game, action="to_battle"):
        settle(game)
        if not options(game, action="to_battle"):
            d = game.pending()
            assert d is not None
            game.answer(d.options[0].form)
    assert game.facts()["phase"] == "main1"
    answer(game, action="to_battle")
    settle(game)
    assert options(game, action="attack", name="Vorse Raider")


def test_thousand_eyes_restrict_kept_no_attack_draw() -> None:
    """FAQ 18: Thousand-Eyes Restrict kept: the turn player cannot attack (its effect), so both
    control a monster in the End Phase: a DRAW."""
    game = board({}, {"monsters": ["Thousand-Eyes Restrict"]})
    fire(game)
    summon(game, "Vorse Raider")
    assert not options(game, action="attack")
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_a_monster_that_attacks_twice_attacks_twice() -> None:
    """FAQ 13: a summoned monster that can attack twice may attack twice in the special Battle
    Phase (Mataza the Zapper into Spirit Reaper, which is not destroyed by battle)."""
    game = board({"deck": ["Mataza the Zapper", "Pot of Greed"]},
                 {"monsters": [{"card": "Spirit Reaper", "pos": "def"}]})
    fire(game)
    summon(game, "Mataza the Zapper")
    attack(game)
    assert options(game, action="attack", name="Mataza the Zapper")
    assert options(game, action="end_battle")  # the second attack is Mataza's own "can"
    attack(game)
    assert not options(game, action="attack")


def test_a_monster_summoned_during_it_cannot_attack_there() -> None:
    """FAQ 25: Mystic Tomato summoned for Last Turn is destroyed attacking; the monster its
    effect Special Summons cannot attack in the special Battle Phase (only the two monsters
    battle), but can in the normal one."""
    game = board({"deck": ["Mystic Tomato", "Mystic Tomato", "Pot of Greed"]},
                 {"monsters": ["Vorse Raider"]})
    fire(game)
    summon(game, "Mystic Tomato")
    attack(game)  # 1400 into 1900: the Tomato is destroyed, its trigger
    while (d := game.pending()) is not None and d.seat == 0 and not options(
            game, action="end_battle") and not options(game, action="attack"):
        game.answer(d.options[0].form)  # its "you can" taken; the Tomato from the Deck
        settle(game)
    assert game.facts()["monsters.0"] == ["Mystic Tomato"]
    assert not options(game, action="attack")
    end_battle(game)
    answer(game, action="to_battle")
    settle(game)
    assert options(game, action="attack", name="Mystic Tomato")


def test_kazejin_kept_uses_its_effect_summoned_one_cannot() -> None:
    """FAQ 28: the kept Kazejin may use its effect during the special Battle Phase (the
    attacker's ATK becomes 0 during damage calculation: the attacker is destroyed)."""
    game = board({"deck": ["Blue-Eyes White Dragon", "Pot of Greed"]},
                 {"monsters": ["Kazejin"]})
    fire(game)
    summon(game, "Blue-Eyes White Dragon")
    assert attack_using(game, "Kazejin")
    assert "Blue-Eyes White Dragon" in game.facts()["gy.0"]
    assert game.facts()["lp.1"] == 1000


def test_obnoxious_celtic_guard_survives_and_both_remain() -> None:
    """FAQ 36: Obnoxious Celtic Guard battling a 1900+ ATK monster for Last Turn is not
    destroyed (its effect applies): both remain, a DRAW."""
    game = board({"deck": ["Blue-Eyes White Dragon", "Pot of Greed"]},
                 {"monsters": ["Obnoxious Celtic Guard"]})
    fire(game)
    summon(game, "Blue-Eyes White Dragon")
    attack(game)
    assert game.facts()["monsters.1"] == ["Obnoxious Celtic Guard"]
    assert game.facts()["lp.1"] == 1000
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_both_battlers_removed_from_play_draw() -> None:
    """FAQ 35: both monsters that battle for Last Turn removed from play (D.D. Warrior Lady):
    nobody controls a monster in the End Phase: a DRAW."""
    game = board({"deck": ["Blue-Eyes White Dragon", "Pot of Greed"]},
                 {"monsters": ["D.D. Warrior Lady"]})
    fire(game)
    summon(game, "Blue-Eyes White Dragon")
    attack_using(game, "D.D. Warrior Lady")
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == []
    assert "Blue-Eyes White Dragon" in f["banished.0"]
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


# --- the End Phase victory check ---------------------------------------------------------------


def test_the_victory_check_cannot_be_chained_to() -> None:
    """FAQ 10: "You cannot chain to the victory check of Last Turn": seat 0 drew Scapegoat
    with the Pot of Greed below Last Turn; it may activate it in its Main Phase, but not in
    answer to the check; the check then ends the Duel (seat 0 alone: wins)."""
    game = board({"hand": ["Pot of Greed"], "deck": ["Scapegoat", "Sangan", "Vorse Raider"]},
                 {"hand": ["Kuriboh"]})
    answer(game, action="pass")
    answer(game, action="activate", name="Pot of Greed")
    answer(game, action="activate", name="Last Turn")
    settle(game)
    summon(game, "Vorse Raider")
    assert options(game, action="activate", name="Scapegoat")  # it could in Main Phase 1
    answer(game, action="to_end")
    while (d := game.pending()) is not None:
        assert not options(game, action="activate", name="Scapegoat")
        game.answer(d.options[-1].form)
    assert result(game) == ((0,), "last_turn")
    assert game.facts()["hand.0"] == ["Sangan", "Scapegoat"]


def test_activated_in_the_end_phase_checks_right_after() -> None:
    """FAQ 19: it can even be activated in the End Phase; the victory check of "the End Phase
    of this turn" is then applied once its battle is over (seat 1's kept monster destroyed:
    seat 0 wins)."""
    game = board({}, {"monsters": ["Kuriboh"]}, phase="end")
    fire(game)
    summon(game, "Vorse Raider")
    attack(game)
    while result(game) is None and (d := game.pending()) is not None:
        game.answer(d.options[-1].form if options(game, action="pass") else d.options[0].form)
    assert result(game) == ((0,), "last_turn")
    assert game.facts()["turn"] == 3


def test_jinzo_summoned_does_not_negate_the_check() -> None:
    """FAQ 22: Jinzo Special Summoned by Last Turn negates neither the special Battle Phase nor
    the victory check (the Trap is no longer on the field): Jinzo destroys the kept Kuriboh and
    seat 0 wins in the End Phase."""
    game = board({"deck": ["Jinzo", "Pot of Greed"]}, {"monsters": ["Kuriboh"]})
    fire(game)
    summon(game, "Jinzo")
    attack(game)
    assert game.facts()["monsters.1"] == []
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((0,), "last_turn")


def test_lp_zero_during_the_turn_loses_first() -> None:
    """FAQ 23: a player whose LP reach 0 in the special Battle Phase loses (Giant Germ
    summoned and destroyed by battle: 500 damage to seat 1, who had 500 LP)."""
    game = board({"deck": ["Giant Germ", "Pot of Greed"]}, {"monsters": ["Vorse Raider"]},
                 lp1=500)
    fire(game)
    summon(game, "Giant Germ")
    attack(game)
    while result(game) is None and (d := game.pending()) is not None:
        game.answer(d.options[0].form)
    assert result(game) == ((0,), "lp_zero")


def test_lp_above_1000_later_still_applies() -> None:
    """FAQ 24: if the activator's LP go above 1000 after activating, Last Turn's effects still
    apply (nothing checks the LP again): seat 1 at 4000 LP by the End Phase still loses to the
    check."""
    game = board({}, {"monsters": ["Kuriboh"]})
    fire(game)
    summon(game, "Vorse Raider")
    attack(game)
    end_battle_if_offered(game)
    game.g.lp[1] = 4000  # type: ignore[attr-defined]  (a gain: no Goat card gives seat 1 one here)
    to_end_phase(game)
    assert result(game) == ((0,), "last_turn")


def test_sangan_searched_and_summoned_can_make_a_draw() -> None:
    """FAQ 26: Sangan summoned for Last Turn, destroyed in the special Battle Phase: its effect
    resolves; the turn player Normal Summons the monster it fetched in the Main Phase: both
    control a monster in the End Phase, a DRAW."""
    game = board({"deck": ["Sangan", "Kuriboh", "Pot of Greed"]}, {"monsters": ["Vorse Raider"]})
    fire(game)
    summon(game, "Sangan")
    attack(game)  # 1000 into 1900: Sangan destroyed
    while not options(game, action="end_battle") and not options(game, action="summon"):
        if options(game, action="card", name="Kuriboh"):
            answer(game, action="card", name="Kuriboh")
        else:
            game.answer(game.pending().options[0].form)  # type: ignore[union-attr]
    end_battle_if_offered(game)
    answer(game, action="summon", name="Kuriboh")
    settle(game)
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_twin_headed_behemoth_returns_before_the_check() -> None:
    """FAQ 30: Twin-Headed Behemoth summoned for Last Turn and destroyed in the special Battle
    Phase: in the End Phase the turn player's effects resolve first, so it comes back before the
    check (which waits for that chain): both control a monster, a DRAW."""
    game = board({"deck": ["Twin-Headed Behemoth", "Pot of Greed"]},
                 {"monsters": ["Vorse Raider"]})
    fire(game)
    summon(game, "Twin-Headed Behemoth")
    attack(game)  # 1500 into 1900
    end_battle_if_offered(game)
    answer(game, action="to_end")
    while result(game) is None and (d := game.pending()) is not None:
        game.answer(d.options[-1].form if options(game, action="pass") else d.options[0].form)
    assert game.facts()["monsters.0"] == ["Twin-Headed Behemoth"]
    assert result(game) == ((), "last_turn_draw")
    assert any(pub.get("en", "").startswith("The turn player's End Phase effects")
               for k, pub, _ in game.g.elog if k == "card_effect")  # type: ignore[attr-defined]


def test_dark_magician_of_chaos_summoned_uses_its_effect() -> None:
    """FAQ 11: Dark Magician of Chaos Special Summoned for Last Turn: its effect (in the End
    Phase of the turn it was summoned) adds a Spell from the Graveyard to the hand (Mystical
    Space Typhoon, sent by Last Turn) — the turn player's optional trigger, before the check
    (seat 0 alone after destroying Kuriboh: wins)."""
    game = board({"deck": ["Dark Magician of Chaos", "Pot of Greed"],
                  "hand": ["Mystical Space Typhoon"]}, {"monsters": ["Kuriboh"]})
    fire(game)
    summon(game, "Dark Magician of Chaos")
    attack(game)
    end_battle_if_offered(game)
    answer(game, action="to_end")
    while result(game) is None and (d := game.pending()) is not None:
        if options(game, action="card", name="Mystical Space Typhoon"):
            answer(game, action="card", name="Mystical Space Typhoon")
        else:
            game.answer(d.options[-1].form if options(game, action="pass") else d.options[0].form)
    assert result(game) == ((0,), "last_turn")
    assert "Mystical Space Typhoon" in names(game, "to_hand")


def test_despair_from_the_dark_and_night_assailant_before_the_summon() -> None:
    """FAQ 12 and 13: cards sent by Last Turn whose effects activate on it (Despair from the
    Dark, sent from seat 0's hand by seat 1's card: Special Summoned; Night Assailant, sent
    from seat 1's hand: a Flip monster back from the Graveyard) resolve before the Special
    Summon for Last Turn."""
    game = board({"hand": ["Despair from the Dark"]},
                 {"monsters": ["Kuriboh"], "hand": ["Night Assailant"], "gy": ["Man-Eater Bug"]})
    answer(game, action="activate", name="Last Turn")
    settle(game)
    while (d := game.pending()) is not None and d.prompt.en != "Choose a monster to Special Summon":
        game.answer(d.options[0].form)
    assert game.facts()["monsters.0"] == ["Despair from the Dark"]
    assert game.facts()["hand.1"] == ["Man-Eater Bug"]
    assert "special_summon" in kinds(game)
    before = len(names(game, "special_summon"))
    summon(game, "Vorse Raider")
    assert names(game, "special_summon")[before:] == ["Vorse Raider"]


# --- other cards ---------------------------------------------------------------------------------


def until_offered(game: YgoGame, name: str) -> None:
    """Pass (or take the last option of) every decision until ``name`` may be activated."""
    while not options(game, action="activate", name=name):
        d = game.pending()
        assert d is not None and result(game) is None
        game.answer(d.options[-1].form)


def test_thunder_of_ruler_no_special_battle_phase_check_still() -> None:
    """FAQ 8: the Battle Phase skipped (Thunder of Ruler, resolved in the turn player's Standby
    Phase): Last Turn applies as much as possible — summon, no special Battle Phase, the
    victory check (both control a monster: a DRAW)."""
    game = board({}, {"monsters": ["Mystical Elf"],
                      "spells": [{"card": "Thunder of Ruler", "face_up": False}]},
                 phase="standby")
    answer(game, action="activate", name="Thunder of Ruler")
    settle(game)
    until_offered(game, "Last Turn")
    fire(game)
    summon(game, "Vorse Raider")
    assert any(pub.get("en", "").startswith("No special Battle Phase: the Battle Phase")
               for k, pub, _ in game.g.elog if k == "card_effect")  # type: ignore[attr-defined]
    while not options(game, action="to_end"):
        game.answer(game.pending().options[0].form)  # type: ignore[union-attr]
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_change_of_heart_chained_no_special_battle_and_a_draw() -> None:
    """FAQ 14: Last Turn chained to Change of Heart: seat 1 selects the monster Change of Heart
    targets (still its own); Change of Heart then resolves and the turn player controls it: no
    special Battle Phase (the selected monster is not seat 1's). In the End Phase control
    returns and each player has 1 monster: a DRAW."""
    game = board({"hand": ["Change of Heart"]}, {"monsters": ["Mystical Elf"]})
    answer(game, action="pass")
    answer(game, action="activate", name="Change of Heart")
    while (d := game.pending()) is not None and not options(game, action="activate",
                                                             name="Last Turn"):
        game.answer(d.options[0].form)  # the target: Mystical Elf
    answer(game, action="activate", name="Last Turn")
    settle(game)
    summon(game, "Vorse Raider")
    f = game.facts()
    assert sorted(f["monsters.0"]) == ["Mystical Elf", "Vorse Raider"] and f["phase"] == "main1"
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_snatch_steal_selected_control_returns_no_battle() -> None:
    """FAQ 33: seat 1 selects the monster it controls with Snatch Steal; Snatch Steal is sent
    to the Graveyard, control returns to the turn player; the turn player Special Summons, no
    special Battle Phase; the check: seat 0 alone controls monsters, wins."""
    game = game_of([{"monsters": ["Vorse Raider"], "deck": DECK},
                    {"hand": ["Snatch Steal"], "spells": [SET_LAST_TURN]}], lp=[LP, 1000],
                   turn_player=1)
    answer(game, action="activate", name="Snatch Steal")
    while (d := game.pending()) is not None and not options(game, action="to_battle"):
        game.answer(d.options[0].form)
    assert game.facts()["monsters.1"] == ["Vorse Raider"]
    next_main1(game)
    answer(game, action="to_battle")
    until_offered(game, "Last Turn")
    fire(game)
    assert game.facts()["monsters.0"] == ["Vorse Raider"]
    summon(game, "Giant Soldier of Stone")
    assert not options(game, action="attack", name="Giant Soldier of Stone") or \
        game.facts()["monsters.1"] == []
    while not options(game, action="to_end") and result(game) is None:
        game.answer(game.pending().options[-1].form)  # type: ignore[union-attr]
    to_end_phase(game)
    assert result(game) == ((0,), "last_turn")


def test_call_of_the_haunted_monster_destroyed_premature_burial_not() -> None:
    """FAQ 34: the selected monster was Special Summoned by Call of the Haunted: Call of the
    Haunted is sent, so the monster is destroyed; by Premature Burial: it stays."""
    for card, stays in (("Call of the Haunted", False), ("Premature Burial", True)):
        game = board({}, {"monsters": ["Mystical Elf"],
                          "spells": [{"card": card, "face_up": True,
                                      "equip_to": {"player": 1, "zone": 0}}]})
        if card == "Call of the Haunted":  # linked, as its own activation would leave it
            g = game.g  # type: ignore[attr-defined]
            link_cards(g, g.sz[1][0], g.mz[1][0])
        fire(game)
        assert (game.facts()["monsters.1"] == ["Mystical Elf"]) is stays, card


def test_waboku_chained_prevents_destruction_a_draw() -> None:
    """FAQ 37: Waboku chained to Last Turn: the selected monster is not destroyed by the
    battle: both remain, a DRAW."""
    game = board({"deck": ["Blue-Eyes White Dragon", "Pot of Greed"]},
                 {"monsters": ["Kuriboh"], "spells": [{"card": "Waboku", "face_up": False}]})
    answer(game, action="activate", name="Last Turn")
    until_offered(game, "Waboku")
    answer(game, action="activate", name="Waboku")
    settle(game)
    summon(game, "Blue-Eyes White Dragon")
    attack(game)
    assert game.facts()["monsters.1"] == ["Kuriboh"]
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((), "last_turn_draw")


def test_banisher_of_the_light_kept_everything_else_banished() -> None:
    """Replacements of the destination apply to Last Turn's send (the brief's Macro Cosmos
    kind; Macro Cosmos is not in the pool): Banisher of the Light kept, every other card sent is
    removed from play instead (Last Turn itself included, as it resolves)."""
    game = board({"monsters": ["Battle Ox"], "hand": ["Sangan"]},
                 {"monsters": ["Banisher of the Light"], "hand": ["Kuriboh"]})
    fire(game)
    f = game.facts()
    assert f["gy.0"] == [] and f["gy.1"] == []
    assert sorted(f["banished.0"]) == ["Battle Ox", "Sangan"]
    assert sorted(f["banished.1"]) == ["Kuriboh", "Last Turn"]


def test_wall_of_illusion_returns_the_attacker_to_the_hand() -> None:
    """FAQ 41 (its kind): Wall of Illusion kept; the attacker of the battle for Last Turn is
    returned to the hand; the turn player may Normal Summon it in the Main Phase."""
    game = board({"deck": ["Vorse Raider", "Pot of Greed"]},
                 {"monsters": [{"card": "Wall of Illusion", "pos": "def"}]})
    fire(game)
    summon(game, "Vorse Raider")
    attack(game)  # 1900 into 1850 DEF: the Wall is destroyed, Vorse Raider returns
    while not options(game, action="end_battle") and not options(game, action="to_battle"):
        game.answer(game.pending().options[0].form)  # type: ignore[union-attr]
    assert game.facts()["hand.0"] == ["Vorse Raider"]
    end_battle_if_offered(game)
    assert options(game, action="summon", name="Vorse Raider")


def test_dark_necrofear_kept_takes_the_monster_first_and_wins() -> None:
    """FAQ 27: Dark Necrofear kept and destroyed in the special Battle Phase: in the End Phase
    its controller chooses the order of its effect and the check; Necrofear first, it takes
    the turn player's monster, then the check: only seat 1 controls a monster, seat 1 wins."""
    game = board({"deck": ["Blue-Eyes White Dragon", "Pot of Greed"]},
                 {"monsters": ["Dark Necrofear"]})
    fire(game)
    summon(game, "Blue-Eyes White Dragon")
    attack(game)  # 3000 into 2200: Necrofear destroyed
    assert "Dark Necrofear" in game.facts()["gy.1"]
    end_battle_if_offered(game)
    answer(game, action="to_end")
    ordered = False
    while result(game) is None and (d := game.pending()) is not None:
        if d.seat == 1 and d.kind == "order":
            # the check first on the chain (link 1), so Necrofear (link 2) resolves first
            answer(game, action="trigger", card=game.g.gy[1][-1]  # type: ignore[attr-defined]
                   if game.g.code[game.g.gy[1][-1]] == LAST_TURN  # type: ignore[attr-defined]
                   else next(c for c in game.g.gy[1]  # type: ignore[attr-defined]
                             if game.g.code[c] == LAST_TURN))  # type: ignore[attr-defined]
            ordered = True
        elif options(game, action="card", name="Blue-Eyes White Dragon"):
            answer(game, action="card", name="Blue-Eyes White Dragon")
        else:
            game.answer(d.options[-1].form if options(game, action="pass") else d.options[0].form)
    assert ordered
    assert result(game) == ((1,), "last_turn")


def test_ring_of_destruction_chained_leaves_no_monster_to_keep() -> None:
    """FAQ 9: the turn player chains Ring of Destruction to Last Turn and destroys the
    activator's only monster: Last Turn still resolves (cards sent), the turn player still
    Special Summons, no special Battle Phase, and the check gives the turn player the Duel."""
    game = board({"spells": [{"card": "Ring of Destruction", "face_up": False}]},
                 {"monsters": ["Kuriboh"]}, lp1=1000)
    game.g.lp[0] = 8000  # type: ignore[attr-defined]
    answer(game, action="activate", name="Last Turn")
    answer(game, action="activate", name="Ring of Destruction")
    settle(game)
    while (d := game.pending()) is not None and d.prompt.en != "Choose a monster to Special Summon":
        game.answer(d.options[0].form)  # its target: Kuriboh
    assert game.facts()["monsters.1"] == []
    summon(game, "Vorse Raider")
    assert game.facts()["phase"] == "main1"
    to_end_phase(game)
    assert result(game) == ((0,), "last_turn")


def test_jowgen_then_sinister_serpent_normal_summoned_wins() -> None:
    """FAQ 21: activated in the Draw Phase keeping Jowgen the Spiritualist: no summon for Last
    Turn; the turn player gets Sinister Serpent back in its Standby Phase, Normal Summons it,
    destroys Jowgen (200 ATK) in the normal Battle Phase and wins in the End Phase."""
    game = board({"gy": ["Sinister Serpent"], "deck": DECK * 2},
                 {"monsters": ["Jowgen the Spiritualist"]}, phase="draw")
    fire(game)
    while not options(game, action="summon", name="Sinister Serpent"):
        d = game.pending()
        assert d is not None and result(game) is None
        if options(game, action="yes"):
            answer(game, action="yes")
        elif options(game, action="activate", name="Sinister Serpent"):
            answer(game, action="activate", name="Sinister Serpent")
        else:
            game.answer(d.options[-1].form if options(game, action="pass") else d.options[0].form)
    answer(game, action="summon", name="Sinister Serpent")
    settle(game)
    answer(game, action="to_battle")
    settle(game)
    answer(game, action="attack", name="Sinister Serpent")
    settle(game)
    assert game.facts()["monsters.1"] == []
    answer(game, action="end_battle")
    settle(game)
    to_end_phase(game)
    assert result(game) == ((0,), "last_turn")


def test_tyrant_dragon_may_be_selected() -> None:
    """FAQ 32: Last Turn does not target, so a monster that cannot be targeted the usual way
    (Tyrant Dragon: Trap Cards that target it are negated) can be selected."""
    game = board({}, {"monsters": ["Tyrant Dragon", "Kuriboh"]})
    fire(game, keep="Tyrant Dragon")
    assert game.facts()["monsters.1"] == ["Tyrant Dragon"]


def test_injection_fairy_lily_effect_in_the_special_battle() -> None:
    """FAQ 6: monster effects such as Injection Fairy Lily's may be used during the special
    Battle Phase: the summoned Lily (400) pays 2000 LP for +3000 ATK and destroys the kept
    Vorse Raider; seat 0 alone wins in the End Phase."""
    game = board({"deck": ["Injection Fairy Lily", "Pot of Greed"]},
                 {"monsters": ["Vorse Raider"]})
    fire(game)
    summon(game, "Injection Fairy Lily")
    used = attack_using(game, "Injection Fairy Lily")
    assert used and game.facts()["lp.0"] == LP - 2000
    assert game.facts()["monsters.1"] == []
    end_battle_if_offered(game)
    to_end_phase(game)
    assert result(game) == ((0,), "last_turn")


def test_soul_of_purity_and_light_applies_in_the_special_battle() -> None:
    """FAQ 6: Soul of Purity and Light kept: its effect ("during your opponent's Battle Phase,
    monsters your opponent controls lose 300 ATK") applies in the special Battle Phase: the
    summoned Vorse Raider (1900) has 1600 there, 1900 once it is over."""
    game = board({}, {"monsters": [{"card": "Soul of Purity and Light", "pos": "def"}]})
    fire(game)
    summon(game, "Vorse Raider")
    assert game.facts()["phase"] == "battle" and game.facts()["mzone.0.0.atk"] == 1600
    attack(game)
    end_battle_if_offered(game)
    assert game.facts()["phase"] == "main1" and game.facts()["mzone.0.0.atk"] == 1900


def test_last_will_monster_cannot_attack_in_the_special_battle() -> None:
    """FAQ 38: the turn player activated Last Will before Last Turn; the summoned monster is
    destroyed in the special Battle Phase, Last Will Special Summons a monster from the Deck,
    which cannot attack in the special Battle Phase."""
    game = board({"hand": ["Last Will"], "deck": ["Vorse Raider", "Sangan", "Pot of Greed"]},
                 {"monsters": ["Summoned Skull"]})
    answer(game, action="pass")
    answer(game, action="activate", name="Last Will")
    settle(game)
    until_offered(game, "Last Turn")
    fire(game)
    summon(game, "Vorse Raider")
    attack(game)  # 1900 into 2500: Vorse Raider destroyed, Last Will's chance
    while not options(game, action="end_battle") and not options(game, action="attack"):
        d = game.pending()
        assert d is not None
        if options(game, action="card", name="Sangan"):
            answer(game, action="card", name="Sangan")
        elif options(game, action="yes"):
            answer(game, action="yes")
        else:
            game.answer(d.options[-1].form if options(game, action="pass") else d.options[0].form)
    assert game.facts()["monsters.0"] == ["Sangan"]
    assert not options(game, action="attack")


def test_pyramid_of_light_and_sphinxes_sent_no_theinen() -> None:
    """FAQ 40: Pyramid of Light, Andro Sphinx and Sphinx Teleia all sent by Last Turn: the
    Pyramid's effect finds no Sphinx on the field to destroy, so Theinen the Great Sphinx is
    not Special Summoned."""
    game = board({"monsters": ["Andro Sphinx", "Sphinx Teleia"],
                  "spells": [{"card": "Pyramid of Light", "face_up": True}],
                  "deck": ["Theinen the Great Sphinx", *DECK]},
                 {"monsters": ["Kuriboh"]})
    fire(game)
    d = game.pending()
    assert d is not None and d.prompt.en == "Choose a monster to Special Summon"
    assert not [k for k, pub, _ in game.g.elog  # type: ignore[attr-defined]
                if k == "destroy" and "Sphinx" in str(pub.get("name"))]
    assert "Theinen the Great Sphinx" not in names(game, "special_summon")
    assert "theinen_call" not in str(game.g.trig)  # type: ignore[attr-defined]


def test_wall_of_revealing_light_then_last_turn_chained() -> None:
    """FAQ 39: "You can activate Wall of Revealing Light (paying its cost) and chain Last
    Turn": seat 1 at 2000 LP pays 1000 for the Wall and, at 1000 LP, chains Last Turn."""
    game = board({}, {"monsters": ["Kuriboh"],
                      "spells": [{"card": "Wall of Revealing Light", "face_up": False}]},
                 lp1=2000)
    assert not options(game, action="activate", name="Last Turn")
    answer(game, action="activate", name="Wall of Revealing Light")
    while not options(game, action="activate", name="Last Turn"):
        d = game.pending()
        assert d is not None
        game.answer(d.options[0].form)  # 1000 LP (the first choice); seat 0 passes
    assert game.facts()["lp.1"] == 1000
    fire(game)
    assert game.pending().prompt.en == "Choose a monster to Special Summon"  # type: ignore[union-attr]


# --- hidden information, clones, replays ----------------------------------------------------------


def test_random_play_through_last_turn_hides_and_conserves() -> None:
    """Hidden information (the brief's bar): from Last Turn's activation to the end of the
    duel, random answers (40 seeds); at every decision no view or option names a card its seat
    may not know (the turn player's Deck pick is its own), cards are conserved, a clone plays
    on exactly as the game, and the event logs of seat 1 and the spectator never name a seat-0
    Deck card before it is summoned (the summoned one is public from then on)."""
    deck = ["Vorse Raider", "Sangan", "Mystic Tomato", "Giant Germ", "Twin-Headed Behemoth",
            "Pot of Greed", "Dark Necrofear", "Kuriboh", "Man-Eater Bug", "Blue-Eyes White Dragon"]
    for seed in range(40):
        game = board({"monsters": ["Battle Ox"], "hand": ["Scapegoat", "Sangan"], "deck": deck},
                     {"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def"}, "Kuriboh"],
                      "hand": ["Mirror Force"]})
        answer(game, action="activate", name="Last Turn")
        rng = Rng(seed)
        n = 0
        while game.pending() is not None and n < 400:
            check_conservation(game.g)  # type: ignore[attr-defined]
            check_views(game)
            check_options(game)
            if n == 3:
                twin = game.clone()
                pick = rng.below(game.num_options())
                game.apply_index(pick)
                twin.apply_index(pick)
                assert twin.view(0) == game.view(0) and twin.view(1) == game.view(1)
            else:
                game.apply_index(rng.below(game.num_options()))
            n += 1
        assert result(game) is not None, seed
        summoned = {int(pub["card"]) for k, pub, _ in game.g.elog  # type: ignore[attr-defined]
                    if k == "special_summon" and "name" in pub}
        for seat in (-1, 1):
            for e in game.events(seat):
                if e.get("card") in summoned or e["kind"] not in ("draw", "shuffle"):
                    continue
                assert "name" not in e and "code" not in e, (seed, seat, e)


def test_activated_against_an_attack_the_battle_phase_goes_on() -> None:
    """FAQ 19 (any part of the opponent's turn but the Damage Step) and FAQ 4 (the turn goes
    on where it was): activated when Battle Ox attacks, Last Turn sends Battle Ox; after the
    special Battle Phase the interrupted attack is stopped (its attacker is gone) and the normal
    Battle Phase goes on, where the summoned monster may attack again."""
    game = board({"monsters": ["Battle Ox"]},
                 {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}, phase="battle",
                 priority=None)
    answer(game, action="attack", name="Battle Ox")
    fire(game)
    summon(game, "Vorse Raider")
    attack(game)
    end_battle_if_offered(game)
    f = game.facts()
    assert f["phase"] == "battle" and "Battle Ox" in f["gy.0"]
    assert options(game, action="attack", name="Vorse Raider")
    assert options(game, action="end_battle")


def test_a_last_turn_draw_replays_and_reads_as_a_draw() -> None:
    """The result goes through the engine's normal end of duel (the brief: replays, the server
    and RL environments see it): the duel's ``result()`` is a draw with the reason
    ``last_turn_draw``, a replay of the answers reproduces it, and each seat reads it as a draw
    naming Last Turn."""
    game = board({}, {"monsters": [{"card": "Mystical Elf", "pos": "def"}]})
    fire(game)
    summon(game, "Vorse Raider")
    attack(game)
    end_battle_if_offered(game)
    to_end_phase(game)
    res = game.result()
    assert res is not None and tuple(res.winners) == () and res.reason == "last_turn_draw"
    again = Replay.of(game).verify()
    assert again.facts() == game.facts() and again.public_events() == game.public_events()
    text = result_text({"winners": [], "reason": "last_turn_draw"}, 0)
    assert text.en.startswith("A draw") and "Last Turn" in text.en
