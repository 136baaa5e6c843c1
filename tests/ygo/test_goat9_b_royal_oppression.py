"""Royal Oppression (``goat9_b_royal_oppression.py``) under the goat profile. Text (yaml-yugi
data/93016201.yaml, the TCG print): "Either player can pay 800 Life Points to negate the Special
Summon of a monster(s), and/or an effect that Special Summons a monster(s), and destroy those
cards." Rulings: Goat Individual Card FAQ (TheMTtakeover/goat-rulings
goat-indv-rulings/royal-oppression.md)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

RO = "Royal Oppression"
RO_UP = {"card": RO, "face_up": True}
#: a LIGHT and a DARK monster in the Graveyard: Black Luster Soldier - Envoy's procedure
LIGHT_DARK = ["Mystical Elf", "Dark Elf"]


def _envoy_game(ro_side: int, lp: int = LP) -> YgoGame:
    """Seat 0 holds Black Luster Soldier - Envoy of the Beginning with a LIGHT and a DARK monster
    in its Graveyard; Royal Oppression is face-up on seat ``ro_side``'s field."""
    players: list[dict[str, object]] = [{"hand": ["Black Luster Soldier - Envoy of the Beginning"],
                                         "gy": LIGHT_DARK}, {}]
    players[ro_side]["spells"] = [RO_UP]
    return game_of(players, lp=[LP, lp])


def _chain_it_to(game: YgoGame, name: str) -> None:
    """Seat 0 activates ``name`` (taking the first target offered); seat 1 chains Royal
    Oppression's effect; the chain resolves."""
    answer(game, action="activate", name=name)
    while options(game, action="card"):
        answer(game, action="card")
    answer(game, action="activate", name=RO)
    settle(game)


def _start_envoy(game: YgoGame) -> None:
    answer(game, action="classic_proc")
    while options(game, action="card"):
        answer(game, action="card")


def test_either_player_negates_a_built_in_special_summon() -> None:
    """FAQ: the built-in Special Summon (Black Luster Soldier - Envoy of the Beginning) is
    negated "right before the monster is Special Summoned", as with Horn of Heaven: seat 1 uses
    its own Royal Oppression; the Envoy is destroyed, the cost (the banished pair) stays paid."""
    game = _envoy_game(ro_side=1)
    _start_envoy(game)
    d = game.pending()
    assert d is not None and d.seat == 1  # the summon is declared: the opponent may answer
    answer(game, action="activate", name=RO)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == []
    assert "Black Luster Soldier - Envoy of the Beginning" in f["gy.0"]
    assert f["lp.1"] == LP - 800
    assert sorted(f["banished.0"]) == sorted(LIGHT_DARK)


def test_the_non_controller_may_use_it_and_pays() -> None:
    """Text: "Either player can pay 800 Life Points": seat 0 controls Royal Oppression and
    summons the Envoy; seat 1 (who does not control it) uses its effect and pays the 800."""
    game = _envoy_game(ro_side=0)
    _start_envoy(game)
    d = game.pending()
    assert d is not None and d.seat == 1
    answer(game, action="activate", name=RO)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["lp.1"] == LP - 800 and f["lp.0"] == LP
    assert f["spells.0"] == [RO]  # the card stays its controller's


def test_its_controller_may_negate_its_own_summon() -> None:
    """FAQ (Dark Necrofear): a player may use their own Royal Oppression against their own
    Special Summon: seat 0 passes nothing to seat 1, then answers its own declared summon."""
    game = _envoy_game(ro_side=0)
    _start_envoy(game)
    answer(game, action="pass")  # seat 1 passes
    d = game.pending()
    assert d is not None and d.seat == 0
    answer(game, action="activate", name=RO)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["lp.0"] == LP - 800


def test_passing_lets_the_summon_land() -> None:
    """Nobody uses it: the Envoy is Special Summoned as usual."""
    game = _envoy_game(ro_side=1)
    _start_envoy(game)
    settle(game)
    assert game.facts()["monsters.0"] == ["Black Luster Soldier - Envoy of the Beginning"]


