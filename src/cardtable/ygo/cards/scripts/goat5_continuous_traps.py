"""Goat-pool Continuous Traps reacting to draws, activations and phases (issue 15 part 3, goat-t
batch 6 and later):

* Solemn Wishes — a ``DRAW_HOOKS`` watcher: 500 LP once per draw, however many cards it draws;
* Chain Burst and Curse of Darkness — one ``EVENT_HOOKS`` watcher on activations: 1000 damage
  to the player who activates a Trap / Spell Card, at the activation (the Trap must be face-up
  before it);
* Bottomless Shifting Sand — two mandatory triggers of the face-up card: the End Phase
  destruction and its own Standby Phase upkeep;
* Infinite Dismissal — one End Phase trigger: the Level 3 or lower monsters Normal or Flip
  Summoned this turn (this turn's ``summon`` log entries), still face-up, are destroyed;
* Fatal Abacus — an ``EVENT_HOOKS`` watcher on ``left_field``: a monster card that left the
  field for a Graveyard costs its owner 500 (no chain link: the 2005 ruling);
* Greed — an End Phase trigger: 500 damage per card a player drew by a card effect this turn
  while Greed was face-up (a draw logged while a chain link resolves, after Greed's own card
  activation if that was this turn).

Solemn Wishes and the two burns apply continuously (no chain link; the 2005 rulings). A card
negated (Royal Decree, Jinzo: :func:`active_traps`) does nothing. Texts (2005 wording, our own
words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_continuous_traps.py``.

Known limit: an effect drawing twice in a row for one player with nothing logged between (no
such card in the Goat pool) counts as one draw for Solemn Wishes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import card_ok, note, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_DESTROY, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import DRAW_HOOKS, EVENT_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SOLEMN_WISHES = 35346968
CHAIN_BURST = 48276469
BOTTOMLESS_SHIFTING_SAND = 76532077
INFINITE_DISMISSAL = 54109233
GREED = 89405199
CURSE_OF_DARKNESS = 84970821
FATAL_ABACUS = 77910045


def active_traps(g: Duel, code: int, side: int | None = None) -> list[int]:
    """Face-up, active Continuous Traps ``code`` (of ``side``) whose effects apply (not negated,
    nor by a ``CARD_NEGATED`` hook: Royal Decree, Jinzo)."""
    out = []
    for q in (0, 1) if side is None else (side,):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == code and up(g, s) \
                    and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE \
                    and not any(h(g, s) for h in g.hk.card_negated):
                out.append(s)
    return out


# --- Solemn Wishes: each time you draw (1 or more cards at once), gain 500 LP -----------------

_WISHES_KEY = "solemn_wishes_draw"


@only_for({SOLEMN_WISHES})
def _wishes(g: Duel, p: int, c: int) -> None:
    # the draw just logged is ``g.elog[-1]``; the cards of one draw are logged one after the
    # other, and the gain of its first card ends with this card's marked note: a draw entry
    # preceded (over this player's draw entries) by that note was already paid for
    el = g.elog
    i = len(el) - 2
    while i >= 0 and el[i][0] == "draw" and el[i][1].get("player") == p:
        i -= 1
    if i >= 0 and el[i][0] == "card_effect" and el[i][1].get(_WISHES_KEY) == p:
        return
    for s in active_traps(g, SOLEMN_WISHES, p):
        g.recover(p, 500)
        note(g, s, "Gains 500 Life Points for the draw", "因抽卡回复500基本分",
             **{_WISHES_KEY: p})


DRAW_HOOKS.append(_wishes)
reg(SOLEMN_WISHES, Effect(kind="activate"),
    Effect(kind="continuous", category=CAT_RECOVER))


# --- Chain Burst / Curse of Darkness: each time a player activates a Trap (Spell) Card, that player
#     takes 1000 damage (at the activation: the card must be face-up before it) -----------------

#: passcode -> the card type whose activation burns its activator
BURN_ON_ACTIVATION: dict[int, int] = {CHAIN_BURST: C.TRAP, CURSE_OF_DARKNESS: C.SPELL}


@only_for(BURN_ON_ACTIVATION)
def _chain_burst(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "activated" or not data:
        return
    i = int(data[0])
    if not 0 <= i < len(g.chain):
        return
    lk = g.chain[i]
    if not lk.card_act:
        return
    kind = g.pool.cards[lk.code].type
    for code, bit in BURN_ON_ACTIVATION.items():
        if kind & bit:
            for s in active_traps(g, code):
                if s != lk.card:
                    g.damage(lk.player, 1000, src=s)


EVENT_HOOKS.append(_chain_burst)
for _code in BURN_ON_ACTIVATION:
    reg(_code, Effect(kind="activate"), Effect(kind="continuous", category=CAT_DAMAGE))


# --- Bottomless Shifting Sand: in each player's End Phase destroy the face-up monster(s) with the
#     highest ATK; in your Standby Phase, with 4 or fewer cards in your hand, destroy this card ---

def _sand_on(g: Duel, c: int, p: int, w: W) -> bool:
    return c in active_traps(g, BOTTOMLESS_SHIFTING_SAND)


def _highest(g: Duel, lk: Link) -> None:
    face_up = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m)]
    if not face_up:
        return
    top = max(g.atk(m) for m in face_up)
    g.destroy([m for m in face_up if g.atk(m) == top and g.loc[m] == LOC_MZONE], "effect", lk)


def _sand_upkeep_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == g.ctrl[c] and _sand_on(g, c, p, w) and len(g.hand[g.ctrl[c]]) <= 4


def _sand_self(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card) and len(g.hand[lk.player]) <= 4:
        g.destroy([lk.card], "effect", lk)


reg(BOTTOMLESS_SHIFTING_SAND, Effect(kind="activate"),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_sand_on,
           operation=(_highest,), category=CAT_DESTROY),
    Effect(kind="trigger", event="standby", optional=False, condition=_sand_upkeep_cond,
           operation=(_sand_self,), category=CAT_DESTROY))


# --- Infinite Dismissal: in the End Phase, Level 3 or lower monsters Normal Summoned or Flip
#     Summoned this turn are destroyed -----------------------------------------------------------

def _dismissed(g: Duel) -> list[int]:
    out: list[int] = []
    for kind, pub, _ in this_turn(g):
        if kind != "summon" or pub.get("how") not in ("normal", "flip"):
            continue
        m = int(pub["card"])
        if g.loc[m] == LOC_MZONE and up(g, m) and g.level(m) <= 3 and m not in out \
                and (pub["how"] == "flip" or g.since[m] == g.turn):
            out.append(m)
    return out


def _dismissal_on(g: Duel, c: int, p: int, w: W) -> bool:
    return c in active_traps(g, INFINITE_DISMISSAL)


def _dismiss(g: Duel, lk: Link) -> None:
    cs = _dismissed(g)
    if cs:
        g.destroy(cs, "effect", lk)


reg(INFINITE_DISMISSAL, Effect(kind="activate"),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_dismissal_on,
           operation=(_dismiss,), category=CAT_DESTROY))


# --- Greed: in the End Phase, a player who drew cards by a card effect this turn takes 500 damage
#     for each of those cards -----------------------------------------------------------------

def effect_draws(g: Duel, since_code: int = 0) -> list[int]:
    """Cards each player drew by card effects this turn (a draw logged while a chain link
    resolves), counted after the last activation this turn of a card ``since_code`` if any."""
    events = list(this_turn(g))[::-1]  # oldest first
    start = 0
    if since_code:
        for i, (kind, pub, _) in enumerate(events):
            if kind == "activate" and pub.get("code") == since_code \
                    and pub.get("card_activation"):
                start = i + 1
    counts = [0, 0]
    resolving = False
    for kind, pub, _ in events[start:]:
        if kind == "resolve":
            resolving = True
        elif kind == "chain_end":
            resolving = False
        elif kind == "draw" and resolving:
            counts[int(pub["player"])] += 1
    return counts


def _greed_on(g: Duel, c: int, p: int, w: W) -> bool:
    return c in active_traps(g, GREED) and any(effect_draws(g, GREED))


def _greed(g: Duel, lk: Link) -> None:
    counts = effect_draws(g, GREED)
    for q in (g.tp, 1 - g.tp):
        if counts[q]:
            g.damage(q, 500 * counts[q])


reg(GREED, Effect(kind="activate"),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_greed_on,
           operation=(_greed,), category=CAT_DAMAGE))


# --- Fatal Abacus: each time a monster on the field is sent to the Graveyard, its owner takes 500
#     damage (a Token never reaches a Graveyard) ----------------------------------------------

@only_for({FATAL_ABACUS})
def _abacus(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    cd = g.cd(c)
    if ev != "left_field" or g.loc[c] != LOC_GY or not cd.is_monster or cd.type & C.TOKEN:
        return
    for s in active_traps(g, FATAL_ABACUS):
        g.damage(g.owner[c], 500, src=s)


EVENT_HOOKS.append(_abacus)
reg(FATAL_ABACUS, Effect(kind="activate"), Effect(kind="continuous", category=CAT_DAMAGE))
