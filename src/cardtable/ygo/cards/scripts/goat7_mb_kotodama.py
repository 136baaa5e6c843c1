"""Kotodama (MRL, 2002; issue 15 part 3, g7-mb, session 7). Not flagged "Goat-era version" in
``goat-pool.csv``: today's official text (yaml-yugi ``data/19406822.yaml``) gives the 2005
behaviour; our wording is in ``pool/goat.csv``: "If there are face-up monsters with the same name
on the field, destroy those monsters. (If a monster is Summoned or flipped face-up that has the
same name as a monster that is already face-up on the field, the new face-up monster is
destroyed. If they are Summoned or flipped face-up at the same time, they are all destroyed.)"

A ``STATE_CHECKS`` hook (every state check; Kotodama face-up with its effect applying): for
each name with two or more face-up monsters (a Token counts; the name is the card's own, an
alias counts as that name),

* the group was already there when the (earliest active) Kotodama turned face-up: all of them
  are destroyed ("if there are face-up monsters with the same name ... destroy those");
* otherwise the newest arrivals are destroyed: the monsters that became face-up (Summoned,
  Special Summoned, flipped) after the last moment before the newest one (a chain link's
  resolution, a Summon's declaration, a phase...) — Scapegoat's four Sheep Tokens arrive at the
  same time and all go.

Arrivals are read back in the event log (``summon``, ``special_summon``, and a rule note an
``EVENT_HOOKS`` hook writes when a monster is flipped face-up); a monster placed before the log
starts counts as the oldest.

Checks in ``tests/ygo/test_goat7_mb_kotodama.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import EVENT_HOOKS, STATE_CHECKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

KOTODAMA = 19406822

_ARRIVALS = frozenset({"summon", "special_summon"})
RULE_FACE_UP = "g7mb_kotodama_face_up"
_MOMENTS = frozenset({"resolve", "summon_declared", "flip_summon_declared", "chain_end", "turn",
                      "phase", "scenario_start", "attack", "damage_step", "set_monster"})


def _name_key(g: Duel, c: int) -> int:
    cd = g.cd(c)
    return cd.alias or g.code[c]


def _arrival(g: Duel, c: int) -> int:
    """The log index where ``c`` last became face-up on the field (-1: before the log)."""
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if (kind in _ARRIVALS or (kind == "rule" and pub.get("rule") == RULE_FACE_UP)) \
                and pub.get("card") == c:
            return i
        if kind == "scenario_start":
            return -1
    return -1


def _moment_before(g: Duel, i: int) -> int:
    """The log index of the last moment boundary before index ``i`` (-1 if none)."""
    el = g.elog
    for j in range(i - 1, -1, -1):
        if el[j][0] in _MOMENTS:
            return j
    return -1


@only_for({KOTODAMA})
def _same_names_destroyed(g: Duel) -> None:
    """``STATE_CHECKS``: with an active Kotodama on the field, destroy same-named face-up
    monsters (the newest arrivals, or all of a group older than the Kotodama)."""
    faces = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and g.pos[m] & POS_FACEUP]
    kots = [m for m in faces if g.code[m] == KOTODAMA and active_monster(g, m)]
    if not kots:
        return
    groups: dict[int, list[int]] = {}
    for m in faces:
        groups.setdefault(_name_key(g, m), []).append(m)
    doomed: list[int] = []
    since = min(_arrival(g, k) for k in kots)
    for members in groups.values():
        if len(members) < 2:
            continue
        arr = {m: _arrival(g, m) for m in members}
        newest = max(arr.values())
        if newest < since or newest < 0:
            doomed.extend(members)  # the group was there before the Kotodama: all of them
            continue
        edge = _moment_before(g, newest)
        doomed.extend(m for m, i in arr.items() if i > edge)
    doomed = [m for m in doomed if g.loc[m] == LOC_MZONE]
    if doomed:
        g.destroy(sorted(set(doomed)), "effect")


@only_for({KOTODAMA})
def _note_flip(g: Duel, ev: str, c: int, data: tuple[object, ...]) -> None:
    """``EVENT_HOOKS``: a monster flipped face-up (by an attack, an effect, a Flip Summon)
    arrives now: a rule note with its card id (a public fact: it is face-up)."""
    if ev == "flipped" and g.loc[c] == LOC_MZONE:
        g.elog.append(("rule", {"rule": RULE_FACE_UP, "card": c,
                                "zh": "怪兽变成表侧表示", "en": "A monster is flipped face-up"},
                       None))


EVENT_HOOKS.append(_note_flip)
STATE_CHECKS.append(_same_names_destroyed)
reg(KOTODAMA, Effect(kind="continuous", name=Text(
    "场上的同名表侧表示怪兽破坏（后来的那只；同时的场合全部）",
    "Face-up monsters with the same name are destroyed (the newer; all if at the same time)")))

__all__ = ["KOTODAMA"]
