"""May this effect be activated now? One function answers, with the rule that forbids it.

:func:`why_cannot` returns ``""`` when the activation is legal, else a key of
:data:`cardtable.ygo.rules.texts.RULES` naming the rule (used by "why not?" and by the
option enumeration, so the two can never disagree).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.effects.api import Effect, no_legal_targets
from cardtable.ygo.effects.hooks import (
    EITHER_PLAYER,
    activation_allowed,
    hand_traps_allowed,
    window_banned,
)
from cardtable.ygo.state import (
    BS_CALC,
    BS_DAMAGE,
    F_ACTIVE,
    FEAT_GY_EFFECTS,
    LOC_FZONE,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_PZONE,
    LOC_SZONE,
    PH_BATTLE,
    PH_MAIN1,
    PH_MAIN2,
    POS_FACEUP,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

def speed_of(cd: CardData, e: Effect) -> int:
    """Spell speed of effect ``e`` of card ``cd`` (computed unless the effect sets it)."""
    if e.speed:
        return e.speed
    if e.kind == "activate":
        if cd.is_trap:
            return 3 if cd.type & C.COUNTER else 2
        if cd.type & C.QUICKPLAY:
            return 2
        return 1
    if e.kind == "quick":
        return 2
    return 1


def why_cannot(g: Duel, p: int, c: int, e: Effect, w: tuple[Any, ...], speed: int = 0) -> str:
    """``""`` if player ``p`` may activate effect ``e`` of card ``c`` now, else the rule key.
    ``speed`` may pass the effect's spell speed when the caller already knows it."""
    code = g.code[c]
    cd = g.pool.cards[code]
    lo = g.loc[c]
    own_turn = g.tp == p
    if not speed:
        speed = speed_of(cd, e)
    kind = e.kind
    main_open = own_turn and g.phase in (PH_MAIN1, PH_MAIN2) and not g.chain
    typ = cd.type
    if kind == "activate":
        if typ & C.MONSTER:
            if not (g.profile.pendulum_zones and cd.type & C.PENDULUM):
                return "no_effect"
            if lo != LOC_HAND or g.ctrl[c] != p:
                return "location"
            if g.pz[p][0] >= 0 and g.pz[p][1] >= 0:
                return "no_pzone"
        elif lo == LOC_HAND:
            if g.ctrl[c] != p:
                return "location"
            if typ & C.TRAP and not (g.hooked and g.hk.hand_traps
                                     and hand_traps_allowed(g, p)):
                return "trap_from_hand"  # Makyura the Destructor: effects/hooks.HAND_TRAPS
            if typ & C.QUICKPLAY and not own_turn:
                return "qp_hand_opp_turn"
            if not typ & C.FIELD and g.free_szone(p) < 0:
                return "no_szone"
        elif lo in (LOC_SZONE, LOC_FZONE):
            if g.ctrl[c] != p:
                return "location"
            if g.pos[c] & POS_FACEUP:
                return "already_active"
            if typ & (C.TRAP | C.QUICKPLAY) and g.since[c] >= g.turn:
                return "set_this_turn"
        else:
            return "location"
        if speed == 1 and not main_open:
            return _speed1_reason(g, own_turn)
    elif kind == "ignition":
        if lo != LOC_MZONE or g.ctrl[c] != p or not g.pos[c] & POS_FACEUP:
            return "location"
        if not main_open:
            return _speed1_reason(g, own_turn)
    elif kind == "quick":
        where = e.where or LOC_MZONE
        if not lo & where or (g.ctrl[c] != p and not either_player(g, c, e)):
            return "location"
        if lo == LOC_MZONE and not g.pos[c] & POS_FACEUP:
            return "face_down"
    elif kind == "spell_effect":
        where = e.where or (LOC_SZONE | LOC_FZONE)
        if not lo & where or g.ctrl[c] != p:
            return "location"
        if lo != LOC_GY and (not g.pos[c] & POS_FACEUP or not g.flags[c] & F_ACTIVE):
            return "face_down"
        if speed == 1 and not main_open:
            return _speed1_reason(g, own_turn)
    else:
        return "no_effect"
    chain = g.chain
    if chain:
        if speed < 2:
            return "speed1_chain"
        if speed < chain[-1].speed:
            return "speed_low"
    wk = w[0] if w else ""
    if wk == "summoning" and e.event != "summoning":
        return "summoning_window"
    if wk == "summoned" and speed == 1 and own_turn and not chain \
            and g.profile.summon_priority != "speed1" \
            and (g.profile.summon_priority == "fast" or kind != "ignition"):
        return "summon_priority"  # the opponent may answer the summon first (goat: ignitions ok)
    if g.phase == PH_BATTLE and speed < 3:
        if g.bstep == BS_CALC and not e.dmg_calc:
            return "damage_calc"
        if g.bstep == BS_DAMAGE and not e.dmg_step:
            return "damage_step"
    ev = e.event
    if ev:
        if ev == "activated":
            if not chain:
                return "condition"
        elif ev != wk:
            return "condition"
    if e.condition is not None and not e.condition(g, c, p, w):
        return "condition"
    if not g.hooked:  # no card hook is active in this duel (g.hooked): nothing else to ask
        return ""
    hk = g.hk
    if hk.activate_allowed and not activation_allowed(g, p, c, e):
        return "prohibited"  # Jinzo, Prohibition (effects/hooks.py)
    if hk.window_bans and window_banned(g, p, c, e, w):
        return "prohibited"  # a lock on this window (Creeping Doom Manta: effects/hooks.py)
    if (hk.target_filters or hk.target_bans) and e.target_picks \
            and no_legal_targets(g, p, c, e):
        return "untargetable"  # its only targets cannot be targeted (Lord of D.)
    return ""


