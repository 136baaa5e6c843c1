"""The Yu-Gi-Oh! game: a kernel :class:`~cardtable.core.game.Game` over a :class:`Duel`.

>>> from cardtable.ygo.game import new_duel, preset_deck
>>> g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=1)
>>> g.pending().seat in (0, 1)
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Self

from cardtable.core.decision import Decision, Form, Question
from cardtable.core.errors import IllegalAnswer, SetupError
from cardtable.core.events import Event
from cardtable.core.game import Game, Result
from cardtable.core.registry import GameSpec, register
from cardtable.core.rng import Rng
from cardtable.ygo.duel import Duel, new_duel_state, scenario_duel
from cardtable.ygo.effects.pool import CardPool
from cardtable.ygo.labels import decision_of, question_of
from cardtable.ygo.rules.flow import Frame, apply
from cardtable.ygo.shapes import (
    PEND_CTX,
    PEND_HANDLER,
    PEND_OPTIONS,
    PEND_SEAT,
    Ctx,
    Pending,
    WindowCtx,
)
from cardtable.ygo.state import (
    LOC_BANISHED,
    LOC_DECK,
    LOC_HAND,
    POS_FACEDOWN,
    POS_FD_DEF,
    row_set,
)
from cardtable.ygo.view import facts_of, view_of
from cardtable.ygo.why import why_not_keys, why_not_texts

DECK_DIR = Path(__file__).with_name("decks")


class YgoGame(Game):
    """A Yu-Gi-Oh! duel (two seats). Build with :func:`new_duel` or :func:`from_scenario`."""

    game_id = "ygo"
    engine_version = "1"
    __slots__ = ("_dec", "_elen", "_events", "_q", "g")

    def __init__(self, g: Duel) -> None:
        self.g = g
        self._dec: Decision | None = None
        self._q: Question | None = None
        self._events: list[Event] = []
        self._elen = 0

    # --- kernel contract ------------------------------------------------------------------
    def pending(self) -> Decision | None:
        """The open decision (built on demand and cached until the next answer)."""
        if self._dec is None and self.g.pend is not None:
            self._dec = decision_of(self.g)
        return self._dec

    def question(self) -> Question | None:
        """The open decision without labels (forms only; built on demand and cached until the
        next answer, like :meth:`pending`)."""
        if self._q is None and self.g.pend is not None:
            self._q = question_of(self.g)
        return self._q

    def _forget_decision(self) -> None:
        """Drop the cached decision and question (the duel moved on, or was re-dealt)."""
        self._dec = None
        self._q = None

    def _apply(self, index: int) -> None:
        self._dec = None  # (_forget_decision inline: every env step comes through here)
        self._q = None
        apply(self.g, index)

    def answer(self, choice: int | Form) -> None:
        """Answer by index or form; ``{"action": "surrender", "seat": s}`` concedes for ``s``."""
        if isinstance(choice, Mapping) and choice.get("action") == "surrender":
            seat = choice.get("seat")
            if seat not in (0, 1) or self.g.result_ is not None:
                raise IllegalAnswer(f"cannot surrender: bad seat {seat!r} or the duel is over")
            self.surrender(int(seat))
            return
        if isinstance(choice, Mapping) and set(choice) == {"index"}:
            choice = int(choice["index"])  # recorded by apply_index
        super().answer(choice)

    def surrender(self, seat: int) -> None:
        """``seat`` concedes the duel (recorded as an answer, so replays keep it)."""
        self.g.answers_.append({"action": "surrender", "seat": seat})
        self._forget_decision()
        self.g.log("surrender", {"player": seat})
        self.g._finish((1 - seat,), "surrender")

    def apply_index(self, index: int) -> None:
        """Fast path for bots and benchmarks: apply option ``index`` without building the
        kernel decision (the answer form is recorded lazily as ``{"index": i}``)."""
        g = self.g
        if g.pend is None or not 0 <= index < len(g.pend[PEND_OPTIONS]):
            raise IllegalAnswer(f"option index {index} is not legal")
        g.answers_.append({"index": index})
        self._forget_decision()
        apply(g, index)

    def num_options(self) -> int:
        """Number of options of the pending decision (0 when over), without building it."""
        p = self.g.pend
        return 0 if p is None else len(p[PEND_OPTIONS])

    def result(self) -> Result | None:
        """The result once the duel is over."""
        r = self.g.result_
        return None if r is None else Result(r[0], r[1])

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (-1 = spectator)."""
        return view_of(self.g, seat)

    def clone(self) -> Self:
        """An independent copy at this decision point."""
        o = type(self).__new__(type(self))
        o.g = self.g.clone()
        o._dec = self._dec
        o._q = self._q
        o._events = self._events[:]
        o._elen = self._elen
        return o

    def setup_data(self) -> dict[str, Any]:
        """The setup this duel was built from."""
        return dict(self.g.setup_)

    @property
    def seed(self) -> int:
        """The seed."""
        return self.g.seed_

    @property
    def log(self) -> list[Event]:
        """The full event log (surfaces use :meth:`events`, which redacts per seat)."""
        el = self.g.elog
        n = len(self._events)
        if n > len(el):  # cannot happen (logs only grow); rebuild defensively
            self._events = []
            n = 0
        if n < len(el):
            self._events.extend(Event(k, pub, priv) for k, pub, priv in el[n:])
        self._elen = len(el)
        return self._events

    def log_size(self) -> int:
        """``len(self.log)`` without building the events (the duel's own log's length)."""
        return len(self.g.elog)

    @property
    def answers(self) -> list[Form]:
        """Answers applied so far."""
        return self.g.answers_  # type: ignore[return-value]

    @property
    def num_seats(self) -> int:
        """Two duelists."""
        return 2

    def facts(self) -> dict[str, Any]:
        """Flat facts for scenarios (the keys: docs/formats.md, scenario files)."""
        return facts_of(self.g)

    def why_not(self, seat: int, query: Mapping[str, Any], lang: str = "en") -> list[str]:
        """The rules forbidding ``query``, in ``lang`` (``en`` or ``zh``)."""
        return [t.zh if lang == "zh" else t.en for t in why_not_texts(self.g, seat, query)]

    def why_not_zh(self, seat: int, query: Mapping[str, Any]) -> list[str]:
        """Chinese texts of the rules forbidding ``query`` (``why_not(seat, query, "zh")``)."""
        return self.why_not(seat, query, "zh")

    def why_not_rules(self, seat: int, query: Mapping[str, Any]) -> list[str]:
        """Rule keys (``cardtable.ygo.rules.texts.RULES``) forbidding ``query``."""
        return why_not_keys(self.g, seat, query)

    def reseeded(self, rng: Rng) -> Self:
        """A clone with its RNG reseeded from ``rng`` (one ``next64`` draw; see
        :meth:`cardtable.core.game.Game.reseeded`)."""
        o = self.clone()
        o.g.rng = Rng(rng.next64())
        return o

    def determinize(self, seat: int, rng: Rng) -> Self:
        """A clone re-dealing what ``seat`` cannot see, keeping everything it saw.

        The opponent's unknown cards (hand and Deck, minus the cards an effect revealed to
        ``seat``) are re-dealt at random; the opponent's face-down cards on the field that were
        not revealed to ``seat`` swap identities with unknown cards of the same kind (face-down
        monsters with unknown monsters, set Spells/Traps with unknown Spells/Traps: the
        instances stay in place, only which card each one is changes); ``seat``'s own Deck is
        reshuffled. Public cards and ``seat``'s own hand and field are untouched.

        The copy's RNG is reseeded from ``rng``, so its future coin tosses, dice and shuffles
        are not those of the real duel. When the opponent has the open decision and it is its
        Main Phase menu or a chain window (options built from its hand and set cards), the
        question is asked again from the re-dealt cards; a chain window is only opened for a
        player who can activate something, so a re-deal is kept only when it asks the same
        player the same question (rejection sampling, at most :data:`REDEAL_TRIES`; when none
        fits, the last re-deal is returned with the original question). Other open questions
        of the opponent are kept as they are."""
        pend = self.g.pend
        rebuild = (pend is not None and pend[PEND_SEAT] != seat and seat in (0, 1)
                   and pend[PEND_HANDLER] in _REASK)
        o = self._redeal(seat, rng)
        if not rebuild:
            return o
        assert pend is not None
        for _ in range(REDEAL_TRIES):
            if _reask(o.g, pend):
                o._forget_decision()
                return o
            o = self._redeal(seat, rng)
        return o

    def _redeal(self, seat: int, rng: Rng) -> Self:
        """One re-deal for :meth:`determinize` (the open question untouched)."""
        o = self.clone()
        g = o.g
        g.rng = Rng(rng.next64())
        opp = 1 - seat
        life = g.life
        known = {c for c, lf in g.seen[seat] if life[c] == lf} if seat in (0, 1) else set()
        known |= _pinned(g)  # cards the flow still points at (a summon being declared…)
        hand, deck = g.hand[opp], g.deck[opp]
        # the opponent's cards banished face-down (Lightforce Sword) are unknown cards too
        fd = [c for c in g.banished[opp] if g.pos[c] & POS_FACEDOWN and c not in known] \
            if g.banished[opp] else []
        hidden = [c for c in (*hand, *deck, *fd) if c not in known]
        _swap_face_down(g, opp, hidden, known, rng)
        nh = sum(1 for c in hand if c not in known)
        rng.shuffle(hidden)
        g.hand[opp] = [c for c in hand if c in known] + hidden[:nh]
        if fd:
            away = iter(hidden[nh:nh + len(fd)])
            g.banished = row_set(g.banished, opp, tuple(next(away) if c in fd else c
                                                        for c in g.banished[opp]))
            for c in hidden[nh:nh + len(fd)]:
                g.loc[c] = LOC_BANISHED
                g.pos[c] = POS_FD_DEF
            hidden = hidden[:nh] + hidden[nh + len(fd):]
            for c in hidden:
                if g.loc[c] == LOC_BANISHED:
                    g.pos[c] = 0  # a card that was banished face-down is in a hand or Deck now
        new_deck = hidden[nh:] + [c for c in deck if c in known]
        rng.shuffle(new_deck)
        g.deck[opp] = new_deck
        for c in g.hand[opp]:
            g.loc[c] = LOC_HAND
        for c in g.deck[opp]:
            g.loc[c] = LOC_DECK
        rng.shuffle(g.deck[seat])
        g.rebuild_index()
        o._forget_decision()
        return o


