"""g8-mb: Makyura the Destructor and Traps activated from the hand
(``cards/scripts/goat8_mb_hand_traps.py``, ``effects/hooks.HAND_TRAPS``). Source: flagged
Goat-era version; the DB1 text quoted by Pojo's card of the day of 2004-12-20 and the period
rulings on yugioh.pl (a Continuous Effect; the right must exist as the Trap is activated)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def _hand_trap_offered(g: Any, name: str) -> bool:
    return any(f.get("name") == name and f.get("from") == "hand"
               for f in options(g, "activate"))


def test_after_makyura_dies_its_owner_activates_traps_from_the_hand() -> None:
    """"During the turn this card is sent to the Graveyard, the owner of this card can activate
    Trap Card(s) from his/her hand": Waboku in the hand is not offered while Makyura lives;
    once Dark Hole destroyed it, Waboku is activated straight from the hand and resolves."""
    g = run({"players": [{"monsters": ["Makyura the Destructor"],
                          "hand": ["Dark Hole", "Waboku"]}, {}]})
    assert not _hand_trap_offered(g, "Waboku")
    answer(g, act("Dark Hole"))
    settle(g)
    assert "Makyura the Destructor" in [g.g.cd(c).name.en for c in g.g.gy[0]]
    assert _hand_trap_offered(g, "Waboku")
    answer(g, {"answer": next(f for f in options(g, "activate") if f.get("name") == "Waboku")})
    settle(g)
    assert "Waboku" not in [g.g.cd(c).name.en for c in g.g.hand[0]]
    assert any(kind == "resolve" and pub.get("name") == "Waboku" for kind, pub, _ in g.g.elog)


def test_the_right_lasts_only_that_turn_and_only_for_the_owner() -> None:
    """Only "during the turn this card is sent to the Graveyard", only for its owner: the
    opponent never gets it, and in seat 0's next turn its hand Trap is refused again."""
    g = run({"players": [{"monsters": ["Makyura the Destructor"],
                          "hand": ["Dark Hole", "Waboku", "Waboku"], "deck": ["Zoa"] * 4},
                         {"hand": ["Waboku"], "deck": ["Zoa"] * 4}]})
    answer(g, act("Dark Hole"))
    settle(g)
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(30):
        d = g.pending()
        assert d is not None
        assert not (d.seat == 1 and _hand_trap_offered(g, "Waboku"))
        if d.seat == 0 and g.facts()["turn"] == 5 and g.facts()["phase"] == "main1":
            break
        g.answer({"action": "pass"} if options(g, "pass")
                 else {"action": "to_end"} if options(g, "to_end") else dict(d.options[0].form))
    assert not _hand_trap_offered(g, "Waboku")
