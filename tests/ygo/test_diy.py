"""DIY card files (seed 000 part 3: 「卡效果使用：允许使用DIY卡」): good and broken files.

A wrong card gets a clear error naming file, card and field, and never breaks the other cards.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pytest
import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.diy import ENV_VAR, load_diy_dir, load_diy_file, load_env_diy
from cardtable.ygo.effects.pool import CardPool
from cardtable.ygo.game import from_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "diy"
RULE = "seed 000 part 3 「卡效果使用：允许使用DIY卡，以及原著效果」"


def run(pool: CardPool, players: list[dict[str, Any]], steps: list[dict[str, Any]]) -> None:
    """An inline scenario in seat 0's Main Phase 1, played with ``pool``."""
    Scenario.from_data({"game": "ygo", "name": "diy", "rule": RULE, "seed": 1,
                        "setup": {"turn": 3, "players": players}, "steps": steps}).run(
        partial(from_scenario, pool=pool))


def examples() -> CardPool:
    """The built-in pool plus the example DIY folder."""
    pool = load_diy_dir(EXAMPLES, CardPool.builtin()).pool
    assert pool is not None
    return pool


def write(tmp: Path, name: str, data: Any) -> Path:
    """Write a YAML file."""
    p = tmp / name
    p.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return p


def spell(code: int, en: str, **kw: Any) -> dict[str, Any]:
    """A minimal DIY spell."""
    return {"code": code, "name": {"zh": en, "en": en}, "type": "Spell",
            "effects": [{"do": [{"recover": 100}]}], **kw}


def test_examples_load_with_clear_errors() -> None:
    r = load_diy_dir(EXAMPLES, CardPool.builtin())
    assert sorted(c.name.en for c in r.loaded) == ["Intact Charm", "Mirror Golem",
                                                   "Starfall Lantern"]
    msgs = [str(e) for e in r.errors]
    assert len(msgs) == 2
    assert any("broken_cards.yaml" in m and "900000003 (Broken Kite)" in m and "'level'" in m
               for m in msgs)
    assert any("900000004 (Nameless Curse)" in m and "'effects[1]'" in m and "explode" in m
               for m in msgs)
    assert r.pool is not None
    assert 900000003 not in r.pool.cards and 900000005 in r.pool.cards
    assert 900000005 not in CardPool.builtin().cards  # loading never changes the base pool
    assert "2 error(s)" in r.summary()


def test_template_card_plays() -> None:
    run(examples(), [{"hand": ["Starfall Lantern"]}, {}],
        [{"answer": {"action": "activate", "name": "Starfall Lantern"}},
         {"expect": {"lp.0": 3500, "hand_count.0": 2, "gy.0": ["Starfall Lantern"]}}])


def test_python_hook_card_plays() -> None:
    run(examples(), [{"monsters": [900000002]}, {"monsters": ["Battle Ox", "Summoned Skull",
                                                  {"card": "Blue-Eyes White Dragon",
                                                   "pos": "fd_def"}]}],
        [{"expect": {"mzone.0.0.atk": 2500, "mzone.0.0.def": 1800}}])


def test_broken_python_hooks(tmp_path: Path) -> None:
    write(tmp_path, "a.yaml", [spell(910000001, "No File", script="missing.py:fx"),
                               spell(910000002, "No Function", script="hook.py:nothing"),
                               spell(910000003, "Bad Return", script="hook.py:bad"),
                               spell(910000004, "Raises", script="hook.py:boom"),
                               spell(910000005, "Good One")])
    (tmp_path / "hook.py").write_text(
        "def bad(cd):\n    return 42\n\ndef boom(cd):\n    raise RuntimeError('oops')\n",
        encoding="utf-8")
    r = load_diy_file(tmp_path / "a.yaml")
    assert [c.name.en for c in r.loaded] == ["Good One"]
    by_card = {e.card: e for e in r.errors}
    assert all(e.field == "script" for e in r.errors)
    assert "no such Python file" in by_card["910000001 (No File)"].message
    assert "no function 'nothing'" in by_card["910000002 (No Function)"].message
    assert "must return an Effect" in by_card["910000003 (Bad Return)"].message
    assert "oops" in by_card["910000004 (Raises)"].message


