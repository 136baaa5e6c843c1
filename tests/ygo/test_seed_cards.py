"""Card-by-card scenarios of the seed's cards (scenarios/ygo/cards/*.yaml).

Every scenario names, in ``rule:``, the seed line that names its card (seed 000 part 3 or seed
003) and, in ``card:``, the passcode it covers; together they cover every card of seed.yaml
that has an effect.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.cards.carddata import POOL_DIR

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "ygo" / "cards"
FILES = sorted(ROOT.glob("*.yaml"))
SUPPORT_ONLY = {2619149, 75953262, 37265642, 6631034}  # Samnite: see docs/cards-seed.md


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_card_scenario(path: Path) -> None:
    sc = Scenario.load(path)
    assert "seed 00" in sc.rule, f"{path.name}: name the seed line that names the card"
    assert sc.meta.get("card"), f"{path.name}: say which passcode(s) it covers (card:)"
    sc.run()


def test_every_seed_card_has_a_scenario() -> None:
    covered: set[int] = set()
    for path in FILES:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        cards = data.get("card")
        covered.update(cards if isinstance(cards, list) else [cards])
    seed = yaml.safe_load((POOL_DIR / "seed.yaml").read_text(encoding="utf-8"))
    missing = [(c["code"], c["name"]["en"]) for c in seed
               if c["code"] not in covered and c["code"] not in SUPPORT_ONLY]
    assert missing == []
