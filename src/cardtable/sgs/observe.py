"""A cheap, redacted observation accessor for learning environments (additive to ``view``).

:func:`observation_arrays` returns, as plain tuples, the part of ``view(seat)`` that the RL
encoder (:mod:`cardtable.rl.encoders.sgs`) reads, without building the full JSON-like view
(no discard-pile list, no ``card_names`` map). It applies the same redaction as
:func:`cardtable.sgs.view.build_view`: only the seat's own hand is listed, and in identity mode
a role is ``"?"`` unless it is the seat's own, the lord's, a dead seat's or the game is over.
While a 3v3 draft or an identity general offer is on, ``view(seat)`` carries more (``draft``,
``offer``) and :func:`observation_arrays` returns ``None``: use the view then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.sgs.cards.data import NAME
from cardtable.sgs.rules.distance import distances_from

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def observation_arrays(g: SgsGame, seat: int) -> tuple[Any, ...] | None:
    """``(globals, players, hand names)`` for ``seat`` (``0 <= seat < n``), or ``None`` while
    ``view(seat)`` has a ``draft`` or ``offer`` part.

    ``globals = (mode, current seat, phase, draw pile count, discard pile count, cards being
    processed)``; ``players`` = per seat ``(seat, alive, hp, maxhp, hand count, tapped, side
    (3v3) or None, role as the seat sees it, distance from the seat or None, cards in the
    judgement area, cards on private piles and 化身 cards, general, equipment names by slot or
    None, the shown 化身 general or "")``;
    ``hand names`` = the names of the seat's own hand cards, in order.
    """
    ms = g.ms
    mode = g.mode
    if mode == "3v3" and "draft" in ms and ms["draft"] != "done":
        return None
    if (mode == "identity" and "offers" in ms and not any(g.general)
            and g.req is not None and g.req.seat == seat):
        return None
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
        players.append((
            s, alive[s], g.hp[s], g.maxhp[s], len(g.hand[s]), g.tapped[s],
            g.side[s] if mode == "3v3" else None, role,
            dist[s] if dist is not None and alive[s] and g.general[s] else None,
            len(g.judge_area[s]),
            (sum(len(v) for v in piles.values()) if piles else 0) + len(hs.cards),
            g.general[s],
            tuple(NAME[c] if c >= 0 else None for c in g.equip[s]),
            hs.shown,
        ))
    glob = (mode, g.current, g.phase, len(g.draw_pile), len(g.discard_pile), len(g.proc))
    return glob, players, tuple(NAME[c] for c in g.hand[seat])


def option_card_name(g: SgsGame, c: int, seat: int) -> str:
    """The name ``view(seat)`` gives card ``c`` named by one of the seat's own options (the
    cards of the seat's pending question are always shown to it)."""
    if g.req is not None and g.req.seat == seat and 0 <= c < len(NAME):
        return NAME[c]
    return str(c)
