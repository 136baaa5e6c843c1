"""g6-mb: Watapon and The Kick Man (``cards/scripts/goat6_mb_summons.py``). Each test names the
text line it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, cd, options, pick, run


def _settle(g: Any, picks: tuple[str, ...] = ()) -> None:
    """Answer the questions in progress: triggers yes, the named picks, Attack Position, pass."""
    names = list(picks)
    for _ in range(12):
        d = g.pending()
        if d is None:
            return
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger"}})
        elif options(g, "card") and names:
            answer(g, pick(names.pop(0)))
        elif options(g, "choose"):
            answer(g, {"answer": options(g, "choose")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            return


def test_watapon_searched_by_sangan_special_summons_itself() -> None:
    """Watapon: "added from your Deck to your hand by the effect of a Spell, Trap or Monster
    Card: you can Special Summon this card" — Sangan, Tributed for Summoned Skull, fetches it
    and it comes out."""
    g = run({"phase": "main1", "players": [
        {"monsters": ["Sangan"], "hand": ["Summoned Skull"],
         "deck": ["Watapon", "Battle Ox"]}, {}]})
    forms = [f for f in options(g, "summon") if f.get("name") == "Summoned Skull"]
    answer(g, {"answer": forms[0]})
    _settle(g, ("Sangan", "Watapon"))
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Summoned Skull", "Watapon"] and f["hand.0"] == []


def test_watapon_drawn_does_nothing() -> None:
    """A draw is not an effect's "add from the Deck": Watapon drawn by Pot of Greed stays in
    the hand, and no trigger is offered."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Pot of Greed"], "deck": ["Watapon", "Feral Imp", "Battle Ox"]}, {}]})
    answer(g, act("Pot of Greed"))
    _settle(g)
    f = g.facts()
    assert "Watapon" in f["hand.0"] and f["monsters.0"] == []


def test_kick_man_special_summoned_equips_an_equip_spell_it_can_hold() -> None:
    """The Kick Man: "When this card is Special Summoned, you can equip it with 1 Equip Spell
    Card from your Graveyard" — Axe of Despair (+1000) is equipped; Legendary Sword (Warriors
    only) is not offered to the Zombie."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Monster Reborn"],
         "gy": ["The Kick Man", "Axe of Despair", "Legendary Sword"]}, {}]})
    answer(g, act("Monster Reborn"))
    _settle(g, ("The Kick Man",))
    f = g.facts()
    assert f["monsters.0"] == ["The Kick Man"] and "Axe of Despair" in f["spells.0"]
    assert f["mzone.0.0.atk"] == cd("The Kick Man").atk + 1000
    assert "Legendary Sword" in f["gy.0"]


def test_kick_man_normal_summoned_equips_nothing() -> None:
    """Only "when this card is Special Summoned": Normal Summoned, nothing is offered."""
    g = run({"phase": "main1", "players": [
        {"hand": ["The Kick Man"], "gy": ["Axe of Despair"]}, {}]})
    forms = [f for f in options(g, "summon") if f.get("name") == "The Kick Man"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == ["Axe of Despair"] and f["spells.0"] == []
