"""Xing Zhen Hu (issue 15 part 3, goat-t batch 17): a Continuous Trap activated by selecting 2
Set Spell or Trap Cards on the field (targets); while it stays face-up and active, those cards
cannot be activated. The selection outlives the chain link as a public ``card_effect`` mark
naming this card (with its ``g.life`` stamp, so a Xing Zhen Hu that left the field and came
back keeps none) and the two cards (with theirs); an ``ACTIVATE_ALLOWED`` hook reads it. Text
(2005 wording, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat5_t_xing_zhen_hu.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live_targets, note, pick, reg, st_cards
from cardtable.ygo.cards.scripts.goat5_continuous_traps import active_traps
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, only_for
from cardtable.ygo.state import LOC_SZONE, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

XING_ZHEN_HU = 76515293
_KEY = "xing_zhen_hu"

_set_cards = st_cards("any", False, lambda g, c: g.loc[c] == LOC_SZONE)


def _seal(g: Duel, lk: Link) -> None:
    held = [[t, g.life[t]] for t in live_targets(g, lk)
            if g.loc[t] == LOC_SZONE and g.pos[t] & POS_FACEDOWN]
    note(g, lk.card, "The selected Set cards cannot be activated", "选择的盖放卡不能发动",
         **{_KEY: {"card": lk.card, "life": g.life[lk.card], "held": held}})


def locked_cards(g: Duel) -> set[int]:
    """The cards face-up, active Xing Zhen Hus forbid to activate (still the same cards)."""
    xs = {x: g.life[x] for x in active_traps(g, XING_ZHEN_HU)}
    out: set[int] = set()
    if not xs:
        return out
    for kind, pub, _ in g.elog:
        mark = pub.get(_KEY) if kind == "card_effect" else None
        if mark and xs.get(mark["card"]) == mark["life"]:
            out.update(c for c, life in mark["held"] if g.life[c] == life)
    return out


@only_for({XING_ZHEN_HU})
def _xing_allows(g: Duel, p: int, c: int, e: Any) -> bool:
    return getattr(e, "kind", "") != "activate" or c not in locked_cards(g)


ACTIVATE_ALLOWED.append(_xing_allows)
reg(XING_ZHEN_HU, Effect(target=(pick(_set_cards, "target_spell_trap", 2),), target_picks=True,
                         operation=(_seal,),
                         condition=lambda g, c, p, w: len(_set_cards(g, p, c)) >= 2))
