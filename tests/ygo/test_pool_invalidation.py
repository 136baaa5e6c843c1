"""One invalidation point for every table derived from the card pool (issue 10, bug 2).

A DIY reload that gives a card a graveyard quick effect (seed 000 part 3 「允许使用DIY卡」;
docs/diy.md "Safe to call again later": changed cards replace the previous DIY version) must make
that effect playable in the next duel; the per-deck feature bits (``duel._features``) used to be
cached by passcode set and never cleared, so the effect was never offered. Option labels
(``labels._label_cache``) went stale the same way after a rename.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.ygo.cards.carddata import card_from_data
from cardtable.ygo.diy import load_diy_dir
from cardtable.ygo.effects.registry import (
    add_cards,
    all_cards,
    generation,
    on_pool_change,
    pool_changed,
    pool_scope,
)
from cardtable.ygo.game import YgoGame, from_scenario

CODE = 910_010_001


def _wisp(name: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"code": CODE, "name": {"zh": name, "en": name}, "type": "Monster|Effect",
            "attribute": "DARK", "race": "Fiend", "level": 1, "atk": 100, "def": 100,
            "effects": effects}


def _board() -> YgoGame:
    """Seat 0's Main Phase 1 with the DIY card in its graveyard."""
    return from_scenario({"turn": 3, "players": [{"gy": [CODE], "hand": ["Battle Ox"]}, {}]}, 1)


def _gy_activations(g: YgoGame) -> list[dict[str, Any]]:
    d = g.pending()
    assert d is not None
    return [dict(o.form) for o in d.options
            if o.form.get("action") == "activate" and o.form.get("from") == "gy"]


def test_reload_giving_a_gy_quick_effect_is_offered(tmp_path: Path) -> None:
    f = tmp_path / "wisp.yaml"
    f.write_text(yaml.safe_dump(_wisp("Reload Wisp", [])), encoding="utf-8")
    assert load_diy_dir(tmp_path).ok
    assert _gy_activations(_board()) == []  # no effect yet (and the deck's bits get cached)
    quick = {"kind": "quick", "where": "gy", "cost": [], "do": [{"recover": 500}]}
    f.write_text(yaml.safe_dump(_wisp("Reload Wisp", [quick])), encoding="utf-8")
    r = load_diy_dir(tmp_path)
    assert r.ok, r.summary()
    g = _board()
    offered = _gy_activations(g)
    assert len(offered) == 1  # was [] before the single invalidation point
    g.answer(offered[0])
    while (d := g.pending()) is not None and any(o.form == {"action": "pass"} for o in d.options):
        g.answer({"action": "pass"})  # both seats pass: the chain resolves
    assert g.g.lp[0] == 4500


def test_reload_renaming_a_card_relabels_its_options(tmp_path: Path) -> None:
    spell = {"code": CODE + 1, "name": {"zh": "旧名", "en": "Old Name"}, "type": "Spell",
             "effects": [{"do": [{"recover": 100}]}]}
    f = tmp_path / "named.yaml"
    f.write_text(yaml.safe_dump(spell, allow_unicode=True), encoding="utf-8")
    assert load_diy_dir(tmp_path).ok

    def labels() -> list[str]:
        g = from_scenario({"turn": 3, "players": [{"hand": [CODE + 1]}, {}]}, 1)
        d = g.pending()
        assert d is not None
        return [o.label.en for o in d.options if o.form.get("card") == 0]

    assert any("Old Name" in t for t in labels())
    spell["name"] = {"zh": "新名", "en": "New Name"}
    f.write_text(yaml.safe_dump(spell, allow_unicode=True), encoding="utf-8")
    assert load_diy_dir(tmp_path).ok
    got = labels()
    assert got and all("New Name" in t for t in got), got  # the label cache was stale


def test_pool_change_bumps_the_version_and_runs_every_registered_clear() -> None:
    calls: list[int] = []
    clear = on_pool_change(lambda: calls.append(1))
    on_pool_change(clear)  # registering twice runs it once
    before = generation()
    pool_changed()
    assert generation() == before + 1
    assert calls == [1]


def test_pool_scope_undoes_added_cards_and_clears_the_derived_tables() -> None:
    code = CODE + 7
    before = generation()
    with pool_scope():
        add_cards([card_from_data(_wisp("Scoped Wisp", []) | {"code": code}, "test")])
        assert all_cards()[code].name.en == "Scoped Wisp"
    assert code not in all_cards()
    assert generation() >= before + 2  # the add and the restore both invalidated
