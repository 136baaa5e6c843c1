"""g7-ma: Fox Fire (``cards/scripts/goat7_ma_foxfire.py``). Source of the text: goat-pool.csv:
not flagged Goat-era version; official text (yaml-yugi data/88753985.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, options, run


def _to_end(g: Any) -> None:
    """From seat 1's Battle Step to the next turn's Main Phase 1 (seat 0's), answering the
    position of a revived monster with Attack Position."""
    for _ in range(20):
        d = g.pending()
        assert d is not None
        if g.facts()["turn_player"] == 0 and g.facts()["phase"] == "main1":
            return
        forms = [dict(o.form) for o in d.options]
        g.answer(next((f for f in forms if f.get("action") in
                       ("end_battle", "to_end", "pass", "decline")), forms[0]))


def _attack_fox_fire(g: Any) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    # the only monster to attack (a face-down one shows no name)
    answer(g, {"answer": next(f for f in options(g, "attack") if f.get("target", -1) >= 0)})
    settle(g)


def test_fox_fire_destroyed_face_up_comes_back_in_the_end_phase() -> None:
    """"During the End Phase, if this card was destroyed by battle and sent to the Graveyard
    this turn and was face-up at the start of the Damage Step: Special Summon this card from the
    Graveyard" — face-up, destroyed by Battle Ox: back on seat 0's field by the next turn."""
    g = run({"turn_player": 1, "players": [{"monsters": ["Fox Fire"]},
                                           {"monsters": ["Battle Ox"]}]})
    _attack_fox_fire(g)
    assert g.facts()["gy.0"] == ["Fox Fire"]
    _to_end(g)
    assert g.facts()["monsters.0"] == ["Fox Fire"]


def test_fox_fire_face_down_when_attacked_stays_in_the_graveyard() -> None:
    """"Was face-up at the start of the Damage Step": Set, it is flipped in the Damage Step, so
    it does not come back."""
    g = run({"turn_player": 1, "players": [{"monsters": [{"card": "Fox Fire", "pos": "fd_def"}]},
                                           {"monsters": ["Battle Ox"]}]})
    _attack_fox_fire(g)
    _to_end(g)
    assert g.facts()["monsters.0"] == [] and g.facts()["gy.0"] == ["Fox Fire"]


def test_fox_fire_cannot_be_tributed_for_a_tribute_summon() -> None:
    """"This face-up card cannot be Tributed for a Tribute Summon": with Fox Fire as the only
    monster, the Level 5 in hand cannot be Tribute Summoned; with Battle Ox it can (Battle Ox
    the Tribute)."""
    g = run({"players": [{"monsters": ["Fox Fire"], "hand": ["Summoned Skull"]}, {}]})
    assert not [f for f in options(g, "summon") if f.get("name") == "Summoned Skull"]
    g = run({"players": [{"monsters": ["Fox Fire", "Battle Ox"], "hand": ["Summoned Skull"]},
                         {}]})
    assert [f for f in options(g, "summon") if f.get("name") == "Summoned Skull"]
