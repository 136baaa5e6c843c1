"""Declared card names (``cards/scripts/goat6_s_declare.py``): Archfiend's Oath, D.D. Designator,
Dark Designator, Abyssal Designator under the goat profile (LP 8000). Each test quotes the 2005
text clause it checks (our own wording, ``pool/goat.csv``; the texts of the cards' first TCG
prints — Labyrinth of Nightmare, Invasion of Chaos, Legacy of Darkness, Soul of the Duelist —
agree with today's on these clauses); the expected values come from that text."""

from __future__ import annotations

import json

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

from cardtable.ygo.game import YgoGame

SANGAN = 26202165
JINZO = 77585513
MYSTIC_TOMATO = 83011277


def _declare(game: YgoGame, code: int) -> None:
    answer(game, action="choose", value=code)


def test_the_declaration_is_public_before_anyone_responds() -> None:
    """D.D. Designator: "Declare 1 card name" — a declaration is made aloud at activation: the
    opponent's and a spectator's logs name it before the card resolves (when responses could
    still come)."""
    game = game_of([{"hand": ["D.D. Designator", "Sangan"]}, {"hand": ["Jinzo"]}])
    answer(game, action="activate", name="D.D. Designator")
    _declare(game, JINZO)
    for seat in (1, -1):
        kinds = [e.get("kind") for e in game.events(seat)]
        said = [e for e in game.events(seat) if e.get("kind") == "declare_name"]
        assert said and said[-1].get("name_en") == "Jinzo" and said[-1]["declared"] == JINZO
        assert kinds.index("declare_name") < kinds.index("resolve")


def test_the_names_offered_do_not_depend_on_the_decks() -> None:
    """Hidden information: the names offered are the format's list (the Goat pool), the same
    whatever the opponent's hand and Deck hold — a name nobody plays (Mystic Tomato) is offered,
    and two boards with different hidden cards offer the very same list."""
    a = game_of([{"hand": ["D.D. Designator"]}, {"hand": ["Jinzo"], "deck": ["Sangan"]}])
    b = game_of([{"hand": ["D.D. Designator"]}, {"hand": ["Raigeki"], "deck": ["Kuriboh"]}])
    for g in (a, b):
        answer(g, action="activate", name="D.D. Designator")
    va = [o["value"] for o in options(a, action="choose")]
    vb = [o["value"] for o in options(b, action="choose")]
    assert va == vb and MYSTIC_TOMATO in va and len(va) > 1000


def test_dd_designator_removes_the_declared_card() -> None:
    """D.D. Designator: "If the declared card is in their hand, remove 1 of it from play": one
    of the two Jinzo goes, the other stays; the activator saw the hand."""
    game = game_of([{"hand": ["D.D. Designator", "Sangan"]},
                    {"hand": ["Jinzo", "Jinzo", "Raigeki"]}])
    answer(game, action="activate", name="D.D. Designator")
    _declare(game, JINZO)
    settle(game)
    f = game.facts()
    assert f["banished.1"] == ["Jinzo"] and sorted(f["hand.1"]) == ["Jinzo", "Raigeki"]
    assert f["hand.0"] == ["Sangan"]
    assert "Raigeki" in json.dumps(game.events(0))


def test_dd_designator_miss_removes_one_of_your_own() -> None:
    """D.D. Designator: "If it is not, remove 1 random card in your hand from play": the
    declared Sangan is not in the opponent's hand, so the activator's only other card goes."""
    game = game_of([{"hand": ["D.D. Designator", "Kuriboh"]}, {"hand": ["Jinzo"]}])
    answer(game, action="activate", name="D.D. Designator")
    _declare(game, SANGAN)
    settle(game)
    f = game.facts()
    assert f["banished.0"] == ["Kuriboh"] and f["hand.1"] == ["Jinzo"]


def test_dark_designator_gives_the_opponent_the_declared_monster() -> None:
    """Dark Designator: "Declare 1 Monster Card name. If the declared card is in your opponent's
    Deck, your opponent adds 1 of it to their hand." Only Monster Card names are offered."""
    game = game_of([{"hand": ["Dark Designator"]}, {"deck": ["Sangan", "Jinzo", "Sangan"]}])
    answer(game, action="activate", name="Dark Designator")
    assert not options(game, action="choose", value=83764718)  # Monster Reborn: a Spell
    _declare(game, SANGAN)
    settle(game)
    f = game.facts()
    assert f["hand.1"] == ["Sangan"] and f["deck_count.1"] == 2


