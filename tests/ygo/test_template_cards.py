"""Issue 10 item 7: a card whose whole behaviour is a template operation is a template.

Ookazi, Hinotama, Tremendous Fire, Dian Keto the Cure Master, Red Medicine, Heavy Storm,
Harpie's Feather Duster and Jar of Greed carry YAML ``effects:`` (pool/classic.yaml) and no
script; the operations they use are the builders of ``effects/ops.py`` that scripts share.
Each card is played once and checked against its printed text (pool/classic.yaml ``text``).
"""

from __future__ import annotations

from typing import Any

import pytest

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.errors import SetupError
from cardtable.core.scenario import Scenario
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import scripted
from cardtable.ygo.effects.pool import default_pool
from cardtable.ygo.effects.registry import load_scripts
from cardtable.ygo.game import YgoGame

load_scripts()

TEMPLATE_CARDS = {
    19523799: "Ookazi", 46130346: "Hinotama", 46918794: "Tremendous Fire",
    84257639: "Dian Keto the Cure Master", 38199696: "Red Medicine", 19613556: "Heavy Storm",
    18144506: "Harpie's Feather Duster", 83968380: "Jar of Greed",
}


@pytest.mark.parametrize("code", sorted(TEMPLATE_CARDS))
def test_card_is_a_template_not_a_script(code: int) -> None:
    cd = default_pool().cards[code]
    assert cd.name.en == TEMPLATE_CARDS[code]
    assert cd.effects and not cd.script
    assert code not in scripted()
    assert default_pool().effects_of(code)


def _play(name: str, setup: dict[str, Any]) -> dict[str, Any]:
    base: dict[str, Any] = {"turn": 3, "lp": [4000, 4000]}
    g = Scenario.from_data({"game": "ygo", "name": "template card", "setup": {**base, **setup},
                            "steps": [{"answer": {"action": "activate", "name": name}}]},
                           source="test_template_cards").run()
    assert isinstance(g, YgoGame)
    while (d := g.pending()) is not None and d.seat == 1:  # the opponent passes
        g.apply(next(o for o in d.options if o.form.get("action") == "pass"))
    return dict(g.facts())


@pytest.mark.parametrize(("name", "lp0", "lp1"), [
    ("Ookazi", 4000, 3200),  # "Inflict 800 damage to your opponent."
    ("Hinotama", 4000, 3500),  # "Inflict 500 damage to your opponent."
    ("Tremendous Fire", 3500, 3000),  # "1000 damage to your opponent and 500 to yourself."
    ("Dian Keto the Cure Master", 5000, 4000),  # "Gain 1000 Life Points."
    ("Red Medicine", 4500, 4000),  # "Gain 500 Life Points."
])
def test_points_cards_follow_their_text(name: str, lp0: int, lp1: int) -> None:
    f = _play(name, {"players": [{"hand": [name]}, {}]})
    assert (f["lp.0"], f["lp.1"]) == (lp0, lp1)


def test_heavy_storm_destroys_both_sides_and_feather_duster_only_the_opponents() -> None:
    """Heavy Storm: "every Spell and Trap Card on the field"; Harpie's Feather Duster: "every
    Spell and Trap Card your opponent controls"."""
    board = {"spells": [{"card": "Mirror Force", "face_up": False}]}
    f = _play("Heavy Storm", {"players": [{"hand": ["Heavy Storm"], **board}, board]})
    assert f["spells.0"] == f["spells.1"] == []
    f = _play("Harpie's Feather Duster",
              {"players": [{"hand": ["Harpie's Feather Duster"], **board}, board]})
    assert f["spells.1"] == [] and f["spells.0"] == ["Mirror Force"]


def test_jar_of_greed_draws_one() -> None:
    """Jar of Greed: "Draw 1 card." (a Normal Trap Set on an earlier turn)."""
    f = _play("Jar of Greed", {"players": [
        {"spells": [{"card": "Jar of Greed", "face_up": False}], "deck": ["Kuriboh"]}, {}]})
    assert f["hand.0"] == ["Kuriboh"]


def test_players_both_is_turn_player_first_and_bad_specs_fail_when_written() -> None:
    class _G:
        tp = 1

    assert ops.players(_G(), "both", 0) == (1, 0)  # type: ignore[arg-type]
    with pytest.raises(SetupError, match="player spec"):
        ops.damage(500, who="them")
