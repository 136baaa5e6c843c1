"""Goat-pool monsters, batch 5 (goat-m2): what happens to a monster that attacks this card —
returned to the hand after damage calculation (Kelbek, Wall of Illusion), destroyed when its ATK
was lower than this card's DEF (Thousand Needles, Two Thousand Needles: the Des Kangaroo
pattern), double battle damage to the attacker's controller (Stone Statue of the Aztecs). The
"after damage calculation" effects are triggers queued by one ``BATTLE_END_HOOKS`` hook (the
battle is read back from the log: ``classic_lib.last_battle``). Texts (2005 prints, our own
words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_battle.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last_battle, reg, up
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, BATTLE_END_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

KELBEK = 54878498
WALL_OF_ILLUSION = 13945283
THOUSAND_NEEDLES = 33977496
TWO_THOUSAND_NEEDLES = 83228073
STONE_STATUE_AZTECS = 31812496

#: "Any monster that attacks this card is returned to its owner's hand; damage calculation
#: applies normally" — also when this card is destroyed by that battle (the OCG ruling on Wall
#: of Illusion: its effect activates after it is destroyed); a destroyed attacker stays in the GY
RETURNERS = frozenset({KELBEK, WALL_OF_ILLUSION})
#: "If this card is attacked in Defense Position by a monster whose ATK is lower than this card's
#: DEF, destroy the attacking monster after damage calculation"
NEEDLES = frozenset({THOUSAND_NEEDLES, TWO_THOUSAND_NEEDLES})
EV_ATTACKER = "goat5_attacked_by"  # queued by the hook below, never raised by the engine


def _queue(g: Duel, c: int, attacker: int) -> None:
    p = g.ctrl[c] if g.loc[c] == LOC_MZONE else g.owner[c]
    for ei in g.pool.trig_index(g.code[c]).get(EV_ATTACKER, ()):
        g.trig.append(Trigger(c, ei, p, g.stamp, (EV_ATTACKER, c, attacker, g.life[attacker])))


def _after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if a < 0 or t < 0 or g.loc[a] != LOC_MZONE:
        return
    code = g.code[t]
    if code in RETURNERS or (code in NEEDLES and g.loc[t] == LOC_MZONE and g.pos[t] & POS_DEF \
            and g.atk(a) < g.defense(t)):
        _queue(g, t, a)


BATTLE_END_HOOKS.append(only_for(RETURNERS | NEEDLES)(_after_battle))


def _attacker(g: Duel, lk: Link) -> int:
    ev = lk.event
    if ev is None or len(ev) < 4:
        return -1
    a, life = int(ev[2]), int(ev[3])
    return a if g.life[a] == life and g.loc[a] == LOC_MZONE else -1


def _bounce(g: Duel, lk: Link) -> None:
    a = _attacker(g, lk)
    if a >= 0:
        g.to_hand([a])


def _destroy_attacker(g: Duel, lk: Link) -> None:
    a = _attacker(g, lk)
    if a >= 0:
        g.destroy([a], "effect", lk)


for _code in RETURNERS:
    reg(_code, Effect(kind="trigger", event=EV_ATTACKER, optional=False, operation=(_bounce,)))
for _code in NEEDLES:
    reg(_code, Effect(kind="trigger", event=EV_ATTACKER, optional=False,
                      operation=(_destroy_attacker,), category=CAT_DESTROY))


def _aztecs(g: Duel, p: int, n: int) -> int:
    """"Double any battle damage your opponent takes when they attack this monster"."""
    b = g.battle
    if n <= 0 or b is None or b.target < 0:
        return n
    t = b.target
    if g.code[t] == STONE_STATUE_AZTECS and g.loc[t] == LOC_MZONE and up(g, t) \
            and g.ctrl[b.attacker] == p and g.ctrl[t] != p:
        return 2 * n
    return n


BATTLE_DAMAGE_HOOKS.append(only_for({STONE_STATUE_AZTECS})(_aztecs))
reg(STONE_STATUE_AZTECS, Effect(kind="continuous", name=Text(
    "攻击这张卡的对方受到的战斗伤害变成2倍",
    "Battle damage to an opponent attacking it is doubled")))
