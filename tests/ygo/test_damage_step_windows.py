"""Which response windows a Damage Step opens, and what may be activated in each (seed 000 part 3
「怪物的战斗规则」, rules Y3-damage-step-window and Y3-damage-step-restriction).

「而且此类效果的发动也仅限于伤害步骤开始到伤害计算前之间。」 We walk one battle and record every
response window the engine opens: the attack declaration, then the start of the Damage Step,
before damage calculation, and during damage calculation — none after damage calculation. In the
Damage Step only ATK/DEF changers (Rush Recklessly) and Counter Traps (Magic Jammer) may be
activated until damage calculation, during it only damage-calculation effects (Kuriboh) and
Counter Traps; Mystical Space Typhoon never.
"""

from __future__ import annotations

from duel_steps import answer_form as _answer

from cardtable.ygo.game import YgoGame, from_scenario


def _board() -> YgoGame:
    return from_scenario({"turn": 3, "phase": "battle", "players": [
        {"monsters": [{"card": "Summoned Skull"}],
         "spells": [{"card": "Rush Recklessly"}, {"card": "Mystical Space Typhoon"}]},
        {"monsters": [{"card": "Battle Ox"}], "hand": ["Kuriboh"],
         "spells": [{"card": "Mystical Space Typhoon"}, {"card": "Magic Jammer"}]},
    ]}, 0)



def _names(g: YgoGame) -> set[str]:
    d = g.pending()
    assert d is not None
    return {str(o.about.get("name")) for o in d.options if o.form.get("action") == "activate"}


def _window(g: YgoGame) -> str:
    """The event the pending response window answers ("" when no window is pending)."""
    pend = g.g.pend
    if pend is None or pend[4] != "window":
        return ""
    w = pend[5][2]
    return str(w[0]) if w else "open"


def test_y3_damage_step_window_walk() -> None:
    """Y3-damage-step-window: the windows of one battle, in order, with who may activate what;
    no window opens after damage calculation (the next decision is the Battle Step)."""
    g = _board()
    _answer(g, {"action": "attack", "name": "Summoned Skull"})
    seen: list[tuple[str, int, set[str]]] = []
    while _window(g):
        d = g.pending()
        assert d is not None
        seen.append((_window(g), d.seat, _names(g)))
        if _window(g) in ("ds_start", "ds_before"):
            assert g.why_not_rules(d.seat, {"action": "activate",
                                            "name": "Mystical Space Typhoon"}) == ["damage_step"]
        if _window(g) == "ds_calc":
            assert g.why_not_rules(0, {"action": "activate", "name": "Rush Recklessly"}) == [
                "damage_calc"]
        _answer(g, {"action": "pass"})
    assert seen == [
        ("attack", 0, {"Rush Recklessly", "Mystical Space Typhoon"}),
        ("attack", 1, {"Mystical Space Typhoon"}),
        ("ds_start", 0, {"Rush Recklessly"}),
        ("ds_before", 0, {"Rush Recklessly"}),
        ("ds_calc", 1, {"Kuriboh"}),
    ]
    # damage calculation happened, then straight back to the Battle Step: no window after it
    assert [e["kind"] for e in g.events(-1)].count("battle") == 1
    d = g.pending()
    assert d is not None and d.seat == 0 and d.prompt.en.startswith("Battle Step")
    assert g.facts()["gy.1"] == ["Battle Ox"]


def test_y3_damage_step_window_counter_trap_answers() -> None:
    """Y3-damage-step-window: in the Damage Step a Counter Trap may answer an ATK changer, a
    speed 2 Quick-Play may not
    (「伤害步骤内，基本的怪物攻守力增减效果以及反击陷阱以外的效果不能发动」)."""
    g = _board()
    _answer(g, {"action": "attack", "name": "Summoned Skull"})
    _answer(g, {"action": "pass"})
    _answer(g, {"action": "pass"})
    assert _window(g) == "ds_start"
    _answer(g, {"action": "activate", "name": "Rush Recklessly"})
    _answer(g, {"action": "card", "name": "Summoned Skull"})
    d = g.pending()
    assert d is not None and d.seat == 1
    assert _names(g) == {"Magic Jammer"}
    assert g.why_not_rules(1, {"action": "activate", "name": "Mystical Space Typhoon"}) == [
        "damage_step"]
    _answer(g, {"action": "activate", "name": "Magic Jammer"})
    # the discard cost picks Kuriboh (the only card in hand) without asking
    while _window(g) == "ds_start":
        _answer(g, {"action": "pass"})
    f = g.facts()
    assert "Rush Recklessly" in f["gy.0"] and f["gy.1"][:2] == ["Kuriboh", "Magic Jammer"]
