"""Goat-pool monsters whose effects follow a battle (issue 15 part 3, g6-mb, session 6).

* Ryu Kokki (IOC, 2004): a Warrior- or Spellcaster-Type monster that battled it is destroyed at
  the end of the Damage Step — a mandatory trigger queued by a ``BATTLE_END_HOOKS`` hook (the
  battle read back from the log, ``classic_lib.last_battle``); it activates also when Ryu Kokki
  itself was destroyed by that battle (OCG ruling), and does nothing if the monster has left
  the field by then.
* Winged Sage Falcos (PGD, 2003; DR1 text): when it destroys an opponent's monster that was in
  face-up Attack Position by battle and sends it to the Graveyard, you can return that monster
  to the top of its owner's Deck. An attacker is always in Attack Position; an attacked monster's
  position is noted publicly (a ``card_effect`` log) as it is destroyed, as Legendary Jujitsu
  Master's is (``goat5_battlers``), since the Graveyard keeps no position.
* Hyper Hammerhead (IOC, 2004): an opponent's monster that battled it and was not destroyed
  returns to its owner's hand at the end of the Damage Step — a mandatory trigger queued by the
  same kind of ``BATTLE_END_HOOKS`` hook, also when Hyper Hammerhead was destroyed by that
  battle (yugioh-wiki on the card: a suicide attack still returns the monster).
* Sasuke Samurai #4 (RDS, 2004): when it battles an opponent's monster, at the start of the
  Damage Step its controller calls a coin toss (``goat5_chance.call_coin``/``called_right``,
  public); called right, that monster is destroyed by the effect (not by battle). Also when
  the face-up Sasuke is attacked (yugioh-wiki); a face-down one is flipped only after the
  start of the Damage Step, so nothing happens.
* Sasuke Samurai #3 (IOC, 2004): when it inflicts Battle Damage to the opponent, the opponent
  draws until they hold 7 cards (mandatory; queued by a ``BATTLE_DAMAGE_HOOKS`` hook while it
  is face-up on the field).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_battle.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last_battle, note, reg
from cardtable.ygo.cards.scripts.goat5_chance import call_coin, called_right
from cardtable.ygo.cards.scripts.goat6_mb_destination import victim_to_deck_top
from cardtable.ygo.cards.scripts.goat_mon_battle import destroyed_foe
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_DRAW, Effect, Link
from cardtable.ygo.effects.hooks import (
    BATTLE_DAMAGE_HOOKS,
    BATTLE_END_HOOKS,
    DESTROY_SUBSTITUTES,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEUP, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RYU_KOKKI = 57281778
HYPER_HAMMERHEAD = 2671330
SASUKE_SAMURAI_4 = 64538655
WINGED_SAGE_FALCOS = 87523462
SASUKE_SAMURAI_3 = 77379481

EV_KOKKI = "g6mb_kokki_battled"  # queued by the hook below, never raised by the engine
_KOKKI_RACES = C.RACE_BY_NAME["Warrior"] | C.RACE_BY_NAME["Spellcaster"]


def _kokki_after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    """End of a Damage Step: a Ryu Kokki that battled a Warrior/Spellcaster still on the field
    queues its trigger against it (Ryu Kokki itself may be gone: its owner's trigger)."""
    a, t = last_battle(g)
    if a < 0 or t < 0:
        return
    for me, other in ((a, t), (t, a)):
        if g.code[me] == RYU_KOKKI and g.loc[other] == LOC_MZONE \
                and g.race(other) & _KOKKI_RACES:
            p = g.ctrl[me] if g.loc[me] == LOC_MZONE else g.owner[me]
            for ei in g.pool.trig_index(RYU_KOKKI).get(EV_KOKKI, ()):
                g.trig.append(Trigger(me, ei, p, g.stamp,
                                      (EV_KOKKI, me, other, g.life[other])))


BATTLE_END_HOOKS.append(only_for({RYU_KOKKI})(_kokki_after_battle))


def _kokki_destroy(g: Duel, lk: Link) -> None:
    ev = lk.event
    if ev is None or len(ev) < 4:
        return
    m, life = int(ev[2]), int(ev[3])
    if g.loc[m] == LOC_MZONE and g.life[m] == life:
        g.destroy([m], "effect", lk)


reg(RYU_KOKKI, Effect(kind="trigger", event=EV_KOKKI, optional=False, dmg_step=True,
                      where=LOC_MZONE | LOC_GY, operation=(_kokki_destroy,),
                      category=CAT_DESTROY,
                      name=Text("破坏与这张卡战斗的战士族·魔法师族怪兽",
                                "Destroy the Warrior/Spellcaster that battled this card")))

# --- Hyper Hammerhead ---------------------------------------------------------------------------

EV_HAMMERHEAD = "g6mb_hammerhead_battled"  # queued by the hook below, never raised by the engine


def _hammerhead_after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    """End of a Damage Step: a Hyper Hammerhead queues its trigger against the opponent's
    monster it battled when that monster is still on the field."""
    a, t = last_battle(g)
    if a < 0 or t < 0:
        return
    for me, other in ((a, t), (t, a)):
        if g.code[me] == HYPER_HAMMERHEAD and g.loc[other] == LOC_MZONE \
                and other not in destroyed:
            p = g.ctrl[me] if g.loc[me] == LOC_MZONE else g.owner[me]
            if g.ctrl[other] == p:
                continue
            for ei in g.pool.trig_index(HYPER_HAMMERHEAD).get(EV_HAMMERHEAD, ()):
                g.trig.append(Trigger(me, ei, p, g.stamp,
                                      (EV_HAMMERHEAD, me, other, g.life[other])))


BATTLE_END_HOOKS.append(only_for({HYPER_HAMMERHEAD})(_hammerhead_after_battle))


def _hammerhead_bounce(g: Duel, lk: Link) -> None:
    ev = lk.event
    if ev is None or len(ev) < 4:
        return
    m, life = int(ev[2]), int(ev[3])
    if g.loc[m] == LOC_MZONE and g.life[m] == life:
        g.to_hand([m])


reg(HYPER_HAMMERHEAD, Effect(kind="trigger", event=EV_HAMMERHEAD, optional=False,
                             dmg_step=True, where=LOC_MZONE | LOC_GY,
                             operation=(_hammerhead_bounce,),
                             name=Text("与这张卡战斗而没被破坏的对方怪兽回到手卡",
                                       "Return the opponent's monster that battled it")))

# --- Sasuke Samurai #4 ---------------------------------------------------------------------------


def _sasuke4_battles(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """``ds_start`` of a battle between this face-up card and an opponent's monster."""
    b = g.battle
    if b is None or b.target < 0 or c not in (b.attacker, b.target):
        return False
    other = b.target if c == b.attacker else b.attacker
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP) and g.ctrl[other] != p


def _sasuke4_toss(g: Duel, lk: Link) -> None:
    right = called_right(g, lk)
    b = g.battle
    if not right or b is None:
        return
    other = b.target if lk.card == b.attacker else b.attacker if lk.card == b.target else -1
    if other >= 0 and g.loc[other] == LOC_MZONE:
        g.destroy([other], "effect", lk)


_SASUKE4_NAME = Text("猜硬币：猜中则破坏战斗的对方怪兽",
                     "Call a coin: if right, destroy the monster it battles")
# the ``ds_start`` event is raised on the attacker: one effect for Sasuke attacking (its own
# event), one for Sasuke attacked (another card's event, read while it is face-up)
reg(SASUKE_SAMURAI_4, *(Effect(kind="trigger", event="ds_start", scope=_scope, optional=False,
                               dmg_step=True, condition=_sasuke4_battles,
                               operation=(call_coin, _sasuke4_toss), category=CAT_DESTROY,
                               name=_SASUKE4_NAME) for _scope in ("self", "any")))

# --- Winged Sage Falcos ------------------------------------------------------------------------

FALCOS_KEY = "falcos_victim_in_attack"


@only_for({WINGED_SAGE_FALCOS})
def _note_attack_position(g: Duel, cs: list[int], reason: str) -> list[int]:
    """A monster attacked by Falcos and about to be destroyed by that battle in face-up Attack
    Position is noted publicly; nothing is replaced."""
    b = g.battle
    if reason == "battle" and b is not None and b.target in cs \
            and g.code[b.attacker] == WINGED_SAGE_FALCOS and g.pos[b.target] == POS_FU_ATK:
        note(g, b.target, "destroyed in face-up Attack Position", "以表侧攻击表示被破坏",
             **{FALCOS_KEY: True})
    return cs


DESTROY_SUBSTITUTES.append(_note_attack_position)


def _was_attacking_position(g: Duel, victim: int) -> bool:
    a, _t = last_battle(g)
    if victim == a:
        return True  # an attacker is in face-up Attack Position
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 40, -1), -1):
        kind, pub, _ = el[i]
        if kind == "card_effect" and pub.get(FALCOS_KEY) and pub.get("card") == victim:
            return True
        if kind == "battle":
            return False
    return False


