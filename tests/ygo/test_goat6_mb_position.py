"""g6-mb: "when this card is changed from Attack Position to Defense Position" triggers
(``cards/scripts/goat6_mb_position.py``). Each test names the text line it checks."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, options, pick, run


def _to_defense(name: str, hand: list[str], deck: list[str], pos: str = "atk") -> Any:
    g = run({"phase": "main1", "players": [
        {"monsters": [{"card": name, "pos": pos}], "hand": hand, "deck": deck}, {}]})
    forms = [f for f in options(g, "change_pos") if f.get("name") == name]
    assert len(forms) == 1, options(g, "change_pos")
    answer(g, {"answer": forms[0]})
    return g


def _shuffles(g: Any, p: int) -> int:
    return sum(1 for kind, pub, _ in g.g.elog if kind == "shuffle" and pub.get("player") == p)


def test_tainted_wisdom_to_defense_shuffles_the_deck() -> None:
    """Tainted Wisdom: "changed from Attack Position to Defense Position: shuffle your Deck"
    (mandatory) — one shuffle of its controller's Deck."""
    g = _to_defense("Tainted Wisdom", [], ["Battle Ox", "Kuriboh", "Feral Imp"])
    assert _shuffles(g, 0) == 1 and g.facts()["mzone.0.0.pos"] == "def"


def test_tainted_wisdom_to_attack_does_nothing() -> None:
    """Only Attack -> Defense: changed from Defense Position to Attack Position, no shuffle."""
    g = _to_defense("Tainted Wisdom", [], ["Battle Ox", "Kuriboh"], pos="def")
    assert _shuffles(g, 0) == 0


def test_yado_karu_puts_picked_hand_cards_on_the_bottom() -> None:
    """Yado Karu: "you can place any number of cards from your hand on the bottom of your Deck
    in any order" — two of three hand cards go under the Deck, the first picked lowest, and the
    opponent's log never names them."""
    g = _to_defense("Yado Karu", ["Kuriboh", "Feral Imp", "Dark Hole"], ["Battle Ox"])
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, pick("Kuriboh"))
    answer(g, pick("Dark Hole"))
    answer(g, {"answer": {"action": "done"}})
    f = g.facts()
    assert f["hand.0"] == ["Feral Imp"] and f["deck_top.0"] == "Battle Ox"
    names = [g.g.cd(c).name.en for c in g.g.deck[0]]
    assert names == ["Kuriboh", "Dark Hole", "Battle Ox"]
    assert "Kuriboh" not in str(g.events(1)) and "Dark Hole" not in str(g.events(1))


def test_yado_karu_may_decline() -> None:
    """"You can": declining leaves the hand as it was."""
    g = _to_defense("Yado Karu", ["Kuriboh"], ["Battle Ox"])
    assert options(g, "trigger")
    answer(g, {"answer": {"action": "decline"}})
    assert g.facts()["hand.0"] == ["Kuriboh"]
