"""军争 (Maneuvering) card rules: 铁索连环 (iron chain: chaining, recasting), 火攻 (fire attack),
酒 (wine) and elemental damage passing along the chain.

The decks played here hold none of these cards; the 火/林 skills use other cards as them
(连环: a club as 铁索连环, 火计: a red card as 火攻, 酒池: a spade as 酒) and 闪电 / 雷击 deal
thunder damage, so the rules live here, with the other card rules, for a later 军争 deck.

State (all public, in ``g.marks[seat]``):

* ``chained``: the general is chained (横置). 铁索连环 toggles it; 涅槃 resets it.
* ``drunk``: 酒 was used this turn and no 杀 has taken the bonus yet; the next 杀 the seat
  uses deals 1 more damage (:func:`take_drunk`, read by the use pipeline). Cleared at the end
  of the turn.
* ``shown``: a bit mask of hand cards 火攻 made the seat show: every seat knows them while
  they stay in that hand (a card leaving the hand drops its bit, see
  :func:`cardtable.sgs.rules.zones.move_card`), so :mod:`cardtable.sgs.determinize` keeps them.

Chain propagation (军争 rules; QSanguosha's ``DamageComplete``): when a chained character
takes fire or thunder damage it is unchained as the damage is dealt; once that damage has
resolved (dying and after-damage skills included, even if the character died), every other
chained character, in seat order from the **current player** (not from the source), takes
damage of the same amount, nature and source, and is unchained in turn. Damage passed along
the chain does not pass on again. A cancelled damage (天香) is not dealt, so nothing passes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, SPADE
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.rules.asking import always_ask, ask
from cardtable.sgs.rules.triggers import new_ctx
from cardtable.sgs.skills.api import (
    DMG_CARDS,
    DMG_CHAIN,
    DMG_DST,
    DMG_N,
    DMG_NAME,
    DMG_NATURE,
    DMG_SRC,
    USE_CARDS,
    USE_USER,
    Frame,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

CHAINED: Final = "chained"
DRUNK: Final = "drunk"
SHOWN: Final = "shown"

CHAIN_MODE = Text("铁索连环：横置/重置角色，或重铸此牌", "Iron Chain: chain/unchain characters, "
                  "or recast the card")
CHAIN_PICK = Text("铁索连环：选择一至两名角色（横置或重置）", "Iron Chain: choose one or two "
                  "characters to chain or unchain")
SHOW_PICK = Text("火攻：展示一张手牌", "Fire Attack: show one hand card")
PAY_PICK = Text("火攻：可弃置一张相同花色的手牌，造成1点火焰伤害", "Fire Attack: you may discard "
                "a hand card of the same suit to deal 1 fire damage")


def chained(g: SgsGame, s: int) -> bool:
    """True while ``s``'s general is chained (public)."""
    return CHAINED in g.marks[s]


def set_chained(g: SgsGame, s: int, on: bool) -> None:
    """Chain (``on``) or unchain ``s`` (logged when it changes)."""
    m = g.marks[s]
    if on == (CHAINED in m):
        return
    if on:
        m[CHAINED] = 1
    else:
        del m[CHAINED]
    g.log_event("chain", {"seat": s, "chained": on})


# ---- 铁索连环 iron chain -------------------------------------------------------------------------
def chain_targets(g: SgsGame, s: int, cards: tuple[int, ...]) -> list[int]:
    """Who ``s`` may chain or unchain with ``cards`` as 铁索连环: any living character, the user
    included, that no skill forbids (帷幕 bans black tricks)."""
    from cardtable.sgs.rules.respond import virtual_suit
    from cardtable.sgs.rules.use_card import can_be_target

    suit = virtual_suit(g, cards, s)
    return [t for t in g.alive_seats(s) if can_be_target(g, t, s, "iron_chain", suit)]


def iron_chain_start(g: SgsGame, s: int, cards: tuple[int, ...]) -> None:
    """The use of ``cards`` as 铁索连环 by ``s`` was chosen in the play menu: use it on one or
    two characters, or recast it (both always possible: recasting needs no target)."""
    opts: list[dict[str, Any]] = []
    if chain_targets(g, s, cards):
        opts.append({"choice": "chain"})
    opts.append({"choice": "recast"})
    if len(opts) == 1:
        g.push(("iron_chain.mode", s, cards, opts[0]))
        return
    g.ask(s, "select", CHAIN_MODE, opts, ("iron_chain.mode", s, cards))