def test_a_normal_summon_is_not_answered() -> None:
    """Text: only a Special Summon: a Normal Summon's declaration offers no Royal Oppression."""
    game = game_of([{"hand": ["Battle Ox"]}, {"spells": [RO_UP]}])
    answer(game, action="summon", name="Battle Ox")
    assert not options(game, action="activate", name=RO)


def test_an_effect_that_special_summons_is_negated_and_its_card_destroyed() -> None:
    """FAQ example 3: "If Call of the Haunted is activated, you can activate the effect of Royal
    Oppression in a chain. The effect of Call of the Haunted is negated, and a monster is not
    Special Summoned" (and, text: "destroy those cards")."""
    game = game_of([{"spells": [{"card": "Call of the Haunted", "face_up": False}],
                     "gy": ["Battle Ox"]}, {"spells": [RO_UP]}])
    _chain_it_to(game, "Call of the Haunted")
    f = game.facts()
    assert f["monsters.0"] == [] and "Battle Ox" in f["gy.0"]
    assert "Call of the Haunted" in f["gy.0"] and f["lp.1"] == LP - 800


def test_monster_reborn_for_the_opponent_card() -> None:
    """FAQ: "If Monster Reborn is activated to Special Summon Jinzo, you can activate the effect
    of Royal Oppression in a chain" (here a Battle Ox): nothing is summoned, the Ox stays in the
    Graveyard."""
    game = game_of([{"hand": ["Monster Reborn"], "gy": ["Battle Ox"]}, {"spells": [RO_UP]}])
    _chain_it_to(game, "Monster Reborn")
    f = game.facts()
    assert f["monsters.0"] == [] and f["gy.0"].count("Battle Ox") == 1


def test_it_cannot_answer_an_effect_that_does_not_summon() -> None:
    """Text: only "an effect that Special Summons": Pot of Greed offers no Royal Oppression."""
    game = game_of([{"hand": ["Pot of Greed"]}, {"spells": [RO_UP]}])
    answer(game, action="activate", name="Pot of Greed")
    assert not options(game, action="activate", name=RO)


def test_a_set_royal_oppression_cannot_be_used_in_the_same_chain() -> None:
    """FAQ: "if Monster Reborn is activated, you cannot flip Royal Oppression face-up and
    activate the effect of Royal Oppression in the same chain": a Set copy offers only its card
    activation (which negates nothing)."""
    game = game_of([{"hand": ["Monster Reborn"], "gy": ["Battle Ox"]},
                    {"spells": [{"card": RO, "face_up": False}]}])
    answer(game, action="activate", name="Monster Reborn")
    while options(game, action="card"):
        answer(game, action="card")
    acts = options(game, action="activate", name=RO)
    assert all(o.get("effect", 0) == 0 for o in acts)


def test_not_enough_life_points() -> None:
    """Cost: 800 LP must be paid: seat 1 (700 LP) is not asked; the summoner (seat 0, 8000 LP)
    may still use seat 1's card on its own summon."""
    game = _envoy_game(ro_side=1, lp=700)
    _start_envoy(game)
    d = game.pending()
    assert d is not None and d.seat == 0
    assert options(game, action="activate", name=RO)


def test_marauding_captain_is_destroyed_and_nothing_summoned() -> None:
    """FAQ example 1: "If Marauding Captain is Normal Summoned, its effect activates. You can
    chain ... Royal Oppression. The effect of Marauding Captain is negated, no monster is Special
    Summoned, and the Marauding Captain is destroyed. (The monster ... remains in his hand.)\""""
    game = game_of([{"hand": ["Marauding Captain", "D.D. Warrior Lady"]}, {"spells": [RO_UP]}])
    answer(game, action="summon", name="Marauding Captain")
    settle_until_activation(game)
    answer(game, action="activate", name=RO)
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Marauding Captain" in f["gy.0"]
    assert "D.D. Warrior Lady" in f["hand.0"] and f["lp.1"] == LP - 800


