"""Goat-pool Traps built on classic Trap pieces (issue 15 part 3, goat-st2 batch 3): Soul
Resurrection (Call of the Haunted's effects, ``classic_traps.haunted_effects``, for a Normal
Monster in face-up Defense Position) and The Spell Absorbing Life (Ceasefire's reveal of every
face-down monster without a flip, ``classic_traps.reveal_face_down``, then 400 LP for each
face-up Effect Monster). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks
are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import in_gy, reg, up
from cardtable.ygo.cards.scripts.classic_traps import haunted_effects, reveal_face_down
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_POSITION, CAT_RECOVER, Effect, Link
from cardtable.ygo.state import POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SOUL_RESURRECTION = 92924317
THE_SPELL_ABSORBING_LIFE = 99517131


def _normal_monster(g: Duel, c: int) -> bool:
    return g.cd(c).type & (C.MONSTER | C.NORMAL | C.TOKEN) == C.MONSTER | C.NORMAL


def _revivable_normal(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in in_gy("self", _normal_monster)(g, p, s) if g.can_special_summon(c, p)]


# "Target 1 Normal Monster in your Graveyard: Special Summon it in face-up Defense Position ..."
reg(SOUL_RESURRECTION, *haunted_effects(_revivable_normal, POS_FU_DEF))


def _face_up_effect_monsters(g: Duel, p: int) -> int:
    return sum(1 for q in (0, 1) for m in g.mz[q]
               if m >= 0 and up(g, m) and g.cd(m).type & C.EFFECT)


def _reveal(g: Duel, lk: Link) -> None:
    reveal_face_down(g)


reg(THE_SPELL_ABSORBING_LIFE, Effect(
    operation=(_reveal, ops.recover(lambda g, p: 400 * _face_up_effect_monsters(g, p))),
    category=CAT_POSITION | CAT_RECOVER))
