"""Goat-pool mass and "by condition" destruction Spells (issue 15 part 3, Spells & Traps batch 2):
Final Destiny, Dark Magic Attack, Hammer Shot. Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import has, last, mons, reg, st_cards, up
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.effects.templates import register_templates
from cardtable.ygo.state import LOC_MZONE, POS_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

FINAL_DESTINY = 18591904
DARK_MAGIC_ATTACK = 2314238
HAMMER_SHOT = 26412047
DARK_MAGICIAN = 46986414

#: Spells whose whole effect is template ops (docs/ygo-card-api.md §4)
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    # discard 5 cards (a cost) to destroy every card on the field
    FINAL_DESTINY: ({"cost": [{"discard": 5}], "do": [{"destroy": {"what": "all"}}]},),
}
register_templates(TEMPLATES)


# --- Dark Magic Attack: with a face-up "Dark Magician", destroy every opponent's Spell/Trap -----

_opp_st = st_cards("opp")


def _has_dark_magician(g: Duel, c: int, p: int, w: W) -> bool:
    return any(g.code[m] == DARK_MAGICIAN and up(g, m) for m in g.monsters(p)) \
        and bool(_opp_st(g, p, c))


reg(DARK_MAGIC_ATTACK, Effect(operation=(ops.destroy_all(_opp_st),), category=CAT_DESTROY,
                              condition=_has_dark_magician))


# --- Hammer Shot: destroy the face-up Attack Position monster with the highest ATK -------------

def _up_attack(g: Duel, c: int) -> bool:
    return up(g, c) and bool(g.pos[c] & POS_ATK)


_atk_mons = mons("any", filt=_up_attack)


def _highest(g: Duel, lk: Link) -> None:
    cs = _atk_mons(g, lk.player, lk.card)
    if not cs:
        lk.picks.append(())
        return
    best = max(g.atk(c) for c in cs)  # a tie: the player chooses which one
    ask_cards(g, lk, lk.player, [c for c in cs if g.atk(c) == best], 1, 1, "destroy")


def _destroy_picked(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_MZONE and _up_attack(g, c)]
    if got:
        g.destroy(got, "effect", lk)


reg(HAMMER_SHOT, Effect(operation=(_highest, _destroy_picked), category=CAT_DESTROY,
                        condition=has(_atk_mons)))
