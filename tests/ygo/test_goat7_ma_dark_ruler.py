"""g7-ma: A Deal with Dark Ruler and Berserk Dragon (``cards/scripts/goat7_ma_dark_ruler.py``).
Sources: A Deal with Dark Ruler (flagged Goat-era version) — goatrulings.com, "A Deal with Dark
Ruler" (a Level 8 or higher monster sent from your field this turn; the printed Level; an
opponent's monster you controlled counts) and yaml-yugi data/06850209.yaml; Berserk Dragon —
its DCR text quoted by Pojo's card of the day (17 January 2006)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, cd, options, run

BEUD = "Blue-Eyes White Dragon"  # Level 8


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def _can(g: Any, name: str) -> bool:
    return any(f.get("name") == name for f in options(g, "activate"))


def test_deal_needs_a_level_8_sent_from_your_field_this_turn() -> None:
    """"If a Level 8 or higher monster under your control was sent to the Graveyard this turn":
    not before; after Dark Hole destroys seat 0's Blue-Eyes White Dragon it Special Summons
    Berserk Dragon from the Deck."""
    g = run({"players": [{"hand": ["A Deal with Dark Ruler", "Dark Hole"], "monsters": [BEUD],
                          "deck": ["Berserk Dragon", "Battle Ox"]}, {}]})
    assert not _can(g, "A Deal with Dark Ruler")
    answer(g, act("Dark Hole"))
    _settle(g)
    assert _can(g, "A Deal with Dark Ruler")
    answer(g, act("A Deal with Dark Ruler"))
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Berserk Dragon"] and f["deck_count.0"] == 1


def test_deal_not_for_the_opponents_level_8() -> None:
    """"Under your control": the opponent's Blue-Eyes destroyed on their side does not open
    the Deal for seat 0."""
    g = run({"players": [{"hand": ["A Deal with Dark Ruler", "Dark Hole"],
                          "deck": ["Berserk Dragon"]}, {"monsters": [BEUD]}]})
    answer(g, act("Dark Hole"))
    _settle(g)
    assert not _can(g, "A Deal with Dark Ruler")


def test_berserk_dragon_attacks_every_monster_and_weakens() -> None:
    """Berserk Dragon: "can attack all monsters on your opponent's side of the field once ...
    Decrease the ATK of this card by 500 points during each of your End Phases" — it attacks
    both of the opponent's monsters; at its End Phase 3500 - 500."""
    g = run({"players": [{"monsters": ["Berserk Dragon"]},
                         {"monsters": ["Battle Ox", {"card": "Mystical Elf", "pos": "def"}]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    for target in ("Battle Ox", "Mystical Elf"):
        forms = [f for f in options(g, "attack") if f.get("target_name") == target]
        assert forms, options(g, "attack")
        answer(g, {"answer": forms[0]})
        _settle(g)
    f = g.facts()
    assert sorted(f["gy.1"]) == ["Battle Ox", "Mystical Elf"]
    assert not [o for o in options(g, "attack") if o.get("target") == -1]
    answer(g, {"answer": {"action": "end_battle"}})
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(6):
        if g.facts()["turn_player"] == 1:
            break
        d = g.pending()
        assert d is not None
        g.answer(dict(d.options[0].form))
    assert g.facts()["mzone.0.0.atk"] == cd("Berserk Dragon").atk - 500


def test_berserk_dragon_only_by_the_deal() -> None:
    """"This card can only be Special Summoned by the effect of "A Deal with Dark Ruler"": a
    Berserk Dragon brought out by the Deal and then destroyed cannot be revived (the Deal's
    summon is a proper one: the revival limit is not what stops it)."""
    g = run({"players": [{"hand": ["A Deal with Dark Ruler", "Dark Hole", "Raigeki"],
                          "monsters": [BEUD], "deck": ["Berserk Dragon"]}, {}]})
    answer(g, act("Dark Hole"))
    _settle(g)
    answer(g, act("A Deal with Dark Ruler"))
    _settle(g)
    berserk = g.view(0)["players"][0]["monsters"][0]["id"]
    assert g.facts()["monsters.0"] == ["Berserk Dragon"]
    g.g.destroy([berserk], "effect")
    assert not g.g.can_special_summon(berserk, 0)
