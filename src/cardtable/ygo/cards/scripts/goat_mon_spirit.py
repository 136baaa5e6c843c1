"""Goat-pool Spirit monsters, monster batch 5 (issue 15 part 3): the Spirit rules of
``goat_spirits.py`` (cannot be Special Summoned; back to the hand in the End Phase of the turn it
was Normal Summoned or flipped face-up: its ``SPIRIT_END`` trigger) for four more Spirits:
Fushi No Tori (gains the battle damage it inflicts), Yamata Dragon (draws until 5 cards), Great
Long Nose (the opponent skips their next Battle Phase), Dark Dust Spirit (destroys every other
face-up monster). Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat_mon_spirit.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat_spirits import SPIRIT_END, spirit_rules
from cardtable.ygo.cards.scripts.seed_common import rule_note
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_DRAW, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import (
    BATTLE_ALLOWED,
    BATTLE_DAMAGE_HOOKS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

FUSHI_NO_TORI = 38538445
YAMATA_DRAGON = 76862289
GREAT_LONG_NOSE = 2356994
DARK_DUST_SPIRIT = 89111398
SPIRITS = frozenset({FUSHI_NO_TORI, YAMATA_DRAGON, GREAT_LONG_NOSE, DARK_DUST_SPIRIT})
#: "When this card inflicts Battle Damage to your opponent"
ON_DAMAGE = frozenset({FUSHI_NO_TORI, YAMATA_DRAGON, GREAT_LONG_NOSE})
EV_DAMAGE = "goat_mon_spirit_damage"  # queued by the hook below, never raised by the engine


spirit_rules(SPIRITS)


def _on_damage(g: Duel, p: int, n: int) -> int:
    if n <= 0 or not g.battle:
        return n
    a, t = g.battle.attacker, g.battle.target
    dealer = a if g.ctrl[a] != p else t
    if dealer >= 0 and g.code[dealer] in ON_DAMAGE and g.loc[dealer] == LOC_MZONE \
            and up(g, dealer):
        for ei in g.pool.trig_index(g.code[dealer]).get(EV_DAMAGE, ()):
            g.trig.append(Trigger(dealer, ei, g.ctrl[dealer], g.stamp, (EV_DAMAGE, dealer, p, n)))
    return n


BATTLE_DAMAGE_HOOKS.append(only_for(ON_DAMAGE)(_on_damage))


def _gain_damage(g: Duel, lk: Link) -> None:
    g.recover(lk.player, int(lk.event[3]))


def _draw_to_5(g: Duel, lk: Link) -> None:
    n = 5 - len(g.hand[lk.player])
    if n > 0:
        g.draw(lk.player, n)


def _skip_battle(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    # their next Battle Phase: the next turn when this is ours; in their own turn (it was
    # attacked) this turn's Battle Phase is under way, so the one after next
    t = g.turn + 1 if g.tp != o else g.turn + 2
    rule_note(g, "great_long_nose_skip", Text(
        "「伟大天狗」给与战斗伤害：对方跳过下一次的战斗阶段",
        "Great Long Nose inflicted Battle Damage: its opponent skips their next Battle Phase"))
    g.log("skip_battle", {"player": o, "turn": t})


def battle_allowed(g: Duel) -> bool:
    """False in a turn whose Battle Phase Great Long Nose makes the turn player skip."""
    p, turn = g.tp, g.turn
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "skip_battle" and pub["player"] == p and pub["turn"] == turn:
            return False
        if kind == "turn" and int(pub.get("turn", 0)) < turn - 2:
            break
    return True


BATTLE_ALLOWED.append(only_for({GREAT_LONG_NOSE})(battle_allowed))

reg(FUSHI_NO_TORI, SPIRIT_END, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                      operation=(_gain_damage,), category=CAT_RECOVER))
reg(YAMATA_DRAGON, SPIRIT_END, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                      operation=(_draw_to_5,), category=CAT_DRAW))
reg(GREAT_LONG_NOSE, SPIRIT_END, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                        operation=(_skip_battle,)))


def _dust(g: Duel, lk: Link) -> None:
    out = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and m != lk.card and up(g, m)]
    if out:
        g.destroy(out, "effect", lk)


reg(DARK_DUST_SPIRIT, SPIRIT_END,
    Effect(kind="trigger", event="summoned", optional=False,
           condition=lambda g, c, p, w: len(w) > 2 and w[2] == "normal" and g.loc[c] == LOC_MZONE,
           operation=(_dust,), category=CAT_DESTROY),
    Effect(kind="flip", optional=False, operation=(_dust,), category=CAT_DESTROY))
