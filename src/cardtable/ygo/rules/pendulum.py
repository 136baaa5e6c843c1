"""Pendulum Monsters under Master Rule 3: Scales, Pendulum Effects and the Pendulum Summon.

Seed 003 「当作魔法卡的摇摆怪兽」 and the MR3 Pendulum rules (profile knobs ``pendulum_zones``,
``pendulum_summon``, ``pendulum_to_extra``):

* A Pendulum Monster activated in a Pendulum Zone is a Spell with no sub-type (none of Normal,
  Continuous, Field, Equip, Quick-Play, Ritual): its card type keeps no Spell sub-type bit, and
  :func:`acts_as_spell` tells rules that ask "is this a Spell now?" (Imperial Order).
* Its Pendulum Effects are Spell effects that exist only while it is in a Pendulum Zone: an
  activated one is an ``Effect(kind="spell_effect", where=LOC_PZONE)`` (an *effect* activation,
  not a card activation, Spell Speed 1); a continuous one is an ``Effect(kind="continuous",
  where=LOC_PZONE)`` whose aspects apply only there. The monster effects of a Pendulum card
  (``where`` without ``LOC_PZONE``) work only outside the Pendulum Zone:
  :func:`zone_aspect` wraps each aspect of a Pendulum card with that check
  (``CardPool.aspects_of``, effects/pool.py), and activated effects are bound to their zones by
  ``rules.legality.why_cannot``.
* The Scales: the left zone (``g.pz[p][0]``) uses the card's ``lscale``, the right one its
  ``rscale``.
* Pendulum Summon: once per turn, in an open state of your Main Phase, with a card in both
  Pendulum Zones, Special Summon any number of monsters (up to the free Monster Zones) whose
  Levels are strictly between the two Scales, from the hand and face-up Pendulum Monsters in the
  Extra Deck. It is one summon: the opponent may negate it while it is declared (Solemn
  Judgment, Horn of Heaven), and then every monster of it is destroyed and goes to the
  graveyard (they never were on the field).
* A Pendulum Monster that would go from the field to the graveyard goes face-up to the Extra
  Deck instead (``Actions.move``), except when its activation as a Spell was negated (seed 003:
  正常送去墓地).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.api import Aspect
from cardtable.ygo.effects.hooks import MAIN_ACTIONS
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.shapes import Opt, PsumCtx
from cardtable.ygo.state import (
    F_PROPER,
    LOC_EXTRA,
    LOC_HAND,
    LOC_LIMBO,
    LOC_PZONE,
    PH_MAIN1,
    PH_MAIN2,
    POS_FACEUP,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


#: Monsters that cannot be Pendulum Summoned from the hand (Extra Deck kinds, Ritual Monsters,
#: "cannot be Normal Summoned/Set" monsters with their own procedure, Tokens).
NOT_FROM_HAND = C.FUSION | C.RITUAL | C.SYNCHRO | C.XYZ | C.LINK | C.TOKEN | C.SPSUMMON


def is_pendulum(g: Duel, c: int) -> bool:
    """Card ``c`` is a Pendulum Monster."""
    return bool(g.pool.cards[g.code[c]].type & C.PENDULUM)


def acts_as_spell(g: Duel, c: int) -> bool:
    """``c`` is a Spell Card now: a Spell, or a Pendulum Monster in a Pendulum Zone (seed 003:
    摇摆区域的摇摆怪兽视为魔法卡). A Pendulum Spell has no sub-type, so it never matches
    Normal/Continuous/Field/Equip/Quick-Play/Ritual checks on its card type."""
    return bool(g.pool.cards[g.code[c]].type & C.SPELL) or g.loc[c] == LOC_PZONE


def scale_of(g: Duel, c: int) -> int:
    """The Pendulum Scale card ``c`` shows in its zone (left zone: ``lscale``, right:
    ``rscale``)."""
    cd = g.pool.cards[g.code[c]]
    return cd.lscale if g.seq[c] == 0 else cd.rscale


def scales(g: Duel, p: int) -> tuple[int, int] | None:
    """``(low, high)`` Scales of ``p``'s two Pendulum Zones, or None unless both hold a card."""
    a, b = g.pz[p]
    if a < 0 or b < 0:
        return None
    x, y = scale_of(g, a), scale_of(g, b)
    return (x, y) if x <= y else (y, x)


