"""A cheap, redacted observation accessor for learning environments (additive to ``view``).

:func:`observation_arrays` returns, as plain tuples, exactly the part of ``view(seat)`` that the
RL encoder (:mod:`cardtable.rl.encoders.ygo`) reads, without building the full JSON-like view
(no names, no graveyard/banished card dicts). It applies the same redaction as
:func:`cardtable.ygo.view.view_of`: the opponent's hand and Extra Deck are counts only, and a
face-down card is named only for its controller or a seat it was revealed to.

A *card entry* is ``(id, traits)`` with ``traits = (code, hidden, face_up, atk, def, level,
pos, equipped, counter)``: ``code``/``atk``/``def``/``level`` are ``None`` when hidden or not a
monster; ``hidden`` is ``True`` or ``None``; ``face_up`` and ``pos`` are ``None`` off the field
(``pos`` also in spell/trap zones); ``equipped`` is a bool and ``counter`` ``None`` when zero —
the same values the card's dict in ``view(seat)`` has (``None`` = key absent). ``None`` in
place of an entry is an empty zone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.cards.constants import XYZ
from cardtable.ygo.state import LOC_MZONE, PHASE_NAMES, POS_FACEDOWN, POS_FACEUP, POS_NAMES

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

Traits = tuple[Any, ...]
CardEntry = tuple[int, Traits]

def _lv(cd: CardData) -> int | None:
    """The ``level`` trait: ``None`` for an Xyz monster (a Rank, no Level), as in the view."""
    return None if cd.type & XYZ else cd.level


def traits_table(g: Duel) -> dict[int, Traits]:
    """The duel's table of off-field traits by passcode (static: kept with the card pool)."""
    table: dict[int, Traits] = g.pool.derive("off_field_traits", None, dict)
    return table


def _off_field_traits(g: Duel, code: int, table: dict[int, Traits]) -> Traits:
    """The traits of card ``code`` off the field (``table``: :func:`traits_table`). A
    monster's have its ATK (never ``None``), anything else's ``None`` there."""
    hit = table.get(code)
    if hit is None:
        cd = g.pool.cards[code]
        if cd.is_monster:
            hit = (cd.code, None, None, cd.atk, cd.defense, _lv(cd), None, False,
                   None)
        else:
            hit = (cd.code, None, None, None, None, None, None, False, None)
        table[code] = hit
    return hit


def visible_entry(g: Duel, c: int, srcs: list[int] | None = None,
                  table: dict[int, Traits] | None = None) -> CardEntry:
    """The entry of a card the seat may see by name (hand, graveyard, banished, chain);
    ``srcs``: the duel's :meth:`~cardtable.ygo.rules.actions.Actions.sources` and ``table``
    its :func:`traits_table`, when the caller has them."""
    if table is None:
        table = traits_table(g)
    base = _off_field_traits(g, g.code[c], table)
    if g.loc[c] & LOC_MZONE and g.pos[c] & POS_FACEUP:  # current, modified ATK/DEF
        atk, dfn = g.atk_def(c, srcs)
        lv = base[5] if base[3] is not None else _lv(g.cd(c))  # a Trap Monster: its own Level
        return c, (base[0], None, None, atk, dfn, lv, None, False, None)
    return c, base


def field_card_known(g: Duel, c: int, seat: int) -> bool:
    """Whether ``seat`` sees the identity of card ``c`` on the field: face-up, its
    controller's, or revealed to that seat (as ``view(seat)`` names it)."""
    return bool(g.pos[c] & POS_FACEUP) or seat == g.ctrl[c] or g.revealed_to(c, seat)


def field_entry(g: Duel, c: int, seat: int, monster: bool, srcs: list[int],
                table: dict[int, Traits]) -> CardEntry:
    """The entry of card ``c`` on the field as ``seat`` sees it (``monster``: it sits in a
    Monster Zone, so its battle position is shown); ``srcs`` and ``table`` as for
    :func:`visible_entry`."""
    p = g.pos[c]
    up = bool(p & POS_FACEUP)
    pos = POS_NAMES.get(p, "?") if monster else None
    equipped = g.equip[c] >= 0
    counter = g.counter[c] or None
    if field_card_known(g, c, seat):
        base = _off_field_traits(g, g.code[c], table)
        if base[3] is not None:  # a monster card
            atk, dfn = g.atk_def(c, srcs)
            return c, (base[0], None, up, atk, dfn, base[5], pos, equipped, counter)
        return c, (base[0], None, up, None, None, None, pos, equipped, counter)
    return c, (None, True, up, None, None, None, pos, equipped, counter)


def observation_arrays(g: Duel, seat: int, gy_top: int = 3) -> tuple[Any, ...]:
    """``(globals, players, chain)`` for ``seat`` (0 or 1), redacted like ``view(seat)``.

    ``globals = (turn, turn_player, phase name, normal summon used, chain length)``;
    ``players`` = the two players, ``seat`` first, each ``(lp, hand count, deck count, extra
    count, graveyard count, banished count, hand entries or None, field entries, top
    graveyard entries)`` where ``hand`` is given for ``seat`` only, ``field`` lists the
    monster zones, spell/trap zones, field zone and pendulum zones in that order (``None`` =
    empty) and the graveyard entries are the ``gy_top`` most recent, newest first;
    ``chain`` = ``(entry, link owner)`` per link.
    """
    srcs = g.sources()  # once: every face-up monster's ATK/DEF reads the same sources
    table = traits_table(g)
    players = []
    for p in (seat, 1 - seat):
        field: list[CardEntry | None] = [
            None if c < 0 else field_entry(g, c, seat, True, srcs, table) for c in g.mz[p]
        ]
        field.extend([None if c < 0 else field_entry(g, c, seat, False, srcs, table)
                      for c in g.sz[p]])
        fz = g.fz[p]
        field.append(None if fz < 0 else field_entry(g, fz, seat, False, srcs, table))
        field.extend([None if c < 0 else field_entry(g, c, seat, False, srcs, table)
                      for c in g.pz[p]])
        gy = g.gy[p]
        players.append((
            g.lp[p], len(g.hand[p]), len(g.deck[p]), len(g.extra[p]), len(gy),
            len(g.banished[p]),
            [visible_entry(g, c, srcs, table) for c in g.hand[p]] if p == seat else None,
            field,
            [visible_entry(g, c, srcs, table) for c in gy[: -gy_top - 1 : -1]],
        ))
    chain = [(visible_entry(g, lk.card, srcs, table), lk.player) for lk in g.chain]
    glob = (g.turn, g.tp, PHASE_NAMES.get(g.phase, "?"), g.ns_used > 0, len(g.chain))
    return glob, players, chain


def named_entry(g: Duel, c: int, seat: int) -> tuple[CardEntry, bool] | None:
    """``(entry, mine)`` of card ``c`` if ``view(seat)`` names it in a graveyard, a banished
    zone or the seat's own Extra Deck (cards an option may name outside the encoded slots;
    ``mine``: that zone is the seat's), else ``None``."""
    if not 0 <= c < len(g.code):
        return None
    if c in g.gy[seat] or c in g.banished[seat] or c in g.extra[seat]:
        return visible_entry(g, c), True
    if c in g.banished[1 - seat] and g.pos[c] & POS_FACEDOWN:
        return None  # banished face-down (Lightforce Sword): its owner's to know
    if c in g.gy[1 - seat] or c in g.banished[1 - seat] or (
            c in g.extra[1 - seat] and g.pos[c] & POS_FACEUP):  # face-up Pendulum (MR3)
        return visible_entry(g, c), False
    return None
