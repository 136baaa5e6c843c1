"""Mokey Mokey Smackdown (RDS-EN043, 2004; issue 15 part 3, g8-mb, session 8). Flagged "Goat-era
version" in ``goat-pool.csv``. Era wording: the OCG text of the time kept by yaml-yugi
``data/01965724.yaml`` ("ja": while "Mokey Mokey" is face-up on your side of the field, when a
Fairy-Type monster on your side of the field is destroyed, the ATK of the "Mokey Mokey" on your
side becomes 3000 until the End Phase of this turn) — no "face-up" for the destroyed Fairy,
which today's text adds — and the Goat format's Individual Card FAQ
(``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/mokey-mokey-smackdown.md``): the effect
"is activated (by a Fairy-Type monster on your side of the field being destroyed)", and a
"Mokey Mokey" Summoned afterwards that turn "will also have 3000 ATK even though it wasn't on
the field when the Fairy-Type monster is destroyed".

How: a ``DESTROY_SUBSTITUTES`` hook that replaces nothing notes, before the cards move, each
destruction that takes a Fairy-Type monster (face-up or face-down) from the side of a player
with an active Smackdown while a face-up Mokey Mokey is on that side (the destroyed ones
included); the Smackdown's mandatory trigger (a chain link: "is activated") answers the first
such Fairy. On resolution every face-up Mokey Mokey of its controller has its ATK become 3000
until the end of the turn (g7-t's ``become``), and the lingering part — a public mark for that
player and turn — gives the same to each Mokey Mokey Summoned (Normal, Flip or Special) on
that side later in the turn (an ``EVENT_HOOKS`` hook on ``summoned``), whether or not the
Smackdown is still there (the FAQ: the effect was activated).

Checks in ``tests/ygo/test_goat8_mb_smackdown.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import live, note, reg, up
from cardtable.ygo.cards.scripts.goat7_t_stat_set import become
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MOKEY_MOKEY_SMACKDOWN = 1965724
MOKEY_MOKEY = 27288416
FAIRY = C.RACE_BY_NAME["Fairy"]
FELL = "smackdown_fairy"
ON = "smackdown_3000"


def _smackdowns(g: Duel, p: int) -> list[int]:
    return [s for s in g.sz[p] if s >= 0 and g.code[s] == MOKEY_MOKEY_SMACKDOWN and live(g, s)]


def _mokeys_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and g.code[m] == MOKEY_MOKEY and up(g, m)]


@only_for({MOKEY_MOKEY_SMACKDOWN})
def _note_fairies(g: Duel, cs: list[int], reason: str) -> list[int]:
    """``DESTROY_SUBSTITUTES`` (nothing replaced): a Fairy of a Smackdown player destroyed while
    a face-up Mokey Mokey is on that side."""
    for p in (0, 1):
        fairies = [c for c in cs if g.loc[c] == LOC_MZONE and g.ctrl[c] == p
                   and g.race(c) & FAIRY]
        if fairies and _smackdowns(g, p) and _mokeys_up(g, p):
            note(g, fairies[0], "a Fairy-Type monster fell beside a Mokey Mokey",
                 "悠悠在场时天使族怪兽被破坏", **{FELL: p, "life": g.life[fairies[0]]})
    return cs


def _smack_cond(g: Duel, c: int, p: int, w: W) -> bool:
    if g.loc[c] != LOC_SZONE or not live(g, c) or len(w) < 2:
        return False
    v = w[1]
    for kind, pub, _ in reversed(g.elog[-40:]):
        if kind == "card_effect" and FELL in pub and pub.get("card") == v:
            return bool(pub[FELL] == p and pub.get("life") == g.life[v] - 1)
    return False


def _smack(g: Duel, lk: Link) -> None:
    p = lk.player
    note(g, lk.card, "Until the end of this turn, your \"Mokey Mokey\" have 3000 ATK",
         "直到这个回合结束，自己的「悠悠」攻击力变成3000", **{ON: p, "turn": g.turn})
    for m in _mokeys_up(g, p):
        become(g, m, atk=3000, until_end=True, src=lk.card)


def _smack_on(g: Duel, p: int) -> bool:
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            return False
        if kind == "card_effect" and pub.get(ON) == p and pub.get("turn") == g.turn:
            return True
    return False


@only_for({MOKEY_MOKEY_SMACKDOWN})
def _late_mokey(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a Mokey Mokey Summoned later that turn also has 3000 ATK."""
    if ev == "summoned" and g.code[c] == MOKEY_MOKEY and g.loc[c] == LOC_MZONE and up(g, c) \
            and _smack_on(g, g.ctrl[c]):
        become(g, c, atk=3000, until_end=True)


DESTROY_SUBSTITUTES.append(_note_fairies)
EVENT_HOOKS.append(_late_mokey)
reg(MOKEY_MOKEY_SMACKDOWN, Effect(),
    Effect(kind="trigger", event="destroyed", scope="any", optional=False, where=LOC_SZONE,
           condition=_smack_cond, operation=(_smack,), category=CAT_ATKCHANGE,
           name=Text("自己的天使族怪兽被破坏：直到回合结束自己的「悠悠」攻击力变成3000",
                     "Your Fairy-Type monster destroyed: your \"Mokey Mokey\" have 3000 ATK "
                     "this turn")))

__all__ = ["MOKEY_MOKEY_SMACKDOWN"]
