"""Goat-pool monsters with continuous effects and hooks (issue 15 part 3, g6-ma). Texts (their
printed TCG text, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_ma_continuous.py``.

* Ancient Gear Beast — while it attacks, the opponent cannot activate Spell or Trap Cards until
  the end of the Damage Step (as Ancient Gear Golem's lock); the effects of monsters it destroys
  by battle are negated (a resolve hook, as Dark Ruler Ha Des).
* Drillago — it can attack directly while every monster the opponent controls is face-up with
  1600 or more ATK (our reading: a face-down monster shows no ATK, so it does not qualify).
* Grave Ohja — it cannot be attacked while its controller controls a face-down Defense
  Position monster; each time its controller Flip Summons a monster, 300 damage to the opponent.
* Fairy Guardian — Ignition: Tribute this card, target 1 Spell Card in your Graveyard; put it at
  the bottom of your Deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    in_gy,
    is_spell,
    live_targets,
    pick,
    reg,
    up,
)
from cardtable.ygo.effects.api import CAT_DAMAGE, Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    ATTACK_TARGETS,
    RESOLVE_HOOKS,
    only_for,
)
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ANCIENT_GEAR_BEAST = 10509340
DRILLAGO = 99050989
GRAVE_OHJA = 40937767
FAIRY_GUARDIAN = 22419772

# --- Ancient Gear Beast ---------------------------------------------------------------------


def _beast_lock(g: Duel, p: int, c: int, e: Any) -> bool:
    """``ACTIVATE_ALLOWED``: while an opponent's Ancient Gear Beast attacks (declaration to the
    end of the Damage Step), ``p`` activates no Spell or Trap Card."""
    b = g.battle
    if b is None or g.code[b.attacker] != ANCIENT_GEAR_BEAST or g.ctrl[b.attacker] == p:
        return True
    if not active_monster(g, b.attacker):
        return True
    return not (e.kind == "activate" and g.cd(c).type & (C.SPELL | C.TRAP))


def _beast_victim(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: the effect of a monster just destroyed by battle with a face-up
    Ancient Gear Beast is negated."""
    other = battle_destroyer(g, lk)
    if other < 0 or g.code[other] != ANCIENT_GEAR_BEAST or not active_monster(g, other):
        return False
    g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
    return True


ACTIVATE_ALLOWED.append(only_for({ANCIENT_GEAR_BEAST})(_beast_lock))
RESOLVE_HOOKS.append(only_for({ANCIENT_GEAR_BEAST})(_beast_victim))
reg(ANCIENT_GEAR_BEAST, Effect(kind="continuous"))

# --- Drillago -------------------------------------------------------------------------------


def _drillago_direct(g: Duel, a: int, tg: list[int]) -> list[int]:
    if g.code[a] != DRILLAGO or -1 in tg or not active_monster(g, a):
        return tg
    foes = [m for m in g.mz[1 - g.ctrl[a]] if m >= 0]
    if foes and all(up(g, m) and g.atk(m) >= 1600 for m in foes):
        return [*tg, -1]
    return tg


ATTACK_TARGETS.append(only_for({DRILLAGO})(_drillago_direct))
reg(DRILLAGO, Effect(kind="continuous"))

# --- Grave Ohja -----------------------------------------------------------------------------


def _ohja_guarded(g: Duel, a: int, tg: list[int]) -> list[int]:
    return [t for t in tg if not (t >= 0 and g.code[t] == GRAVE_OHJA and active_monster(g, t)
                                  and any(g.pos[m] == POS_FD_DEF for m in g.monsters(g.ctrl[t])))]


def _own_flip_summon(g: Duel, c: int, p: int, w: W) -> bool:
    # w = ("summoned", card, how, player): a Flip Summon by this card's controller
    return (len(w) > 3 and w[2] == "flip" and w[3] == p and g.loc[c] == LOC_MZONE
            and up(g, c) and w[1] != c)


def _ohja_burn(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 300, src=lk.card)


ATTACK_TARGETS.append(only_for({GRAVE_OHJA})(_ohja_guarded))
reg(GRAVE_OHJA, Effect(kind="trigger", event="summoned", scope="any", optional=False,
                       condition=_own_flip_summon, operation=(_ohja_burn,),
                       category=CAT_DAMAGE))

# --- Fairy Guardian -------------------------------------------------------------------------

_spells_in_gy = in_gy("self", is_spell)


def _tribute_self(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.send_to_gy([lk.card], "tribute")


def _to_bottom(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_GY:
            g.to_deck([t], shuffle=False)
            deck = g.deck[g.owner[t]]
            if deck and deck[-1] == t:
                deck.insert(0, deck.pop())  # the bottom (the list's start)


reg(FAIRY_GUARDIAN, Effect(
    kind="ignition", condition=lambda g, c, p, w: bool(_spells_in_gy(g, p, c)),
    cost=(_tribute_self,), target=(pick(_spells_in_gy, "target_card"),), target_picks=True,
    operation=(_to_bottom,)))

__all__ = ["ANCIENT_GEAR_BEAST", "DRILLAGO", "FAIRY_GUARDIAN", "GRAVE_OHJA"]
