"""g8-ma: Freed the Matchless General (``cards/scripts/goat8_ma_draw.py``) and the engine's
Draw Phase replacement (``effects/hooks.DRAW_REPLACERS``, ``rules/turn.py``). Flagged
"Goat-era version": its LOD-016 text (2003) as Pojo's card of the day of 12 May 2003 quotes it
(https://www.pojo.com/yu-gi-oh/COTD/2003/May2003/12.shtml): "Negate the effect of a Magic Card
that specifically designates this card as a target and destroy it. As long as this card remains
face-up on the field, you can add 1 Level 4 or lower Warrior-Type monster from your Deck to your
hand per turn instead of drawing 1 card during your Draw Phase."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, pick, run

FREED = "Freed the Matchless General"
DECK = ["Marauding Captain", "Battle Ox", "Dark Hole"]  # a Level 3 Warrior; a Beast-Warrior


def _to_my_draw_phase(deck: list[str], freed: dict[str, Any] | str = FREED) -> Any:
    """Seat 1 ends its turn; seat 0's turn starts with Freed on its field."""
    g = run({"turn_player": 1, "players": [{"monsters": [freed], "deck": deck}, {}]})
    answer(g, {"answer": {"action": "to_end"}})
    settle(g, stops=("yes", "to_end"))
    return g


def _asked(g: Any) -> bool:
    d = g.pending()
    return d is not None and {o.form.get("action") for o in d.options} == {"yes", "no"}


def test_freed_searches_a_warrior_instead_of_drawing() -> None:
    """"add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand ... instead of
    drawing": asked before the draw; "yes" adds Marauding Captain (Level 3 Warrior; Battle Ox
    is a Beast-Warrior) and no card is drawn (the Deck top stays)."""
    g = _to_my_draw_phase(DECK)
    assert _asked(g) and g.facts()["phase"] == "draw" and g.facts()["hand.0"] == []
    g.answer({"action": "yes"})
    settle(g)
    f = g.facts()
    assert f["hand.0"] == ["Marauding Captain"] and f["deck_count.0"] == 2


def test_freed_no_draws_as_usual() -> None:
    """The replacement is optional ("you can"): "no" is the normal draw of the top card."""
    g = _to_my_draw_phase(DECK)
    top = g.facts()["deck_top.0"]
    g.answer({"action": "no"})
    settle(g)
    f = g.facts()
    assert f["hand.0"] == [top] and f["deck_count.0"] == 2


def test_freed_face_down_is_not_asked_and_a_deck_without_warriors_gives_nothing() -> None:
    """"As long as this card remains face-up on the field": a face-down Freed offers nothing
    (the draw goes on). A face-up one is asked about whatever the Deck holds (asking only with a
    Warrior there would tell the opponent about the hidden Deck); with no Level 4 or lower
    Warrior in it, "yes" finds nothing and no card is drawn."""
    g = _to_my_draw_phase(DECK, {"card": FREED, "pos": "fd_def"})
    assert not _asked(g)
    assert len(g.facts()["hand.0"]) == 1
    g = _to_my_draw_phase(["Battle Ox"] * 3)
    assert _asked(g)
    g.answer({"action": "yes"})
    settle(g)
    f = g.facts()
    assert f["hand.0"] == [] and f["deck_count.0"] == 3


def test_freed_negates_and_destroys_a_spell_that_targets_it() -> None:
    """"Negate the effect of a Magic Card that specifically designates this card as a target
    and destroy it": the opponent's Snatch Steal on Freed takes nothing and goes to the
    Graveyard; the same Snatch Steal on Battle Ox (beside it) takes it."""
    for target, taken in ((FREED, False), ("Battle Ox", True)):
        g = run({"turn_player": 1, "players": [{"monsters": [FREED, "Battle Ox"]},
                                               {"hand": ["Snatch Steal"]}]})
        answer(g, act("Snatch Steal"))
        answer(g, pick(target))
        settle(g)
        f = g.facts()
        assert ("Snatch Steal" in f["gy.1"]) is not taken, target
        assert (target in f["monsters.1"]) is taken, target
        assert FREED in f["monsters.0"]
