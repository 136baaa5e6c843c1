"""Goat-pool Normal Traps about attacks (issue 15 part 3, goat-t batch 3): Enchanted Javelin and
Blast Held by a Tribute (answers to an attack declaration), A Feint Plan and Absolute End (an
attack rule for the rest of the turn: an ``ATTACK_TARGETS`` hook over a public ``card_effect``
mark of this turn, as Secret Pass to the Treasures), Frozen Soul (the opponent's next Battle
Phase skipped: the ``skip_battle`` mark of Great Long Nose and Thunder of Ruler). Texts (2005
wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_attack_traps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, opp_attack, reg, up
from cardtable.ygo.cards.scripts.goat_mon_spirit import battle_allowed
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_DESTROY, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, only_for
from cardtable.ygo.state import LOC_MZONE, PH_BATTLE, POS_FD_DEF, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ENCHANTED_JAVELIN = 96355986
BLAST_HELD_BY_A_TRIBUTE = 89041555
A_FEINT_PLAN = 68170903
ABSOLUTE_END = 27744077
FROZEN_SOUL = 57069605


# --- Enchanted Javelin: an opponent's monster declares an attack: gain LP equal to its ATK -------

def _javelin(g: Duel, lk: Link) -> None:
    a = lk.window[1] if len(lk.window) > 1 else -1
    if a >= 0 and g.loc[a] == LOC_MZONE and up(g, a) and g.atk(a) > 0:
        g.recover(lk.player, g.atk(a))


reg(ENCHANTED_JAVELIN, Effect(event="attack", operation=(_javelin,), category=CAT_RECOVER,
                              condition=opp_attack))


# --- Blast Held by a Tribute: an opponent's Tribute Summoned monster declares an attack: destroy
#     every face-up Attack Position monster they control, and 1000 damage to them ---------------

def tribute_summoned_now(g: Duel, m: int) -> bool:
    """Monster ``m`` came to the field by its latest summon, a Tribute Summon (its summon
    declaration paid tributes; a later Special Summon or Flip Summon of the same card wins)."""
    if g.loc[m] != LOC_MZONE:
        return False
    for kind, pub, _ in reversed(g.elog):
        if pub is None or pub.get("card") != m:
            continue
        if kind == "special_summon":
            return False
        if kind == "summon_declared":
            return int(pub.get("tributes", 0)) > 0
    return False


def _blast_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return opp_attack(g, c, p, w) and tribute_summoned_now(g, w[1])


def _blast(g: Duel, lk: Link) -> None:
    cs = [m for m in g.mz[1 - lk.player] if m >= 0 and g.pos[m] == POS_FU_ATK]
    if cs:
        g.destroy(cs, "effect", lk)
    g.damage(1 - lk.player, 1000)


reg(BLAST_HELD_BY_A_TRIBUTE, Effect(event="attack", operation=(_blast,),
                                    category=CAT_DESTROY | CAT_DAMAGE, condition=_blast_cond))


# --- A Feint Plan / Absolute End: an attack rule for the rest of this turn ---------------------

_FEINT_KEY = "no_attack_on_set"
_END_KEY = "attack_directly"


def _marks(g: Duel, key: str) -> list[int]:
    """The players named by this turn's ``card_effect`` marks ``key``."""
    return [int(pub[key]) for kind, pub, _ in this_turn(g)
            if kind == "card_effect" and key in pub]


def _feint(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Face-down Defense Position monsters cannot be attacked this turn",
         "这个回合，里侧守备表示怪兽不能被攻击", **{_FEINT_KEY: lk.player})


def _absolute_end(g: Duel, lk: Link) -> None:
    note(g, lk.card, "The opponent's monsters attack directly this turn",
         "这个回合，对方怪兽直接攻击", **{_END_KEY: 1 - lk.player})


@only_for({A_FEINT_PLAN, ABSOLUTE_END})
def _attack_rules(g: Duel, a: int, targets: list[int]) -> list[int]:
    if _marks(g, _FEINT_KEY):  # "a player cannot attack face-down Defense Position monsters"
        targets = [t for t in targets if t < 0 or g.pos[t] != POS_FD_DEF]
    if g.ctrl[a] in _marks(g, _END_KEY):
        return [-1]
    return targets


ATTACK_TARGETS.append(_attack_rules)
reg(A_FEINT_PLAN, Effect(operation=(_feint,)))
reg(ABSOLUTE_END, Effect(operation=(_absolute_end,),
                         condition=lambda g, c, p, w: g.tp != p))


# --- Frozen Soul: the opponent has 2000 or more LP than you: they skip their next Battle Phase --

def _frozen(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    # in their turn: this turn's Battle Phase if it has not begun, else their next one
    t = (g.turn if g.phase < PH_BATTLE else g.turn + 2) if g.tp == o else g.turn + 1
    note(g, lk.card, "The opponent skips their next Battle Phase", "对方跳过下次的战斗阶段")
    g.log("skip_battle", {"player": o, "turn": t})


only_for({FROZEN_SOUL})(battle_allowed)
reg(FROZEN_SOUL, Effect(operation=(_frozen,),
                        condition=lambda g, c, p, w: g.lp[1 - p] - g.lp[p] >= 2000))

__all__ = ["ABSOLUTE_END", "A_FEINT_PLAN", "BLAST_HELD_BY_A_TRIBUTE", "ENCHANTED_JAVELIN",
           "FROZEN_SOUL", "tribute_summoned_now"]