def either_player(g: Duel, c: int, e: Effect) -> bool:
    """Effect ``e`` of card ``c`` may be used by either player (effects/hooks.EITHER_PLAYER:
    "either player can pay 800 LP to ...", Royal Oppression) while ``c`` is face-up."""
    idx = EITHER_PLAYER.get(g.code[c]) if g.hk.either_player else None
    return idx is not None and e.index in idx and bool(g.pos[c] & POS_FACEUP)


def _either_player_acts(g: Duel, p: int, w: tuple[Any, ...],
                        out: list[tuple[int, int]]) -> None:
    """Add to ``out`` the effects ``p`` may use of the other player's face-up cards
    (:func:`either_player`); the controller's own are listed with its other cards."""
    o = 1 - p
    for c in (*g.sz[o], *g.mz[o]):
        if c >= 0 and g.code[c] in g.hk.either_player and g.pos[c] & POS_FACEUP \
                and g.ctrl[c] == o:
            effs = g.pool.effects_of(g.code[c])
            for ei in sorted(EITHER_PLAYER[g.code[c]]):
                if not why_cannot(g, p, c, effs[ei], w):
                    out.append((c, ei))


def _speed1_reason(g: Duel, own_turn: bool) -> str:
    if not own_turn:
        return "not_your_turn"
    if g.chain:
        return "speed1_chain"
    return "not_main_phase"


def legal_activations(g: Duel, p: int, w: tuple[Any, ...]) -> list[tuple[int, int]]:
    """Every ``(card, effect index)`` player ``p`` may activate now, in a stable order.

    A fast pre-filter (spell speed needed now, the event the window answers) skips most cards
    before the full :func:`why_cannot` check."""
    out: list[tuple[int, int]] = []
    code = g.code
    act = g.act
    if act:  # no card with a window effect in a hand or on the field: nothing to check here
        chain = g.chain
        if chain:
            need = max(2, chain[-1].speed)
        elif g.tp == p and (g.phase == PH_MAIN1 or g.phase == PH_MAIN2):
            need = 1
        else:
            need = 2
        spd = g.spd
        ctrl = g.ctrl
        wk = w[0] if w else ""
        summoning = wk == "summoning"
        loc, pos = g.loc, g.pos
        tables = g.pool.window_tables
        for c in act:
            if spd[c] >= need and ctrl[c] == p:
                lo = loc[c]
                # a face-up spell/trap is already activated (why_cannot: "already_active")
                up_st = lo & (LOC_SZONE | LOC_FZONE) and pos[c] & POS_FACEUP
                cc = code[c]
                try:
                    tab = tables[cc]
                except KeyError:
                    tab = tables[cc] = g.pool.window_table(cc)
                for e, sp, where in tab:
                    # the same rules as why_cannot, cheapest first: speed, place, event
                    if sp < need or not lo & where:
                        continue
                    ev = e.event
                    if ev and ev != wk and ev != "activated":
                        continue
                    if (summoning and ev != "summoning") or (up_st and e.kind == "activate"):
                        continue
                    if not why_cannot(g, p, c, e, w, sp):
                        out.append((c, e.index))
    if g.feat & FEAT_GY_EFFECTS:
        for c in g.gy[p]:
            for e in g.pool.window_effs(code[c]):
                if e.where & LOC_GY and not why_cannot(g, p, c, e, w):
                    out.append((c, e.index))
        if g.hk.either_player:  # the other player's cards whose effect p may use too
            _either_player_acts(g, p, w, out)
        if g.hk.hand_traps and hand_traps_allowed(g, p):
            for c in g.hand[p]:  # Trap Cards activated from the hand (effects/hooks.HAND_TRAPS)
                if g.pool.cards[code[c]].is_trap:
                    for e in g.pool.window_effs(code[c]):
                        if e.kind == "activate" and not why_cannot(g, p, c, e, w):
                            out.append((c, e.index))
    if len(out) > 1:
        out.sort(key=_zone_order(g))  # a key made outside: no closure cell in this function
    return out


_ZONE_RANK: Final = {LOC_SZONE: 1, LOC_FZONE: 2, LOC_MZONE: 3}


def _zone_order(g: Duel) -> Callable[[tuple[int, int]], tuple[int, int, int]]:
    """Sort key of ``(card, effect index)`` options giving a stable, readable order: hand, S/T
    zones, field, monsters, P, then the effect index."""
    loc, seq, hand = g.loc, g.seq, g.hand

    def key(ce: tuple[int, int]) -> tuple[int, int, int]:
        c = ce[0]
        lo = loc[c]
        if lo == LOC_HAND:
            return (0, hand[g.ctrl[c]].index(c), ce[1])
        if lo == LOC_GY:
            return (5, g.gy[g.owner[c]].index(c), ce[1])
        return (_ZONE_RANK.get(lo, 4), seq[c], ce[1])

    return key


def has_pz(g: Duel, p: int) -> bool:
    """A free pendulum zone exists for ``p``."""
    return g.profile.pendulum_zones and (g.pz[p][0] < 0 or g.pz[p][1] < 0)


__all__ = ["LOC_PZONE", "has_pz", "legal_activations", "speed_of", "why_cannot"]
