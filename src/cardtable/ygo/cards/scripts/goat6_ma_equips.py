"""Chopman the Desperate Outlaw (issue 15 part 3, g6-ma): "when this card is Flip Summoned, you
can target 1 Equip Spell Card in your Graveyard that could be equipped to it, and equip it to
this card" — g6-mb's ``goat6_mb_summons.equip_from_graveyard`` (the Equip Spell goes face-up to
its controller's Spell & Trap Zone as an equip card, not activated) and ``equip_fits`` (its
``equip_limit`` holds). A "when" trigger of the Flip Summon (it can miss the timing). Text in
``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_equips.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import live_targets, reg, up
from cardtable.ygo.cards.scripts.goat6_mb_summons import equip_fits, equip_from_graveyard
from cardtable.ygo.effects.api import CAT_EQUIP, Effect, Link, ask_cards, target_step
from cardtable.ygo.state import LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CHOPMAN = 40884383


def _equips_for(g: Duel, p: int, c: int) -> list[int]:
    return [e for e in g.gy[p] if g.cd(e).is_spell and g.cd(e).type & C.EQUIP
            and equip_fits(g, e, c)]


def _flip_summoned(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (len(w) > 2 and w[1] == c and w[2] == "flip" and g.loc[c] == LOC_MZONE
            and up(g, c) and g.free_szone(p) >= 0 and bool(_equips_for(g, p, c)))


def _pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _equips_for(g, lk.player, lk.card), 1, 1, "target_card")


def _equip(g: Duel, lk: Link) -> None:
    me = lk.card
    if g.loc[me] != LOC_MZONE or not up(g, me) or g.life[me] != lk.life:
        return
    for e in live_targets(g, lk):
        if g.loc[e] == LOC_GY and equip_fits(g, e, me):
            equip_from_graveyard(g, e, me, lk.player)


reg(CHOPMAN, Effect(kind="trigger", event="summoned", optional=True, when=True,
                    condition=_flip_summoned,
                    target=(target_step(_pick, _equips_for),), target_picks=True,
                    operation=(_equip,), category=CAT_EQUIP))

__all__ = ["CHOPMAN"]
