"""Ameba and Griggle (issue 15 part 3, g7-ma): "when control of this face-up card on the field
shifts to your opponent" (Magic Ruler, MRL-010/016). Not flagged "Goat-era version" in
``goat-pool.csv``: their official texts (yaml-yugi ``data/95174353.yaml``,
``data/95744531.yaml``) are the Goat texts.

* The event: the engine raises ``control_changed`` (data ``(old controller, new
  controller)``) from every control change — ``classic_lib.take_control`` (Change of Heart,
  Snatch Steal, the Charmers…) and ``Duel.swap_control`` (Creature Swap). An ``EVENT_HOOKS``
  watcher queues the card's trigger for the **previous** controller: "you" in both texts is the
  player whose card went to the opponent (Ameba: "inflict 2000 damage to your opponent" = the
  new controller; Griggle: "increase your Life Points by 3000" = the old controller). Both are
  mandatory. The card must be face-up when control shifts.
* "This effect can only be used once as long as this card remains face-up on the field": a
  public ``card_effect`` mark naming the card and its ``g.life`` stamp as it resolves. A control
  change moves the card (``g.life`` + 1), so at the next shift the effect was used in this stay
  when a mark carries ``life - 1`` with no turn face-down of the card logged after it.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_control.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AMEBA = 95174353
GRIGGLE = 95744531
SHIFTERS = frozenset({AMEBA, GRIGGLE})
EV_SHIFTED = "g7ma_control_shifted"  # queued by the watcher below, never raised by the engine
_USED = "used_while_face_up"


def used_this_stay(g: Duel, c: int) -> bool:
    """The card's once-per-face-up-stay effect was already used: its mark carries the stamp
    before the present control change (``g.life[c] - 1``) or the present one, and the card was
    not turned face-down since (the log read backwards)."""
    marks = ([c, g.life[c] - 1], [c, g.life[c]])
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and pub.get(_USED) in marks:
            return True
        if kind == "position" and pub.get("card") == c and str(pub.get("pos", "")).startswith(
                "fd"):
            return False
        if kind in ("summon", "set_monster") \
                and pub.get("card") == c:
            return False
    return False


def _watch(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "control_changed" or g.code[c] not in SHIFTERS:
        return
    old, new = int(data[0]), int(data[1])
    if old == new or g.loc[c] != LOC_MZONE or not up(g, c) or used_this_stay(g, c):
        return
    for ei in g.pool.trig_index(g.code[c]).get(EV_SHIFTED, ()):
        g.trig.append(Trigger(c, ei, old, g.stamp, (EV_SHIFTED, c, old, new)))


EVENT_HOOKS.append(only_for(SHIFTERS)(_watch))


def _mark(g: Duel, lk: Link) -> None:
    c = lk.card
    note(g, c, "Used once while face-up on the field", "表侧表示存在期间已使用1次",
         **{_USED: [c, g.life[c]]})


def _ameba(g: Duel, lk: Link) -> None:
    _mark(g, lk)
    g.damage(int(lk.event[3]), 2000, src=lk.card)


def _griggle(g: Duel, lk: Link) -> None:
    _mark(g, lk)
    g.recover(int(lk.event[2]), 3000)


reg(AMEBA, Effect(kind="trigger", event=EV_SHIFTED, optional=False, operation=(_ameba,),
                  category=CAT_DAMAGE,
                  name=Text("得到控制权的对方受到2000伤害",
                            "The opponent who took control takes 2000 damage")))
reg(GRIGGLE, Effect(kind="trigger", event=EV_SHIFTED, optional=False, operation=(_griggle,),
                    category=CAT_RECOVER,
                    name=Text("失去控制权的玩家回复3000基本分",
                              "The player who lost control gains 3000 Life Points")))

__all__ = ["AMEBA", "GRIGGLE", "SHIFTERS", "used_this_stay"]
