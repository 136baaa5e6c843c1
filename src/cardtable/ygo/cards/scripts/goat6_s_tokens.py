"""Jam Breeding Machine (issue 15 part 3, g6-s) over the token helper ``goat5_tokens``: a
Continuous Spell — in each of its controller's Standby Phases 1 "Slime Token" (Aqua/WATER/
Level 1/ATK 500/DEF 500) is Special Summoned in Attack Position (a mandatory trigger; nothing
when no zone or token is free); while it is face-up and its effects apply, its controller cannot
Summon monsters other than Slime Tokens (a ``SUMMON_ALLOWED`` hook: Normal, Flip and Special
Summons; a Set is not a Summon, as the engine reads Stray Lambs' and Scapegoat's clauses). The
token row (facts) is in ``pool/goat.csv``; text (2005 print, our own words) there too; checks
in ``tests/ygo/test_goat6_s_tokens.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.classic_spells import own_standby
from cardtable.ygo.cards.scripts.goat5_tokens import can_make_tokens, summon_tokens
from cardtable.ygo.effects.api import CAT_SPSUMMON, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import SUMMON_ALLOWED, TOKEN_MAKERS, only_for
from cardtable.ygo.state import F_ACTIVE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

JAM_BREEDING_MACHINE = 21770260
SLIME_TOKEN = 21770261

TOKEN_MAKERS[JAM_BREEDING_MACHINE] = ((SLIME_TOKEN, False),)


def _breed(g: Duel, lk: Link) -> None:
    summon_tokens(g, lk.player, SLIME_TOKEN, 1, POS_FU_ATK)


def _breeds_now(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return own_standby(g, c, p, w) and bool(g.flags[c] & F_ACTIVE) \
        and can_make_tokens(g, p, SLIME_TOKEN, 1)


@only_for({JAM_BREEDING_MACHINE})
def _slimes_only(g: Duel, p: int, c: int, how: str) -> bool:
    if how == "set" or g.code[c] == SLIME_TOKEN:
        return True
    return not any(g.code[s] == JAM_BREEDING_MACHINE and g.ctrl[s] == p for s in g.sources())


SUMMON_ALLOWED.append(_slimes_only)
reg(JAM_BREEDING_MACHINE,
    Effect(aspects=(Aspect("slimes_only"),)),
    Effect(kind="trigger", event="standby", optional=False, condition=_breeds_now,
           operation=(_breed,), category=CAT_SPSUMMON))