def test_archfiends_oath_right_name_adds_wrong_name_mills() -> None:
    """Archfiend's Oath: "pay 500 Life Points and declare 1 card name. Pick up the top card of
    your Deck: if it is the declared card, add it to your hand; if not, send it to the
    Graveyard" — once per turn."""
    game = game_of([{"spells": [{"card": "Archfiend's Oath", "face_up": True}],
                     "deck": ["Sangan", "Jinzo"]}, {}])
    answer(game, action="activate", name="Archfiend's Oath")
    _declare(game, SANGAN)
    settle(game)
    f = game.facts()
    assert f["hand.0"] == ["Sangan"] and f["lp.0"] == LP - 500
    assert not options(game, action="activate", name="Archfiend's Oath")  # once per turn
    game = game_of([{"spells": [{"card": "Archfiend's Oath", "face_up": True}],
                     "deck": ["Sangan", "Jinzo"]}, {}])
    answer(game, action="activate", name="Archfiend's Oath")
    _declare(game, JINZO)
    settle(game)
    f = game.facts()
    assert f["gy.0"] == ["Sangan"] and f["hand.0"] == []


def test_abyssal_designator_opponent_sends_a_monster_of_both() -> None:
    """Abyssal Designator: "Pay 1000 Life Points and declare 1 Type and 1 Attribute. Your
    opponent sends 1 monster of both the declared Type and Attribute from their hand or Deck to
    the Graveyard": DARK Fiend — Sangan (DARK Fiend) goes, Jinzo (DARK Machine) stays."""
    game = game_of([{"hand": ["Abyssal Designator"]},
                    {"hand": ["Jinzo"], "deck": ["Sangan", "Kuriboh"]}])
    answer(game, action="activate", name="Abyssal Designator")
    answer(game, action="race", race="Fiend")
    answer(game, action="choose", value=0x20)  # DARK
    settle(game)
    d = game.pending()
    if d is not None and d.seat == 1 and options(game, action="card", name="Sangan"):
        answer(game, action="card", name="Sangan")
        settle(game)
    f = game.facts()
    assert "Sangan" in f["gy.1"] and f["hand.1"] == ["Jinzo"] and f["lp.0"] == LP - 1000


def test_abyssal_designator_with_none_shows_hand_and_deck_to_the_activator() -> None:
    """Abyssal Designator ruling (yugioh-wiki.net card page; Yugipedia card tips): when the
    opponent has no monster of the declared Type and Attribute, the activator may check their
    hand and Deck — shown to the activator only, never to a spectator."""
    game = game_of([{"hand": ["Abyssal Designator"]},
                    {"hand": ["Jinzo"], "deck": ["Sangan", "Kuriboh"]}])
    answer(game, action="activate", name="Abyssal Designator")
    answer(game, action="race", race="Sea Serpent")
    answer(game, action="choose", value=0x4)  # FIRE
    settle(game)
    f = game.facts()
    assert f["gy.1"] == [] and f["deck_count.1"] == 2
    mine, spec = json.dumps(game.events(0)), json.dumps(game.events(-1))
    assert "Kuriboh" in mine and "Jinzo" in mine and "Kuriboh" not in spec


def test_question_wrong_name_summons_right_name_removes() -> None:
    """Question: "Your opponent names the Monster Card that is lowest in your Graveyard. If they
    name it right, remove that card from play; if not, Special Summon it": the opponent (seat
    1) declares; Sangan is lowest (the Graveyard listed bottom first), Jinzo above it."""
    game = game_of([{"hand": ["Question"], "gy": ["Sangan", "Jinzo"]}, {}])
    answer(game, action="activate", name="Question")
    settle(game)
    d = game.pending()
    assert d is not None and d.seat == 1
    _declare(game, JINZO)
    while options(game, action="choose"):
        answer(game, action="choose")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == ["Sangan"] and "Jinzo" in f["gy.0"]
    game = game_of([{"hand": ["Question"], "gy": ["Sangan", "Jinzo"]}, {}])
    answer(game, action="activate", name="Question")
    settle(game)
    _declare(game, SANGAN)
    settle(game)
    f = game.facts()
    assert f["banished.0"] == ["Sangan"] and f["monsters.0"] == []
