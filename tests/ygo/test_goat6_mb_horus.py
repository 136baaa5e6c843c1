"""g6-mb: Horus the Black Flame Dragon LV6 / LV8 (``cards/scripts/goat6_mb_horus.py``). Each test
names the 2004 text line it checks."""

from __future__ import annotations

from goat_mon_steps import answer, options, pass_windows, run

LV6, LV8 = "Horus the Black Flame Dragon LV6", "Horus the Black Flame Dragon LV8"


def test_lv6_is_unaffected_by_spell_cards() -> None:
    """LV6: "unaffected by the effects of Spell Cards" — Dark Hole (its controller's own)
    destroys Battle Ox and leaves Horus."""
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": [LV6, "Battle Ox"]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    pass_windows(g)
    f = g.facts()
    assert f["monsters.0"] == [LV6] and "Battle Ox" in f["gy.0"]


def test_lv6_levels_up_after_a_battle_win() -> None:
    """LV6: "in the End Phase of a turn in which this card destroyed a monster by battle, send
    it to the Graveyard: Special Summon LV8 from your hand or Deck"."""
    g = run({"phase": "battle", "players": [
        {"monsters": [LV6], "deck": [LV8, "Battle Ox"]}, {"monsters": ["Feral Imp"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == LV6]
    answer(g, {"answer": forms[0]})
    answer(g, {"answer": {"action": "end_battle"}})
    answer(g, {"answer": {"action": "to_end"}})
    assert options(g, "trigger")
    answer(g, {"answer": {"action": "trigger"}})
    for _ in range(4):
        d = g.pending()
        if d is None:
            break
        if options(g, "choose"):
            answer(g, {"answer": options(g, "choose")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    f = g.facts()
    assert f["monsters.0"] == [LV8] and f["gy.0"] == [LV6]


def test_lv8_negates_a_spell_card() -> None:
    """LV8: "you can negate the activation of a Spell Card and destroy it" — the opponent's Pot
    of Greed is negated: no card drawn, the Pot in the Graveyard."""
    g = run({"turn": 4, "turn_player": 1, "players": [
        {"monsters": [LV8]}, {"hand": ["Pot of Greed"], "deck": ["Battle Ox"] * 4}]})
    answer(g, {"answer": {"action": "activate", "name": "Pot of Greed"}})
    acts = [f for f in options(g, "activate") if f.get("name") == LV8]
    assert acts, g.pending()
    answer(g, {"answer": acts[0]})
    pass_windows(g)
    f = g.facts()
    assert f["gy.1"] == ["Pot of Greed"] and f["hand_count.1"] == 0 and f["deck_count.1"] == 4


def test_lv8_only_from_lv6() -> None:
    """LV8: "can only be Special Summoned by the effect of LV6" — Monster Reborn cannot bring
    it back (not offered)."""
    g = run({"players": [{"hand": ["Monster Reborn"], "gy": [LV8]}, {}]})
    assert "Monster Reborn" not in {f.get("name") for f in options(g, "activate")}
