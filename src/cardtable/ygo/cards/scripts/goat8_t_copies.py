"""Physical Double (issue 15 part 3, session 8, g8-t): a token that copies a monster — the engine
piece g8-t owns this session ("a token copying an attacker").

Text: not flagged "Goat-era version" in goat-pool.csv (its 2003 print, Magician's Force
MFC-047); today's official text (yaml-yugi ``data/63442604.yaml``): during your opponent's turn,
target 1 face-up monster your opponent controls; Special Summon 1 "Mirage Token" with the same
Level, Type, Attribute, ATK and DEF as that target; destroy the Token in the End Phase. Our own
words in ``pool/goat.csv``; the Mirage Token row (passcode 63442605, printed Level 0 and "?"
ATK/DEF: facts from ``ygo-card-stats.csv``) is added there too.

The piece: the copied values are fixed when the Trap resolves (the Token is a separate monster:
the target's later changes do not reach it) and are kept in the duel's log as a public
``card_effect`` entry of the Token (``g8t_mirage``: card, its "life", Level, Type, Attribute),
so a clone or a replay reads them back: the Level through a ``LEVEL_MODS`` hook (the engine
applies those hooks to a token's printed Level 0, ``rules/actions.py``), the Type through
``RACE_MODS``, the Attribute through an ``attribute_set`` aspect of the Token, ATK/DEF as a
lasting buff making its "?" values the copied ones (``goat7_t_stat_set.set_original``). Every
hook is ``only_for`` Physical Double: duels without it take the old path. The Token is
destroyed by a ``PHASE_HOOKS`` hook in the End Phase.

Rulings: the Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/physical-double.md``): not in the Damage Step; no Token if the target is gone
when it resolves; the values are those at resolution (later changes to the target do not
follow); a Field Spell that changed the target's values applies to the Token too, on top of the
copied values (a +500 field: the Token ends +1000 over the printed original; under A Legendary
Ocean a WATER copy has 2 Levels fewer than the original's printed Level). Checks:
``tests/ygo/test_goat8_t_copies.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import choose_pos, note, pick, reg, up
from cardtable.ygo.cards.scripts.goat5_tokens import free_tokens
from cardtable.ygo.cards.scripts.goat7_t_stat_set import set_original
from cardtable.ygo.effects.api import CAT_SPSUMMON, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    LEVEL_MODS,
    PHASE_HOOKS,
    RACE_MODS,
    TOKEN_MAKERS,
    only_for,
)
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

PHYSICAL_DOUBLE = 63442604
MIRAGE_TOKEN = 63442605
MIRAGE_KEY = "g8t_mirage"

TOKEN_MAKERS[PHYSICAL_DOUBLE] = ((MIRAGE_TOKEN, False),)


def mirage_copy(g: Duel, t: int) -> dict[str, int] | None:
    """The values Mirage Token ``t`` copied (``level``, ``race``, ``attribute``) while it is the
    same card on the field, read back from the log (newest first); None otherwise."""
    if g.code[t] != MIRAGE_TOKEN or g.loc[t] != LOC_MZONE:
        return None
    life = g.life[t]
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect":
            m = pub.get(MIRAGE_KEY)
            if m is not None and m["card"] == t and m["life"] == life:
                return dict(m)
    return None


def _opp_up(g: Duel, p: int, c: int) -> tuple[int, ...]:
    return tuple(m for m in g.mz[1 - p] if m >= 0 and up(g, m))


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return (g.tp != p and bool(_opp_up(g, p, c)) and g.free_mzone(p) >= 0
            and bool(free_tokens(g, MIRAGE_TOKEN, p)))


def _summon(g: Duel, lk: Link) -> None:
    p = lk.player
    ts = [t for t in lk.targets if g.loc[t] == LOC_MZONE and up(g, t)]
    toks = free_tokens(g, MIRAGE_TOKEN, p)
    if not ts or not toks or g.free_mzone(p) < 0:
        return
    src = ts[0]
    level, race, attr = g.level(src), g.race(src), g.attribute(src)
    atk, dfn = g.atk_def(src)
    tok = toks[0]
    if not g.special_summon(tok, p, int(lk.picks[-1])):
        return
    note(g, tok, f"Copies {g.cd(src).name.en}: Level {level}, ATK {atk}, DEF {dfn}",
         f"复制「{g.cd(src).name.zh}」：{level}星，攻{atk}，守{dfn}",
         **{MIRAGE_KEY: {"card": tok, "life": g.life[tok], "level": level, "race": race,
                         "attribute": attr}})
    set_original(g, tok, atk=atk, defense=dfn, until_end=False, src=lk.card)


reg(PHYSICAL_DOUBLE, Effect(condition=_cond, target=(pick(_opp_up, "target_monster"),),
                            target_picks=True, operation=(choose_pos, _summon),
                            category=CAT_SPSUMMON))


@only_for({PHYSICAL_DOUBLE})
def _copied_level(g: Duel, c: int, lv: int) -> int:
    if g.code[c] != MIRAGE_TOKEN:
        return lv
    m = mirage_copy(g, c)
    # the copied Level replaces the printed 0; other Level changes add on top, in any hook
    # order (Goat FAQ: under A Legendary Ocean a WATER copy is 2 Levels below the original)
    return lv if m is None else lv + int(m["level"])


@only_for({PHYSICAL_DOUBLE})
def _copied_race(g: Duel, c: int, race: int) -> int:
    if g.code[c] != MIRAGE_TOKEN:
        return race
    m = mirage_copy(g, c)
    return race if m is None else m["race"]


def _copied_attribute(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    m = mirage_copy(g, c)
    return 0 if m is None else m["attribute"]


@only_for({PHYSICAL_DOUBLE})
def _end_phase(g: Duel, ev: str) -> None:
    """"Destroy this Token during the End Phase": every Mirage Token on the field goes."""
    if ev != "end_phase":
        return
    toks = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and g.code[m] == MIRAGE_TOKEN]
    if toks:
        g.destroy(toks, "effect")


LEVEL_MODS.append(_copied_level)
RACE_MODS.append(_copied_race)
PHASE_HOOKS.append(_end_phase)
reg(MIRAGE_TOKEN, Effect(kind="continuous", aspects=(Aspect("attribute_set", _copied_attribute),)))
