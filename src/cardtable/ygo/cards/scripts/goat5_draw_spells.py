"""Goat-pool Spells about the hand and the Deck (issue 15 part 3, goat-s batch 5): Super
Rejuvenation (End Phase draws for this turn's discarded or Tributed Dragons, read back from the
turn's log), The Graveyard in the Fourth Dimension (2 "LV" monsters back to the Deck), Mirage of
Nightmare (draw to 4 in the opponent's Standby Phase, discard as many at random in your own: the
count kept on the card) and the Ritual Spell Final Ritual of the Ancients (Reshef the Dark Being,
the classic Ritual procedure); Jade Insect Whistle (the opponent's own hidden pick put on top of
their Deck); batch 12: Heart of the Underdog (a draw hook queues its optional trigger). Texts
(2005 wording, our own words) are in ``pool/goat.csv``; the
checks are ``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_fusion_ritual import RITUAL_SPELL
from cardtable.ygo.cards.scripts.classic_lib import last, note, pick, random_discard, reg, up
from cardtable.ygo.cards.scripts.classic_spells import own_standby
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DRAW, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import DRAW_HOOKS, PHASE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_GY, LOC_HAND, LOC_SZONE, PH_DRAW

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SUPER_REJUVENATION = 27770341
THE_GRAVEYARD_IN_THE_FOURTH_DIMENSION = 88089103
MIRAGE_OF_NIGHTMARE = 41482598
FINAL_RITUAL_OF_THE_ANCIENTS = 60369732
_DRAGON = C.RACE_BY_NAME["Dragon"]
_INSECT = C.RACE_BY_NAME["Insect"]

# Final Ritual of the Ancients -> Reshef the Dark Being (the pair is the Spell's ``materials``)
reg(FINAL_RITUAL_OF_THE_ANCIENTS, RITUAL_SPELL)


# --- Super Rejuvenation: during the End Phase of the turn you activate it, draw 1 card for each
#     Dragon-Type monster you discarded or Tributed this turn ---
def _rejuvenate(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Draws in the End Phase for this turn's discarded or Tributed Dragons",
         "结束阶段按这个回合丢弃或解放的龙族怪兽数量抽卡", rejuvenate=lk.player)


def _dragons_spent(g: Duel, p: int) -> int:
    n = 0
    for kind, pub, _ in this_turn(g):
        if kind in ("discard", "to_gy") and (kind == "discard" or pub.get("reason") == "tribute"):
            c = pub.get("card", -1)
            if isinstance(c, int) and c >= 0 and g.owner[c] == p \
                    and g.cd(c).type & C.MONSTER and g.cd(c).race & _DRAGON:
                n += 1
    return n


@only_for({SUPER_REJUVENATION})
def _rejuvenation_draws(g: Duel, event: str) -> None:
    if event != "end_phase":
        return
    for kind, pub, _ in list(this_turn(g)):
        if kind == "card_effect" and "rejuvenate" in pub:
            p = int(pub["rejuvenate"])
            n = _dragons_spent(g, p)
            if n:
                g.draw(p, n)


PHASE_HOOKS.append(_rejuvenation_draws)
reg(SUPER_REJUVENATION, Effect(operation=(_rejuvenate,), category=CAT_DRAW))


# --- The Graveyard in the Fourth Dimension: 2 "LV" monsters in your Graveyard go back to the Deck
def _gy_lv(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).type & C.MONSTER and " LV" in g.cd(c).name.en]


def _lv_back(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_deck(got, shuffle=True)


reg(THE_GRAVEYARD_IN_THE_FOURTH_DIMENSION, Effect(
    operation=(pick(_gy_lv, "choose", n=2), _lv_back),
    condition=lambda g, c, p, w: len(_gy_lv(g, p, c)) >= 2))


# --- Mirage of Nightmare: during your opponent's Standby Phase, draw until you hold 4 cards;
#     during your next Standby Phase, discard at random as many cards as you drew ---
def _opp_standby(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp != g.ctrl[c] and bool(g.flags[c] & F_ACTIVE) and len(g.hand[g.ctrl[c]]) < 4


def _mirage_draw(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_SZONE or g.life[c] != lk.life:
        return
    n = max(0, 4 - len(g.hand[lk.player]))
    if n:
        g.draw(lk.player, n)
        g.counter[c] += n


def _mirage_due(g: Duel, c: int, p: int, w: W) -> bool:
    return own_standby(g, c, p, w) and g.counter[c] > 0


def _mirage_discard(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_SZONE or g.life[c] != lk.life:
        return
    n, g.counter[c] = g.counter[c], 0
    random_discard(g, lk.player, n)


reg(MIRAGE_OF_NIGHTMARE, Effect(),
    Effect(kind="trigger", event="standby", optional=False, condition=_opp_standby,
           operation=(_mirage_draw,), category=CAT_DRAW),
    Effect(kind="trigger", event="standby", optional=False, condition=_mirage_due,
           operation=(_mirage_discard,)))


# --- Jade Insect Whistle: your opponent picks 1 Insect-Type monster from their Deck, shuffles the
#     Deck and places that monster on top (the pick is theirs and hidden from you) ---
JADE_INSECT_WHISTLE = 95214051


def _their_insects(g: Duel, p: int) -> list[int]:
    return [c for c in g.deck[p] if g.cd(c).type & C.MONSTER and g.cd(c).race & _INSECT]


def _whistle_pick(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    got = _their_insects(g, o)
    if got:
        ask_cards(g, lk, o, got, 1, 1, "choose")
    else:
        lk.picks.append(())


def _whistle_top(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK and g.owner[c] == o]
    deck = g.deck[o]
    if got:
        deck.remove(got[0])
    g.shuffle_deck(o)
    if got:
        deck.append(got[0])  # the end of the list is the top
        note(g, lk.card, "The opponent put a card on top of their Deck",
             "对方把1张卡放在卡组最上面")


reg(JADE_INSECT_WHISTLE, Effect(operation=(_whistle_pick, _whistle_top),
                                condition=lambda g, c, p, w: bool(g.deck[1 - p])))


# --- Heart of the Underdog: during your Draw Phase, when you draw a Normal Monster, you can show
#     it to your opponent to draw 1 more card (a draw hook queues the optional trigger; it can
#     chain on: the extra draw may be a Normal Monster too). Hidden information: the choice is
#     offered after every card its player draws in their Draw Phase, not only after a Normal
#     Monster — a question asked only then would tell the opponent what was drawn; activated
#     after another card, it shows nothing and draws nothing ---
HEART_OF_THE_UNDERDOG = 35762283
EV_UNDERDOG = "goat5_underdog_drew"  # queued by the draw hook below, never raised by the engine


@only_for({HEART_OF_THE_UNDERDOG})
def _underdog_drew(g: Duel, p: int, c: int) -> None:
    if g.phase != PH_DRAW or g.tp != p:
        return
    for s in g.sz[p]:
        if s >= 0 and g.code[s] == HEART_OF_THE_UNDERDOG and up(g, s) \
                and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE and not g.spells_negated():
            for ei in g.pool.trig_index(HEART_OF_THE_UNDERDOG).get(EV_UNDERDOG, ()):
                g.trig.append(Trigger(s, ei, p, g.stamp, (EV_UNDERDOG, s, c)))


def _show_and_draw(g: Duel, lk: Link) -> None:
    c = int(lk.event[2]) if lk.event and len(lk.event) > 2 else -1
    if c < 0 or g.loc[c] != LOC_HAND or g.owner[c] != lk.player \
            or not g.cd(c).type & C.NORMAL or not g.cd(c).type & C.MONSTER:
        note(g, lk.card, "No Normal Monster is shown", "没有给对方看通常怪兽")
        return
    g.reveal(1 - lk.player, [c])
    note(g, lk.card, f"Shows {g.cd(c).name.en} and draws 1 more card",
         f"给对方看「{g.cd(c).name.zh}」，再抽1张卡", cards=[g.card_pub(c)])
    g.draw(lk.player, 1)


DRAW_HOOKS.append(_underdog_drew)
reg(HEART_OF_THE_UNDERDOG, Effect(), Effect(kind="trigger", event=EV_UNDERDOG, optional=True,
                                            operation=(_show_and_draw,), category=CAT_DRAW))
