"""g9-d: Crimson Sentry (``cards/scripts/goat9_d_sentry.py``). Sources: the LON text (yaml-yugi
data/28358902.yaml: Tribute this face-up card to return 1 of your monsters destroyed by battle
this turn to the bottom of your Deck); the Goat Individual Card FAQ
(TheMTtakeover/goat-rulings goat-indv-rulings/crimson-sentry.md, Netrep: only in its
controller's Main Phase 1 or 2); Edison format's ruling (edisonrul.ing crimson-sentry.md:
activated before or after the monsters are destroyed by battle, "similar to Last Will") — the
"before" half is that reading, built as Last Will's 2005 state (goat7_s_last_will.py)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat9_d_steps import activated, attack_with, mon, run
from goat_mon_steps import act, answer, normal, options

from cardtable.ygo.cards import constants as C

#: a Normal Monster stronger than the Warriors below
BRUTE = normal(lambda c: c.atk > 1600 and c.level <= 4)
#: two different weak Normal Warriors (they attack and are destroyed)
WEAK = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"] and c.atk < 1000)
WEAK2 = normal(lambda c: c.race == C.RACE_BY_NAME["Warrior"] and c.atk < 1500
               and c.name.en != WEAK)
SENTRY = "Crimson Sentry"


def _sentry_offered(g: Any) -> bool:
    return any(f.get("name") == SENTRY for f in options(g, "activate"))


def _bottom(g: Any, p: int) -> str:
    return str(g.g.cd(g.g.deck[p][0]).name.en)


def _lose_battle(g: Any, name: str) -> None:
    attack_with(g, name, mon(g, 1))
    settle(g)


def test_only_in_the_main_phase() -> None:
    """Netrep ruling (Goat FAQ): only in its controller's Main Phase 1 or 2 — offered in Main
    Phase 1 (before any battle: the "before" reading), not in the Battle Phase after a monster
    of its controller was destroyed by battle, and again in Main Phase 2."""
    g = run({"players": [{"monsters": [SENTRY, WEAK]}, {"monsters": [BRUTE]}]})
    assert _sentry_offered(g)
    _lose_battle(g, WEAK)
    assert g.facts()["gy.0"] == [WEAK]
    assert not _sentry_offered(g)
    answer(g, {"answer": {"action": "end_battle"}})
    settle(g)
    assert _sentry_offered(g)


def test_after_the_battle_a_destroyed_monster_goes_to_the_bottom_of_the_deck() -> None:
    """The text: in Main Phase 2, Tribute the Sentry: the Warrior destroyed by battle this turn
    goes from the Graveyard to the bottom of the Deck."""
    g = run({"players": [{"monsters": [SENTRY, WEAK]}, {"monsters": [BRUTE]}]})
    _lose_battle(g, WEAK)
    answer(g, {"answer": {"action": "end_battle"}})
    settle(g)
    answer(g, act(SENTRY))
    settle(g, WEAK)
    f = g.facts()
    assert f["gy.0"] == [SENTRY]
    assert _bottom(g, 0) == WEAK


def test_before_the_battle_the_next_monster_destroyed_by_battle_goes_back() -> None:
    """Edison-format ruling ("before or after … similar to Last Will"): activated in Main Phase
    1, the Sentry's effect waits; the opponent's monster destroyed by battle does not use it
    (it names "your monsters"); the next monster of this player destroyed by battle goes to the
    bottom of the Deck (a chain link of the Sentry); the state is then spent: a second one
    stays in the Graveyard."""
    g = run({"players": [{"monsters": [SENTRY, WEAK, WEAK2, BRUTE]},
                         {"monsters": [WEAK, BRUTE]}]})
    answer(g, act(SENTRY))
    settle(g)
    assert g.facts()["gy.0"] == [SENTRY]
    attack_with(g, BRUTE, mon(g, 1, WEAK))
    settle(g)
    assert g.facts()["gy.1"] == [WEAK]
    attack_with(g, WEAK, mon(g, 1, BRUTE))
    settle(g)
    assert g.facts()["gy.0"] == [SENTRY] and _bottom(g, 0) == WEAK
    assert activated(g, SENTRY) == 2
    attack_with(g, WEAK2, mon(g, 1, BRUTE))
    settle(g)
    assert g.facts()["gy.0"] == [SENTRY, WEAK2] and _bottom(g, 0) == WEAK
