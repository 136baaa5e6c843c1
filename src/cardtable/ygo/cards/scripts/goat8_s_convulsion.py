"""Face-up Deck tops — Convulsion of Nature (issue 15 part 3, session 8, an engine piece g8-s
owns). Checks: ``tests/ygo/test_goat8_s_convulsion.py``.

Convulsion of Nature (LOD-084, 2003; not flagged "Goat-era version" in goat-pool.csv, so
today's text is its Goat behaviour: yaml-yugi ``data/62966332.yaml``, "Both players must turn
their Decks upside down") — a Continuous Spell: while it is face-up with its effect applying,
each Deck lies upside down, so the card on top of each Deck is face-up: both players see it.

The piece (public names for other cards that show a Deck's top):

* :func:`decks_upside_down` — a Convulsion of Nature applies now (face-up, activated, not
  negated).
* A ``STATE_CHECKS`` hook shows each Deck's top card to both seats (``g.reveal``) and names it in
  a public ``card_effect`` line the first time it is on top (a face-up card is public). A card
  that is no longer on top (shuffled, or a card put on it) is dropped from what the seats know
  of that Deck: only the top is face-up, and a shuffle hides where the old top went.
* A ``DRAW_HOOKS`` hook: a card drawn while the Decks are upside down was the face-up top, so
  the opponent knows it while it stays in the hand (as after Confiscation), and the draw is named
  in a public line.
* The view names a Deck's top card to a seat that knows it (``view.view_of``'s ``deck_top``).

When it leaves the field the Decks turn back: nothing more is shown (what was seen is kept
while that card stays where it is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import live, note, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import DRAW_HOOKS, STATE_CHECKS, only_for
from cardtable.ygo.state import LOC_DECK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CONVULSION_OF_NATURE = 62966332
TOP_KEY = "deck_top_face_up"


def convulsion(g: Duel) -> int:
    """A Convulsion of Nature face-up on the field with its effect applying (-1: none)."""
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == CONVULSION_OF_NATURE and live(g, s):
                return s
    return -1


def decks_upside_down(g: Duel) -> bool:
    """A Convulsion of Nature is face-up on the field with its effect applying."""
    return convulsion(g) >= 0


def _forget_buried(g: Duel) -> None:
    """Drop what the seats know of Deck cards that are not on top (face-down again)."""
    buried = {c for p in (0, 1) for c in g.deck[p][:-1]}
    if not buried:
        return
    seen = list(g.seen)
    changed = False
    for seat in (0, 1):
        keep = tuple(x for x in seen[seat] if x[0] not in buried)
        if len(keep) != len(seen[seat]):
            seen[seat] = keep
            changed = True
    if changed:
        g.seen = (seen[0], seen[1])


@only_for({CONVULSION_OF_NATURE})
def _show_tops(g: Duel) -> None:
    conv = convulsion(g)
    if conv < 0:
        return
    _forget_buried(g)
    for p in (0, 1):
        if not g.deck[p]:
            continue
        top = g.deck[p][-1]
        if g.revealed_to(top, 0) and g.revealed_to(top, 1):
            continue
        g.reveal(0, [top])
        g.reveal(1, [top])
        nm = g.name(top)
        note(g, conv, f"{nm.en} is face-up on top of a Deck", f"「{nm.zh}」在卡组最上面表侧表示",
             **{TOP_KEY: {"player": p, **g.card_pub(top)}})


@only_for({CONVULSION_OF_NATURE})
def _drawn_face_up(g: Duel, p: int, c: int) -> None:
    conv = convulsion(g)
    if conv < 0 or g.loc[c] == LOC_DECK:
        return
    g.reveal(1 - p, [c])
    nm = g.name(c)
    note(g, conv, f"the face-up {nm.en} is drawn", f"抽到表侧表示的「{nm.zh}」",
         drawn_face_up={"player": p, **g.card_pub(c)})


STATE_CHECKS.append(_show_tops)
DRAW_HOOKS.append(_drawn_face_up)
reg(CONVULSION_OF_NATURE, Effect(kind="activate"))
