"""The behaviour fingerprints of both games (issue 10 part 5) match their committed golden files.

YGO: the event logs of the bench's first duels and of every preset pairing under both profiles,
random and heuristic bots (``scripts/event_log_hash.py``). Sanguosha: 3v3 and 5-player identity
games through the bench's fast path and through the kernel API with bots
(``scripts/sgs_event_log_hash.py``). tests/golden/README.md says how a deliberate change updates
a golden file (in the same commit, saying why).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: game -> (its fingerprint script, its golden file, the golden file's keys of the run's size)
FINGERPRINTS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "Yu-Gi-Oh!": ("event_log_hash.py", "ygo_event_log_hash.json", ("bench", "seeds")),
    "Sanguosha": ("sgs_event_log_hash.py", "sgs_event_log_hash.json", ("fast", "bots")),
}


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name.removesuffix(".py"),
                                                  ROOT / "scripts" / name)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("game", sorted(FINGERPRINTS))
def test_event_logs_match_the_golden_fingerprint(game: str) -> None:
    script, golden_name, size_keys = FINGERPRINTS[game]
    golden = json.loads((ROOT / "tests" / "golden" / golden_name).read_text(encoding="utf-8"))
    got = _script(script).fingerprint(*(golden[k] for k in size_keys))
    changed = [k for k, v in golden["hashes"].items() if got.get(k) != v]
    assert not changed, (f"{game} behaviour changed in {changed}; if on purpose, regenerate "
                         f"{golden_name} in the same commit and say why (tests/golden/README.md)")
