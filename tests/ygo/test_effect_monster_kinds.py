"""The five kinds of Effect Monster effects in one duel (seed 000 part 3 「怪物卡的分类」, rule
Y3-effect-monster-kinds: 「效果怪物的效果可以分为以下5种基本的种类」).

Real cards, one per kind: Man-Eater Bug (flip), Tribe-Infecting Virus (ignition), Dark Magician
Girl (continuous), Sangan (trigger), Kuriboh (quick). Each one is used the way its kind allows:
the flip effect when the monster is flipped, the ignition effect from the Main Phase menu, the
continuous effect with no activation at all, the trigger effect when its event happens (with no
menu choice), and the quick effect from the hand in the opponent's damage calculation.
"""

from __future__ import annotations

from duel_steps import answer_form as _answer
from duel_steps import option_forms as _forms

from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.game import YgoGame, from_scenario

KINDS = {
    "Man-Eater Bug": "flip",
    "Tribe-Infecting Virus": "ignition",
    "Dark Magician Girl": "continuous",
    "Sangan": "trigger",
    "Kuriboh": "quick",
}




def _activations(g: YgoGame) -> list[tuple[str, str]]:
    return [(e["name"], e["effect_kind"]) for e in g.events(-1) if e["kind"] == "activate"]


def test_y3_effect_monster_kinds_each_card_has_its_kind() -> None:
    """Y3-effect-monster-kinds: the scripted effect of each card is of the kind its text says."""
    codes = {cd.name.en: code for code in (54652250, 33184167, 38033121, 26202165, 40640057)
             for cd in (default_pool().cards[code],)}
    assert set(codes) == set(KINDS)
    for name, kind in KINDS.items():
        assert {e.kind for e in default_pool().effects_of(codes[name])} == {kind}, name


def test_y3_effect_monster_kinds_in_a_duel() -> None:
    """Y3-effect-monster-kinds: flip, ignition, continuous, trigger and quick effects, each used
    in one duel the way its kind allows, each activation logged with its kind."""
    g = from_scenario({"turn": 3, "players": [
        {"monsters": [{"card": "Man-Eater Bug", "pos": "fd_def"},
                      {"card": "Tribe-Infecting Virus"}, {"card": "Dark Magician Girl"},
                      {"card": "Sangan"}],
         "gy": ["Dark Magician"], "hand": ["Battle Ox"], "deck": ["Feral Imp", "Dark Magician"]},
        {"monsters": [{"card": "Summoned Skull"}], "hand": ["Kuriboh"]},
    ]}, 0)
    # continuous: Dark Magician Girl gains 300 for the Dark Magician in a GY, never activated
    assert g.facts()["mzone.0.2.atk"] == 2300
    # ignition: offered in the Main Phase menu (the flip effect and the trigger are not)
    forms = _forms(g)
    assert {"action": "activate", "card": 5, "name": "Tribe-Infecting Virus", "from": "mzone",
            "effect": 0} in forms  # form + its descriptive name (duel_steps.option_forms)
    assert not any(f.get("action") == "activate" and f.get("name") in
                   ("Man-Eater Bug", "Sangan", "Dark Magician Girl") for f in forms)
    # flip: flipping Man-Eater Bug face-up activates its effect
    _answer(g, {"action": "flip_summon", "name": "Man-Eater Bug"})
    _answer(g, {"action": "card", "name": "Summoned Skull"})
    assert _activations(g) == [("Man-Eater Bug", "flip")]
    assert g.facts()["gy.1"] == ["Summoned Skull"]
    # ignition, whose Fiend declaration destroys Sangan; Sangan's trigger then searches
    _answer(g, {"action": "activate", "name": "Tribe-Infecting Virus"})
    _answer(g, {"action": "race", "race": "Fiend"})
    assert _activations(g)[1:] == [("Tribe-Infecting Virus", "ignition"), ("Sangan", "trigger")]
    f = g.facts()
    assert "Sangan" in f["gy.0"] and f["hand.0"] == ["Feral Imp"]
    # quick: Kuriboh from the hand in the opponent's damage calculation
    _answer(g, {"action": "to_battle"})
    _answer(g, {"action": "attack", "name": "Dark Magician Girl"})
    d = g.pending()
    assert d is not None and d.seat == 1
    _answer(g, {"action": "activate", "name": "Kuriboh"})
    assert _activations(g)[-1] == ("Kuriboh", "quick")
    assert g.facts()["lp.1"] == 4000
    # the continuous effect was never an activation
    assert "Dark Magician Girl" not in [n for n, _ in _activations(g)]
    assert sorted({k for _, k in _activations(g)}) == ["flip", "ignition", "quick", "trigger"]
