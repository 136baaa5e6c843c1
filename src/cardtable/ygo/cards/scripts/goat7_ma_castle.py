"""Castle of Dark Illusions (Metal Raiders, MRD-073; issue 15 part 3, g7-ma). Not flagged
"Goat-era version" in ``goat-pool.csv``: its official text (yaml-yugi ``data/00062121.yaml``)
is the Goat text: "FLIP: All Zombie-Type monsters gain 200 ATK and DEF. During each of your next
4 Standby Phases, each of those Zombie-Type monsters gains 200 more ATK and DEF. These effects
last as long as this card is face-up on the field."

How: the Flip effect starts a level in the Castle's ``g.counter`` (1 = +200); each of its
controller's Standby Phases while it stays face-up raises it by one, up to 5 (four more steps),
through a ``PHASE_HOOKS`` hook (the Japanese text words the growth as a lasting effect, no
activation); a continuous aspect gives every face-up Zombie-Type monster on the field 200 ×
level ATK and DEF. The counter is cleared when the Castle leaves the field (``g.move``) or is
turned face-down (an ``EVENT_HOOKS`` watcher, as Balloon Lizard's counters): the effects end
then. Checks in ``tests/ygo/test_goat7_ma_castle.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CASTLE_OF_DARK_ILLUSIONS = 62121
ZOMBIE = C.RACE_BY_NAME["Zombie"]
MAX_LEVEL = 5  # the Flip's 200 and four Standby Phases' 200 each


def _start(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.counter[c] = 1
        g.log("counter", {**g.card_pub(c), "added": 1, "now": 1})


@only_for({CASTLE_OF_DARK_ILLUSIONS})
def _grow(g: Duel, ev: str) -> None:
    if ev != "standby":
        return
    for c in g.mz[g.tp]:
        if c >= 0 and g.code[c] == CASTLE_OF_DARK_ILLUSIONS and up(g, c) \
                and 0 < g.counter[c] < MAX_LEVEL:
            g.counter[c] += 1
            g.log("counter", {**g.card_pub(c), "added": 1, "now": g.counter[c]})


@only_for({CASTLE_OF_DARK_ILLUSIONS})
def _face_down_ends(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "position_changed" and g.code[c] == CASTLE_OF_DARK_ILLUSIONS and len(data) > 1 \
            and data[1] & POS_FACEDOWN:
        g.counter[c] = 0


def _zombie_bonus(g: Duel, s: int, c: int) -> int:
    return 200 * g.counter[s] if g.counter[s] > 0 and g.race(c) & ZOMBIE else 0


PHASE_HOOKS.append(_grow)
EVENT_HOOKS.append(_face_down_ends)
reg(CASTLE_OF_DARK_ILLUSIONS,
    Effect(kind="flip", optional=False, operation=(_start,), category=CAT_ATKCHANGE),
    Effect(kind="continuous", aspects=(Aspect("atk", _zombie_bonus),
                                       Aspect("def", _zombie_bonus))))

__all__ = ["CASTLE_OF_DARK_ILLUSIONS", "MAX_LEVEL"]