REDEAL_TRIES = 200
"""Re-deals :meth:`YgoGame.determinize` tries before keeping the opponent's original question."""

def _reask_main(ctx: Ctx) -> Frame:
    return ("main",)


def _reask_window(ctx: Ctx) -> Frame:
    assert isinstance(ctx, WindowCtx)
    return ("window", ctx.seat, ctx.passes, ctx.event)


# decision handler -> the frame that asks that question again
_REASK: dict[str, Callable[[Ctx], Frame]] = {
    "main": _reask_main,
    "window": _reask_window,
}


def _reask(g: Duel, pend: Pending) -> bool:
    """Ask the open question ``pend`` again on the re-dealt duel ``g`` (one step, nothing run
    after it); True when the same player gets the same question and nothing was logged."""
    from cardtable.ygo.rules.flow import STEPS

    frame = _REASK[pend[PEND_HANDLER]](pend[PEND_CTX])
    depth, logged = len(g.stack), len(g.elog)
    g.pend = None
    STEPS[frame[0]](g, frame)
    p = g.pend
    return (p is not None and len(g.stack) == depth and len(g.elog) == logged
            and p[:PEND_OPTIONS] == pend[:PEND_OPTIONS]  # seat, kind, prompt
            and p[PEND_HANDLER] == pend[PEND_HANDLER])


