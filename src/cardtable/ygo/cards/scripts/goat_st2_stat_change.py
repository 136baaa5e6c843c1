"""Goat-pool Spells that move ATK between monsters (issue 15 part 3, goat-st2 batch 5): Riryoku —
two face-up targets, picked in order (the first loses half its ATK, the second gains what was
lost, until the End Phase). If the first target is gone at resolution nothing happens; if only
the second is gone the first is still halved (the gain needs both). Texts (2005 wording, our own
words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link, ask_cards, target_step

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RIRYOKU = 34016756


def _face_up_monsters(g: Duel, p: int, s: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m)]


def _pick_loser(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _face_up_monsters(g, lk.player, lk.card), 1, 1, "target_monster")


def _pick_gainer(g: Duel, lk: Link) -> None:
    first = lk.picks[-1]
    ask_cards(g, lk, lk.player, [m for m in _face_up_monsters(g, lk.player, lk.card)
                                 if m not in first], 1, 1, "target_monster")


def _riryoku(g: Duel, lk: Link) -> None:
    if len(lk.targets) < 2:
        return
    a, b = lk.targets[0], lk.targets[1]
    if not g.target_ok(lk, a, 0):
        return
    lost = g.atk(a) - g.atk(a) // 2
    g.add_buff(a, atk=-lost, until_end=True, src=lk.card)
    if g.target_ok(lk, b, 1):
        g.add_buff(b, atk=lost, until_end=True, src=lk.card)


reg(RIRYOKU, Effect(target=(target_step(_pick_loser, _face_up_monsters, 2), _pick_gainer),
                    target_picks=True, operation=(_riryoku,), category=CAT_ATKCHANGE,
                    condition=lambda g, c, p, w: len(_face_up_monsters(g, p, c)) >= 2))
