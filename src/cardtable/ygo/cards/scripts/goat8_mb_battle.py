"""Jirai Gumo (MRD-089, 2002; issue 15 part 3, g8-mb, session 8). Flagged "Goat-era version" in
``goat-pool.csv``. Its era wording is the Metal Raiders one, kept by the German print text in
yaml-yugi ``data/94773007.yaml`` ("de": when you attack with this card you must toss a coin and
call it; right: you attack normally; wrong: you lose half your Life Points, and then attack) and
by the OCG text of the time (yugioh-wiki.net 《地雷蜘蛛》: at this card's attack declaration, call
the coin toss; right: the attack goes on; wrong: lose half your Life Points and attack). The
period difference is its kind: yugioh-wiki's revisions of the 2000s class the toss as a
Continuous Effect (永続効果, backup age 59), "classification under review" in 2013 (age 75),
today a Trigger Effect that starts a chain. In 2005 it started no chain: nothing could respond
to the toss itself.

How: an ``ATTACK_DECLARED`` hook (the frames it pushes run right after the declaration, before
the attack's window — Astral Barrier's way, ``goat6_t_attack_choices``) asks the attacking
player to call Heads or Tails while the Gumo is face-up with its effects applying (Skill Drain
stops it); the duel's RNG tosses (a public ``coin`` event with the call); a wrong call costs
half the player's Life Points (rounded down, as ``costs.pay_half_lp``) — "lose", not damage: a
``card_effect`` note says it — and the attack goes on either way. Checks in
``tests/ygo/test_goat8_mb_battle.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, note, reg
from cardtable.ygo.cards.scripts.goat5_chance import COIN_CALLS
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import ATTACK_DECLARED, only_for
from cardtable.ygo.rules.flow import handler, step

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

JIRAI_GUMO = 94773007
_CALLS = tuple(("opt", i, t) for i, (_, t) in enumerate(COIN_CALLS))


@only_for({JIRAI_GUMO})
def _declared(g: Duel, a: int, t: int) -> None:
    if g.code[a] == JIRAI_GUMO and active_monster(g, a):
        g.stack.append(("g8mb_jirai_call", a, g.life[a]))


@step("g8mb_jirai_call")
def _ask(g: Duel, fr: tuple[Any, ...]) -> None:
    _, a, life = fr
    if g.life[a] != life or not active_monster(g, a):
        return  # gone or negated before the call
    g.pend = (g.ctrl[a], "select", "choose", _CALLS, "g8mb_jirai_toss", (a,))


@handler("g8mb_jirai_toss")
def _toss(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    a = ctx[0]
    p = g.ctrl[a]
    call = COIN_CALLS[int(opt[1])][0]
    side = "heads" if g.rng.below(2) == 0 else "tails"
    g.log("coin", {"player": p, "call": call, "result": side})
    if side != call:
        lost = g.lp[p] // 2
        g.lp[p] -= lost
        note(g, a, f"Jirai Gumo: the call was wrong, its controller loses {lost} LP",
             f"地雷蜘蛛：猜错，其控制者失去{lost}基本分", player=p, lost=lost, lp=g.lp[p])


ATTACK_DECLARED.append(_declared)
reg(JIRAI_GUMO, Effect(kind="continuous", name=Text(
    "攻击宣言时猜硬币：猜错则失去一半基本分（不入连锁）",
    "On its attack declaration call a coin toss: wrong, lose half your LP (no chain)")))

__all__ = ["JIRAI_GUMO"]