# --- Pendulum Effects: bound to their zone --------------------------------------------------


def _neutral(what: str) -> Any:
    return True if what == "equip_limit" else 0


def zone_aspect(a: Aspect, pendulum_effect: bool) -> Aspect:
    """Aspect ``a`` of a Pendulum card, applying only in the Pendulum Zone (a Pendulum Effect)
    or only outside it (a monster effect); elsewhere it returns a neutral value (no change).
    Aspects without a function are kept as they are."""
    fn = a.fn
    if fn is None:
        return a
    neutral = _neutral(a.what)

    def guarded(g: Duel, src: int, *rest: Any) -> Any:
        if (g.loc[src] == LOC_PZONE) != pendulum_effect:
            return neutral
        return fn(g, src, *rest)

    return Aspect(a.what, guarded)


# --- Pendulum Summon ------------------------------------------------------------------------


def _main_open(g: Duel, p: int) -> bool:
    return g.tp == p and g.phase in (PH_MAIN1, PH_MAIN2) and not g.chain


def card_reason(g: Duel, p: int, c: int, sc: tuple[int, int] | None) -> str:
    """``""`` if ``c`` may be one of ``p``'s Pendulum Summoned monsters (its place and Level
    only), else the rule key."""
    cd = g.pool.cards[g.code[c]]
    lo = g.loc[c]
    if g.ctrl[c] != p or not cd.is_monster:
        return "not_pendulum_source"
    if lo == LOC_HAND:
        if cd.type & NOT_FROM_HAND:
            return "cannot_special_summon"
    elif lo == LOC_EXTRA:
        if g.owner[c] != p or not cd.type & C.PENDULUM or not g.pos[c] & POS_FACEUP:
            return "not_pendulum_source"
    else:
        return "not_pendulum_source"
    if sc is None:
        return "no_scales"
    if not sc[0] < cd.level < sc[1]:
        return "level_out_of_scale"
    sa = g.hk.summon_allowed
    if sa and not all(ok(g, p, c, "special") for ok in sa):
        return "summon_forbidden"
    return ""


def candidates(g: Duel, p: int) -> list[int]:
    """Monsters ``p`` may Pendulum Summon now (hand first, then the face-up Extra Deck)."""
    sc = scales(g, p)
    if sc is None or sc[1] - sc[0] < 2:
        return []
    return [c for c in (*g.hand[p], *g.extra[p]) if not card_reason(g, p, c, sc)]


def why_no_pendulum_summon(g: Duel, p: int) -> str:
    """``""`` if ``p`` may start a Pendulum Summon now, else the rule key."""
    if not g.profile.pendulum_summon:
        return "no_pendulum_summon"
    if g.tp != p:
        return "not_your_turn"
    if not _main_open(g, p):
        return "not_main_phase"
    if g.psum == g.turn:
        return "pendulum_summon_used"
    if scales(g, p) is None:
        return "no_scales"
    if g.free_mzone(p) < 0:
        return "no_mzone"
    if not candidates(g, p):
        return "level_out_of_scale"
    return ""


def pendulum_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    """The main-phase option ``("pendulum_summon",)`` when a Pendulum Summon is possible."""
    if g.pz[p][0] < 0 or g.pz[p][1] < 0:  # fast path: no two Scales
        return []
    return [] if why_no_pendulum_summon(g, p) else [("pendulum_summon",)]


def _start(g: Duel, opt: tuple[Any, ...]) -> None:
    g.stack.append(("psum_pick", g.tp, ()))


MAIN_ACTIONS["pendulum_summon"] = _start


