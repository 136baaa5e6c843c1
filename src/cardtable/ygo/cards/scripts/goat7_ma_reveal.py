"""Hands kept revealed while a card stays face-up (issue 15 part 3, g7-ma engine piece) and
Ceremonial Bell (PSV; Spell Ruler SRL-092), its one Goat card. Not flagged "Goat-era version"
in ``goat-pool.csv``: the official text (yaml-yugi ``data/20228463.yaml``; the Japanese text
adds the condition the English leaves implicit: "as long as this card is face-up on the
field, both players keep their whole hands revealed") is the Goat text.

The piece: :data:`HAND_REVEALERS` (passcode -> whose hands: ``"both"``, or ``"opp"`` for the
opponent's of its controller). While such a monster is face-up on the field with its effects
applying (``classic_lib.active_monster``: not negated), every card in those hands is revealed
to the other seat through ``g.reveal`` — the view's ``revealed`` list, the labels and the bots'
determinization then know them — at every state check, after every event and after every
card drawn (``STATE_CHECKS``, ``EVENT_HOOKS``, ``DRAW_HOOKS``, all ``only_for`` the table's
cards: no other duel runs them). A card revealed stays known while it stays in the hand
(``g.seen``), as after Confiscation; one added after the revealer left the field is not.
Checks in ``tests/ygo/test_goat7_ma_reveal.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import DRAW_HOOKS, EVENT_HOOKS, STATE_CHECKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CEREMONIAL_BELL = 20228463

#: passcode -> whose hands it keeps revealed: "both", or "opp" (its controller's opponent's)
HAND_REVEALERS: dict[int, str] = {CEREMONIAL_BELL: "both"}


def revealed_hands(g: Duel) -> tuple[bool, bool]:
    """Per player: is that player's hand kept revealed now (a face-up revealer applies)?"""
    out = [False, False]
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.code[m] in HAND_REVEALERS and active_monster(g, m):
                if HAND_REVEALERS[g.code[m]] == "both":
                    out[0] = out[1] = True
                else:
                    out[1 - q] = True
    return out[0], out[1]


def keep_revealed(g: Duel) -> None:
    """Reveal to the other seat every card of each hand kept revealed now."""
    for p, shown in enumerate(revealed_hands(g)):
        if shown and g.hand[p]:
            g.reveal(1 - p, g.hand[p])


def _on_event(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    keep_revealed(g)


def _on_draw(g: Duel, p: int, c: int) -> None:
    keep_revealed(g)


def add_hand_revealers(rows: dict[int, str]) -> None:
    """Add passcodes to :data:`HAND_REVEALERS` (the hooks then run in duels holding them)."""
    HAND_REVEALERS.update(rows)
    for fn in (keep_revealed, _on_event, _on_draw):
        only_for(rows)(fn)


STATE_CHECKS.append(keep_revealed)
EVENT_HOOKS.append(_on_event)
DRAW_HOOKS.append(_on_draw)
add_hand_revealers(dict(HAND_REVEALERS))
reg(CEREMONIAL_BELL, Effect(kind="continuous", name=Text("双方手卡持续公开",
                                                         "Both players keep their hands revealed")))

__all__ = ["CEREMONIAL_BELL", "HAND_REVEALERS", "add_hand_revealers", "keep_revealed",
           "revealed_hands"]
