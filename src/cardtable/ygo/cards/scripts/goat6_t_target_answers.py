"""Goat-pool Traps answering a card that targets a monster (issue 15 part 3, session 6, g6-t):
Dramatic Rescue.

Dramatic Rescue (MFC-097; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "Activate only when a card that targets an 'Amazoness' monster on the field
is activated. Return the targeted monster(s) to the hand and Special Summon another monster
from your hand." Any player's card may be answered (the text names no side), every targeted
Amazoness monster still on the field returns to its owner's hand, and the monster Special
Summoned is one that was already in your hand (not a returned one), in the position you choose.
Checks: ``tests/ygo/test_goat6_t_target_answers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES, reg, up
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards, ask_option
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DRAMATIC_RESCUE = 80193355


def _answered(g: Duel, c: int) -> Link | None:
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    return g.chain[i] if i >= 0 and g.chain[i].ready else None


def _amazons(g: Duel, lk: Link) -> list[int]:
    """The face-up Amazoness monsters on the field link ``lk`` targets (still the same cards)."""
    return [t for t, lf in zip(lk.targets, lk.tlife, strict=True) if g.life[t] == lf
            and g.loc[t] == LOC_MZONE and up(g, t) and "amazoness" in g.name(t).en.lower()]


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    lk = _answered(g, c)
    return lk is not None and bool(_amazons(g, lk))


def _bounce(g: Duel, lk: Link) -> None:
    i = next((j for j, x in enumerate(g.chain) if x is lk), -1)
    back = _amazons(g, g.chain[i - 1]) if i >= 1 else []
    lk.data["before"] = [c for c in g.hand[lk.player]]
    if back:
        g.to_hand(back)


def _pick(g: Duel, lk: Link) -> None:
    before = set(lk.data.get("before", ()))
    cands = [c for c in g.hand[lk.player] if c in before and g.cd(c).is_monster
             and g.can_special_summon(c, lk.player)]
    if g.free_mzone(lk.player) < 0:
        cands = []
    ask_cards(g, lk, lk.player, cands, 1, 1, "choose")


def _pos(g: Duel, lk: Link) -> None:
    if lk.picks and lk.picks[-1]:
        ask_option(g, lk, lk.player, POS_CHOICES, "position")
    else:
        lk.picks.append(0)


def _summon(g: Duel, lk: Link) -> None:
    got = lk.picks[-2] if len(lk.picks) >= 2 and isinstance(lk.picks[-2], tuple) else ()
    pos = int(lk.picks[-1]) if lk.picks and isinstance(lk.picks[-1], int) else 0
    for c in got:
        if pos and g.loc[c] == LOC_HAND and g.can_special_summon(c, lk.player):
            g.special_summon(c, lk.player, pos)


reg(DRAMATIC_RESCUE, Effect(event="activated", condition=_cond, category=CAT_SPSUMMON,
                            operation=(_bounce, _pick, _pos, _summon)))