def resolve_all(game: YgoGame) -> None:
    """Pass, or take the first option (a position), until the chain has resolved."""
    settle(game)
    while game.facts()["chain.length"] and (d := game.pending()) is not None:
        game.answer(d.options[0].form)
        settle(game)


def settle_until_activation(game: YgoGame) -> None:
    """Pass and take the defaults until Royal Oppression is offered (a trigger placed)."""
    for _ in range(10):
        if options(game, action="activate", name=RO):
            return
        d = game.pending()
        assert d is not None
        game.answer((options(game, action="pass") or [d.options[0].form])[0])


def test_not_in_the_damage_step() -> None:
    """FAQ: "The effects of face-up Trap Cards cannot be activated during the Damage Step, so
    this card's effect cannot negate the Special Summoning of a monster by the effect of Mystic
    Tomato": seat 0's Battle Ox destroys seat 1's Mystic Tomato; its trigger (a Special Summon,
    which the engine activates right after the Damage Step) is offered no Royal Oppression."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [RO_UP]},
                    {"monsters": ["Mystic Tomato"], "deck": ["Mystic Tomato"]}],
                   phase="battle")
    answer(game, action="attack")
    seen = False
    for _ in range(20):
        d = game.pending()
        if d is None:
            break
        seen = seen or bool(options(game, action="activate", name=RO))
        game.answer((options(game, action="pass") or [d.options[0].form])[0])
        if game.facts()["phase"] != "battle":
            break
    assert not seen


def test_mystical_space_typhoon_in_a_chain_stops_it() -> None:
    """FAQ: "If the effect of Royal Oppression is activated, and Mystical Space Typhoon ... is
    chained to destroy Royal Oppression, then the effect ... disappears because it is a
    Continuous Trap Card, and the Special Summon will not be negated" (here Monster Reborn's
    effect resolves and the Ox lands; the 800 LP stay paid)."""
    game = game_of([{"hand": ["Monster Reborn", "Mystical Space Typhoon"], "gy": ["Battle Ox"]},
                    {"spells": [RO_UP]}])
    answer(game, action="activate", name="Monster Reborn")
    while options(game, action="card"):
        answer(game, action="card")
    answer(game, action="activate", name=RO)
    answer(game, action="activate", name="Mystical Space Typhoon")
    while options(game, action="card"):
        answer(game, action="card", name=RO)
    resolve_all(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and RO in f["gy.1"] and f["lp.1"] == LP - 800


def test_not_against_cyber_jar_flipped_by_an_attack() -> None:
    """FAQ: the effect cannot negate "a Cyber Jar flipped face-up by an attack": seat 0 attacks
    seat 1's face-down Cyber Jar; neither seat is offered Royal Oppression."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [RO_UP]},
                    {"monsters": [{"card": "Cyber Jar", "pos": "fd_def"}],
                     "deck": ["Mystic Tomato"] * 5}], phase="battle")
    answer(game, action="attack")
    d = game.pending()
    assert d is not None and not options(game, action="activate", name=RO)


def test_question_may_summon_so_it_is_answered() -> None:
    """Text: "an effect that Special Summons a monster(s)": Question's effect Special Summons the
    bottom monster of its user's Graveyard when the opponent names it wrong; Royal Oppression is
    offered against its activation (a card whose script sets no summon category)."""
    game = game_of([{"spells": [{"card": "Question", "face_up": False}], "gy": ["Battle Ox"]},
                    {"spells": [RO_UP]}])
    answer(game, action="activate", name="Question")
    assert options(game, action="activate", name=RO)


def _megarock(use: bool) -> dict[str, object]:
    game = game_of([{"hand": ["Megarock Dragon"],
                     "gy": ["Giant Soldier of Stone", "Giant Soldier of Stone"]},
                    {"spells": [RO_UP]}])
    answer(game, action="g7mb_megarock")
    while options(game, action="card"):
        answer(game, action="card")
    if options(game, action="done"):
        answer(game, action="done")
    if use:
        answer(game, action="activate", name=RO)
    resolve_all(game)
    return game.facts()


