"""An extra Normal Summon/Set conducted by an effect outside its player's own Main Phase
(Ultimate Offering in the opponent's Battle Phase: seed 000 part 3 「使用「血之代偿」可以得到通常
召唤的机会」).

The engine's summon frames belong to the turn player; these frames take the summoning player
explicitly and follow the same procedure: tributes are paid when the summon is declared, the
opponent may negate the summon (Horn of Heaven, Solemn Judgment) while the monster is still in
the hand, then the monster lands and "summoned" triggers fire.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.main_phase import tributes_needed
from cardtable.ygo.state import F_SUMMONED_TURN, LOC_HAND, LOC_MZONE, POS_FACEDOWN, POS_NAMES

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

NO_NORMAL_SUMMON = C.FUSION | C.RITUAL | C.SYNCHRO | C.XYZ | C.LINK | C.TOKEN | C.SPSUMMON


def extra_summonable(g: Duel, p: int) -> list[int]:
    """Monsters in ``p``'s hand that ``p`` could Normal Summon/Set right now (tributes, zones)."""
    out = []
    have = sum(1 for m in g.mz[p] if m >= 0)
    for c in g.hand[p]:
        cd = g.cd(c)
        if not cd.is_monster or cd.type & NO_NORMAL_SUMMON:
            continue
        need = tributes_needed(cd.level)
        if (need == 0 and g.free_mzone(p) >= 0) or (need and have >= need):
            out.append(c)
    return out


def queue_extra_summon(g: Duel, c: int, p: int, pos: int) -> None:
    """Conduct the summon of ``c`` by ``p`` right after the current chain link is done (call it
    from an operation step)."""
    i = max((k for k, fr in enumerate(g.stack) if fr[0] == "link_done"), default=len(g.stack))
    g.stack.insert(i, ("seed_xs_start", c, p, pos))


@step("seed_xs_start")
def _start(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, p, pos = fr
    if g.loc[c] != LOC_HAND or g.ctrl[c] != p:
        return
    need = tributes_needed(g.cd(c).level)
    g.stack.append(("seed_xs_tribute", c, p, pos, need, ()))


@step("seed_xs_tribute")
def _tribute(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, p, pos, need, got = fr
    cands = tuple(m for m in g.mz[p] if m >= 0 and m not in got)
    if len(got) >= need or len(cands) <= need - len(got):
        tribs = got if len(got) >= need else (*got, *cands)
        if len(tribs) < need:
            return  # the tributes are gone: no summon
        g.stack.append(("seed_xs_declared", c, p, pos, tribs))
        return
    g.pend = (p, "pick", "tribute", tuple(("tribute", m) for m in cands), "seed_xs_tribute",
              (c, p, pos, need, got))


@handler("seed_xs_tribute")
def _tribute_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c, p, pos, need, got = ctx
    g.stack.append(("seed_xs_tribute", c, p, pos, need, (*got, opt[1])))


@step("seed_xs_declared")
def _declared(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, p, pos, tribs = fr
    if tribs:
        g.log_rule("tributes_paid", n=len(tribs))
        g.send_to_gy(tribs, "tribute")
    if pos & POS_FACEDOWN:
        g.move(c, LOC_MZONE, p, pos)
        g.flags[c] |= F_SUMMONED_TURN
        g.log("set_monster", {"player": p, "zone": g.seq[c], "tributes": len(tribs)},
              {p: g.card_pub(c)})
        g.stack.append(("triggers", ()))
        return
    g.log("summon_declared", {**g.card_pub(c), "player": p, "tributes": len(tribs)})
    g.neg_summon = -1
    # the tributes' triggers wait until the summon succeeds or is negated (rules/summon.py)
    held = tuple(g.trig)
    g.trig = []
    g.stack.append(("seed_xs_finish", c, p, pos, held))
    g.stack.append(("window", 1 - p, 0, ("summoning", c, p)))


@step("seed_xs_finish")
def _finish(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, p, pos, held = fr
    if held:
        g.trig = [*held, *g.trig]
    if g.neg_summon == c:
        g.neg_summon = -1
        g.log_rule("summon_negated", card=g.name(c).en, card_zh=g.name(c).zh, where="hand")
        g.destroy([c], "summon_negated")
        g.stack.append(("triggers", ()))
        return
    if g.loc[c] != LOC_HAND or g.free_mzone(p) < 0:
        g.stack.append(("triggers", ()))
        return
    g.move(c, LOC_MZONE, p, pos)
    g.flags[c] |= F_SUMMONED_TURN
    g.log("summon", {**g.card_pub(c), "player": p, "how": "normal", "pos": POS_NAMES[pos]})
    g.raise_event("summoned", c, ("normal", p))
    if g.check_state():
        return
    w = ("summoned", c, "normal", p)
    g.stack.append(("window_fresh", g.chains_started, p, w))
    g.stack.append(("triggers", w))
