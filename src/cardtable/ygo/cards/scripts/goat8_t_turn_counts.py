"""Pyro Clock of Destiny (issue 15 part 3, session 8, g8-t): moving turn counts forward — the
engine piece g8-t owns this session.

Text: not flagged "Goat-era version" in goat-pool.csv (its 2003 print, Pharaonic Guardian
PGD-050); today's official text (yaml-yugi ``data/01082946.yaml``): "Move the turn count forward
by 1 turn. The turn in which this card is activated continues as normal." (its German text
there: every counter counting turns goes up by 1). Our own words in ``pool/goat.csv``.

Ruling: the Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/pyro-clock-of-destiny.md``): "You can only use Pyro Clock of Destiny to
advance the turn count by 1 for Swords of Revealing Light, Lightforce Sword, or Final
Countdown." So on resolution it logs a public mark (``g8t_pyro``) and

* every face-up Swords of Revealing Light counts one more of its turns (its ``g.counter``,
  ``core_spells``); one that reaches its 3rd turn this way leaves in this turn's End Phase
  (a ``PHASE_HOOKS`` hook: the count reached is the current turn's);
* Final Countdown (``goat5_continuous``) counts each mark logged after its activation as one
  turn passed (:func:`advances_after`);
* Lightforce Sword (``goat8_t_face_down.py``) counts each mark after its activation as one of
  the opponent's Standby Phases toward its 4th.

Checks: ``tests/ygo/test_goat8_t_turn_counts.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

PYRO_CLOCK = 1082946
SWORDS_OF_REVEALING_LIGHT = 72302403
SWORDS_TURNS = 3
PYRO_KEY = "g8t_pyro"


def advances_after(g: Duel, i: int) -> int:
    """How many turn-count advances (Pyro Clock marks) the log holds after entry ``i``."""
    el = g.elog
    return sum(1 for k in range(i + 1, len(el))
               if el[k][0] == "card_effect" and PYRO_KEY in el[k][1])


def _swords(g: Duel) -> list[int]:
    return [s for q in (0, 1) for s in g.sz[q]
            if s >= 0 and g.code[s] == SWORDS_OF_REVEALING_LIGHT and up(g, s)
            and g.flags[s] & F_ACTIVE]


def _advance(g: Duel, lk: Link) -> None:
    note(g, lk.card, "The turn count moves forward by 1 turn", "回合计数前进1回合",
         **{PYRO_KEY: {"turn": g.turn}})
    for s in _swords(g):
        g.counter[s] += 1
        g.log("counter", {**g.card_pub(s), "turns": g.counter[s]})


reg(PYRO_CLOCK, Effect(operation=(_advance,)))


@only_for({PYRO_CLOCK})
def _swords_end(g: Duel, ev: str) -> None:
    """End Phase: a Swords of Revealing Light whose count reached 3 through Pyro Clock goes (its
    own count only runs in its opponent's End Phases)."""
    if ev != "end_phase":
        return
    done = [s for s in _swords(g) if g.counter[s] >= SWORDS_TURNS]
    if done:
        g.send_to_gy(done, "expired")


PHASE_HOOKS.append(_swords_end)
