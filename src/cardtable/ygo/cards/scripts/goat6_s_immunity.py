"""Non-Spellcasting Area (issue 15 part 3, g6-s) over g6-ma's engine hooks ``UNAFFECTED`` /
``TARGET_BANS`` (``effects/hooks.py``): a Continuous Spell — while it is face-up and its effects
apply, every face-up monster on the field that is not an Effect Monster (Normal, and effect-less
Fusion or Ritual Monsters) is unaffected by the effects of Spell Cards; an Equip Spell cannot be
equipped to such a monster (it could not apply: the 2005 ruling g6-ma cites for The Legendary
Fisherman). Text (2003 print, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_immunity.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.hooks import TARGET_BANS, UNAFFECTED, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

NON_SPELLCASTING_AREA = 20065549


def _shielded(g: Duel, card: int, src: int) -> bool:
    """``card`` is a face-up non-Effect Monster on the field, ``src`` a Spell Card other than
    an applying Non-Spellcasting Area, and a Non-Spellcasting Area applies."""
    if g.loc[card] != LOC_MZONE or not up(g, card) or g.cd(card).type & C.EFFECT:
        return False
    if not g.cd(src).is_spell or g.code[src] == NON_SPELLCASTING_AREA:
        return False
    return any(g.code[s] == NON_SPELLCASTING_AREA for s in g.sources())


@only_for({NON_SPELLCASTING_AREA})
def _unaffected(g: Duel, card: int, src: int) -> bool:
    return _shielded(g, card, src)


@only_for({NON_SPELLCASTING_AREA})
def _no_equip(g: Duel, card: int, p: int, src: int) -> bool:
    return bool(g.cd(src).type & C.EQUIP) and _shielded(g, card, src)


UNAFFECTED.append(_unaffected)
TARGET_BANS.append(_no_equip)
reg(NON_SPELLCASTING_AREA, Effect(aspects=(Aspect("non_effect_spell_shield"),)))
