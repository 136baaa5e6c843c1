"""Great Phantom Thief (issue 15 part 3, g6-ma): "when this card inflicts Battle Damage to your
opponent, declare 1 card name; look at your opponent's hand and, if the declared card is there,
discard it". The declaration is g6-s's public one (``goat6_s_declare.ask_name`` /
``announce_name``: every name of the format, never read from the decks); the opponent's hand is
then shown to the Thief's controller (``g.reveal``: its labels and views name those cards to
that seat only), and one copy of the declared card is discarded. The battle-damage trigger is
queued by a ``BATTLE_DAMAGE_HOOKS`` watcher and placed only when the log shows the damage
was dealt (another hook may reduce it to 0). Text in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_ma_declare.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat6_s_declare import announce_name, ask_name, declared
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GREAT_PHANTOM_THIEF = 10809984
EV_THIEF = "g6ma_phantom_thief_damage"  # queued by the hook below, never raised by the engine


def _thief_damage(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n <= 0 or b is None:
        return n
    dealer = b.attacker if g.ctrl[b.attacker] != p else b.target
    if dealer >= 0 and g.code[dealer] == GREAT_PHANTOM_THIEF and g.loc[dealer] == LOC_MZONE \
            and up(g, dealer) and g.ctrl[dealer] != p:
        for ei in g.pool.trig_index(GREAT_PHANTOM_THIEF).get(EV_THIEF, ()):
            g.trig.append(Trigger(dealer, ei, g.ctrl[dealer], g.stamp, (EV_THIEF, dealer)))
    return n


def _dealt(g: Duel, p: int) -> bool:
    """The last battle did inflict battle damage to ``p`` (read back from the log: a later
    hook, Monk Fighter's, may have made it 0 after the watcher ran)."""
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 40, -1), -1):
        kind, pub, _ = el[i]
        if kind == "damage" and pub.get("battle") and pub.get("player") == p:
            return True
        if kind == "battle":
            return False
    return False


def _look_and_discard(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    hand = list(g.hand[o])
    g.reveal(lk.player, hand)
    code = declared(lk)
    hit = next((c for c in hand if g.code[c] == code), -1)
    if hit >= 0:
        g.discard([hit])


BATTLE_DAMAGE_HOOKS.append(only_for({GREAT_PHANTOM_THIEF})(_thief_damage))
reg(GREAT_PHANTOM_THIEF, Effect(kind="trigger", event=EV_THIEF, optional=False,
                                condition=lambda g, c, p, w: _dealt(g, 1 - p),
                                operation=(ask_name(), announce_name, _look_and_discard)))

__all__ = ["GREAT_PHANTOM_THIEF"]
