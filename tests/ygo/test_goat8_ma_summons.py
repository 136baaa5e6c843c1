"""g8-ma: Gilasaurus and Gravekeeper's Chief (``cards/scripts/goat8_ma_summons.py``).

Gilasaurus is flagged "Goat-era version": its first print's text (LN 2001, quoted by
https://yugioh.hikikomo.com/?p=988: 「このモンスターの召喚を特殊召喚扱いにする事ができる。
特殊召喚扱いにした場合、相手の墓地から相手はモンスター1体を特殊召喚する事ができる」), the
LON print of 2003. Gravekeeper's Chief: goat-pool.csv: not flagged; official text (yaml-yugi
data/62473983.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, run


def _answer_until_menu(g: Any, prefer: tuple[str, ...]) -> None:
    for _ in range(10):
        d = g.pending()
        assert d is not None
        forms = [dict(o.form) for o in d.options]
        if d.seat == 0 and any(f.get("action") == "to_end" for f in forms):
            return
        g.answer(next((f for f in forms if f.get("action") in prefer), forms[0]))
    raise AssertionError("no menu")


def test_gilasaurus_summon_treated_as_special_uses_the_normal_summon() -> None:
    """"The summoning of this monster can be treated as a Special Summon": it is the turn's
    Normal Summon (Battle Ox can no longer be summoned) and a Special Summon; "your opponent
    can Special Summon 1 monster from their Graveyard" — they take back Summoned Skull."""
    g = run({"players": [{"hand": ["Gilasaurus", "Battle Ox"]},
                         {"gy": ["Summoned Skull", "Dark Hole"]}]})
    answer(g, {"answer": {"action": "g8ma_gilasaurus", "name": "Gilasaurus"}})
    _answer_until_menu(g, ("yes", "card"))
    f = g.facts()
    assert f["monsters.0"] == ["Gilasaurus"] and f["monsters.1"] == ["Summoned Skull"]
    d = g.pending()
    assert d is not None
    assert not [o for o in d.options if o.form.get("action") in ("summon", "set_monster")]


def test_gilasaurus_opponent_may_decline_and_a_plain_normal_summon_gives_nothing() -> None:
    """The revival is the opponent's option ("can"): "no" leaves their Graveyard; a Normal
    Summon not treated as a Special Summon offers them nothing."""
    g = run({"players": [{"hand": ["Gilasaurus"]}, {"gy": ["Summoned Skull"]}]})
    answer(g, {"answer": {"action": "g8ma_gilasaurus", "name": "Gilasaurus"}})
    d = g.pending()
    assert d is not None and d.seat == 1
    g.answer({"action": "no"})
    settle(g)
    assert g.facts()["monsters.1"] == [] and g.facts()["gy.1"] == ["Summoned Skull"]
    g = run({"players": [{"hand": ["Gilasaurus"]}, {"gy": ["Summoned Skull"]}]})
    answer(g, {"answer": {"action": "summon", "name": "Gilasaurus"}})
    settle(g, prefer=("yes", "card", "pass", "decline"))
    assert g.facts()["monsters.1"] == [] and g.facts()["monsters.0"] == ["Gilasaurus"]


def test_gravekeepers_chief_revives_a_gravekeeper_when_tribute_summoned() -> None:
    """"When this card is Tribute Summoned: You can target 1 "Gravekeeper's" monster in your
    GY; Special Summon that target" — Gravekeeper's Spy returns, Summoned Skull cannot."""
    g = run({"players": [{"hand": ["Gravekeeper's Chief"], "monsters": ["Battle Ox"],
                          "gy": ["Gravekeeper's Spy", "Summoned Skull"]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Gravekeeper's Chief"}})
    _answer_until_menu(g, ("trigger", "card", "tribute"))
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Gravekeeper's Chief", "Gravekeeper's Spy"]
    assert "Summoned Skull" in f["gy.0"]


def test_only_one_face_up_gravekeepers_chief() -> None:
    """"You can only control 1 face-up Gravekeeper's Chief": with one face-up, a second cannot
    be summoned (it can still be Set)."""
    g = run({"players": [{"hand": ["Gravekeeper's Chief"],
                          "monsters": ["Gravekeeper's Chief", "Battle Ox"]}, {}]})
    d = g.pending()
    assert d is not None
    acts = {o.form.get("action") for o in d.options if o.about.get("name") == "Gravekeeper's Chief"
            and o.form.get("from") == "hand"}
    assert "summon" not in acts and "set_monster" in acts
