"""Classic cards that change who may be attacked, through the attack-target hooks of
:mod:`cardtable.ygo.effects.hooks` (``ATTACK_TARGETS``, ``BATTLE_END_HOOKS``).

* Nightmare Horse and Reaper on the Nightmare may attack directly.
* Solar Flare Dragon cannot be attacked while its controller has another Pyro.
* Asura Priest (a Spirit) attacks each opponent's monster once: after each damage calculation it
  may declare again while a monster it has not attacked this turn remains; its End Phase return
  is marked by an event hook ("summoned or flipped this turn").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    card_ok,
    live,
    reg,
    spirit_returns,
    up,
)
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    Effect,
    Link,
)
from cardtable.ygo.effects.hooks import (
    ATTACK_TARGETS,
    BATTLE_END_HOOKS,
    EVENT_HOOKS,
    only_for,
)
from cardtable.ygo.state import (
    F_ATTACKED,
    F_POSCHANGED,
    LOC_MZONE,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

NIGHTMARE_HORSE = 59290628
REAPER_NIGHTMARE = 85684223
SOLAR_FLARE = 45985838
ASURA = 2134346
PYRO = 0x80
#: monsters that "can attack all your opponent's monsters once each" (and so not directly once
#: they attacked a monster): Asura Priest; a later script adds its cards with
#: :func:`add_attacks_all` (Berserk Dragon)
ATTACKS_ALL: set[int] = {ASURA}

# --- attack targets ---------------------------------------------------------------------------


def _attacked_this_turn(g: Duel, a: int) -> set[int]:
    """Targets ``a`` declared attacks on this turn (-1 = direct), read in the event log."""
    out: set[int] = set()
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "attack" and pub["attacker"]["card"] == a:
            t = pub.get("target")
            out.add(int(t["card"]) if t else -1)
        elif kind in ("turn", "scenario_start"):
            break
    return out


def _targets(g: Duel, a: int, tg: list[int]) -> list[int]:
    code = g.code[a]
    if code in (NIGHTMARE_HORSE, REAPER_NIGHTMARE) and -1 not in tg and live(g, a):
        tg = [*tg, -1]
    if tg and tg[0] >= 0:
        o = g.ctrl[tg[0]]
        tg = [t for t in tg if t < 0 or not (
            g.code[t] == SOLAR_FLARE and live(g, t)
            and any(m >= 0 and m != t and up(g, m) and g.race(m) & PYRO for m in g.mz[o]))]
        # every monster protected: no target, and no direct attack either
    if code in ATTACKS_ALL and live(g, a):
        done = _attacked_this_turn(g, a)
        if done:
            tg = [t for t in tg if t not in done and t >= 0]
    return tg


def _asura_again(g: Duel, destroyed: tuple[int, ...]) -> None:
    """After the damage calculation of a monster of :data:`ATTACKS_ALL` (Asura Priest): it may
    attack again while an opponent's monster it has not attacked this turn remains (the
    "position changed" mark keeps it from changing position)."""
    for a in g.mz[g.tp]:
        if a >= 0 and g.code[a] in ATTACKS_ALL and g.flags[a] & F_ATTACKED and live(g, a):
            done = _attacked_this_turn(g, a)
            if any(t >= 0 and t not in done for t in g.mz[1 - g.tp]):
                g.flags[a] = (g.flags[a] & ~F_ATTACKED) | F_POSCHANGED


ATTACK_TARGETS.append(only_for({NIGHTMARE_HORSE, REAPER_NIGHTMARE, SOLAR_FLARE, ASURA})(_targets))
BATTLE_END_HOOKS.append(only_for({ASURA})(_asura_again))


def add_attacks_all(codes: set[int]) -> None:
    """Give ``codes`` Asura Priest's "can attack all your opponent's monsters once each" (the
    target hook and the attack-again hook then run in duels holding them)."""
    ATTACKS_ALL.update(codes)
    only_for(codes)(_targets)
    only_for(codes)(_asura_again)

_DIRECT = Effect(kind="continuous", name=Text("可以直接攻击", "May attack directly"))
reg("nightmare_horse", _DIRECT)


def _own_end(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == p and g.loc[c] == LOC_MZONE


reg("solar_flare_dragon",
    Effect(kind="continuous", name=Text("另有炎族时不会被攻击", "Cannot be attacked while you "
                                        "control another Pyro")),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_own_end,
           operation=(ops.damage(500),), category=CAT_DAMAGE))

# --- Spirits ----------------------------------------------------------------------------------


def _spirit_mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev in ("summoned", "flipped") and g.code[c] == ASURA and g.loc[c] == LOC_MZONE:
        g.counter[c] = g.turn


def _spirit_return(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and card_ok(g, lk):
        g.to_hand([lk.card])


EVENT_HOOKS.append(only_for({ASURA})(_spirit_mark))
reg("asura_priest",
    Effect(kind="trigger", event="end_phase", optional=False, operation=(_spirit_return,),
           condition=lambda g, c, p, w: g.counter[c] == g.turn and g.loc[c] == LOC_MZONE
           and spirit_returns(g, c)),
    Effect(kind="continuous", name=Text("可以向对方每只怪兽各攻击1次",
                                        "Can attack every opponent's monster once")))
