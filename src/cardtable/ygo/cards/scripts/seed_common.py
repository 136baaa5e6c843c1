"""Helpers shared by the seed card scripts (no card is registered here).

Everything is computed from the duel state or its event log, so a cloned duel needs nothing
extra: "this turn" facts are read back from the log until the current turn's ``turn`` event.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.effects.api import Link
from cardtable.ygo.state import LOC_MZONE, POS_FACEUP, POS_FD_DEF, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

POS_ATK_DEF = ((POS_FU_ATK, Text("表侧攻击表示", "face-up Attack Position")),
               (POS_FU_DEF, Text("表侧守备表示", "face-up Defense Position")))
POS_ATK_SET = ((POS_FU_ATK, Text("表侧攻击表示", "face-up Attack Position")),
               (POS_FD_DEF, Text("里侧守备表示", "face-down Defense Position")))


def this_turn(g: Duel) -> Iterator[tuple[str, dict[str, Any], dict[int, dict[str, Any]] | None]]:
    """Log events of the current turn, newest first."""
    for ev in reversed(g.elog):
        if ev[0] in ("turn", "scenario_start"):
            return
        yield ev


def rule_note(g: Duel, key: str, text: Text) -> None:
    """Log a card-specific rule explanation (zh + en), like ``g.log_rule``."""
    g.elog.append(("rule", {"rule": key, "zh": text.zh, "en": text.en}, None))


def used_this_turn(g: Duel, c: int, ei: int) -> bool:
    """Effect ``ei`` of card ``c`` was activated this turn (once-per-turn effects)."""
    return any(k == "activate" and pub.get("card") == c and pub.get("effect") == ei
               for k, pub, _ in this_turn(g))


def battled_this_turn(g: Duel, c: int) -> bool:
    """``c`` was the attacker or the attack target of a damage calculation this turn."""
    for k, pub, _ in this_turn(g):
        if k == "battle":
            if (pub.get("attacker") or {}).get("card") == c:
                return True
            if (pub.get("target") or {}).get("card") == c:
                return True
    return False


def destroyed_by_battle_this_turn(g: Duel, c: int) -> list[int]:
    """Monsters ``c`` destroyed by battle this turn (per the battle log)."""
    out: list[int] = []
    for k, pub, _ in this_turn(g):
        if k != "battle":
            continue
        a = (pub.get("attacker") or {}).get("card")
        t = (pub.get("target") or {}).get("card")
        if c not in (a, t):
            continue
        for d in pub.get("destroyed", []):
            x = d.get("card")
            if x is not None and x != c and x not in out:
                out.append(x)
    return out


def last_summon_tributes(g: Duel, c: int) -> int:
    """Tributes paid by the latest summon declaration of ``c`` (0 if none this turn)."""
    for k, pub, _ in this_turn(g):
        if k == "summon_declared" and pub.get("card") == c:
            return int(pub.get("tributes", 0))
    return 0


def face_up_monster(g: Duel, c: int) -> bool:
    """``c`` is a face-up monster in a monster zone."""
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP)


def target_alive(g: Duel, lk: Link, i: int = 0) -> int:
    """The ``i``-th target of ``lk`` if it is still the same card (same "life"), else -1."""
    if len(lk.targets) > i and g.life[lk.targets[i]] == lk.tlife[i]:
        return lk.targets[i]
    return -1


def self_alive(g: Duel, lk: Link) -> bool:
    """The link's own card is still the same face-up card on the field."""
    c = lk.card
    return g.life[c] == lk.life and g.on_field(c) and g.is_face_up(c)


def last_pick(lk: Link) -> tuple[int, ...]:
    """The latest card pick of the link (empty when nothing was picked)."""
    if not lk.picks:
        return ()
    v = lk.picks[-1]
    return v if isinstance(v, tuple) else ()


def name_code(g: Duel, c: int) -> int:
    """The passcode standing for ``c``'s name (its alias, if any)."""
    cd = g.cd(c)
    return cd.alias or cd.code


def same_name(g: Duel, a: int, b: int) -> bool:
    """Two cards share a name."""
    return name_code(g, a) == name_code(g, b)


def monster_equips(g: Duel, m: int, exclude: tuple[int, ...] = ()) -> list[int]:
    """Monster cards equipped to ``m`` (Relinquished, Sword Hunter), zone order."""
    return [e for p in (0, 1) for e in g.sz[p] if e >= 0 and g.equip[e] == m
            and g.cd(e).is_monster and g.code[e] not in exclude]


__all__ = ["POS_ATK_DEF", "POS_ATK_SET", "POS_FD_DEF", "POS_FU_DEF"]
