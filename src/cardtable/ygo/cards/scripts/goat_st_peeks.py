"""Goat-pool Spells that look at hidden cards (issue 15 part 3, Spells & Traps batch 5): Ancient
Telescope (the top 5 cards of the opponent's Deck) and The Inexperienced Spy (1 card of the
opponent's hand). Only the activating seat learns the cards: they are revealed to it
(``g.reveal``) and named in a private payload of the event; the opponent and spectators see that
the cards were looked at, never which. Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import last, reg
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ANCIENT_TELESCOPE = 17092736
THE_INEXPERIENCED_SPY = 81820689


def show_privately(g: Duel, src: int, seat: int, cards: list[int], en: str, zh: str) -> None:
    """``seat`` looks at ``cards`` (hidden to the others): revealed to it, logged as a
    ``card_effect`` whose names are in ``seat``'s private payload only."""
    g.reveal(seat, cards)
    names = [g.cd(c).name for c in cards]
    g.log("card_effect", {**g.card_pub(src), "en": en, "zh": zh},
          {seat: {"en": f"{en}: " + ", ".join(n.en for n in names),
                  "zh": f"{zh}：" + "、".join(n.zh for n in names),
                  "cards": [g.card_pub(c) for c in cards]}})


def _telescope(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    top = list(reversed(g.deck[o][-5:]))  # top first; they stay in place, in order
    show_privately(g, lk.card, lk.player, top, "Looks at the top cards of the opponent's Deck",
                   "确认对方卡组最上面的卡")


reg(ANCIENT_TELESCOPE, Effect(operation=(_telescope,),
                              condition=lambda g, c, p, w: bool(g.deck[1 - p])))


def _spy_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, g.hand[1 - lk.player], 1, 1, "choose")


def _spy_look(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        show_privately(g, lk.card, lk.player, got, "Looks at 1 card in the opponent's hand",
                       "确认对方1张手卡")


reg(THE_INEXPERIENCED_SPY, Effect(operation=(_spy_pick, _spy_look),
                                  condition=lambda g, c, p, w: bool(g.hand[1 - p])))
