"""Ryu Senshi's era text (OCG 「通常罠カードが発動した時、1000ライフポイントを払う事でその効果を
無効にする」; seed 000 part 3 names it as a 即时诱发效果 example): it negates the Normal Trap's
effect and does not destroy the card — the trap goes to the GY when its negated link resolves."""

from __future__ import annotations

from pathlib import Path

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "ygo" / "cards" / "ryu_senshi.yaml"


def test_the_trap_is_negated_not_destroyed() -> None:
    events = Scenario.load(SCENARIO).run().events(-1)
    assert not any(e["kind"] == "destroy" and e.get("name") == "Mirror Force" for e in events)
    assert any(e["kind"] == "negate_effect" for e in events)
    assert any(e["kind"] == "to_gy" and e.get("name") == "Mirror Force" for e in events)