def test_side_module_that_fails_to_import(tmp_path: Path) -> None:
    write(tmp_path, "side.yaml", spell(910000011, "Side Card"))
    (tmp_path / "side.py").write_text("raise ImportError('no')\n", encoding="utf-8")
    write(tmp_path, "other.yaml", spell(910000012, "Other Card"))
    r = load_diy_dir(tmp_path)
    assert [c.name.en for c in r.loaded] == ["Other Card"]
    assert r.errors[0].file.endswith("side.py") and r.errors[0].field == "script"


def test_card_rule_errors(tmp_path: Path) -> None:
    mon = {"code": 910000021, "name": {"zh": "x", "en": "No Type"}, "type": "Monster|Normal",
           "attribute": "DARK", "level": 4, "atk": 100, "def": 100}
    cards = [
        mon,
        {**mon, "code": 910000022, "name": {"zh": "y", "en": "Spell With ATK"}, "type": "Spell"},
        {**mon, "code": 910000023, "name": {"zh": "z", "en": "Fusion No Mats"},
         "type": "Monster|Fusion", "race": "Fiend"},
        spell(89631139, "Clash"),
        spell(910000024, "Dup"), spell(910000024, "Dup Again"),
        spell(910000025, "Bad Kind", effects=[{"kind": "sometimes", "do": []}]),
        spell(910000026, "Typo Key", effects=[{"doo": []}]),
        spell(910000027, "Typo Field", texts={}),
        "not a card",
    ]
    write(tmp_path, "rules.yaml", cards)
    r = load_diy_dir(tmp_path)
    got = {(e.card, e.field) for e in r.errors}
    assert ("910000021 (No Type)", "race") in got
    assert ("910000022 (Spell With ATK)", "type") in got
    assert ("910000023 (Fusion No Mats)", "materials") in got
    assert ("89631139 (Clash)", "code") in got
    assert ("910000024 (Dup Again)", "code") in got
    assert ("910000025 (Bad Kind)", "effects[1].kind") in got
    assert ("910000026 (Typo Key)", "effects[1]") in got
    assert ("910000027 (Typo Field)", "texts") in got
    assert ("#10", "card") in got
    assert [c.name.en for c in r.loaded] == ["Dup"]


def test_unreadable_files_do_not_stop_the_folder(tmp_path: Path) -> None:
    (tmp_path / "a_bad.yaml").write_text("code: [unclosed\n", encoding="utf-8")
    (tmp_path / "b_scalar.yaml").write_text("42\n", encoding="utf-8")
    write(tmp_path, "c_good.yaml", spell(910000031, "Still Loads"))
    r = load_diy_dir(tmp_path)
    assert [c.name.en for c in r.loaded] == ["Still Loads"]
    assert {e.field for e in r.errors} == {"file"}
    assert not load_diy_dir(tmp_path / "nope").ok


def test_reload_later_replaces_a_changed_card(tmp_path: Path) -> None:
    write(tmp_path, "r.yaml", spell(910000041, "Version One"))
    one = load_diy_dir(tmp_path)
    assert one.ok and one.pool is not None
    same = load_diy_dir(tmp_path, one.pool)  # the same card again over it: a no-op
    assert same.ok and same.pool is one.pool
    write(tmp_path, "r.yaml", spell(910000041, "Version Two"))
    two = load_diy_dir(tmp_path, one.pool)
    assert two.ok and two.pool is not None
    assert two.pool.cards[910000041].name.en == "Version Two"
    assert one.pool.cards[910000041].name.en == "Version One"


def test_env_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert load_env_diy() is None
    write(tmp_path, "e.yaml", spell(910000051, "From Env"))
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    r = load_env_diy()
    assert r is not None and [c.name.en for c in r.loaded] == ["From Env"]
