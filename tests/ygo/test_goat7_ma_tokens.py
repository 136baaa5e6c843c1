"""g7-ma: Cobra Jar and its Poisonous Snake Token (``cards/scripts/goat7_ma_tokens.py``). Source
of the text: goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi
data/86801871.yaml); the token's stats from the reference card-stats CSV (86801872)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, cd, options, run


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g)


def test_cobra_jar_summons_a_snake_that_bites_when_destroyed_by_battle() -> None:
    """Cobra Jar: "FLIP: Special Summon 1 "Poisonous Snake Token" (... ATK 1200/DEF 1200). When
    the "Poisonous Snake Token" is destroyed as a result of battle, inflict 500 points of damage
    to your opponent's Life Points" — the token comes in Attack Position (the player's choice);
    Blue-Eyes destroys it: seat 0 takes 1800 battle damage, seat 1 takes 500."""
    token = cd("Poisonous Snake Token")
    assert (token.atk, token.defense, token.level) == (1200, 1200, 3)
    g = run({"players": [{"monsters": [{"card": "Cobra Jar", "pos": "fd_def"}]},
                         {"monsters": ["Blue-Eyes White Dragon"]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Cobra Jar"}})
    d = g.pending()
    assert d is not None
    g.answer(next(dict(o.form) for o in d.options if o.form.get("value") is not None
                  and "Attack" in str(o.label.en)))
    _settle(g)
    f = g.facts()
    assert sorted(f["monsters.0"]) == ["Cobra Jar", "Poisonous Snake Token"]
    answer(g, {"answer": {"action": "to_end"}})
    _settle(g)
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("target_name") == "Poisonous Snake Token")})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Cobra Jar"]
    assert f["lp.0"] == 4000 - (3000 - 1200) and f["lp.1"] == 4000 - 500
