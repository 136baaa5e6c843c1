"""Which cards have their effects: a card that needs a script and has none is *unscripted*.

A Normal Monster, a Token and an effect-less Fusion or Ritual Monster need no script. Every other
card (Effect Monsters, Spells, Traps, Fusion/Ritual Monsters with an effect) needs effects from a
script module or YAML templates (``effects.registry.effects_of``). An unscripted card is never
silently played as a vanilla body where the profile says so (``Profile.unscripted``: ``refuse``
in deck check and duel setup, ``stats`` plays it as its stats on purpose); ``cardtable cards
--missing`` lists them (docs/cards-goat.md).
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData

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


def is_scripted(code: int) -> bool:
    """The card plays its text: it needs no script, or it has effects."""
    from cardtable.ygo.effects.registry import all_cards, effects_of

    cd = all_cards().get(code)
    if cd is None:
        return False
    return not needs_script(cd) or code in NO_EFFECT_NEEDED or bool(effects_of(code))


def unscripted(codes: Iterable[int]) -> list[int]:
    """The distinct passcodes of ``codes`` that are unscripted (unknown ones included), in first
    appearance order."""
    out: list[int] = []
    for code in codes:
        if code not in out and not is_scripted(code):
            out.append(code)
    return out
