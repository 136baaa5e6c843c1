"""Registers the toy game (and its adapters) for the RL and bot tests."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from toygame import register_toy

from cardtable.rl.adapters import GameAdapter, register_adapter

register_toy()
register_adapter(GameAdapter("toy-cards", max_steps=200))
register_adapter(
    GameAdapter("toy-teams", sides=lambda g: [[0, 2], [1, 3]], max_steps=200)
)
