"""Micro Ray, Energy Drain and Deal of Phantom (issue 15 part 3, session 7, g7-t): Normal Traps
that change 1 monster's ATK or DEF until the end of the turn — three cards goat-pool.csv flags
"Goat-era version" (their 2005 behaviour differs from today's), scripted from their texts and
the Goat format's community rulings (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/<card>.md``, "Individual Card FAQs" / "Netrep Rulings" of the format).

* Micro Ray — text (yaml-yugi ``data/18190572.yaml``): target 1 face-up monster on the field;
  its DEF becomes 0 until the end of this turn. Goat rulings: the monster is selected at
  activation; a DEF increase applied afterwards adds to the 0 (``goat7_t_stat_set.become``:
  a buff of 0 − current DEF); it may be activated in the Damage Step.
* Energy Drain — text (``data/56916805.yaml``): target 1 face-up monster you control; it gains
  200 ATK and DEF for each card in the opponent's hand until the end of this turn. Goat ruling:
  the amount is fixed when Energy Drain resolves (a later change of the hand does not change
  it; today's ruling reads the hand continuously, hence the flag).
* Deal of Phantom — text (``data/69122763.yaml``, the printed Labyrinth of Nightmare wording):
  select 1 face-up monster on the field; it gains 100 ATK for each monster in your Graveyard
  this turn, the number counted when this card is activated (Goat ruling: counted at
  activation).

All three change ATK/DEF, so they may be activated in the Damage Step. Our own words in
``pool/goat.csv``. Checks: ``tests/ygo/test_goat7_t_stat_boosts.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import has, is_monster, mons, pick, reg, tgt, up
from cardtable.ygo.cards.scripts.goat7_t_stat_set import become
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MICRO_RAY = 18190572
ENERGY_DRAIN = 56916805
DEAL_OF_PHANTOM = 69122763

_any_up = mons("any", True)
_own_up = mons("self", True)


def _live(g: Duel, lk: Link) -> int:
    t = tgt(g, lk)
    return t if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t) else -1


def _micro(g: Duel, lk: Link) -> None:
    t = _live(g, lk)
    if t >= 0:
        become(g, t, defense=0, src=lk.card)


def _drain(g: Duel, lk: Link) -> None:
    t = _live(g, lk)
    n = 200 * len(g.hand[1 - lk.player])
    if t >= 0 and n:
        g.add_buff(t, atk=n, defense=n, src=lk.card)


def _count_at_activation(g: Duel, lk: Link) -> None:
    lk.data["monsters"] = sum(1 for c in g.gy[lk.player] if is_monster(g, c))


def _phantom(g: Duel, lk: Link) -> None:
    t = _live(g, lk)
    n = 100 * int(lk.data.get("monsters", 0))
    if t >= 0 and n:
        g.add_buff(t, atk=n, src=lk.card)


reg(MICRO_RAY, Effect(dmg_step=True, target=(pick(_any_up, "target_monster"),),
                      target_picks=True, condition=has(_any_up), operation=(_micro,),
                      category=CAT_ATKCHANGE))
reg(ENERGY_DRAIN, Effect(dmg_step=True, target=(pick(_own_up, "target_monster"),),
                         target_picks=True, condition=has(_own_up), operation=(_drain,),
                         category=CAT_ATKCHANGE))
reg(DEAL_OF_PHANTOM, Effect(dmg_step=True,
                            target=(pick(_any_up, "target_monster"), _count_at_activation),
                            target_picks=True, condition=has(_any_up), operation=(_phantom,),
                            category=CAT_ATKCHANGE))
