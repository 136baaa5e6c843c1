"""One flow for the play-phase skills "discard hand cards, a wounded character recovers 1 HP":
青囊 (华佗: one card, any wounded character) and 结姻 (孙尚香: two cards, a wounded man, and she
recovers too).

:func:`register_discard_to_heal` registers the skill and its steps ``<id>.go`` (mark the use,
pick the cards), ``<id>.cards`` (pick the seat), ``<id>.do`` (discard) and ``<id>.heal``. The
recovery is pushed before the discard, so it resolves after the discard's own triggers (连营,
枭姬), as the card cost is paid first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import Active, Frame, Skill, register, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

TargetsFn = Callable[["SgsGame", int], list[int]]


def register_discard_to_heal(sid: str, name: Text, text: Text, *, cards: int,
                             card_prompt: Text, seat_prompt: Text, targets: TargetsFn,
                             heal_owner: bool) -> None:
    """Register skill ``sid``: once per play phase, discard ``cards`` hand cards, then a seat
    from ``targets(g, owner)`` recovers 1 HP (and the owner too when ``heal_owner``)."""

    def usable(g: SgsGame, owner: int) -> bool:
        return (g.used_count(owner, sid) == 0 and len(g.hand[owner]) >= cards
                and bool(targets(g, owner)))

    def go(g: SgsGame, f: Frame) -> None:
        owner = f[1]
        g.mark_used(owner, sid)
        pick_cards(g, owner, card_prompt, g.hand[owner], cards, cards, (f"{sid}.cards", owner))

    def chosen_cards(g: SgsGame, f: Frame) -> None:
        _, owner, picked = f
        pick_seats(g, owner, seat_prompt, targets(g, owner), 1, 1, (f"{sid}.do", owner, picked))

    def do(g: SgsGame, f: Frame) -> None:
        _, owner, picked, seats = f
        g.push((f"{sid}.heal", owner, seats[0]))
        g.discard(owner, picked)

    def heal(g: SgsGame, f: Frame) -> None:
        _, owner, t = f
        if heal_owner:
            g.recover(owner, 1)
        g.recover(t, 1)

    step(f"{sid}.go")(go)
    step(f"{sid}.cards")(chosen_cards)
    step(f"{sid}.do")(do)
    step(f"{sid}.heal")(heal)
    register(Skill(sid, name, text, active=Active(f"{sid}.go", usable)))
