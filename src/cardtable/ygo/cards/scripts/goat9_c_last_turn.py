"""Last Turn (Legacy of Darkness, LOD-099; issue 15, session 9, g9-c).

Text: not flagged "Goat-era version" in goat-pool.csv, so today's official text is its Goat text
(yaml-yugi ``data/28566710.yaml``, unchanged since LOD): "This card can only be activated during
your opponent's turn when your Life Points are 1000 or less. Select 1 monster on your side of the
field and send all other cards on the field and in their respective owners' hands to their
respective Graveyards. After that, your opponent selects and Special Summons 1 monster from their
Deck in face-up Attack Position and attacks your selected monster. (Any Battle Damage from this
battle is treated as 0.) The player whose monster remains alone on the field at the End Phase of
this turn wins the Duel. Any other case results in a DRAW." Our own words in ``pool/goat.csv``.

Rulings: the Goat FAQ, ``TheMTtakeover/goat-rulings`` ``goat-indv-rulings/last-turn.md`` (its
~40 entries are listed, built or not, in docs/cards-goat.md "### g9-c"). The FAQ splits the card
in four parts that happen at different times, and the engine follows it:

1. **Resolution** (the only thing the Trap Card itself does): its activator selects 1 monster
   they control (any position; not a target, so Tyrant Dragon, Spirit Reaper, a Dragon under
   Lord of D. can be selected) and every other card on the field and in both hands is sent to
   the Graveyard (``g.send_to_gy``, reason ``effect``: Necrovalley-like and Macro Cosmos-like
   replacements, Call of the Haunted's own destruction, Snatch Steal's return of control all
   follow from the cards' own scripts). With no monster to select, the cards are still sent.
2. **The summon**, after the whole chain has resolved and the triggers of the send have
   resolved (FAQ: Ceasefire below it resolves first; Night Assailant, Despair from the Dark
   before the summon): a frame is put under the chain (below the resolving link's ``link_done``
   frame), so it runs when the flow returns to what the chain interrupted. The turn player picks
   1 monster of their Deck that can be Special Summoned (no Special-Summon-only, Ritual or
   Spirit monster; ``g.can_special_summon`` applies the summon bans: Jowgen the Spiritualist,
   Non Aggression Area…) and Special Summons it in face-up Attack Position (public from then
   on); the Deck is shuffled. No monster: no summon and no battle.
3. **The special Battle Phase**, right after the summon (and its triggers: Dark Magician of
   Chaos): held only if the selected monster is still its activator's and the summoned monster
   is still the turn player's, and if the turn player may hold a Battle Phase now
   (``BATTLE_ALLOWED``: Thunder of Ruler, Soul Exchange). It is the engine's own Battle Phase
   (Start Step, Battle Step, Damage Step, End Step; flip effects, battle-destruction triggers,
   monster effects as usual), entered and left by this module's frames: ``g9c_lt_battle``
   pushes ``g9c_lt_resume`` (which restores the phase, step, ``bp_done`` and the attack being
   fought when it ends: the turn goes on where it was, and the normal Battle Phase is still
   held later) and the Battle Phase's Start Step; the ``battle_end`` phase hook replaces the
   Main Phase 2 that would follow with the End Step's window and the resume. While it lasts
   (the resume frame is on the stack): only the summoned monster may attack (``ATTACK_ALLOWED``)
   and only the selected monster (``ATTACK_TARGETS``), it must attack once if able
   (``MUST_ATTACK``: "and attacks your selected monster"; a second attack, when it has one, is
   optional), and battle damage to both players becomes 0 (``BATTLE_DAMAGE_HOOKS``). Monsters
   may attack again in the normal Battle Phase (the "attacked" marks are cleared at the end).
4. **The victory check**, in the End Phase of that turn: an effect of the activator that cannot
   be chained to (``WINDOW_BANS``), queued by an ``end_phase`` phase hook as a mandatory trigger
   of the Last Turn card wherever it is (as Twin-Headed Behemoth's return); when a link of the
   turn player is below it in that chain (their End Phase effects resolve first, FAQ), it waits
   and is queued again after that chain. It counts the monsters: the only player who controls
   any wins (``g.win(p, "last_turn")``), else the duel is a draw (``g.win(-1,
   "last_turn_draw")``, the engine's state check). Activated in the End Phase itself, the check
   is queued right after the special Battle Phase. Jinzo does not negate it (FAQ: the Trap is
   no longer on the field): a ``JINZO_SPARES`` entry while it resolves.

Checks in ``tests/ygo/test_goat9_c_last_turn.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, cast

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_hooks_negation import JINZO_SPARES
from cardtable.ygo.cards.scripts.classic_lib import last, note, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, CAT_WIN, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import (
    ATTACK_ALLOWED,
    ATTACK_TARGETS,
    BATTLE_DAMAGE_HOOKS,
    MUST_ATTACK,
    PHASE_HOOKS,
    WINDOW_BANS,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.rules.shared_events import phase_event
from cardtable.ygo.sentences import RESULT_WHY, WIN_REASONS
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    BS_START,
    F_ACTIVE,
    F_ATTACKED,
    LOC_MZONE,
    PH_BATTLE,
    PH_END,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

LAST_TURN = 28566710
#: the public log mark of a resolved Last Turn: ``{"player": activator, "turn": turn}``
MARK = "g9c_last_turn"
#: the (never raised) event of the End Phase victory check, queued by the phase hook
EV_CHECK = "g9c_last_turn_check"
#: the effect index of the victory check among Last Turn's effects
CHECK_EI = 1
RESUME = "g9c_lt_resume"
#: the card excluded from the sweep because it is not a card (a frame field, for readability)
_NO_CARD = -1
#: what the turn player may Special Summon from the Deck for Last Turn: not these types
_NOT_SUMMONABLE = C.SPSUMMON | C.RITUAL | C.SPIRIT

WIN_REASONS["last_turn"] = ("最终一战！：结束阶段只有胜者控制怪兽",
                            "Last Turn: only the winner controlled a monster in the End Phase")
WIN_REASONS["last_turn_draw"] = ("最终一战！：结束阶段不是只有一方控制怪兽",
                                 "Last Turn: not exactly one player controlled a monster in "
                                 "the End Phase")
RESULT_WHY["last_turn"] = (
    Text("最终一战！的结束阶段只有你控制怪兽", "only you controlled a monster at Last Turn's End "
         "Phase"),
    Text("最终一战！的结束阶段只有对手控制怪兽", "only your opponent controlled a monster at "
         "Last Turn's End Phase"),
    Text("最终一战！的结束阶段只有胜者控制怪兽", "only the winner controlled a monster at Last "
         "Turn's End Phase"))
_DRAW_WHY = Text("最终一战！的结束阶段不是只有一方控制怪兽", "not exactly one player controlled "
                 "a monster at Last Turn's End Phase")
RESULT_WHY["last_turn_draw"] = (_DRAW_WHY, _DRAW_WHY, _DRAW_WHY)


# --- 1. activation and resolution -------------------------------------------------------------

def _condition(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """"Only during your opponent's turn when your Life Points are 1000 or less"."""
    return g.tp != p and g.lp[p] <= 1000


def _select(g: Duel, lk: Link) -> None:
    """The activator selects 1 monster they control (face-up or face-down; not a target)."""
    ms = [m for m in g.mz[lk.player] if m >= 0]
    if ms:
        ask_cards(g, lk, lk.player, ms, 1, 1, "choose")
    else:
        lk.picks.append(())


def lingering(g: Duel, c: int) -> bool:
    """``c`` is a resolved Normal Spell/Trap the engine keeps face-up on the field while its
    effect lasts (``Effect.stays``: Waboku's "this turn"): by the rules it is already in the
    Graveyard, so Last Turn does not send it (FAQ 37: Waboku chained to Last Turn still
    protects)."""
    cd = g.cd(c)
    if cd.is_monster or cd.type & (C.CONTINUOUS | C.FIELD | C.EQUIP) \
            or not g.flags[c] & F_ACTIVE:
        return False
    effs = g.pool.effects_of(g.code[c])
    return bool(effs) and effs[0].stays


def swept(g: Duel, keep: int, card: int) -> list[int]:
    """Every card on the field and in both hands but the monster ``keep``, the resolving Last
    Turn ``card`` (which goes to the Graveyard as it resolves) and :func:`lingering` cards: the
    turn player's first."""
    out: list[int] = []
    for q in (g.tp, 1 - g.tp):
        out += [c for c in g.mz[q] if c >= 0 and c != keep]
        out += [c for c in g.sz[q] if c >= 0 and c != card and not lingering(g, c)]
        out += [c for c in (g.fz[q], *g.pz[q]) if c >= 0 and c != card]
    for q in (g.tp, 1 - g.tp):
        out += g.hand[q]
    return out


def _sweep(g: Duel, lk: Link) -> None:
    p = lk.player
    picked = last(lk)
    keep = picked[0] if picked and g.loc[picked[0]] == LOC_MZONE and g.ctrl[picked[0]] == p \
        else _NO_CARD
    keep_life = g.life[keep] if keep >= 0 else 0
    g.send_to_gy(swept(g, keep, lk.card), "effect")
    note(g, lk.card, "Everything else was sent to the Graveyard; the turn player Special "
         "Summons from the Deck after the chain, and the victory check is in the End Phase",
         "其他的卡全部送去墓地；连锁处理后回合玩家从卡组特殊召唤，结束阶段进行胜负判定",
         **{MARK: {"player": p, "turn": g.turn}})
    after_chain(g, ("g9c_lt_summon", lk.card, p, keep, keep_life))


def after_chain(g: Duel, fr: tuple[Any, ...]) -> None:
    """Put frame ``fr`` under the chain now resolving (below the resolving link's ``link_done``
    frame): it runs once the chain, and the triggers and chains that follow it, are over,
    before the flow goes back to what the chain interrupted."""
    st = g.stack
    for i in range(len(st) - 1, -1, -1):
        if st[i][0] == "link_done":
            st.insert(i, fr)
            return
    st.append(fr)


# --- 2. the summon ----------------------------------------------------------------------------

def summonable(g: Duel, p: int) -> list[int]:
    """The monsters of ``p``'s Deck they may Special Summon for Last Turn (FAQ: no
    Special-Summon-only monster, no Spirit; a Ritual Monster only by its Ritual), in a fixed
    order that tells nothing of the Deck's order."""
    out = []
    for c in g.deck[p]:
        cd = g.cd(c)
        if cd.is_monster and not cd.is_extra and not cd.type & _NOT_SUMMONABLE \
                and g.can_special_summon(c, p):
            out.append(c)
    return sorted(out, key=lambda c: (g.code[c], c))


@step("g9c_lt_summon")
def _summon_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, lt, p, keep, keep_life = fr
    tp = 1 - p
    g.stack.append(("g9c_lt_done", lt, p))
    cands = summonable(g, tp)
    if g.tp != tp or not cands:
        note(g, lt, "The turn player has no monster to Special Summon: no battle",
             "回合玩家没有可以特殊召唤的怪兽：不进行战斗")
        return
    g.pend = (tp, "pick", "summon_pick", tuple(("card", c) for c in cands),
              "g9c_lt_summon_pick", (lt, p, keep, keep_life))


@handler("g9c_lt_summon_pick")
def _summon_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    lt, p, keep, keep_life = ctx
    c = int(opt[1])
    tp = 1 - p
    done = g.special_summon(c, tp, POS_FU_ATK)
    g.shuffle_deck(tp)
    if not done:
        return
    g.stack.append(("g9c_lt_battle", lt, p, keep, keep_life, c, g.life[c]))
    w = ("summoned", c, "special", tp)
    g.stack.append(("window_fresh", g.chains_started, tp, w))
    g.stack.append(("triggers", w))


# --- 3. the special Battle Phase ----------------------------------------------------------------

def _still(g: Duel, c: int, life: int, p: int) -> bool:
    return c >= 0 and g.life[c] == life and g.loc[c] == LOC_MZONE and g.ctrl[c] == p


@step("g9c_lt_battle")
def _battle_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, lt, p, keep, keep_life, mon, mon_life = fr
    tp = 1 - p
    if not (_still(g, keep, keep_life, p) and _still(g, mon, mon_life, tp)):
        note(g, lt, "No special Battle Phase: the two monsters are not both there",
             "不进行特别的战斗阶段：两只怪兽不都在场")
        return
    if g.hk.battle_allowed and not all(ok(g) for ok in g.hk.battle_allowed):
        note(g, lt, "No special Battle Phase: the Battle Phase cannot be held this turn",
             "不进行特别的战斗阶段：这个回合不能进行战斗阶段")
        return
    g.stack.append((RESUME, g.phase, g.bstep, g.bp_done, g.battle,
                    Duelists(lt, keep, keep_life, mon, mon_life)))
    g.phase = PH_BATTLE
    g.bstep = BS_START
    g.battle = None
    g.flags[mon] &= ~F_ATTACKED
    g.elog.append(phase_event(PH_BATTLE, g.turn, g.tp))
    note(g, lt, "Special Battle Phase: the summoned monster attacks the selected monster "
         "(no battle damage)", "特别的战斗阶段：特殊召唤的怪兽攻击所选择的怪兽（没有战斗伤害）")
    g.stack.append(("phase_window", ("battle_step",)))


@step(RESUME)
def _resume(g: Duel, fr: tuple[Any, ...]) -> None:
    _, phase, bstep, bp_done, battle, _who = fr
    g.phase = phase
    g.bstep = bstep
    g.bp_done = bp_done
    g.battle = battle
    for m in g.mz[g.tp]:  # the normal Battle Phase may still be held, with new attacks (FAQ)
        if m >= 0:
            g.flags[m] &= ~F_ATTACKED
    g.elog.append(phase_event(phase, g.turn, g.tp))


class Duelists(NamedTuple):
    """The two monsters of a special Battle Phase (with their ``g.life`` stamps) and the Last
    Turn card that called it."""

    last_turn: int
    kept: int
    kept_life: int
    summoned: int
    summoned_life: int


def special_battle(g: Duel) -> Duelists | None:
    """The monsters of the special Battle Phase being held now (None outside it), read from its
    resume frame on the stack."""
    st: list[tuple[Any, ...]] = g.stack
    for fr in reversed(st):
        if fr[0] == RESUME:
            _, _phase, _bstep, _bp_done, _battle, who = fr
            return cast(Duelists, who)
    return None


@only_for({LAST_TURN})
def _may_attack(g: Duel, m: int) -> bool:
    sp = special_battle(g)
    return sp is None or (m == sp.summoned and g.life[m] == sp.summoned_life)


@only_for({LAST_TURN})
def _targets(g: Duel, a: int, targets: list[int]) -> list[int]:
    sp = special_battle(g)
    if sp is None:
        return targets
    return [t for t in targets if t == sp.kept and g.life[t] == sp.kept_life]


def declared_since_start(g: Duel, m: int) -> bool:
    """``m`` declared an attack since the (special) Battle Phase began (its ``phase`` line)."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "phase":
            return False
        if kind == "attack" and pub["attacker"]["card"] == m:
            return True
    return False


@only_for({LAST_TURN})
def _must_attack(g: Duel, m: int) -> bool:
    """The summoned monster "attacks your selected monster": once; a second attack, when it has
    one (Mataza the Zapper), is its own "can"."""
    sp = special_battle(g)
    return sp is not None and m == sp.summoned and not declared_since_start(g, m)


@only_for({LAST_TURN})
def _no_damage(g: Duel, p: int, n: int) -> int:
    sp = special_battle(g)
    if sp is None or n <= 0:
        return n
    note(g, sp.last_turn, "Battle damage from this battle becomes 0",
         "这次战斗的战斗伤害变成0")
    return 0


@only_for({LAST_TURN})
def _phases(g: Duel, ev: str) -> None:
    if ev == "battle_end":
        st = g.stack
        if len(st) >= 2 and st[-1] == ("phase_window", ("main2",)) and st[-2][0] == RESUME:
            st[-1] = ("phase_window", ("nop",))  # the End Step's window, then back
    elif ev == "end_phase":
        for lt, p in marks_this_turn(g):
            queue_check(g, lt, p)


def marks_this_turn(g: Duel) -> list[tuple[int, int]]:
    """``(Last Turn card, activator)`` of each Last Turn resolved this turn, oldest first."""
    out = []
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn":
            break
        if kind == "card_effect" and MARK in pub:
            out.append((int(pub["card"]), int(pub[MARK]["player"])))
    return out[::-1]


# --- 4. the victory check ---------------------------------------------------------------------

def queue_check(g: Duel, lt: int, p: int) -> None:
    """Queue the End Phase victory check of Last Turn card ``lt`` for its activator ``p``."""
    for ei in g.pool.trig_index(LAST_TURN).get(EV_CHECK, ()):
        g.trig.append(Trigger(lt, ei, p, g.stamp, (EV_CHECK, lt)))


@step("g9c_lt_done")
def _done(g: Duel, fr: tuple[Any, ...]) -> None:
    """Last Turn's summon and battle are over: activated in the End Phase (whose start has
    passed), its victory check comes now."""
    _, lt, p = fr
    if g.phase == PH_END:
        queue_check(g, lt, p)
        g.stack.append(("triggers", ()))


def _check(g: Duel, lk: Link) -> None:
    if any(x.player == g.tp for x in g.chain[:-1]):
        note(g, lk.card, "The turn player's End Phase effects resolve first: the victory check "
             "waits", "回合玩家的结束阶段效果先处理：胜负判定稍后进行")
        queue_check(g, lk.card, lk.player)
        return
    have = [any(m >= 0 for m in g.mz[q]) for q in (0, 1)]
    if have[0] != have[1]:
        g.win(0 if have[0] else 1, "last_turn")
    else:
        g.win(-1, "last_turn_draw")


def _checking(g: Duel) -> bool:
    ch = g.chain
    return bool(ch) and ch[-1].code == LAST_TURN and ch[-1].ei == CHECK_EI


@only_for({LAST_TURN})
def _no_chain(g: Duel, player: int, card: int, effect: Any, w: tuple[Any, ...]) -> bool:
    """"You cannot chain to the victory check of Last Turn" (FAQ)."""
    return _checking(g)


def _jinzo_spares(g: Duel, jinzo: int, player: int) -> bool:
    """Jinzo does not negate the victory check (FAQ: Last Turn is no longer on the field)."""
    return _checking(g)


reg(LAST_TURN,
    Effect(condition=_condition, operation=(_select, _sweep),
           category=CAT_SPSUMMON | CAT_WIN),
    Effect(kind="trigger", event=EV_CHECK, optional=False, operation=(_check,),
           name=Text("最终一战！的胜负判定", "Last Turn's victory check")))

ATTACK_ALLOWED.append(_may_attack)
ATTACK_TARGETS.append(_targets)
MUST_ATTACK.append(_must_attack)
BATTLE_DAMAGE_HOOKS.append(_no_damage)
PHASE_HOOKS.append(_phases)
WINDOW_BANS.append(_no_chain)
JINZO_SPARES.append(_jinzo_spares)

__all__ = ["LAST_TURN", "after_chain", "special_battle", "summonable", "swept"]
