"""g8-mb: Skull Knight #2 (``cards/scripts/goat8_mb_tributes.py``). Source: flagged Goat-era
version; the LOD/DB2 wording and the OCG text of the time kept by yaml-yugi
data/15653824.yaml; the Goat Individual Card FAQ (TheMTtakeover/goat-rulings
goat-indv-rulings/skull-knight-2.md)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import answer, normal, run

from cardtable.ygo.cards import constants as C

WARRIOR6 = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"] and c.level == 6)


def _tribute_summon(hand: str, how: str = "summon") -> Any:
    g = run({"players": [{"monsters": ["Skull Knight #2"], "hand": [hand],
                          "deck": ["Skull Knight #2", "Zoa", "Zoa"]}, {}]})
    answer(g, {"answer": {"action": how, "name": hand}})
    settle(g, "Skull Knight #2", choose=True)
    return g


def _field(g: Any) -> list[Any]:
    return [g.facts()[f"mzone.0.{i}"] for i in range(5)]


def test_skull_knight_2_tributed_for_a_fiend_calls_the_next_knight() -> None:
    """"If you Tribute Summon a Fiend-Type monster by Tributing this monster, Special Summon 1
    'Skull Knight #2' from your Deck": Summoned Skull (a Fiend) over the Knight; the Deck's
    Knight comes out beside it."""
    g = _tribute_summon("Summoned Skull")
    assert "Summoned Skull" in _field(g)
    assert "Skull Knight #2" in _field(g)
    assert "Skull Knight #2" not in [g.g.cd(c).name.en for c in g.g.deck[0]]


def test_skull_knight_2_tributed_for_another_type_does_nothing() -> None:
    """Only "a Fiend-Type monster": a Level 6 Warrior Tribute Summoned over the Knight leaves
    the Deck's Knight where it is."""
    g = _tribute_summon(WARRIOR6)
    assert "Skull Knight #2" not in _field(g)
    assert "Skull Knight #2" in [g.g.cd(c).name.en for c in g.g.deck[0]]


def test_skull_knight_2_tributed_for_a_set_fiend_counts_too() -> None:
    """The Goat FAQ (goat-indv-rulings/skull-knight-2.md): "If you Tribute Set a high level
    Fiend-Type monster by Tributing this card, you CAN Special Summon another Skull Knight #2"
    (the Set monster is not revealed)."""
    g = _tribute_summon("Summoned Skull", how="set_monster")
    assert "Skull Knight #2" in _field(g)
    assert not any(kind == "summon" for kind, _, _ in g.g.elog)
