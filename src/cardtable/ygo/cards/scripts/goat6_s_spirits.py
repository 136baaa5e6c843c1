"""Spiritual Energy Settle Machine (issue 15 part 3, g6-s): a Continuous Spell — while it is
face-up and its effects apply, every Spirit monster stays on the field in the End Phase of the
turn it was Normal Summoned or flipped face-up (``classic_lib.SPIRITS_STAY``, read by every
Spirit's return trigger); in each of its controller's End Phases that player discards 1 card
or, if they do not (their choice, or an empty hand), it is destroyed; when it is removed from
the field, every face-up Spirit monster on the field returns to its owner's hand. Text (the
2003 print, our own words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_s_spirits.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import SPIRITS_STAY, last, note, reg, up
from cardtable.ygo.effects.api import Aspect, Effect, Link, ask_cards, ask_yesno
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, STATE_CHECKS, only_for
from cardtable.ygo.state import F_ACTIVE, LOC_HAND, LOC_SZONE, PH_END

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SPIRITUAL_ENERGY_SETTLE_MACHINE = 99173029


def _machine_on(g: Duel, spirit: int) -> bool:
    return any(g.code[s] == SPIRITUAL_ENERGY_SETTLE_MACHINE for s in g.sources())


SPIRITS_STAY.append(_machine_on)


def _own_end(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.tp == p and g.phase == PH_END and bool(g.flags[c] & F_ACTIVE)


def _ask_pay(g: Duel, lk: Link) -> None:
    if g.hand[lk.player]:
        ask_yesno(g, lk, lk.player, "yesno")
    else:
        lk.picks.append(False)


def _ask_discard(g: Duel, lk: Link) -> None:
    if lk.picks[-1] is True:
        ask_cards(g, lk, lk.player, list(g.hand[lk.player]), 1, 1, "discard")
    else:
        lk.data["keep"] = False


def _pay_or_go(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND] if lk.data.get("keep", True) else []
    if got:
        g.discard(got)
    elif g.loc[lk.card] == LOC_SZONE and g.life[lk.card] == lk.life:
        g.destroy([lk.card], "effect", lk)


@only_for({SPIRITUAL_ENERGY_SETTLE_MACHINE})
def _note_before_destruction(g: Duel, cs: list[int], reason: str) -> list[int]:
    """A Machine about to be destroyed gets its face-up mark first (a state check may not have
    run since it came face-up). Destroys nothing less."""
    _note_face_up(g)
    return cs


@only_for({SPIRITUAL_ENERGY_SETTLE_MACHINE})
def _note_face_up(g: Duel) -> None:
    """State check: a face-up, active Machine gets a public mark naming its stay on the field
    (once: ``g.counter`` remembers the stay marked), so that once it has left, its removal
    clause knows it left face-up (the move erases the card's own flags)."""
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == SPIRITUAL_ENERGY_SETTLE_MACHINE and up(g, s) \
                    and g.flags[s] & F_ACTIVE and g.counter[s] != g.life[s] + 1:
                g.counter[s] = g.life[s] + 1
                note(g, s, "Applies face-up", "表侧表示适用中", face_up_stay=[s, g.life[s]])


def left_face_up(g: Duel, c: int) -> bool:
    """The Machine ``c`` that just left the field was face-up and active in the stay it just
    ended (its public mark names that stay)."""
    want = [c, g.life[c] - 1]
    return any(kind == "card_effect" and pub.get("face_up_stay") == want
               for kind, pub, _ in reversed(g.elog))


def _spirits_home(g: Duel, lk: Link) -> None:
    back = [m for q in (0, 1) for m in g.mz[q]
            if m >= 0 and up(g, m) and g.cd(m).type & C.SPIRIT]
    if back:
        g.to_hand(back)


STATE_CHECKS.append(_note_face_up)
DESTROY_SUBSTITUTES.append(_note_before_destruction)
reg(SPIRITUAL_ENERGY_SETTLE_MACHINE,
    Effect(aspects=(Aspect("spirits_stay"),)),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_own_end,
           operation=(_ask_pay, _ask_discard, _pay_or_go)),
    Effect(kind="trigger", event="left_field", optional=False,
           condition=lambda g, c, p, w: g.loc[c] != LOC_SZONE and left_face_up(g, c),
           operation=(_spirits_home,)))
