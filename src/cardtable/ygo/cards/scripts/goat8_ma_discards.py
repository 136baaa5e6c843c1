"""Goblin of Greed (issue 15 part 3, g8-ma; the engine piece "discard bans" this helper owns).
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

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_discards.py``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GOBLIN_OF_GREED = 425934
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


ACTIVATE_ALLOWED.append(_no_discard_costs)
reg(GOBLIN_OF_GREED, Effect(kind="continuous", name=Text(
    "双方不能发动以丢弃手卡为代价的效果",
    "Neither player can activate effects by discarding from the hand")))

__all__ = ["GOBLIN_OF_GREED", "goblin_applies", "has_discard_cost"]
