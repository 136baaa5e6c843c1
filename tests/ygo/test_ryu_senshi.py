"""Ryu Senshi's era text (OCG 「通常罠カードが発動した時、1000ライフポイントを払う事でその効果を
無効にする」; seed 000 part 3 names it as a 即时诱发效果 example): it negates the Normal Trap's
effect and does not destroy the card — the trap goes to the GY when its negated link resolves."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_goat_st_batches import game_of, options

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "ygo" / "cards" / "ryu_senshi.yaml"


def test_the_trap_is_negated_not_destroyed() -> None:
    events = Scenario.load(SCENARIO).run().events(-1)
    assert not any(e["kind"] == "destroy" and e.get("name") == "Mirror Force" for e in events)
    assert any(e["kind"] == "negate_effect" for e in events)
    assert any(e["kind"] == "to_gy" and e.get("name") == "Mirror Force" for e in events)


def _polymerization_offered(materials: list[str]) -> bool:
    game = game_of([{"hand": ["Polymerization", *materials], "extra": ["Ryu Senshi"]}, {}])
    return bool(options(game, action="activate", name="Polymerization"))


def test_only_its_named_materials_fuse_it() -> None:
    """Its printed text (LOD-019): a Fusion Summon of Ryu Senshi takes "Warrior Dai Grepher" +
    "Spirit Ryu" only — a Fusion substitute (Goddess with the Third Eye, which stands in for
    one named material of other Fusions) cannot replace Spirit Ryu."""
    assert _polymerization_offered(["Warrior Dai Grepher", "Spirit Ryu"])
    assert not _polymerization_offered(["Warrior Dai Grepher", "Goddess with the Third Eye"])
