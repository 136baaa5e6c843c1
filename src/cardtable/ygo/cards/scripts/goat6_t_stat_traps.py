"""Goat-pool Normal Traps that change ATK/DEF until the End Phase (issue 15 part 3, session 6,
g6-t): Bark of Dark Ruler, Mask of Weakness and Skull Dice. They change ATK/DEF directly, so
they may be activated in the Damage Step (Bark only there).

Era texts (the old Japanese texts quoted by yugioh-wiki, which the English prints of LOD-010 /
EDS-003 translate; our own words in ``pool/goat.csv``):

* Bark of Dark Ruler — "When a Fiend-Type monster you control battles, during the Damage Step:
  pay Life Points in multiples of 100; until the End Phase, the opponent's monster battling it
  loses that much ATK and DEF." yugioh-wiki: it is activated at the start of the Damage Step or
  before damage calculation, not during damage calculation; the amount is free (in steps of
  100). The amount is declared and paid as the activation cost (public).
* Mask of Weakness — "Until the End Phase, 1 attacking monster loses 700 ATK." (it targets the
  monster attacking now: at its attack declaration or in its Damage Step; yugioh-wiki: your own
  attacking monster may be chosen too).
* Skull Dice — "Roll a six-sided die. Until the End Phase, the face-up monsters your opponent
  controls lose ATK and DEF equal to the result x 100." (the die: goat-m1's ``ops.roll_die``,
  public).

Checks: ``tests/ygo/test_goat6_t_stat_traps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import pick, reg, tgt, up
from cardtable.ygo.cards.scripts.goat9_a_dice import rolled
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link, ask_option
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

BARK_OF_DARK_RULER = 41925941
MASK_OF_WEAKNESS = 57882509
SKULL_DICE = 126218
_FIEND = C.RACE_BY_NAME["Fiend"]


def _fiend_battle(g: Duel, p: int) -> tuple[int, int]:
    """(your battling face-up Fiend, the opponent's monster it battles) of the attack being
    fought now, or (-1, -1)."""
    b = g.battle
    if b is None or b.target < 0:
        return -1, -1
    for mine, theirs in ((b.attacker, b.target), (b.target, b.attacker)):
        if g.loc[mine] == LOC_MZONE and g.ctrl[mine] == p and up(g, mine) \
                and g.race(mine) & _FIEND and g.loc[theirs] == LOC_MZONE \
                and g.ctrl[theirs] != p:
            return mine, theirs
    return -1, -1


def _bark_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] in ("ds_start", "ds_before") and g.lp[p] >= 100 \
        and _fiend_battle(g, p)[1] >= 0


def _bark_amount(g: Duel, lk: Link) -> None:
    top = g.lp[lk.player] // 100 * 100
    ask_option(g, lk, lk.player, [(n, Text(f"支付{n}基本分", f"Pay {n} Life Points"))
                                  for n in range(100, top + 1, 100)], "choose")


def _bark_pay(g: Duel, lk: Link) -> None:
    n = int(lk.picks[-1])
    lk.data["paid"] = n
    g.pay_lp(lk.player, n)


def _bark_op(g: Duel, lk: Link) -> None:
    _, t = _fiend_battle(g, lk.player)
    n = int(lk.data.get("paid", 0))
    if t >= 0 and n > 0 and up(g, t):
        g.add_buff(t, atk=-n, defense=-n, until_end=True, src=lk.card)


def _attacking(g: Duel, p: int, c: int) -> list[int]:
    """The monster attacking now (face-up on the field), if any."""
    b = g.battle
    if b is None or g.life[b.attacker] != b.attacker_life or g.loc[b.attacker] != LOC_MZONE:
        return []
    return [b.attacker] if up(g, b.attacker) else []


def _mask_op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t):
        g.add_buff(t, atk=-700, until_end=True, src=lk.card)


def _skull_op(g: Duel, lk: Link) -> None:
    r = rolled(g, lk, lambda: ops.roll_die(g, lk.player))
    for m in g.mz[1 - lk.player]:
        if m >= 0 and up(g, m):
            g.add_buff(m, atk=-100 * r, defense=-100 * r, until_end=True, src=lk.card)


reg(BARK_OF_DARK_RULER, Effect(dmg_step=True, cost=(_bark_amount, _bark_pay),
                               operation=(_bark_op,), category=CAT_ATKCHANGE,
                               condition=_bark_cond))
reg(MASK_OF_WEAKNESS, Effect(dmg_step=True, target=(pick(_attacking, "target_monster"),),
                             target_picks=True, operation=(_mask_op,), category=CAT_ATKCHANGE,
                             condition=lambda g, c, p, w: bool(w) and w[0] in (
                                 "attack", "ds_start", "ds_before") and bool(_attacking(g, p, c))))
reg(SKULL_DICE, Effect(dmg_step=True, operation=(_skull_op,), category=CAT_ATKCHANGE))
