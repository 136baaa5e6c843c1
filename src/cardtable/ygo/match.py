"""Best-of-3 matches with side-decking (seed 000 part 3 「SIDE DECK……在3局2胜的MATCH战的时候，
决斗和决斗之间，可以根据需要和DECK内的卡做一一对应的交换」).

A :class:`Match` is a small state machine a CLI, a server or a simulator drives::

    m = Match(deck0, deck1, profile="lp4000-seed-house", seed=7)   # Deck objects or dicts
    while not m.over:
        game = m.start_duel()            # a YgoGame for duel m.duel_no (1, 2, 3)
        ...play game to the end...       # answers, bots, surrender
        m.finish_duel(game)              # records the winner
        if m.over:
            break
        m.side(0, [(out_code, in_code), ...])  # optional, one-for-one, validated
        m.side(1, [])
        m.choose_first(m.chooser, go_first=True)  # the loser of the last duel decides

Rules: the first player of duel 1 is ``first`` (or drawn from the seed); from then on the
loser of the previous duel (after a draw: the player who went second in it) chooses who goes
first. Side changes are one card out of the main/fusion deck for one card of the side deck,
same section (a Fusion Monster only swaps with a Fusion Monster), cumulative within the match,
and the deck that results must pass the profile's deck rules (sizes, copies, banlist). A
duel ending in a draw counts for nobody; after ``max_duels`` duels (default 5) without a
winner, the match is a draw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.core.match import Match as KernelMatch
from cardtable.core.rng import Rng
from cardtable.ygo.deck import Deck, check_deck, resolve_deck_rules
from cardtable.ygo.effects.pool import CardPool, default_pool
from cardtable.ygo.game import YgoGame, new_duel
from cardtable.ygo.profile import profile_of


class SideError(SetupError):
    """A side-deck change that breaks the swap rules or the deck rules (message says which)."""


@dataclass(frozen=True, slots=True)
class DuelRecord:
    """One finished duel of the match."""

    number: int
    first: int
    winner: int | None  # None = a draw
    reason: str
    seed: int


@dataclass(slots=True)
class _Seat:
    deck: Deck
    registered: Deck
    swaps: list[tuple[int, int]] = field(default_factory=list)


def as_deck(d: Deck | Mapping[str, Any]) -> Deck:
    """A :class:`Deck` from a Deck or a ``{"main", "extra", "side"}`` mapping of passcodes."""
    if isinstance(d, Deck):
        return Deck(main=list(d.main), extra=list(d.extra), side=list(d.side), source=d.source)
    return Deck(main=[int(x) for x in d.get("main", [])],
                extra=[int(x) for x in d.get("extra", [])],
                side=[int(x) for x in d.get("side", [])])


class Match(KernelMatch):
    """A best-of-``best_of`` match between two decks (see the module docstring). It keeps the
    kernel :class:`cardtable.core.match.Match` contract: a siding step between duels
    (``decide(seat, "side", {"swaps": [[out, in], …]})``) and the chooser's first-player
    choice (``decide(seat, "first", {"go_first": bool})``)."""

    sides = True

    def __init__(self, deck0: Deck | Mapping[str, Any], deck1: Deck | Mapping[str, Any],
                 profile: str | dict[str, Any] = "classic-lp4000", seed: int = 0,
                 first: int | None = None, best_of: int = 3, max_duels: int = 5,
                 check: bool = True, pool: CardPool | None = None) -> None:
        if best_of < 1 or best_of % 2 == 0:
            raise SetupError("a match is best of an odd number of duels")
        self.profile = profile
        #: the cards every duel of the match plays with (default: the default pool)
        self.pool = pool if pool is not None else default_pool()
        self.seed = seed
        self.best_of = best_of
        self.max_duels = max(max_duels, best_of)
        self.rules = resolve_deck_rules(profile_of(profile))
        self.seats = [_Seat(as_deck(deck0), as_deck(deck0)), _Seat(as_deck(deck1),
                                                                    as_deck(deck1))]
        if check:
            for s in (0, 1):
                bad = check_deck(self.seats[s].deck, self.pool.cards, self.rules)
                if bad:
                    raise SetupError(f"player {s}'s deck breaks the deck rules: "
                                     + "; ".join(str(v) for v in bad))
        self._rng = Rng(seed)
        self.next_first: int | None = first if first in (0, 1) else self._rng.below(2)
        self.records: list[DuelRecord] = []
        self.game: YgoGame | None = None
        self.chooser: int | None = None  # who must call choose_first before the next duel
        self._sided = [False, False]
        self._first = 0
        self._seed_now = 0

    # --- state -----------------------------------------------------------------------------
    @property
    def wins(self) -> tuple[int, int]:
        """Duels won by each seat."""
        w = [0, 0]
        for r in self.records:
            if r.winner is not None:
                w[r.winner] += 1
        return w[0], w[1]

    @property
    def needed(self) -> int:
        """Duel wins that take the match (2 of 3)."""
        return self.best_of // 2 + 1

    @property
    def winner(self) -> int | None:
        """The match winner, once decided."""
        for s in (0, 1):
            if self.wins[s] >= self.needed:
                return s
        return None

    @property
    def over(self) -> bool:
        """The match is decided (or drawn after ``max_duels``)."""
        return self.winner is not None or len(self.records) >= self.max_duels

    @property
    def duel_no(self) -> int:
        """Number of the current (or next) duel, from 1."""
        return len(self.records) + 1

    def deck(self, seat: int) -> Deck:
        """``seat``'s deck as it stands now (after side changes)."""
        return as_deck(self.seats[seat].deck)

    # --- flow ------------------------------------------------------------------------------
    def start_duel(self) -> YgoGame:
        """Start the next duel (after :meth:`choose_first` from duel 2 on)."""
        if self.over:
            raise SetupError("the match is over")
        if self.game is not None:
            raise SetupError("a duel is in progress: finish it first")
        if self.next_first is None:
            raise SetupError(f"player {self.chooser} must choose who goes first")
        seed = self.seed * 7919 + len(self.records) + 1
        first = self.next_first
        decks = [{"main": list(s.deck.main), "extra": list(s.deck.extra)} for s in self.seats]
        self.game = new_duel(decks[0], decks[1], profile=self.profile, seed=seed, first=first,
                             pool=self.pool)
        self._first = first
        self._seed_now = seed
        return self.game

    def finish_duel(self, game: YgoGame | None = None) -> DuelRecord:
        """Record the finished current duel; the loser becomes the chooser for the next."""
        g = game or self.game
        if g is None or g is not self.game:
            raise SetupError("no duel of this match is in progress")
        res = g.result()
        if res is None:
            raise SetupError("the duel is not over yet")
        winners = tuple(res.winners)
        winner = winners[0] if len(winners) == 1 else None
        rec = DuelRecord(len(self.records) + 1, self._first, winner, res.reason, self._seed_now)
        self.records.append(rec)
        self.game = None
        self._sided = [False, False]
        self.next_first = None
        self.chooser = None if self.over else (1 - winner if winner is not None
                                               else 1 - rec.first)
        return rec

    def choose_first(self, seat: int, go_first: bool = True) -> None:
        """The chooser (loser of the last duel) decides: ``go_first`` = they go first."""
        if self.chooser is None:
            raise SetupError("nobody has to choose now")
        if seat != self.chooser:
            raise SetupError(f"player {self.chooser} chooses, not player {seat}")
        self.next_first = seat if go_first else 1 - seat
        self.chooser = None

    def side(self, seat: int, swaps: Iterable[tuple[int, int]]) -> Deck:
        """Swap cards between ``seat``'s deck and side deck, one for one, between duels.

        Each swap is ``(card out of the main/fusion deck, card in from the side deck)``. The
        whole change is refused (nothing changes) if any swap is impossible or the resulting
        deck breaks the deck rules; :class:`SideError` says why."""
        if self.game is not None:
            raise SideError("side-decking is only allowed between duels")
        if not self.records or self.over:
            raise SideError("side-decking happens between the duels of a match")
        st = self.seats[seat]
        new = as_deck(st.deck)
        cards = self.pool.cards
        for n, (out, into) in enumerate(swaps, 1):
            cd_out, cd_in = cards.get(out), cards.get(into)
            if cd_in is None or cd_out is None:
                raise SideError(f"swap {n}: unknown card {out if cd_out is None else into}")
            if into not in new.side:
                raise SideError(f"swap {n}: {cd_in.name.en} is not in the side deck")
            if cd_out.is_extra != cd_in.is_extra:
                raise SideError(f"swap {n}: {cd_out.name.en} and {cd_in.name.en} are not in the "
                                "same section (a Fusion Monster swaps with a Fusion Monster)")
            pile = new.extra if cd_out.is_extra else new.main
            if out not in pile:
                raise SideError(f"swap {n}: {cd_out.name.en} is not in the "
                                f"{'fusion' if cd_out.is_extra else 'main'} deck")
            pile.remove(out)
            pile.append(into)
            new.side.remove(into)
            new.side.append(out)
        bad = check_deck(new, cards, self.rules)
        if bad:
            raise SideError("after side-decking the deck breaks the deck rules: "
                            + "; ".join(str(v) for v in bad))
        st.deck = new
        st.swaps.extend(swaps)
        self._sided[seat] = True
        return as_deck(new)

    # --- the kernel match contract ---------------------------------------------------------
    @property
    def played(self) -> int:
        """Duels finished."""
        return len(self.records)

    def start_game(self) -> Game:
        """:meth:`start_duel`."""
        return self.start_duel()

    def finish_game(self, game: Game) -> None:
        """:meth:`finish_duel`."""
        if not isinstance(game, YgoGame):
            raise SetupError("not a duel of this match")
        self.finish_duel(game)

    def adopt(self, game: Game) -> None:
        """Make a stored duel (rebuilt after a restart) the current one."""
        if not isinstance(game, YgoGame):
            raise SetupError("not a duel of this match")
        self.game = game

    def seat_wins(self) -> list[int]:
        """Duels won by each seat."""
        return list(self.wins)

    def decide(self, seat: int, kind: str, data: Mapping[str, Any]) -> None:
        """A between-duel decision: ``side`` (one-for-one swaps, :meth:`side`) or ``first``
        (:meth:`choose_first`); raises :class:`SideError` / ``SetupError``, nothing changes."""
        if kind == "side":
            swaps = data.get("swaps")
            if not isinstance(swaps, list) or not all(
                    isinstance(p, list | tuple) and len(p) == 2 for p in swaps):
                raise SideError("swaps: a list of [card out, card in] pairs")
            self.side(seat, [(int(a), int(b)) for a, b in swaps])
        elif kind == "first":
            self.choose_first(seat, bool(data.get("go_first", True)))
        else:
            raise SetupError(f"no {kind!r} decision between duels")

    def seat_view(self, seat: int) -> dict[str, Any]:
        """``seat``'s deck as it stands, its cards' names and the swaps made so far."""
        if seat not in (0, 1):
            return {}
        deck = self.deck(seat)
        cards = self.pool.cards
        codes = {*deck.main, *deck.extra, *deck.side}
        return {"deck": {"main": list(deck.main), "extra": list(deck.extra),
                         "side": list(deck.side)},
                "names": {str(c): cards[c].name.to_json() for c in codes if c in cards},
                "swaps": [list(p) for p in self.seats[seat].swaps]}

    def summary(self) -> dict[str, Any]:
        """Plain data for logs and the CLI."""
        return {
            "best_of": self.best_of, "wins": list(self.wins), "winner": self.winner,
            "over": self.over, "chooser": self.chooser, "next_first": self.next_first,
            "duels": [{"n": r.number, "first": r.first, "winner": r.winner, "reason": r.reason,
                       "seed": r.seed} for r in self.records],
        }


class _Chooser(Protocol):
    def choose(self, game: Any, decision: Any) -> int: ...


def play_match(match: Match, bots: tuple[_Chooser, _Chooser], max_answers: int = 20000,
               go_first: bool = True) -> Match:
    """Play ``match`` to its end with two bots (``choose(game, decision) -> index``, e.g.
    ``cardtable.bots.make_bot``), no side changes, each chooser going first when
    ``go_first``; a duel longer than ``max_answers`` answers is conceded by the seat with
    fewer LP (for ``sim --match``)."""
    while not match.over:
        if match.chooser is not None:
            match.choose_first(match.chooser, go_first=go_first)
        game = match.start_duel()
        for _ in range(max_answers):
            dec = game.pending()
            if dec is None:
                break
            game.answer(bots[dec.seat].choose(game, dec))
        if game.result() is None:
            lp = game.g.lp
            game.surrender(0 if lp[0] <= lp[1] else 1)
        match.finish_duel(game)
    return match


__all__ = ["DuelRecord", "Match", "SideError", "as_deck", "play_match"]
