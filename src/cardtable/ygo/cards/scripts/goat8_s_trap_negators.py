"""Cards "that have an effect that negates Trap Cards' effects" and Double Snare (issue 15 part
3, session 8, g8-s), checks in ``tests/ygo/test_goat8_s_trap_negators.py``.

:data:`TRAP_NEGATORS` is the shared list of those cards (passcodes); a script that adds such a
card to the pool adds its passcode. The Goat-pool cards on it are those whose 2005 text negates
the effects of Trap Cards on the field: Jinzo (Trap Cards cannot be activated and the effects
of face-up Trap Cards are negated: its text in ``pool/classic.yaml``, official text in yaml-yugi
``data/77585513.yaml``) and Royal Decree ("negate the effects of all Trap Cards except this card
on the field": its TP4 print, Pojo's card of the day of 2004-06-07). Cards that negate only a Trap's
*activation* (Seven Tools of the Bandit, Trap Jammer: never face-up on the field) are not on it.

Double Snare (LOD-015, 2003; not flagged "Goat-era version" in goat-pool.csv, so today's text is
its Goat behaviour: yaml-yugi ``data/03682106.yaml`` "Destroy 1 face-up card on the field that
has an effect that negates Trap Cards' effects") — a Normal Spell; the card is selected as it
is activated (the French print "Sélectionnez 1 carte ... et détruisez-la": a target) and
destroyed as it resolves if it is still such a face-up card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import card_ok, live_targets, pick, reg, up
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.state import LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DOUBLE_SNARE = 3682106
JINZO = 77585513
ROYAL_DECREE = 51452091

#: passcodes of the cards that have an effect negating Trap Cards' effects
TRAP_NEGATORS: set[int] = {JINZO, ROYAL_DECREE}


def trap_negator(g: Duel, c: int) -> bool:
    """``c`` is a face-up card on the field that has an effect negating Trap effects."""
    return g.code[c] in TRAP_NEGATORS and bool(g.loc[c] & LOC_ONFIELD) and up(g, c)


def _negators(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in (*g.mz[q], *g.sz[q], g.fz[q])
            if c >= 0 and c != s and trap_negator(g, c)]


def _snare(g: Duel, lk: Link) -> None:
    if not card_ok(g, lk):
        return
    hit = [t for t in live_targets(g, lk) if trap_negator(g, t)]
    if hit:
        g.destroy(hit, "effect", lk)


reg(DOUBLE_SNARE, Effect(target=(pick(_negators, "target_card"),), target_picks=True,
                         operation=(_snare,), category=CAT_DESTROY,
                         condition=lambda g, c, p, w: bool(_negators(g, p, c))))
