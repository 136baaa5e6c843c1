"""Gust and Driving Snow (issue 15 part 3, session 7, g7-t): Normal Traps answering your own
Spell (Gust) or Trap (Driving Snow) Cards destroyed and sent from the field to the Graveyard by a
card effect your opponent controls; each destroys 1 Spell or Trap Card on the field.

Texts: goat-pool.csv does not flag either as a "Goat-era version", so today's official text
(yaml-yugi ``data/73079365.yaml`` Gust, ``data/00473469.yaml`` Driving Snow; the Japanese texts
there say the same: 相手のカードの効果によって…破壊され墓地へ送られた時) describes their 2005
behaviour; our own words in ``pool/goat.csv``.

They answer g6-t's ``sent_from_field`` window (``goat6_t_gy_window.py``): the window follows the
chain whose last resolving link sent the cards, ``window_by`` is that link's player (the
opponent here) and each card says whether it was destroyed. Limits of that window (cost, battle,
mid-chain) apply. Checks: ``tests/ygo/test_goat7_t_gy_answers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import is_spell, is_trap, pick, reg, st_cards, tgt
from cardtable.ygo.cards.scripts.goat6_t_gy_window import (
    EVENT,
    gy_window_hook,
    sent_cards,
    window_by,
)
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import only_for
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

GUST = 73079365
DRIVING_SNOW = 473469

only_for({GUST, DRIVING_SNOW})(gy_window_hook)

_ST = st_cards("any")


def _answers(kind: Callable[[Duel, int], bool]) -> Callable[[Duel, int, int, W], bool]:
    """Condition: one of ``p``'s cards of ``kind`` was destroyed by the opponent's effect and is
    now in the Graveyard, and a Spell/Trap Card is on the field to destroy."""

    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        return window_by(w) == 1 - p and any(
            s.destroyed and g.owner[s.card] == p and g.loc[s.card] == LOC_GY and kind(g, s.card)
            for s in sent_cards(w)) and bool(_ST(g, p, c))

    return cond


def _destroy(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.on_field(t):
        g.destroy([t], "effect", by=lk)


for _code, _kind in ((GUST, is_spell), (DRIVING_SNOW, is_trap)):
    reg(_code, Effect(event=EVENT, condition=_answers(_kind), category=CAT_DESTROY,
                      target=(pick(_ST, "target_spell_trap"),), target_picks=True,
                      operation=(_destroy,)))
