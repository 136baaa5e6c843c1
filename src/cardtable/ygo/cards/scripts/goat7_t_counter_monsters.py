"""Armor Exe and Magical Plant Mandragola (issue 15 part 3, session 7, g7-t): Effect Monsters
over g7-t's Spell Counter piece (``goat7_t_spell_counters.py``).

Texts: neither is flagged "Goat-era version" in goat-pool.csv; today's official texts (yaml-yugi
``data/07180418.yaml`` Armor Exe — its only English print is Dark Revelation Volume 1, so this is
the printed text —, ``data/07802006.yaml`` Magical Plant Mandragola) describe them; our own words
in ``pool/goat.csv``:

* Armor Exe — it cannot attack in the turn it is Normal, Flip or Special Summoned; in each
  Standby Phase (yours and your opponent's) remove 1 Spell Counter from your side of the field,
  or destroy it (a mandatory trigger; with no counter, or if the player declines, destroyed).
* Magical Plant Mandragola — FLIP: 1 Spell Counter on each face-up card on the field that can
  hold one (``goat7_t_spell_counters.can_hold``: the Spell Counter monsters below their maximum,
  Pitch-Black Power Stone, Tower of Babel).

Checks: ``tests/ygo/test_goat7_t_counter_monsters.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import card_ok, reg
from cardtable.ygo.cards.scripts.goat7_t_spell_counters import (
    can_hold,
    holders,
    set_counters,
)
from cardtable.ygo.cards.scripts.goat_st2_summon_spells import flip_summoned_this_turn
from cardtable.ygo.effects.api import Aspect, Effect, Link, ask_cards
from cardtable.ygo.state import F_SUMMONED_TURN, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ARMOR_EXE = 7180418
MANDRAGOLA = 7802006


def _fresh(g: Duel, s: int, c: int) -> bool:
    return c == s and (bool(g.flags[c] & F_SUMMONED_TURN) or flip_summoned_this_turn(g, c))


def _exe_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP)


def _exe_ask(g: Duel, lk: Link) -> None:
    hs = holders(g, g.ctrl[lk.card])
    if hs:  # 0 picks = decline (the card is destroyed)
        ask_cards(g, lk, lk.player, hs, 0, 1, "choose")
    else:
        lk.picks.append(())


def _exe_pay(g: Duel, lk: Link) -> None:
    c = lk.card
    if not card_ok(g, lk) or g.loc[c] != LOC_MZONE:
        return
    got = lk.picks[-1] if lk.picks else ()
    picked = [h for h in (got if isinstance(got, tuple) else ()) if h in holders(g, g.ctrl[c])]
    if picked:
        set_counters(g, picked[0], g.counter[picked[0]] - 1, lk)
    else:
        g.destroy([c], "effect", lk)


def _mandragola(g: Duel, lk: Link) -> None:
    for q in (g.tp, 1 - g.tp):
        for c in (*g.mz[q], *g.sz[q]):
            if c >= 0 and can_hold(g, c):
                set_counters(g, c, g.counter[c] + 1)


reg(ARMOR_EXE, Effect(kind="continuous", aspects=(Aspect("no_attack", _fresh),)),
    Effect(kind="trigger", event="standby", optional=False, condition=_exe_cond,
           operation=(_exe_ask, _exe_pay)))
reg(MANDRAGOLA, Effect(kind="flip", optional=False, operation=(_mandragola,)))
