"""The duel state: plain data on ``__slots__``, cards as ints, cloned by hand.

Cards are instance ids ``0..n-1``; static facts (passcode, owner) are tuples shared between
clones, everything that changes lives in flat lists. The flow of the game is an explicit stack of
immutable tuple frames (see :mod:`cardtable.ygo.rules.flow`), so a clone is a handful of list
copies at any decision point, mid-chain included. The pending decision, the waiting triggers and
the battle are named shapes (:mod:`cardtable.ygo.shapes`).

Places that rarely change (the banished and Extra Deck piles, the Pendulum and Field Zones, the
limbo), the indexes ``act`` / ``aidx`` and ``win_pending`` are tuples, replaced whole when a
card comes or goes (:func:`row_add`, :func:`row_drop`, :func:`zone_set`, :func:`drop`): a clone
shares them instead of copying them (docs/performance.md, "Session 8").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.rng import Rng
from cardtable.ygo.profile import Profile
from cardtable.ygo.shapes import Battle, Pending, Trigger

if TYPE_CHECKING:
    from cardtable.ygo.effects.api import Link
    from cardtable.ygo.effects.hooks import HookSet
    from cardtable.ygo.effects.pool import CardPool

#: one immutable row per player (banished, Extra Deck, Pendulum Zones): replaced whole on a change
Rows = tuple[tuple[int, ...], tuple[int, ...]]


def row_set(rows: Rows, p: int, row: tuple[int, ...]) -> Rows:
    """``rows`` with player ``p``'s row replaced by ``row``."""
    return (row, rows[1]) if p == 0 else (rows[0], row)


def row_add(rows: Rows, p: int, c: int) -> Rows:
    """``rows`` with ``c`` appended to player ``p``'s row."""
    return ((*rows[0], c), rows[1]) if p == 0 else (rows[0], (*rows[1], c))


def drop(t: tuple[int, ...], c: int) -> tuple[int, ...]:
    """``t`` without its first ``c`` (``ValueError`` when it is not there, as ``list.remove``)."""
    i = t.index(c)
    return t[:i] + t[i + 1:]


def row_drop(rows: Rows, p: int, c: int) -> Rows:
    """``rows`` without ``c`` in player ``p``'s row (``ValueError`` when it is not there, as
    ``list.remove``)."""
    return row_set(rows, p, drop(rows[p], c))


def zone_set(rows: Rows, p: int, z: int, c: int) -> Rows:
    """``rows`` with zone ``z`` of player ``p``'s row holding ``c`` (-1 = empty); a zone
    that does not exist is an ``IndexError``, as a list's."""
    r = rows[p]
    if not 0 <= z < len(r):
        raise IndexError(f"zone {z} of a row of {len(r)}")
    return row_set(rows, p, (*r[:z], c, *r[z + 1:]))


def pair_set(pair: tuple[int, int], p: int, c: int) -> tuple[int, int]:
    """``pair`` (one value per player: the Field Zones) with player ``p``'s value ``c``."""
    return (c, pair[1]) if p == 0 else (pair[0], c)


# locations (bit flags so effects can name several)
LOC_DECK: Final = 0x1
LOC_HAND: Final = 0x2
LOC_MZONE: Final = 0x4
LOC_SZONE: Final = 0x8
LOC_GY: Final = 0x10
LOC_BANISHED: Final = 0x20
LOC_EXTRA: Final = 0x40
LOC_FZONE: Final = 0x80
LOC_PZONE: Final = 0x100
LOC_LIMBO: Final = 0x200  # a card between places (being summoned, resolving...)
# an Xyz Material attached to an Xyz monster (kept in ``limbo``, ``equip`` = that monster); not a
# card on the field
LOC_OVERLAY: Final = 0x400
LOC_ONFIELD: Final = LOC_MZONE | LOC_SZONE | LOC_FZONE | LOC_PZONE
LOC_ACT: Final = LOC_HAND | LOC_ONFIELD  # where window effects are indexed (g.act)
LOC_NAMES: Final = {
    LOC_DECK: "deck", LOC_HAND: "hand", LOC_MZONE: "mzone", LOC_SZONE: "szone", LOC_GY: "gy",
    LOC_BANISHED: "banished", LOC_EXTRA: "extra", LOC_FZONE: "fzone", LOC_PZONE: "pzone",
    LOC_LIMBO: "limbo", LOC_OVERLAY: "overlay",
}  # fmt: skip
LOC_BY_NAME: Final = {v: k for k, v in LOC_NAMES.items()}

