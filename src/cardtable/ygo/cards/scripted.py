"""Which cards have their effects: a card that needs a script and has none is *unscripted*.

A Normal Monster, a Token and an effect-less Fusion or Ritual Monster need no script. Every other
card (Effect Monsters, Spells, Traps, Fusion/Ritual Monsters with an effect) needs effects from a
script module or YAML templates (``CardPool.effects_of``). An unscripted card is never
silently played as a vanilla body where the profile says so (``Profile.unscripted``: ``refuse``
in deck check and duel setup, ``stats`` plays it as its stats on purpose); ``cardtable cards
--missing`` lists them (docs/cards-goat.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData

if TYPE_CHECKING:
    from cardtable.ygo.effects.pool import CardPool

#: passcodes of cards that need a script but whose printed text does nothing the engine models
#: (none yet): they count as scripted
NO_EFFECT_NEEDED: frozenset[int] = frozenset()


def needs_script(cd: CardData) -> bool:
    """``cd`` has an effect text (an Effect Monster, a Spell, a Trap, or a Fusion/Ritual Monster
    with an effect), or is a Fusion Monster whose materials are not listed yet."""
    t = cd.type
    if t & C.TOKEN:
        return False
    if t & C.MONSTER:
        # a Fusion Monster also needs its materials listed (Polymerization reads them)
        return bool(t & C.EFFECT) or bool(t & C.FUSION and not cd.materials)
    return bool(t & (C.SPELL | C.TRAP))


def is_scripted(code: int, pool: CardPool | None = None) -> bool:
    """The card plays its text in ``pool`` (default: the default pool): it needs no script, or
    it has effects."""
    if pool is None:
        from cardtable.ygo.effects.pool import default_pool

        pool = default_pool()
    cd = pool.cards.get(code)
    if cd is None:
        return False
    return not needs_script(cd) or code in NO_EFFECT_NEEDED or bool(pool.effects_of(code))


def unscripted(codes: Iterable[int], pool: CardPool | None = None) -> list[int]:
    """The distinct passcodes of ``codes`` that are unscripted in ``pool`` (unknown ones
    included), in first appearance order."""
    out: list[int] = []
    for code in codes:
        if code not in out and not is_scripted(code, pool):
            out.append(code)
    return out
