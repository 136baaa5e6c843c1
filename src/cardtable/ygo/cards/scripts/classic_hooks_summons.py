"""Classic cards that forbid summons or position changes, and the token makers, through the
hooks of :mod:`cardtable.ygo.effects.hooks`.

* Summon bans (``SUMMON_ALLOWED``): Cave Dragon is not Normal Summoned/Set while its
  controller has a monster; Spirits are never Special Summoned; after Scapegoat resolves its
  player summons nothing else that turn; Prohibition's declared card.
* Position locks (``POSITION_LOCKED``): Spellbinding Circle and Shadow Spell (their monster),
  Swords of Concealing Light (the opponent's monsters), Thousand-Eyes Restrict (every other
  monster): no manual change, no Flip Summon.
* Tokens (``TOKEN_MAKERS``): Scapegoat's 4 Sheep Tokens, Ojama Trio's 3 Ojama Tokens on the
  opponent's field (neither can be tributed for a Tribute Summon; an Ojama Token destroyed
  costs its controller 300 LP).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_hooks_negation import declared_codes
from cardtable.ygo.cards.scripts.classic_lib import (
    bound,
    free_zones,
    live,
    note,
    reg,
)
from cardtable.ygo.effects.api import (
    CAT_SPSUMMON,
    Effect,
    Link,
)
from cardtable.ygo.effects.hooks import (
    EVENT_HOOKS,
    NO_TRIBUTE,
    POSITION_LOCKED,
    SUMMON_ALLOWED,
    TOKEN_MAKERS,
    only_for,
)
from cardtable.ygo.state import (
    LOC_MZONE,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ASURA = 2134346
SCAPEGOAT = 73915051
SHEEP_TOKEN = 73915052
OJAMA_TRIO = 29843091
OJAMA_TOKEN = 29843092
PROHIBITION = 43711255
SPELLBINDING = 18807108
SHADOW_SPELL = 29267084
SWORDS = 12923641
TER = 63519819
CAVE_DRAGON = 93220472

TOKEN_MAKERS[SCAPEGOAT] = ((SHEEP_TOKEN, False),)
TOKEN_MAKERS[OJAMA_TRIO] = ((OJAMA_TOKEN, True),)
NO_TRIBUTE.update({SHEEP_TOKEN, OJAMA_TOKEN})


def _tokens_free(g: Duel, code: int, owner: int) -> list[int]:
    return [c for c in g.limbo if g.code[c] == code and g.owner[c] == owner]

# --- summon bans and position locks -----------------------------------------------------------

SPIRIT_CODES = (ASURA, 34853266, 3078576)  # Asura Priest, Tsukuyomi, Yata-Garasu


def _summon_ok(g: Duel, p: int, c: int, how: str) -> bool:
    code = g.code[c]
    if how == "special" and g.pool.cards[code].type & C.SPIRIT:
        return False
    if code == CAVE_DRAGON and how in ("normal", "set") \
            and any(m >= 0 for m in g.mz[p]):
        return False
    if how != "set" and any(g.code[s] == SCAPEGOAT and g.counter[s] == g.turn
                            for s in g.gy[p]) and code != SHEEP_TOKEN:
        return False
    return code not in declared_codes(g)


SUMMON_ALLOWED.append(only_for({*SPIRIT_CODES, CAVE_DRAGON, SCAPEGOAT, PROHIBITION})(_summon_ok))


def _locked(g: Duel, m: int) -> bool:
    for q in (0, 1):
        for s in (*g.sz[q], *g.mz[q]):
            if s < 0:
                continue
            code = g.code[s]
            if code in (SPELLBINDING, SHADOW_SPELL):
                if bound(g, s) == m and live(g, s):
                    return True
            elif code == SWORDS:
                if q != g.ctrl[m] and live(g, s):
                    return True
            elif code == TER and s != m and g.loc[s] == LOC_MZONE and live(g, s):
                return True
    return False


POSITION_LOCKED.append(only_for({SPELLBINDING, SHADOW_SPELL, SWORDS, TER})(_locked))

# --- Scapegoat and Ojama Trio -----------------------------------------------------------------


def _goat_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return free_zones(g, p) >= 4 and len(_tokens_free(g, SHEEP_TOKEN, p)) >= 4


def _goat_op(g: Duel, lk: Link) -> None:
    p = lk.player
    if free_zones(g, p) < 4:
        return
    for t in _tokens_free(g, SHEEP_TOKEN, p)[:4]:
        g.special_summon(t, p, POS_FU_DEF)


def _mark_goat(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "to_gy" and g.code[c] == SCAPEGOAT and data and data[0] == "resolved":
        g.counter[c] = g.turn  # "no other summons this turn" (read by _summon_ok)


EVENT_HOOKS.append(only_for({SCAPEGOAT})(_mark_goat))
reg("scapegoat", Effect(condition=_goat_cond, operation=(_goat_op,), category=CAT_SPSUMMON))


def _trio_cond(g: Duel, c: int, p: int, w: W) -> bool:
    o = 1 - p
    return free_zones(g, o) >= 3 and len(_tokens_free(g, OJAMA_TOKEN, o)) >= 3


def _trio_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if free_zones(g, o) < 3:
        return
    for t in _tokens_free(g, OJAMA_TOKEN, o)[:3]:
        g.special_summon(t, o, POS_FU_DEF)


def _ojama_burn(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "destroyed" and g.code[c] == OJAMA_TOKEN:
        note(g, c, "An Ojama Token was destroyed: its controller takes 300 damage",
             "扰乱衍生物被破坏：其控制者受到300伤害")
        g.damage(g.owner[c], 300)


EVENT_HOOKS.append(only_for({OJAMA_TRIO})(_ojama_burn))
reg("ojama_trio", Effect(condition=_trio_cond, operation=(_trio_op,), category=CAT_SPSUMMON))
