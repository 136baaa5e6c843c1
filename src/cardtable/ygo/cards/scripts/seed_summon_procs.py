"""Summoning procedures of seed cards (seed 000 「规则效果」): main-phase actions that are not chain
links, registered through :mod:`cardtable.ygo.effects.hooks`.

* Gilford the Lightning: Tribute Summon with 3 tributes (then its trigger wipes the opponent's
  monsters). It is not a summoning condition, so reviving it is unrestricted.
* Kaiser Sea Horse: counts as 2 tributes for a LIGHT monster's Tribute Summon.
* Big Evolution Pill: Level 5+ Dinosaurs are Normal Summoned/Set without tributes.
* Elemental HERO Bubbleman: Special Summon from the hand when it is the only card there; when
  summoned with nothing else in hand or on the field, draw 2 (house version: see
  ``seed_house.py``).

Each procedure uses the engine's own summon frames, so Horn of Heaven / Solemn Judgment can
negate the Normal Summons and the summon triggers fire as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.seed_common import last_summon_tributes
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_DRAW, Effect, Link, register
from cardtable.ygo.effects.hooks import ACTION_TEXTS, MAIN_ACTIONS, MAIN_OPTIONS, only_for
from cardtable.ygo.state import (
    F_ACTIVE,
    F_NEGATED,
    POS_FACEUP,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GILFORD = 36354007
KAISER_SEA_HORSE = 17444133
BIG_EVOLUTION_PILL = 84808313
BUBBLEMAN = 79979666
DINOSAUR = 0x10000

#: passcodes with the Bubbleman self-summon procedure (the house version adds its own)
BUBBLEMAN_CODES: set[int] = {BUBBLEMAN, 279979666}  # + the seed-lp4000 table's version


def _can_normal(g: Duel, p: int) -> bool:
    return g.ns_used < 1 and g.tp == p


def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    codes = g.code
    hand = g.hand[p]
    mons = [m for m in g.mz[p] if m >= 0]
    free = g.free_mzone(p) >= 0
    for c in hand:
        code = codes[c]
        if code in BUBBLEMAN_CODES and len(hand) == 1 and free:
            out.append(("ss_bubbleman", c))
            out.append(("ss_bubbleman_def", c))
        if not _can_normal(g, p):
            continue
        cd = g.pool.cards[code]
        if not cd.is_monster or cd.type & (C.FUSION | C.RITUAL | C.SPSUMMON):
            continue
        if code == GILFORD and len(mons) >= 3:
            out.append(("summon_gilford3", c))
        if cd.level >= 7 and cd.attribute & C.LIGHT:
            for k in mons:
                if codes[k] == KAISER_SEA_HORSE:
                    out.append(("summon_kaiser", c, k))
                    break
        if cd.level >= 5 and cd.race & DINOSAUR and free and _pill_active(g, p):
            out.append(("summon_pill", c))
            out.append(("set_pill", c))
    return out


def _pill_active(g: Duel, p: int) -> bool:
    if g.spells_negated():
        return False
    return any(s >= 0 and g.code[s] == BIG_EVOLUTION_PILL and g.pos[s] & POS_FACEUP
               and g.flags[s] & F_ACTIVE and not g.flags[s] & F_NEGATED for s in g.sz[p])


def _gilford3(g: Duel, opt: tuple[Any, ...]) -> None:
    g.ns_used += 1
    g.stack.append(("tribute", opt[1], POS_FU_ATK, 3, ()))


def _kaiser(g: Duel, opt: tuple[Any, ...]) -> None:
    g.ns_used += 1
    g.stack.append(("summon_declared", opt[1], POS_FU_ATK, (opt[2],)))


def _pill(pos: int) -> Any:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        g.ns_used += 1
        g.stack.append(("summon_declared", opt[1], pos, ()))

    return act


def _bubble(pos: int) -> Any:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        c = opt[1]
        p = g.tp
        g.special_summon(c, p, pos, how="proper")
        w = ("summoned", c, "special", p)
        g.stack.append(("window_fresh", g.chains_started, p, w))
        g.stack.append(("triggers", w))

    return act


MAIN_OPTIONS.append(only_for({GILFORD, KAISER_SEA_HORSE, BIG_EVOLUTION_PILL, *BUBBLEMAN_CODES})(
    _options))
MAIN_ACTIONS.update({
    "summon_gilford3": _gilford3,
    "summon_kaiser": _kaiser,
    "summon_pill": _pill(POS_FU_ATK),
    "set_pill": _pill(POS_FD_DEF),
    "ss_bubbleman": _bubble(POS_FU_ATK),
    "ss_bubbleman_def": _bubble(POS_FU_DEF),
})
ACTION_TEXTS.update({
    "summon_gilford3": Text("解放3只怪兽祭品召唤「{zh}」",
                            "Tribute Summon {en} with 3 tributes"),
    "summon_kaiser": Text("把「帝王海马」作为2只祭品，祭品召唤「{zh}」",
                          "Tribute Summon {en}, Kaiser Sea Horse counting as 2 tributes"),
    "summon_pill": Text("不用解放召唤「{zh}」（大进化药）",
                        "Normal Summon {en} without tributes (Big Evolution Pill)"),
    "set_pill": Text("不用解放盖放「{zh}」（大进化药）",
                     "Set {en} without tributes (Big Evolution Pill)"),
    "ss_bubbleman": Text("从手牌特殊召唤「{zh}」（攻击表示）",
                         "Special Summon {en} from your hand (Attack Position)"),
    "ss_bubbleman_def": Text("从手牌特殊召唤「{zh}」（守备表示）",
                             "Special Summon {en} from your hand (Defense Position)"),
})

# --- Gilford's trigger: only after the 3-tribute summon -----------------------------------------


def _gilford_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) >= 3 and w[2] == "normal" and last_summon_tributes(g, c) >= 3


def _gilford_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    g.destroy([m for m in g.mz[o] if m >= 0], "effect", lk)


register(GILFORD, Effect(kind="trigger", event="summoned", optional=False,
                         condition=_gilford_cond, operation=(_gilford_op,),
                         category=CAT_DESTROY))

# --- Bubbleman's draw (printed: nothing else in your hand or on your field) --------------------


def bubble_draw_ok(g: Duel, c: int, p: int, need_empty_hand: bool) -> bool:
    """Bubbleman's draw condition: no other card on ``p``'s field (and, printed, in hand)."""
    if need_empty_hand and g.hand[p]:
        return False
    return all(x == c for x in (*g.monsters(p), *g.spells(p))) and len(g.deck[p]) >= 2


def bubble_draw(g: Duel, lk: Link) -> None:
    """Draw 2."""
    g.draw(lk.player, 2)


register(BUBBLEMAN, Effect(kind="trigger", event="summoned", optional=True,
                           condition=lambda g, c, p, w: bubble_draw_ok(g, c, p, True),
                           operation=(bubble_draw,), category=CAT_DRAW))
