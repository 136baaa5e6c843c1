"""Extension points for card scripts whose rules cannot be written as chain effects.

Each list/dict is empty unless a card script module fills it at import time, so the engine
pays one empty-loop per call site. Used by the seed cards (``cards/scripts/seed_*.py``):

* :data:`MAIN_OPTIONS` / :data:`MAIN_ACTIONS` — extra main-phase actions that are *not* chain
  links: summoning procedures such as "Tribute Summon with 3 tributes" (Gilford the Lightning),
  "counts as 2 tributes" (Kaiser Sea Horse), "Normal Summon without tributing" (Big Evolution
  Pill) or "Special Summon from the hand by its own procedure" (Bubbleman). A provider returns
  option tuples ``(action, card, ...)``; the action's handler pushes engine frames.
  Their labels go into :data:`ACTION_TEXTS` (``{zh}``/``{en}`` = the card's name).
* :data:`DESTROY_SUBSTITUTES` — ``fn(g, cards, reason) -> cards``: replace cards about to be
  destroyed (Relinquished: its equipped monster is destroyed instead in battle).
* :data:`BATTLE_DAMAGE_HOOKS` — ``fn(g, player, amount) -> amount``: change battle damage
  before it is applied, or react to it (Relinquished mirrors it, Winged Kuriboh zeroes it).
* :data:`BATTLE_END_HOOKS` — ``fn(g, destroyed)`` after a damage step's battle destruction:
  may open a "when destroyed by battle" window (Rope of Life).
* :data:`BATTLE_ALLOWED` — ``fn(g) -> bool``: False hides "go to the Battle Phase" this turn
  (the turn player skips it: Artifact Ignition).
* :data:`PHASE_HOOKS` — ``fn(g, event)`` with ``event`` = ``"standby"``/``"end_phase"``/
  ``"battle_end"`` (end of the Battle Phase, Sword Hunter):
  lingering effects of cards no longer on the field (Magical Scientist's return, Crush Card
  Virus's draw checks).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MAIN_OPTIONS: list[Callable[[Duel, int], list[tuple[Any, ...]]]] = []
MAIN_ACTIONS: dict[str, Callable[[Duel, tuple[Any, ...]], None]] = {}
ACTION_TEXTS: dict[str, Text] = {}
DESTROY_SUBSTITUTES: list[Callable[[Duel, list[int], str], list[int]]] = []
BATTLE_DAMAGE_HOOKS: list[Callable[[Duel, int, int], int]] = []
BATTLE_END_HOOKS: list[Callable[[Duel, tuple[int, ...]], None]] = []
BATTLE_ALLOWED: list[Callable[[Duel], bool]] = []
PHASE_HOOKS: list[Callable[[Duel, str], None]] = []
