"""Goat-pool monsters whose effects come at the end of a Battle Phase (issue 15 part 3, g6-mb,
session 6), queued by ``PHASE_HOOKS`` hooks on the engine's ``battle_end`` phase event.

* Helpoemer (PGD, 2003; the card's OCG text of that time): sent to the Graveyard by battle, it
  makes the opponent discard 1 card at random (the duel's seeded RNG) at the end of each of
  their Battle Phases while it stays in the Graveyard (a mandatory trigger from the Graveyard;
  one per Helpoemer). The mark is its ``g.counter`` set to its ``g.life`` by an ``EVENT_HOOKS``
  watcher on ``battle_destroyed``: the engine clears a card's counter whenever it moves, so a
  Helpoemer sent to the Graveyard any other way (or that left and came back) does nothing. It
  cannot be Special Summoned from the Graveyard (a ``SUMMON_ALLOWED`` hook).
* Vampire Baby (PSV, 2002): at the end of a Battle Phase in which it destroyed a monster by
  battle and sent it to the Graveyard, you can Special Summon that monster to your side of the
  field (an optional trigger; the victim is noted publicly when it is destroyed; the Baby must
  still be face-up on the field then, as a monster's effect activates there; its player picks
  the battle position).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_battle_end.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    choose_pos,
    last_battle,
    note,
    random_discard,
    reg,
)
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, PHASE_HOOKS, SUMMON_ALLOWED, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HELPOEMER = 76052811
VAMPIRE_BABY = 56387350

EV_HELPOEMER = "g6mb_helpoemer_curse"  # queued by the hooks below, never raised by the engine
EV_BABY = "g6mb_vampire_baby_victim"


def _queue(g: Duel, c: int, ev: str, p: int, data: tuple[Any, ...]) -> None:
    """Queue ``c``'s ``ev`` trigger and have the engine run the waiting triggers next (a
    ``triggers`` frame, as Sword Hunter's end-of-Battle-Phase hook does)."""
    queued = False
    for ei in g.pool.trig_index(g.code[c]).get(ev, ()):
        g.trig.append(Trigger(c, ei, p, g.stamp, (ev, c, *data)))
        queued = True
    if queued and ("triggers", ()) not in g.stack[-1:]:
        g.stack.append(("triggers", ()))


# --- Helpoemer -----------------------------------------------------------------------------------


@only_for({HELPOEMER})
def _mark_helpoemer(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A Helpoemer destroyed by battle and now in the Graveyard is marked (its counter = its
    life: cleared by its next move)."""
    if ev == "battle_destroyed" and g.code[c] == HELPOEMER and g.loc[c] == LOC_GY:
        g.counter[c] = g.life[c]


def _cursed(g: Duel, c: int) -> bool:
    return g.loc[c] == LOC_GY and g.counter[c] == g.life[c] and g.life[c] > 0


@only_for({HELPOEMER})
def _helpoemer_battle_end(g: Duel, ev: str) -> None:
    """End of a Battle Phase: each marked Helpoemer in the Graveyard of the player whose turn it
    is not queues its trigger."""
    if ev != "battle_end":
        return
    o = 1 - g.tp
    for c in list(g.gy[o]):
        if g.code[c] == HELPOEMER and _cursed(g, c):
            _queue(g, c, EV_HELPOEMER, o, ())


@only_for({HELPOEMER})
def _no_revival(g: Duel, p: int, c: int, how: str) -> bool:
    """Helpoemer is never Special Summoned from the Graveyard."""
    return not (how == "special" and g.code[c] == HELPOEMER and g.loc[c] == LOC_GY)


def _discard_one(g: Duel, lk: Link) -> None:
    random_discard(g, 1 - lk.player, 1)


EVENT_HOOKS.append(_mark_helpoemer)
PHASE_HOOKS.append(_helpoemer_battle_end)
SUMMON_ALLOWED.append(_no_revival)
reg(HELPOEMER,
    Effect(kind="trigger", event=EV_HELPOEMER, optional=False, where=LOC_GY,
           operation=(_discard_one,),
           name=Text("对方随机丢弃1张手卡", "Your opponent discards 1 card at random")),
    Effect(kind="continuous", name=Text("不能从墓地特殊召唤",
                                        "Cannot be Special Summoned from the Graveyard")))

# --- Vampire Baby --------------------------------------------------------------------------------

BABY_KEY = "vampire_baby_victim"


@only_for({VAMPIRE_BABY})
def _note_baby_victim(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A monster Vampire Baby (face-up on the field) destroyed by battle, now in the Graveyard,
    is noted publicly on the Baby."""
    if ev != "battle_destroyed" or g.loc[c] != LOC_GY:
        return
    a, t = last_battle(g)
    if c not in (a, t):
        return
    baby = t if c == a else a
    if baby >= 0 and g.code[baby] == VAMPIRE_BABY and active_monster(g, baby):
        note(g, baby, "destroyed a monster by battle", "战斗破坏了怪兽",
             **{BABY_KEY: c, "victim_life": g.life[c], "baby_life": g.life[baby]})


@only_for({VAMPIRE_BABY})
def _baby_battle_end(g: Duel, ev: str) -> None:
    """End of a Battle Phase: each victim of this Battle Phase still in the Graveyard, its Baby
    still face-up on the field, queues the Baby's trigger."""
    if ev != "battle_end":
        return
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind in ("phase", "turn"):
            break
        if kind != "card_effect" or BABY_KEY not in pub:
            continue
        baby, victim = int(pub["card"]), int(pub[BABY_KEY])
        if g.life[baby] == pub["baby_life"] and active_monster(g, baby) \
                and g.loc[victim] == LOC_GY and g.life[victim] == pub["victim_life"]:
            _queue(g, baby, EV_BABY, g.ctrl[baby], (victim, g.life[victim]))


def _baby_can(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 2 and g.loc[int(w[2])] == LOC_GY and g.can_special_summon(int(w[2]), p)


def _baby_victim(g: Duel, lk: Link) -> int:
    ev = lk.event
    if ev is None or len(ev) < 4:
        return -1
    v, life = int(ev[2]), int(ev[3])
    return v if g.loc[v] == LOC_GY and g.life[v] == life else -1


def _baby_pos(g: Duel, lk: Link) -> None:
    if _baby_victim(g, lk) >= 0:
        choose_pos(g, lk)
    else:
        lk.picks.append(0)


def _baby_summon(g: Duel, lk: Link) -> None:
    v = _baby_victim(g, lk)
    if v >= 0 and lk.picks and lk.picks[-1] and g.can_special_summon(v, lk.player):
        g.special_summon(v, lk.player, int(lk.picks[-1]))


EVENT_HOOKS.append(_note_baby_victim)
PHASE_HOOKS.append(_baby_battle_end)
reg(VAMPIRE_BABY, Effect(kind="trigger", event=EV_BABY, optional=True, where=LOC_MZONE,
                         condition=_baby_can, operation=(_baby_pos, _baby_summon),
                         category=CAT_SPSUMMON,
                         name=Text("把这张卡战斗破坏的怪兽特殊召唤",
                                   "Special Summon the monster it destroyed by battle")))

__all__ = ["HELPOEMER", "VAMPIRE_BABY"]
