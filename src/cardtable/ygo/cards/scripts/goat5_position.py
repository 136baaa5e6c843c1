"""Goat-pool monsters with "when this card's battle position is changed" triggers (issue 15
part 3, goat-m1), over the engine's ``position_changed`` event (raised by every change of a
monster's battle position, with the old and new position: ``rules/actions.py``).

:data:`POSITION_TRIGGERS` maps a passcode to (from, to, what): the trigger activates when the
card goes from a position in ``from`` to one in ``to`` and is face-up afterwards (a face-down
monster's effects do not activate: Book of Moon turning it face-down starts nothing). A Flip
Summon is a battle position change as well as a Summon (rulebook), so a face-down Defense
Position monster Flip Summoned goes "from Defense Position to Attack Position". Both effects
are mandatory and target 1 monster the opponent controls (Dream Clown's OCG ruling: it also
activates in the Damage Step).

Cards: Blade Rabbit and Dream Clown (Attack -> face-up Defense: destroy 1), Crass Clown
(Defense -> Attack: return 1 to the hand). Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat5_position.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live_targets, mons, pick, reg
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.state import LOC_MZONE, POS_ATK, POS_DEF, POS_FACEUP, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BLADE_RABBIT = 58268433
DREAM_CLOWN = 13215230
CRASS_CLOWN = 93889755

EV_POSITION = "position_changed"


def _destroy(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.destroy(ts, "effect", lk)


def _bounce(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.to_hand(ts)


#: passcode -> (positions before, positions after, "destroy"/"bounce")
POSITION_TRIGGERS: dict[int, tuple[int, int, str]] = {
    BLADE_RABBIT: (POS_ATK, POS_FU_DEF, "destroy"),
    DREAM_CLOWN: (POS_ATK, POS_FU_DEF, "destroy"),
    CRASS_CLOWN: (POS_DEF, POS_FU_ATK, "bounce"),
}


def changed(before: int, after: int) -> Any:
    """Trigger condition: this card went from a position in ``before`` to one in ``after`` and
    is face-up on the field now."""

    def cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
        return (len(w) >= 4 and w[0] == EV_POSITION and bool(w[2] & before)
                and bool(w[3] & after) and g.loc[c] == LOC_MZONE
                and bool(g.pos[c] & POS_FACEUP) and g.pos[c] == w[3])

    return cond


_opp = mons("opp")

for _code, (_before, _after, _what) in POSITION_TRIGGERS.items():
    reg(_code, Effect(kind="trigger", event=EV_POSITION, optional=False, dmg_step=True,
                      condition=changed(_before, _after),
                      target=(pick(_opp, "target_monster"),), target_picks=True,
                      operation=(_destroy if _what == "destroy" else _bounce,),
                      category=CAT_DESTROY if _what == "destroy" else 0))

__all__ = ["BLADE_RABBIT", "CRASS_CLOWN", "DREAM_CLOWN", "EV_POSITION", "POSITION_TRIGGERS",
           "changed"]
