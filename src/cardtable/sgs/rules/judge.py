"""Judgement (判定) with retrial hooks, and the judge phase (delayed tricks, latest placed first).

Retrial: every seat with a ``judge_retrial`` skill is offered it in seat order from the current
player; each replacement becomes the judgement card, so the last replacement stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.sgs.cards.data import CARD_TEXT, NAME, RANK
from cardtable.sgs.rules.triggers import fire, new_ctx
from cardtable.sgs.rules.zones import move_card
from cardtable.sgs.skills.api import JDG_CARD, JDG_SEAT, Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def judge(g: SgsGame, seat: int, reason: str, then: Frame) -> None:
    """Push a judgement for ``seat``; ``then + (card,)`` runs with the final card (-1 if the
    piles are empty)."""
    g.stack.append(("judge_start", seat, reason, then))


def retrial(g: SgsGame, cid: int, new: int, owner: int, keep_old: bool) -> None:
    """Replace the judgement card of ``cid`` by ``new`` (from ``owner``); the old card goes
    to ``owner``'s hand (鬼道) or to the discard pile (鬼才)."""
    ctx = g.ctx[cid]
    old = ctx[JDG_CARD]
    g.log_event("retrial", {"seat": owner, "old": old, "new": new,
                            "text": CARD_TEXT[new].en})
    move_card(g, new, "proc")
    ctx[JDG_CARD] = new
    if old >= 0:
        move_card(g, old, "hand" if keep_old else "discard", owner)


@step("judge_start")
def _judge_start(g: SgsGame, f: Frame) -> None:
    _, seat, reason, then = f
    top = g.top_cards(1)
    if not top:
        g.stack.append((*then, -1))
        return
    c = top[0]
    g.log_event("judge", {"seat": seat, "reason": reason, "card": c,
                          "text": CARD_TEXT[c].en})
    cid = new_ctx(g, [seat, c, reason])
    g.stack.append(("judge_eff", cid, then))
    fire(g, "judge_retrial", cid, seat)


@step("judge_eff")
def _judge_eff(g: SgsGame, f: Frame) -> None:
    _, cid, then = f
    ctx = g.ctx[cid]
    c = ctx[JDG_CARD]
    g.log_event("judge_result", {"seat": ctx[JDG_SEAT], "card": c, "text": CARD_TEXT[c].en})
    g.stack.append(("judge_end", cid))
    g.stack.append((*then, c))


@step("judge_end")
def _judge_end(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    g.stack.append(("judge_clean", cid))
    fire(g, "judge_done", cid, g.ctx[cid][JDG_SEAT])


@step("judge_clean")
def _judge_clean(g: SgsGame, f: Frame) -> None:
    ctx = g.ctx.pop(f[1])
    c = ctx[JDG_CARD]
    if c >= 0 and g.loc[c] >> 4 == 5:
        move_card(g, c, "discard")


@step("judge_phase")
def _judge_phase(g: SgsGame, f: Frame) -> None:
    seat = f[1]
    if not g.alive_[seat] or not g.judge_area[seat]:
        return
    # the delayed tricks present when the phase starts, latest placed first; one that comes
    # back (闪电 with nowhere else to go) waits for the next judge phase
    todo = tuple(c for c, _ in reversed(g.judge_area[seat]))
    g.stack.append(("judge_next", seat, todo))


@step("judge_next")
def _judge_next(g: SgsGame, f: Frame) -> None:
    _, seat, todo = f
    if not g.alive_[seat] or not todo:
        return
    c, rest = todo[0], todo[1:]
    g.stack.append(("judge_next", seat, rest))
    nm = next((n for x, n in g.judge_area[seat] if x == c), None)
    if nm is None:
        return
    move_card(g, c, "proc")
    g.log_event("delayed_judge", {"seat": seat, "name": nm, "card": c})
    g.stack.append(("null", ("delayed_go", seat, c, nm), seat, nm, -1))


@step("delayed_go")
def _delayed_go(g: SgsGame, f: Frame) -> None:
    _, seat, c, nm, cancelled = f
    if cancelled:
        if nm == "lightning":
            pass_lightning(g, seat, c)
        else:
            move_card(g, c, "discard")
        return
    judge(g, seat, nm, ("delayed_res", seat, c, nm))


@step("delayed_res")
def _delayed_res(g: SgsGame, f: Frame) -> None:
    _, seat, c, nm, card = f
    if nm == "indulgence":
        move_card(g, c, "discard")
        if card >= 0 and g.suit_of(card, seat) != 1:
            g.marks[seat]["skip_play"] = 1
            g.log_event("indulgence_hit", {"seat": seat})
    elif nm == "supply_shortage":
        move_card(g, c, "discard")
        if card >= 0 and g.suit_of(card, seat) != 2:
            g.marks[seat]["skip_draw"] = 1
            g.log_event("supply_shortage_hit", {"seat": seat})
    elif nm == "lightning":
        if card >= 0 and g.suit_of(card, seat) == 0 and 2 <= RANK[card] <= 9:
            move_card(g, c, "discard")
            g.damage(-1, seat, 3, "lightning", (c,), "thunder")
        else:
            pass_lightning(g, seat, c)
    else:
        move_card(g, c, "discard")


def pass_lightning(g: SgsGame, seat: int, c: int) -> None:
    """闪电 moves on to the next living seat that has no 闪电 and may be its target (帷幕
    forbids a black one); back to ``seat`` otherwise."""
    from cardtable.sgs.rules.use_card import can_be_target

    for s in [*g.alive_seats(seat)[1:], seat]:
        if not any(n == "lightning" for _, n in g.judge_area[s]) and (
                s == seat or can_be_target(g, s, s, "lightning", g.suit_of(c, s))):
            move_card(g, c, "judge", s, "lightning")
            g.log_event("lightning_moves", {"to": s})
            return
    move_card(g, c, "discard")


def card_is(c: int, name: str) -> bool:
    """True when card ``c`` is printed as ``name``."""
    return NAME[c] == name
