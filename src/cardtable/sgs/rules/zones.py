"""Where cards are: draw pile, discard pile, hands, equipment, judging areas, the processing
area and piles on generals. Every move goes through :meth:`ZonesMixin.move_card`, which keeps the
``loc`` table exact (each card is in exactly one place) and reshuffles on an empty draw pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.sgs.cards.data import CARD_TEXT, NAME, SLOT_OF, SUBTYPE
from cardtable.sgs.cards.maneuvering import forget_shown

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

# location codes: zone * 16 + seat
DRAW: Final = 0
DISCARD: Final = 1
HAND: Final = 2
EQUIP: Final = 3
JUDGE: Final = 4
PROC: Final = 5
PILE: Final = 6
OUT: Final = 7
ZONE_NAMES: Final = ("draw", "discard", "hand", "equip", "judge", "proc", "pile", "out")


def _take_out(self: SgsGame, c: int) -> tuple[int, int]:
    """Remove card ``c`` from its current place; return (zone, seat)."""
    code = self.loc[c]
    zone, seat = code >> 4, code & 15
    if zone == HAND:
        self.hand[seat].remove(c)
        m = self.marks[seat]
        if "shown" in m:  # a card shown by 火攻 is no longer known to be in this hand
            forget_shown(m, c)
    elif zone == EQUIP:
        eq = self.equip[seat]
        eq[eq.index(c)] = -1
    elif zone == JUDGE:
        ja = self.judge_area[seat]
        for i, (jc, _n) in enumerate(ja):
            if jc == c:
                del ja[i]
                break
    elif zone == DRAW:
        self.draw_pile.remove(c)
    elif zone == DISCARD:
        self.discard_pile.remove(c)
    elif zone == PROC:
        self.proc.remove(c)
    elif zone == PILE:
        piles = self.piles[seat]
        for k, v in piles.items():
            if c in v:
                piles[k] = tuple(x for x in v if x != c)
                break
    return zone, seat

def move_card(self: SgsGame, c: int, dest: str, seat: int = -1, as_name: str = "") -> None:
    """Move card ``c`` to ``dest`` (``hand equip judge discard draw_top draw_bottom proc
    pile:<name>``) of ``seat``; fires ``cards_lost`` for a seat losing hand/equipment cards
    (ctx ``[seat, n_hand, n_equip, hand_now_empty, card, dest]``)."""
    zone, src = _take_out(self, c)
    if dest == "hand":
        self.hand[seat].append(c)
        self.loc[c] = HAND * 16 + seat
    elif dest == "discard":
        self.discard_pile.append(c)
        self.loc[c] = DISCARD * 16
    elif dest == "proc":
        self.proc.append(c)
        self.loc[c] = PROC * 16
    elif dest == "equip":
        slot = SLOT_OF[SUBTYPE[c]]
        self.equip[seat][slot] = c
        self.loc[c] = EQUIP * 16 + seat
    elif dest == "judge":
        self.judge_area[seat].append((c, as_name or NAME[c]))
        self.loc[c] = JUDGE * 16 + seat
    elif dest == "draw_top":
        self.draw_pile.append(c)
        self.loc[c] = DRAW * 16
    elif dest == "draw_bottom":
        self.draw_pile.insert(0, c)
        self.loc[c] = DRAW * 16
    elif dest.startswith("pile:"):
        key = dest[5:]
        p = self.piles[seat]
        p[key] = (*p.get(key, ()), c)
        self.loc[c] = PILE * 16 + seat
    else:
        raise ValueError(f"unknown destination {dest!r}")
    if zone in (HAND, EQUIP) and "cards_lost" in self.tindex and not (
        dest == "hand" and seat == src
    ):
        self.fire_simple(
            "cards_lost",
            [src, int(zone == HAND), int(zone == EQUIP), int(not self.hand[src]), c, dest],
            src,
        )

def draw(self: SgsGame, seat: int, n: int) -> None:
    """``seat`` draws ``n`` cards from the top (reshuffling the discard pile when empty)."""
    got: list[int] = []
    for _ in range(n):
        if not self.draw_pile and not _reshuffle(self):
            break
        c = self.draw_pile.pop()
        self.hand[seat].append(c)
        self.loc[c] = HAND * 16 + seat
        got.append(c)
    if got:
        # the drawer alone sees which cards (ids and names); others see the count
        self.log_event("draw", {"seat": seat, "n": len(got)},
                       {seat: {"cards": got, "text": [CARD_TEXT[c].en for c in got],
                               "text_zh": [CARD_TEXT[c].zh for c in got]}})

def _reshuffle(self: SgsGame) -> bool:
    """Shuffle the discard pile into a new draw pile; False if there is nothing to shuffle
    (then the game ends in a draw: see docs/rulings-sgs.md)."""
    if not self.discard_pile:
        self.end_game((), "deck_exhausted")
        return False
    pile = self.discard_pile
    self.discard_pile = []
    self.rng.shuffle(pile)
    self.draw_pile = pile
    for c in pile:
        self.loc[c] = DRAW * 16
    self.log_event("reshuffle", {"n": len(pile)})
    return True

def top_cards(self: SgsGame, n: int) -> list[int]:
    """Take up to ``n`` cards off the draw pile into the processing area (五谷, 观星)."""
    out = []
    for _ in range(n):
        if not self.draw_pile and not _reshuffle(self):
            break
        c = self.draw_pile[-1]
        move_card(self, c, "proc")
        out.append(c)
    return out

def discard(self: SgsGame, seat: int, cards: tuple[int, ...] | list[int]) -> None:
    """Put ``cards`` (owned by ``seat``) into the discard pile, logged publicly."""
    if not cards:
        return
    self.log_event("discard", {"seat": seat, "cards": list(cards),
                               "text": [CARD_TEXT[c].en for c in cards]})
    for c in cards:
        move_card(self, c, "discard")

def cards_of(self: SgsGame, seat: int, areas: str = "he") -> list[int]:
    """The cards ``seat`` holds in ``areas`` (h hand, e equipment, j judging area)."""
    out: list[int] = []
    if "h" in areas:
        out.extend(self.hand[seat])
    if "e" in areas:
        out.extend(c for c in self.equip[seat] if c >= 0)
    if "j" in areas:
        out.extend(c for c, _ in self.judge_area[seat])
    return out

_NO_EQUIP: Final = [-1, -1, -1, -1]


def has_cards(self: SgsGame, seat: int) -> bool:
    """True when ``seat`` holds any card in its hand, equipment or judging area (``cards_of(g,
    seat, "hej")`` is not empty), without building the list."""
    return bool(self.hand[seat]) or self.equip[seat] != _NO_EQUIP or bool(self.judge_area[seat])


def card_name(self: SgsGame, c: int) -> str:
    """The printed name id of card ``c``."""
    return NAME[c]


def take_card(g: SgsGame, taker: int, src: int, card: int) -> None:
    """``taker`` takes ``card`` from ``src``'s area into their hand (顺手牵羊, 反馈, 烈刃…). The
    event names the card to the two seats involved; the others learn it only when it was not
    in ``src``'s hand (an equipment or a judgement card is public)."""
    from_hand = card in g.hand[src]
    g.log_event("take", {"seat": taker, "from": src, "hand": from_hand,
                         **({} if from_hand else {"card": card})},
                {taker: {"card": card}, src: {"card": card}})
    move_card(g, card, "hand", taker)