@step("iron_chain.mode")
def _iron_chain_mode(g: SgsGame, f: Frame) -> None:
    _, s, cards, ans = f
    if ans["choice"] == "recast":
        recast(g, s, cards)
        return
    pick_seats(g, s, CHAIN_PICK, chain_targets(g, s, cards), 1, 2, ("iron_chain.use", s, cards))


@step("iron_chain.use")
def _iron_chain_use(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import start_use

    _, s, cards, seats = f
    order = tuple(t for t in g.alive_seats(s) if t in seats)
    start_use(g, s, "iron_chain", cards, order)


@step("eff_iron_chain")
def _eff_iron_chain(g: SgsGame, f: Frame) -> None:
    _, _cid, t = f
    set_chained(g, t, not chained(g, t))


def recast(g: SgsGame, s: int, cards: tuple[int, ...]) -> None:
    """重铸: ``s`` puts ``cards`` into the discard pile (face up) and draws one card."""
    g.log_event("recast", {"seat": s, "cards": list(cards),
                           "text": [CARD_TEXT[c].en for c in cards]})
    for c in cards:
        g.move_card(c, "discard")
    g.draw(s, 1)


# ---- 火攻 fire attack ----------------------------------------------------------------------------
def fire_attack_targets(g: SgsGame, s: int, cards: tuple[int, ...]) -> list[int]:
    """Legal targets of ``cards`` used as 火攻 by ``s``: living characters with a hand card
    once ``cards`` have left the hand (the user too) that no skill forbids."""
    from cardtable.sgs.rules.respond import virtual_suit
    from cardtable.sgs.rules.use_card import can_be_target

    suit = virtual_suit(g, cards, s) if cards else -1
    out = []
    for t in g.alive_seats(s):
        left = len(g.hand[t]) - (sum(1 for c in cards if c in g.hand[t]) if t == s else 0)
        if left > 0 and can_be_target(g, t, s, "fire_attack", suit):
            out.append(t)
    return out


@step("eff_fire_attack")
def _eff_fire_attack(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    if not g.hand[t]:
        return
    pick_cards(g, t, SHOW_PICK, g.hand[t], 1, 1, ("fire_attack.shown", cid, t))


@step("fire_attack.shown")
def _fire_attack_shown(g: SgsGame, f: Frame) -> None:
    _, cid, t, picked = f
    c = picked[0]
    show_card(g, t, c, "fire_attack")
    user = g.ctx[cid][USE_USER]
    if not g.alive_[user]:
        return
    g.push(("fire_attack.ask_pay", cid, t, g.suit_of(c, t)))


@step("fire_attack.ask_pay")
def _fire_attack_ask_pay(g: SgsGame, f: Frame) -> None:
    """The user may discard a hand card of the shown card's suit (public: it was shown); asked
    only when the user holds one (always, under the ``always_ask`` knob). Its own step, so that
    ``determinize`` can ask it again over a re-dealt hand (the question being asked tells the
    others the user has such a card)."""
    _, cid, t, suit = f
    user = g.ctx[cid][USE_USER]
    match = [x for x in g.hand[user] if g.suit_of(x, user) == suit]
    # with always_ask the user is asked even without such a card ("done" its only answer), so
    # being asked tells nothing about its hand
    then = ("fire_attack.pay", cid, t, suit)
    if match:
        g.ask_cards(user, PAY_PICK, match, 0, 1, then)
    elif always_ask(g):  # the multi-pick's own layout, with nothing to pick: "done" only
        ask(g, user, "pick", PAY_PICK, [{"pick": "done"}],
            ("_pick_got", user, PAY_PICK, (), 0, 1, then, ()), (None,), 0, 1, ())


@step("fire_attack.pay")
def _fire_attack_pay(g: SgsGame, f: Frame) -> None:
    _, cid, t, _suit, paid = f
    if not paid:
        return
    ctx = g.ctx[cid]
    user = ctx[USE_USER]
    g.push(("fire_attack.hit", user, t, ctx[USE_CARDS]))
    g.discard(user, paid)


@step("fire_attack.hit")
def _fire_attack_hit(g: SgsGame, f: Frame) -> None:
    _, user, t, cards = f
    if g.alive_[t]:
        g.damage(user if g.alive_[user] else -1, t, 1, "fire_attack", cards, "fire")


def show_card(g: SgsGame, s: int, c: int, why: str) -> None:
    """``s`` shows hand card ``c`` to everyone: logged publicly and remembered as known (the
    ``shown`` bit mask) while it stays in that hand."""
    g.log_event("show", {"seat": s, "card": c, "text": CARD_TEXT[c].en, "reason": why})
    m = g.marks[s]
    m[SHOWN] = m.get(SHOWN, 0) | (1 << c)


def known_hand(g: SgsGame, s: int) -> list[int]:
    """The cards of ``s``'s hand every seat knows (shown by 火攻 and not moved since)."""
    mask = g.marks[s].get(SHOWN, 0)
    return [c for c in g.hand[s] if mask >> c & 1] if mask else []


def forget_shown(marks: dict[str, int], c: int) -> None:
    """Card ``c`` left the hand whose ``marks`` these are: it is no longer known to be there."""
    mask = marks[SHOWN] & ~(1 << c)
    if mask:
        marks[SHOWN] = mask
    else:
        del marks[SHOWN]


# ---- 酒 wine ------------------------------------------------------------------------------------
def analeptic_reason(g: SgsGame, s: int) -> str:
    """Why ``s`` may not use 酒 in its play phase now (``""``: it may): once per turn."""
    return "analeptic_used" if g.used_count(s, "turn.analeptic") else ""


@step("eff_analeptic")
def _eff_analeptic(g: SgsGame, f: Frame) -> None:
    _, _cid, t = f
    if g.hp[t] < 1:  # used while dying: recover 1 HP (not limited)
        g.recover(t, 1)
        return
    g.mark_used(t, "turn.analeptic")
    g.marks[t][DRUNK] = 1
    g.log_event("drunk", {"seat": t})


def take_drunk(g: SgsGame, user: int) -> int:
    """The 酒 bonus of a 杀 ``user`` is using now (1 or 0); the bonus is spent on it."""
    m = g.marks[user]
    if DRUNK in m:
        del m[DRUNK]
        return 1
    return 0


def analeptic_rescue_options(g: SgsGame, seat: int) -> list[dict[str, Any]]:
    """While ``seat`` is dying: its ways to use 酒 on itself (view-as skills such as 酒池), as
    rescue-poll options ``{peach: skill, skill, card, as: analeptic}``."""
    out: list[dict[str, Any]] = []
    for sid, va in g.viewas[seat]:
        if va.as_name == "analeptic" and va.n == 1:
            out.extend({"peach": "skill", "skill": sid, "card": c, "as": "analeptic"}
                       for c in g.cards_of(seat, va.where) if va.card_ok(g, seat, c))
    return out


def is_spade(g: SgsGame, owner: int, c: int) -> bool:
    """A ♠ card of ``owner`` (红颜-aware suit)."""
    return g.suit_of(c, owner) == SPADE


# ---- elemental damage and the chain -------------------------------------------------------------
def elemental_hit(g: SgsGame, ctx: list[Any]) -> None:
    """Fire/thunder damage is being dealt (called by the damage pipeline as HP drops, before
    the dying check is pushed): a chained victim is unchained, and unless this damage came
    along the chain, the chain passes it on after the damage has resolved (the frame pushed
    here runs after the pipeline's later frames)."""
    dst = ctx[DMG_DST]
    if CHAINED not in g.marks[dst]:
        return
    set_chained(g, dst, False)
    if len(ctx) > DMG_CHAIN:
        return
    order = tuple(g.alive_seats(g.current if g.alive_[g.current] else dst))
    g.push(("chain_spread", ctx[DMG_SRC], ctx[DMG_N], ctx[DMG_NAME], ctx[DMG_CARDS],
            ctx[DMG_NATURE], order, 0))


@step("chain_spread")
def _chain_spread(g: SgsGame, f: Frame) -> None:
    _, src, n, name, cards, nature, order, i = f
    for j in range(i, len(order)):
        t = order[j]
        if g.alive_[t] and CHAINED in g.marks[t]:
            g.push(("chain_spread", src, n, name, cards, nature, order, j + 1))
            g.log_event("chain_pass", {"seat": t, "n": n, "nature": nature})
            cid = new_ctx(g, [src, t, n, name, cards, nature, 0, 1])
            g.push(("dmg1", cid))
            return