def test_megarock_dragon_built_in_summon() -> None:
    """FAQ: built-in Special Summons are negated right before they happen. Megarock Dragon's
    procedure (its ATK/DEF set from the 2 Rock monsters removed) is declared first: negated, it
    is destroyed; let through, it lands with 1400 ATK."""
    f = _megarock(use=True)
    assert f["monsters.0"] == [] and "Megarock Dragon" in f["gy.0"]
    f = _megarock(use=False)
    assert f["monsters.0"] == ["Megarock Dragon"] and f["mzone.0.0.atk"] == 1400


def test_solemn_judgment_answers_the_declared_built_in_summon() -> None:
    """FAQ: the built-in summon is negated with "the same procedure that you use for Horn of
    Heaven or Solemn Judgment": in a duel holding Royal Oppression, seat 1's Solemn Judgment is
    offered in that window too and negates the Envoy's summon (seat 1 pays half its LP)."""
    game = game_of([{"hand": ["Black Luster Soldier - Envoy of the Beginning"],
                     "gy": LIGHT_DARK, "spells": [RO_UP]},
                    {"spells": [{"card": "Solemn Judgment", "face_up": False}]}])
    _start_envoy(game)
    answer(game, action="activate", name="Solemn Judgment")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["lp.1"] == LP // 2


def test_inert_without_it() -> None:
    """Inert when absent: with no card answering a built-in summon in the duel (no Royal
    Oppression, Solemn Judgment or Horn of Heaven; seat 1 holds Mirror Force) the Envoy's
    procedure summons at once, with no summoning window."""
    game = game_of([{"hand": ["Black Luster Soldier - Envoy of the Beginning"],
                     "gy": LIGHT_DARK},
                    {"spells": [{"card": "Mirror Force", "face_up": False}]}])
    _start_envoy(game)
    assert game.facts()["monsters.0"] == ["Black Luster Soldier - Envoy of the Beginning"]
    assert not any(kind == "summon_declared" for kind, _, _ in game.g.elog)


def test_solemn_judgment_negates_the_envoy_without_royal_oppression() -> None:
    """Solemn Judgment: "Negate the Summon of a monster". A built-in Special Summon does not
    start a chain and is negated like a Normal Summon (Goat FAQ, royal-oppression.md: "the same
    procedure that you use for Horn of Heaven or Solemn Judgment") — in every duel, not only in
    one holding Royal Oppression: the Envoy is destroyed, its cost stays paid."""
    game = game_of([{"hand": ["Black Luster Soldier - Envoy of the Beginning"],
                     "gy": LIGHT_DARK},
                    {"spells": [{"card": "Solemn Judgment", "face_up": False}]}])
    _start_envoy(game)
    d = game.pending()
    assert d is not None and d.seat == 1  # the summon is declared: seat 1 may answer it
    answer(game, action="activate", name="Solemn Judgment")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["lp.1"] == LP // 2
    assert "Black Luster Soldier - Envoy of the Beginning" in f["gy.0"]
    assert sorted(f["banished.0"]) == sorted(LIGHT_DARK)


def test_horn_of_heaven_negates_the_envoy_without_royal_oppression() -> None:
    """Horn of Heaven: "Tribute 1 monster; negate the Summon of a monster, and destroy it" —
    the Envoy's built-in Special Summon included (the same Goat FAQ line)."""
    game = game_of([{"hand": ["Black Luster Soldier - Envoy of the Beginning"],
                     "gy": LIGHT_DARK},
                    {"monsters": ["Sangan"],
                     "spells": [{"card": "Horn of Heaven", "face_up": False}]}])
    _start_envoy(game)
    answer(game, action="activate", name="Horn of Heaven")
    while options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == []
    assert "Black Luster Soldier - Envoy of the Beginning" in f["gy.0"]
    assert "Sangan" in f["gy.1"]
