"""Serpentine Princess (PGD 2003; issue 15 part 3, g6-mb): "if this face-up card is returned from
the field to your Deck, select and Special Summon 1 Level 3 or lower monster from your Deck to
your side of the field; then shuffle your Deck" — the card's text has not changed since its
2003 print (Pojo's review quotes it in that wording).

A mandatory Trigger Effect of the card in the Deck, on the engine's ``to_deck`` event (raised by
``g.to_deck`` with the location and battle position the card left: g6-mb's engine piece, for
this card); only a return from a face-up position on the field counts (a face-down card, one
from the hand: nothing). The monster comes in face-up Attack or Defense Position, its
controller's choice (the text names none: docs/rulings.md G5).

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_returns.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last, reg, summon_to
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_DECK, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SERPENTINE_PRINCESS = 71829750


def _low(g: Duel, p: int) -> list[int]:
    return [c for c in g.deck[p] if g.cd(c).is_monster and 0 < g.cd(c).level <= 3
            and g.can_special_summon(c, p)]


def _returned_face_up(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_DECK and len(w) >= 4 and w[2] == LOC_MZONE \
        and bool(int(w[3]) & POS_FACEUP)


def _ask(g: Duel, lk: Link) -> None:
    cands = _low(g, lk.player) if g.free_mzone(lk.player) >= 0 else []
    ask_cards(g, lk, lk.player, cands, 1, 1, "summon_pick")


def _ask_pos(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    if got:
        lk.data["summon"] = got[0]
        choose_pos(g, lk)


def _summon(g: Duel, lk: Link) -> None:
    x = int(lk.data.get("summon", -1))
    if x >= 0 and g.loc[x] == LOC_DECK:
        summon_to(g, [x], lk.player, int(lk.picks[-1]))
    g.shuffle_deck(lk.player)


reg(SERPENTINE_PRINCESS, Effect(
    kind="trigger", event="to_deck", optional=False, where=LOC_DECK,
    condition=_returned_face_up, operation=(_ask, _ask_pos, _summon), category=CAT_SPSUMMON,
    name=Text("从卡组特殊召唤1只3星以下的怪兽", "Special Summon 1 Level 3 or lower monster "
              "from your Deck")))

__all__ = ["SERPENTINE_PRINCESS"]
