"""Union Rider (MFC-018, 2003; issue 15 part 3, g8-mb, session 8). Not flagged "Goat-era
version" in ``goat-pool.csv``: today's official text (yaml-yugi ``data/11743119.yaml``) gives
its 2005 behaviour — "You can take control of up to 1 Union Monster that is currently a monster
on your opponent's side of the field, and equip it to this card. The Union Monster that is
equipped to this card cannot be changed back to a monster using its own effect."

* An Ignition Effect targeting 1 face-up Union Monster in the opponent's Monster Zone ("that is
  currently a monster": not one already an Equip Card); on resolution it goes face-up to the
  Rider controller's Spell & Trap Zone equipped to the Rider (``equip_monster``: its controller
  is now the Rider's). "up to 1": not while the Rider already holds a Union.
* The Union's own host rule does not apply to a Union equipped by the Rider
  (``classic_equip_monsters.UNION_ANY_HOSTS``, read by every Union frame's equip limit), and
  its own unequip effect is refused while the Rider holds it (``held_by_rider``).
* The Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
  ``goat-indv-rulings/union-rider.md``): "because the Union Monster was not equipped to Union
  Rider by the Union Monster's effect, the bonuses of the Union Monster are not applied,
  including the 'destroyed instead' effect" — every Union frame's bonus, piercing, "destroyed
  instead" and equipped-monster triggers skip a Union the Rider holds (``held_by_rider``); the
  effect is used in Main Phase 1 or 2 only (an Ignition Effect) and needs a free Spell & Trap
  Zone; the Union sits in the Rider controller's Spell & Trap Zone.

Checks in ``tests/ygo/test_goat8_mb_unions.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_equip_monsters import UNION_ANY_HOSTS, equip_monster
from cardtable.ygo.cards.scripts.classic_lib import live_targets, pick, reg, up
from cardtable.ygo.cards.scripts.goat_mon2_union import union_of
from cardtable.ygo.effects.api import CAT_EQUIP, Effect, Link
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

UNION_RIDER = 11743119
UNION_ANY_HOSTS.add(UNION_RIDER)


def _foe_unions(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and up(g, m) and g.cd(m).type & C.UNION]


def _rider_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return union_of(g, c) < 0 and g.free_szone(p) >= 0 and bool(_foe_unions(g, p, c))


def _take(g: Duel, lk: Link) -> None:
    r = lk.card
    p = lk.player
    if g.loc[r] != LOC_MZONE or not up(g, r) or g.life[r] != lk.life or union_of(g, r) >= 0:
        return
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)
          and g.ctrl[t] != p and g.cd(t).type & C.UNION]
    if ts:
        equip_monster(g, ts[0], r)


reg(UNION_RIDER, Effect(
    kind="ignition", target=(pick(_foe_unions, "target_monster"),), target_picks=True,
    condition=_rider_cond, operation=(_take,), category=CAT_EQUIP,
    name=Text("得到对方场上1只同盟怪兽的控制权，装备给这张卡",
              "Take 1 Union Monster your opponent controls and equip it to this card")))

__all__ = ["UNION_RIDER"]
