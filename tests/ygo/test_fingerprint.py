"""The YGO behaviour fingerprint (issue 10 part 5): the event logs of the bench's first 40 duels
and of every preset pairing under both profiles, random and heuristic bots, hash to the committed
golden value (tests/golden/README.md says how a deliberate change updates it)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "ygo_event_log_hash.json"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ygo_event_log_hash",
                                                  ROOT / "scripts" / "event_log_hash.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_ygo_event_logs_match_the_golden_fingerprint() -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = _script().fingerprint(golden["bench"], golden["seeds"])
    changed = [k for k, v in golden["hashes"].items() if got.get(k) != v]
    assert not changed, (f"YGO behaviour changed in {changed}; if on purpose, regenerate "
                         f"{GOLDEN.name} in the same commit and say why (tests/golden/README.md)")