# positions (monsters); spells/traps use FACEUP/FACEDOWN only
POS_FU_ATK: Final = 0x1
POS_FD_ATK: Final = 0x2
POS_FU_DEF: Final = 0x4
POS_FD_DEF: Final = 0x8
POS_FACEUP: Final = POS_FU_ATK | POS_FU_DEF
POS_FACEDOWN: Final = POS_FD_ATK | POS_FD_DEF
POS_ATK: Final = POS_FU_ATK | POS_FD_ATK
POS_DEF: Final = POS_FU_DEF | POS_FD_DEF
POS_NAMES: Final = {POS_FU_ATK: "atk", POS_FD_ATK: "fd_atk", POS_FU_DEF: "def",
                    POS_FD_DEF: "fd_def"}
POS_BY_NAME: Final = {v: k for k, v in POS_NAMES.items()}
POS_BY_NAME.update({"up": POS_FU_ATK, "down": POS_FD_DEF, "faceup": POS_FU_ATK,
                    "facedown": POS_FD_DEF, "set": POS_FD_DEF})

# phases
PH_DRAW: Final = 1
PH_STANDBY: Final = 2
PH_MAIN1: Final = 3
PH_BATTLE: Final = 4
PH_MAIN2: Final = 5
PH_END: Final = 6
PHASE_NAMES: Final = {PH_DRAW: "draw", PH_STANDBY: "standby", PH_MAIN1: "main1",
                      PH_BATTLE: "battle", PH_MAIN2: "main2", PH_END: "end"}
PHASE_BY_NAME: Final = {v: k for k, v in PHASE_NAMES.items()}

# battle sub-steps (g.bstep)
BS_NONE: Final = 0
BS_START: Final = 1
BS_BATTLE: Final = 2
BS_DAMAGE: Final = 3
BS_CALC: Final = 4
BS_END: Final = 5

# per-card flags (reset when the card changes place unless noted)
F_ATTACKED: Final = 0x1  # declared an attack this turn
F_POSCHANGED: Final = 0x2  # position changed (by its controller) this turn
F_ACTIVE: Final = 0x4  # a face-up spell/trap whose activation resolved (its effects apply)
F_PROPER: Final = 0x8  # properly summoned (revival limit)
F_NEGATED: Final = 0x10  # effects negated (e.g. an equip whose effect was negated)
F_SUMMONED_TURN: Final = 0x20  # came out this turn (no voluntary position change)
F_BATTLE_DESTROYED: Final = 0x40
# Special Summoned to where it is now (kept through a control change: Special Hurricane destroys
# "Special Summoned monsters" whoever controls them)
F_SPECIAL: Final = 0x80
F_CALC_ZERO: Final = 0x100  # its ATK is 0 during this battle's damage calculation only (Kazejin's
#                     kind: read by ``rules/actions.py`` only while ``bstep`` is BS_CALC; the
#                     Damage Step's end clears it)
#: Special Summoned by the effect its own text names ("If this card was Special Summoned by the
#: effect of 'Ultimate Insect LV1'"): set by card scripts as the summon happens, gone when the
#: card moves (not in F_KEEP)
F_BY_NAMED: Final = 0x200
F_KEEP: Final = F_PROPER

# per-duel features
FEAT_LISTENERS: Final = 0x1  # some card triggers on other cards' events
FEAT_GY_EFFECTS: Final = 0x2  # some card has an effect activated from the GY
# (0x4 and 0x8 were Exodia and Destiny Board: their win conditions are now card hooks,
#  effects/hooks.py WIN_CHECKS, which duels without those cards never run)
FEAT_EQUIPS: Final = 0x10  # some card can become an equip with a condition
FEAT_MZ_EFFECTS: Final = 0x20  # some monster has an ignition/quick effect usable on the field
FEAT_STANDBY: Final = 0x40  # some card has a standby-phase trigger
FEAT_ENDPHASE: Final = 0x80  # some card has an end-phase trigger
FEAT_TOKENS: Final = 0x100  # the duel holds token instances (a token-making card is in a deck)
FEAT_SUMMON_RESP: Final = 0x200  # some card responds to a summon (a "summoned" window effect)
FEAT_EXTRA_PROCS: Final = 0x400  # a Synchro or Xyz monster is in the duel (rules/extra_summon.py)
FEAT_DS_BEFORE: Final = 0x800  # some card has a "before damage calculation" trigger (ds_before)
FEAT_ALWAYS_ASK: Final = 0x1000  # the setup's ``always_ask`` knob (rules/chain.py)


