"""Tyrant Dragon (LOD, 2003; issue 15 part 3, g7-mb, session 7). Flagged "Goat-era version" in
``goat-pool.csv``; its 2005 text is the LOD / DB2 print, quoted by Pojo's card of the day of
2006-07-31 (DB2-EN151): "When there is a monster on your opponent's side of the field after the
first attack of your Battle Phase, this monster can attack once again during the same Battle
Phase. In addition, negate the effect of a Trap Card that specifically designates this card as a
target and destroy it. If this monster is Special Summoned from the Graveyard, you must offer 1
Dragon-Type monster on your side of the field as a Tribute." A 2003 Pojo reader's tip on the
LOD card reads the first clause the same way ("Your opponent MUST have a monster on the field
AFTER your initial attack"). So:

* a second attack in the Battle Phase when the opponent controls a monster after its first one
  (``goat5_attacks.allow_attacks``, and an ``ATTACK_ALLOWED`` refusal of the second attack once
  the opponent controls none);
* the effect of a Trap Card that targets this face-up card (with its effect applying) is
  negated and the Trap destroyed (a ``RESOLVE_HOOKS`` hook, as Fiend Skull Dragon's);
* Special Summoned from the Graveyard only while its controller has a face-up Dragon-Type
  monster to offer (a ``SUMMON_ALLOWED`` refusal otherwise), and that Tribute is then made: a
  mandatory trigger right after the Summon (queued by an ``EVENT_HOOKS`` hook on its ``summoned``
  event from the Graveyard; its controller picks the Dragon) — our model of "you must offer".

Checks in ``tests/ygo/test_goat7_mb_tyrant.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last, note, reg
from cardtable.ygo.cards.scripts.goat5_attacks import allow_attacks, attacks_this_turn
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import (
    ATTACK_ALLOWED,
    EVENT_HOOKS,
    RESOLVE_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TYRANT_DRAGON = 94568601
_DRAGON = C.RACE_BY_NAME["Dragon"]
EV_TRIBUTE = "g7mb_tyrant_revived"  # queued by the hook below, never raised by the engine


def _dragons(g: Duel, p: int, but: int) -> list[int]:
    return [m for m in g.monsters(p) if m != but and g.pos[m] & POS_FACEUP
            and g.race(m) & _DRAGON]


allow_attacks(TYRANT_DRAGON, lambda g, c: 2 if g.monsters(1 - g.ctrl[c]) else 1)


@only_for({TYRANT_DRAGON})
def _second_needs_a_monster(g: Duel, m: int) -> bool:
    """``ATTACK_ALLOWED``: after its first attack, Tyrant Dragon attacks again only while the
    opponent controls a monster."""
    if g.code[m] != TYRANT_DRAGON or attacks_this_turn(g, m) < 1:
        return True
    return bool(g.monsters(1 - g.ctrl[m]))


@only_for({TYRANT_DRAGON})
def _trap_on_tyrant(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: a Trap effect whose targets include an active face-up Tyrant Dragon is
    negated, and that Trap Card destroyed if it is still on the field."""
    if not g.pool.cards[lk.code].is_trap:
        return False
    for t, life in zip(lk.targets, lk.tlife, strict=True):
        if g.code[t] == TYRANT_DRAGON and g.life[t] == life and active_monster(g, t):
            note(g, t, "A Trap that targets Tyrant Dragon: negated and destroyed",
                 "以暴君龙为对象的陷阱：无效并破坏")
            if g.on_field(lk.card) and g.life[lk.card] == lk.life:
                g.destroy([lk.card], "effect")
            return True
    return False


@only_for({TYRANT_DRAGON})
def _revival_needs_a_dragon(g: Duel, p: int, c: int, how: str) -> bool:
    """``SUMMON_ALLOWED``: from the Graveyard only while ``p`` has a face-up Dragon to offer."""
    if g.code[c] != TYRANT_DRAGON or how != "special" or g.loc[c] != LOC_GY:
        return True
    return bool(_dragons(g, p, c))


@only_for({TYRANT_DRAGON})
def _revived(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: Tyrant Dragon Special Summoned from the Graveyard queues its Tribute."""
    if ev != "summoned" or g.code[c] != TYRANT_DRAGON or len(data) < 3 or data[0] != "special" \
            or data[2] != LOC_GY:
        return
    for ei in g.pool.trig_index(TYRANT_DRAGON).get(EV_TRIBUTE, ()):
        g.trig.append(Trigger(c, ei, g.ctrl[c], g.stamp, (EV_TRIBUTE, c)))


def _offer_pick(g: Duel, lk: Link) -> None:
    cs = _dragons(g, lk.player, lk.card)
    if cs:
        ask_cards(g, lk, lk.player, cs, 1, 1, "tribute")


def _offer(g: Duel, lk: Link) -> None:
    cs = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if cs:
        g.send_to_gy(cs, "tribute")


ATTACK_ALLOWED.append(_second_needs_a_monster)
RESOLVE_HOOKS.append(_trap_on_tyrant)
SUMMON_ALLOWED.append(_revival_needs_a_dragon)
EVENT_HOOKS.append(_revived)
reg(TYRANT_DRAGON,
    Effect(kind="continuous", name=Text(
        "第1次攻击后对方场上有怪兽可以再攻击1次；以这张卡为对象的陷阱效果无效并破坏",
        "A second attack while the opponent still has a monster; Traps targeting it are "
        "negated and destroyed")),
    Effect(kind="trigger", event=EV_TRIBUTE, optional=False, where=LOC_MZONE,
           operation=(_offer_pick, _offer),
           name=Text("从墓地特殊召唤：把自己场上1只龙族怪兽解放",
                     "Special Summoned from the Graveyard: Tribute 1 Dragon-Type monster")))

__all__ = ["TYRANT_DRAGON"]
