"""Hook gating (``effects/hooks.py`` ``only_for``): a hook marked for some cards runs only in
duels holding one of them; marking the same function for a second card's script adds that card
(Great Long Nose's ``battle_allowed`` check, reused by Thunder of Ruler: when the second mark
replaced the first, duels with Great Long Nose lost the check and its "skip their next Battle
Phase" did nothing — tests/ygo/test_goat_mon_spirit.py caught it)."""

from __future__ import annotations

from cardtable.ygo.cards.scripts.goat_mon_spirit import GREAT_LONG_NOSE, battle_allowed
from cardtable.ygo.cards.scripts.goat_st2_turn_locks import THUNDER_OF_RULER
from cardtable.ygo.effects.hooks import HOOK_CODES, hook_set


def test_a_hook_marked_by_two_scripts_runs_with_either_card() -> None:
    assert {GREAT_LONG_NOSE, THUNDER_OF_RULER} <= HOOK_CODES[battle_allowed]
    for code in (GREAT_LONG_NOSE, THUNDER_OF_RULER):
        assert battle_allowed in hook_set(frozenset({code})).battle_allowed
    assert battle_allowed not in hook_set(frozenset({46986414})).battle_allowed  # Dark Magician
