"""g8-ma: the Moth chain (``cards/scripts/goat8_ma_moths.py``). Cocoon of Evolution is flagged
"Goat-era version": its era ruling — equipping it counts as the turn's Normal Summon — from the
early revision of yugioh-wiki.net's 《進化の繭》 page ("装備させる時は通常召喚扱いとなる") and
EDOPro's Goat entry ("Equipping it counts towards the normal summon count"). Larvae Moth,
Great Moth and Perfectly Ultimate Great Moth: goat-pool.csv: not flagged; official text
(yaml-yugi data/87756343.yaml, data/14141448.yaml, data/48579379.yaml): Special Summoned by
Tributing "Petit Moth" on your 2nd / 4th / 6th turn after it was equipped with Cocoon."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, run

MOTHS = ("Larvae Moth", "Great Moth", "Perfectly Ultimate Great Moth")
PASS = ("pass", "decline", "to_end", "end_battle")


def _equipped(hand: list[str]) -> Any:
    """Seat 0 (turn 3) equips Cocoon of Evolution from its hand to its Petit Moth."""
    g = run({"players": [{"hand": ["Cocoon of Evolution", *hand],
                          "monsters": [{"card": "Petit Moth", "pos": "def"}]}, {}]})
    answer(g, act("Cocoon of Evolution"))
    settle(g)
    return g


def _next_own_turn(g: Any, keep: tuple[str, ...]) -> None:
    """End seat 0's turn; seat 1 ends its own at once; stop at seat 0's next Main Phase 1.
    Over the hand limit seat 0 discards a card not in ``keep``."""
    g.answer({"action": "to_end"})
    for _ in range(80):
        d = g.pending()
        assert d is not None
        forms = [(dict(o.form), o.about.get("name")) for o in d.options]
        if d.seat == 0 and any(f.get("action") == "to_end" for f, _ in forms) \
                and g.facts()["phase"] == "main1":
            return
        if d.seat == 0 and any(f.get("action") == "card" for f, _ in forms):
            g.answer(next(f for f, n in forms if n not in keep))
            continue
        g.answer(next((f for f, _ in forms if f.get("action") in PASS), forms[0][0]))
    raise AssertionError("seat 0's turn never came back")


def _procs(g: Any) -> set[str]:
    d = g.pending()
    assert d is not None
    return {str(o.about.get("name")) for o in d.options
            if o.form.get("action") == "goat_mon_proc"}


def test_cocoon_equip_counts_as_the_normal_summon_and_sets_0_2000() -> None:
    """Equipped from the hand: Petit Moth's original ATK/DEF become Cocoon's 0 / 2000, and the
    turn's Normal Summon is used (Battle Ox can no longer be summoned or Set); after a Normal
    Summon, Cocoon cannot be equipped."""
    g = _equipped(["Battle Ox"])
    f = g.facts()
    assert (f["mzone.0.0"], f["mzone.0.0.atk"], f["mzone.0.0.def"]) == ("Petit Moth", 0, 2000)
    d = g.pending()
    assert d is not None
    assert not [o for o in d.options if o.form.get("action") in ("summon", "set_monster")]
    g = run({"players": [{"hand": ["Cocoon of Evolution", "Battle Ox"],
                          "monsters": [{"card": "Petit Moth", "pos": "def"}]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Battle Ox"}})
    settle(g)
    d = g.pending()
    assert d is not None
    assert not [o for o in d.options if o.form.get("action") == "activate"
                and o.about.get("name") == "Cocoon of Evolution"]


def test_larvae_moth_comes_on_the_second_own_turn_after_the_equip() -> None:
    """Larvae Moth, "by Tributing Petit Moth during your 2nd turn after Petit Moth has been
    equipped with Cocoon of Evolution": not on the next own turn, then on the one after; the
    Petit Moth is Tributed and the Cocoon leaves with it."""
    g = _equipped(["Larvae Moth"])
    _next_own_turn(g, MOTHS)
    assert "Larvae Moth" not in _procs(g)
    _next_own_turn(g, MOTHS)
    assert "Larvae Moth" in _procs(g)
    answer(g, {"answer": {"action": "goat_mon_proc", "name": "Larvae Moth"}})
    settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Larvae Moth"]
    assert sorted(f["gy.0"]) == ["Cocoon of Evolution", "Petit Moth"]


def test_great_moth_on_the_4th_and_perfectly_ultimate_on_the_6th_turn() -> None:
    """Great Moth "during your 4th turn", Perfectly Ultimate Great Moth "on your 6th turn or
    later": each is offered from that own turn on, not the one before."""
    g = _equipped(["Great Moth", "Perfectly Ultimate Great Moth"])
    seen: list[set[str]] = []
    for _ in range(6):
        _next_own_turn(g, MOTHS)
        seen.append(_procs(g))
    assert "Great Moth" not in seen[2] and "Great Moth" in seen[3]
    assert "Perfectly Ultimate Great Moth" not in seen[4]
    assert "Perfectly Ultimate Great Moth" in seen[5]
