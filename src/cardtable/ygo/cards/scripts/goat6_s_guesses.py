"""Spells of calls and blind picks (issue 15 part 3, g6-s): Reversal Quiz (send your hand and
field to the Graveyard as the cost; call Monster, Spell or Trap, reveal your top card: a right
call exchanges the players' Life Points) and Chosen One (3 cards of your hand — 1 Monster Card
and 2 other cards — one picked at random by your opponent: a Monster Card is Special Summoned,
the rest go to the Graveyard; the pick uses the duel's seeded RNG, the three cards stay hidden
until they move). Texts (2005 prints, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_guesses.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES, last, note, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards, ask_option
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

REVERSAL_QUIZ = 5990062
CHOSEN_ONE = 21888494

_KINDS = (("monster", Text("怪兽卡", "Monster Card")), ("spell", Text("魔法卡", "Spell Card")),
          ("trap", Text("陷阱卡", "Trap Card")))


# --- Reversal Quiz ---
def _quiz_cost_cards(g: Duel, p: int, s: int) -> list[int]:
    field = [c for c in (*g.mz[p], *g.sz[p], g.fz[p]) if c >= 0 and c != s]
    return [c for c in g.hand[p] if c != s] + field


def _quiz_cost(g: Duel, lk: Link) -> None:
    gone = _quiz_cost_cards(g, lk.player, lk.card)
    if gone:
        g.send_to_gy(gone, "cost")


def _quiz_call(g: Duel, lk: Link) -> None:
    if g.deck[lk.player]:
        ask_option(g, lk, lk.player, _KINDS, "choose")


def _kind_of(g: Duel, c: int) -> str:
    cd = g.cd(c)
    return "monster" if cd.is_monster else "spell" if cd.is_spell else "trap"


def _quiz(g: Duel, lk: Link) -> None:
    p = lk.player
    if not g.deck[p]:
        return
    call = str(lk.picks[-1])
    g.log("declare_kind", {**g.card_pub(lk.card), "kind": call})
    top = g.deck[p][-1]
    right = _kind_of(g, top) == call
    note(g, lk.card, "Reveals the top card of the Deck", "展示卡组最上面的卡",
         cards=[g.card_pub(top)], right=right)
    if right:
        g.lp[0], g.lp[1] = g.lp[1], g.lp[0]
        note(g, lk.card, "The players exchange their Life Points", "双方交换基本分",
             lp=list(g.lp))


reg(REVERSAL_QUIZ, Effect(cost=(_quiz_cost,), operation=(_quiz_call, _quiz),
                          condition=lambda g, c, p, w: bool(_quiz_cost_cards(g, p, c))))


# --- Chosen One ---
def _others(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if c != s]


def _chosen_ok(g: Duel, c: int, p: int) -> bool:
    hand = _others(g, p, c)
    return any(g.cd(x).is_monster for x in hand) and sum(
        1 for x in hand if not g.cd(x).is_monster) >= 2


def _pick_monster(g: Duel, lk: Link) -> None:
    if not _chosen_ok(g, lk.card, lk.player):
        lk.picks.append(())
        lk.data["skip"] = True
        return
    ask_cards(g, lk, lk.player, [c for c in _others(g, lk.player, lk.card)
                                 if g.cd(c).is_monster], 1, 1, "choose")


def _pick_others(g: Duel, lk: Link) -> None:
    if lk.data.get("skip"):
        return
    lk.data["three"] = list(last(lk))
    ask_cards(g, lk, lk.player, [c for c in _others(g, lk.player, lk.card)
                                 if not g.cd(c).is_monster], 2, 2, "choose")


def _blind_pick(g: Duel, lk: Link) -> None:
    if lk.data.get("skip"):
        return
    three = [c for c in (*lk.data.get("three", ()), *last(lk)) if g.loc[c] == LOC_HAND]
    if not three:
        return
    got = g.rng.choice(three)
    lk.data["three"] = three
    lk.data["got"] = got
    note(g, lk.card, "The opponent picks 1 of the 3 cards at random",
         "对方从3张卡中随机选1张", cards=[g.card_pub(got)])
    if g.cd(got).is_monster and g.can_special_summon(got, lk.player) \
            and g.free_mzone(lk.player) >= 0:
        ask_option(g, lk, lk.player, POS_CHOICES, "position", "position")
    else:
        lk.data["summon"] = False


def _chosen(g: Duel, lk: Link) -> None:
    if lk.data.get("skip"):
        return
    three = [c for c in lk.data.get("three", ()) if g.loc[c] == LOC_HAND]
    got = int(lk.data.get("got", -1))
    if got in three and lk.data.get("summon", True):
        three.remove(got)
        g.special_summon(got, lk.player, int(lk.picks[-1]))
    if three:
        g.send_to_gy(three, "effect")


reg(CHOSEN_ONE, Effect(operation=(_pick_monster, _pick_others, _blind_pick, _chosen),
                       category=CAT_SPSUMMON,
                       condition=lambda g, c, p, w: _chosen_ok(g, c, p)))
