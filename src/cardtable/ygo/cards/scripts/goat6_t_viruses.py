"""Deck Devastation Virus (issue 15 part 3, session 6, g6-t), the low-ATK twin of the seed pool's
Crush Card Virus (``seed_traps.py``), whose three-turn draw check it shares: the same public
``seed_virus`` log entry (victim, the checked turns), here with ``atk_max`` so each card's draw
hook reads only its own entries.

Text (FET-EN058; the old Japanese text quoted by yugioh-wiki; our own words in
``pool/goat.csv``): "Tribute 1 DARK monster with 2000 or more ATK on your side of the field.
Check the monsters on your opponent's side of the field, your opponent's hand and every card
your opponent draws during their next 3 turns, and destroy the monsters with 1500 or less ATK."
The Tribute is the activation cost. Face-down monsters are checked too (shown to both players:
the text checks all their monsters) and judged by their printed ATK; face-up ones by their
current ATK; cards in the hand and drawn by their printed ATK (a printed "?" counts as 0). The
checked turns are the opponent's next three turns, as Crush Card Virus's. Checks:
``tests/ygo/test_goat6_t_viruses.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import DRAW_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DECK_DEVASTATION_VIRUS = 35027493
_ATK_MAX = 1500


def _tributes(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and g.is_face_up(m)
            and g.attribute(m) & C.DARK and g.atk(m) >= 2000]


def _cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _tributes(g, lk.player), 1, 1, "tribute")


def _cost_do(g: Duel, lk: Link) -> None:
    g.send_to_gy(lk.picks[-1], "tribute")


def _small_printed(g: Duel, c: int) -> bool:
    return g.cd(c).is_monster and max(0, g.cd(c).atk) <= _ATK_MAX


def _op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    field = [m for m in g.mz[o] if m >= 0]
    hidden = [m for m in field if not g.is_face_up(m)]
    if hidden:
        g.log("reveal", {"player": o, "cards": [g.card_pub(c) for c in hidden],
                         "why": "Deck Devastation Virus"})
    g.destroy([m for m in field if (g.atk(m) if g.is_face_up(m) else max(0, g.cd(m).atk))
               <= _ATK_MAX], "effect", lk)
    g.log("reveal", {"player": o, "cards": [g.card_pub(c) for c in g.hand[o]],
                     "why": "Deck Devastation Virus"})
    g.destroy([c for c in g.hand[o] if _small_printed(g, c)], "effect", lk)
    first = g.turn + (2 if g.tp == o else 1)
    g.log("seed_virus", {"victim": o, "turns": [first, first + 2, first + 4],
                         "atk_max": _ATK_MAX})


@only_for({DECK_DEVASTATION_VIRUS})
def _draw(g: Duel, p: int, c: int) -> None:
    """A card drawn by the victim in a checked turn is shown; 1500 ATK or less: destroyed."""
    if not any(k == "seed_virus" and pub["victim"] == p and g.turn in pub["turns"]
               and pub.get("atk_max") == _ATK_MAX for k, pub, _ in g.elog):
        return
    g.log("reveal", {"player": p, "cards": [g.card_pub(c)], "why": "Deck Devastation Virus"})
    if _small_printed(g, c):
        g.destroy([c], "effect")


DRAW_HOOKS.append(_draw)
reg(DECK_DEVASTATION_VIRUS, Effect(cost=(_cost_ask, _cost_do), operation=(_op,),
                                   category=CAT_DESTROY,
                                   condition=lambda g, c, p, w: bool(_tributes(g, p))))
