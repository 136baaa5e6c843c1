"""Traps scripted by the engine: Trap Hole, Mirror Force, Imperial Order, Magic Jammer, Seven
Tools of the Bandit, Horn of Heaven, Solemn Judgment, DNA Surgery, Destiny Board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    CAT_NEGATE_SUMMON,
    CAT_WIN,
    Aspect,
    Effect,
    Link,
    announce_race,
    ask_race,
    ask_yesno,
    register,
)
from cardtable.ygo.effects.hooks import PROC_SUMMON_ANSWERS, STATE_CHECKS, WIN_CHECKS, only_for
from cardtable.ygo.state import (
    F_ACTIVE,
    LOC_DECK,
    LOC_HAND,
    LOC_MZONE,
    LOC_SZONE,
    POS_ATK,
    POS_FACEUP,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

# --- Trap Hole --------------------------------------------------------------------------------


def _th_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not w or w[0] != "summoned" or w[2] not in ("normal", "flip") or w[3] == p:
        return False
    m = w[1]
    return g.loc[m] == LOC_MZONE and bool(g.pos[m] & POS_FACEUP) and g.atk(m) >= 1000


def _th_op(g: Duel, lk: Link) -> None:
    m = lk.window[1]
    if g.loc[m] == LOC_MZONE:
        g.destroy([m], "effect", lk)


register(4206964, Effect(kind="activate", event="summoned", condition=_th_cond,
                         operation=(_th_op,), category=CAT_DESTROY))

# --- Mirror Force -----------------------------------------------------------------------------


def _mf_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(w) and w[0] == "attack" and g.ctrl[w[1]] != p


def _mf_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    g.destroy([m for m in g.mz[o] if m >= 0 and g.pos[m] & POS_ATK], "effect", lk)


register(44095762, Effect(kind="activate", event="attack", condition=_mf_cond,
                          operation=(_mf_op,), category=CAT_DESTROY))

# --- Imperial Order (era text: upkeep in its controller's standby phase) -----------------------


def _io_ask(g: Duel, lk: Link) -> None:
    if g.lp[lk.player] >= 700:
        ask_yesno(g, lk, lk.player, "yesno")
    else:
        lk.picks.append(False)


def _io_pay(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.life[c] != lk.life or not g.on_field(c):
        return
    if lk.picks and lk.picks[-1] is True:
        g.pay_lp(lk.player, 700)
        g.log_rule("upkeep_paid", card=g.name(c).en, card_zh=g.name(c).zh)
    else:
        g.log_rule("upkeep_unpaid", card=g.name(c).en, card_zh=g.name(c).zh)
        g.destroy([c], "effect", lk)


register(
    61740673,
    Effect(kind="activate", aspects=(Aspect("negate_spells"),)),
    Effect(kind="trigger", event="standby", optional=False,
           condition=lambda g, c, p, w: g.tp == g.ctrl[c] and bool(g.flags[c] & F_ACTIVE),
           operation=(_io_ask, _io_pay)),
)

# --- counter traps ----------------------------------------------------------------------------


def _top_is(kind: str) -> Any:
    def cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
        if not g.chain:
            return False
        lk = g.chain[-1]
        if not lk.ready or not lk.card_act:
            return False
        cd = g.pool.cards[lk.code]
        if kind == "spell":
            return cd.is_spell or cd.is_monster  # a pendulum activation is a spell activation
        if kind == "trap":
            return cd.is_trap
        return True

    return cond


_negate_below = ops.negate_activation()


def _both(cond: Any, cost_cond: Any) -> Any:
    return lambda g, c, p, w: cond(g, c, p, w) and cost_cond(g, c, p)


_discard1 = costs.discard(1)
_pay1000 = costs.pay_lp(1000)
_trib1 = costs.tribute(1)
_half = costs.pay_half_lp()

register(77414722, Effect(kind="activate", event="activated", cost=_discard1[0],
                          condition=_both(_top_is("spell"), _discard1[1]),
                          operation=(_negate_below,), category=CAT_NEGATE_ACT))
register(3819470, Effect(kind="activate", event="activated", cost=_pay1000[0],
                         condition=_both(_top_is("trap"), _pay1000[1]),
                         operation=(_negate_below,), category=CAT_NEGATE_ACT))


def _negate_summon(g: Duel, lk: Link) -> None:
    w = lk.window
    if w and w[0] == "summoning":
        g.neg_summon = w[1]
        g.log("negate_summon", {**g.card_pub(w[1])})


def _summoning(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(w) and w[0] == "summoning" and not g.chain


register(98069388, Effect(kind="activate", event="summoning", cost=_trib1[0],
                          condition=_both(_summoning, _trib1[1]),
                          operation=(_negate_summon,), category=CAT_NEGATE_SUMMON))
register(
    41420027,
    Effect(kind="activate", event="summoning", cost=_half[0], condition=_summoning,
           operation=(_negate_summon,), category=CAT_NEGATE_SUMMON),
    Effect(kind="activate", event="activated", cost=_half[0],
           condition=lambda g, c, p, w: _top_is("spell")(g, c, p, w)
           or _top_is("trap")(g, c, p, w),
           operation=(_negate_below,), category=CAT_NEGATE_ACT),
)
# "Negate the Summon of a monster": a monster Special Summoned by its own built-in procedure
# (Black Luster Soldier - Envoy, Chaos Sorcerer, Cyber Dragon, Dark Necrofear) does not start a
# chain, so its summon is declared and may be negated like a Normal Summon (the Goat FAQ of Royal
# Oppression: "the same procedure that you use for Horn of Heaven or Solemn Judgment"). Duels
# holding either card open that window (rules/summon.summon_by_procedure).
PROC_SUMMON_ANSWERS.update((98069388, 41420027))

# --- DNA Surgery ------------------------------------------------------------------------------


def _dna_declare(g: Duel, lk: Link) -> None:
    ask_race(g, lk, lk.player)


def _dna_op(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = int(lk.picks[-1])  # declared in public at activation (announce_race)


register(74701381, Effect(kind="activate", target=(_dna_declare, announce_race),
                          operation=(_dna_op,),
                          aspects=(Aspect("race", lambda g, s, c: g.counter[s]),)))

# --- Destiny Board ----------------------------------------------------------------------------

DESTINY_BOARD = 94212438
SPIRIT_MESSAGES = (31893528, 67287533, 94772232, 30170981)  # "I", "N", "A", "L"


def _db_op(g: Duel, lk: Link) -> None:
    p = lk.player
    c = lk.card
    if g.life[c] != lk.life or not g.on_field(c):
        return
    have = {g.code[x] for x in g.sz[p] if x >= 0 and g.pos[x] & POS_FACEUP}
    for code in SPIRIT_MESSAGES:
        if code in have:
            continue
        src = [x for x in (*g.hand[p], *reversed(g.deck[p])) if g.code[x] == code]
        if src and g.free_szone(p) >= 0:
            m = src[0]
            from_deck = g.loc[m] == LOC_DECK
            g.move(m, LOC_SZONE, p, POS_FACEUP)
            g.flags[m] |= F_ACTIVE
            g.log("place", {**g.card_pub(m), "player": p})
            if from_deck:
                g.shuffle_deck(p)
        return


@only_for({DESTINY_BOARD})
def _messages_without_board(g: Duel) -> None:
    """State check: face-up Spirit Messages are destroyed once no face-up Destiny Board is in
    their controller's Spell & Trap Zones (the Spirit Messages' card text: they cannot stay on
    the field without Destiny Board)."""
    for p in (0, 1):
        msgs = [c for c in g.sz[p] if c >= 0 and g.code[c] in SPIRIT_MESSAGES
                and g.pos[c] & POS_FACEUP]
        if not msgs:
            continue
        if any(c >= 0 and g.code[c] == DESTINY_BOARD and g.pos[c] & POS_FACEUP for c in g.sz[p]):
            continue
        g.log_rule("messages_without_board")
        g.destroy(msgs, "rule")


@only_for({DESTINY_BOARD})
def _destiny_win(g: Duel, p: int) -> str:
    """Win check: ``p`` wins with an active face-up Destiny Board and the four Spirit Messages
    face-up in its Spell & Trap Zones (card text)."""
    board = False
    msgs = set()
    for c in g.sz[p]:
        if c >= 0 and g.pos[c] & POS_FACEUP:
            if g.code[c] == DESTINY_BOARD and g.flags[c] & F_ACTIVE:
                board = True
            elif g.code[c] in SPIRIT_MESSAGES:
                msgs.add(g.code[c])
    return "destiny_board" if board and len(msgs) == 4 else ""


STATE_CHECKS.append(_messages_without_board)
WIN_CHECKS.append(_destiny_win)

register(
    DESTINY_BOARD,
    Effect(kind="activate", category=CAT_WIN),
    Effect(kind="trigger", event="end_phase", optional=False,
           condition=lambda g, c, p, w: g.tp == g.ctrl[c] and bool(g.flags[c] & F_ACTIVE),
           operation=(_db_op,)),
)

__all__ = ["LOC_HAND"]
