"""Goblin of Greed and Gravekeeper's Watcher (issue 15 part 3, g8-ma; the engine piece "discard
bans" this helper owns).
Not flagged "Goat-era version" in ``goat-pool.csv``: its official text (yaml-yugi
``data/00425934.yaml``, the Dark Crisis wording of 2003): "As long as this card remains face-up
on your side of the field, neither player can activate an effect by discarding from his/her
hand" (Japanese: 「手札のカードを捨てる事によって発動する効果」を発動できない — effects whose
cost is a discard: Lightning Vortex, Magic Jammer, Raigeki Break, Kuriboh, Thunder Dragon…).

* The ban is an ``ACTIVATE_ALLOWED`` hook of this card: while a face-up Goblin of Greed whose
  effect applies is on the field, an effect whose cost discards is refused (why-not
  ``prohibited``).
* Which effects have a discard cost: :func:`has_discard_cost` — a cost step of the effect is a
  discard step (its name says "discard": the shared ``effects.costs.discard`` /
  ``discard_self`` steps and the scripts' ``_discard*`` steps) or its source calls
  ``g.discard`` / ``random_discard``. Read once per step and cached; at this commit it finds 55
  cards of the built-in pools (listed by ``tests/ygo/test_goat8_ma_discards.py``'s check of a
  sample). A discard inside an effect's resolution is no cost and stays allowed (Graceful
  Charity, Card Destruction).

Gravekeeper's Watcher, not flagged either: its official text (yaml-yugi
``data/26084285.yaml``): "During either player's turn, when your opponent activates a Spell/Trap
Card or monster effect that could make them discard when it resolves: You can send this card from
your hand to the Graveyard; negate the activation, and if you do, destroy it" (the Japanese: a
card "that includes an effect making its player discard their own hand"). A Quick Effect from the
hand answering the top chain link; sending it is a cost but no discard (Goblin of Greed does not
stop it). Which effects "could make them discard when they resolve" is a table
(:data:`WATCHER_ANSWERS`) read from the pool's card texts: the Goat-pool cards whose resolution
makes their own player discard — Graceful Charity, Card Destruction, Morphing Jar (its Flip
effect), Mind Crush (a wrong declaration), Beckoning Light, Dragged Down into the Grave, The Law
of the Normal, Royal Tribute; the discards of the opponent (Delinquent Duo, Confiscation, Don
Zaloog…) and discard costs (Lightning Vortex…) are not in it.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_discards.py``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_NEGATE_ACT, Effect, Link
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GOBLIN_OF_GREED = 425934
GRAVEKEEPERS_WATCHER = 26084285
#: cards whose resolution can make their own player discard (Gravekeeper's Watcher's answers):
#: Mind Crush, Beckoning Light, Dragged Down into the Grave, Morphing Jar, The Law of the
#: Normal, Royal Tribute, Card Destruction, Graceful Charity
WATCHER_ANSWERS = frozenset({15800838, 16255442, 16435215, 33508719, 66926224, 72405967,
                             72892473, 79571449})
_STEP_DISCARDS: dict[int, bool] = {}
_DISCARD_CALLS = (".discard(", "random_discard(")


def _step_discards(st: Callable[..., Any]) -> bool:
    key = id(st)
    got = _STEP_DISCARDS.get(key)
    if got is None:
        got = "discard" in str(getattr(st, "__qualname__", "")).lower()
        if not got:
            try:
                src = inspect.getsource(st)
            except (OSError, TypeError):
                src = ""
            got = any(s in src for s in _DISCARD_CALLS)
        _STEP_DISCARDS[key] = got
    return got


def has_discard_cost(e: Effect) -> bool:
    """Effect ``e`` is activated by discarding: one of its cost steps discards."""
    return any(_step_discards(st) for st in e.cost)


def goblin_applies(g: Duel) -> bool:
    """A face-up Goblin of Greed whose effect applies is on the field."""
    return any(m >= 0 and g.code[m] == GOBLIN_OF_GREED and active_monster(g, m)
               for q in (0, 1) for m in g.mz[q])


@only_for({GOBLIN_OF_GREED})
def _no_discard_costs(g: Duel, p: int, c: int, e: Any) -> bool:
    return not (isinstance(e, Effect) and e.cost and has_discard_cost(e) and goblin_applies(g))


def _watcher_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not g.chain or g.loc[c] != LOC_HAND:
        return False
    top = g.chain[-1]
    return top.ready and top.player != p and top.code in WATCHER_ANSWERS


def _send_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "cost")  # sent, not discarded


ACTIVATE_ALLOWED.append(_no_discard_costs)
reg(GRAVEKEEPERS_WATCHER, Effect(
    kind="quick", speed=2, where=LOC_HAND, event="activated", condition=_watcher_cond,
    cost=(_send_self,), operation=(ops.negate_activation(destroy=True),),
    category=CAT_NEGATE_ACT | CAT_DESTROY,
    name=Text("送去墓地：使对方会丢弃自己手卡的发动无效并破坏",
              "Send it to the Graveyard: negate and destroy an activation that makes the "
              "opponent discard")))
reg(GOBLIN_OF_GREED, Effect(kind="continuous", name=Text(
    "双方不能发动以丢弃手卡为代价的效果",
    "Neither player can activate effects by discarding from the hand")))

__all__ = ["GOBLIN_OF_GREED", "GRAVEKEEPERS_WATCHER", "WATCHER_ANSWERS", "goblin_applies",
           "has_discard_cost"]
