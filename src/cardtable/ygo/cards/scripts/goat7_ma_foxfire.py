"""Fox Fire (Rise of Destiny, RDS-029; issue 15 part 3, g7-ma). Not flagged "Goat-era version" in
``goat-pool.csv``: its official text (yaml-yugi ``data/88753985.yaml``) is the Goat text:
"During the End Phase, if this card was destroyed by battle and sent to the Graveyard this turn
and was face-up at the start of the Damage Step: Special Summon this card from the Graveyard.
This face-up card cannot be Tributed for a Tribute Summon."

* The revival: a ``DESTROY_SUBSTITUTES`` watcher that replaces nothing sees Fox Fire about to be
  destroyed by battle; it was face-up at the start of the Damage Step unless the log shows it
  flipped face-up since that Damage Step began (a face-down Fox Fire attacked is flipped in the
  Damage Step); then a public mark (the card, its ``g.life`` stamp once in the Graveyard, the
  turn). In the End Phase a ``PHASE_HOOKS`` hook queues the mandatory trigger of a marked Fox
  Fire still in the Graveyard (no phase event reaches a Graveyard card); it comes back in the
  position its player picks (the text names none), if it can be Special Summoned.
* "This face-up card cannot be Tributed for a Tribute Summon": g7-s's ``TRIBUTE_BANS`` — while
  it is face-up and no chain link is being built or resolved (a Tribute for a Tribute Summon is
  paid from the Main Phase menu; a Tribute paid as a cost or offered for a Ritual belongs to a
  chain link: those stay allowed).

Checks in ``tests/ygo/test_goat7_ma_foxfire.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, note, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.effects.hooks import (
    DESTROY_SUBSTITUTES,
    PHASE_HOOKS,
    TRIBUTE_BANS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

FOX_FIRE = 88753985
EV_END = "g7ma_fox_fire_end_phase"  # queued by the hook below, never raised by the engine
_MARK = "fox_fire_destroyed_by_battle"


def _flipped_in_this_damage_step(g: Duel, c: int) -> bool:
    """The log shows ``c`` turned face-up since the present Damage Step began."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "damage_step":
            return False
        if kind == "position" and pub.get("card") == c and not str(pub.get("pos", "")
                                                                   ).startswith("fd"):
            return True
        if kind in ("turn", "phase"):
            return False
    return False


@only_for({FOX_FIRE})
def _watch(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle":
        return cs
    for c in cs:
        if g.code[c] == FOX_FIRE and g.loc[c] == LOC_MZONE and up(g, c) \
                and not _flipped_in_this_damage_step(g, c):
            note(g, c, "Destroyed by battle: back in the End Phase", "被战斗破坏：结束阶段回来",
                 **{_MARK: [c, g.life[c] + 1, g.turn]})
    return cs


def _marked(g: Duel, c: int) -> bool:
    mark = [c, g.life[c], g.turn]
    return any(kind == "card_effect" and pub.get(_MARK) == mark for kind, pub, _ in this_turn(g))


@only_for({FOX_FIRE})
def _end_phase(g: Duel, ev: str) -> None:
    if ev != "end_phase":
        return
    for p in (0, 1):
        for c in g.gy[p]:
            if g.code[c] == FOX_FIRE and _marked(g, c):
                for ei in g.pool.trig_index(FOX_FIRE).get(EV_END, ()):
                    g.trig.append(Trigger(c, ei, p, g.stamp, (EV_END, c)))


def _revive(g: Duel, lk: Link) -> None:
    c, p = lk.card, lk.player
    if g.loc[c] == LOC_GY and g.life[c] == lk.life and g.free_mzone(p) >= 0 \
            and g.can_special_summon(c, p):
        g.special_summon(c, p, int(lk.picks[-1]))


@only_for({FOX_FIRE})
def _no_tribute_summon(g: Duel, c: int) -> bool:
    return g.code[c] == FOX_FIRE and g.loc[c] == LOC_MZONE and up(g, c) and not g.chain


DESTROY_SUBSTITUTES.append(_watch)
PHASE_HOOKS.append(_end_phase)
TRIBUTE_BANS.append(_no_tribute_summon)
reg(FOX_FIRE, Effect(
    kind="trigger", event=EV_END, optional=False, where=LOC_GY,
    condition=lambda g, c, p, w: g.loc[c] == LOC_GY and g.free_mzone(p) >= 0
    and g.can_special_summon(c, p),
    operation=(choose_pos, _revive), category=CAT_SPSUMMON,
    name=Text("从墓地特殊召唤这张卡", "Special Summon this card from the Graveyard")))

__all__ = ["FOX_FIRE"]