def _pinned(g: Duel) -> set[int]:
    """Cards that pending frames, chain links, triggers or the battle refer to (may overcount:
    any small int of a frame). They keep their identity and place in a determinization."""
    n = g.n
    out = {x for fr in g.stack for x in fr[1:] if type(x) is int and 0 <= x < n}
    out.update(lk.card for lk in g.chain)
    out.update(t for lk in g.chain for t in lk.targets)
    out.update(t.card for t in g.trig)
    if g.battle:
        out.update(x for x in (g.battle.attacker, g.battle.target) if x >= 0)
    if g.neg_summon >= 0:
        out.add(g.neg_summon)
    return out


def _swap_face_down(g: Duel, opp: int, hidden: list[int], known: set[int], rng: Rng) -> None:
    """Give ``opp``'s unrevealed face-down field cards random identities among themselves and the
    unknown cards ``hidden`` of the same kind (monster / Spell-Trap), by permuting passcodes
    (and the per-card static tables derived from them) over those instances. Cards in ``known``
    (revealed or pinned) and equipped or counter-carrying cards keep theirs."""
    fd = [c for c in (*g.mz[opp], *g.sz[opp], g.fz[opp])
          if c >= 0 and g.pos[c] & POS_FACEDOWN and c not in known
          and g.owner[c] == opp and g.equip[c] < 0 and not g.counter[c]]
    if not fd:
        return
    code = list(g.code)
    cards = g.pool.cards
    spd, r2, ha, nsk = list(g.spd), list(g.r2), list(g.ha), list(g.nsk)
    for monster in (True, False):
        group = [c for c in fd if cards[code[c]].is_monster == monster]
        if not group:
            continue
        group += [c for c in hidden if cards[code[c]].is_monster == monster
                  and not cards[code[c]].is_extra]
        perm = group[:]
        rng.shuffle(perm)
        old = [(code[x], spd[x], r2[x], ha[x], nsk[x]) for x in perm]
        for x, (cd, sp, rr, h, nk) in zip(group, old, strict=True):
            code[x], spd[x], r2[x], ha[x], nsk[x] = cd, sp, rr, h, nk
    g.code, g.spd, g.r2, g.ha, g.nsk = tuple(code), tuple(spd), tuple(r2), tuple(ha), tuple(nsk)


