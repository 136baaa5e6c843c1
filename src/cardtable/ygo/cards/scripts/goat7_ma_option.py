"""Gradius' Option (Legacy of Darkness, LOD-060; issue 15 part 3, g7-ma). Not flagged
"Goat-era version" in ``goat-pool.csv``: its official text (yaml-yugi ``data/14291024.yaml``) is
the Goat text: "This card cannot be Normal Summoned or Set. This monster can only be Special
Summoned by selecting 1 face-up "Gradius" on your side of the field. The ATK and DEF of this
card becomes the same as the ATK and DEF of the selected "Gradius". If the selected "Gradius"
is removed from the field, destroy this card." (The Japanese text: when the selected monster is
no longer face-up on the field.)

* The summon: a main-phase procedure (``MAIN_OPTIONS`` / ``MAIN_ACTIONS``, as
  ``goat_mon_procs``'s, which only Tribute or remove): Attack or Defense Position, the Gradius
  picked when there are several; nothing is Tributed. A proper summon. The pick is kept in the
  Option's ``g.counter`` (``classic_lib.bind``: the card and its ``g.life`` stamp) and noted
  publicly.
* Its ATK and DEF: continuous aspects equal to the selected Gradius's current values (the
  printed "?" is read as the base the aspect makes up for).
* "If the selected Gradius is removed from the field [no longer face-up]": a ``STATE_CHECKS``
  hook destroys the Option.

Checks in ``tests/ygo/test_goat7_ma_option.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import bind, bound, note, reg, up
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    STATE_CHECKS,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.summon import summon_by_procedure
from cardtable.ygo.state import LOC_HAND, LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GRADIUS_OPTION = 14291024
GRADIUS = 10992251


def _gradiuses(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and g.code[m] == GRADIUS and up(g, m)]


def _can(g: Duel, p: int, c: int) -> bool:
    if g.free_mzone(p) < 0 or not _gradiuses(g, p):
        return False
    return all(ok(g, p, c, "special") for ok in g.hk.summon_allowed)


@only_for({GRADIUS_OPTION})
def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for c in g.hand[p]:
        if g.code[c] == GRADIUS_OPTION and _can(g, p, c):
            out.append(("g7ma_option", c))
            out.append(("g7ma_option_def", c))
    return out


def _start(pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        g.stack.append(("g7ma_option_step", opt[1], pos))

    return act


@step("g7ma_option_step")
def _option_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, pos = fr
    gs = _gradiuses(g, g.tp)
    if len(gs) == 1:
        _finish(g, c, pos, gs[0])
    elif gs:
        g.pend = (g.tp, "pick", "choose", tuple(("card", x) for x in gs), "g7ma_option_pick",
                  (c, pos))


@handler("g7ma_option_pick")
def _option_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c, pos = ctx
    _finish(g, c, pos, int(opt[1]))


def _finish(g: Duel, c: int, pos: int, gradius: int) -> None:
    p = g.tp
    if g.loc[c] != LOC_HAND or gradius not in _gradiuses(g, p) or g.free_mzone(p) < 0:
        return
    # a Royal Oppression duel declares it first (rules/summon.summon_by_procedure)
    summon_by_procedure(g, c, p, pos, ("g7ma_option_bind", c, gradius))


@step("g7ma_option_bind")
def _bind(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, gradius = fr
    bind(g, c, gradius)
    note(g, c, "Selected a Gradius", "选择了1只「超时空战斗机 V形蛇」",
         selected=g.public_ref(gradius))


def selected_gradius(g: Duel, c: int) -> int:
    """The Gradius this Option selected when it came, while it is still that card on the field
    (-1 otherwise): ``classic_lib.bind`` keeps it in the Option's ``g.counter``."""
    return bound(g, c)


def _orphan(g: Duel, c: int) -> bool:
    x = selected_gradius(g, c)
    return x < 0 or g.loc[x] != LOC_MZONE or not up(g, x)


def _copy(what: str) -> Callable[[Duel, int, int], int]:
    def val(g: Duel, s: int, c: int) -> int:
        if c != s:
            return 0
        if _orphan(g, s):
            return 0
        x = selected_gradius(g, s)
        printed = g.cd(s).atk if what == "atk" else g.cd(s).defense
        return (g.atk(x) if what == "atk" else g.defense(x)) - printed

    return val


@only_for({GRADIUS_OPTION})
def _lost_its_gradius(g: Duel) -> None:
    gone = [c for q in (0, 1) for c in g.mz[q] if c >= 0 and g.code[c] == GRADIUS_OPTION
            and up(g, c) and _orphan(g, c)]
    if gone:
        g.destroy(gone, "effect")


MAIN_OPTIONS.append(_options)
STATE_CHECKS.append(_lost_its_gradius)
MAIN_ACTIONS.update({"g7ma_option": _start(POS_FU_ATK), "g7ma_option_def": _start(POS_FU_DEF)})
ACTION_TEXTS.update({
    "g7ma_option": Text("选择1只「超时空战斗机 V形蛇」特殊召唤「{zh}」（攻击表示）",
                        "Special Summon {en} selecting 1 \"Gradius\" (Attack Position)"),
    "g7ma_option_def": Text("选择1只「超时空战斗机 V形蛇」特殊召唤「{zh}」（守备表示）",
                            "Special Summon {en} selecting 1 \"Gradius\" (Defense Position)"),
})
reg(GRADIUS_OPTION, Effect(kind="continuous", aspects=(Aspect("atk", _copy("atk")),
                                                       Aspect("def", _copy("def")))))

__all__ = ["GRADIUS", "GRADIUS_OPTION", "selected_gradius"]
