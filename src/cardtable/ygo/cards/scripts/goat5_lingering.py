"""Goat-pool Normal Spells whose effect outlasts them (issue 15 part 3, goat-s batch 8), each a
public mark in the log read by a hook: After the Struggle (in the End Phase, every monster that
battled this turn is destroyed: a phase hook over ``seed_common.battled_this_turn``) and
Timidity (until the end of the opponent's next turn, Set Spell and Trap Cards cannot be
destroyed: a ``DESTROY_SUBSTITUTES`` hook). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import battled_this_turn, this_turn
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_SZONE, PH_MAIN1, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AFTER_THE_STRUGGLE = 25345186
TIMIDITY = 40350910


# --- After the Struggle: only in Main Phase 1; during this turn's End Phase, destroy every monster
#     that battled this turn ---
def _struggle(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Monsters that battle this turn are destroyed in the End Phase",
         "这个回合进行过战斗的怪兽在结束阶段破坏", after_struggle=1)


@only_for({AFTER_THE_STRUGGLE})
def _struggle_end(g: Duel, event: str) -> None:
    if event != "end_phase" or not any(k == "card_effect" and "after_struggle" in pub
                                       for k, pub, _ in this_turn(g)):
        return
    doomed = [m for q in (0, 1) for m in g.monsters(q) if battled_this_turn(g, m)]
    if doomed:
        g.destroy(doomed, "effect")


PHASE_HOOKS.append(_struggle_end)
reg(AFTER_THE_STRUGGLE, Effect(operation=(_struggle,), category=CAT_DESTROY,
                               condition=lambda g, c, p, w: g.phase == PH_MAIN1))


# --- Timidity: until the End Phase of your opponent's next turn, Set Spell and Trap Cards on the
#     field cannot be destroyed ---
def _timid(g: Duel, lk: Link) -> None:
    last_turn = g.turn + 1 if g.tp == lk.player else g.turn
    note(g, lk.card, "Set Spell and Trap Cards cannot be destroyed until the end of the "
         "opponent's next turn", "直到对方下个回合结束时，盖放的魔法·陷阱卡不会被破坏",
         timidity=last_turn)


def _timid_now(g: Duel) -> bool:
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn" and int(pub.get("turn", g.turn)) < g.turn - 1:
            return False  # marks older than last turn have run out
        if kind == "card_effect" and "timidity" in pub and int(pub["timidity"]) >= g.turn:
            return True
    return False


@only_for({TIMIDITY})
def _set_cards_stay(g: Duel, cards: list[int], reason: str) -> list[int]:
    if not any(g.loc[c] == LOC_SZONE and g.pos[c] & POS_FACEDOWN for c in cards) \
            or not _timid_now(g):
        return cards
    return [c for c in cards if not (g.loc[c] == LOC_SZONE and g.pos[c] & POS_FACEDOWN)]


DESTROY_SUBSTITUTES.append(_set_cards_stay)
reg(TIMIDITY, Effect(operation=(_timid,)))
