"""Shared building blocks of the classic pool's scripts (``classic_*.py``).

Nothing here registers a card. The helpers build step functions and conditions from small
candidate functions ``cands(g, p, self_card) -> sequence of cards`` so that each card's script
stays a few lines. Everything a step chooses lives in the link (``picks``, ``targets``,
``data``); the only per-card memory on the duel is ``g.counter`` (spell counters or "used on
turn N" marks) and ``g.equip`` (equip-like links, see :func:`link_cards`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.api import (
    Effect,
    Link,
    ask_cards,
    ask_option,
    register,
    target_step,
)
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.rules.flow import step
from cardtable.ygo.state import (
    BS_NONE,
    F_ACTIVE,
    F_NEGATED,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
    PH_MAIN1,
    PH_MAIN2,
    POS_FACEDOWN,
    POS_FACEUP,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

Cands = Callable[["Duel", int, int], Sequence[int]]
Step = Callable[["Duel", Link], None]
Cond = Callable[["Duel", int, int, tuple[Any, ...]], bool]
Filt = Callable[["Duel", int], bool]

POS_CHOICES = ((POS_FU_ATK, Text("表侧攻击表示", "face-up Attack Position")),
               (POS_FU_DEF, Text("表侧守备表示", "face-up Defense Position")))

# --- card facts -------------------------------------------------------------------------------


def is_monster(g: Duel, c: int) -> bool:
    """A Monster Card (by its printed type)."""
    return bool(g.cd(c).type & C.MONSTER)


def is_spell(g: Duel, c: int) -> bool:
    """A Spell Card."""
    return bool(g.cd(c).type & C.SPELL)


def is_trap(g: Duel, c: int) -> bool:
    """A Trap Card."""
    return bool(g.cd(c).type & C.TRAP)


def up(g: Duel, c: int) -> bool:
    """Face-up (on the field)."""
    return bool(g.pos[c] & POS_FACEUP)


def named(g: Duel, c: int, name_en: str) -> bool:
    """``c``'s card name is ``name_en`` (English), or is treated as it: a card whose ``alias``
    is that card ("This card's name is treated as 'Harpie Lady'": Harpie Lady 1-3, Cyber
    Harpie Lady)."""
    cd = g.cd(c)
    if cd.name.en == name_en:
        return True
    if not cd.alias:
        return False
    orig = g.pool.cards.get(cd.alias)
    return orig is not None and orig.name.en == name_en


def base_atk(g: Duel, c: int) -> int:
    """Printed (original) ATK."""
    return g.cd(c).atk


def base_def(g: Duel, c: int) -> int:
    """Printed (original) DEF."""
    return g.cd(c).defense


def race_is(bits: int) -> Filt:
    """Filter: the card's current Type is one of ``bits``."""
    return lambda g, c: bool(g.race(c) & bits)


def attr_is(bits: int) -> Filt:
    """Filter: the card's current Attribute is one of ``bits`` (Doriado counts as several)."""
    return lambda g, c: bool(g.attribute(c) & bits)


def sides(side: str, p: int) -> tuple[int, ...]:
    """Seats named by ``side`` (``"self"``, ``"opp"``, ``"any"``) from ``p``'s point of view."""
    return (p,) if side == "self" else (1 - p,) if side == "opp" else (0, 1)


# --- candidate builders -----------------------------------------------------------------------


def mons(side: str = "any", face_up: bool | None = None, filt: Filt | None = None,
         not_self: bool = False) -> Cands:
    """Monsters on the field."""

    def f(g: Duel, p: int, s: int) -> list[int]:
        return [c for q in sides(side, p) for c in g.mz[q] if c >= 0
                and (face_up is None or up(g, c) == face_up)
                and (filt is None or filt(g, c)) and not (not_self and c == s)]

    return f


def st_cards(side: str = "any", face_up: bool | None = None, filt: Filt | None = None) -> Cands:
    """Cards in the Spell & Trap and Field Zones (never the activating card itself)."""

    def f(g: Duel, p: int, s: int) -> list[int]:
        return [c for q in sides(side, p) for c in (*g.sz[q], g.fz[q]) if c >= 0 and c != s
                and (face_up is None or up(g, c) == face_up) and (filt is None or filt(g, c))]

    return f


def field_cards(side: str = "any") -> Cands:
    """Every card on the field (monsters, spells/traps) except the activating card."""
    m, s = mons(side), st_cards(side)
    return lambda g, p, c: [*m(g, p, c), *s(g, p, c)]


