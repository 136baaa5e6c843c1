""""Why not?": which rule forbids an action for a seat now (zh + en).

The asking seat is part of the contract: an answer may depend only on what that seat can see.
A query about a card the seat cannot see (the opponent's hand, Fusion Deck or face-down cards,
any Deck) is answered exactly like a query about an id that names no card (``unknown``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.effects.api import CAT_NEGATE_ACT
from cardtable.ygo.labels import visible_to
from cardtable.ygo.rules.battle import attack_targets, attackers, targets_of
from cardtable.ygo.rules.extra_summon import why_not_extra
from cardtable.ygo.rules.legality import why_cannot
from cardtable.ygo.rules.main_phase import can_change_position, settable, summonable
from cardtable.ygo.rules.pendulum import card_reason, scales, why_no_pendulum_summon
from cardtable.ygo.rules.texts import RULES
from cardtable.ygo.shapes import PEND_CTX, WindowCtx, WindowEvent
from cardtable.ygo.state import (
    F_ATTACKED,
    LOC_DECK,
    LOC_PZONE,
    PH_BATTLE,
    PH_MAIN1,
    PH_MAIN2,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


def sees(g: Duel, seat: int, c: int) -> bool:
    """Whether ``seat`` may ask about card ``c``: it knows the card's identity now
    (:func:`visible_to`) and the card is not in a Deck (card ids follow the shuffled Deck
    order, so a Deck card's answer would tell what is drawn next, even to its owner)."""
    return g.loc[c] != LOC_DECK and visible_to(g, c, seat)


def _cards_for(g: Duel, seat: int, q: Mapping[str, Any]) -> list[int]:
    """The cards a query names that ``seat`` can see. A card it cannot see is left out, so
    every hidden card (and every id that names no card) gets the same answer: ``unknown``."""
    if isinstance(q.get("card"), int) and not isinstance(q.get("card"), bool):
        c = int(q["card"])
        return [c] if 0 <= c < g.n and sees(g, seat, c) else []
    name = str(q.get("name", "")).lower()
    if not name:
        return []
    out = []
    for c in range(g.n):
        cd = g.cd(c)
        if name in (cd.name.en.lower(), cd.name.zh) and sees(g, seat, c):
            out.append(c)
    return out


def _top_is_spell_effect(g: Duel) -> bool:
    """The top chain link is the effect activation of a Spell, not a Spell Card activation
    (seed 003: a face-up continuous/equip/field spell's own effect)."""
    if not g.chain:
        return False
    lk = g.chain[-1]
    return not lk.card_act and g.pool.cards[lk.code].is_spell


def why_not_keys(g: Duel, seat: int, q: Mapping[str, Any]) -> list[str]:
    """Rule keys (of :data:`RULES`) that forbid ``q`` for ``seat``; empty = allowed."""
    a = q.get("action")
    w: WindowEvent = ()
    pend = g.pend
    if pend is not None and isinstance(pend[PEND_CTX], WindowCtx):
        w = pend[PEND_CTX].event
    cs = _cards_for(g, seat, q)
    if a in ("activate", "summon", "set_monster", "set", "change_pos", "flip_summon", "attack",
             "synchro_summon", "xyz_summon") and not cs:
        return ["unknown"]
    keys: list[str] = []
    main_ok = g.tp == seat and g.phase in (PH_MAIN1, PH_MAIN2) and not g.chain
    if a == "activate":
        for c in cs:
            effs = g.pool.window_effs(g.code[c])
            if not effs:
                keys.append("no_effect")
            for e in effs:
                r = why_cannot(g, seat, c, e, w)
                if not r:
                    return []
                if r == "location" and g.loc[c] == LOC_PZONE and e.kind in ("ignition", "quick"):
                    r = "pendulum_monster_effect_zone"  # seed 003: zone-bound effects
                keys.append(r)
                if r == "condition" and e.category & CAT_NEGATE_ACT and _top_is_spell_effect(g):
                    keys.append("not_a_card_activation")  # Magic Jammer vs Wonder Wand (seed 003)
    elif a in ("summon", "set_monster"):
        if not main_ok:
            keys.append("not_your_turn" if g.tp != seat else "not_main_phase")
        for c in cs:
            r = summonable(g, seat, c, "normal" if a == "summon" else "set")
            if r:
                keys.append(r)
    elif a == "set":
        if not main_ok:
            keys.append("not_your_turn" if g.tp != seat else "not_main_phase")
        for c in cs:
            r = settable(g, seat, c)
            if r:
                keys.append(r)
    elif a in ("change_pos", "flip_summon"):
        if not main_ok:
            keys.append("not_your_turn" if g.tp != seat else "not_main_phase")
        sa = g.hk.summon_allowed
        for c in cs:
            r = can_change_position(g, c)
            if r:
                keys.append(r)
            elif a == "flip_summon" and sa and not all(ok(g, seat, c, "flip") for ok in sa):
                keys.append("summon_forbidden")  # as the main menu asks (rules/main_phase.py)
    elif a == "attack":
        if g.tp != seat or g.phase != PH_BATTLE:
            keys.append("not_battle_step")
        for c in cs:
            if g.pos[c] != POS_FU_ATK:
                keys.append("cannot_attack_pos")
            elif g.flags[c] & F_ATTACKED:
                keys.append("already_attacked")
            elif c not in attackers(g, seat):
                keys.append("attack_locked")
        if q.get("target") == -1 and any(m >= 0 for m in g.mz[1 - seat]) and not any(
                -1 in targets_of(g, c, attack_targets(g, seat)) for c in cs):
            keys.append("no_direct")  # unless it may attack directly (Nightmare Horse)
    elif a in ("synchro_summon", "xyz_summon"):  # rules/extra_summon.py
        for c in cs:
            r = why_not_extra(g, seat, c, a[:-7])
            if not r:
                return []
            keys.append(r)
    elif a == "pendulum_summon":
        keys.extend(_why_pendulum(g, seat, q, cs))
    elif a == "to_battle":
        if g.turn == 1 and not g.profile.first_turn_battle:
            keys.append("no_battle_first_turn")
        elif not main_ok or g.phase != PH_MAIN1:
            keys.append("not_main_phase")
        elif g.hk.battle_allowed and not all(ok(g) for ok in g.hk.battle_allowed):
            keys.append("battle_skipped")  # Artifact Ignition, Soul Exchange (BATTLE_ALLOWED)
    else:
        keys.append("unknown")
    seen: list[str] = []
    for k in keys:
        if k not in seen:
            seen.append(k)
    return seen


def _why_pendulum(g: Duel, seat: int, q: Mapping[str, Any], cs: list[int]) -> list[str]:
    """Why ``seat`` cannot Pendulum Summon now (optionally: that card)."""
    r = why_no_pendulum_summon(g, seat)
    keys = [r] if r and (r != "level_out_of_scale" or not cs) else []
    if "card" in q or "name" in q:
        if not cs:
            return ["unknown"]
        sc = scales(g, seat)
        for c in cs:
            k = card_reason(g, seat, c, sc)
            if k and k not in keys:
                keys.append(k)
    return keys


def why_not_texts(g: Duel, seat: int, q: Mapping[str, Any]) -> list[Text]:
    """The forbidding rules as zh/en texts. A lock by a card's continuous effect names that
    card (Swords of Revealing Light: "Swords of Revealing Light's effect prevents this monster
    from declaring an attack"); the locking cards are face-up on the field, so public."""
    out: list[Text] = []
    for k in why_not_keys(g, seat, q):
        srcs = attack_lock_sources(g, _cards_for(g, seat, q)) if k == "attack_locked" else []
        if not srcs:
            out.append(RULES[k])
        for s in srcs:
            nm = g.cd(s).name
            out.append(RULES["attack_locked_by"].format(card_zh=nm.zh, card=nm.en))
    return out


def attack_lock_sources(g: Duel, cards: list[int]) -> list[int]:
    """The face-up cards whose ``no_attack`` aspect forbids one of ``cards`` to attack now, in
    field order (a lock by a rule hook with no card, e.g. a skipped Battle Phase, is not here)."""
    out: list[int] = []
    if not g.aidx:
        return out
    for s in g.sources():
        for a in g.pool.aspects_of(g.code[s]):
            if (a.what == "no_attack" and a.fn is not None and s not in out
                    and any(a.fn(g, s, c) for c in cards)):
                out.append(s)
    return out
