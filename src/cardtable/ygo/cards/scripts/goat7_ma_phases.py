"""Monsters whose effect belongs to a Standby or End Phase (issue 15 part 3, g7-ma). None is
flagged "Goat-era version" in ``goat-pool.csv``, so each follows its official text (yaml-yugi
``data/<passcode>.yaml``):

* Blast Juggler (MRD-034): "You can only activate this effect during your Standby Phase.
  Tribute this face-up card to select and destroy 2 face-up monsters with 1000 or less ATK" —
  an effect open in its controller's Standby Phase only, on an empty chain (the engine's
  ignition kind is Main Phase-bound: as Curse of Fiend in ``seed_spells.py``, it is a
  ``quick`` effect of speed 2 so the Standby Phase window offers it, its condition keeping it
  to an empty chain in its controller's Standby Phase); the Tribute is its cost, the 2
  monsters its targets (both must exist at activation).
* Aqua Spirit (LON-068): its own Special Summon from the hand (remove 1 WATER monster in your
  Graveyard from play: ``goat_mon_procs`` table) and "once per turn, during your opponent's
  Standby Phase: you can target 1 face-up monster your opponent controls; change its battle
  position, and it cannot change its battle position for the rest of this turn" — the lock a
  public ``card_effect`` mark (card and ``g.life`` stamp and turn) read by a
  ``POSITION_LOCKED`` hook.
* Garuda the Wind Spirit (LON-070): its own Special Summon (remove 1 WIND monster) and "during
  your opponent's End Phase, you can select 1 face-up monster your opponent controls, and
  change its battle position" (no lock).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_phases.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    Filt,
    live_targets,
    mons,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_POSITION, Effect, Link
from cardtable.ygo.state import (
    F_POSCHANGED,
    LOC_MZONE,
    PH_STANDBY,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

BLAST_JUGGLER = 70138455
AQUA_SPIRIT = 40916023
GARUDA = 12800777


def _attr_monster(name: str) -> Filt:
    bits = C.ATTRIBUTE_BY_NAME[name]
    return lambda g, c: bool(g.cd(c).is_monster and g.cd(c).attribute & bits)


add_procs({AQUA_SPIRIT: Proc("gy", (_attr_monster("WATER"),)),
           GARUDA: Proc("gy", (_attr_monster("WIND"),))})

# --- Blast Juggler --------------------------------------------------------------------------

_juggler_targets = mons("any", face_up=True, filt=lambda g, c: g.atk(c) <= 1000)


def _juggler_ok(g: Duel, c: int, p: int, w: W) -> bool:
    """Its controller's Standby Phase, no chain, face-up, and 2 other monsters to target."""
    return (g.tp == p and g.phase == PH_STANDBY and not g.chain and g.loc[c] == LOC_MZONE
            and up(g, c) and len([m for m in _juggler_targets(g, p, c) if m != c]) >= 2)


def _tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if ts:
        g.destroy(ts, "effect", by=lk)


reg(BLAST_JUGGLER, Effect(
    kind="quick", speed=2, condition=_juggler_ok, cost=(_tribute_self,),
    target=(pick(_juggler_targets, "target_monster", 2),), target_picks=True,
    operation=(_destroy_targets,), category=CAT_DESTROY,
    name=Text("解放这张卡：破坏2只攻击力1000以下的表侧表示怪兽",
              "Tribute this card: destroy 2 face-up monsters with 1000 or less ATK")))

# --- Aqua Spirit / Garuda: change an opponent's face-up monster's battle position -------------

_opp_face_up = mons("opp", face_up=True)


def _flip_position(g: Duel, lk: Link) -> int:
    """Change the live target's battle position (Attack <-> Defense); -1 if it is gone."""
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if not ts:
        return -1
    t = ts[0]
    g.change_position(t, POS_FU_DEF if g.pos[t] == POS_FU_ATK else POS_FU_ATK)
    return t


def _aqua_change(g: Duel, lk: Link) -> None:
    t = _flip_position(g, lk)
    if t >= 0:
        g.flags[t] |= F_POSCHANGED  # no position change for the rest of this turn


def _garuda_change(g: Duel, lk: Link) -> None:
    _flip_position(g, lk)


def _opp_phase(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp != p and g.loc[c] == LOC_MZONE and up(g, c) and bool(_opp_face_up(g, p, c))


def _aqua_ok(g: Duel, c: int, p: int, w: W) -> bool:
    return _opp_phase(g, c, p, w) and g.counter[c] != g.turn


def _aqua_mark(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = g.turn  # once per turn


reg(AQUA_SPIRIT, Effect(
    kind="trigger", event="standby", optional=True, condition=_aqua_ok, cost=(_aqua_mark,),
    target=(pick(_opp_face_up, "target_monster"),), target_picks=True,
    operation=(_aqua_change,), category=CAT_POSITION,
    name=Text("改变对方1只表侧表示怪兽的表示形式", "Change the battle position of 1 face-up "
              "monster your opponent controls")))
reg(GARUDA, Effect(
    kind="trigger", event="end_phase", optional=True, condition=_opp_phase,
    target=(pick(_opp_face_up, "target_monster"),), target_picks=True,
    operation=(_garuda_change,), category=CAT_POSITION,
    name=Text("改变对方1只表侧表示怪兽的表示形式", "Change the battle position of 1 face-up "
              "monster your opponent controls")))

__all__ = ["AQUA_SPIRIT", "BLAST_JUGGLER", "GARUDA"]
