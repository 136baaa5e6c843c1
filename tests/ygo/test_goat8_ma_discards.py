"""g8-ma: Goblin of Greed and Gravekeeper's Watcher (``cards/scripts/goat8_ma_discards.py``).
goat-pool.csv: not flagged;
official text (yaml-yugi data/00425934.yaml): "As long as this card remains face-up on your side
of the field, neither player can activate an effect by discarding from his/her hand"."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, run

from cardtable.ygo.cards.scripts.goat8_ma_discards import has_discard_cost
from cardtable.ygo.effects.pool import default_pool


def _can_activate(g: Any, name: str) -> bool:
    d = g.pending()
    assert d is not None
    return any(o.form.get("action") == "activate" and o.about.get("name") == name
               for o in d.options)


def test_goblin_of_greed_bans_discard_costs_for_both_players() -> None:
    """With a face-up Goblin of Greed on either side, Lightning Vortex (discard 1 card to
    activate) cannot be activated; Dark Hole (no cost) still can; with the Goblin face-down, or
    none, Lightning Vortex can."""
    hand = ["Lightning Vortex", "Dark Hole", "Battle Ox"]
    foe = {"monsters": ["Battle Ox"]}
    for goblin_side in (0, 1):
        players: list[dict[str, Any]] = [{"hand": hand}, dict(foe)]
        players[goblin_side] = {**players[goblin_side],
                                "monsters": ["Goblin of Greed",
                                             *players[goblin_side].get("monsters", [])]}
        g = run({"players": players})
        assert not _can_activate(g, "Lightning Vortex"), goblin_side
        assert _can_activate(g, "Dark Hole"), goblin_side
    g = run({"players": [{"hand": hand}, {"monsters": [{"card": "Goblin of Greed",
                                                         "pos": "fd_def"}, "Battle Ox"]}]})
    assert _can_activate(g, "Lightning Vortex")
    g = run({"players": [{"hand": hand}, foe]})
    assert _can_activate(g, "Lightning Vortex")


def test_discard_costs_are_told_from_discards_on_resolution() -> None:
    """The ban reads costs only: Lightning Vortex, Magic Jammer, Raigeki Break, Kuriboh and
    Thunder Dragon discard as a cost; Graceful Charity and Card Destruction discard as they
    resolve (allowed)."""
    pool = default_pool()
    by_name = {cd.name.en: code for code, cd in pool.cards.items()}

    def costs(name: str) -> bool:
        return any(has_discard_cost(e) for e in pool.effects_of(by_name[name]))

    for name in ("Lightning Vortex", "Magic Jammer", "Raigeki Break", "Kuriboh",
                 "Thunder Dragon"):
        assert costs(name), name
    for name in ("Graceful Charity", "Card Destruction", "Dark Hole"):
        assert not costs(name), name


def _watcher_offered(g: Any) -> bool:
    d = g.pending()
    return d is not None and d.seat == 0 and any(
        o.form.get("action") == "activate" and o.about.get("name") == "Gravekeeper's Watcher"
        for o in d.options)


def test_gravekeepers_watcher_negates_an_activation_that_makes_the_opponent_discard() -> None:
    """Gravekeeper's Watcher (official text, yaml-yugi data/26084285.yaml): "when your opponent
    activates a Spell/Trap Card or monster effect that could make them discard when it resolves:
    You can send this card from your hand to the Graveyard; negate the activation, and if you
    do, destroy it" — Graceful Charity (draw 3, then discard 2) is negated, no card is drawn;
    Delinquent Duo (it makes the Watcher's owner discard, not its activator) offers nothing."""
    g = run({"turn_player": 1, "players": [{"hand": ["Gravekeeper's Watcher"]},
                                           {"hand": ["Graceful Charity"]}]})
    answer(g, act("Graceful Charity"))
    assert _watcher_offered(g)
    answer(g, act("Gravekeeper's Watcher"))
    settle(g, seat=1)
    f = g.facts()
    assert f["gy.0"] == ["Gravekeeper's Watcher"] and f["gy.1"] == ["Graceful Charity"]
    assert f["hand_count.1"] == 0
    g = run({"turn_player": 1, "players": [{"hand": ["Gravekeeper's Watcher", "Battle Ox"]},
                                           {"hand": ["Delinquent Duo"]}]})
    answer(g, act("Delinquent Duo"))
    assert not _watcher_offered(g)
