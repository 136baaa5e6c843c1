"""Pole Position (issue 15 part 3, session 7, g7-t): a Continuous Trap — the face-up monster(s)
with the highest ATK on the field are unaffected by Spell Card effects; when Pole Position
leaves the field, the face-up monster(s) with the highest ATK on the field are destroyed.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/73578229.yaml``) describes it; our own words in ``pool/goat.csv``. The immunity is an
``UNAFFECTED`` hook (g6-ma's piece) while a face-up Pole Position applies; "the highest ATK" is
read with the monsters' current ATK as the engine computes it outside this hook (a re-entrant
read — the immunity itself changing who is highest — counts the Spell's modifiers: the circular
case is not resolved). The destruction is a mandatory ``left_field`` trigger of a Pole Position
that was active face-up on the field when it left (its resolution leaves a public mark with its
"life"; a Set one destroyed does nothing). Checks: ``tests/ygo/test_goat7_t_pole_position.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.effects.api import CAT_DESTROY, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import UNAFFECTED, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

POLE_POSITION = 73578229
_KEY = "pole_position_active"
_busy: list[bool] = [False]  # re-entrancy guard while the hook reads ATK (no duel state)


def top_atk(g: Duel) -> list[int]:
    """The face-up monster(s) with the highest ATK on the field now."""
    ms = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m)]
    if not ms:
        return []
    atks = {m: g.atk(m) for m in ms}
    hi = max(atks.values())
    return [m for m in ms if atks[m] == hi]


def _pole_on(g: Duel) -> bool:
    return any(g.code[s] == POLE_POSITION for s in g.sources())


@only_for({POLE_POSITION})
def _unaffected(g: Duel, card: int, src: int) -> bool:
    if _busy[0] or g.loc[card] != LOC_MZONE or not g.cd(src).type & C.SPELL:
        return False
    _busy[0] = True
    try:
        return _pole_on(g) and card in top_atk(g)
    finally:
        _busy[0] = False


def _mark(g: Duel, lk: Link) -> None:
    if g.life[lk.card] == lk.life and g.on_field(lk.card):
        note(g, lk.card, "Pole Position applies", "杆位适用中",
             **{_KEY: lk.card, "life": g.life[lk.card]})


def _left_active(g: Duel, c: int, p: int, w: W) -> bool:
    return any(kind == "card_effect" and pub.get(_KEY) == c and pub.get("life") == g.life[c] - 1
               for kind, pub, _ in reversed(g.elog))


def _destroy_top(g: Duel, lk: Link) -> None:
    ms = top_atk(g)
    if ms:
        g.destroy(ms, "effect", lk)


UNAFFECTED.append(_unaffected)
reg(POLE_POSITION, Effect(operation=(_mark,), aspects=(Aspect("spell_shield"),)),
    Effect(kind="trigger", event="left_field", optional=False, condition=_left_active,
           operation=(_destroy_top,), category=CAT_DESTROY))
