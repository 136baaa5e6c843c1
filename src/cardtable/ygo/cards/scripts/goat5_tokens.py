"""Goat-pool token makers (issue 15 part 3, goat-s batch 3) over one token helper: a maker lists
its tokens in ``TOKEN_MAKERS`` (the duel then holds 5 instances per field in limbo,
docs/ygo-card-api.md "Tokens") and summons free ones with :func:`summon_tokens`. Multiplication
of Ants (Tribute an Insect: 2 Army Ant Tokens, not Tributes for a Tribute Summon) and Stray Lambs
(2 Lamb Tokens; no other Summon for you the turn you activate it). The tokens' stats are facts
(their rows in ``pool/goat.csv``); the checks are ``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import free_zones, up
from cardtable.ygo.cards.scripts.goat5_summon_spells import tribute_cost
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, register
from cardtable.ygo.effects.hooks import NO_TRIBUTE, SUMMON_ALLOWED, TOKEN_MAKERS, only_for
from cardtable.ygo.state import POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MULTIPLICATION_OF_ANTS = 22493811
ARMY_ANT_TOKEN = 22493812
STRAY_LAMBS = 60764581
LAMB_TOKEN = 60764582
_INSECT = C.RACE_BY_NAME["Insect"]

TOKEN_MAKERS[MULTIPLICATION_OF_ANTS] = ((ARMY_ANT_TOKEN, False),)
TOKEN_MAKERS[STRAY_LAMBS] = ((LAMB_TOKEN, False),)
NO_TRIBUTE.add(ARMY_ANT_TOKEN)  # "cannot be Tributed for a Tribute Summon"


def free_tokens(g: Duel, code: int, owner: int) -> list[int]:
    """Instances of token ``code`` of ``owner`` waiting in limbo (not on the field)."""
    return [c for c in g.limbo if g.code[c] == code and g.owner[c] == owner]


def can_make_tokens(g: Duel, p: int, code: int, n: int) -> bool:
    """``p`` has ``n`` free Monster Zones and ``n`` free instances of token ``code``."""
    return free_zones(g, p) >= n and len(free_tokens(g, code, p)) >= n


def summon_tokens(g: Duel, p: int, code: int, n: int, pos: int = POS_FU_DEF) -> int:
    """Special Summon ``n`` tokens ``code`` to ``p``'s field in ``pos`` — all or none (a card that
    summons several tokens summons none when there is room for fewer). Returns how many came."""
    if not can_make_tokens(g, p, code, n):
        return 0
    for t in free_tokens(g, code, p)[:n]:
        g.special_summon(t, p, pos)
    return n


# --- Multiplication of Ants: Tribute 1 Insect-Type monster: 2 "Army Ant Tokens" (Insect/EARTH/
#     Level 4/500/1200) in Defense Position; they cannot be Tributed for a Tribute Summon ---
def _insect(g: Duel, m: int) -> bool:
    return up(g, m) and bool(g.race(m) & _INSECT)


def _ants(g: Duel, lk: Link) -> None:
    summon_tokens(g, lk.player, ARMY_ANT_TOKEN, 2)


def _ants_cond(g: Duel, c: int, p: int, w: W) -> bool:
    # the Tributed Insect frees a zone: 1 free zone besides it is enough
    return (any(_insect(g, m) for m in g.monsters(p)) and free_zones(g, p) >= 1
            and len(free_tokens(g, ARMY_ANT_TOKEN, p)) >= 2)


register(MULTIPLICATION_OF_ANTS, Effect(cost=tribute_cost(_insect), operation=(_ants,),
                                        category=CAT_SPSUMMON, condition=_ants_cond))


# --- Stray Lambs: 2 "Lamb Tokens" (Beast/EARTH/Level 1/0/0) in Defense Position; you cannot Summon
#     other monsters during the turn you activate this card ---
def _lambs(g: Duel, lk: Link) -> None:
    summon_tokens(g, lk.player, LAMB_TOKEN, 2)


def _lambs_activated(g: Duel, p: int) -> bool:
    return any(k == "activate" and pub.get("code") == STRAY_LAMBS and pub.get("player") == p
               for k, pub, _ in this_turn(g))


@only_for({STRAY_LAMBS})
def _lamb_lock(g: Duel, p: int, c: int, how: str) -> bool:
    """After Stray Lambs, its player may Summon nothing but Lamb Tokens this turn (a Set is not
    a Summon, as the engine reads Scapegoat's same clause)."""
    return how == "set" or g.code[c] == LAMB_TOKEN or not _lambs_activated(g, p)


SUMMON_ALLOWED.append(_lamb_lock)
register(STRAY_LAMBS, Effect(operation=(_lambs,), category=CAT_SPSUMMON,
                             condition=lambda g, c, p, w: can_make_tokens(g, p, LAMB_TOKEN, 2)))
