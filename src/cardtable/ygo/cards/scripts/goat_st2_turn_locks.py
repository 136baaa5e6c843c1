"""Goat-pool Traps that take a phase or a kind of play away from the opponent (issue 15 part 3,
goat-st2 batch 1): Thunder of Ruler (no Battle Phase this turn: the ``skip_battle`` mark Great Long
Nose logs, read by the same ``BATTLE_ALLOWED`` check) and Time Seal (the draw of their next Draw
Phase is skipped: a public ``draw_skip_pending`` mark naming the turn, read by a draw hook like
Yata-Garasu's); batch 2: Penalty Game! (one of those draw marks, or no Spell/Trap activation for
the opponent this turn: an ``ACTIVATE_ALLOWED`` hook over a ``card_effect`` mark). Texts
(2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat_mon_spirit import battle_allowed
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link, ask_option
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, DRAW_HOOKS, only_for
from cardtable.ygo.state import LOC_DECK, LOC_HAND, PH_DRAW, PH_STANDBY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

THUNDER_OF_RULER = 91781589
TIME_SEAL = 35316708
PENALTY_GAME = 967928
#: cards whose ``draw_skip_pending`` mark (with a ``turn``) the draw hook below reads
DRAW_SEALS = {TIME_SEAL, PENALTY_GAME}


# --- Thunder of Ruler: only in the opponent's Standby Phase; they cannot conduct their Battle
#     Phase this turn --------------------------------------------------------------------------

def _no_battle(g: Duel, lk: Link) -> None:
    g.log("skip_battle", {"player": 1 - lk.player, "turn": g.turn})


reg(THUNDER_OF_RULER, Effect(operation=(_no_battle,),
                             condition=lambda g, c, p, w: g.tp != p and g.phase == PH_STANDBY))
# Great Long Nose's script appended this hook; it now also runs in duels holding Thunder of Ruler
only_for({THUNDER_OF_RULER})(battle_allowed)


# --- Time Seal: the opponent skips the draw of their next Draw Phase ---------------------------

def next_own_turn(g: Duel, p: int) -> int:
    """The number of ``p``'s next turn that has not reached its Draw Phase's draw yet: the next
    turn while the opponent's turn runs, the one after next during ``p``'s own turn (its draw is
    behind it once a Trap can be activated)."""
    return g.turn + 1 if g.tp != p else g.turn + 2


def seal_next_draw(g: Duel, lk: Link) -> None:
    """Mark that ``lk``'s opponent skips the draw of their next Draw Phase (public)."""
    o = 1 - lk.player
    g.log("draw_skip_pending", {**g.card_pub(lk.card), "player": o, "phases": 1,
                                "turn": next_own_turn(g, o)})


def _sealed_draw(g: Duel, p: int, c: int) -> None:
    if g.phase != PH_DRAW or g.chain or g.tp != p or g.loc[c] != LOC_HAND:
        return
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "draw_skip_pending" and pub.get("code") in DRAW_SEALS \
                and pub.get("player") == p and pub.get("turn") == g.turn:
            g.move(c, LOC_DECK, p)
            g.log("draw_skipped", {"player": p, "by": pub.get("name", "")})
            return
        if kind == "turn" and int(pub.get("turn", 0)) < g.turn - 2:
            return


reg(TIME_SEAL, Effect(operation=(seal_next_draw,)))
DRAW_HOOKS.append(only_for(DRAW_SEALS)(_sealed_draw))


# --- Penalty Game!: only while the opponent holds exactly 4 cards; chosen at activation (public):
#     they skip their next draw, or they cannot activate Spell/Trap Cards for the rest of the turn -

_PENALTIES = (("draw", Text("对方下次抽卡阶段不能抽卡", "They skip their next draw")),
              ("spells", Text("这个回合对方不能发动魔法·陷阱卡",
                              "They cannot activate Spells/Traps this turn")))


def _penalty_mode(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _PENALTIES, "choose")


def _penalty(g: Duel, lk: Link) -> None:
    if lk.picks[-1] == "draw":
        seal_next_draw(g, lk)
    else:
        note(g, lk.card, "The opponent cannot activate Spell or Trap Cards this turn",
             "这个回合对方不能发动魔法·陷阱卡", no_spell_trap_for=1 - lk.player)


@only_for({PENALTY_GAME})
def _spell_trap_allowed(g: Duel, p: int, c: int, e: Any) -> bool:
    if e.kind != "activate" or not g.cd(c).type & (C.SPELL | C.TRAP):
        return True
    return not any(k == "card_effect" and pub.get("no_spell_trap_for") == p
                   for k, pub, _ in this_turn(g))


ACTIVATE_ALLOWED.append(_spell_trap_allowed)
reg(PENALTY_GAME, Effect(target=(_penalty_mode,), operation=(_penalty,),
                         condition=lambda g, c, p, w: len(g.hand[1 - p]) == 4))
