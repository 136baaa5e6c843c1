"""Goat-pool monsters of chance (issue 15 part 3, goat-m1): called coins and dice, every
result from the duel's seeded RNG and public (``coin`` events as Time Wizard's,
``ops.roll_die``'s ``die_roll``).

* Called coin, once per turn in your Main Phase (an Ignition Effect): Abare Ushioni (right:
  1000 damage to the opponent; wrong: 1000 to you), Goddess of Whim (right: its ATK becomes
  twice its original ATK until the End Phase; wrong: half of it).
* Dice: Agido (destroyed by battle and sent to the Graveyard: a Fairy of the rolled Level from
  your Graveyard, Level 6 or higher on a 6), Dice Jar (FLIP: both players roll, again on a tie;
  the lower roller takes 500 x the higher result, 6000 on a 6).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_chance.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    base_atk,
    last,
    mark_used,
    once_per_turn,
    reg,
    summon_to,
)
from cardtable.ygo.cards.scripts.goat8_t_redo import with_redo
from cardtable.ygo.cards.scripts.goat9_a_dice import rolled
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEUP, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ABARE_USHIONI = 89718302
GODDESS_OF_WHIM = 67959180
AGIDO = 16135253
DICE_JAR = 3549275

COIN_CALLS = (("heads", Text("正面", "Heads")), ("tails", Text("反面", "Tails")))


def call_coin(g: Duel, lk: Link) -> None:
    """Target-time step: the activating player calls Heads or Tails (public)."""
    ask_option(g, lk, lk.player, COIN_CALLS, "choose")


def called_right(g: Duel, lk: Link) -> bool:
    """Toss the coin (the duel's RNG, a public ``coin`` event with the call): True when the
    call of :func:`call_coin` was right."""
    def coin() -> str:
        side = "heads" if g.rng.below(2) == 0 else "tails"
        g.log("coin", {"player": lk.player, "call": lk.picks[-1], "result": side})
        return side

    side = with_redo(g, lk.player, coin)  # Second Coin Toss (goat8_t_redo)
    return bool(side == lk.picks[-1])


def _ushioni(g: Duel, lk: Link) -> None:
    p = lk.player
    g.damage(1 - p if called_right(g, lk) else p, 1000)


reg(ABARE_USHIONI, Effect(kind="ignition", condition=once_per_turn, cost=(mark_used,),
                          target=(call_coin,), operation=(_ushioni,), category=CAT_DAMAGE,
                          name=Text("猜硬币：1000伤害", "Call a coin: 1000 damage")))


def _whim(g: Duel, lk: Link) -> None:
    right = called_right(g, lk)
    c = lk.card
    if g.loc[c] != LOC_MZONE or g.life[c] != lk.life or not g.pos[c] & POS_FACEUP:
        return
    want = 2 * base_atk(g, c) if right else base_atk(g, c) // 2
    g.add_buff(c, atk=want - g.atk(c), until_end=True, src=c)


reg(GODDESS_OF_WHIM, Effect(kind="ignition", condition=once_per_turn, cost=(mark_used,),
                            target=(call_coin,), operation=(_whim,), category=CAT_ATKCHANGE,
                            name=Text("猜硬币：攻击力变化", "Call a coin: change its ATK")))

# --- Agido ----------------------------------------------------------------------------------


def _fairy_of(g: Duel, p: int, roll: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).is_monster and g.race(c) & C.RACE_BY_NAME["Fairy"]
            and (g.level(c) >= 6 if roll == 6 else g.level(c) == roll)]


def _agido_roll(g: Duel, lk: Link) -> None:
    p = lk.player
    roll = rolled(g, lk, lambda: ops.roll_die(g, p))
    lk.data["roll"] = roll
    cands = [c for c in _fairy_of(g, p, roll) if g.can_special_summon(c, p)]
    if cands:
        ask_cards(g, lk, p, cands, 1, 1, "summon_pick")
    else:
        lk.picks.append(())


def _agido_summon(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        summon_to(g, got, lk.player, POS_FU_ATK)


def _in_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY


reg(AGIDO, Effect(kind="trigger", event="battle_destroyed", optional=False, condition=_in_gy,
                  operation=(_agido_roll, _agido_summon), category=CAT_SPSUMMON))

# --- Dice Jar -------------------------------------------------------------------------------


def _jar_rolls(g: Duel, p: int) -> tuple[int, int]:
    """Both players roll, again on a tie: (``p``'s result, the opponent's)."""
    while True:
        mine, theirs = ops.roll_die(g, p), ops.roll_die(g, 1 - p)
        if mine != theirs:
            return mine, theirs


def _dice_jar(g: Duel, lk: Link) -> None:
    p = lk.player
    mine, theirs = rolled(g, lk, lambda: _jar_rolls(g, p))  # both re-roll (Dice Re-Roll FAQ)
    hi = max(mine, theirs)
    loser = p if mine < theirs else 1 - p
    g.damage(loser, 6000 if hi == 6 else 500 * hi)


reg(DICE_JAR, Effect(kind="flip", optional=False, operation=(_dice_jar,), category=CAT_DAMAGE))

__all__ = ["ABARE_USHIONI", "AGIDO", "COIN_CALLS", "DICE_JAR", "GODDESS_OF_WHIM", "call_coin",
           "called_right"]
