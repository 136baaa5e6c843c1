"""A response window after battle damage (issue 15 part 3, session 7, an engine piece g7-t
owns) and the Goat-pool Quick-Play Spells answering it: Sebek's Blessing and Inferno Tempest.

Texts: neither is flagged "Goat-era version" in goat-pool.csv; today's official texts
(yaml-yugi ``data/22537443.yaml`` Sebek's Blessing, ``data/14391920.yaml`` Inferno Tempest)
describe them; our own words in ``pool/goat.csv``:

* Sebek's Blessing — when your monster inflicts battle damage to the opponent by a direct
  attack: gain LP equal to that damage.
* Inferno Tempest — when you take 3000 or more battle damage from 1 attack: remove from play
  every monster in both players' Decks and Graveyards.

The piece: a ``BATTLE_END_HOOKS`` hook reads the battle damage dealt in the Damage Step just
fought (the ``damage`` log entries with ``battle`` after its ``damage_step`` entry) and, when a
duel holds a card of :data:`USERS`, opens one window ``("battle_damage", player, amount,
attacker, direct)`` below the pending triggers frame (after the Damage Step's triggers, before
the next attack: the place g6-t's Rope of Life window uses). A card answering it registers
``event="battle_damage"`` and reads the tuple with :func:`damage_of`; another script adds its
codes with ``only_for(codes)(battle_damage_window)``. Checks:
``tests/ygo/test_goat7_t_battle_damage.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.ygo.cards.scripts.classic_lib import is_monster, reg
from cardtable.ygo.effects.api import CAT_BANISH, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EVENT = "battle_damage"
SEBEKS_BLESSING = 22537443
INFERNO_TEMPEST = 14391920
USERS = frozenset({SEBEKS_BLESSING, INFERNO_TEMPEST})


class BattleDamage(NamedTuple):
    """What a ``battle_damage`` window is about."""

    player: int  # who took the damage
    amount: int
    attacker: int  # the attacking monster (it may have left the field since)
    direct: bool  # a direct attack


def damage_of(w: W) -> BattleDamage | None:
    """The battle damage a ``battle_damage`` window answers (``None`` for another window)."""
    if not w or w[0] != EVENT:
        return None
    return BattleDamage(int(w[1]), int(w[2]), int(w[3]), bool(w[4]))


def _last_battle_damage(g: Duel) -> tuple[int, int, int, bool] | None:
    el = g.elog
    dealt: list[tuple[int, int]] = []
    for i in range(len(el) - 1, -1, -1):
        kind, pub = el[i][0], el[i][1]
        if kind == "damage" and pub.get("battle"):
            dealt.append((int(pub["player"]), int(pub["amount"])))
        elif kind == "damage_step":
            if not dealt:
                return None
            p = dealt[-1][0]
            total = sum(a for q, a in dealt if q == p)
            return p, total, int(pub["attacker"]), int(pub["target"]) < 0
        elif kind in ("turn", "scenario_start"):
            return None
    return None


def battle_damage_window(g: Duel, destroyed: tuple[int, ...]) -> None:
    """``BATTLE_END_HOOKS`` hook: open the ``battle_damage`` window after a Damage Step in
    which a player took battle damage."""
    got = _last_battle_damage(g)
    if got is None or g.result_ is not None:
        return
    w = (EVENT, *got)
    g.stack.insert(len(g.stack) - 1, ("window", g.tp, 0, w))


BATTLE_END_HOOKS.append(only_for(USERS)(battle_damage_window))


def _sebek_cond(g: Duel, c: int, p: int, w: W) -> bool:
    d = damage_of(w)
    return d is not None and d.direct and d.player == 1 - p and g.owner[d.attacker] >= 0 \
        and _attacker_was_yours(g, d.attacker, p)


def _attacker_was_yours(g: Duel, a: int, p: int) -> bool:
    return g.ctrl[a] == p if g.on_field(a) else g.owner[a] == p


def _sebek_op(g: Duel, lk: Link) -> None:
    d = damage_of(lk.window)
    if d is not None:
        g.recover(lk.player, d.amount)


def _tempest_cond(g: Duel, c: int, p: int, w: W) -> bool:
    d = damage_of(w)
    return d is not None and d.player == p and d.amount >= 3000


def _tempest_op(g: Duel, lk: Link) -> None:
    gone = [c for q in (0, 1) for c in (*g.deck[q], *g.gy[q]) if is_monster(g, c)]
    if gone:
        g.banish(gone)


reg(SEBEKS_BLESSING, Effect(event=EVENT, condition=_sebek_cond, operation=(_sebek_op,),
                            category=CAT_RECOVER))
reg(INFERNO_TEMPEST, Effect(event=EVENT, condition=_tempest_cond, operation=(_tempest_op,),
                            category=CAT_BANISH))
