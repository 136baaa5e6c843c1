"""Goat-pool monsters Special Summoned by their own procedure (issue 15 part 3, monster batch
7): main-phase actions that are not chain links (``MAIN_OPTIONS``/``MAIN_ACTIONS``, as
``classic_procs.py``), one table row per card: what is removed from play from the Graveyard or
Tributed from the field (one pick at a time), or a condition only. The summon is a proper one
(the card may be revived later). Their other effects are here too: Spirit of Flames (+300 ATK in
your Battle Phase), Silpheed, Inferno, Gigantes (battle triggers), Red-Eyes Darkness Dragon (+300
per Dragon in your GY). Texts in ``pool/goat.csv``; checks in
``tests/ygo/test_goat_mon_procs.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    Filt,
    choose_pos,
    field_cards,
    gy_banish_blocked,
    gy_banish_ready,
    gy_banish_zone,
    gy_substituted,
    live_targets,
    pick,
    random_discard,
    reg,
)
from cardtable.ygo.cards.scripts.goat_mon_battle import destroyed_foe
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
)
from cardtable.ygo.effects.hooks import ACTION_TEXTS, MAIN_ACTIONS, MAIN_OPTIONS, only_for
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.summon import summon_by_procedure
from cardtable.ygo.state import (
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
    PH_BATTLE,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
A = C.ATTRIBUTE_BY_NAME
R = C.RACE_BY_NAME

SPIRIT_OF_FLAMES = 13522325
SILPHEED = 73001017
INFERNO = 74823665
GIGANTES = 47606319
GATE_GUARDIAN = 25833572
FIEND_MEGACYBER = 66362965
RED_EYES_DARKNESS = 96561011
SANGA, KAZEJIN, SUIJIN = 25955164, 62340868, 98434877
RED_EYES_B_DRAGON = 74677422
VALKYRION = 75347539
ALPHA, BETA, GAMMA = 99785935, 39256679, 11549357


class Proc(NamedTuple):
    """A Special Summon procedure from the hand: ``picks`` are filters of the cards to remove
    from play from your Graveyard (``where="gy"``), to Tribute from your field
    (``where="field"``) or to remove from play from your field (``where="field_banish"``:
    Vampire Genesis), picked one at a time in order; ``cond(g, player)`` a further
    condition."""

    where: str
    picks: tuple[Filt, ...] = ()
    cond: Callable[[Duel, int], bool] | None = None


def _monster_of(attr: str) -> Filt:
    return lambda g, c: bool(g.cd(c).is_monster and g.cd(c).attribute & A[attr])


def _code_is(code: int) -> Filt:
    return lambda g, c: g.code[c] == code


PROCS: dict[int, Proc] = {
    SPIRIT_OF_FLAMES: Proc("gy", (_monster_of("FIRE"),)),
    INFERNO: Proc("gy", (_monster_of("FIRE"),)),
    SILPHEED: Proc("gy", (_monster_of("WIND"),)),
    GIGANTES: Proc("gy", (_monster_of("EARTH"),)),
    GATE_GUARDIAN: Proc("field", (_code_is(SANGA), _code_is(KAZEJIN), _code_is(SUIJIN))),
    RED_EYES_DARKNESS: Proc("field", (_code_is(RED_EYES_B_DRAGON),)),
    VALKYRION: Proc("field", (_code_is(ALPHA), _code_is(BETA), _code_is(GAMMA))),
    # "if your opponent controls at least 2 more monsters than you"
    FIEND_MEGACYBER: Proc("", cond=lambda g, p: len(g.monsters(1 - p)) >= len(g.monsters(p)) + 2),
}


def _pool(g: Duel, p: int, pr: Proc) -> list[int]:
    if pr.where == "gy":
        return list(gy_banish_zone(g, p))
    return g.monsters(p) if pr.where in ("field", "field_banish") else []


def _cands(g: Duel, p: int, pr: Proc, i: int, got: tuple[int, ...]) -> list[int]:
    return [c for c in _pool(g, p, pr) if c not in got and pr.picks[i](g, c)]


def _feasible(g: Duel, p: int, pr: Proc) -> bool:
    """Every pick has a distinct card (picks are distinct kinds here, so greedily)."""
    got: tuple[int, ...] = ()
    for i in range(len(pr.picks)):
        cs = _cands(g, p, pr, i, got)
        if not cs:
            return False
        got = (*got, cs[0])
    return True


def _ok(g: Duel, p: int, c: int) -> bool:
    pr = PROCS[g.code[c]]
    frees_zone = pr.where in ("field", "field_banish") \
        or (pr.where == "gy" and gy_substituted(g, p))  # the cost frees a Monster Zone
    if g.free_mzone(p) < 0 and not frees_zone:
        return False
    if pr.cond is not None and not pr.cond(g, p):
        return False
    if pr.where == "gy" and gy_banish_blocked(g, p) \
            and not gy_substituted(g, p):  # Kycoo, Necrovalley (not a removal from the field)
        return False
    if g.hk.summon_allowed and not all(ok(g, p, c, "special") for ok in g.hk.summon_allowed):
        return False
    return _feasible(g, p, pr)


def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for c in g.hand[p]:
        if g.code[c] in PROCS and _ok(g, p, c):
            out.append(("goat_mon_proc", c))
            out.append(("goat_mon_proc_def", c))
    return out


def _start(pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        g.stack.append(("goat_mon_proc_step", opt[1], pos, ()))

    return act


@step("goat_mon_proc_step")
def _proc_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, c, pos, got = fr
    p = g.tp
    pr = PROCS[g.code[c]]
    if len(got) < len(pr.picks):
        cands = _cands(g, p, pr, len(got), got)
        if not cands:
            return  # the procedure can no longer be completed: nothing happens
        if len(cands) == 1:
            g.stack.append(("goat_mon_proc_step", c, pos, (*got, cands[0])))
            return
        prompt = "tribute" if pr.where == "field" else "choose"  # field_banish: "choose"
        g.pend = (p, "pick", prompt, tuple(("card", x) for x in cands),
                  "goat_mon_proc_pick", (c, pos, got))
        return
    _finish(g, c, pos, got)


@handler("goat_mon_proc_pick")
def _proc_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    c, pos, got = ctx
    g.stack.append(("goat_mon_proc_step", c, pos, (*got, opt[1])))


def _finish(g: Duel, c: int, pos: int, got: tuple[int, ...]) -> None:
    p = g.tp
    pr = PROCS[g.code[c]]
    if g.loc[c] != LOC_HAND:
        return
    if pr.where == "gy":
        if not all(gy_banish_ready(g, p, x) for x in got) \
                or (gy_banish_blocked(g, p) and not gy_substituted(g, p)):
            return
        g.banish(got)
    elif pr.where == "field":
        if any(g.loc[x] != LOC_MZONE for x in got):
            return
        g.send_to_gy(got, "tribute")
    elif pr.where == "field_banish":
        if any(g.loc[x] != LOC_MZONE for x in got):
            return
        g.banish(got)
    summon_by_procedure(g, c, p, pos)  # a Royal Oppression duel declares it first


MAIN_OPTIONS.append(only_for(PROCS)(_options))


def add_procs(rows: dict[int, Proc]) -> None:
    """Add a later batch's procedures to :data:`PROCS` (the main-phase options then run in the
    duels holding those cards too)."""
    PROCS.update(rows)
    only_for(rows)(_options)

MAIN_ACTIONS.update({"goat_mon_proc": _start(POS_FU_ATK), "goat_mon_proc_def": _start(POS_FU_DEF)})
ACTION_TEXTS.update({
    "goat_mon_proc": Text("以自身的方法特殊召唤「{zh}」（攻击表示）",
                          "Special Summon {en} by its own procedure (Attack Position)"),
    "goat_mon_proc_def": Text("以自身的方法特殊召唤「{zh}」（守备表示）",
                              "Special Summon {en} by its own procedure (Defense Position)"),
})

_PROC_NAME = Text("以自身的方法特殊召唤", "Special Summoned by its own procedure")
# Kaiser Sea Horse: counts as 2 Tributes for a LIGHT monster (its procedure is the seed pool's
# ``seed_summon_procs.py`` hook; this marker makes the card count as scripted)
KAISER_SEA_HORSE = 17444133
reg(KAISER_SEA_HORSE, Effect(kind="continuous", name=Text(
    "光属性怪兽的上级召唤可以作为2只祭品", "Counts as 2 Tributes for a LIGHT monster")))
for _code in (GATE_GUARDIAN, FIEND_MEGACYBER):
    reg(_code, Effect(kind="continuous", name=_PROC_NAME))

# --- the cards' other effects ------------------------------------------------------------------


def _flames(g: Duel, s: int, c: int) -> int:
    return 300 if c == s and g.phase == PH_BATTLE and g.tp == g.ctrl[s] else 0


reg(SPIRIT_OF_FLAMES, Effect(kind="continuous", aspects=(Aspect("atk", _flames),),
                             category=CAT_ATKCHANGE))


def _dragons_in_gy(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 300 * sum(1 for x in g.gy[g.ctrl[s]] if g.cd(x).is_monster
                     and g.cd(x).race & R["Dragon"])


reg(RED_EYES_DARKNESS, Effect(kind="continuous", aspects=(Aspect("atk", _dragons_in_gy),),
                              category=CAT_ATKCHANGE))


def _in_gy(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY


def _silpheed(g: Duel, lk: Link) -> None:
    random_discard(g, 1 - lk.player, 1)


def _inferno(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 1500, src=lk.card)


def _gigantes(g: Duel, lk: Link) -> None:
    out = [x for q in (0, 1) for x in (*g.sz[q], g.fz[q]) if x >= 0]
    if out:
        g.destroy(out, "effect", lk)


reg(SILPHEED, Effect(kind="trigger", event="battle_destroyed", optional=False,
                     condition=lambda g, c, p, w: _in_gy(g, c, p, w) and bool(g.hand[1 - p]),
                     operation=(_silpheed,)))
reg(INFERNO, Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                    condition=destroyed_foe, operation=(_inferno,), category=CAT_DAMAGE))
reg(GIGANTES, Effect(kind="trigger", event="battle_destroyed", optional=False, condition=_in_gy,
                     operation=(_gigantes,), category=CAT_DESTROY))


# --- Valkyrion the Magna Warrior: Tribute it: Alpha, Beta and Gamma from your GY ---------------


def _magnets(g: Duel, p: int) -> list[int]:
    """One each of Alpha, Beta, Gamma in ``p``'s GY that may be Special Summoned (the first
    found of each), or [] when one is missing."""
    out = []
    for code in (ALPHA, BETA, GAMMA):
        got = [c for c in g.gy[p] if g.code[c] == code and g.can_special_summon(c, p)]
        if not got:
            return []
        out.append(got[0])
    return out


def _tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")


def _valkyrion(g: Duel, lk: Link) -> None:
    p = lk.player
    ms = _magnets(g, p)
    if len(ms) == 3 and sum(1 for z in g.mz[p] if z < 0) >= 3:
        for m, pos in zip(ms, lk.picks[-3:], strict=True):  # the positions chosen, in order
            g.special_summon(m, p, int(pos))


reg(VALKYRION, Effect(kind="ignition", cost=(_tribute_self,),
                      condition=lambda g, c, p, w: len(_magnets(g, p)) == 3,
                      operation=(choose_pos, choose_pos, choose_pos, _valkyrion),
                      category=CAT_SPSUMMON,
                      name=Text("解放：从墓地特殊召唤α·β·γ", "Tribute: Alpha, Beta, Gamma from "
                                "the GY")))


# --- "If you Tribute Summon a <Attribute> monster, this card can be treated as 2 Tributes" -------
#     (Kaiser Sea Horse's procedure for LIGHT is seed_summon_procs.py's; the same for four more)

#: code -> the Attribute of the monster it may be 2 Tributes for
DOUBLE_TRIBUTES: dict[int, str] = {
    92084010: "WATER",  # Unshaven Angler
    15090429: "WIND",  # Whirlwind Prodigy
    44436472: "DARK",  # Double Coston
    41089128: "FIRE",  # Flame Ruler
    38479725: "EARTH",  # The Trojan Horse (goat-m2 batch 5)
}


def _double_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.ns_used >= 1 or g.tp != p:
        return []
    out: list[tuple[Any, ...]] = []
    doubles = [m for m in g.mz[p] if m >= 0 and g.code[m] in DOUBLE_TRIBUTES]
    if not doubles:
        return out
    for c in g.hand[p]:
        cd = g.cd(c)
        if not cd.is_monster or cd.type & (C.FUSION | C.RITUAL | C.SPSUMMON) or cd.level < 7:
            continue
        for k in doubles:
            if cd.attribute & A[DOUBLE_TRIBUTES[g.code[k]]]:
                out.append(("goat_mon_double", c, k))
    return out


def _double_summon(g: Duel, opt: tuple[Any, ...]) -> None:
    g.ns_used += 1
    g.stack.append(("summon_declared", opt[1], POS_FU_ATK, (opt[2],)))


MAIN_OPTIONS.append(only_for(DOUBLE_TRIBUTES)(_double_options))
MAIN_ACTIONS["goat_mon_double"] = _double_summon
ACTION_TEXTS["goat_mon_double"] = Text("把1只怪兽作为2只祭品，祭品召唤「{zh}」",
                                       "Tribute Summon {en}, 1 monster counting as 2 Tributes")
_ATTR_ZH = {"WATER": "水", "WIND": "风", "DARK": "暗", "FIRE": "炎", "EARTH": "地"}
for _code, _attr in DOUBLE_TRIBUTES.items():
    reg(_code, Effect(kind="continuous", name=Text(
        f"{_ATTR_ZH[_attr]}属性怪兽的上级召唤可以作为2只祭品",
        f"Counts as 2 Tributes for a {_attr} monster's Tribute Summon")))


# --- Dark Magician Knight: Special Summoned only by "Knight's Title" (its summon condition is
#     the engine's SpecialSummon type; Knight's Title is scripted with the Spells) -------------

DARK_MAGICIAN_KNIGHT = 50725996


def _destroy_target_card(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.destroy(ts, "effect", lk)


_field = field_cards("any")
reg(DARK_MAGICIAN_KNIGHT, Effect(
    kind="trigger", event="summoned", optional=False,
    condition=lambda g, c, p, w: len(w) > 2 and w[2] == "special" and g.loc[c] == LOC_MZONE
    and bool(_field(g, p, c)),
    target=(pick(_field, "target_card"),), target_picks=True, operation=(_destroy_target_card,),
    category=CAT_DESTROY))
