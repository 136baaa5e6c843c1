"""Necrovalley (issue 15 part 3, g8-ma; the engine piece "Necrovalley's era effect" this helper
owns), flagged "Goat-era version" in ``goat-pool.csv``. Its era text is the Pharaonic Guardian
print (PGD-084, 2003), as Pojo's card of the day of 30 August 2004 quotes it
(https://www.pojo.com/yu-gi-oh/COTD/2004/2004Aug/30N.shtml): "As long as this card remains
face-up on the field, all effects of Spell, Trap, and/or Effect Monster Cards that involve
Graveyards are negated and neither player can remove cards in the Graveyards from play. In
addition, increase the ATK and DEF of all monsters that includes "Gravekeeper's" in their card
name by 500 points." The 2005 rulings of that wording (Pojo's card of the day of 26 August 2005,
https://www.pojo.com/yu-gi-oh/COTD/2005/2005Aug/26.shtml, reviewing its DR1 reprint; and of
2004: "Necrovalley WILL negate things like Monster Reborn, Call of the Haunted, Premature
Burial, Magician of Faith, and yes, the summoning of the Chaos [monsters]"): it stops removing
Graveyard cards from play (the Black Luster Soldier - Envoy's summon too) and effects that
target cards in a Graveyard; it does NOT stop effects that activate in the Graveyard (Vampire
Lord, Sinister Serpent, Sacred Phoenix return; Sangan, Mystic Tomato, the Turtles, Giant Rat
still search). So:

* +500 ATK/DEF for face-up monsters whose name contains "Gravekeeper's" (an aspect of the
  Field Spell);
* while it is face-up and its effect applies, neither player can remove Graveyard cards from
  play: a ``classic_lib.GY_BANISH_LOCKS`` hook read by every GY-banishing cost, procedure and
  effect that asks ``gy_banish_blocked`` (Kycoo's lock: the Envoys, Chaos Sorcerer, the
  ``goat_mon_procs`` procedures — Fenrir, Spirit of Flames… —, Strike Ninja, Soul Demolition,
  Chaosrider Gustaph);
* the cards whose effect or cost removes Graveyard cards from play and that do not ask
  ``gy_banish_blocked`` themselves (:data:`GY_REMOVERS`: Soul Release, Skull Lair, Freed the
  Brave Wanderer, Bazoo the Soul-Eater, Disappear, Gravedigger Ghoul, King of the Skull
  Servants, Question, Lekunga, Peten the Dark Clown, Dark Blade the Dragon Knight) cannot be
  activated while the lock applies to their player (an ``ACTIVATE_ALLOWED`` hook in duels
  holding Necrovalley — it reads Kycoo's lock too there; duels without Necrovalley keep their
  menus as they were: the speed budget); Megarock Dragon's procedure asks the lock;
* an effect whose targets include a card in a Graveyard is negated as it resolves (a
  ``RESOLVE_HOOKS`` negation: Monster Reborn, Call of the Haunted, Premature Burial, Magician of
  Faith); an effect that targets nothing in a Graveyard is left alone.
* Gravekeeper's Chief ("your Graveyard is unaffected by Necrovalley", ``goat8_ma_summons``): an
  effect targeting only cards of the Graveyard of a player who controls an active Chief is not
  negated, and that player may remove Graveyard cards from play (our reading: the lock is per
  player, and such removals are almost always from one's own Graveyard).

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_necrovalley.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    GY_BANISH_LOCKS,
    gy_banish_blocked,
    live_targets,
)
from cardtable.ygo.cards.scripts.goat8_ma_summons import chief_shields
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link, register
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_GY, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

NECROVALLEY = 47355498
BONUS = 500
#: cards whose effect or cost removes Graveyard cards from play and whose scripts do not ask
#: ``gy_banish_blocked``: Soul Release, Skull Lair, Freed the Brave Wanderer, Bazoo the
#: Soul-Eater, Disappear, Gravedigger Ghoul, King of the Skull Servants, Question, Lekunga, Peten
#: the Dark Clown, Dark Blade the Dragon Knight
GY_REMOVERS = frozenset({5758500, 6733059, 16556849, 40133511, 24623598, 82542267, 36021814,
                         38723936, 62543393, 52624755, 86805855})


def necrovalley_applies(g: Duel) -> int:
    """A face-up Necrovalley whose effect applies (-1 = none)."""
    for f in g.fz:
        if f >= 0 and g.code[f] == NECROVALLEY and g.pos[f] & POS_FACEUP \
                and g.flags[f] & F_ACTIVE and not g.flags[f] & F_NEGATED \
                and not g.spells_negated():
            return f
    return -1


def _gravekeeper(g: Duel, s: int, c: int) -> int:
    return BONUS if "Gravekeeper's" in str(g.cd(c).name.en) else 0


@only_for({NECROVALLEY})
def _no_gy_banish(g: Duel, p: int) -> bool:
    return necrovalley_applies(g) >= 0 and not chief_shields(g, p)


@only_for({NECROVALLEY})
def _negate_gy_targets(g: Duel, lk: Link) -> bool:
    if lk.code == NECROVALLEY:
        return False
    in_gy = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if not in_gy or all(chief_shields(g, g.owner[t]) for t in in_gy):
        return False
    f = necrovalley_applies(g)
    if f < 0:
        return False
    g.log("effect_negated_by", {**g.card_pub(f), "negated": g.card_pub(lk.card)})
    return True


@only_for({NECROVALLEY})
def _no_gy_removers(g: Duel, p: int, c: int, e: object) -> bool:
    return g.code[c] not in GY_REMOVERS or not gy_banish_blocked(g, p)


GY_BANISH_LOCKS.append(_no_gy_banish)
ACTIVATE_ALLOWED.append(_no_gy_removers)
RESOLVE_HOOKS.append(_negate_gy_targets)
register(NECROVALLEY, Effect(
    aspects=(Aspect("atk", _gravekeeper), Aspect("def", _gravekeeper)), category=CAT_ATKCHANGE,
    name=Text("「守墓」怪兽攻守上升500；涉及墓地的效果无效；墓地的卡不能除外",
              "Gravekeeper's +500; effects involving the Graveyards negated; no removal "
              "from the Graveyards")))

__all__ = ["GY_REMOVERS", "NECROVALLEY", "necrovalley_applies"]