def _falcos_victim(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return destroyed_foe(g, c, p, w) and g.owner[w[1]] != p \
        and _was_attacking_position(g, w[1])



reg(WINGED_SAGE_FALCOS,
    Effect(kind="trigger", event="battle_destroyed", scope="any", optional=True,
           condition=_falcos_victim, operation=(victim_to_deck_top,),
           name=Text("把战斗破坏的攻击表示怪兽放回对方卡组最上面",
                     "Put the destroyed Attack Position monster on top of its owner's Deck")))

# --- Sasuke Samurai #3 -------------------------------------------------------------------------

EV_SASUKE3 = "g6mb_sasuke3_damage"  # queued by the hook below, never raised by the engine


@only_for({SASUKE_SAMURAI_3})
def _sasuke3_damage(g: Duel, p: int, n: int) -> int:
    """Battle damage ``n`` to ``p``: a face-up Sasuke Samurai #3 of the other player that
    fought queues its trigger."""
    b = g.battle
    if n <= 0 or b is None:
        return n
    for m in (b.attacker, b.target):
        if m >= 0 and g.code[m] == SASUKE_SAMURAI_3 and g.ctrl[m] != p \
                and g.loc[m] == LOC_MZONE and g.pos[m] & POS_FACEUP:
            for ei in g.pool.trig_index(SASUKE_SAMURAI_3).get(EV_SASUKE3, ()):
                g.trig.append(Trigger(m, ei, g.ctrl[m], g.stamp, (EV_SASUKE3, m, p)))
    return n


BATTLE_DAMAGE_HOOKS.append(_sasuke3_damage)


def _draw_to_seven(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    n = 7 - len(g.hand[o])
    if n > 0:
        g.draw(o, n)


reg(SASUKE_SAMURAI_3, Effect(kind="trigger", event=EV_SASUKE3, optional=False, dmg_step=True,
                             operation=(_draw_to_seven,), category=CAT_DRAW,
                             name=Text("对方把手卡抽到7张", "Your opponent draws until they hold "
                                                        "7 cards")))

__all__ = ["HYPER_HAMMERHEAD", "RYU_KOKKI", "SASUKE_SAMURAI_3", "SASUKE_SAMURAI_4",
           "WINGED_SAGE_FALCOS"]
