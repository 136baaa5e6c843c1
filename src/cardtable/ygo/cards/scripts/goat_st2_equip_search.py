"""Goat-pool Spells written with the shared vocabulary only (issue 15 part 3, goat-st2 batch 7):
The Secret of the Bandit (an Equip Spell answering the battle damage its monster inflicts, over
``goat_st_battle_damage.answer_effect``: the damaged opponent discards 1 card at random) and Toon
Table of Contents (a template ``search`` row, filter ``name_has: Toon``). Texts (2005 wording,
our own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import random_discard
from cardtable.ygo.cards.scripts.classic_spells import equip_spell
from cardtable.ygo.cards.scripts.goat_st_battle_damage import answer_effect
from cardtable.ygo.effects.api import Link
from cardtable.ygo.effects.templates import register_templates

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

THE_SECRET_OF_THE_BANDIT = 99351431
TOON_TABLE_OF_CONTENTS = 89997728


def _they_discard_at_random(g: Duel, lk: Link) -> None:
    random_discard(g, int(lk.event[2]), 1)


# "When the equipped monster inflicts battle damage to your opponent, they discard 1 random card"
equip_spell(THE_SECRET_OF_THE_BANDIT, 0, 0, more=(answer_effect(
    THE_SECRET_OF_THE_BANDIT, lambda g, s, m: g.equip[s] == m, _they_discard_at_random),))

TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    # "Add 1 card with "Toon" in its name from your Deck to your hand"
    TOON_TABLE_OF_CONTENTS: ({"do": [{"search": {"filter": {"name_has": "Toon"}}}]},),
}
register_templates(TEMPLATES)