@step("psum_pick")
def _pick(g: Duel, fr: tuple[Any, ...]) -> None:
    """One pick at a time: a monster, or ``done`` once one is picked."""
    _, p, got = fr
    free = g.mz[p].count(-1)
    rest = [c for c in candidates(g, p) if c not in got]
    if not got and len(rest) == 1:  # a forced pick is made without asking (docs/rulings.md #25)
        got, rest = (rest[0],), []
    if len(got) >= free or not rest:
        g.stack.append(("psum_pos", p, got, ()))
        return
    opts: tuple[tuple[Any, ...], ...] = tuple(("card", c) for c in rest)
    if got:
        opts = (*opts, ("done",))
    g.pend = (p, "pick", "pendulum_pick", opts, "psum_pick",
              PsumCtx(p, got, free))


@handler("psum_pick")
def _pick_answer(g: Duel, opt: Opt, ctx: PsumCtx) -> None:
    p, got, _free = ctx
    if opt[0] == "done":
        g.stack.append(("psum_pos", p, got, ()))
    else:
        g.stack.append(("psum_pick", p, (*got, opt[1])))


@step("psum_pos")
def _pos(g: Duel, fr: tuple[Any, ...]) -> None:
    """A face-up battle position for each picked monster, in pick order."""
    _, p, got, poss = fr
    if len(poss) >= len(got):
        g.stack.append(("psum_declared", p, got, poss))
        return
    c = got[len(poss)]
    g.pend = (p, "position", "pendulum_pos", (("psum_atk", c), ("psum_def", c)), "psum_pos",
              (p, got, poss))


@handler("psum_pos")
def _pos_answer(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    p, got, poss = ctx
    g.stack.append(("psum_pos", p, got, (*poss, POS_FU_ATK if opt[0] == "psum_atk"
                                         else POS_FU_DEF)))


@step("psum_declared")
def _declared(g: Duel, fr: tuple[Any, ...]) -> None:
    """The summon is declared (the once-per-turn is used even if it is negated); the opponent
    may answer it like any summon (the ``("summoning", first card, player)`` window)."""
    _, p, got, poss = fr
    sc = scales(g, p) or (0, 0)
    g.psum = g.turn
    g.log("pendulum_summon_declared", {"player": p, "low": sc[0], "high": sc[1],
                                       "cards": [g.card_pub(c) for c in got]})
    g.log_rule("pendulum_summon", lo=sc[0], hi=sc[1], n=len(got))
    g.neg_summon = -1
    g.stack.append(("psum_finish", p, got, poss, tuple(g.life[c] for c in got)))
    g.stack.append(("window", 1 - p, 0, ("summoning", got[0], p)))


@step("psum_finish")
def _finish(g: Duel, fr: tuple[Any, ...]) -> None:
    _, p, got, poss, lives = fr
    still = [(c, pos) for c, pos, lf in zip(got, poss, lives, strict=True)
             if g.life[c] == lf and g.loc[c] in (LOC_HAND, LOC_EXTRA)]
    if g.neg_summon == got[0]:
        g.neg_summon = -1
        g.log_rule("pendulum_summon_negated", n=len(still))
        doomed = [c for c, _ in still]
        for c in doomed:
            if g.loc[c] == LOC_EXTRA:
                g.move(c, LOC_LIMBO)  # between places: destroyed from there, to the graveyard
        g.destroy(doomed, "summon_negated")
        g.stack.append(("triggers", ()))
        return
    last = -1
    for c, pos in still:
        if g.special_summon(c, p, pos, how="pendulum"):
            g.flags[c] |= F_PROPER  # properly summoned (revival limit)
            last = c
    if last < 0 or g.check_state():
        return
    w = ("summoned", last, "special", p)
    g.stack.append(("window_fresh", g.chains_started, p, w))
    if g.trig:
        g.stack.append(("triggers", w))


__all__ = ["acts_as_spell", "candidates", "card_reason", "is_pendulum", "pendulum_options",
           "scale_of", "scales", "why_no_pendulum_summon", "zone_aspect"]
