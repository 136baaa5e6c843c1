"""goat-m1: Flip Effect Monsters (``cards/scripts/goat5_flip.py``). Each test names the 2005
text line or ruling it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, pick, run

from cardtable.ygo.state import LOC_SZONE


def _flip(me: dict[str, Any], opp: dict[str, Any] | None = None,
          steps: list[dict[str, Any]] | None = None) -> Any:
    """Seat 0 Flip Summons its first monster (Set face-down), then answers ``steps``."""
    g = run({"phase": "main1", "players": [me, opp or {}]})
    answer(g, {"answer": {"action": "flip_summon"}})
    for st in steps or []:
        while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        answer(g, st)
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    return g


def _down(name: str) -> dict[str, Any]:
    return {"card": name, "pos": "down"}


def test_cat_of_ill_omen_puts_a_trap_on_top() -> None:
    """A Cat of Ill Omen: "FLIP: select 1 Trap Card from your Deck and place it on top of your
    Deck" — the Trap is the next draw; only Traps are offered."""
    g = _flip({"monsters": [_down("A Cat of Ill Omen")],
               "deck": ["Battle Ox", "Mirror Force", "Dark Hole", "Kuriboh"]})
    f = g.facts()
    assert f["deck_top.0"] == "Mirror Force" and f["deck_count.0"] == 4


def test_cat_of_ill_omen_with_necrovalley_may_add_to_hand() -> None:
    """A Cat of Ill Omen: "if Necrovalley is on the field, you can add the card to your hand
    instead"."""
    g = _flip({"monsters": [_down("A Cat of Ill Omen")], "deck": ["Battle Ox", "Mirror Force"],
               "field": {"card": "Necrovalley", "face_up": True}},
              steps=[{"answer": {"action": "choose", "value": "hand"}}])
    f = g.facts()
    assert f["hand.0"] == ["Mirror Force"] and f["deck_count.0"] == 1


def test_owl_of_luck_field_spell_on_top_named_to_its_owner_only() -> None:
    """An Owl of Luck: "select 1 Field Spell Card from your Deck and place it on top" — the
    opponent's log never names the card (hidden information)."""
    g = _flip({"monsters": [_down("An Owl of Luck")],
               "deck": ["Mountain", "Battle Ox", "Dark Hole"]})
    assert g.facts()["deck_top.0"] == "Mountain"
    assert "Mountain" not in str(g.events(1)) and "Mountain" in str(g.events(0))


def test_kotetsu_and_arsenal_summoner_search() -> None:
    """Iron Blacksmith Kotetsu: "add 1 Equip Spell Card from your Deck to your hand"; Arsenal
    Summoner: "add 1 card with 'Guardian' in its name"."""
    g = _flip({"monsters": [_down("Iron Blacksmith Kotetsu")],
               "deck": ["Axe of Despair", "Dark Hole", "Battle Ox"]})
    assert g.facts()["hand.0"] == ["Axe of Despair"]
    g = _flip({"monsters": [_down("Arsenal Summoner")],
               "deck": ["Guardian Sphinx", "Dark Hole", "Battle Ox"]})
    assert g.facts()["hand.0"] == ["Guardian Sphinx"]


def test_gale_lizard_returns_a_monster() -> None:
    """Gale Lizard: "FLIP: return 1 monster on the field to its owner's hand"."""
    g = _flip({"monsters": [_down("Gale Lizard")]}, {"monsters": ["Battle Ox"]},
              steps=[pick("Battle Ox")])
    assert g.facts()["hand.1"] == ["Battle Ox"]


def test_bubonic_vermin_summons_another_face_down() -> None:
    """Bubonic Vermin: "Special Summon 1 'Bubonic Vermin' from your Deck in face-down Defense
    Position"."""
    g = _flip({"monsters": [_down("Bubonic Vermin")], "deck": ["Bubonic Vermin", "Battle Ox"]})
    f = g.facts()
    assert f["monsters.0"] == ["Bubonic Vermin", "Bubonic Vermin"]
    assert f["mzone.0.1.pos"] == "fd_def" and f["deck_count.0"] == 1


def test_dimension_jar_each_player_removes_up_to_three() -> None:
    """Dimension Jar: "each player selects up to 3 cards in their opponent's Graveyard and
    removes them from play" — the flipping player first."""
    g = _flip({"monsters": [_down("Dimension Jar")], "gy": ["Kuriboh", "Dark Hole"]},
              {"gy": ["Battle Ox", "Feral Imp", "Sangan", "Raigeki"]},
              steps=[pick("Battle Ox"), pick("Sangan"), pick("Raigeki"), pick("Kuriboh"),
                     {"answer": {"action": "done"}}])
    f = g.facts()
    assert sorted(f["banished.1"]) == ["Battle Ox", "Raigeki", "Sangan"]
    assert f["banished.0"] == ["Kuriboh"] and f["gy.0"] == ["Dark Hole"]


def test_armed_ninja_set_trap_is_set_again() -> None:
    """Armed Ninja (OCG ruling): a Set target is looked at — a Spell is destroyed, a Trap is
    Set again, not destroyed."""
    g = _flip({"monsters": [_down("Armed Ninja")]},
              {"spells": [{"card": "Mirror Force", "face_up": False}]})
    f = g.facts()
    assert f["spells.1"] == ["Mirror Force"] and f["szone.1.0.face_up"] is False
    g = _flip({"monsters": [_down("Armed Ninja")]},
              {"spells": [{"card": "Dark Hole", "face_up": False}]})
    assert g.facts()["gy.1"] == ["Dark Hole"]


def test_crimson_ninja_destroys_a_set_trap_not_a_spell() -> None:
    """Crimson Ninja: "destroy 1 Trap Card on the field" — a Set Trap is destroyed, a Set
    Spell goes back face-down; a face-up Spell is no target."""
    g = _flip({"monsters": [_down("Crimson Ninja")]},
              {"spells": [{"card": "Mirror Force", "face_up": False}]})
    assert g.facts()["gy.1"] == ["Mirror Force"]
    g = _flip({"monsters": [_down("Crimson Ninja")]},
              {"spells": [{"card": "Dark Hole", "face_up": False}]})
    f = g.facts()
    assert f["spells.1"] == ["Dark Hole"] and f["szone.1.0.face_up"] is False
    assert g.g.loc[g.g.sz[1][0]] == LOC_SZONE


def test_big_eye_reorders_the_top_five() -> None:
    """Big Eye: "look at up to 5 cards from the top of your Deck and return them in any
    order" — picked top first; the 6th card stays below them."""
    deck = ["Battle Ox", "Feral Imp", "Kuriboh", "Sangan", "Dark Hole", "Raigeki"]
    g = _flip({"monsters": [_down("Big Eye")], "deck": deck},
              steps=[pick("Dark Hole"), pick("Battle Ox"), pick("Sangan"), pick("Kuriboh")])
    names = [g.g.cd(c).name.en for c in reversed(g.g.deck[0])]  # top first
    assert names == ["Dark Hole", "Battle Ox", "Sangan", "Kuriboh", "Feral Imp", "Raigeki"]
    assert "Dark Hole" not in str(g.events(1))
