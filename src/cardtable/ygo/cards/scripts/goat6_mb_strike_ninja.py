"""Strike Ninja (IOC, 2004; issue 15 part 3, g6-mb; the OCG text of the time on yugioh-wiki):
once per turn, in either player's turn (a Quick Effect), remove from play 2 DARK monsters from
your Graveyard (a cost; not while the opponent's Kycoo the Ghost Destroyer forbids it:
``classic_lib.gy_banish_blocked``) to remove this face-up card from play until the End Phase of
this turn; then it comes back to the field, in the battle position it left in (no Summon: a
return, public in the log). With no free Monster Zone then, it goes to the Graveyard (the
rulebook's rule for a card that cannot come back).

The return is a lingering public mark (``strike_ninja_out``: card, life, position, turn) read by
a ``PHASE_HOOKS`` hook at the End Phase, so it happens even if the Ninja's effect could no
longer apply. Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_strike_ninja.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    gy_banish_blocked,
    gy_banish_ready,
    gy_banish_zone,
    gy_substituted,
    last,
    mark_used,
    once_per_turn,
    reg,
)
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_BANISHED, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

STRIKE_NINJA = 41006930
OUT_KEY = "strike_ninja_out"


def _dark_in_gy(g: Duel, p: int) -> list[int]:
    return [x for x in gy_banish_zone(g, p) if g.cd(x).is_monster and g.attribute(x) & C.DARK]


def _can_vanish(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP) \
        and once_per_turn(g, c, p, w) and len(_dark_in_gy(g, p)) >= 2 \
        and not (gy_banish_blocked(g, p) and not gy_substituted(g, p))


def _pick_darks(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _dark_in_gy(g, lk.player), 2, 2, "choose")


def _remove_darks(g: Duel, lk: Link) -> None:
    g.banish([x for x in last(lk) if gy_banish_ready(g, lk.player, x)])


def _vanish(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or g.life[c] != lk.life or not g.pos[c] & POS_FACEUP:
        return
    pos = g.pos[c]
    g.banish([c])
    if g.loc[c] == LOC_BANISHED:
        g.log(OUT_KEY, {**g.card_pub(c), "life": g.life[c], "pos": pos, "turn": g.turn})


@only_for({STRIKE_NINJA})
def _come_back(g: Duel, ev: str) -> None:
    """End Phase: every Strike Ninja removed this turn by its effect (still that card) returns
    to its owner's field in the position it left in, or to the Graveyard without a free zone."""
    if ev != "end_phase":
        return
    turn = g.turn
    for kind, pub, _ in list(reversed(g.elog)):
        if kind == "turn":
            break
        if kind != OUT_KEY or pub.get("turn") != turn:
            continue
        c = int(pub["card"])
        if g.loc[c] != LOC_BANISHED or g.life[c] != pub["life"]:
            continue
        o = g.owner[c]
        if g.free_mzone(o) >= 0:
            g.move(c, LOC_MZONE, o, int(pub["pos"]))
            g.log("returned_to_field", {**g.card_pub(c), "player": o})
        else:
            g.send_to_gy([c], "rule")


PHASE_HOOKS.append(_come_back)
reg(STRIKE_NINJA, Effect(kind="quick", condition=_can_vanish,
                         cost=(mark_used, _pick_darks, _remove_darks), operation=(_vanish,),
                         name=Text("除外墓地2只暗属性怪兽：这张卡直到结束阶段除外",
                                   "Remove 2 DARK monsters in your GY: remove this card until "
                                   "the End Phase")))

__all__ = ["STRIKE_NINJA"]
