"""Rivalry of Warlords (issue 15 part 3, session 7, g7-t): a Continuous Trap goat-pool.csv flags
"Goat-era version", scripted from its text and the Goat format's community rulings
(``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/rivalry-of-warlords.md``).

Text (yaml-yugi ``data/90846359.yaml``): each player can only control 1 Type of face-up monster.
Goat rulings used here:

* on activation each player sends monsters to the Graveyard so that they control only 1 Type
  face-up — no Type is named: the player keeps one Type of their face-up monsters (asked when
  there are several) and the rest go; face-down monsters are not touched;
* while it is active a player cannot Normal Summon, Flip Summon or Special Summon a monster of
  another Type than their face-up monsters' (a player with no face-up monster may Summon any
  Type, which then becomes theirs; with exactly 1 face-up monster it may be Tributed for a
  monster of another Type); Sets are free;
* a monster of another Type that ends up face-up on a side (flipped, taken with Change of Heart)
  is destroyed — after damage calculation when a battle flipped it;
* changing every monster's Type (DNA Surgery, D. Tribe) leaves one Type: nothing is destroyed,
  and that Type becomes the player's.

How: each player's Type is a public mark (``card_effect`` ``rivalry_type``), set at resolution
and whenever a state check finds the player's face-up monsters of exactly one Type; a
``STATE_CHECKS`` hook destroys the face-up monsters of another Type than the mark (outside the
Damage Step), a ``SUMMON_ALLOWED`` hook refuses the Summons above. Limits: a face-down Special
Summon (The Shallow Grave) is refused like a face-up one (the hook is not told the position);
two new Types arriving together on a side with no mark keep the Type of the first in zone order.
Checks: ``tests/ygo/test_goat7_t_rivalry.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.effects.api import CAT_DESTROY, Aspect, Effect, Link, ask_option
from cardtable.ygo.effects.hooks import STATE_CHECKS, SUMMON_ALLOWED, only_for
from cardtable.ygo.rules.main_phase import tributes_needed
from cardtable.ygo.state import BS_CALC, BS_DAMAGE, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

RIVALRY_OF_WARLORDS = 90846359
_KEY = "rivalry_type"


def _face_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m)]


def _types(g: Duel, p: int) -> list[int]:
    out: list[int] = []
    for m in _face_up(g, p):
        r = g.race(m)
        if r not in out:
            out.append(r)
    return out


def _active(g: Duel) -> bool:
    return any(g.code[s] == RIVALRY_OF_WARLORDS for s in g.sources())


def _mark_of(g: Duel, p: int) -> int:
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and _KEY in pub and pub.get("player") == p:
            return int(pub[_KEY])
    return 0


def _set_mark(g: Duel, c: int, p: int, race: int) -> None:
    if _mark_of(g, p) != race:
        name = C.RACE_NAMES.get(race, "?")
        note(g, c, f"Player {p} keeps {name}-Type monsters", f"玩家{p}保留{name}族怪兽",
             **{_KEY: race, "player": p})


# --- activation ---------------------------------------------------------------------------


def _ask(q_of: Any) -> Any:
    def st(g: Duel, lk: Link) -> None:
        q = q_of(g, lk)
        ts = _types(g, q)
        lk.data[f"asked{q}"] = len(ts) > 1
        if len(ts) > 1:
            ask_option(g, lk, q, [(r, Text(C.RACE_NAMES.get(r, "?"), C.RACE_NAMES.get(r, "?")))
                                  for r in ts], "race")

    return st


def _apply(q_of: Any) -> Any:
    def st(g: Duel, lk: Link) -> None:
        q = q_of(g, lk)
        ts = _types(g, q)
        if not ts:
            return
        keep = int(lk.picks[-1]) if lk.data.get(f"asked{q}") else ts[0]
        if keep not in ts:
            keep = ts[0]
        gone = [m for m in _face_up(g, q) if g.race(m) != keep]
        if gone:
            g.send_to_gy(g.affected(gone))
        _set_mark(g, lk.card, q, keep)

    return st


def _tp(g: Duel, lk: Link) -> int:
    return g.tp


def _other(g: Duel, lk: Link) -> int:
    return 1 - g.tp


# --- while active -------------------------------------------------------------------------


@only_for({RIVALRY_OF_WARLORDS})
def _check(g: Duel) -> None:
    if not _active(g) or (g.battle is not None and g.bstep in (BS_DAMAGE, BS_CALC)):
        return
    src = next(s for s in g.sources() if g.code[s] == RIVALRY_OF_WARLORDS)
    for p in (g.tp, 1 - g.tp):
        ts = _types(g, p)
        if not ts:
            continue
        mark = _mark_of(g, p)
        if len(ts) == 1:
            _set_mark(g, src, p, ts[0])
            continue
        keep = mark if mark in ts else ts[0]
        gone = [m for m in _face_up(g, p) if g.race(m) != keep]
        if gone:
            g.destroy(gone, "rule")
        _set_mark(g, src, p, keep)


@only_for({RIVALRY_OF_WARLORDS})
def _summon_ok(g: Duel, p: int, c: int, how: str) -> bool:
    if how not in ("normal", "flip", "special") or not _active(g):
        return True
    ts = _types(g, p)
    if not ts or (g.race(c) in ts and len(ts) == 1):
        return True
    if how == "normal" and g.loc[c] != LOC_MZONE:
        need = tributes_needed(g.level(c))
        if need >= 1 and len(_face_up(g, p)) <= need:
            return True  # every face-up monster may be Tributed for it
    return False


STATE_CHECKS.append(_check)
SUMMON_ALLOWED.append(_summon_ok)
reg(RIVALRY_OF_WARLORDS, Effect(operation=(_ask(_tp), _apply(_tp), _ask(_other),
                                           _apply(_other)),
                                category=CAT_DESTROY, aspects=(Aspect("one_type"),)))
