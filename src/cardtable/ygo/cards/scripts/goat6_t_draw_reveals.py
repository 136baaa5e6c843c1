"""Pikeru's Second Sight (issue 15 part 3, session 6, g6-t): the opponent's draws shown for a
while.

Text (TLM-EN050; the Japanese text of the time quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Until your opponent's 2nd End Phase, your opponent shows each card they
draw before adding it to their hand." The End Phases are counted from the activation (the
current one counts when it is activated in the opponent's turn); yugioh-wiki: draws by card
effects are shown too. How: a public ``card_effect`` mark (victim, last turn covered) read by a
``DRAW_HOOKS`` hook that logs the drawn card publicly and reveals it to the activator's seat
(``g.reveal``: their views name it while it stays in that hand). Checks:
``tests/ygo/test_goat6_t_draw_reveals.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import DRAW_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

PIKERUS_SECOND_SIGHT = 58015506
_KEY = "second_sight"


def _op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    until = g.turn + 2 if g.tp == o else g.turn + 3  # the opponent's 2nd End Phase
    note(g, lk.card, "The opponent shows the cards they draw until their 2nd End Phase",
         "直到对方的第2次结束阶段，对方抽到的卡给双方确认",
         **{_KEY: {"victim": o, "seer": lk.player, "until": until}})


@only_for({PIKERUS_SECOND_SIGHT})
def _draw(g: Duel, p: int, c: int) -> None:
    for kind, pub, _ in g.elog:
        m = pub.get(_KEY) if kind == "card_effect" else None
        if m is not None and m["victim"] == p and g.turn <= m["until"]:
            g.log("reveal", {"player": p, "cards": [g.card_pub(c)],
                             "why": "Pikeru's Second Sight"})
            g.reveal(int(m["seer"]), [c])
            return


DRAW_HOOKS.append(_draw)
reg(PIKERUS_SECOND_SIGHT, Effect(operation=(_op,)))
