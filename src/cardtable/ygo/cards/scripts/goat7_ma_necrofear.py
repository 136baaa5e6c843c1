"""Dark Necrofear (Labyrinth of Nightmare, LON-065; issue 15 part 3, g7-ma). Not flagged
"Goat-era version" in ``goat-pool.csv``: its official text (yaml-yugi ``data/31829185.yaml``) is
the Goat text: "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand)
by banishing 3 Fiend monsters from your GY. During the End Phase, if this card is in your GY
because it was destroyed in your Monster Zone by an opponent's card and sent there this turn:
Target 1 face-up monster your opponent controls; equip this card to that target. While this
card is equipped to a monster by this effect, take control of that monster."

* The summon: a ``goat_mon_procs`` row (remove 3 Fiend-Type monsters in your Graveyard from
  play), a proper summon.
* "Destroyed in your Monster Zone by an opponent's card": a ``DESTROY_SUBSTITUTES`` watcher that
  replaces nothing sees the destruction before the move — by battle, the other monster's
  controller; by an effect, the player of the resolving chain link (as Balloon Lizard's) — and,
  when that is the opponent, leaves a public mark (the card, its ``g.life`` stamp once in the
  Graveyard, the turn).
* "During the End Phase": a ``PHASE_HOOKS`` hook queues the mandatory trigger of a marked
  Necrofear still in the Graveyard (no phase event reaches a Graveyard card); it targets a
  face-up opponent's monster, moves the card face-up to its owner's Spell & Trap Zone linked to
  that monster (``classic_lib.link_cards``) and takes control — the piece of
  ``goat7_ma_equips`` (Brain Jacker): the control ends when the Necrofear leaves the field
  (that module's ``left_field`` watcher).

Checks in ``tests/ygo/test_goat7_ma_necrofear.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    live_targets,
    note,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.goat6_ma_counters import destroying_player
from cardtable.ygo.cards.scripts.goat7_ma_equips import add_equip_taker, equip_and_take
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_EQUIP, Effect, Link
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, PHASE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DARK_NECROFEAR = 31829185
FIEND = C.RACE_BY_NAME["Fiend"]
EV_END = "g7ma_necrofear_end_phase"  # queued by the hook below, never raised by the engine
_MARK = "destroyed_by_opponent"

add_procs({DARK_NECROFEAR: Proc("gy", tuple(
    (lambda g, c: bool(g.cd(c).is_monster and g.cd(c).race & FIEND)) for _ in range(3)))})
add_equip_taker(DARK_NECROFEAR)


@only_for({DARK_NECROFEAR})
def _watch(g: Duel, cs: list[int], reason: str) -> list[int]:
    for c in cs:
        if g.code[c] == DARK_NECROFEAR and g.loc[c] == LOC_MZONE:
            who = destroying_player(g, c, reason)
            if who >= 0 and who != g.ctrl[c]:
                note(g, c, "Destroyed by an opponent's card", "被对方的卡破坏",
                     **{_MARK: [c, g.life[c] + 1, g.turn]})
    return cs


def _marked(g: Duel, c: int) -> bool:
    mark = [c, g.life[c], g.turn]
    return any(kind == "card_effect" and pub.get(_MARK) == mark for kind, pub, _ in this_turn(g))


def _opp_face_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and g.pos[m] & POS_FACEUP]


@only_for({DARK_NECROFEAR})
def _end_phase(g: Duel, ev: str) -> None:
    if ev != "end_phase":
        return
    for p in (0, 1):
        for c in g.gy[p]:
            if g.code[c] == DARK_NECROFEAR and _marked(g, c):
                for ei in g.pool.trig_index(DARK_NECROFEAR).get(EV_END, ()):
                    g.trig.append(Trigger(c, ei, p, g.stamp, (EV_END, c)))


def _possess(g: Duel, lk: Link) -> None:
    e, p = lk.card, lk.player
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)
          and g.ctrl[t] != p]
    if not ts or g.loc[e] != LOC_GY or g.life[e] != lk.life or g.free_szone(p) < 0:
        return
    equip_and_take(g, e, ts[0], p)


DESTROY_SUBSTITUTES.append(_watch)
PHASE_HOOKS.append(_end_phase)
reg(DARK_NECROFEAR, Effect(
    kind="trigger", event=EV_END, optional=False, where=LOC_GY,
    condition=lambda g, c, p, w: g.loc[c] == LOC_GY and bool(_opp_face_up(g, p, c))
    and g.free_szone(p) >= 0,
    target=(pick(_opp_face_up, "target_monster"),), target_picks=True,
    operation=(_possess,), category=CAT_EQUIP,
    name=Text("装备给对方1只表侧表示怪兽并得到其控制权",
              "Equip to 1 face-up opponent's monster and take control of it")))

__all__ = ["DARK_NECROFEAR"]
