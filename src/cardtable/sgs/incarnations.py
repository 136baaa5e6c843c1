"""左慈's 化身 cards: the hidden zone of general cards (state shape, who sees what, re-dealing).

State (two fields of :class:`~cardtable.sgs.game.SgsGame`):

* ``huashen``: a tuple with an :class:`Incarnations` per seat (replace one with
  :func:`set_seat`): the general cards seat ``s`` holds face down as 化身 cards, the one shown
  in front of it (``shown``, public) and the skill declared from it (``skill``, public). Only
  ``s`` sees ``cards``; everyone sees how many there are.
* ``box``: the generals not in the game (face down, nobody sees them, drawn from the end).

Both are immutable values, so a clone shares them (no copy: a change replaces the tuple).
``determinize`` re-deals, for a seat that cannot see them, every other seat's hidden 化身 cards
together with the box (the shown one stays: it is public).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.rng import Rng

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


class Incarnations(NamedTuple):
    """One seat's 化身 cards."""

    #: general ids held face down (``shown`` is one of them)
    cards: tuple[str, ...] = ()
    #: the general shown in front of the seat ("" before the first declaration)
    shown: str = ""
    #: the skill declared from ``shown`` ("" none)
    skill: str = ""


NONE = Incarnations()


def set_seat(g: SgsGame, s: int, value: Incarnations) -> None:
    """Replace seat ``s``'s :class:`Incarnations` (the per-seat tuple is rebuilt)."""
    h = g.huashen
    g.huashen = (*h[:s], value, *h[s + 1:])


def eligible_skills(gid: str) -> tuple[str, ...]:
    """The skills of general ``gid`` that 化身 may declare: implemented, and not a limited,
    awakening or lord skill."""
    from cardtable.sgs.generals.data import BY_ID, LORD_SKILLS
    from cardtable.sgs.skills.api import SKILLS

    out = []
    for sid in BY_ID[gid].skills:
        sk = SKILLS.get(sid)
        if sk is None or sid in LORD_SKILLS or sk.tags & {"limited", "awaken", "lord"}:
            continue
        out.append(sid)
    return tuple(out)


def view_part(g: SgsGame, s: int, viewer: int) -> dict[str, Any] | None:
    """What ``viewer`` sees of seat ``s``'s 化身 cards (``None`` when it has none)."""
    h = g.huashen[s]
    if not h.cards:
        return None
    out: dict[str, Any] = {"count": len(h.cards), "shown": h.shown, "skill": h.skill}
    if viewer == s:
        out["cards"] = list(h.cards)
    return out


def redeal(g: SgsGame, seat: int, rng: Rng) -> None:
    """Re-deal what ``seat`` cannot see of the general cards: the other seats' 化身 cards other
    than the shown one, and the box (sizes kept)."""
    if not g.box and not any(h.cards for h in g.huashen):
        return
    hidden: list[str] = list(g.box)
    keep: list[tuple[int, str, int]] = []
    for s, h in enumerate(g.huashen):
        if s == seat or not h.cards:
            continue
        rest = list(h.cards)
        if h.shown:
            rest.remove(h.shown)
        hidden.extend(rest)
        keep.append((s, h.shown, len(rest)))
    rng.shuffle(hidden)
    i = 0
    for s, shown, k in keep:
        h = g.huashen[s]
        got = hidden[i:i + k]
        i += k
        set_seat(g, s, h._replace(cards=tuple([shown, *got] if shown else got)))
    g.box = tuple(hidden[i:])
