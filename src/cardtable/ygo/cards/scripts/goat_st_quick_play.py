"""Goat-pool Quick-Play Spells and Traps that change a monster's stats (issue 15 part 3, Spells &
Traps batch 5): The Reliable Guardian; batch 8: Snake Fang. Template rows. Texts (2005 wording,
our own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from typing import Any

from cardtable.ygo.effects.templates import register_templates

THE_RELIABLE_GUARDIAN = 16430187
SNAKE_FANG = 596051

#: Quick-Play Spells whose whole effect is template ops (docs/ygo-card-api.md §4); a stat change
#: may be activated in the Damage Step (before damage calculation), as Rush Recklessly
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    # "1 face-up monster gains 700 DEF until the End Phase"
    THE_RELIABLE_GUARDIAN: ({"target": {"what": "monster", "face_up": True}, "dmg_step": True,
                             "do": [{"atk_change": {"n": 0, "defn": 700}}]},),
    # "1 face-up monster loses 500 DEF until the End Phase" (a Normal Trap)
    SNAKE_FANG: ({"target": {"what": "monster", "face_up": True}, "dmg_step": True,
                  "do": [{"atk_change": {"n": 0, "defn": -500}}]},),
}
register_templates(TEMPLATES)
