"""Reflect Bounder (DCR, 2003; Limited in April 2005; issue 15 part 3, g7-mb, session 7), over
the engine's "before damage calculation" event (``rules/battle.py``: ``ds_before``, raised on
the attacked monster; ``rules/chain.py`` puts only those triggers on the chain there). Not
flagged "Goat-era version" in ``goat-pool.csv``: today's official text (yaml-yugi
``data/02851070.yaml``) gives the 2005 behaviour; our wording is in ``pool/goat.csv``:

* before damage calculation, if it is attacked by an opponent's monster and was in face-up
  Attack Position at the start of the Damage Step (a face-down one is flipped into Defense
  Position: no effect), its controller inflicts damage to the opponent equal to the attacking
  monster's ATK (a mandatory trigger, its damage read as it resolves);
* if it did, after damage calculation this card is destroyed (a trigger queued by a
  ``BATTLE_END_HOOKS`` hook when it is still on the field; the damage is noted in the log with
  the card's ``life``).

Checks in ``tests/ygo/test_goat7_mb_reflect.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last_battle, reg
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

REFLECT_BOUNDER = 2851070
RULE_BOUNCED = "g7mb_reflect_bounder_hit"
EV_AFTER = "g7mb_reflect_bounder_after"  # queued by the hook below, never raised by the engine


def _attacked_in_attack_position(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    b = g.battle
    return (b is not None and b.target == c and g.loc[c] == LOC_MZONE
            and g.pos[c] == POS_FU_ATK and g.ctrl[b.attacker] != p)


def _bounce(g: Duel, lk: Link) -> None:
    b = g.battle
    if b is None or b.target != lk.card or g.loc[b.attacker] != LOC_MZONE:
        return
    n = g.atk(b.attacker)
    g.damage(1 - lk.player, n, src=lk.card)
    g.elog.append(("rule", {"rule": RULE_BOUNCED, "card": lk.card, "life": g.life[lk.card],
                            "zh": "反射弹回者给予了伤害：伤害计算后破坏",
                            "en": "Reflect Bounder inflicted damage: destroyed after damage "
                                  "calculation"}, None))


def _bounced_this_battle(g: Duel, c: int) -> bool:
    for kind, pub, _ in reversed(g.elog[-40:]):
        if kind == "rule" and pub.get("rule") == RULE_BOUNCED and pub.get("card") == c:
            return bool(pub.get("life") == g.life[c])
        if kind == "attack":
            return False
    return False


@only_for({REFLECT_BOUNDER})
def _after_calc(g: Duel, destroyed: tuple[int, ...]) -> None:
    """``BATTLE_END_HOOKS``: a Reflect Bounder that inflicted its damage in this battle and is
    still on the field queues its self-destruction."""
    _a, t = last_battle(g)
    if t < 0 or g.code[t] != REFLECT_BOUNDER or g.loc[t] != LOC_MZONE \
            or not _bounced_this_battle(g, t):
        return
    for ei in g.pool.trig_index(REFLECT_BOUNDER).get(EV_AFTER, ()):
        g.trig.append(Trigger(t, ei, g.ctrl[t], g.stamp, (EV_AFTER, t, g.life[t])))


def _destroy_self(g: Duel, lk: Link) -> None:
    ev = lk.event
    c = lk.card
    if ev and len(ev) > 2 and g.loc[c] == LOC_MZONE and g.life[c] == ev[2]:
        g.destroy([c], "effect", lk)


BATTLE_END_HOOKS.append(_after_calc)
reg(REFLECT_BOUNDER,
    Effect(kind="trigger", event="ds_before", optional=False, dmg_step=True,
           condition=_attacked_in_attack_position, operation=(_bounce,), category=CAT_DAMAGE,
           name=Text("被攻击时伤害计算前：给予对方攻击怪兽攻击力数值的伤害",
                     "Attacked, before damage calculation: damage equal to the attacker's "
                     "ATK")),
    Effect(kind="trigger", event=EV_AFTER, optional=False, dmg_step=True,
           operation=(_destroy_self,), category=CAT_DESTROY,
           name=Text("伤害计算后破坏这张卡", "After damage calculation: destroy this card")))

__all__ = ["REFLECT_BOUNDER"]
