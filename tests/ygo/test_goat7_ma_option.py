"""g7-ma: Gradius' Option (``cards/scripts/goat7_ma_option.py``). Source of the text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/14291024.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, cd, options, pick, run

OPTION = "Gradius' Option"


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g, stops=("to_end",))


def test_option_needs_a_face_up_gradius_and_copies_its_stats() -> None:
    """"Can only be Special Summoned by selecting 1 face-up "Gradius" on your side of the
    field. The ATK and DEF of this card becomes the same as the ATK and DEF of the selected
    "Gradius"": not offered with a face-down Gradius nor as a Normal Summon; with a face-up
    one it comes with Gradius's ATK and DEF, and Gradius stays on the field."""
    g = run({"players": [{"hand": [OPTION], "monsters": [{"card": "Gradius", "pos": "fd_def"}]},
                         {}]})
    assert not options(g, "g7ma_option") and not options(g, "summon")
    g = run({"players": [{"hand": [OPTION], "monsters": ["Gradius"]}, {}]})
    answer(g, {"answer": {"action": "g7ma_option", "name": OPTION}})
    _settle(g)
    f = g.facts()
    grad = cd("Gradius")
    assert sorted(f["monsters.0"]) == ["Gradius", OPTION]
    z = f["monsters.0"].index(OPTION)
    assert (f[f"mzone.0.{z}.atk"], f[f"mzone.0.{z}.def"]) == (grad.atk, grad.defense)


def test_option_is_destroyed_when_its_gradius_is_no_longer_face_up() -> None:
    """"If the selected "Gradius" is removed from the field, destroy this card" (the Japanese
    text: no longer face-up on the field) — the opponent's Book of Moon turns Gradius face-down:
    the Option is destroyed."""
    g = run({"players": [{"hand": [OPTION], "monsters": ["Gradius"]},
                         {"hand": ["Book of Moon"]}]})
    answer(g, {"answer": {"action": "g7ma_option", "name": OPTION}})
    _settle(g)
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    answer(g, act("Book of Moon"))
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, pick("Gradius"))
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == [OPTION] and f["monsters.0"] == ["Gradius"]
