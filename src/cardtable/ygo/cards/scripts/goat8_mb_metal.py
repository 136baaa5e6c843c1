"""Metalmorph's Deck monsters (issue 15 part 3, g8-mb, session 8): Metalzoa (TFK promo, 2003)
and Red-Eyes Black Metal Dragon (FMR promo, 2002). Neither is flagged "Goat-era version" in
``goat-pool.csv``: today's official texts (yaml-yugi ``data/50705071.yaml``,
``data/64335804.yaml``) give the 2005 behaviour — "Cannot be Normal Summoned/Set. Must first be
Special Summoned (from your Deck) by Tributing 'Zoa' / 'Red-Eyes B. Dragon' equipped with
'Metalmorph'." (Session 7 left them because a 2002 print reads "can only be Special Summoned
by…"; the project rule for an unflagged card is today's text.)

The procedure is a Main Phase action of the turn player (not a chain link, like the hand
procedures of ``goat_mon_procs``): while they control the named monster with a face-up
Metalmorph equipped to it (``g.equip`` of g6-t's Metalmorph), each such card in their Deck is
offered (Attack or Defense Position); the action Tributes that monster, Special Summons the card
from the Deck properly (``F_PROPER``: "must first be", so it may be revived later; the engine
refuses any other first summon of a Special-Summon-only card) and shuffles the Deck. The
Metalmorph goes to the Graveyard with its monster (the engine's equip rule). The summon then
opens the usual window and triggers. Before that first summon no effect may Special Summon the
card, from the hand neither (a ``SUMMON_ALLOWED`` hook; the Goat Individual Card FAQ of
Red-Eyes Black Metal Dragon, ``TheMTtakeover/goat-rulings``: it "CANNOT be Special Summoned
from your hand. So once it is in your hand, there is no way to Summon this card"; the
Metalzoa FAQ: only in Main Phase 1 or 2 — the procedure is a Main Phase action).
Checks in ``tests/ygo/test_goat8_mb_metal.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat6_t_equip_traps import METALMORPH
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.state import F_PROPER, LOC_DECK, LOC_MZONE, LOC_ONFIELD, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

METALZOA = 50705071
RED_EYES_BLACK_METAL_DRAGON = 64335804
ZOA = 24311372
RED_EYES_B_DRAGON = 74677422
#: the Deck monster -> the monster to Tribute (equipped with Metalmorph)
METAL_FORMS: dict[int, int] = {METALZOA: ZOA, RED_EYES_BLACK_METAL_DRAGON: RED_EYES_B_DRAGON}


def _metalmorphed(g: Duel, p: int, code: int) -> list[int]:
    """``p``'s face-up monsters named ``code`` with a face-up Metalmorph equipped."""
    out = []
    for m in g.mz[p]:
        if m < 0 or g.code[m] != code or not up(g, m):
            continue
        s = g.equip[m]
        if s >= 0 and g.code[s] == METALMORPH and g.loc[s] & LOC_ONFIELD and up(g, s) \
                and g.equip[s] == m:
            out.append(m)
    return out


@only_for(METAL_FORMS)
def _first_by_procedure(g: Duel, p: int, c: int, how: str) -> bool:
    """``SUMMON_ALLOWED``: before its own procedure (``F_PROPER``) no effect Special Summons it
    — from the hand neither (the Goat FAQ of Red-Eyes Black Metal Dragon: "once it is in your
    hand, there is no way to Summon this card")."""
    return g.code[c] not in METAL_FORMS or how != "special" or bool(g.flags[c] & F_PROPER)


def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    seen: set[int] = set()
    for c in g.deck[p]:
        code = g.code[c]
        if code not in METAL_FORMS or code in seen:
            continue
        seen.add(code)  # one option per name: the copies in a Deck are alike
        if _metalmorphed(g, p, METAL_FORMS[code]) and all(
                ok(g, p, c, "special") for ok in g.hk.summon_allowed
                if ok is not _first_by_procedure):  # (the procedure is that first summon)
            out.append(("goat8_mb_metal", c))
            out.append(("goat8_mb_metal_def", c))
    return out


def _start(pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        c = opt[1]
        p = g.tp
        ms = _metalmorphed(g, p, METAL_FORMS.get(g.code[c], -1))
        if g.loc[c] != LOC_DECK or not ms:
            return
        g.send_to_gy([ms[0]], "tribute")
        g.flags[c] |= F_PROPER  # its own procedure: the first Special Summon allowed
        if g.loc[ms[0]] == LOC_MZONE or not g.special_summon(c, p, pos, how="proper"):
            return
        g.shuffle_deck(p)
        w = ("summoned", c, "special", p)
        g.stack.append(("window_fresh", g.chains_started, p, w))
        g.stack.append(("triggers", w))

    return act


SUMMON_ALLOWED.append(_first_by_procedure)
MAIN_OPTIONS.append(only_for(METAL_FORMS)(_options))
MAIN_ACTIONS.update({"goat8_mb_metal": _start(POS_FU_ATK),
                     "goat8_mb_metal_def": _start(POS_FU_DEF)})
ACTION_TEXTS.update({
    "goat8_mb_metal": Text("解放装备「金属化·魔法反射装甲」的怪兽，"
                           "从卡组特殊召唤「{zh}」（攻击表示）",
                           "Tribute the monster equipped with \"Metalmorph\": Special Summon "
                           "{en} from your Deck (Attack Position)"),
    "goat8_mb_metal_def": Text("解放装备「金属化·魔法反射装甲」的怪兽，"
                               "从卡组特殊召唤「{zh}」（守备表示）",
                               "Tribute the monster equipped with \"Metalmorph\": Special "
                               "Summon {en} from your Deck (Defense Position)"),
})
for _code, _base in ((METALZOA, "Zoa"), (RED_EYES_BLACK_METAL_DRAGON, "Red-Eyes B. Dragon")):
    reg(_code, Effect(kind="continuous", name=Text(
        "不能通常召唤；必须先解放装备「金属化·魔法反射装甲」的怪兽从卡组特殊召唤",
        f"Cannot be Normal Summoned; must first be Special Summoned from the Deck by "
        f"Tributing \"{_base}\" equipped with \"Metalmorph\"")))

__all__ = ["METALZOA", "METAL_FORMS", "RED_EYES_BLACK_METAL_DRAGON"]
