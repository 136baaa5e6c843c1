"""Goat-pool monsters that act when an opponent's card effect sends them from the hand to the
Graveyard (issue 15 part 3, monster batch 11), as one table: Electric Snake (draw 2), Elephant
Statue of Blessing (+3000 LP), Elephant Statue of Disaster and Minar (1000 damage), Regenerating
Mummy (back to the hand); sent from the hand or the Deck: Despair from the Dark, Fear from the
Dark (Special Summoned). "By an opponent's card effect" is read as: discarded while a chain
link of the opponent resolves (Confiscation, Delinquent Duo, Mefist's random discard...); the
hand-size discard of the End Phase is a rule, not a card effect. An ``EVENT_HOOKS`` watcher marks
the card at the discard (its trigger is placed only after the chain). Texts in ``pool/goat.csv``;
checks in ``tests/ygo/test_goat_mon_discarded.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import choose_pos, reg
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DRAW,
    CAT_RECOVER,
    CAT_SPSUMMON,
    Effect,
    Link,
)
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ELECTRIC_SNAKE = 11324436
ELEPHANT_OF_BLESSING = 85166216
ELEPHANT_OF_DISASTER = 12160911
MINAR = 32539892
REGENERATING_MUMMY = 70821187
DESPAIR_FROM_THE_DARK = 71200730
FEAR_FROM_THE_DARK = 34193084
#: "sent from your hand or Deck to the Graveyard by an opponent's card effect: Special Summon it"
FROM_THE_DARK = frozenset({DESPAIR_FROM_THE_DARK, FEAR_FROM_THE_DARK})
#: "sent from your Deck to the Graveyard by an opponent's card effect: this card and your whole
#: Graveyard are shuffled into the Deck" (a non-discard hidden send is read as from the Deck)
PENGUIN_KNIGHT = 36039163
FROM_HIDDEN = FROM_THE_DARK | {PENGUIN_KNIGHT}


_BY_OPPONENT = 1  # g.counter mark of a card in the GY: an opponent's card effect sent it there


def _watch(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """When one of these cards is discarded (or, for the "from the Dark" pair, sent from the
    hand or Deck: the engine's ``to_gy`` log says ``from_hidden``) while a chain link of its
    owner's opponent resolves, mark it (its ``g.counter``, reset by its next move): the trigger
    is checked only after the chain."""
    if ev != "to_gy" or not data or not g.chain or not g.chain[-1].ready \
            or g.chain[-1].player == g.owner[c]:
        return
    code = g.code[c]
    discarded = data[0] == "discard" and (code in DISCARDED or code in FROM_THE_DARK)
    from_deck = code in FROM_HIDDEN and bool(g.elog) and g.elog[-1][0] == "to_gy" \
        and g.elog[-1][1].get("card") == c and bool(g.elog[-1][1].get("from_hidden"))
    if discarded or from_deck:
        g.counter[c] = _BY_OPPONENT


def discarded_by_opponent(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """``c`` was just discarded from its owner's hand by an opponent's card effect."""
    return len(w) > 2 and w[2] == "discard" and g.loc[c] == LOC_GY \
        and g.counter[c] == _BY_OPPONENT


def sent_by_opponent(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """``c`` was just sent from its owner's hand or Deck to the GY by an opponent's card
    effect."""
    return g.loc[c] == LOC_GY and g.counter[c] == _BY_OPPONENT


def _to_hand(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY:
        g.to_hand([lk.card])


#: code -> (what it does, category)
DISCARDED: dict[int, tuple[Callable[[Duel, Link], None], int]] = {
    ELECTRIC_SNAKE: (ops.draw(2), CAT_DRAW),
    ELEPHANT_OF_BLESSING: (ops.recover(3000), CAT_RECOVER),
    ELEPHANT_OF_DISASTER: (ops.damage(1000), CAT_DAMAGE),
    MINAR: (ops.damage(1000), CAT_DAMAGE),
    REGENERATING_MUMMY: (_to_hand, 0),
}
EVENT_HOOKS.append(only_for(set(DISCARDED) | FROM_HIDDEN)(_watch))
for _code, (_op, _cat) in DISCARDED.items():
    reg(_code, Effect(kind="trigger", event="to_gy", optional=False,
                      condition=discarded_by_opponent, operation=(_op,), category=_cat))



def _rise(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_GY and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))


for _code in FROM_THE_DARK:
    reg(_code, Effect(kind="trigger", event="to_gy", optional=False, condition=sent_by_opponent,
                      operation=(choose_pos, _rise), category=CAT_SPSUMMON))



def _penguin(g: Duel, lk: Link) -> None:
    gy = list(g.gy[lk.player])
    if lk.card in gy:
        g.to_deck(gy, shuffle=True)


reg(PENGUIN_KNIGHT, Effect(kind="trigger", event="to_gy", optional=False,
                           condition=sent_by_opponent, operation=(_penguin,)))
