"""Checks used by tests and debugging: every card is in exactly one place and ``loc`` agrees."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardtable.sgs.cards.data import DECK_3V3, N_CARDS
from cardtable.sgs.rules.zones import DISCARD, DRAW, EQUIP, HAND, JUDGE, PILE, PROC

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def card_places(g: SgsGame) -> Counter[int]:
    """How many places hold each card (must be exactly 1 for every card in play)."""
    cnt: Counter[int] = Counter()
    cnt.update(g.draw_pile)
    cnt.update(g.discard_pile)
    cnt.update(g.proc)
    for s in range(g.n):
        cnt.update(g.hand[s])
        cnt.update(c for c in g.equip[s] if c >= 0)
        cnt.update(c for c, _ in g.judge_area[s])
        for v in g.piles[s].values():
            cnt.update(v)
    return cnt


def check_cards(g: SgsGame) -> list[str]:
    """Problems with card conservation (empty list = all good)."""
    errs: list[str] = []
    cnt = card_places(g)
    deck = set(DECK_3V3) if g.mode == "3v3" else set(range(N_CARDS))
    for c in range(N_CARDS):
        want = 1 if c in deck else 0
        if cnt[c] != want:
            errs.append(f"card {c} is in {cnt[c]} places (expected {want})")
    for c in deck:
        code = g.loc[c]
        zone, seat = code >> 4, code & 15
        ok = (
            (zone == DRAW and c in g.draw_pile) or (zone == DISCARD and c in g.discard_pile)
            or (zone == PROC and c in g.proc) or (zone == HAND and c in g.hand[seat])
            or (zone == EQUIP and c in g.equip[seat])
            or (zone == JUDGE and any(x == c for x, _ in g.judge_area[seat]))
            or (zone == PILE and any(c in v for v in g.piles[seat].values()))
        )
        if not ok:
            errs.append(f"card {c}: loc {zone}/{seat} disagrees with the zones")
    return errs
