"""Dora of Fate (issue 15 part 3, session 7, g7-t): a Normal Trap activated only in the
opponent's turn — select 1 face-up monster the opponent controls; when, during your next turn,
you Normal Summon a monster 1 Level lower than it, the opponent takes 500 x its Level.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/67464807.yaml``) describes it; our own words in ``pool/goat.csv``. The Level used is the
selected monster's Level at resolution (a public ``card_effect`` mark keeps it, with the turn
that is "your next turn"); an ``EVENT_HOOKS`` hook on ``summoned`` (how ``normal``) inflicts the
damage during that turn, for each qualifying Normal Summon, without a chain link. Checks:
``tests/ygo/test_goat7_t_delayed.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import has, mons, note, pick, reg, tgt, up
from cardtable.ygo.effects.api import CAT_DAMAGE, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DORA_OF_FATE = 67464807
_KEY = "dora_of_fate"
_opp_up = mons("opp", True)


def _op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE or not up(g, t):
        return
    lv = g.level(t)
    note(g, lk.card, f"Next turn, a Normal Summon of a Level {lv - 1} monster inflicts "
         f"{lv * 500} damage", f"下个自己回合，通常召唤{lv - 1}星怪兽时给与对方{lv * 500}伤害",
         **{_KEY: {"player": lk.player, "level": lv, "turn": g.turn + 1}})


@only_for({DORA_OF_FATE})
def _summoned(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "summoned" or not data or data[0] != "normal":
        return
    p = int(data[1])
    for kind, pub, _ in g.elog:
        m = pub.get(_KEY) if kind == "card_effect" else None
        if m is not None and m["player"] == p and m["turn"] == g.turn and g.tp == p \
                and g.level(c) == int(m["level"]) - 1:
            g.damage(1 - p, int(m["level"]) * 500)


EVENT_HOOKS.append(_summoned)
reg(DORA_OF_FATE, Effect(target=(pick(_opp_up, "target_monster"),), target_picks=True,
                         condition=lambda g, c, p, w: g.tp != p and has(_opp_up)(g, c, p, w),
                         operation=(_op,), category=CAT_DAMAGE))
