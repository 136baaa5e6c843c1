"""Spells that grant piercing (issue 15 part 3, g6-s), over the one piercing check
``classic_battle.pierces`` (a :func:`classic_battle.grant_piercing` grant): the Equip Spells
Big Bang Shot (+400 ATK; when it leaves the field the equipped monster is removed from play),
Fairy Meteor Crush, Cyclon Laser (only "Gradius", +300 ATK) — piercing for the monster they
are equipped to while their effects apply (face-up, active, not negated: ``g.sources()``) —
and the Continuous Spell Spiral Spear Strike (your "Gaia The Fierce Knight", "Swift Gaia the
Fierce Knight" and "Gaia the Dragon Champion" pierce; when Gaia the Dragon Champion inflicts
battle damage that way, draw 2 cards, then discard 1: a battle-end hook reads this battle's
public ``piercing`` and ``damage`` events and queues the card's trigger). Texts (2005 prints,
our own words) in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_s_piercing.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_battle import grant_piercing, queue_trigger
from cardtable.ygo.cards.scripts.classic_lib import last_battle, reg
from cardtable.ygo.cards.scripts.classic_spells import equip_spell
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_BANISH, CAT_DRAW, Aspect, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, only_for
from cardtable.ygo.state import LOC_HAND, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BIG_BANG_SHOT = 61127349
FAIRY_METEOR_CRUSH = 97687912
CYCLON_LASER = 5494820
GRADIUS = 10992251

#: Equip Spells whose equipped monster inflicts piercing damage
PIERCING_EQUIPS = frozenset({BIG_BANG_SHOT, FAIRY_METEOR_CRUSH, CYCLON_LASER})
_PIERCE = (Aspect("pierce"),)  # a marker: the card's effects apply (it is in g.sources())


def _equip_pierces(g: Duel, a: int) -> bool:
    """``a`` is equipped with a piercing Equip Spell whose effects apply now."""
    mine = [s for q in (0, 1) for s in g.sz[q]
            if s >= 0 and g.equip[s] == a and g.code[s] in PIERCING_EQUIPS]
    return bool(mine) and any(s in g.sources() for s in mine)


grant_piercing(PIERCING_EQUIPS, _equip_pierces)


# --- Big Bang Shot: +400 ATK, piercing; when this card is removed from the field, remove the
#     equipped monster from play ---
def equipped_before(g: Duel, s: int) -> int:
    """The monster the Equip Card ``s`` (just gone from the field) was equipped to, read back
    from the public log: its last ``equip`` event after its last card activation; -1 when it
    was never attached in that stay on the field (a negated activation)."""
    for kind, pub, _ in reversed(g.elog):
        if pub.get("card") != s:
            continue
        if kind == "equip":
            to = pub.get("to") or {}
            return int(to.get("card", -1))
        if kind == "activate" and pub.get("card_activation"):
            return -1
    return -1


def _left_monster(g: Duel, s: int) -> int:
    """The monster the Equip Card ``s`` (gone from the field) was equipped to, if it is still
    in a Monster Zone; else -1."""
    m = equipped_before(g, s)
    return m if m >= 0 and g.loc[m] == LOC_MZONE else -1


def when_removed(act: Callable[[Duel, int, Link], object], category: int) -> Effect:
    """The Equip Card trigger "when this card is removed from the field, <act> the equipped
    monster" (Big Bang Shot: remove it from play; Amplifier: destroy it): mandatory, and only
    while that monster is still on the field."""

    def cond(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
        return g.loc[c] != LOC_SZONE and _left_monster(g, c) >= 0

    def op(g: Duel, lk: Link) -> None:
        m = _left_monster(g, lk.card)
        if m >= 0:
            act(g, m, lk)

    return Effect(kind="trigger", event="left_field", optional=False, condition=cond,
                  operation=(op,), category=category)


equip_spell(BIG_BANG_SHOT, 400, 0, extra=_PIERCE, more=(
    when_removed(lambda g, m, lk: g.banish([m]), CAT_BANISH),))

# --- Fairy Meteor Crush: piercing ---
equip_spell(FAIRY_METEOR_CRUSH, 0, 0, extra=_PIERCE)

# --- Cyclon Laser: equip only to "Gradius": +300 ATK, piercing ---
equip_spell(CYCLON_LASER, 300, 0, lambda g, m: g.code[m] == GRADIUS, extra=_PIERCE)


# --- Spiral Spear Strike: Continuous Spell ---
SPIRAL_SPEAR_STRIKE = 49328340
GAIA_THE_FIERCE_KNIGHT = 6368038
SWIFT_GAIA = 16589042
GAIA_THE_DRAGON_CHAMPION = 66889139
GAIAS = frozenset({GAIA_THE_FIERCE_KNIGHT, SWIFT_GAIA, GAIA_THE_DRAGON_CHAMPION})
EV_SPIRAL = "goat6_s_spiral_damage"  # queued by the hook below, never raised by the engine


def _spiral_for(g: Duel, p: int) -> list[int]:
    return [s for s in g.sources() if g.code[s] == SPIRAL_SPEAR_STRIKE and g.ctrl[s] == p]


def _gaia_pierces(g: Duel, a: int) -> bool:
    return g.code[a] in GAIAS and bool(_spiral_for(g, g.ctrl[a]))


grant_piercing({SPIRAL_SPEAR_STRIKE}, _gaia_pierces)


def pierced_this_battle(g: Duel, a: int) -> bool:
    """Monster ``a`` inflicted piercing battle damage in the battle just fought (its public
    ``piercing`` event followed by a ``damage`` event of more than 0, since the attack)."""
    log = g.elog
    i = len(log) - 1
    while i >= 0 and log[i][0] != "attack":
        i -= 1
    for j in range(max(i, 0), len(log) - 1):
        kind, pub, _ = log[j]
        if kind == "piercing" and pub.get("card") == a:
            nk, npub, _ = log[j + 1]
            return nk == "damage" and bool(npub.get("battle")) and npub.get("amount", 0) > 0
    return False


@only_for({SPIRAL_SPEAR_STRIKE})
def _spiral_after(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, _t = last_battle(g)
    if a < 0 or g.code[a] != GAIA_THE_DRAGON_CHAMPION or not pierced_this_battle(g, a):
        return
    for s in _spiral_for(g, g.ctrl[a]):
        queue_trigger(g, s, EV_SPIRAL, ())
        return


def _discard_one(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, list(g.hand[lk.player]), 1, 1, "discard")


def _discard_it(g: Duel, lk: Link) -> None:
    got = [c for c in (lk.picks[-1] if lk.picks and isinstance(lk.picks[-1], tuple) else ())
           if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


BATTLE_END_HOOKS.append(_spiral_after)
reg(SPIRAL_SPEAR_STRIKE, Effect(aspects=(Aspect("gaia_pierce"),)), Effect(
    kind="trigger", event=EV_SPIRAL, optional=False,
    operation=(ops.draw(2), _discard_one, _discard_it), category=CAT_DRAW))
