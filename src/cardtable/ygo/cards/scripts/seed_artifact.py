"""Artifact Moralltach, the Artifact that Artifact Ignition Sets (seed 003's 古遗物运动机构 line).

* It can be Set from the hand in the Spell & Trap Zone as a Spell (an extra main-phase action).
* If that Set card is destroyed during the opponent's turn, it is Special Summoned (mandatory).
* Special Summoned during the opponent's turn: you may destroy 1 face-up card they control.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.seed_common import POS_ATK_DEF, target_alive, this_turn
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
    register,
)
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    DESTROY_SUBSTITUTES,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    only_for,
)
from cardtable.ygo.state import LOC_GY, LOC_SZONE, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MORALLTACH = 85103922


def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.free_szone(p) < 0:
        return []
    return [("set_artifact", c) for c in g.hand[p] if g.code[c] == MORALLTACH]


def _set_as_spell(g: Duel, opt: tuple[Any, ...]) -> None:
    c = opt[1]
    p = g.tp
    g.move(c, LOC_SZONE, p, POS_FD_DEF)
    g.log("set", {"player": p, "zone": g.seq[c], "where": "szone", "as_spell": True},
          {p: g.card_pub(c)})


MAIN_OPTIONS.append(only_for({MORALLTACH})(_options))
MAIN_ACTIONS["set_artifact"] = _set_as_spell
ACTION_TEXTS["set_artifact"] = Text("把「{zh}」当作魔法卡盖放", "Set {en} as a Spell")


def _watch(g: Duel, cs: list[int], reason: str) -> list[int]:
    """Destroy hook: note a Set Moralltach destroyed in its controller's opponent's turn."""
    for c in cs:
        if g.code[c] == MORALLTACH and g.loc[c] == LOC_SZONE and not g.is_face_up(c) \
                and g.tp != g.ctrl[c]:
            g.log("seed_artifact_destroyed", {"card": c, "life": g.life[c] + 1})
    return cs


DESTROY_SUBSTITUTES.append(only_for({MORALLTACH})(_watch))


def _set_destroyed(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and g.free_mzone(p) >= 0 and any(
        k == "seed_artifact_destroyed" and pub["card"] == c and pub["life"] == g.life[c]
        for k, pub, _ in this_turn(g))


def _ask_pos(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, POS_ATK_DEF, "position")


def _summon_self(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_GY and g.life[c] == lk.life:
        g.special_summon(c, lk.player, int(lk.picks[-1]), how="proper")


def _opp_face_up(g: Duel, p: int) -> list[int]:
    o = 1 - p
    return [x for x in (*g.mz[o], *g.spells(o)) if x >= 0 and g.is_face_up(x)]


def _ss_in_opp_turn(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) >= 3 and w[2] == "special" and g.tp != p and bool(_opp_face_up(g, p))


def _destroy_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _opp_face_up(g, lk.player), 1, 1, "target_card")


def _destroy_op(g: Duel, lk: Link) -> None:
    t = target_alive(g, lk)
    if t >= 0 and g.on_field(t):
        g.destroy([t], "effect", lk)


register(
    MORALLTACH,
    Effect(kind="trigger", event="destroyed", optional=False, condition=_set_destroyed,
           operation=(_ask_pos, _summon_self), category=CAT_SPSUMMON),
    Effect(kind="trigger", event="summoned", optional=True, condition=_ss_in_opp_turn,
           target=(_destroy_target,), target_picks=True, operation=(_destroy_op,),
           category=CAT_DESTROY),
)
