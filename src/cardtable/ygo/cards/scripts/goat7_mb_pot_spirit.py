"""Spirit of the Pot of Greed (IOC, 2004; issue 15 part 3, g7-mb, session 7). Not flagged
"Goat-era version" in ``goat-pool.csv``: today's official text (yaml-yugi
``data/04896788.yaml``) gives the 2005 behaviour; our wording is in ``pool/goat.csv``: "While
this card is in face-up Attack Position on the field, if a player activates 'Pot of Greed', they
can draw 1 more card."

When a "Pot of Greed" whose activation and effect were not negated finishes resolving (its
``to_gy`` event with the reason ``resolved``, while its link is still the top of the chain)
and a Spirit of the Pot of Greed is face-up in Attack Position with its effect applying, the
player who activated the Pot may draw 1 more card — an optional step offered right after the
Pot's two draws (a trigger of the Spirit queued by an ``EVENT_HOOKS`` hook, activated by that
player; our model of "part of the Pot's resolution": nothing else happens in between unless a
card answers it). One extra card per Pot, whatever the number of Spirits (the text: "1 more
card").

Checks in ``tests/ygo/test_goat7_mb_pot_spirit.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects.api import CAT_DRAW, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SPIRIT_OF_THE_POT_OF_GREED = 4896788
POT_OF_GREED = 55144522
EV_POT = "g7mb_pot_of_greed_resolved"  # queued by the hook below, never raised by the engine


def _spirits(g: Duel) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0
            and g.code[m] == SPIRIT_OF_THE_POT_OF_GREED and g.pos[m] == POS_FU_ATK
            and active_monster(g, m)]


@only_for({SPIRIT_OF_THE_POT_OF_GREED})
def _pot_resolved(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a Pot of Greed leaving the field after resolving (not negated) while a
    Spirit applies queues one extra-draw trigger for the Pot's player."""
    if ev != "to_gy" or g.code[c] != POT_OF_GREED or not data or data[0] != "resolved" \
            or not g.chain:
        return
    lk = g.chain[-1]
    if lk.card != c or lk.negated or lk.act_negated:
        return
    spirits = _spirits(g)
    if not spirits:
        return
    s = spirits[0]
    for ei in g.pool.trig_index(SPIRIT_OF_THE_POT_OF_GREED).get(EV_POT, ()):
        g.trig.append(Trigger(s, ei, lk.player, g.stamp, (EV_POT, s, lk.player)))


def _extra_draw(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)


EVENT_HOOKS.append(_pot_resolved)
reg(SPIRIT_OF_THE_POT_OF_GREED, Effect(
    kind="trigger", event=EV_POT, optional=True, where=LOC_MZONE, operation=(_extra_draw,),
    category=CAT_DRAW,
    name=Text("「强欲之壶」发动的玩家可以再抽1张", "The player of \"Pot of Greed\" may draw 1 "
              "more card")))

__all__ = ["POT_OF_GREED", "SPIRIT_OF_THE_POT_OF_GREED"]
