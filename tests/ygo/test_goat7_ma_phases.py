"""g7-ma: Blast Juggler, Aqua Spirit, Garuda the Wind Spirit (``cards/scripts/goat7_ma_phases.py``).
Source of each text: goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi
data/70138455.yaml, data/40916023.yaml, data/12800777.yaml)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, normal, options, pick, run

from cardtable.ygo.cards import constants as C

WATER = C.ATTRIBUTE_BY_NAME["WATER"]
WIND = C.ATTRIBUTE_BY_NAME["WIND"]


def _pass_until(g: Any, phase: str, limit: int = 12) -> None:
    """Answer 'pass'/phase moves until the duel reaches ``phase`` with a decision pending."""
    for _ in range(limit):
        if g.facts()["phase"] == phase:
            return
        d = g.pending()
        assert d is not None
        forms = [dict(o.form) for o in d.options]
        nxt = next((f for f in forms if f.get("action") == "pass"), None) \
            or next((f for f in forms if f.get("action") == "to_end"), None) or forms[0]
        g.answer(nxt)
    raise AssertionError(f"never reached {phase}")


def _juggler_offered(g: Any) -> bool:
    d = g.pending()
    return d is not None and any(o.about.get("name") == "Blast Juggler"
                                 and o.form.get("action") == "activate" for o in d.options)


def test_blast_juggler_only_in_its_standby_phase_and_destroys_two() -> None:
    """Blast Juggler: "only during your Standby Phase. Tribute this face-up card to select and
    destroy 2 face-up monsters with 1000 or less ATK": not offered in Main Phase 1; in the
    next Standby Phase it is, the Juggler goes to the Graveyard (Tribute) and the opponent's
    two 1000-or-less monsters are destroyed; the 1300 ATK one stays."""
    weak = [normal(lambda c: c.atk <= 1000 and c.atk >= 500)] * 2
    g = run({"phase": "draw", "players": [
        {"monsters": ["Blast Juggler"]},
        {"monsters": [*weak, "Giant Soldier of Stone"]}]})
    for _ in range(6):
        if _juggler_offered(g) or g.facts()["phase"] == "main1":
            break
        d = g.pending()
        assert d is not None
        g.answer(dict(d.options[-1].form))
    assert g.facts()["phase"] == "standby" and _juggler_offered(g)
    answer(g, {"answer": {"action": "activate", "name": "Blast Juggler"}})
    for _ in range(2):
        d = g.pending()
        if d is not None and any(o.form.get("action") == "card" for o in d.options):
            names = {str(o.about.get("name")) for o in d.options}
            assert "Giant Soldier of Stone" not in names  # 1300 ATK
            answer(g, pick(weak[0]))
    _pass_until(g, "main1")
    f = g.facts()
    assert f["monsters.1"] == ["Giant Soldier of Stone"]
    assert f["gy.0"] == ["Blast Juggler"] and f["gy.1"] == weak


def test_blast_juggler_not_in_main_phase() -> None:
    """"You can only activate this effect during your Standby Phase": in Main Phase 1, with two
    targets, it is not offered."""
    weak = normal(lambda c: c.atk <= 1000 and c.atk >= 500)
    g = run({"players": [{"monsters": ["Blast Juggler"]}, {"monsters": [weak, weak]}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Blast Juggler"]


def test_aqua_spirit_procedure_and_standby_position_lock() -> None:
    """Aqua Spirit: "Special Summoned (from your hand) by banishing 1 WATER monster from your
    GY"; "once per turn, during your opponent's Standby Phase: target 1 face-up monster your
    opponent controls; change its battle position, and it cannot change its battle position for
    the rest of this turn" — the opponent's Attack Position monster goes to Defense Position
    and its controller is offered no position change for it in their Main Phase."""
    water = normal(lambda c: c.attribute == WATER)
    g = run({"players": [{"hand": ["Aqua Spirit"], "gy": [water]},
                         {"monsters": ["Giant Soldier of Stone"]}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Aqua Spirit"}}])
    f = g.facts()
    assert f["monsters.0"] == ["Aqua Spirit"] and f["banished.0"] == [water]
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(8):  # into the opponent's Standby Phase: the optional trigger is offered
        d = g.pending()
        assert d is not None
        acts = [o for o in d.options if o.form.get("action") in ("trigger", "activate")
                and o.about.get("name") == "Aqua Spirit"]
        if acts:
            g.answer(dict(acts[0].form))
            break
        g.answer(dict(d.options[-1].form) if d.seat == 1 and g.facts()["phase"] != "standby"
                 else next(dict(o.form) for o in d.options
                           if o.form.get("action") in ("pass", "decline", "to_end"))
                 if any(o.form.get("action") in ("pass", "decline", "to_end")
                        for o in d.options) else dict(d.options[0].form))
    _pass_until(g, "main1")
    f = g.facts()
    assert f["turn_player"] == 1 and f["mzone.1.0.pos"] == "def"
    assert not [o for o in options(g, "change_pos") if o.get("name") == "Giant Soldier of Stone"]


def test_aqua_spirit_cannot_be_normal_summoned() -> None:
    """"Cannot be Normal Summoned/Set": in hand with no WATER monster in the Graveyard, neither
    a Normal Summon, a Set nor its procedure is offered."""
    g = run({"players": [{"hand": ["Aqua Spirit"], "gy": ["Battle Ox"]}, {}]})
    assert not options(g, "summon") and not options(g, "set_monster")
    assert not options(g, "goat_mon_proc")


def test_garuda_changes_a_position_in_the_opponents_end_phase() -> None:
    """Garuda the Wind Spirit: "removing from play 1 WIND monster in your Graveyard"; "during
    your opponent's End Phase, you can select 1 face-up monster your opponent controls, and
    change its battle position" — nothing in its own End Phase; in the opponent's the
    opponent's Attack Position monster goes to Defense Position."""
    wind = normal(lambda c: c.attribute == WIND)
    g = run({"players": [{"hand": ["Garuda the Wind Spirit"], "gy": [wind]},
                         {"monsters": ["Giant Soldier of Stone"]}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Garuda the Wind Spirit"}}])
    assert g.facts()["banished.0"] == [wind]
    answer(g, {"answer": {"action": "to_end"}})  # own End Phase: no trigger
    seen_own = False
    for _ in range(20):
        d = g.pending()
        assert d is not None
        f = g.facts()
        acts = [o for o in d.options if o.about.get("name") == "Garuda the Wind Spirit"
                and o.form.get("action") in ("trigger", "activate")]
        if acts:
            seen_own = f["turn_player"] == 0
            g.answer(dict(acts[0].form))
            break
        pref = ("pass", "to_end", "end_battle")
        g.answer(next((dict(o.form) for o in d.options if o.form.get("action") in pref),
                      dict(d.options[0].form)))
    assert not seen_own
    assert g.facts()["mzone.1.0.pos"] == "def"
