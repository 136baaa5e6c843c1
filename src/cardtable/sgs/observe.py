"""A cheap, redacted observation accessor for learning environments (additive to ``view``).

:func:`observation_arrays` returns, as plain tuples, the part of ``view(seat)`` that the RL
encoder (:mod:`cardtable.rl.encoders.sgs`) reads, without building the full JSON-like view
(no discard-pile list, no ``card_names`` map). It applies the same redaction as
:func:`cardtable.sgs.view.build_view`: only the seat's own hand is listed, and in identity mode
a role is ``"?"`` unless it is the seat's own, the lord's, a dead seat's or the game is over.
While a 3v3 draft or an identity general offer is on, ``view(seat)`` carries more (``draft``,
``offer``): :func:`cardtable.sgs.view.setup_view` gives that part alone, and
:func:`observation_arrays` returns ``None`` (:func:`table_arrays` always gives the rest).

Besides what every table shows (HP, hand counts, equipment...), each seat's row carries the
public marks of the 军争 rules the 火/林/山 generals use (:mod:`cardtable.sgs.cards.maneuvering`):
chained (铁索连环), a pending 酒 bonus, the general face down (翻面) and the hand cards 火攻
showed that are still in that hand (public while they stay; the viewing seat's own hand is
listed whole anyway).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from cardtable.sgs.cards.data import NAME
from cardtable.sgs.cards.maneuvering import CHAINED, DRUNK, known_hand
from cardtable.sgs.rules.distance import distances_from
from cardtable.sgs.view import setup_key

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


class PlayerObs(NamedTuple):
    """One seat as another seat sees it (a row of :func:`observation_arrays`)."""

    seat: int
    alive: bool
    hp: int
    maxhp: int
    hand_count: int
    tapped: int
    side: int | None
    """3v3 side, else ``None``."""
    role: str
    """As the viewing seat sees it (``"?"`` when hidden)."""
    distance: int | None
    """From the viewing seat (``None``: either is dead, or no general yet)."""
    judge: int
    """Cards in the judgement area."""
    piles: int
    """Cards on private piles and 化身 cards."""
    general: str
    equip: tuple[str | None, ...]
    """Equipment names by slot (``None`` empty)."""
    shown: str
    """The shown 化身 general (``""`` none)."""
    chained: bool
    """铁索连环: the general is chained (横置)."""
    drunk: bool
    """酒 used this turn and not yet spent: the seat's next 杀 deals 1 more damage."""
    flipped: bool
    """The general is face down (翻面: 据守, 放逐): its next turn is skipped."""
    known: tuple[str, ...]
    """Names of the seat's hand cards 火攻 showed and still there, sorted (empty for the
    viewing seat itself, whose whole hand is listed apart)."""


_NAME_OR_NONE: Final[tuple[str | None, ...]] = (*NAME, None)
"""Card names by id, with ``None`` last: an empty equipment slot (``-1``) reads ``None``."""

#: A :class:`PlayerObs` built from one field tuple in C (``tuple.__new__``): the NamedTuple's
#: own ``__new__`` is interpreted Python code even on the compiled build (six rows a step)
_player_obs: Callable[[tuple[Any, ...]], PlayerObs] = partial(tuple.__new__, PlayerObs)


def observation_arrays(g: SgsGame, seat: int) -> tuple[Any, ...] | None:
    """:func:`table_arrays`, or ``None`` while ``view(seat)`` has a ``draft`` or ``offer``
    part (:func:`cardtable.sgs.view.setup_view` gives it)."""
    if setup_key(g, seat) is not None:
        return None
    return table_arrays(g, seat)


def table_arrays(g: SgsGame, seat: int) -> tuple[Any, ...]:
    """``(globals, players, hand names)`` for ``seat`` (``0 <= seat < n``): everything
    ``view(seat)`` shows but a 3v3 draft or an identity offer of generals.

    ``globals = (mode, current seat, phase, draw pile count, discard pile count, cards being
    processed)``; ``players`` = a :class:`PlayerObs` per seat;
    ``hand names`` = the names of the seat's own hand cards, in order.
    """
    mode = g.mode
    identity = mode == "identity"
    over = g.result_ is not None
    alive = g.alive_
    dist = distances_from(g, seat) if alive[seat] else None
    players = []
    for s in range(g.n):
        role = g.role[s]
        if identity and not (s == seat or role == "lord" or not alive[s] or over):
            role = "?"
        piles = g.piles[s]
        hs = g.huashen[s]
        marks = g.marks[s]
        players.append(_player_obs((
            s, alive[s], g.hp[s], g.maxhp[s], len(g.hand[s]), g.tapped[s],
            g.side[s] if mode == "3v3" else None, role,
            dist[s] if dist is not None and alive[s] and g.general[s] else None,
            len(g.judge_area[s]),
            (sum([len(v) for v in piles.values()]) if piles else 0) + len(hs.cards),
            g.general[s],
            tuple([_NAME_OR_NONE[c] for c in g.equip[s]]),
            hs.shown,
            CHAINED in marks, DRUNK in marks, bool(marks.get("flipped")),
            tuple(sorted(NAME[c] for c in known_hand(g, s))) if s != seat and marks else (),
        )))
    glob = (mode, g.current, g.phase, len(g.draw_pile), len(g.discard_pile), len(g.proc))
    return glob, players, tuple([NAME[c] for c in g.hand[seat]])


def option_card_name(g: SgsGame, c: int, seat: int) -> str:
    """The name ``view(seat)`` gives card ``c`` named by one of the seat's own options (the
    cards of the seat's pending question are always shown to it)."""
    if g.req is not None and g.req.seat == seat and 0 <= c < len(NAME):
        return NAME[c]
    return str(c)
