"""DIY cards written only in YAML (issue 3: "stats plus templated effects (draw, destroy, banish,
special summon from a place, change ATK/DEF, negate an activation, search, damage, recover…) need
no Python"): a folder of template-only cards is loaded by the DIY loader and every operation the
shipped examples and pools do not already exercise plays in a real duel (banish, atk_change,
flip_up, negate_activation, negate_summon, search)."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pytest

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.diy import load_diy_dir
from cardtable.ygo.effects.pool import CardPool
from cardtable.ygo.game import from_scenario

CARDS = """
- code: 900000901
  name: {zh: 虚空之门, en: DIY Void Gate}
  type: Spell
  text: {zh: 除外对方场上所有怪兽。, en: Banish every monster your opponent controls.}
  effects:
    - kind: activate
      do: [{banish: {what: monsters, side: opp}}]
- code: 900000902
  name: {zh: 勇气号角, en: DIY Brave Horn}
  type: Spell|QuickPlay
  text: {zh: 选择场上1只表侧表示怪兽，攻击力上升500。, en: Target 1 face-up monster; +500 ATK.}
  effects:
    - kind: activate
      target: {what: monster, side: any, face_up: true}
      do: [{atk_change: {n: 500}}]
- code: 900000903
  name: {zh: 黎明灯, en: DIY Dawn Lantern}
  type: Spell
  text: {zh: 对方里侧表示怪兽全部变成表侧表示。, en: Flip the opponent's face-down monsters.}
  effects:
    - kind: activate
      do: [{flip_up: {side: opp}}]
- code: 900000904
  name: {zh: 封魔结界, en: DIY Seal Ward}
  type: Trap|Counter
  text: {zh: 魔法卡发动时，使其无效并破坏。, en: Negate a Spell activation; destroy it.}
  effects:
    - kind: activate
      do: [{negate_activation: {of: spell}}]
- code: 900000905
  name: {zh: 召唤结界, en: DIY Summon Ward}
  type: Trap|Counter
  text: {zh: 使怪兽的召唤无效并破坏。, en: Negate the Summon of a monster and destroy it.}
  effects:
    - kind: activate
      do: [{negate_summon: {}}]
- code: 900000906
  name: {zh: 寻觅者, en: DIY Seeker}
  type: Spell
  text: {zh: 从卡组把1只怪兽加入手牌。, en: Add 1 monster from your Deck to your hand.}
  effects:
    - kind: activate
      do: [{search: {filter: {kind: monster}}}]
"""


_POOL: list[CardPool] = []  # the built-in pool plus the folder above, loaded once


@pytest.fixture(scope="module", autouse=True)
def _diy(tmp_path_factory: pytest.TempPathFactory) -> None:
    folder: Path = tmp_path_factory.mktemp("diy")
    (folder / "templates.yaml").write_text(CARDS, encoding="utf-8")
    report = load_diy_dir(folder, CardPool.builtin())
    assert report.ok and len(report.loaded) == 6, report.summary()
    assert report.pool is not None
    _POOL[:] = [report.pool]


def _run(players: list[dict[str, Any]], steps: list[dict[str, Any]]) -> None:
    Scenario.from_data({"game": "ygo", "name": "DIY template", "rule": "seed 000 part 3 DIY",
                        "setup": {"turn": 3, "players": players}, "steps": steps}).run(
        partial(from_scenario, pool=_POOL[0]))


def test_banish() -> None:
    _run([{"hand": ["DIY Void Gate"], "monsters": ["Battle Ox"]},
          {"monsters": ["Battle Ox", "Celtic Guardian"]}],
         [{"answer": {"action": "activate", "name": "DIY Void Gate"}},
          {"expect": {"monsters.1": [], "banished.1": ["Battle Ox", "Celtic Guardian"],
                      "monsters.0": ["Battle Ox"]}}])


def test_atk_change_on_a_target() -> None:
    _run([{"hand": ["DIY Brave Horn"], "monsters": ["Battle Ox"]}, {}],
         [{"answer": {"action": "activate", "name": "DIY Brave Horn"}},
          {"expect": {"mzone.0.0.atk": 2200}}])


def test_flip_up() -> None:
    _run([{"hand": ["DIY Dawn Lantern"]},
          {"monsters": [{"card": "Battle Ox", "pos": "fd_def"}]}],
         [{"answer": {"action": "activate", "name": "DIY Dawn Lantern"}},
          {"expect": {"mzone.1.0.pos": "def"}}])


def test_negate_activation() -> None:
    _run([{"hand": ["Dark Hole"], "monsters": ["Battle Ox"]},
          {"spells": ["DIY Seal Ward"], "monsters": ["Celtic Guardian"]}],
         [{"answer": {"action": "activate", "name": "Dark Hole"}},
          {"answer": {"action": "activate", "name": "DIY Seal Ward"}},
          {"expect": {"monsters.0": ["Battle Ox"], "monsters.1": ["Celtic Guardian"],
                      "gy.0": ["Dark Hole"], "gy.1": ["DIY Seal Ward"]}}])


def test_negate_summon() -> None:
    _run([{"hand": ["Battle Ox"]}, {"spells": ["DIY Summon Ward"]}],
         [{"answer": {"action": "summon", "name": "Battle Ox"}},
          {"answer": {"action": "activate", "name": "DIY Summon Ward"}},
          {"expect": {"monsters.0": [], "gy.0": ["Battle Ox"]}}])


def test_search() -> None:
    _run([{"hand": ["DIY Seeker"], "deck": ["Dark Hole", "Battle Ox", "Mystical Space Typhoon"]},
          {}],
         [{"answer": {"action": "activate", "name": "DIY Seeker"}},
          {"expect": {"hand.0": ["Battle Ox"], "deck_count.0": 2}}])
