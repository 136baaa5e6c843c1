"""Goat-pool monsters that decide where the monsters they destroy by battle end up (issue 15
part 3, g6-mb, session 6).

* Lesser Fiend (LOD, 2003 text): while it is face-up on the field, a monster it destroys by
  battle is removed from play instead of going to the Graveyard — a replacement of the
  destination over the engine's ``DESTINATION_HOOKS`` (``effects/hooks.py``): the victim is
  destroyed (``destroyed`` event) but never sent to the Graveyard, so its "sent to the
  Graveyard" effects (Sangan, Witch of the Black Forest) do not start. Destroyed in the same
  battle, the Fiend still banishes its victim: the destination of cards destroyed together is
  read before either moves (``g.destroy``).
* Mystical Knight of Jackal (PGD, 2003 text): when it destroys an opponent's monster by battle
  and sends it to the Graveyard, you can put that monster on top of its owner's Deck. Not a
  replacement: the monster reaches the Graveyard first, so its Graveyard effects start (2003
  UDE ruling), and the Knight must still be on the field (destroyed in the same battle, as by a
  flipped Man-Eater Bug, it does nothing); the monster must be the opponent's own.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_destination.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.cards.scripts.goat_mon_battle import destroyed_foe
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import DESTINATION_HOOKS, only_for
from cardtable.ygo.state import LOC_BANISHED, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

LESSER_FIEND = 16475472
MYSTICAL_KNIGHT_OF_JACKAL = 98745000


def battle_victim_banished(g: Duel, c: int, reason: str, banishers: frozenset[int]) -> int:
    """``LOC_BANISHED`` when ``c`` is destroyed by battle with a face-up monster of
    ``banishers`` whose effect applies (its victims are removed from play instead of going to
    the Graveyard: Lesser Fiend, D.D. Crazy Beast), else 0 (a ``DESTINATION_HOOKS`` answer)."""
    b = g.battle
    if reason != "battle" or b is None or b.target < 0 or c not in (b.attacker, b.target):
        return 0
    other = b.target if c == b.attacker else b.attacker
    if g.code[other] in banishers and active_monster(g, other):
        return LOC_BANISHED
    return 0


_FIEND = frozenset({LESSER_FIEND})


@only_for(_FIEND)
def fiend_victim(g: Duel, c: int, reason: str) -> int:
    """``DESTINATION_HOOKS``: a monster destroyed by battle with a face-up Lesser Fiend whose
    effect applies is removed from play instead of going to the Graveyard."""
    return battle_victim_banished(g, c, reason, _FIEND)


DESTINATION_HOOKS.append(fiend_victim)
# Lesser Fiend's effect is the hook above: a continuous effect that starts no chain
reg(LESSER_FIEND, Effect(kind="continuous", name=Text(
    "被这张卡战斗破坏的怪兽不送去墓地而除外",
    "Monsters it destroys by battle are removed from play instead of going to the Graveyard")))


def _jackal_victim(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """The Knight, still on the field, destroyed an opponent's own monster by battle and sent
    it to the Graveyard."""
    return destroyed_foe(g, c, p, w) and g.owner[w[1]] != p


def victim_to_deck_top(g: Duel, lk: Link) -> None:
    """Put the monster the triggering ``battle_destroyed`` event names on top of its owner's
    Deck, if it is still in the Graveyard (Mystical Knight of Jackal, Winged Sage Falcos)."""
    victim = lk.event[1] if lk.event else -1
    if victim >= 0 and g.loc[victim] == LOC_GY:
        g.to_deck((victim,), shuffle=False)


reg(MYSTICAL_KNIGHT_OF_JACKAL,
    Effect(kind="trigger", event="battle_destroyed", scope="any", optional=True,
           condition=_jackal_victim, operation=(victim_to_deck_top,),
           name=Text("把战斗破坏的怪兽放回对方卡组最上面",
                     "Put the destroyed monster on top of its owner's Deck")))

__all__ = ["LESSER_FIEND", "MYSTICAL_KNIGHT_OF_JACKAL", "battle_victim_banished", "fiend_victim",
           "victim_to_deck_top"]
