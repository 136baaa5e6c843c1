"""Narrow Pass (issue 15 part 3, session 7, g7-t): a Continuous Trap goat-pool.csv flags
"Goat-era version", scripted from its text and the Goat format's community rulings
(``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/narrow-pass.md``).

Text (yaml-yugi ``data/40172183.yaml``, the printed Pharaonic Guardian wording): activated only
while each player has 2 or fewer monsters on their side of the field; both players can then
Normal Summon only 2 more monsters. Goat rulings: the condition is per player (2 and 1 on the
field allow it, 3 on one side does not); once it is active each player may Normal Summon or Set
up to 2 more monsters while it stays face-up — counted from its activation, whatever happens
to those monsters afterwards; Special Summons and Flip Summons are not limited.

How: its resolution leaves a public mark (card and "life"); a ``SUMMON_ALLOWED`` hook refuses a
Normal Summon or Set (``how`` ``normal``/``set``) to a player who has declared 2 Normal Summons
(``summon_declared``) or Sets (``set_monster``) since the mark of a Narrow Pass still face-up and
applying. Checks: ``tests/ygo/test_goat7_t_summon_limits.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.effects.hooks import SUMMON_ALLOWED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

NARROW_PASS = 40172183
_KEY = "narrow_pass_from"
LIMIT = 2


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return all(len(g.monsters(q)) <= LIMIT for q in (0, 1))


def _mark(g: Duel, lk: Link) -> None:
    if g.life[lk.card] == lk.life and g.on_field(lk.card):
        note(g, lk.card, "Each player may Normal Summon or Set only 2 more monsters",
             "双方各自只能再通常召唤·盖放2只怪兽", **{_KEY: lk.card, "life": g.life[lk.card]})


def _used_since_mark(g: Duel, s: int, p: int) -> int:
    """``p``'s Normal Summons and Sets declared since Narrow Pass ``s`` was activated, or -1
    when ``s`` has no mark for its present stay on the field."""
    n = -1
    for kind, pub, _ in g.elog:
        if kind == "card_effect" and pub.get(_KEY) == s and pub.get("life") == g.life[s]:
            n = 0
        elif n >= 0 and kind in ("summon_declared", "set_monster") and pub.get("player") == p:
            n += 1
    return n


@only_for({NARROW_PASS})
def _allowed(g: Duel, p: int, c: int, how: str) -> bool:
    if how not in ("normal", "set"):
        return True
    return not any(g.code[s] == NARROW_PASS and _used_since_mark(g, s, p) >= LIMIT
                   for s in g.sources())


SUMMON_ALLOWED.append(_allowed)
reg(NARROW_PASS, Effect(condition=_cond, operation=(_mark,), aspects=(Aspect("summon_cap"),)))
