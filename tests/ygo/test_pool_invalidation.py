"""Every table derived from the card pool belongs to one pool (issue 10, bug 2).

A DIY reload that gives a card a graveyard quick effect (seed 000 part 3 「允许使用DIY卡」;
docs/diy.md "Safe to call again later": changed cards replace the previous DIY version) must make
that effect playable in the next duel; the per-deck feature bits (``duel._features``) used to be
cached by passcode set in the process and never cleared, so the effect was never offered. Option
labels went stale the same way after a rename. Now a reload builds a new
:class:`~cardtable.ygo.effects.pool.CardPool` and every derived table lives on its pool.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.ygo.diy import DiyReport, load_diy_dir
from cardtable.ygo.effects.pool import CardPool
from cardtable.ygo.game import YgoGame, from_scenario

CODE = 910_010_001


def _wisp(name: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"code": CODE, "name": {"zh": name, "en": name}, "type": "Monster|Effect",
            "attribute": "DARK", "race": "Fiend", "level": 1, "atk": 100, "def": 100,
            "effects": effects}


def _load(folder: Path) -> CardPool:
    """The built-in pool plus the DIY folder (as the server loads it at every change)."""
    r: DiyReport = load_diy_dir(folder, CardPool.builtin())
    assert r.ok and r.pool is not None, r.summary()
    return r.pool


def _board(pool: CardPool) -> YgoGame:
    """Seat 0's Main Phase 1 with the DIY card in its graveyard."""
    return from_scenario({"turn": 3, "players": [{"gy": [CODE], "hand": ["Battle Ox"]}, {}]}, 1,
                         pool)


def _gy_activations(g: YgoGame) -> list[dict[str, Any]]:
    d = g.pending()
    assert d is not None
    return [dict(o.form) for o in d.options
            if o.form.get("action") == "activate" and o.form.get("from") == "gy"]


def test_reload_giving_a_gy_quick_effect_is_offered(tmp_path: Path) -> None:
    f = tmp_path / "wisp.yaml"
    f.write_text(yaml.safe_dump(_wisp("Reload Wisp", [])), encoding="utf-8")
    first = _load(tmp_path)
    assert _gy_activations(_board(first)) == []  # no effect yet (and the deck's bits get cached)
    quick = {"kind": "quick", "where": "gy", "cost": [], "do": [{"recover": 500}]}
    f.write_text(yaml.safe_dump(_wisp("Reload Wisp", [quick])), encoding="utf-8")
    second = _load(tmp_path)
    assert second.version != first.version
    g = _board(second)
    offered = _gy_activations(g)
    assert len(offered) == 1  # was [] while the feature bits were cached per process
    g.answer(offered[0])
    while (d := g.pending()) is not None and any(o.form == {"action": "pass"} for o in d.options):
        g.answer({"action": "pass"})  # both seats pass: the chain resolves
    assert g.g.lp[0] == 4500
    assert _gy_activations(_board(first)) == []  # the first pool still has the old card


def test_reload_renaming_a_card_relabels_its_options(tmp_path: Path) -> None:
    spell = {"code": CODE + 1, "name": {"zh": "旧名", "en": "Old Name"}, "type": "Spell",
             "effects": [{"do": [{"recover": 100}]}]}
    f = tmp_path / "named.yaml"
    f.write_text(yaml.safe_dump(spell, allow_unicode=True), encoding="utf-8")
    old = _load(tmp_path)

    def labels(pool: CardPool) -> list[str]:
        g = from_scenario({"turn": 3, "players": [{"hand": [CODE + 1]}, {}]}, 1, pool)
        d = g.pending()
        assert d is not None
        return [o.label.en for o in d.options if o.form.get("card") == 0]

    assert any("Old Name" in t for t in labels(old))
    spell["name"] = {"zh": "新名", "en": "New Name"}
    f.write_text(yaml.safe_dump(spell, allow_unicode=True), encoding="utf-8")
    new = _load(tmp_path)
    got = labels(new)
    assert got and all("New Name" in t for t in got), got  # the label cache was stale
    assert any("Old Name" in t for t in labels(old))  # each pool keeps its own labels
