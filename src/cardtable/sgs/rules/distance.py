"""Distance over living seats (horses and skills) and attack range."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from cardtable.sgs.cards.data import NAME, WEAPON_RANGE

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def seat_distance(self: SgsGame, a: int, b: int) -> int:
    """Seats between ``a`` and ``b`` counting living seats only, the shorter way round."""
    if a == b:
        return 0
    alive = self.alive_
    n = self.n
    fwd = 0
    i = a
    while i != b:
        i = (i + 1) % n
        if alive[i]:
            fwd += 1
    total = alive.count(True) if alive[a] else alive.count(True) + 1
    return min(fwd, total - fwd)

def distance(self: SgsGame, a: int, b: int) -> int:
    """Distance from ``a`` to ``b``: seat distance, −1 horse and skills of ``a``, +1 horse
    and skills of ``b``; at least 1 (0 to oneself)."""
    if a == b:
        return 0
    d = seat_distance(self, a, b)
    if self.equip[a][3] >= 0:
        d -= 1
    if self.equip[b][2] >= 0:
        d += 1
    for m in self.mods[a]:
        if m.distance_from is not None:
            d += m.distance_from(self, a, b)
    for m in self.mods[b]:
        if m.distance_to is not None:
            d += m.distance_to(self, b, a)
    auras = self.tindex.get("meta.distance_aura")
    if auras:  # skills that change distances between other seats (镇卫)
        from cardtable.sgs.skills.api import SKILLS

        for owner, sid, _ti, _any in auras:
            d += SKILLS[sid].meta["distance_aura"](self, owner, a, b)
    return d if d > 1 else 1

def distances_from(self: SgsGame, a: int) -> list[int]:
    """``distance(a, b)`` for every living seat ``b`` at once, indexed by seat (``a``'s own
    entry is 0; the entries of dead seats are not meaningful). One walk round the table
    instead of one per seat: 杀 target lists and the RL observation read it."""
    alive = self.alive_
    n = self.n
    cnt = alive.count(True)  # a C loop on both builds (``sum`` is a generic call compiled)
    total = cnt if alive[a] else cnt + 1
    equip = self.equip
    mods = self.mods
    own = -1 if equip[a][3] >= 0 else 0
    from_fns = [m.distance_from for m in mods[a] if m.distance_from is not None] if mods[a] else ()
    auras = self.tindex.get("meta.distance_aura")
    aura_fns: Sequence[tuple[int, Callable[[SgsGame, int, int, int], int]]] = ()
    if auras:  # skills that change distances between other seats (镇卫)
        from cardtable.sgs.skills.api import SKILLS

        aura_fns = [(owner, SKILLS[sid].meta["distance_aura"]) for owner, sid, _ti, _any in auras]
    out = [0] * n
    fwd = 0
    b = a
    for _ in range(n - 1):
        b += 1
        if b == n:
            b = 0
        if alive[b]:
            fwd += 1
        back = total - fwd
        d = (fwd if fwd < back else back) + own
        if equip[b][2] >= 0:
            d += 1
        if from_fns:
            for fn in from_fns:
                d += fn(self, a, b)
        if mods[b]:
            for m in mods[b]:
                if m.distance_to is not None:
                    d += m.distance_to(self, b, a)
        if aura_fns:
            for owner, aura in aura_fns:
                d += aura(self, owner, a, b)
        out[b] = d if d > 1 else 1
    return out


def attack_range(self: SgsGame, a: int) -> int:
    """Attack range of ``a``: the weapon's range (1 without) plus skills."""
    w = self.equip[a][0]
    r = WEAPON_RANGE[NAME[w]] if w >= 0 else 1
    for m in self.mods[a]:
        if m.attack_range is not None:
            r += m.attack_range(self, a)
    return r

def in_attack_range(self: SgsGame, a: int, b: int) -> bool:
    """True when ``b`` is another living seat within ``a``'s attack range."""
    return a != b and self.alive_[b] and distance(self, a, b) <= attack_range(self, a)