def in_gy(side: str = "self", filt: Filt | None = None) -> Cands:
    """Cards in graveyards."""
    return lambda g, p, s: [c for q in sides(side, p) for c in g.gy[q]
                            if c != s and (filt is None or filt(g, c))]


def in_deck(filt: Filt | None = None) -> Cands:
    """Cards in your Deck."""
    return lambda g, p, s: [c for c in g.deck[p] if filt is None or filt(g, c)]


def in_hand(side: str = "self", filt: Filt | None = None) -> Cands:
    """Cards in hands (never the activating card)."""
    return lambda g, p, s: [c for q in sides(side, p) for c in g.hand[q]
                            if c != s and (filt is None or filt(g, c))]


def has(cands: Cands, n: int = 1) -> Cond:
    """Condition: at least ``n`` candidates exist now."""
    return lambda g, c, p, w: len(cands(g, p, c)) >= n


def all_of(*conds: Cond | None) -> Cond:
    """Condition: every one of ``conds`` holds."""
    cs = tuple(x for x in conds if x is not None)
    return lambda g, c, p, w: all(x(g, c, p, w) for x in cs)


def own_main(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """Condition: an open state of ``p``'s own Main Phase (ignition timing)."""
    return g.tp == p and g.phase in (PH_MAIN1, PH_MAIN2) and not g.chain and g.bstep == BS_NONE


def once_per_turn(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """Condition: this card's "once per turn" was not used this turn (mark in ``g.counter``)."""
    return g.counter[c] != g.turn


def mark_used(g: Duel, lk: Link) -> None:
    """Cost step: mark the card's once-per-turn effect as used this turn."""
    g.counter[lk.card] = g.turn


# --- asks -------------------------------------------------------------------------------------


def pick(cands: Cands, prompt: str = "target_card", n: int = 1, mn: int | None = None,
         seat: str = "self") -> Step:
    """A step asking the player (or ``seat="opp"``) to pick ``mn``..``n`` candidates."""

    need = n if mn is None else mn

    def st(g: Duel, lk: Link) -> None:
        s = lk.player if seat == "self" else 1 - lk.player
        ask_cards(g, lk, s, cands(g, lk.player, lk.card), need, n, prompt)

    return target_step(st, cands, need)


def keep_mode(g: Duel, lk: Link) -> None:
    """Cost step after an ``ask_option`` of modes: keep the chosen mode in ``lk.data["mode"]``
    (chosen before the target steps, so it is not a target)."""
    lk.data["mode"] = int(lk.picks[-1])


def last(lk: Link) -> tuple[int, ...]:
    """The cards of the last answer (a pick), as a tuple."""
    v = lk.picks[-1] if lk.picks else ()
    return v if isinstance(v, tuple) else ()


def tgt(g: Duel, lk: Link, i: int = 0) -> int:
    """Target ``i`` if it is still the same card in the same place (else -1)."""
    if i < len(lk.targets) and g.life[lk.targets[i]] == lk.tlife[i]:
        return lk.targets[i]
    return -1


def live_targets(g: Duel, lk: Link) -> list[int]:
    """Targets still the same cards in the same places."""
    return [t for t, lf in zip(lk.targets, lk.tlife, strict=True) if g.life[t] == lf]


def choose_pos(g: Duel, lk: Link) -> None:
    """Ask for face-up Attack or Defense Position (answer in ``lk.picks[-1]``)."""
    ask_option(g, lk, lk.player, POS_CHOICES, "position")


#: ``fn(g, spirit) -> bool``: True keeps that Spirit on the field in the End Phase of the turn it
#: was Normal Summoned or flipped face-up (Spiritual Energy Settle Machine); read by every
#: Spirit's return trigger through :func:`spirit_returns`
SPIRITS_STAY: list[Callable[[Duel, int], bool]] = []


def spirit_returns(g: Duel, c: int) -> bool:
    """The Spirit ``c`` returns to the hand in this End Phase (no card keeps it)."""
    return not any(f(g, c) for f in SPIRITS_STAY)


def card_ok(g: Duel, lk: Link) -> bool:
    """The link's own card is still the card that activated (same life)."""
    return bool(g.life[lk.card] == lk.life)


# --- actions ----------------------------------------------------------------------------------


def note(g: Duel, c: int, en: str, zh: str, **more: Any) -> None:
    """Log what a card's effect did (a ``card_effect`` event with zh/en text)."""
    g.log("card_effect", {**g.card_pub(c), "en": en, "zh": zh, **more})


#: Monsters whose control cannot switch while they are face-up with their effects applying
#: ("Control of this card cannot switch": Mataza the Zapper). A script adds its passcode;
#: :func:`take_control` (every control-taking card) and Creature Swap's picks respect it.
CONTROL_FIXED: set[int] = set()
#: passcode (also in :data:`CONTROL_FIXED`) -> ``cond(g, monster)``: its control is fixed only
#: while that holds ("WATER: control of this card cannot switch", Element Soldier)
CONTROL_FIXED_WHILE: dict[int, Callable[[Duel, int], bool]] = {}


def control_fixed(g: Duel, m: int) -> bool:
    """Control of monster ``m`` cannot switch now (its passcode in :data:`CONTROL_FIXED`, its
    effects applying: face-up, not negated, and its :data:`CONTROL_FIXED_WHILE` condition)."""
    code = g.code[m]
    if code not in CONTROL_FIXED or not active_monster(g, m):
        return False
    cond = CONTROL_FIXED_WHILE.get(code)
    return cond is None or cond(g, m)


#: ``fn(g, player) -> bool``: False when ``player`` may not receive one more card on the field
#: (Spatial Collapse's 5-card limit): :func:`take_control` then does nothing
CONTROL_ROOM: list[Callable[[Duel, int], bool]] = []


def take_control(g: Duel, m: int, p: int) -> bool:
    """``p`` takes control of monster ``m`` (same position, first free zone); nothing happens
    when its control cannot switch (:func:`control_fixed`). Raises ``control_changed`` on
    ``m`` with data ``(old controller, new controller)``: "when control of this card shifts"
    (Ameba, Griggle)."""
    if g.loc[m] != LOC_MZONE or g.ctrl[m] == p or g.free_mzone(p) < 0:
        return False
    if CONTROL_FIXED and control_fixed(g, m):
        return False
    if CONTROL_ROOM and not all(fn(g, p) for fn in CONTROL_ROOM):
        return False
    if g.hk.unaffected and not g.affected((m,)):
        return False  # "unaffected by Spell Cards": a Spell's control change skips it
    was = g.ctrl[m]
    g.move(m, LOC_MZONE, p, g.pos[m])
    g.log("control", {**g.card_pub(m), "player": p})
    g.raise_event("control_changed", m, (was, p))
    return True


def link_cards(g: Duel, s: int, m: int) -> None:
    """Link spell/trap ``s`` to monster ``m`` (equip-like): ``g.equip[s] = m`` (the engine
    destroys ``s`` when ``m`` leaves the field) and ``g.equip[m] = s`` (so ``s`` leaving can
    find its monster; reset by the engine when ``m`` moves)."""
    for q in (0, 1):
        for x in g.mz[q]:
            if x >= 0 and g.equip[x] == s:
                g.equip[x] = -1
    g.equip[s] = m
    g.equip[m] = s


def linked_monster(g: Duel, s: int) -> int:
    """The monster on the field linked to ``s`` by :func:`link_cards` (-1 = none)."""
    for q in (0, 1):
        for x in g.mz[q]:
            if x >= 0 and g.equip[x] == s:
                return x
    return -1


def random_hand_card(g: Duel, lk: Link) -> int:
    """The card the resolving ``lk`` picks at random from the hand of its player's opponent
    (Inspection, Dark Scorpion-like peeks, the Archfiend guesses), or -1 when the link no longer
    applies or that hand is empty. Draws from the duel's RNG only when it picks."""
    o = 1 - lk.player
    if not card_ok(g, lk) or not g.hand[o]:
        return -1
    x = g.rng.choice(g.hand[o])
    return x if g.loc[x] == LOC_HAND else -1


def random_discard(g: Duel, p: int, n: int = 1) -> None:
    """``p`` discards ``n`` cards at random."""
    for _ in range(n):
        if not g.hand[p]:
            return
        g.discard([g.rng.choice(g.hand[p])])


def mill(g: Duel, p: int, n: int) -> None:
    """Send the top ``n`` cards of ``p``'s deck to the GY."""
    top = g.deck[p][-n:][::-1]
    if top:
        g.send_to_gy(top, "effect")


def search_to_hand(g: Duel, lk: Link) -> None:
    """Operation step after a :func:`pick` from the deck: add the picked cards, shuffle."""
    got = [c for c in last(lk) if g.loc[c] & 0x1]
    if got:
        g.to_hand(got)
    g.shuffle_deck(lk.player)


def negate_attack(g: Duel, end_battle: bool = False) -> None:
    """Negate the attack being declared (the attacker stays "having attacked"); with
    ``end_battle`` the Battle Phase ends after the chain (Negate Attack)."""
    b = g.battle
    if not b:
        return
    g.battle = b._replace(attacker_life=-1)  # the attacker no longer counts as attacking
    g.log("attack_negated", {**g.card_pub(b.attacker)})
    if end_battle:
        end_battle_phase(g, ("attack_after",))


def end_battle_phase(g: Duel, frames: tuple[str, ...] = ("attack_after", "battle_step")) -> bool:
    """End the Battle Phase once the current chain is over: the nearest pending frame named in
    ``frames`` (the declared attack's closing frame, or the return to the Battle Step after a
    Damage Step) becomes the End Step (Negate Attack; The Unhappy Maiden). False when there is
    none (not in a Battle Phase)."""
    st = g.stack
    for i in range(len(st) - 1, -1, -1):
        if st[i][0] in frames:
            st[i] = ("classic_battle_over",)
            return True
    return False


@step("classic_battle_over")
def _battle_over(g: Duel, fr: tuple[Any, ...]) -> None:
    """Frame left by Negate Attack: the battle is over, go to the End Step."""
    g.battle = None
    g.stack.append(("battle_end_step",))


def attacker(g: Duel) -> int:
    """The monster whose attack is being handled (-1 outside an attack)."""
    return g.battle.attacker if g.battle else -1


def attack_target(g: Duel) -> int:
    """The attack target of the current battle (-1 = direct or none)."""
    return g.battle.target if g.battle else -1


def opp_attack(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """Condition: an opponent's monster is declaring an attack (the attack window)."""
    return bool(w) and w[0] == "attack" and g.ctrl[w[1]] != p


def summon_to(g: Duel, cards: Iterable[int], p: int, pos: int) -> list[int]:
    """Special summon each card while there is room; returns those summoned."""
    out = []
    for c in cards:
        if g.can_special_summon(c, p) and g.special_summon(c, p, pos):
            out.append(c)
    return out


def from_hand_or_field(g: Duel, c: int) -> bool:
    """The card is in a hand or face-up on the field."""
    return g.loc[c] == LOC_HAND or (g.loc[c] == LOC_MZONE and up(g, c))


def in_grave(g: Duel, c: int) -> bool:
    """The card is in a graveyard."""
    return g.loc[c] == LOC_GY


def face_down_def(g: Duel, c: int) -> bool:
    """A face-down Defense Position monster."""
    return bool(g.pos[c] & POS_FACEDOWN)


def reg(code: int | str, *effects: Effect) -> None:
    """Register effects for a script id (alias of :func:`register`)."""
    register(code, *effects)


def last_battle(g: Duel) -> tuple[int, int]:
    """(attacker, target) of the most recent damage calculation, read from the end of the
    event log (a few entries back); (-1, -1) if none. For "when this card destroys a monster
    by battle" triggers, evaluated right after that damage step."""
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 40, -1), -1):
        kind, pub, _ = el[i]
        if kind == "battle":
            t = pub.get("target")
            return int(pub["attacker"]["card"]), int(t["card"]) if t else -1
        if kind in ("turn", "phase"):
            break
    return -1, -1


def in_last_battle(g: Duel, c: int) -> bool:
    """``c`` fought in the most recent damage calculation."""
    a, t = last_battle(g)
    return c in (a, t)


def destroyed_by_battle_this_turn(g: Duel) -> set[int]:
    """Cards destroyed by battle during the current turn (read back to the turn's start in the
    event log; call only after a cheap pre-check)."""
    out: set[int] = set()
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "battle":
            out.update(int(d["card"]) for d in pub.get("destroyed", ()))
        elif kind in ("turn", "scenario_start"):
            break
    return out


def battle_losses_in_gy(g: Duel, p: int) -> list[int]:
    """``p``'s monsters in ``p``'s Graveyard that were sent there this turn, destroyed by battle
    ("your monsters destroyed by battle this turn": The Forgiving Maiden, Crimson Sentry)."""
    fresh = [c for c in g.gy[p] if g.since[c] == g.turn and is_monster(g, c)]
    if not fresh:
        return []
    dead = destroyed_by_battle_this_turn(g)
    return [c for c in fresh if c in dead]


def bind(g: Duel, s: int, m: int) -> None:
    """Remember in ``g.counter[s]`` that continuous card ``s`` points at monster ``m`` as it
    is now (card and "life"), without making ``s`` an equip card (Call of the Haunted,
    Spellbinding Circle): turning ``m`` face-down or bouncing it does not destroy ``s``."""
    g.counter[s] = m + g.n * (g.life[m] + 1)


def bound(g: Duel, s: int) -> int:
    """The monster ``s`` points at (:func:`bind`) if it is still that card in that place."""
    pack = g.counter[s]
    if pack <= 0:
        return -1
    m = pack % g.n
    return m if g.life[m] == pack // g.n - 1 else -1


def bound_moved_once(g: Duel, s: int, m: int) -> bool:
    """``m`` is the monster ``s`` pointed at and it moved exactly once since (destroyed)."""
    pack = g.counter[s]
    return pack > 0 and pack % g.n == m and g.life[m] == pack // g.n


def borrow(g: Duel, m: int, p: int) -> bool:
    """``p`` takes control of ``m`` until the End Phase of this turn (Change of Heart): the
    mark ``g.equip[m] = -2 - turn`` (a monster's own equip slot, unused by the engine) is read
    by :func:`return_borrowed` from the End Phase hook."""
    if not take_control(g, m, p):
        return False
    g.equip[m] = -2 - g.turn
    return True


def return_borrowed(g: Duel, ev: str) -> None:
    """End Phase hook: monsters borrowed this turn (or earlier) go back to the other player."""
    if ev != "end_phase":
        return
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.equip[m] <= -2 and -2 - g.equip[m] <= g.turn:
                g.equip[m] = -1
                if take_control(g, m, 1 - q):
                    g.log("control_returns", {**g.card_pub(m), "player": 1 - q})


# Change of Heart, Brain Control, Enemy Controller
PHASE_HOOKS.append(only_for({4031928, 87910978, 98045062})(return_borrowed))


def ask_revealed(g: Duel, lk: Link, seat: int, cands: Sequence[int], prompt: str = "choose"
                 ) -> None:
    """Ask ``seat`` to pick 1 of ``cands`` that the effect reveals to them (an opponent's hand,
    cards shown from a Deck): the options carry the card names, whatever the seat may see
    otherwise. The answer lands in ``lk.picks`` as a 1-tuple (``()`` when there is none)."""
    if not cands:
        lk.picks.append(())
        return
    g.reveal(seat, cands)  # the seat knows these cards while they stay where they are
    ask_option(g, lk, seat, [(c, g.cd(c).name) for c in cands], prompt)


def revealed_pick(lk: Link) -> tuple[int, ...]:
    """The answer of :func:`ask_revealed` as a tuple of cards."""
    v = lk.picks[-1] if lk.picks else ()
    if isinstance(v, tuple):
        return v
    return (int(v),)


def active_monster(g: Duel, c: int) -> bool:
    """A face-up monster on the field whose effects apply (not negated, nor by a
    ``CARD_NEGATED`` hook such as Jinzo's)."""
    if g.loc[c] != LOC_MZONE or not g.pos[c] & POS_FACEUP or g.flags[c] & F_NEGATED:
        return False
    return not any(h(g, c) for h in g.hk.card_negated)


def tribute_summoned(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """Condition: ``c`` has just been Tribute Summoned (its summon declaration paid tributes),
    for "When this card is Tribute Summoned" triggers (the Monarchs)."""
    if g.loc[c] != LOC_MZONE or len(w) < 3 or w[2] != "normal":
        return False
    for kind, pub, _ in reversed(g.elog):
        if kind == "summon_declared" and pub.get("card") == c:
            return int(pub.get("tributes", 0)) > 0
    return False


KYCOO = 88240808  # Kycoo the Ghost Destroyer


#: ``fn(g, player) -> bool``: more locks on removing Graveyard cards from play, read by
#: :func:`gy_banish_blocked` (Necrovalley's 2005 text: ``goat8_ma_necrovalley.py``)
GY_BANISH_LOCKS: list[Callable[[Duel, int], bool]] = []


def gy_banish_blocked(g: Duel, p: int) -> bool:
    """``p`` cannot remove cards in the Graveyards from play now (costs included: the Envoys'
    and Chaos Sorcerer's summoning procedures, the ``goat_mon_procs`` procedures): Kycoo the
    Ghost Destroyer's lock (while ``p``'s opponent controls it face-up) or a
    :data:`GY_BANISH_LOCKS` hook."""
    if any(m >= 0 and g.code[m] == KYCOO and active_monster(g, m) for m in g.mz[1 - p]):
        return True
    return any(h(g, p) for h in GY_BANISH_LOCKS)


#: ``fn(g, player) -> bool``: True = ``player``'s removals of monsters in a Graveyard from play
#: are made with monsters on their own side of the field instead (Spirit Elimination:
#: ``goat9_a_spirit.py``); read by :func:`gy_banish_zone` and :func:`gy_banish_ready`
GY_BANISH_SUBSTITUTES: list[Callable[[Duel, int], bool]] = []


def gy_substituted(g: Duel, p: int) -> bool:
    """``p``'s removals of Graveyard monsters are made from ``p``'s field now."""
    return any(h(g, p) for h in GY_BANISH_SUBSTITUTES)


def gy_banish_zone(g: Duel, p: int, q: int = -1) -> Sequence[int]:
    """The shared step of "remove monster(s) in the Graveyard from play" (a cost, a procedure or
    an effect of player ``p``): the cards to pick them from — ``q``'s Graveyard (``p``'s by
    default), or, while a :data:`GY_BANISH_SUBSTITUTES` hook holds for ``p``, the monsters on
    ``p``'s side of the field (the caller's own filter still applies to them: "the conditions
    must still be fulfilled", Spirit Elimination's FAQ)."""
    if gy_substituted(g, p):
        return [m for m in g.mz[p] if m >= 0]
    return g.gy[p if q < 0 else q]


def gy_banish_ready(g: Duel, p: int, c: int) -> bool:
    """``c``, picked from :func:`gy_banish_zone` for player ``p``, is still there to be removed
    from play (in a Graveyard; or a monster on ``p``'s field under a substitute)."""
    if g.loc[c] == LOC_GY:
        return not gy_substituted(g, p)
    return g.loc[c] == LOC_MZONE and g.ctrl[c] == p and gy_substituted(g, p)


# --- what the classic hook cards share (classic_hooks_*.py) ---------------------------------

OJAMA_KING = 90140980


def live(g: Duel, s: int) -> bool:
    """``s`` is face-up on the field with its effects applying (activated, not negated, not
    negated by Jinzo/Prohibition, and not a Spell under Imperial Order)."""
    if not g.loc[s] & LOC_ONFIELD or not up(g, s) or g.flags[s] & F_NEGATED:
        return False
    cd = g.cd(s)
    if g.loc[s] != LOC_MZONE and not g.flags[s] & F_ACTIVE:
        return False
    if cd.is_spell and g.loc[s] != LOC_MZONE and g.spells_negated():
        return False
    return not any(h(g, s) for h in g.hk.card_negated)


@lru_cache(maxsize=256)
def has_ojama_king(codes: tuple[int, ...]) -> bool:
    """The duel's cards (``g.code``) include an Ojama King (cached per card list)."""
    return OJAMA_KING in codes


#: Cards that make Monster Card Zones unusable (a script adds its passcode and appends its
#: ``fn(g, player, zone) -> bool`` to :data:`ZONE_BLOCKS`: Ground Collapse, Dimensionhole);
#: Ojama King's own zones are read below. :func:`zone_blocked` reads both, and Ojama King's
#: hooks in ``classic_hooks_zones.py`` (no summon into only blocked zones, a monster put in a
#: blocked zone moved to a free one) run for every such card.
ZONE_BLOCKERS: set[int] = {OJAMA_KING}
ZONE_BLOCKS: list[Callable[[Duel, int, int], bool]] = []


@lru_cache(maxsize=256)
def has_zone_blocker(codes: tuple[int, ...]) -> bool:
    """The duel's cards include a card of :data:`ZONE_BLOCKERS` (cached per card list)."""
    return any(c in ZONE_BLOCKERS for c in codes)


def zone_blocked(g: Duel, p: int, z: int) -> bool:
    """Zone ``z`` of ``p`` cannot be used: blocked by a face-up Ojama King of the other player
    or by a :data:`ZONE_BLOCKS` hook."""
    if not has_zone_blocker(g.code):
        return False
    if has_ojama_king(g.code):
        for k in g.mz[1 - p]:
            if k >= 0 and g.code[k] == OJAMA_KING and live(g, k) and g.counter[k] >> z & 1:
                return True
    return any(fn(g, p, z) for fn in ZONE_BLOCKS)


def free_zones(g: Duel, p: int) -> int:
    """How many of ``p``'s Monster Zones are empty and not blocked by an Ojama King."""
    return sum(1 for z in range(5) if g.mz[p][z] < 0 and not zone_blocked(g, p, z))
