"""Megarock Dragon (TLM, 2004; issue 15 part 3, g7-mb, session 7). Not flagged "Goat-era version"
in ``goat-pool.csv``: today's official text (yaml-yugi ``data/71544954.yaml``) gives the 2005
behaviour; our wording is in ``pool/goat.csv``.

* It cannot be Normal Summoned or Set (its type); it is Special Summoned from the hand only by
  removing from play any number (at least 1) of Rock-Type monsters from its controller's
  Graveyard — a main-phase procedure, not a chain link (``MAIN_OPTIONS`` / ``MAIN_ACTIONS``: the
  monsters picked one at a time, "done" once at least one is picked), a proper summon; no other
  Special Summon (``goat7_mb_tributes.procedure_only``).
* Its original ATK and DEF become 700 × the number of Rock-Type monsters so removed (g7-t's
  ``goat7_t_stat_set.set_original``, kept while it stays on the field); printed "?" reads 0.

Checks in ``tests/ygo/test_goat7_mb_megarock.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    gy_banish_blocked,
    gy_banish_ready,
    gy_banish_zone,
    gy_substituted,
    reg,
)
from cardtable.ygo.cards.scripts.goat7_mb_tributes import procedure_only
from cardtable.ygo.cards.scripts.goat7_t_stat_set import set_original
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import ACTION_TEXTS, MAIN_ACTIONS, MAIN_OPTIONS, only_for
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.summon import summon_by_procedure
from cardtable.ygo.state import LOC_HAND, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MEGAROCK_DRAGON = 71544954
_ROCK = C.RACE_BY_NAME["Rock"]


class MegarockCtx(NamedTuple):
    """The procedure in progress: the Dragon, its position, the Rocks picked so far."""

    card: int
    pos: int
    got: tuple[int, ...]


def _rocks(g: Duel, p: int) -> list[int]:
    return [c for c in gy_banish_zone(g, p) if g.cd(c).is_monster and g.cd(c).race & _ROCK]


@only_for({MEGAROCK_DRAGON})
def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if (g.free_mzone(p) < 0 and not gy_substituted(g, p)) or not _rocks(g, p) \
            or (gy_banish_blocked(g, p) and not gy_substituted(g, p)):  # Kycoo, Necrovalley
        return []
    out: list[tuple[Any, ...]] = []
    for c in g.hand[p]:
        if g.code[c] == MEGAROCK_DRAGON and (not g.hk.summon_allowed or all(
                ok(g, p, c, "special") for ok in g.hk.summon_allowed)):
            out.append(("g7mb_megarock", c))
            out.append(("g7mb_megarock_def", c))
    return out


def _start(pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        g.stack.append(("g7mb_megarock_step", MegarockCtx(opt[1], pos, ())))

    return act


@step("g7mb_megarock_step")
def _pick_step(g: Duel, fr: tuple[Any, ...]) -> None:
    ctx: MegarockCtx = fr[1]
    rest = [c for c in _rocks(g, g.tp) if c not in ctx.got]
    if not ctx.got and len(rest) == 1:  # a forced pick is made without asking
        g.stack.append(("g7mb_megarock_step", ctx._replace(got=(rest[0],))))
        return
    if not rest:
        _finish(g, ctx)
        return
    opts: tuple[tuple[Any, ...], ...] = tuple(("card", c) for c in rest)
    if ctx.got:
        opts = (*opts, ("done",))
    g.pend = (g.tp, "pick", "choose", opts, "g7mb_megarock_pick", ctx)


@handler("g7mb_megarock_pick")
def _pick_answer(g: Duel, opt: tuple[Any, ...], ctx: MegarockCtx) -> None:
    if opt[0] == "done":
        _finish(g, ctx)
    else:
        g.stack.append(("g7mb_megarock_step", ctx._replace(got=(*ctx.got, opt[1]))))


def _finish(g: Duel, ctx: MegarockCtx) -> None:
    p, c = g.tp, ctx.card
    got = [x for x in ctx.got if gy_banish_ready(g, p, x)]
    if g.loc[c] != LOC_HAND or not got or (gy_banish_blocked(g, p) and not gy_substituted(g, p)):
        return
    g.banish(got)
    # a Royal Oppression duel declares it first (rules/summon.summon_by_procedure)
    summon_by_procedure(g, c, p, ctx.pos, ("g7mb_megarock_stats", c, 700 * len(got)))


@step("g7mb_megarock_stats")
def _stats(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, n = fr
    set_original(g, c, atk=n, defense=n, until_end=False, src=c)


MAIN_OPTIONS.append(_options)
MAIN_ACTIONS.update({"g7mb_megarock": _start(POS_FU_ATK),
                     "g7mb_megarock_def": _start(POS_FU_DEF)})
ACTION_TEXTS.update({
    "g7mb_megarock": Text("除外墓地的岩石族怪兽特殊召唤「{zh}」（攻击表示）",
                          "Special Summon {en} by removing Rock monsters of your GY from play "
                          "(Attack Position)"),
    "g7mb_megarock_def": Text("除外墓地的岩石族怪兽特殊召唤「{zh}」（守备表示）",
                              "Special Summon {en} by removing Rock monsters of your GY from "
                              "play (Defense Position)"),
})
procedure_only(MEGAROCK_DRAGON)
reg(MEGAROCK_DRAGON, Effect(kind="continuous", name=Text(
    "原本攻击力·守备力为特殊召唤时除外的岩石族怪兽数量×700",
    "Original ATK/DEF: 700 x the Rock monsters removed to Special Summon it")))

__all__ = ["MEGAROCK_DRAGON", "MegarockCtx"]
