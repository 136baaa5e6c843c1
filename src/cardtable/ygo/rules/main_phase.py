"""The main phase menu: summon, set, activate, change positions, move to the next phase.

The turn player has priority in an open state (seed 000 「主要阶段1」); passing it to move on
gives the opponent a last chance to respond (「在结束宣言时，对手有权…发动」).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.hooks import (
    MAIN_ACTIONS,
    NO_TRIBUTE,
    battle_allowed,
    can_tribute,
    pay_play_cost,
    position_locked,
    set_allowed,
    summon_allowed,
    turn_ended,
)
from cardtable.ygo.rules.chain import start_activation
from cardtable.ygo.rules.extra_summon import extra_options
from cardtable.ygo.rules.flow import handler, step, then
from cardtable.ygo.rules.legality import legal_activations
from cardtable.ygo.rules.pendulum import pendulum_options
from cardtable.ygo.state import (
    F_ATTACKED,
    F_POSCHANGED,
    FEAT_EXTRA_PROCS,
    FEAT_TOKENS,
    LOC_FZONE,
    LOC_HAND,
    LOC_SZONE,
    PH_MAIN1,
    POS_FACEDOWN,
    POS_FD_ATK,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

NO_NORMAL_SUMMON: Final = C.FUSION | C.RITUAL | C.SYNCHRO | C.XYZ | C.LINK | C.TOKEN | C.SPSUMMON


def tributes_needed(level: int) -> int:
    """Tributes for a normal summon/set: 5–6 → 1, 7+ → 2 (seed 000 「祭品召唤」)."""
    return 0 if level <= 4 else 1 if level <= 6 else 2


def summonable(g: Duel, p: int, c: int, how: str = "normal") -> str:
    """``""`` if ``c`` may be Normal Summoned (``how="normal"``) or Set (``"set"``) now, else the
    rule key (card hooks are asked about ``how``, as the main menu asks them)."""
    cd = g.pool.cards[g.code[c]]
    if not cd.is_monster or cd.type & NO_NORMAL_SUMMON:
        return "cannot_normal_summon"
    if g.ns_used >= 1:
        return "normal_summon_used"
    if g.hk.summon_allowed and not summon_allowed(g, p, c, how):
        return "summon_forbidden"
    need = tributes_needed(g.level(c))
    if need == 0:
        return "" if g.free_mzone(p) >= 0 else "no_mzone"
    have = tribute_count(g, p, bool(g.hk.tribute_bans))
    return "" if have >= need else "not_enough_tributes"


def tribute_count(g: Duel, p: int, bans: bool) -> int:
    """How many monsters ``p`` controls that can be Tributed: not a token that cannot be
    (``NO_TRIBUTE``), and with ``bans`` none a :data:`TRIBUTE_BANS` hook forbids (Mask of
    Restrict). A plain loop: a generator expression would make the caller's variables closure
    cells on every call (docs/performance.md, "Session 10")."""
    code = g.code
    n = 0
    for m in g.mz[p]:
        if m >= 0 and code[m] not in NO_TRIBUTE and (not bans or can_tribute(g, m)):
            n += 1
    return n


def settable(g: Duel, p: int, c: int) -> str:
    """``""`` if spell/trap ``c`` may be set from the hand now, else the rule key."""
    cd = g.pool.cards[g.code[c]]
    if cd.is_monster:
        return "location"
    if g.hk.set_allowed and not set_allowed(g, p, c):
        return "set_forbidden"
    if cd.type & C.FIELD and not g.profile.field_set_in_szone:
        return ""
    return "" if g.free_szone(p) >= 0 else "no_szone"


def can_change_position(g: Duel, c: int) -> str:
    """``""`` if the controller may change ``c``'s position now (once per turn, not the turn it
    came out, not after it declared an attack), else the rule key."""
    if g.since[c] >= g.turn:
        return "came_out_this_turn"
    f = g.flags[c]
    if f & F_ATTACKED:
        return "attacked_this_turn"
    if f & F_POSCHANGED:
        return "position_changed"
    if g.hk.position_locked and position_locked(g, c):
        return "position_locked"
    return ""


# option tuples of the menu, shared by every duel (they hold only card ids): no allocations
_IDS: Final = range(256)
_NS2: Final = tuple((("summon", c), ("set_monster", c)) for c in _IDS)
_NS3: Final = tuple((("summon", c), ("set_monster", c), ("summon_def", c)) for c in _IDS)
_SET: Final = tuple(("set", c) for c in _IDS)
_FLIP: Final = tuple(("flip_summon", c) for c in _IDS)
_CPOS: Final = tuple(("change_pos", c) for c in _IDS)
_NID: Final = len(_IDS)


_NO_OPTION: Final = -9  # a hand card the menu offers nothing for (see _hooked_kind)


def _hooked_kind(g: Duel, p: int, c: int, k: int) -> int:
    """The menu kind (``g.nsk``) of hand card ``c`` under the duel's Level and Set hooks: a
    Normal Summon's Tribute count from its changed Level (A Legendary Ocean, Demotion); nothing
    for a Spell/Trap that cannot be Set now (Cold Wave)."""
    if k > 0 and g.hk.level_mods:
        return tributes_needed(g.level(c))
    if (k == -2 or k == -3) and g.hk.set_allowed and not set_allowed(g, p, c):
        return _NO_OPTION
    return k


@step("main")
def _main(g: Duel, fr: tuple[Any, ...]) -> None:
    hk = g.hk
    hooked = g.hooked  # some card hook is active in this duel (g.hooked): else no field is read
    if hooked and hk.turn_ends and turn_ended(g):  # an effect ended the turn: on to its End Phase
        then(g, _FR_END_PHASE)
        return
    p = g.tp
    opts: list[tuple[Any, ...]] = []
    hand = g.hand[p]
    fu_def = g.profile.summon_faceup_defense
    can_ns = g.ns_used < 1
    have = 5 - g.mz[p].count(-1)
    menu = hooked and hk.menu_mods  # a Level / Set / Tribute hook (effects/hooks.py): rare
    if menu and hk.tribute_bans:  # Mask of Restrict, Mind Control
        trib = tribute_count(g, p, True)
    elif g.feat & FEAT_TOKENS:  # tokens that cannot be tributed (Scapegoat, Ojama Trio)
        trib = tribute_count(g, p, False)
    else:
        trib = have
    sa = hk.summon_allowed if hooked else ()
    free_s = -1 in g.sz[p]
    nsk = g.nsk
    field_own_zone = not g.profile.field_set_in_szone
    for c in hand:
        k = nsk[c]
        if menu:
            k = _hooked_kind(g, p, c, k)
        if k >= 0:
            if can_ns and (have < 5 if k == 0 else trib >= k):
                if sa:  # Cave Dragon, Scapegoat, Prohibition (effects/hooks.py)
                    if summon_allowed(g, p, c, "normal"):
                        opts.append(("summon", c))
                        if fu_def:
                            opts.append(("summon_def", c))
                    if summon_allowed(g, p, c, "set"):
                        opts.append(("set_monster", c))
                    continue
                if c < _NID:
                    opts.extend(_NS3[c] if fu_def else _NS2[c])
                    continue
                opts.append(("summon", c))
                opts.append(("set_monster", c))
                if fu_def:
                    opts.append(("summon_def", c))
        elif k == -2:
            if free_s:
                opts.append(_SET[c] if c < _NID else ("set", c))
        elif k == -3 and (free_s or field_own_zone):
            opts.append(_SET[c] if c < _NID else ("set", c))
    for c, ei in legal_activations(g, p, ()):
        opts.append(("activate", c, ei))
    turn, since, flags = g.turn, g.since, g.flags
    locked = hk.position_locked if hooked else ()
    for c in g.mz[p]:
        if c < 0 or since[c] >= turn or flags[c] & (F_ATTACKED | F_POSCHANGED):
            continue  # same rule as can_change_position()
        if locked and position_locked(g, c):
            continue
        if g.pos[c] & POS_FACEDOWN:
            if sa and not summon_allowed(g, p, c, "flip"):
                continue
            opts.append(_FLIP[c] if c < _NID else ("flip_summon", c))
        else:
            opts.append(_CPOS[c] if c < _NID else ("change_pos", c))
    if hooked:
        for extra in hk.main_options:  # summoning procedures of card scripts (effects/hooks.py)
            opts.extend(extra(g, p))
    if g.feat & FEAT_EXTRA_PROCS:  # Synchro / Xyz Summons (rules/extra_summon.py)
        opts.extend(extra_options(g, p))
    if g.pz[p][0] >= 0 and g.pz[p][1] >= 0:  # two Scales: Pendulum Summon (rules/pendulum.py)
        opts.extend(pendulum_options(g, p))
    if g.phase == PH_MAIN1 and not g.bp_done and (g.turn > 1 or g.profile.first_turn_battle) \
            and (not hooked or not hk.battle_allowed or battle_allowed(g)):
        opts.append(("to_battle",))
    opts.append(("to_end",))
    g.pend = (p, "select", "main", tuple(opts), "main", ())


_PP_BATTLE: Final = ("phase_pass", ("battle_start",), ("main",))
_FR_END_PHASE: Final = ("end_phase",)
_PP_END: Final = ("phase_pass", ("end_phase",), ("main",))


@handler("main")
def _main_answer(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    a = opt[0]
    st = g.stack
    p = g.tp
    if a == "to_battle":
        then(g, _PP_BATTLE)
        return
    if a == "to_end":
        then(g, _PP_END)
        return
    st.append(("main",))
    if a in MAIN_ACTIONS:
        MAIN_ACTIONS[a](g, opt)
        return
    c = opt[1]
    if a == "summon":
        st.append(("normal_summon", c, POS_FU_ATK))
    elif a == "set_monster":
        st.append(("normal_summon", c, POS_FD_DEF))
    elif a == "summon_def":
        st.append(("normal_summon", c, POS_FU_DEF))
    elif a == "set":
        set_spell_trap(g, p, c)
    elif a == "activate":
        start_activation(g, p, c, opt[2], ())
    elif a == "flip_summon":
        st.append(("flip_summon", c))
    elif a == "change_pos":
        new = POS_FU_DEF if g.pos[c] == POS_FU_ATK else POS_FU_ATK
        g.flags[c] |= F_POSCHANGED
        g.change_position(c, new)
        if g.hk.state_checks:  # a card's rule reading positions (Berserk Gorilla in Defense)
            g.check_state()
        if g.trig:  # "when this card's battle position is changed" (goat5_position.py)
            st.append(("triggers", ()))


def set_spell_trap(g: Duel, p: int, c: int) -> None:
    """Set a spell/trap face-down. A field spell is set in a spell/trap zone under the classic
    rule (seed 000: 盖放在场上的时候是放在魔法陷阱格) and in the field zone under MR3."""
    cd = g.pool.cards[g.code[c]]
    if g.hk.play_costs and g.loc[c] == LOC_HAND:  # Chain Energy (effects/hooks.py)
        pay_play_cost(g, p, c, "set")
    if cd.type & C.FIELD and not g.profile.field_set_in_szone:
        old = g.fz[p]
        if old >= 0:
            g.log_rule("field_replaced_mr3", card=g.name(old).en, card_zh=g.name(old).zh)
            g.send_to_gy([old], "rule")
        g.move(c, LOC_FZONE, p, POS_FD_DEF)
    else:
        g.move(c, LOC_SZONE, p, POS_FD_DEF)
    g.log("set", {"player": p, "zone": g.seq[c], "where": g.loc_name(c)},
          {p: g.card_pub(c)})


__all__ = ["POS_FD_ATK", "set_spell_trap", "summonable", "tributes_needed"]
