"""g6-ma: Balloon Lizard (``cards/scripts/goat6_ma_counters.py``), its 2005 text (IOC-072, as
quoted by Pojo's card of the day of 3 June 2004): "put 1 counter on this card during each of your
Standby Phases; when this card is destroyed, inflict damage equal to the number of counters x
400 to the controller of the card that destroyed this card" (today's text burns the Lizard's
opponent instead: the Goat-era version)."""

from __future__ import annotations

from goat_mon_steps import answer, run

from cardtable.ygo.game import YgoGame

LIZARD = "Balloon Lizard"


def _pass(g: YgoGame) -> None:
    for _ in range(10):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def _lizard(g: YgoGame) -> int:
    return next(c for c in g.g.mz[0] if c >= 0 and g.g.cd(c).name.en == LIZARD)


def test_a_counter_each_own_standby_phase() -> None:
    """"Put 1 counter on this card during each of your Standby Phases"."""
    g = run({"phase": "draw", "players": [{"monsters": [LIZARD]}, {}]})
    for _ in range(6):
        if g.facts()["phase"] == "main1":
            break
        d = g.pending()
        assert d is not None
        answer(g, {"answer": dict(d.options[0].form)})
    assert g.g.counter[_lizard(g)] == 1


def test_its_own_controller_takes_the_damage_of_its_own_spell() -> None:
    """Destroyed by its own controller's Dark Hole with 2 counters: the controller of the card
    that destroyed it — the Lizard's own controller — takes 800 (the 2005 text; today's text
    would burn the opponent)."""
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": [LIZARD]}, {}]})
    g.g.counter[_lizard(g)] = 2
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [LIZARD, "Dark Hole"]
    assert f["lp.0"] == 4000 - 800 and f["lp.1"] == 4000


def test_destroyed_by_battle_the_attackers_controller_pays() -> None:
    """Destroyed in battle by the opponent's Summoned Skull with 3 counters: the Skull's
    controller takes 1200."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": [LIZARD]}, {"monsters": ["Summoned Skull"]}]})
    g.g.counter[_lizard(g)] = 3
    answer(g, {"answer": {"action": "attack", "name": "Summoned Skull", "target_name": LIZARD}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [LIZARD]
    assert f["lp.1"] == 4000 - 1200
