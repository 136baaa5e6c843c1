"""The RL observations of seeded random episodes match their committed golden hashes.

``scripts/rl_observation_hash.py`` plays seeded random episodes of ``ygo-duel``, ``sgs-3v3`` and
``sgs-identity`` through the AEC env as ``cardtable bench rl`` does and hashes every seat's
observation tensors, option features and action mask at every decision, the view path's tensors
of the acting seat every few decisions, and every reward, termination and truncation. Speed work
on the encoders, the observation accessors and the labels (issue 12) must keep every hash; a new
feature on purpose regenerates ``tests/golden/rl_observation_hash.json`` in the same commit
(tests/golden/README.md). Runs on both builds (CI runs tests/rl on the compiled one too).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "rl_observation_hash.json"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "rl_observation_hash", ROOT / "scripts" / "rl_observation_hash.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_observations_match_the_golden_fingerprint() -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = _script().fingerprint(golden["episodes"])
    changed = [k for k, v in golden["hashes"].items() if got.get(k) != v]
    assert not changed, (
        f"RL observations changed in {changed}; if on purpose (a new feature), regenerate "
        "tests/golden/rl_observation_hash.json in the same commit and say why")