#: The fields of :class:`DuelState`, in one place: its ``__slots__`` and code that walks every
#: field (tests, snapshots) read this tuple; a compiled class has no ``__slots__`` at run time.
STATE_FIELDS: tuple[str, ...] = (
    "act",
    "aidx",
    "answers_",
    "banished",
    "battle",
    "bp_done",
    "bstep",
    "buffs",
    "chain",
    "chains_started",
    "code",
    "counter",
    "ctrl",
    "deck",
    "elog",
    "equip",
    "evs",
    "extra",
    "feat",
    "first",
    "flags",
    "fz",
    "gy",
    "ha",
    "hand",
    "hk",
    "hooked",
    "life",
    "limbo",
    "loc",
    "lp",
    "mz",
    "n",
    "n2",
    "neg_summon",
    "ns_used",
    "nsk",
    "owner",
    "pend",
    "phase",
    "pool",
    "pos",
    "profile",
    "psum",
    "pz",
    "r2",
    "result_",
    "rng",
    "seed_",
    "seen",
    "seq",
    "setup_",
    "since",
    "spd",
    "stack",
    "stamp",
    "sz",
    "tp",
    "trig",
    "turn",
    "win_pending",
)


class DuelState:
    """All the mutable state of a duel. Subclasses add behaviour, never fields."""

    __slots__ = STATE_FIELDS  # fmt: skip

    profile: Profile
    pool: CardPool  # static: the cards this duel reads (effects/pool.py), shared by its clones
    code: tuple[int, ...]
    owner: tuple[int, ...]
    n: int
    loc: list[int]
    ctrl: list[int]
    pos: list[int]
    seq: list[int]
    since: list[int]
    life: list[int]
    flags: list[int]
    equip: list[int]
    counter: list[int]
    deck: list[list[int]]
    hand: list[list[int]]
    gy: list[list[int]]
    banished: Rows  # immutable rows (a clone shares them): see row_add / row_drop
    extra: Rows
    mz: list[list[int]]
    sz: list[list[int]]
    fz: tuple[int, int]  # immutable: see pair_set
    pz: Rows  # immutable: see zone_set
    lp: list[int]
    turn: int
    tp: int
    phase: int
    bstep: int
    ns_used: int
    bp_done: bool
    buffs: list[tuple[int, int, int, int, int]]
    chain: list[Link]
    stack: list[tuple[Any, ...]]
    pend: Pending | None
    rng: Rng
    elog: list[tuple[str, dict[str, Any], dict[int, dict[str, Any]] | None]]
    answers_: list[dict[str, Any]]
    result_: tuple[tuple[int, ...], str] | None
    seed_: int
    setup_: dict[str, Any]
    trig: list[Trigger]
    chains_started: int
    battle: Battle | None  # the attack being fought (rules/battle.py)
    win_pending: tuple[tuple[int, str], ...]  # immutable: replaced whole
    stamp: int
    limbo: tuple[int, ...]  # immutable: replaced whole
    neg_summon: int
    psum: int  # turn number of the last Pendulum Summon (once per turn; rules/pendulum.py)
    first: int
    hk: HookSet  # static: the card-script hooks active in this duel (effects/hooks.py)
    hooked: bool  # static: some field of ``hk`` is not empty. Hot paths read a hook field only
    #               when it is set: an empty ``hk.x`` costs ~260 instructions to test (a
    #               NamedTuple field), this bool ~90 (docs/performance.md, "Session 9")
    nsk: tuple[int, ...]  # static per card: tributes to normal summon (0-2), -1 = cannot,
    #                       -2 = spell/trap (settable), -3 = field spell
    act: tuple[int, ...]  # index (immutable, replaced whole by move()): cards in a hand or on
    #                       the field that have a window effect
    n2: list[int]  # [p]: cards of p where r2 says they may respond, [2 + p]: same in p's own
    #                turn only, [4 + p]: same to an event or a chain link only (counts kept by
    #                move(); they may overcount, never undercount)
    aidx: tuple[int, ...]  # index (immutable, replaced whole by move()): cards on the field
    #                        that have continuous aspects or phase triggers
    ha: tuple[bool, ...]  # static per card: has continuous aspects or standby/end-phase triggers
    spd: tuple[int, ...]  # static: max spell speed of each card's window effects (0 = none)
    r2: tuple[int, ...]  # static per card: registry.respond_where (0 = never responds), plus 0
    feat: int  # per-duel feature bits (FEAT_*): what the deck list can ever need
    evs: frozenset[str]  # static: events some spell speed >= 2 effect of the duel answers
    seen: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]  # per seat: (card,
    #   life) of hidden cards an effect revealed to that seat (known while the card stays put)

    def rebuild_index(self) -> None:
        """Recompute ``act`` (after placing cards without :meth:`move`: setups, re-deals)."""
        spd, loc = self.spd, self.loc
        self.act = tuple(c for c in range(self.n) if spd[c] and loc[c] & LOC_ACT)
        self.aidx = tuple(c for c in range(self.n) if self.ha[c] and loc[c] & LOC_ONFIELD)
        r2, ctrl = self.r2, self.ctrl
        n2 = [0, 0, 0, 0, 0, 0]
        for c in range(self.n):
            m = r2[c]
            if m:
                if loc[c] & m:
                    n2[ctrl[c]] += 1
                elif loc[c] & (m >> 16):
                    n2[2 + ctrl[c]] += 1
                elif loc[c] & (m >> 32):
                    n2[4 + ctrl[c]] += 1
        self.n2 = n2

    def copy_into(self, o: DuelState) -> None:
        """Copy every field into ``o`` (a fresh instance of the same class), by hand."""
        o.profile = self.profile
        o.pool = self.pool
        o.code = self.code
        o.owner = self.owner
        o.n = self.n
        o.loc = self.loc[:]
        o.ctrl = self.ctrl[:]
        o.pos = self.pos[:]
        o.seq = self.seq[:]
        o.since = self.since[:]
        o.life = self.life[:]
        o.flags = self.flags[:]
        o.equip = self.equip[:]
        o.counter = self.counter[:]
        o.deck = [self.deck[0][:], self.deck[1][:]]
        o.hand = [self.hand[0][:], self.hand[1][:]]
        o.gy = [self.gy[0][:], self.gy[1][:]]
        o.banished = self.banished  # immutable rows: shared
        o.extra = self.extra
        o.mz = [self.mz[0][:], self.mz[1][:]]
        o.sz = [self.sz[0][:], self.sz[1][:]]
        o.fz = self.fz
        o.pz = self.pz
        o.lp = self.lp[:]
        o.turn = self.turn
        o.tp = self.tp
        o.phase = self.phase
        o.bstep = self.bstep
        o.ns_used = self.ns_used
        o.bp_done = self.bp_done
        o.buffs = self.buffs[:]
        o.chain = [lk.copy() for lk in self.chain] if self.chain else []
        o.stack = self.stack[:]
        o.pend = self.pend
        o.rng = self.rng.clone()
        o.elog = self.elog[:]
        o.answers_ = self.answers_[:]
        o.result_ = self.result_
        o.seed_ = self.seed_
        o.setup_ = self.setup_
        o.trig = self.trig[:]
        o.chains_started = self.chains_started
        o.battle = self.battle
        o.win_pending = self.win_pending
        o.stamp = self.stamp
        o.limbo = self.limbo
        o.neg_summon = self.neg_summon
        o.psum = self.psum
        o.first = self.first
        o.feat = self.feat
        o.evs = self.evs
        o.seen = self.seen
        o.spd = self.spd
        o.nsk = self.nsk
        o.hk = self.hk
        o.hooked = self.hooked
        o.act = self.act  # immutable: shared
        o.aidx = self.aidx
        o.n2 = self.n2[:]
        o.ha = self.ha
        o.r2 = self.r2
