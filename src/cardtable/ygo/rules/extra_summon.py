"""Synchro and Xyz Summons (the Master Rule 3 era, 2014: both from the Extra Deck, no Link, no
Extra Monster Zone). Both are main-phase actions of the turn player, not chain links.

**Synchro Summon.** 1 face-up Tuner + face-up non-Tuner monsters you control whose Levels add up
exactly to the Synchro monster's Level, within the card's material requirements
(:func:`synchro_spec`: a specific Tuner, how many non-Tuners). The materials are picked one at a
time (Tuner first); only picks that can still complete a legal set are offered. Declaring the
summon sends the materials to the GY (reason ``synchro_material``); then, as for a Tribute Summon,
the opponent may negate the summon (Horn of Heaven, Solemn Judgment) while the monster waits in
limbo: a negated Synchro monster is destroyed (to the GY, never properly summoned: revival limit)
and the materials stay used. Otherwise it is Special Summoned (``how="synchro"``, properly).

**Xyz Summon.** N face-up monsters you control with the same Level, equal to the Xyz monster's
Rank (N = :func:`xyz_count`, 2 by default; Tokens and Xyz monsters cannot be materials). The
materials are not sent to the GY: they become Xyz Materials attached to the monster
(``LOC_OVERLAY``, kept in ``g.limbo`` with ``g.equip[m]`` = the Xyz monster; not cards on the
field, so no "leaves the field" effect triggers). A negated Xyz Summon destroys the monster and
sends its materials to the GY. When an Xyz monster leaves the field its materials go to the GY
(``Actions._materials_follow``); flipped face-down or taken over, it keeps them. Detaching a
material is a cost (:func:`cardtable.ygo.effects.costs.detach`).

Xyz monsters have a Rank, not a Level (``g.level`` is 0, ``g.rank`` the Rank), so effects about
Levels never apply to them. Synchro and Xyz monsters cannot be Normal Summoned/Set, return to the
Extra Deck instead of the hand or the deck, and follow the revival limit
(``Actions.can_special_summon``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.effects.hooks import ACTION_TEXTS, MAIN_ACTIONS
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.texts import RULES
from cardtable.ygo.state import (
    LOC_EXTRA,
    LOC_LIMBO,
    LOC_OVERLAY,
    PH_MAIN1,
    PH_MAIN2,
    POS_FACEUP,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MonsterFilter = Callable[["Duel", int], bool]


@dataclass(frozen=True, slots=True)
class SynchroSpec:
    """Material requirements of a Synchro monster: ``tuner`` = passcode of the required Tuner
    (0 = any Tuner), ``non_tuner`` = extra condition on each non-Tuner (None = any),
    ``min_non``..``max_non`` non-Tuners."""

    tuner: int = 0
    non_tuner: MonsterFilter | None = None
    min_non: int = 1
    max_non: int = 99


#: per-passcode Synchro requirements registered by card scripts (default: "1 Tuner + 1 or more
#: non-Tuner monsters"; a card's ``materials: [passcode]`` in its YAML names a required Tuner)
SYNCHRO_SPECS: dict[int, SynchroSpec] = {}
#: per-passcode number of Xyz Materials (default 2)
XYZ_COUNTS: dict[int, int] = {}

RULES.update({
    "synchro_materials": Text("同调召唤「{card_zh}」：{n}只同调素材送去墓地（等级合计{level}）",
                              "Synchro Summon of {card}: {n} Synchro Material(s) sent to the "
                              "graveyard (Levels total {level})"),
    "xyz_materials": Text("超量召唤「{card_zh}」：{n}只{rank}星怪兽重叠成为超量素材（不送去墓地，"
                          "也不视为离场）",
                          "Xyz Summon of {card}: {n} Level {rank} monsters are overlaid as Xyz "
                          "Materials (not sent to the graveyard, they do not 'leave the field')"),
    "xyz_materials_follow": Text("超量怪兽「{card_zh}」离场：{n}张超量素材送去墓地",
                                 "The Xyz monster {card} left the field: its {n} Xyz "
                                 "Material(s) go to the graveyard"),
    "xyz_negated_materials": Text("超量召唤被无效：「{card_zh}」的超量素材送去墓地",
                                  "The Xyz Summon is negated: the materials of {card} go to the "
                                  "graveyard"),
    "extra_summon_failed": Text("「{card_zh}」的召唤已不能进行：不召唤",
                                "{card} can no longer be summoned: nothing happens"),
    "no_tuner": Text("场上没有表侧表示的调整怪兽，不能同调召唤",
                     "You control no face-up Tuner monster, so you cannot Synchro Summon"),
    "synchro_tuner_required": Text("这张同调怪兽需要指定的调整作为素材，你的场上没有",
                                   "This Synchro Monster needs a specific Tuner as material and "
                                   "you do not control it face-up"),
    "synchro_levels": Text("调整与非调整怪兽的等级合计无法恰好等于同调怪兽的等级",
                           "No face-up Tuner + non-Tuner monsters of yours have Levels that "
                           "add up exactly to the Synchro Monster's Level"),
    "xyz_not_enough": Text("场上没有足够的表侧表示的、等级与阶级相同的怪兽，不能超量召唤",
                           "You do not control enough face-up monsters whose Level equals this "
                           "Xyz Monster's Rank, so you cannot Xyz Summon"),
    "not_in_extra": Text("这张卡不在你的额外卡组", "This card is not in your Extra Deck"),
    "not_synchro": Text("这张卡不是同调怪兽", "This card is not a Synchro Monster"),
    "not_xyz": Text("这张卡不是超量怪兽", "This card is not an Xyz Monster"),
    "no_materials": Text("没有可以取除的超量素材", "No Xyz Material to detach"),
})


def synchro_spec(cd: CardData) -> SynchroSpec:
    """The material requirements of Synchro monster ``cd``."""
    spec = SYNCHRO_SPECS.get(cd.code)
    if spec is not None:
        return spec
    mats = cd.materials
    return SynchroSpec(tuner=mats[0]) if mats else SynchroSpec()


def xyz_count(code: int) -> int:
    """How many Xyz Materials Xyz monster ``code`` needs."""
    return XYZ_COUNTS.get(code, 2)


# --- candidates ----------------------------------------------------------------------------------


def _is_tuner(g: Duel, m: int) -> bool:
    return bool(g.pool.cards[g.code[m]].type & C.TUNER)


def _leveled(g: Duel, p: int) -> list[int]:
    """Face-up monsters of ``p`` with a Level."""
    return [m for m in g.mz[p] if m >= 0 and g.pos[m] & POS_FACEUP and g.has_level(m)]


def _can_sum(g: Duel, need: int, pool: list[int], mn: int, mx: int) -> bool:
    """Some ``mn``..``mx`` monsters of ``pool`` have Levels adding up to exactly ``need``."""
    if need == 0:
        return mn <= 0
    lv = [g.level(m) for m in pool]
    for k in range(max(mn, 1), min(mx, len(lv)) + 1):
        if any(sum(c) == need for c in combinations(lv, k)):
            return True
    return False


def _non_tuners(g: Duel, p: int, spec: SynchroSpec) -> list[int]:
    f = spec.non_tuner
    return [m for m in _leveled(g, p) if not _is_tuner(g, m) and (f is None or f(g, m))]


def synchro_next(g: Duel, p: int, s: int, got: tuple[int, ...]) -> list[int] | None:
    """The materials ``p`` may pick next for Synchro monster ``s`` after ``got`` (Tuner first);
    ``None`` when ``got`` is a complete legal set."""
    spec = synchro_spec(g.pool.cards[g.code[s]])
    lvl = g.pool.cards[g.code[s]].level
    non = _non_tuners(g, p, spec)
    if not got:
        return [t for t in _leveled(g, p) if _is_tuner(g, t)
                and (not spec.tuner or g.code[t] == spec.tuner)
                and _can_sum(g, lvl - g.level(t), non, spec.min_non, spec.max_non)]
    k = len(got) - 1
    left = lvl - sum(g.level(m) for m in got)
    if left == 0 and k >= spec.min_non:
        return None
    pool = [m for m in non if m not in got]
    out = []
    for m in pool:
        rest = [x for x in pool if x != m]
        if k + 1 <= spec.max_non and g.level(m) <= left and _can_sum(
                g, left - g.level(m), rest, spec.min_non - k - 1, spec.max_non - k - 1):
            out.append(m)
    return out


def _xyz_pool(g: Duel, p: int, x: int) -> list[int]:
    rank = g.pool.cards[g.code[x]].level
    return [m for m in _leveled(g, p)
            if g.level(m) == rank and not g.pool.cards[g.code[m]].type & C.TOKEN]


def xyz_next(g: Duel, p: int, x: int, got: tuple[int, ...]) -> list[int] | None:
    """The materials ``p`` may pick next for Xyz monster ``x``; ``None`` when ``got`` is
    complete."""
    need = xyz_count(g.code[x])
    if len(got) >= need:
        return None
    pool = [m for m in _xyz_pool(g, p, x) if m not in got]
    return pool if len(pool) >= need - len(got) else []


def _allowed(g: Duel, p: int, c: int) -> bool:
    return all(ok(g, p, c, "special") for ok in g.hk.summon_allowed)


def extra_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    """Main-phase options: the Synchro and Xyz Summons ``p`` can perform now (called by
    rules/main_phase.py only in duels holding a Synchro or Xyz monster)."""
    out: list[tuple[Any, ...]] = []
    for c in g.extra[p]:
        t = g.pool.cards[g.code[c]].type
        if t & C.SYNCHRO:
            if synchro_next(g, p, c, ()) and _allowed(g, p, c):
                out.append(("synchro_summon", c))
                out.append(("synchro_summon_def", c))
        elif t & C.XYZ and xyz_next(g, p, c, ()) and _allowed(g, p, c):
            out.append(("xyz_summon", c))
            out.append(("xyz_summon_def", c))
    return out


def why_not_extra(g: Duel, p: int, c: int, kind: str) -> str:
    """The rule key forbidding ``p`` to Synchro (``kind="synchro"``) or Xyz Summon ``c`` now,
    ``""`` if allowed."""
    cd = g.pool.cards[g.code[c]]
    if kind == "synchro" and not cd.type & C.SYNCHRO:
        return "not_synchro"
    if kind == "xyz" and not cd.type & C.XYZ:
        return "not_xyz"
    if g.loc[c] != LOC_EXTRA or g.owner[c] != p:
        return "not_in_extra"
    if g.tp != p:
        return "not_your_turn"
    if g.phase not in (PH_MAIN1, PH_MAIN2) or g.chain:
        return "not_main_phase"
    if not _allowed(g, p, c):
        return "summon_forbidden"
    if kind == "xyz":
        return "" if xyz_next(g, p, c, ()) else "xyz_not_enough"
    if synchro_next(g, p, c, ()):
        return ""
    spec = synchro_spec(cd)
    tuners = [t for t in _leveled(g, p) if _is_tuner(g, t)]
    if not tuners:
        return "no_tuner"
    if spec.tuner and not any(g.code[t] == spec.tuner for t in tuners):
        return "synchro_tuner_required"
    return "synchro_levels"


# --- the procedure ------------------------------------------------------------------------------


def _start(kind: str, pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        g.stack.append(("xs_pick", kind, opt[1], pos, ()))

    return act


@step("xs_pick")
def _pick(g: Duel, fr: tuple[Any, ...]) -> None:
    _, kind, c, pos, got = fr
    p = g.tp
    cands = synchro_next(g, p, c, got) if kind == "synchro" else xyz_next(g, p, c, got)
    if cands is None:
        _declare(g, kind, c, pos, got)
        return
    if not cands or g.loc[c] != LOC_EXTRA:
        g.log_rule("extra_summon_failed", card=g.name(c).en, card_zh=g.name(c).zh)
        return
    forced = 1 if kind == "synchro" else xyz_count(g.code[c]) - len(got)
    if len(cands) <= forced:  # forced: no question
        g.stack.append(("xs_pick", kind, c, pos, (*got, *cands)))
        return
    prompt = "synchro_material" if kind == "synchro" else "xyz_material"
    g.pend = (p, "pick", prompt, tuple(("card", m) for m in cands), "xs_pick",
              (kind, c, pos, got))


@handler("xs_pick")
def _picked(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    kind, c, pos, got = ctx
    g.stack.append(("xs_pick", kind, c, pos, (*got, opt[1])))


def _declare(g: Duel, kind: str, c: int, pos: int, got: tuple[int, ...]) -> None:
    p = g.tp
    nm = g.name(c)
    g.log(f"{kind}_declared", {**g.card_pub(c), "player": p,
                               "materials": [g.card_pub(m) for m in got]})
    g.move(c, LOC_LIMBO, p)
    if kind == "synchro":
        g.log_rule("synchro_materials", card=nm.en, card_zh=nm.zh, n=len(got),
                   level=sum(g.level(m) for m in got))
        g.send_to_gy(got, "synchro_material")
    else:
        g.log_rule("xyz_materials", card=nm.en, card_zh=nm.zh, n=len(got),
                   rank=g.pool.cards[g.code[c]].level)
        attach(g, c, got)
    g.neg_summon = -1
    g.stack.append(("xs_finish", kind, c, pos))
    g.stack.append(("window", 1 - p, 0, ("summoning", c, p)))
    if kind == "synchro":
        g.stack.append(("triggers", ()))  # "sent to the GY" triggers of the materials


def attach(g: Duel, x: int, cards: Iterable[int]) -> None:
    """Attach ``cards`` to Xyz monster ``x`` as Xyz Materials (no "leaves the field")."""
    for m in cards:
        g.move(m, LOC_OVERLAY, g.ctrl[x])
        g.equip[m] = x
        g.log("attach", {**g.card_pub(m), "to": g.card_pub(x)})


def detach(g: Duel, mats: Iterable[int]) -> None:
    """Detach Xyz Materials: they go to the GY."""
    for m in mats:
        x = g.equip[m]
        g.log("detach", {**g.card_pub(m), "from": g.card_pub(x) if x >= 0 else None})
        g.send_to_gy((m,), "detach")


@step("xs_finish")
def _finish(g: Duel, fr: tuple[Any, ...]) -> None:
    _, kind, c, pos = fr
    p = g.tp
    mats = g.materials_of(c) if kind == "xyz" else []
    if g.neg_summon == c:
        g.neg_summon = -1
        g.log_rule("summon_negated", card=g.name(c).en, card_zh=g.name(c).zh, where="extra")
        g.destroy([c], "summon_negated")
        if mats:
            g.log_rule("xyz_negated_materials", card=g.name(c).en, card_zh=g.name(c).zh)
            g.send_to_gy(mats, "xyz_material")
        g.stack.append(("triggers", ()))
        return
    if g.loc[c] != LOC_LIMBO:
        return
    if not g.special_summon(c, p, pos, how=kind):
        g.move(c, LOC_EXTRA)  # could not land: back to the Extra Deck, materials to the GY
        if mats:
            g.send_to_gy(mats, "xyz_material")
        return
    if g.check_state():
        return
    w = ("summoned", c, "special", p)
    g.stack.append(("window_fresh", g.chains_started, p, w))
    g.stack.append(("triggers", w))


def summoned_as(g: Duel, c: int, how: str) -> bool:
    """``c``'s latest Special Summon was by ``how`` (``"synchro"``/``"xyz"``) and it has not
    moved since (for "When this card is Synchro Summoned" triggers)."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "special_summon" and pub.get("card") == c:
            return bool(pub.get("how") == how)
    return False


MAIN_ACTIONS.update({
    "synchro_summon": _start("synchro", POS_FU_ATK),
    "synchro_summon_def": _start("synchro", POS_FU_DEF),
    "xyz_summon": _start("xyz", POS_FU_ATK),
    "xyz_summon_def": _start("xyz", POS_FU_DEF),
})
ACTION_TEXTS.update({
    "synchro_summon": Text("同调召唤「{zh}」（攻击表示）", "Synchro Summon {en} (Attack Position)"),
    "synchro_summon_def": Text("同调召唤「{zh}」（守备表示）",
                               "Synchro Summon {en} (Defense Position)"),
    "xyz_summon": Text("超量召唤「{zh}」（攻击表示）", "Xyz Summon {en} (Attack Position)"),
    "xyz_summon_def": Text("超量召唤「{zh}」（守备表示）", "Xyz Summon {en} (Defense Position)"),
})
