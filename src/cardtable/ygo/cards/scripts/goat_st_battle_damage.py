"""Goat-pool Spells/Traps that answer battle damage dealt by your monsters (issue 15 part 3, Spells
& Traps batch 14): Robbin' Goblin, Robbin' Zombie (Continuous Traps), Poison Fangs (Continuous
Spell), Cestus of Dagla (Equip Spell). One battle-damage hook (run after the hooks that change
the amount, so it sees the damage really inflicted) queues a trigger on each face-up, active card
of the damage dealer's controller whose condition matches; the trigger's event carries the
damaged player and the amount. Texts (2005 wording, our own words) are in ``pool/goat.csv``; the
checks are ``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import mill, race_is, random_discard, reg, up
from cardtable.ygo.cards.scripts.classic_spells import equip_spell
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ROBBIN_GOBLIN = 88279736
ROBBIN_ZOMBIE = 83258273
POISON_FANGS = 76539047
CESTUS_OF_DAGLA = 28106077

EV_DEALT = "goat_st_battle_damage_dealt"  # queued by the hook below, never raised by the engine
_BEAST = C.RACE_BY_NAME["Beast"]
_FAIRY = C.RACE_BY_NAME["Fairy"]

#: passcode -> does this card answer the damage ``dealer`` inflicted? ``fn(g, card, dealer)``
ANSWERS: dict[int, Callable[[Duel, int, int], bool]] = {
    ROBBIN_GOBLIN: lambda g, s, m: True,
    ROBBIN_ZOMBIE: lambda g, s, m: True,
    POISON_FANGS: lambda g, s, m: bool(g.race(m) & _BEAST),
    CESTUS_OF_DAGLA: lambda g, s, m: g.equip[s] == m,
}


@only_for(ANSWERS)
def _dealt(g: Duel, p: int, n: int) -> int:
    """Battle damage ``n`` to ``p``: queue the answers of the dealer's controller."""
    b = g.battle
    if n <= 0 or b is None:
        return n
    a, t = b.attacker, b.target
    dealer = a if g.ctrl[a] != p else t
    if dealer < 0 or g.loc[dealer] != LOC_MZONE or g.ctrl[dealer] == p:
        return n
    q = g.ctrl[dealer]
    for s in g.sz[q]:
        if s < 0 or g.code[s] not in ANSWERS or g.loc[s] != LOC_SZONE or not up(g, s) \
                or g.flags[s] & (F_ACTIVE | F_NEGATED) != F_ACTIVE:
            continue
        if ANSWERS[g.code[s]](g, s, dealer):
            for ei in g.pool.trig_index(g.code[s]).get(EV_DEALT, ()):
                g.trig.append(Trigger(s, ei, q, g.stamp, (EV_DEALT, s, p, n)))
    return n


BATTLE_DAMAGE_HOOKS.append(_dealt)


def _answer(op: Callable[[Duel, Link], None], cat: int) -> Effect:
    return Effect(kind="trigger", event=EV_DEALT, optional=False, operation=(op,), category=cat)


def _discard_random(g: Duel, lk: Link) -> None:
    random_discard(g, int(lk.event[2]), 1)


def _mill_top(g: Duel, lk: Link) -> None:
    mill(g, int(lk.event[2]), 1)


def _fangs(g: Duel, lk: Link) -> None:
    g.damage(int(lk.event[2]), 500)


def _cestus(g: Duel, lk: Link) -> None:
    g.recover(lk.player, int(lk.event[3]))


# "Each time a monster you control inflicts battle damage to your opponent, they discard 1 random
# card" / "... the top card of their Deck is sent to the Graveyard"
reg(ROBBIN_GOBLIN, Effect(), _answer(_discard_random, 0))
reg(ROBBIN_ZOMBIE, Effect(), _answer(_mill_top, 0))
# "Each time a Beast-Type monster inflicts battle damage to your opponent, they take 500 more"
reg(POISON_FANGS, Effect(), _answer(_fangs, CAT_DAMAGE))
# "Equip only to a Fairy-Type monster: +500 ATK. When it inflicts battle damage to your opponent,
# you gain that many Life Points"
equip_spell(CESTUS_OF_DAGLA, 500, 0, race_is(_FAIRY), more=(_answer(_cestus, CAT_RECOVER),))


def answer_effect(code: int, when: Callable[[Duel, int, int], bool],
                  op: Callable[[Duel, Link], None], cat: int = 0) -> Effect:
    """Make ``code`` (a Spell/Trap) answer battle damage its controller's monster inflicted:
    ``when(g, card, dealer)`` decides, ``op`` is its mandatory trigger's operation (the damaged
    player is ``lk.event[2]``, the amount ``lk.event[3]``); returns that trigger effect. The hook
    is marked again so a duel holding only ``code`` runs it (The Secret of the Bandit)."""
    ANSWERS[code] = when
    only_for(ANSWERS)(_dealt)
    return _answer(op, cat)
