"""Makyura the Destructor (DB1-EN169, 2004; issue 15 part 3, g8-mb, session 8). Flagged
"Goat-era version" in ``goat-pool.csv`` (and Forbidden on the April 2005 list: the goat profile's
deck check refuses it; it still plays in scenarios and other profiles). Its era text is quoted by
Pojo's card of the day of 2004-12-20 (pojo.com/Yu-gi-oh/cotd/2004/2004Dec/20.shtml, DB1) and of
2006-05-25: "During the turn this card is sent to the Graveyard, the owner of this card can
activate Trap Card(s) from his/her hand" — any number of Traps, however it got there (today's
errata: once per turn, 1 Trap, from the Monster Zone only). The period rulings (yugioh.pl's
"previously official rulings"): the effect is a Continuous Effect (no chain link); a Raigeki
Break in the hand cannot be activated by discarding Makyura as its cost (the right must exist
as the Trap is activated).

How (the engine piece ``effects/hooks.HAND_TRAPS``, read by ``rules/legality.py``): an
``EVENT_HOOKS`` hook notes publicly (``card_effect``, ``makyura_sent``: owner, turn) each time a
Makyura reaches the Graveyard by any way (``to_gy``: destroyed, discarded, Tributed, milled,
sent); the ``HAND_TRAPS`` hook lets that owner activate Trap Cards from the hand for the rest of
that turn, each with its own timing, conditions and costs as if it were Set (it goes face-up to
a free Spell & Trap Zone). Makyura registers a Graveyard-located marker effect, so its duels
keep ``FEAT_GY_EFFECTS`` (their windows stay open for such a Trap).

Checks in ``tests/ygo/test_goat8_mb_hand_traps.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import EVENT_HOOKS, HAND_TRAPS, only_for
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MAKYURA = 21593977
SENT_KEY = "makyura_sent"


@only_for({MAKYURA})
def _sent(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a Makyura reached the Graveyard: its owner's right for this turn."""
    if ev == "to_gy" and g.code[c] == MAKYURA and g.loc[c] == LOC_GY:
        note(g, c, "Makyura the Destructor: its owner may activate Trap Cards from the hand "
             "this turn", "处刑人-摩休罗：其持有者这个回合可以从手卡发动陷阱卡",
             **{SENT_KEY: g.owner[c], "turn": g.turn})


@only_for({MAKYURA})
def traps_from_hand(g: Duel, p: int) -> bool:
    """``HAND_TRAPS``: a Makyura of ``p`` was sent to the Graveyard during this turn."""
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            return False
        if kind == "card_effect" and pub.get(SENT_KEY) == p and pub.get("turn") == g.turn:
            return True
    return False


EVENT_HOOKS.append(_sent)
HAND_TRAPS.append(traps_from_hand)
reg(MAKYURA, Effect(kind="continuous", where=LOC_GY, name=Text(
    "被送去墓地的回合，这张卡的持有者可以从手卡发动陷阱卡",
    "The turn it is sent to the Graveyard, its owner may activate Traps from the hand")))

__all__ = ["MAKYURA", "traps_from_hand"]
