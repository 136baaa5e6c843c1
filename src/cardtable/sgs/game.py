"""The Sanguosha game state (:class:`SgsGame`) and its registration with the kernel.

The state is a ``__slots__`` object of plain lists and ints; cards are ints into the static
tables of :mod:`cardtable.sgs.cards.data`. Flow is an explicit stack of immutable tuple frames
run by step functions (:data:`cardtable.sgs.skills.api.STEPS`), so :meth:`SgsGame.clone` is a
hand-written copy and there are no generators or closures in the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Final, Self

from cardtable.core.decision import Decision, Form, Option, Question, new_question
from cardtable.core.errors import SetupError
from cardtable.core.events import Event
from cardtable.core.game import Game, Result
from cardtable.core.registry import GameSpec, register
from cardtable.core.rng import Rng
from cardtable.core.text import Text
from cardtable.sgs.cards.data import IS_RED, NAME, SUIT
from cardtable.sgs.generals.data import BY_ID, LORD_SKILLS
from cardtable.sgs.incarnations import NONE as NO_INCARNATIONS
from cardtable.sgs.incarnations import Incarnations
from cardtable.sgs.labels import label_for, target_card
from cardtable.sgs.request import Request, context_of
from cardtable.sgs.rules import asking as _asking
from cardtable.sgs.rules import distance as _distance
from cardtable.sgs.rules import triggers as _triggers
from cardtable.sgs.rules import zones as _zones
from cardtable.sgs.skills.api import (
    SKILLS,
    STEPS,
    Frame,
    Mods,
    ViewAs,
    hook_names,
    load_skill_modules,
)

PHASES: Final = ("prepare", "judge", "draw", "play", "discard", "finish")

_DERIVED: Final = frozenset({"tindex", "mods", "viewas", "actives", "_dec"})

#: Seat orders by seat count and first seat: ``_ROTATIONS[n][s] == (s, s+1, …, s-1) mod n``
#: (static, filled on first use; :meth:`SgsGame.alive_seats` filters it).
_ROTATIONS: Final[dict[int, tuple[tuple[int, ...], ...]]] = {}


#: The fields of :class:`SgsGame` (its ``__slots__``; pickling walks them: a compiled class has
#: no ``__slots__`` at run time).
FIELDS: Final[tuple[str, ...]] = (
    "_dec",
    "actives",
    "alive_",
    "answers_",
    "box",
    "ctx",
    "current",
    "discard_pile",
    "draw_pile",
    "equip",
    "general",
    "hand",
    "hp",
    "huashen",
    "judge_area",
    "loc",
    "log_",
    "marks",
    "maxhp",
    "mode",
    "mods",
    "ms",
    "n",
    "next_cid",
    "phase",
    "piles",
    "proc",
    "req",
    "result_",
    "rng",
    "role",
    "seed_",
    "setup_",
    "side",
    "skills",
    "stack",
    "tapped",
    "tindex",
    "turn_no",
    "used",
    "viewas",
)


class SgsGame(Game):
    """A game of Sanguosha (3v3 or identity mode). Build with :func:`new_game` or
    :func:`from_scenario`; see docs/sgs-skill-api.md for the helpers skills use."""

    game_id: ClassVar[str] = "sgs"
    #: Bumped when the same answers no longer replay the same game: "2" = 流离 no longer asks
    #: forced picks and the identity lord is offered 张角 too (replays of "1" may not verify).
    engine_version: ClassVar[str] = "2"

    __slots__ = FIELDS

    # ---- helpers defined in the rules modules ------------------------------------------------
    # Written as methods that call the module functions, not as ``ask = _asking.ask`` class
    # attributes: a function stored on a class loses ``self`` in the compiled build
    # (docs/performance.md, "Compiled build"; tests/test_compiled_patterns.py refuses it).
    def _take_out(self, c: int) -> tuple[int, int]:
        """See :func:`cardtable.sgs.rules.zones._take_out`."""
        return _zones._take_out(self, c)

    def move_card(self, c: int, dest: str, seat: int = -1, as_name: str = "") -> None:
        """Move card ``c`` (see :func:`cardtable.sgs.rules.zones.move_card`)."""
        _zones.move_card(self, c, dest, seat, as_name)

    def draw(self, seat: int, n: int) -> None:
        """``seat`` draws ``n`` cards (see :func:`cardtable.sgs.rules.zones.draw`)."""
        _zones.draw(self, seat, n)

    def _reshuffle(self) -> bool:
        """See :func:`cardtable.sgs.rules.zones._reshuffle`."""
        return _zones._reshuffle(self)

    def top_cards(self, n: int) -> list[int]:
        """See :func:`cardtable.sgs.rules.zones.top_cards`."""
        return _zones.top_cards(self, n)

    def discard(self, seat: int, cards: tuple[int, ...] | list[int]) -> None:
        """See :func:`cardtable.sgs.rules.zones.discard`."""
        _zones.discard(self, seat, cards)

    def cards_of(self, seat: int, areas: str = "he") -> list[int]:
        """See :func:`cardtable.sgs.rules.zones.cards_of`."""
        return _zones.cards_of(self, seat, areas)

    def card_name(self, c: int) -> str:
        """See :func:`cardtable.sgs.rules.zones.card_name`."""
        return _zones.card_name(self, c)

    def seat_distance(self, a: int, b: int) -> int:
        """See :func:`cardtable.sgs.rules.distance.seat_distance`."""
        return _distance.seat_distance(self, a, b)

    def distance(self, a: int, b: int) -> int:
        """See :func:`cardtable.sgs.rules.distance.distance`."""
        return _distance.distance(self, a, b)

    def attack_range(self, a: int) -> int:
        """See :func:`cardtable.sgs.rules.distance.attack_range`."""
        return _distance.attack_range(self, a)

    def in_attack_range(self, a: int, b: int) -> bool:
        """See :func:`cardtable.sgs.rules.distance.in_attack_range`."""
        return _distance.in_attack_range(self, a, b)

    def ask(self, seat: int, kind: str, prompt: Text, options: list[dict[str, Any]],
            then: Frame, values: tuple[Any, ...] | None = None, lo: int = 1, hi: int = 1,
            picked: tuple[dict[str, Any], ...] = ()) -> None:
        """Stop with a decision (see :func:`cardtable.sgs.rules.asking.ask`)."""
        _asking.ask(self, seat, kind, prompt, options, then, values, lo, hi, picked)

    def ask_yesno(self, seat: int, prompt: Text, then: Frame) -> None:
        """See :func:`cardtable.sgs.rules.asking.ask_yesno`."""
        _asking.ask_yesno(self, seat, prompt, then)

    def ask_cards(self, seat: int, prompt: Text, cards: list[int] | tuple[int, ...],
                  lo: int, hi: int, then: Frame) -> None:
        """See :func:`cardtable.sgs.rules.asking.ask_cards`."""
        _asking.ask_cards(self, seat, prompt, cards, lo, hi, then)

    def ask_seats(self, seat: int, prompt: Text, seats: list[int] | tuple[int, ...],
                  lo: int, hi: int, then: Frame) -> None:
        """See :func:`cardtable.sgs.rules.asking.ask_seats`."""
        _asking.ask_seats(self, seat, prompt, seats, lo, hi, then)

    def ask_card_from(self, seat: int, target: int, areas: str, prompt: Text,
                      then: Frame) -> None:
        """See :func:`cardtable.sgs.rules.asking.ask_card_from`."""
        _asking.ask_card_from(self, seat, target, areas, prompt, then)

    def new_ctx(self, data: list[Any]) -> int:
        """See :func:`cardtable.sgs.rules.triggers.new_ctx`."""
        return _triggers.new_ctx(self, data)

    def fire(self, event: str, cid: int, about: int) -> None:
        """See :func:`cardtable.sgs.rules.triggers.fire`."""
        _triggers.fire(self, event, cid, about)

    def fire_simple(self, event: str, data: list[Any], about: int) -> None:
        """See :func:`cardtable.sgs.rules.triggers.fire_simple`."""
        _triggers.fire_simple(self, event, data, about)

    def __init__(self, setup: dict[str, Any], seed: int, n: int, blank: bool = False) -> None:
        """A fresh game state for ``n`` seats (``blank``: no fields set, for :meth:`clone` and
        unpickling, which fill every field themselves)."""
        if blank:
            return
        load_skill_modules()
        self.seed_ = seed
        self.setup_ = setup
        self.rng = Rng(seed)
        self.log_: list[Event] = []
        self.answers_: list[Form] = []
        self.n = n
        self.mode = str(setup.get("mode", "3v3"))
        self.general: list[str] = [""] * n
        self.skills: list[tuple[str, ...]] = [()] * n
        self.hp = [0] * n
        self.maxhp = [0] * n
        self.alive_ = [True] * n
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.equip: list[list[int]] = [[-1, -1, -1, -1] for _ in range(n)]
        self.judge_area: list[list[tuple[int, str]]] = [[] for _ in range(n)]
        self.piles: list[dict[str, tuple[int, ...]]] = [{} for _ in range(n)]
        self.marks: list[dict[str, int]] = [{} for _ in range(n)]
        self.used: dict[tuple[int, str], int] = {}
        self.draw_pile: list[int] = []
        self.discard_pile: list[int] = []
        self.proc: list[int] = []
        self.loc: list[int] = [7 * 16] * 108
        self.current = 0
        self.phase = ""
        self.ctx: dict[int, list[Any]] = {}
        self.next_cid = 0
        self.stack: list[Frame] = []
        self.req: Request | None = None
        self.result_: Result | None = None
        self.side = [0] * n
        self.role = [""] * n
        self.tapped = [False] * n
        self.tindex: dict[str, tuple[tuple[int, str, int, bool], ...]] = {}
        self.mods: list[tuple[Mods, ...]] = [()] * n
        self.viewas: list[tuple[tuple[str, ViewAs], ...]] = [()] * n
        self.actives: list[tuple[str, ...]] = [()] * n
        self.ms: dict[str, Any] = {}
        self.turn_no = 0
        #: 左慈's 化身 cards per seat (a tuple: replaced, never changed in place, so a clone
        #: shares it) and the unused generals (:mod:`cardtable.sgs.incarnations`)
        self.huashen: tuple[Incarnations, ...] = (NO_INCARNATIONS,) * n
        self.box: tuple[str, ...] = ()
        self._dec: Decision | None = None

    # ---- kernel contract --------------------------------------------------------------------
    @property
    def seed(self) -> int:
        """The seed this game was created with."""
        return self.seed_

    @property
    def log(self) -> list[Event]:
        """The full (unredacted) event log."""
        return self.log_

    @property
    def answers(self) -> list[Form]:
        """Forms of every applied answer."""
        return self.answers_

    @property
    def num_seats(self) -> int:
        """Number of seats."""
        return self.n

    def setup_data(self) -> dict[str, Any]:
        """The plain-data setup."""
        return self.setup_

    def result(self) -> Result | None:
        """The result once the game is over."""
        return self.result_

    def pending(self) -> Decision | None:
        """The open decision (built on demand from the stored request)."""
        if self.req is None:
            return None
        d = self._dec
        if d is None:
            req = self.req
            seat, kind, prompt, options, _v, then, lo, hi, picked = req
            gens = self.general
            card = target_card(then)
            d = Decision(seat, kind, prompt,
                         tuple(Option(o, label_for(o, gens, card)) for o in options), lo, hi,
                         picked, context_of(req))
            self._dec = d
        return d

    def question(self) -> Question | None:
        """The open request without labels, prompt or context (the kernel's
        :meth:`~cardtable.core.game.Game.question`): what a learner reads, cheaper than
        :meth:`pending`."""
        req = self.req
        if req is None:
            return None
        return new_question((req.seat, req.kind, req.options, req.lo, req.hi, len(req.picked)))

    def num_options(self) -> int:
        """Number of options of the open request (0 when over) without building a Decision."""
        return 0 if self.req is None else len(self.req.options)

    def _apply(self, index: int) -> None:
        req = self.req
        assert req is not None
        self.req = None
        self._dec = None
        vals = req.values
        v = req.options[index] if vals is None else vals[index]
        self.stack.append((*req.then, v))
        self.run()

    def apply_fast(self, index: int) -> None:
        """Answer the open request by index without validation objects (bots, bench)."""
        req = self.req
        assert req is not None
        self.answers_.append(req.options[index])
        self._apply(index)

    def run(self) -> None:
        """Run frames until a decision is open or the game is over."""
        stack = self.stack
        steps = STEPS
        f: Frame = ("",)
        for _ in range(2_000_000):  # frames without a decision: a rules loop, not a game
            if self.req is not None or self.result_ is not None:
                return
            if not stack:
                raise RuntimeError("sgs: the flow stack ran empty")
            f = stack.pop()
            steps[f[0]](self, f)
        if self.req is None and self.result_ is None:
            raise RuntimeError(f"sgs: no decision after 2,000,000 steps (last {f[0]!r})")

    def clone(self) -> Self:
        """An independent copy (hand-written: lists copied, immutable parts shared)."""
        # the constructor with blank=True, not object.__new__: a compiled class refuses that
        g = type(self)(self.setup_, self.seed_, self.n, True)
        g.seed_ = self.seed_
        g.setup_ = self.setup_
        g.rng = self.rng.clone()
        g.log_ = self.log_[:]
        g.answers_ = self.answers_[:]
        g.n = self.n
        g.mode = self.mode
        g.general = self.general[:]
        g.skills = self.skills[:]
        g.hp = self.hp[:]
        g.maxhp = self.maxhp[:]
        g.alive_ = self.alive_[:]
        g.hand = [h[:] for h in self.hand]
        g.equip = [e[:] for e in self.equip]
        g.judge_area = [j[:] for j in self.judge_area]
        g.piles = [p.copy() for p in self.piles]
        g.marks = [m.copy() for m in self.marks]
        g.used = self.used.copy()
        g.draw_pile = self.draw_pile[:]
        g.discard_pile = self.discard_pile[:]
        g.proc = self.proc[:]
        g.loc = self.loc[:]
        g.current = self.current
        g.phase = self.phase
        g.ctx = {k: v[:] for k, v in self.ctx.items()}
        g.next_cid = self.next_cid
        g.stack = self.stack[:]
        g.req = self.req
        g.result_ = self.result_
        g.side = self.side[:]
        g.role = self.role[:]
        g.tapped = self.tapped[:]
        g.tindex = self.tindex
        g.mods = self.mods[:]
        g.viewas = self.viewas[:]
        g.actives = self.actives[:]
        g.ms = self.ms.copy()
        g.turn_no = self.turn_no
        g.huashen = self.huashen
        g.box = self.box
        g._dec = self._dec
        return g

    def __getstate__(self) -> dict[str, Any]:
        """Plain-data snapshot for pickle: the skill indexes (which hold functions) are left
        out and rebuilt from the skill ids on load."""
        return {k: getattr(self, k) for k in FIELDS if k not in _DERIVED}

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as a blank game plus :meth:`__getstate__` (the compiled class has no default
        reduction that skips ``__init__``)."""
        return (type(self), (self.setup_, self.seed_, self.n, True), self.__getstate__())

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            setattr(self, k, v)
        load_skill_modules()
        self._dec = None
        self.tindex = {}
        self.mods = [()] * self.n
        self.viewas = [()] * self.n
        self.actives = [()] * self.n
        self.rebuild_skill_index()

    # ---- plumbing used by steps and skills ------------------------------------------------------
    def push(self, frame: Frame) -> None:
        """Push a frame; it runs before anything pushed earlier."""
        self.stack.append(frame)

    def log_event(self, kind: str, public: dict[str, Any],
                  private: dict[int, dict[str, Any]] | None = None) -> None:
        """Append an event (``private`` maps a seat to facts only it sees)."""
        self.log_.append(Event(kind, public, private))

    def end_game(self, winners: tuple[int, ...], reason: str, **detail: Any) -> None:
        """Set the result and drop the flow (the game ends at once, even mid-resolution)."""
        if self.result_ is not None:
            return
        self.result_ = Result(tuple(sorted(winners)), reason, dict(detail))
        self.stack.clear()
        self.req = None
        self._dec = None
        self.log_event("game_over", {"winners": list(self.result_.winners), "reason": reason})

    def alive(self, s: int) -> bool:
        """True while seat ``s`` lives."""
        return self.alive_[s]

    def alive_seats(self, start: int | None = None) -> list[int]:
        """Living seats in counterclockwise (seat) order, starting from ``start`` (default:
        the current player)."""
        st = self.current if start is None else start
        a = self.alive_
        rot = _ROTATIONS.get(self.n)
        if rot is None:
            rot = _ROTATIONS[self.n] = tuple(tuple((s + i) % self.n for i in range(self.n))
                                             for s in range(self.n))
        return [s for s in rot[st] if a[s]]

    def is_ally(self, a: int, b: int) -> bool:
        """Same side (3v3 colour; identity: lord+loyalists, rebels; the renegade is alone)."""
        if a == b:
            return True
        if self.mode == "3v3":
            return self.side[a] == self.side[b]
        ra, rb = self.role[a], self.role[b]
        if ra == "renegade" or rb == "renegade":
            return False
        return (ra in ("lord", "loyalist")) == (rb in ("lord", "loyalist"))

    def has_skill(self, s: int, sid: str) -> bool:
        """True if seat ``s`` has skill ``sid`` (and it is active in this mode)."""
        return sid in self.skills[s]

    def gender(self, s: int) -> str:
        """``"m"`` or ``"f"`` (the shown 化身 card's while there is one)."""
        g = BY_ID.get(self.huashen[s][1] or self.general[s])  # [1]: the shown 化身 general
        return g.gender if g else "m"

    def kingdom(self, s: int) -> str:
        """``wei shu wu qun`` (the shown 化身 card's while there is one)."""
        g = BY_ID.get(self.huashen[s][1] or self.general[s])  # [1]: the shown 化身 general
        return g.kingdom if g else ""

    def suit_of(self, c: int, owner: int = -1) -> int:
        """The suit of card ``c`` as ``owner`` plays it (skills like 红颜 may change it)."""
        if owner >= 0:
            for m in self.mods[owner]:
                if m.suit_of is not None:
                    return m.suit_of(self, owner, c)
        return SUIT[c]

    def is_red(self, c: int, owner: int = -1) -> bool:
        """True when card ``c`` counts as red for ``owner``."""
        if owner >= 0 and self.mods[owner]:
            return self.suit_of(c, owner) in (1, 3)
        return IS_RED[c]

    def used_count(self, s: int, key: str) -> int:
        """How often ``s`` did ``key`` this phase (keys ``turn.*``: this turn)."""
        return self.used.get((s, key), 0)

    def mark_used(self, s: int, key: str, k: int = 1) -> None:
        """Count one more use of ``key`` by ``s``."""
        self.used[(s, key)] = self.used.get((s, key), 0) + k

    def hand_limit(self, s: int) -> int:
        """Hand limit: current HP (not below 0) plus skills."""
        lim = max(self.hp[s], 0)
        for m in self.mods[s]:
            if m.hand_limit is not None:
                lim += m.hand_limit(self, s)
        return lim

    def rebuild_skill_index(self) -> None:
        """Recompute the (immutable) trigger and hook index and per-seat mods/view-as/actives.

        ``tindex`` maps each trigger event and each rule hook (:func:`hook_names`) that some
        living seat's skill has to ``(seat, skill id, trigger index or -1, anyone)`` entries, so
        rules for absent generals cost one dict lookup (docs/sgs-skill-api.md, "Rule
        hooks")."""
        idx: dict[str, list[tuple[int, str, int, bool]]] = {}
        for s in range(self.n):
            mods: list[Mods] = []
            vas: list[tuple[str, ViewAs]] = []
            acts: list[str] = []
            if self.alive_[s]:
                for sid in self.skills[s]:
                    sk = SKILLS.get(sid)
                    if sk is None:
                        continue
                    for ti, t in enumerate(sk.triggers):
                        idx.setdefault(t.event, []).append((s, sid, ti, t.anyone))
                    for hook in hook_names(sk):
                        idx.setdefault(hook, []).append((s, sid, -1, False))
                    if sk.mods is not None:
                        mods.append(sk.mods)
                    vas.extend((sid, v) for v in sk.view_as)
                    if sk.active is not None:
                        acts.append(sid)
            self.mods[s] = tuple(mods)
            self.viewas[s] = tuple(vas)
            self.actives[s] = tuple(acts)
        self.tindex = {k: tuple(v) for k, v in idx.items()}

    def set_general(self, s: int, gid: str, bonus_hp: int = 0, lord_skills: bool = False) -> None:
        """Seat ``s`` takes general ``gid`` (HP = printed HP + bonus)."""
        g = BY_ID.get(gid)
        if g is None:
            raise SetupError(f"unknown general {gid!r}")
        self.general[s] = gid
        self.skills[s] = tuple(k for k in g.skills if lord_skills or k not in LORD_SKILLS)
        self.hp[s] = self.maxhp[s] = g.hp + bonus_hp

    # ---- rule helpers for skills (see docs/sgs-skill-api.md) ------------------------------------
    def judge(self, seat: int, reason: str, then: Frame) -> None:
        """Push a judgement for ``seat``; ``then + (card,)`` runs after retrials."""
        from cardtable.sgs.rules.judge import judge

        judge(self, seat, reason, then)

    def retrial(self, cid: int, new: int, owner: int, keep_old: bool = False) -> None:
        """Replace the judgement card (鬼才: old card discarded; 鬼道: ``keep_old``)."""
        from cardtable.sgs.rules.judge import retrial

        retrial(self, cid, new, owner, keep_old)

    def ask_response(self, seat: int, name: str, then: Frame, count: int = 1,
                     armor: bool = True) -> None:
        """Ask ``seat`` for ``count`` × ``name``; delivers True when all were produced."""
        from cardtable.sgs.rules.respond import ask_response

        ask_response(self, seat, name, then, count, armor)

    def damage(self, src: int, dst: int, n: int, name: str = "", cards: tuple[int, ...] = (),
               nature: str = "normal") -> None:
        """Push the damage pipeline."""
        from cardtable.sgs.rules.damage import damage

        damage(self, src, dst, n, name, cards, nature)

    def recover(self, seat: int, n: int) -> None:
        """Recover ``n`` HP (capped at max HP)."""
        from cardtable.sgs.rules.damage import recover

        recover(self, seat, n)

    def lose_hp(self, seat: int, n: int) -> None:
        """Lose ``n`` HP (may enter dying)."""
        from cardtable.sgs.rules.damage import lose_hp

        lose_hp(self, seat, n)

    def use_virtual(self, user: int, name: str, targets: tuple[int, ...],
                    cards: tuple[int, ...] = (), no_null: bool = False) -> None:
        """Use ``cards`` (or none) as ``name`` on ``targets`` (does not count toward limits)."""
        from cardtable.sgs.rules.use_card import use_virtual

        use_virtual(self, user, name, targets, cards, no_null)

    # ---- views ----------------------------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (``-1`` = spectator): own hand only, public zones, the draft as
        visible to ``seat``. See docs/formats.md (scenario files) for the schema."""
        from cardtable.sgs.view import build_view

        return build_view(self, seat)

    def facts(self) -> dict[str, Any]:
        """Flat facts for scenarios (keys documented in docs/formats.md, scenario files)."""
        from cardtable.sgs.view import build_facts

        return build_facts(self)

    def why_not(self, seat: int, query: Mapping[str, Any], lang: str = "en") -> list[str]:
        """Why ``seat`` cannot now do what ``query`` names (``{"card": id}`` or
        ``{"card": id, "target": t}``), in ``lang`` (``en`` or ``zh``)."""
        from cardtable.sgs.rules.use_card import why_not, why_not_texts

        if lang == "zh":
            return [t.zh for t in why_not_texts(self, seat, query)]
        return why_not(self, seat, query)

    def why_not_zh(self, seat: int, query: Mapping[str, Any]) -> list[str]:
        """The reasons of :meth:`why_not` in Chinese (``why_not(seat, query, "zh")``)."""
        return self.why_not(seat, query, "zh")

    def reseeded(self, rng: Rng) -> Self:
        """A clone with its RNG reseeded from ``rng`` (one ``next64`` draw; see
        :meth:`cardtable.core.game.Game.reseeded`)."""
        o = self.clone()
        o.rng = Rng(rng.next64())
        return o

    def determinize(self, seat: int, rng: Rng) -> Self:
        """A clone where what ``seat`` cannot see is re-dealt at random using ``rng``: other
        seats' hands (sizes kept) and the draw pile order; in a 3v3 draft also the face-down
        piles and the other side's hidden placement. Works at ``seat``'s own decision and at
        most decisions of other seats (their open question is rebuilt from the new hands,
        conditioned on being the same question); raises
        :class:`cardtable.sgs.determinize.DeterminizeError` where that is impossible without
        peeking. See :mod:`cardtable.sgs.determinize`."""
        from cardtable.sgs.determinize import determinize

        return determinize(self, seat, rng)  # type: ignore[return-value]

    def why_text(self) -> Text:
        """Placeholder for UI: the current prompt."""
        d = self.pending()
        return d.prompt if d else Text("", "")


def card_name(c: int) -> str:
    """Printed name id of card ``c``."""
    return NAME[c]


def new_game(setup: dict[str, Any], seed: int) -> SgsGame:
    """A new game from plain setup data: ``{"mode": "3v3"}`` (draft included unless
    ``"generals"`` is given) or ``{"mode": "identity", "players": 5..8}``."""
    from cardtable.sgs.modes import identity, three_v_three
    from cardtable.sgs.setup_check import check_3v3, check_identity

    if not isinstance(setup, Mapping):
        raise SetupError(f"an sgs setup is a mapping like {{'mode': '3v3'}}, got {setup!r}")
    mode = setup.get("mode", "3v3")
    if mode == "3v3":
        check_3v3(setup)
        g = SgsGame(setup, seed, 6)
        three_v_three.start(g, setup)
    elif mode == "identity":
        n = check_identity(setup, identity.ROLE_COUNTS, identity.LORD_CANDIDATES)
        g = SgsGame(setup, seed, n)
        identity.start(g, setup)
    else:
        raise SetupError(f"unknown sgs mode {mode!r} (3v3 or identity)")
    g.run()
    return g


def from_scenario(setup: dict[str, Any], seed: int) -> SgsGame:
    """A game from a scenario ``setup`` block (see :mod:`cardtable.sgs.scenario_setup`)."""
    from cardtable.sgs.scenario_setup import build

    return build(setup, seed)


def _load_rules() -> None:
    # importing registers the step functions
    from cardtable.sgs.cards import basic, equipment, tricks  # noqa: F401
    from cardtable.sgs.modes import identity, three_v_three  # noqa: F401
    from cardtable.sgs.rules import (  # noqa: F401
        damage,
        dying,
        judge,
        nullify,
        respond,
        turn,
        use_card,
    )


_load_rules()
register(GameSpec(game_id="sgs", new=new_game, from_scenario=from_scenario))