def preset_deck(name: str) -> dict[str, list[int]]:
    """A preset deck shipped with the package (``classic-a``, ``classic-b``) as plain data."""
    path = DECK_DIR / f"{name}.ydk"
    if not path.exists():
        raise SetupError(f"unknown preset deck {name!r} "
                         f"(known: {sorted(p.stem for p in DECK_DIR.glob('*.ydk'))})")
    return read_ydk(path.read_text(encoding="utf-8"))


def read_ydk(text: str) -> dict[str, list[int]]:
    """Main and fusion-deck passcodes of ``.ydk`` text, through the format reader
    :func:`cardtable.ygo.formats.ydk.parse_ydk` (a malformed line raises ``SetupError`` naming
    it; the side deck is left out)."""
    from cardtable.ygo.formats.ydk import parse_ydk

    deck = parse_ydk(text)
    return {"main": list(deck.main), "extra": list(deck.extra)}


def new_duel(deck0: Mapping[str, Any], deck1: Mapping[str, Any],
             profile: str | dict[str, Any] = "classic-lp4000", seed: int = 0,
             first: int = 0, pool: CardPool | None = None) -> YgoGame:
    """A new duel between two decks (``{"main": [...], "extra": [...]}``), played with ``pool``
    (default: :func:`~cardtable.ygo.effects.pool.default_pool`)."""
    setup = {"profile": profile, "decks": [dict(deck0), dict(deck1)], "first": first}
    return YgoGame(new_duel_state(setup, seed, pool))


def from_setup(setup: dict[str, Any], seed: int, pool: CardPool | None = None) -> YgoGame:
    """A new duel from plain setup data (the registry's ``new``). A scenario board (a setup with
    ``players`` and no ``decks``) is rebuilt as a scenario, so replays of scenario games work.
    ``pool``: the cards it plays with (default: the default pool)."""
    if "decks" not in setup and "players" in setup:
        return YgoGame(scenario_duel(setup, seed, pool))
    return YgoGame(new_duel_state(setup, seed, pool))


def from_scenario(setup: dict[str, Any], seed: int, pool: CardPool | None = None) -> YgoGame:
    """Any board from a scenario ``setup`` block, or a real duel from checked ``decks`` (see
    :mod:`cardtable.ygo.scenario_setup`), played with ``pool`` (default: the default pool)."""
    from cardtable.ygo.scenario_setup import scenario_duel_from

    return YgoGame(scenario_duel_from(setup, seed, pool))


register(GameSpec(game_id="ygo", new=from_setup, from_scenario=from_scenario))
