"""A table: seats, the running game, its subscribers, bots, timers and chat.

The room is the only thing that touches its game. Every answer goes through :meth:`Room.answer`,
which checks the sender's seat and the state id, validates the answer against the pending
decision, commits it to the store and only then applies it and tells the subscribers. Each
subscriber receives what its seat may see (``game.view(seat)``, ``game.events(seat, …)`` and the
decision only when it is that seat's), spectators the spectator view, optionally delayed.

Every room drives its games through the match its game's table builds
(:class:`cardtable.core.match.Match`; the room holds no per-game rules). A match may rearrange
the seats before a game (Sanguosha 3v3 swaps colours, identity deals the seats), and may want
decisions between games: a siding step (one-for-one swaps validated by the match, then
"done"; bots are done at once; a timer ends it with no further swaps) and a chooser deciding
who goes first (the Yu-Gi-Oh! coin toss winner, the loser of the last duel). Those steps are
committed to the store like answers, so a restarted server resumes the step between games.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import cache
from typing import Any, Protocol

from cardtable.core.decision import Decision
from cardtable.core.errors import CardtableError, IllegalAnswer
from cardtable.core.game import Game
from cardtable.core.match import Match, game_seed, permute
from cardtable.core.registry import spec_for
from cardtable.core.replay import Replay
from cardtable.server.bots import TableBot, make_table_bot, valid_bot_name
from cardtable.server.limits import Limits, RateWindow
from cardtable.server.protocol import MAX_CHAT, ProtocolError
from cardtable.server.sentences import event_lines, result_line
from cardtable.server.setups import deck_problems, make_match, normalize_setup
from cardtable.server.store import Store, User
from cardtable.server.timers import default_option

SPECTATOR = -1


class Subscriber(Protocol):
    """A connected client watching a room (a websocket connection)."""

    user: User

    def send(self, text: str) -> None:
        """Queue one frame for the client."""
        ...


@dataclass(slots=True)
class Seat:
    """One seat: a human account, a bot, or empty."""

    user_id: int | None = None
    name: str = ""
    bot: str | None = None
    ready: bool = False
    deck: str | None = None

    def empty(self) -> bool:
        """True when nobody sits here."""
        return self.user_id is None and self.bot is None


@dataclass(slots=True)
class Watcher:
    """Per-subscriber bookkeeping: its seat and how many events it has received."""

    sub: Subscriber
    seat: int
    events_sent: int = 0
    game_no: int = -1


@dataclass(slots=True)
class RoomConfig:
    """Room settings chosen at creation (validated by :func:`cardtable.server.lobby`)."""

    title: str = ""
    setup: dict[str, Any] = field(default_factory=dict)
    turn_seconds: float = 90.0  # public rooms always have a turn timer (custom: 0 = none)
    games_to_win: int = 1
    spectate_delay: int = 0
    no_talk: bool = False
    bot_delay: float = 0.0
    seed: int = 0
    mode: str = ""
    banlist: str | None = None  # a game option (YGO: a shipped list, "none", None = the profile's)
    side_seconds: float = 120.0  # YGO best-of-3: time for the siding step (0 = no limit)
    custom: bool = False  # forced setup allowed; the whole setup is shown to everyone
    on_timeout: str = "lose"  # a seat out of time max_timeouts times: "lose" or "bot"
    max_timeouts: int = 3


#: What a room's settings are when nobody changed them (the lobby shows the others).
DEFAULT_CONFIG = RoomConfig()


def default_on_timeout(game_id: str) -> str:
    """What happens to a seat out of time too often, unless the room says otherwise (the
    game's table: a YGO duel is lost, a Sanguosha or other seat is handed to a bot)."""
    return spec_for(game_id).table.on_timeout


@cache
def _mode_setup(game_id: str, mode: str) -> dict[str, Any]:
    """The setup a mode gives by itself (the game's table), normalised like a room's."""
    entry = spec_for(game_id).table.mode(mode)
    if entry is None:
        return {}
    try:
        return normalize_setup(game_id, dict(entry.setup))
    except CardtableError:
        return dict(entry.setup)


def _seed_for(room_seed: int, number: int) -> int:
    return game_seed(room_seed, number)


class Room:
    """One table. All methods run on the server's event loop thread."""

    def __init__(self, rid: str, game_id: str, owner: int, config: RoomConfig, num_seats: int,
                 store: Store, on_change: Callable[[Room], None],
                 clock: Callable[[], float] = time.time, limits: Limits | None = None) -> None:
        self.id = rid
        self.game_id = game_id
        self.owner = owner
        self.config = config
        self.seats = [Seat() for _ in range(num_seats)]
        self.status = "waiting"
        self.store = store
        self.on_change = on_change
        self.game: Game | None = None
        self.game_row = 0
        self.game_no = 0
        self.wins = [0] * num_seats
        self.timeouts: dict[int, int] = {}  # consecutive timer answers per seat (this game)
        self.rematch_votes: set[int] = set()  # accounts asking for a rematch (finished room)
        self.rematch_room: str | None = None  # the room the rematch opened
        self.results: list[dict[str, Any] | None] = []
        self.shadow: Game | None = None
        self.watchers: dict[int, Watcher] = {}
        self.bots: dict[int, TableBot] = {}
        self.deadline: float | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._bot_handle: asyncio.Handle | None = None
        self.table = spec_for(game_id).table  # what differs per game (modes, match, …)
        self.match: Match | None = None  # the game's match driving the games
        self.siding: dict[str, Any] | None = None  # the step between two games
        self._steps = 0  # match steps committed so far
        self._side_timer: asyncio.TimerHandle | None = None
        self.stopped = False  # set at shutdown: timers and bots no longer act
        self.clock = clock
        self.limits = limits or Limits()
        self._chat_rate = RateWindow(self.limits.chat_lines, self.limits.chat_window, clock)
        self.created = clock()
        self.touched = self.created  # last change of seats or status (for the lobby's sweep)

    # --- persistence --------------------------------------------------------------------
    def save(self) -> None:
        """Write seats, config and status to the store."""
        self.store.save_room(self.id, self.game_id, self.owner, asdict(self.config),
                             [asdict(s) for s in self.seats], self.status)

    def restore_game(self) -> None:
        """After a restart: rebuild the running game from setup + seed + stored answers."""
        rows = self.store.games_of_room(self.id)
        for row in rows:
            if row.status == "finished":
                self.results.append(row.result)
                for w in (row.result or {}).get("winners", []):
                    if 0 <= w < len(self.wins):
                        self.wins[w] += 1
        if not rows:
            return
        try:
            self._restore_match(rows)
            return
        except Exception:  # e.g. a deck the shipped banlist now forbids: keep the game
            logging.getLogger(__name__).exception("room %s: cannot replay its match", self.id)
            self.match, self.siding = None, None
        row = rows[-1]
        game = spec_for(row.game).new(row.setup, row.seed)
        for form in self.store.answers(row.id):
            game.answer(form)
        self.game, self.game_row, self.game_no = game, row.id, row.number
        self._make_bots()
        self._reset_shadow()
        if row.status == "playing" and game.is_over():
            self._finish_game()

    def _restore_match(self, rows: list[Any]) -> None:
        """Replay a room's match: each game from the match (its stored answers), and the
        between-game steps (side changes, first-player choices) in their order. The stored
        seats are already in the last game's order, so no seating is applied again."""
        match = self._make_match()
        self.match = match
        steps = self.store.match_steps(self.id)
        self._steps = len(steps)
        game = None
        for row in rows:
            for st in steps:
                if st["duel"] == row.number:
                    self._apply_step(st["seat"], st["kind"], st["data"])
            game = match.start_game()
            if game.seed != row.seed or json.dumps(game.setup_data(), sort_keys=True) != \
                    json.dumps(row.setup, sort_keys=True):
                # a game started before its room ran through this match: the stored one rules
                game = spec_for(row.game).new(row.setup, row.seed)
                match.adopt(game)
            for form in self.store.answers(row.id):
                game.answer(form)
            self.game, self.game_row, self.game_no = game, row.id, row.number
            if row.status == "finished":
                match.finish_game(game)
        self._count_wins()
        self._make_bots()
        self._reset_shadow()
        last = rows[-1]
        if self.status != "playing" or game is None:
            return
        if last.status == "playing" and game.is_over():
            self._finish_game()
        elif last.status == "finished" and not match.over and match.between():
            self._begin_siding([st for st in steps if st["duel"] == match.played])

    def _count_wins(self) -> None:
        """Wins per seat from the match (players who changed seats keep theirs)."""
        if self.match is not None:
            wins = self.match.seat_wins()
            if len(wins) == len(self.seats):
                self.wins = wins

    # --- seats --------------------------------------------------------------------------
    def seat_of(self, uid: int) -> int:
        """The seat ``uid`` holds, or -1."""
        for i, s in enumerate(self.seats):
            if s.user_id == uid:
                return i
        return SPECTATOR

    def sit(self, user: User, seat: int | None, deck: str | None = None) -> int:
        """Take a seat (the first empty one when ``seat`` is None)."""
        if self.status != "waiting":
            raise ProtocolError("already_started")
        if self.seat_of(user.id) >= 0:
            raise ProtocolError("already_seated")
        if seat is None:
            free = [i for i, s in enumerate(self.seats) if s.empty()]
            if not free:
                raise ProtocolError("seat_taken")
            seat = free[0]
        if not 0 <= seat < len(self.seats):
            raise ProtocolError("bad_seat")
        if not self.seats[seat].empty():
            raise ProtocolError("seat_taken")
        if deck is not None:
            self._check_deck(deck)
        self.seats[seat] = Seat(user.id, user.name, None, False, deck)
        self._changed()
        return seat

    def stand(self, user: User) -> None:
        """Leave one's seat before the game starts."""
        if self.status != "waiting":
            raise ProtocolError("already_started")
        seat = self.seat_of(user.id)
        if seat < 0:
            raise ProtocolError("not_seated")
        self.seats[seat] = Seat()
        self._changed()

    def set_bot(self, user: User, seat: int, bot: str | None) -> None:
        """Owner puts a bot on (or removes it from) a seat."""
        if user.id != self.owner:
            raise ProtocolError("not_owner")
        if self.status != "waiting":
            raise ProtocolError("already_started")
        if not 0 <= seat < len(self.seats):
            raise ProtocolError("bad_seat")
        cur = self.seats[seat]
        if cur.user_id is not None:
            raise ProtocolError("seat_taken")
        self.seats[seat] = Seat(None, f"bot:{bot}", bot, True) if bot else Seat()
        self._changed()

    def fill_bots(self, user: User, bot: str) -> None:
        """Owner fills every empty seat with bot ``bot``."""
        for i, s in enumerate(self.seats):
            if s.empty():
                self.set_bot(user, i, bot)

    def set_ready(self, user: User, ready: bool, deck: str | None = None) -> None:
        """Mark oneself (not) ready, optionally choosing a deck."""
        seat = self.seat_of(user.id)
        if seat < 0:
            raise ProtocolError("not_seated")
        if self.status != "waiting":
            raise ProtocolError("already_started")
        if deck is not None:
            self._check_deck(deck)
        self.seats[seat].ready = ready
        if deck is not None:
            self.seats[seat].deck = deck
        self._changed()

    def options(self) -> dict[str, Any]:
        """The room's game options (:attr:`cardtable.core.table.Table.options`) as chosen."""
        return {} if self.config.banlist is None else {"banlist": self.config.banlist}

    def _check_deck(self, deck: str) -> None:
        """Refuse (``bad_deck``, with the reasons) a deck that breaks the room's deck rules
        (the game's table says which; the start checks again, with the game's match)."""
        try:
            problems = deck_problems(self.game_id, self.config.setup, deck, self.options())
        except CardtableError as exc:
            raise ProtocolError("bad_deck", str(exc)) from None
        if problems:
            raise ProtocolError("bad_deck", "; ".join(problems))

    # --- game lifecycle -------------------------------------------------------------------
    def start(self, user: User) -> None:
        """Owner starts the game once every seat is filled and every human is ready."""
        if user.id != self.owner:
            raise ProtocolError("not_owner")
        if self.status != "waiting":
            raise ProtocolError("already_started")
        if any(s.empty() or not s.ready for s in self.seats):
            raise ProtocolError("not_ready")
        self.status = "playing"
        before = list(self.seats)
        try:
            self._new_game()
        except Exception as exc:  # a bad deck or setup: the room stays open, nothing started
            self.status = "waiting"
            self.seats = before
            self.game = None
            self.match = None
            self.siding = None
            raise ProtocolError("bad_config", f"{type(exc).__name__}: {exc}") from None

    def _make_match(self) -> Match:
        """The game's match for this room (raises ``SetupError`` for a seat's deck that breaks
        the room's rules)."""
        return make_match(self.game_id, self.config.setup, [s.deck for s in self.seats],
                          self.config.seed, 2 * self.config.games_to_win - 1, self.options())

    def _reseat(self, order: list[int]) -> None:
        """The match moves the players: new seat ``i`` is taken by the player at ``order[i]``
        (their wins and connections follow them)."""
        self.seats = permute(self.seats, order)
        self.wins = permute(self.wins, order)
        self.timeouts = {}
        for w in self.watchers.values():
            w.seat, w.events_sent = self.seat_of(w.sub.user.id), 0
        self.save()

    def _new_game(self) -> None:
        if self.match is None:
            self.match = self._make_match()
            if not self.match.played and self.match.chooser is not None:
                # before game 1: the coin toss winner's choice (resumed after a restart)
                steps = self.store.match_steps(self.id)
                self._steps = len(steps)
                self._begin_siding([st for st in steps if st["duel"] == 0])
                return
        order = self.match.next_seating()
        if order is not None:
            self._reseat(order)
        game = self.match.start_game()
        seed = game.seed
        players = [s.user_id for s in self.seats]
        self.game_row = self.store.add_game(self.id, self.game_no, self.game_id,
                                            game.setup_data(), seed, players)
        self.game = game
        self._make_bots()
        self._reset_shadow()
        self._changed()
        self._after_move()

    def _make_bots(self) -> None:
        self.bots = {
            i: make_table_bot(s.bot, _seed_for(self.config.seed, 1000 * self.game_no + i))
            for i, s in enumerate(self.seats) if s.bot
        }

    def _reset_shadow(self) -> None:
        self.shadow = None
        if self.config.spectate_delay > 0 and self.game is not None:
            g = self.game
            self.shadow = spec_for(self.game_id).new(g.setup_data(), g.seed)
            self._advance_shadow()

    def _advance_shadow(self) -> None:
        if self.shadow is None or self.game is None:
            return
        upto = max(0, self.game.state_id - self.config.spectate_delay)
        if self.game.is_over():
            upto = self.game.state_id
        answers = self.game.answers
        while self.shadow.state_id < upto:
            self.shadow.answer(answers[self.shadow.state_id])

    def answer(self, user: User | None, seat: int, state_id: Any, choice: Any) -> int:
        """Answer for ``seat`` (``user`` None = the server: bot or timer); returns the new
        state id. Raises :class:`ProtocolError` and changes nothing when refused."""
        game = self.game
        if game is None or self.status != "playing":
            raise ProtocolError("not_playing")
        if user is not None:
            seat = self.seat_of(user.id)
            if seat < 0:
                raise ProtocolError("not_seated")
        if not isinstance(state_id, int) or isinstance(state_id, bool):
            raise ProtocolError("bad_field", "state_id")
        if state_id != game.state_id:
            raise ProtocolError("stale_state", f"current state id is {game.state_id}")
        dec = game.pending()
        if dec is None:
            raise ProtocolError("not_playing")
        if dec.seat != seat or (user is not None and seat in self.bots):
            raise ProtocolError("not_your_turn")  # (a bot plays a seat handed over to it)
        if isinstance(choice, bool) or not isinstance(choice, int | dict):
            raise ProtocolError("bad_field", "choice")
        idx = dec.index_of(choice)
        if idx < 0:
            raise ProtocolError("illegal_answer")
        form = dict(dec.options[idx].form)
        n = game.state_id
        # Durable first: the answer is committed before it is applied or acknowledged.
        self.store.add_answer(self.game_row, n, form, seat, None if user is None else user.id)
        self.touched = self.clock()
        if user is not None:
            self.timeouts[seat] = 0
        try:
            game.answer(idx)
        except Exception as exc:
            self.store.drop_answers_from(self.game_row, n)
            self._rebuild()
            if isinstance(exc, IllegalAnswer):
                raise ProtocolError("illegal_answer", str(exc)) from None
            raise ProtocolError("engine_error", type(exc).__name__) from None
        self._advance_shadow()
        if game.is_over():
            self._finish_game()
        self._after_move()
        return game.state_id

    def _rebuild(self) -> None:
        row = self.store.game(self.game_row)
        if row is None:
            return
        game = spec_for(row.game).new(row.setup, row.seed)
        for form in self.store.answers(row.id):
            game.answer(form)
        self.game = game
        if self.match is not None:
            self.match.adopt(game)  # the match follows the rebuilt game
        self._reset_shadow()

    def _finish_game(self) -> None:
        game = self.game
        assert game is not None
        res = game.result()
        res_json = None if res is None else res.to_json()
        names = [s.name for s in self.seats]
        replay = Replay.of(game, room=self.id, number=self.game_no, players=names)
        self.store.finish_game(self.game_row, res_json, replay.to_json())
        self.results.append(res_json)
        for w in (res_json or {}).get("winners", []):
            if 0 <= w < len(self.wins):
                self.wins[w] += 1
        self._cancel_timers()
        if self.match is not None:
            self.match.finish_game(game)
            self._count_wins()
            over = self.match.over
        else:  # a game restored without its match: it ends the room
            over = True
        if over:
            self.status = "finished"
            self.touched = self.clock()
            self._changed()
        elif self.match is not None and self.match.between():
            self._begin_siding([])
        else:
            self._changed()
            asyncio.get_running_loop().call_later(1.0 if self.config.bot_delay else 0.0,
                                                  self._next_game, self.game_row)

    def _next_game(self, after_row: int) -> None:
        if self.status != "playing" or self.game_row != after_row or self.stopped:
            return
        self.game_no += 1
        self._new_game()

    def next_game_after(self, after_row: int) -> None:
        """Start the match's next game (after a restart between two games)."""
        if self.game is None:
            self.game_no = 0
            self._new_game()
        else:
            self._next_game(after_row)

    # --- between two games of a match ------------------------------------------------------
    def _live_match(self) -> Match:
        match = self.match
        if match is None:
            raise ProtocolError("not_siding")
        return match

    def _begin_siding(self, steps: list[dict[str, Any]]) -> None:
        """Open the step between two games (``steps``: this step's stored steps, on restore):
        seats side their decks when the match allows it, the chooser chooses."""
        match = self._live_match()
        duel = match.played
        self.siding = {"duel": duel, "deadline": None,
                       "toss": match.chooser if duel == 0 else None,
                       "done": [duel == 0 or not match.sides or s.bot is not None
                                for s in self.seats]}
        for st in steps:
            self._apply_step(st["seat"], st["kind"], st["data"])
        chooser = match.chooser
        if chooser is not None and self.seats[chooser].bot:
            self._step(chooser, "first", {"go_first": True})
        self._arm_siding()

    def _apply_step(self, seat: int, kind: str, data: dict[str, Any]) -> None:
        """Apply one between-game step (``done`` is the room's; the others the match's, which
        raises ``SetupError`` and changes nothing when it refuses)."""
        if kind == "done":
            if self.siding is not None:
                self.siding["done"][seat] = True
            return
        self._live_match().decide(seat, kind, data)

    def _step(self, seat: int, kind: str, data: dict[str, Any]) -> None:
        """Commit a between-game step, then apply it (undone in the store when refused)."""
        n = self._steps
        self.store.add_match_step(self.id, n, self._live_match().played, seat, kind, data)
        self._steps += 1
        try:
            self._apply_step(seat, kind, data)
        except Exception:
            self.store.drop_match_step(self.id, n)
            self._steps -= 1
            raise

    def _arm_siding(self) -> None:
        """Start the next duel when every seat is done and the first player is chosen; else
        (re)arm the siding timer and tell everyone."""
        if self._side_timer is not None:
            self._side_timer.cancel()
            self._side_timer = None
        sd = self.siding
        if sd is None:
            return
        if all(sd["done"]) and self._live_match().chooser is None:
            self.siding = None
            self.game_no = sd["duel"]
            self._new_game()
            return
        # the toss winner's choice runs on the turn clock, a siding step on its own
        limit = self.config.side_seconds if sd["duel"] else self.config.turn_seconds
        if limit > 0:
            if sd["deadline"] is None:
                sd["deadline"] = self.clock() + limit
            left = max(0.0, sd["deadline"] - self.clock())
            self._side_timer = asyncio.get_running_loop().call_later(
                left, self._side_timeout, sd["duel"])
        self._changed()
        self.broadcast()

    def _side_timeout(self, duel: int) -> None:
        """Time is up: seats not done keep their deck as it is; the chooser goes first."""
        sd = self.siding
        if sd is None or sd["duel"] != duel or self.status != "playing" or self.stopped:
            return
        for seat, done in enumerate(sd["done"]):
            if not done:
                self._step(seat, "done", {})
        chooser = self._live_match().chooser
        if chooser is not None:
            self._step(chooser, "first", {"go_first": True})
        self._arm_siding()

    def _siding_seat(self, user: User) -> int:
        seat = self.seat_of(user.id)
        if seat < 0:
            raise ProtocolError("not_seated")
        if self.siding is None or self.status != "playing":
            raise ProtocolError("not_siding")
        return seat

    def side(self, user: User, swaps: Any) -> None:
        """Swap cards between the sender's deck and side deck (``[[out, in], …]``, one for one,
        validated by the game's match; a refused change changes nothing)."""
        seat = self._siding_seat(user)
        assert self.siding is not None
        if not self._live_match().sides:
            raise ProtocolError("not_siding")
        if self.siding["done"][seat]:
            raise ProtocolError("side_finished")
        if not isinstance(swaps, list) or not 0 < len(swaps) <= 60 or not all(
                isinstance(p, list) and len(p) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in p)
                for p in swaps):
            raise ProtocolError("bad_field", "swaps")
        try:
            self._step(seat, "side", {"swaps": swaps})
        except ProtocolError:
            raise
        except Exception as exc:  # the match refused it: SideError says why
            raise ProtocolError("bad_side", str(exc)) from None
        self.broadcast()

    def side_done(self, user: User) -> None:
        """The sender has finished side-decking."""
        seat = self._siding_seat(user)
        assert self.siding is not None
        if self.siding["done"][seat]:
            raise ProtocolError("side_finished")
        self._step(seat, "done", {})
        self._arm_siding()

    def choose_first(self, user: User, go_first: Any) -> None:
        """The match's chooser (the loser of the last duel) chooses whether they go first."""
        seat = self._siding_seat(user)
        if not isinstance(go_first, bool):
            raise ProtocolError("bad_field", "go_first")
        if self._live_match().chooser != seat:
            raise ProtocolError("not_chooser")
        self._step(seat, "first", {"go_first": go_first})
        self._arm_siding()

    def siding_info(self, seat: int = SPECTATOR) -> dict[str, Any] | None:
        """The step between games as ``seat`` sees it: public progress, plus what the match
        shows that seat alone (its deck while siding)."""
        sd = self.siding
        if sd is None or self.match is None:
            return None
        out: dict[str, Any] = {"duel": sd["duel"], "done": list(sd["done"]),
                               "toss": sd.get("toss"),
                               "chooser": self.match.chooser, "deadline": sd["deadline"],
                               "next_first": self.match.next_first}
        if seat >= 0:
            out.update(self.match.seat_view(seat))
        return out

    def close(self) -> None:
        """Close the room for good (the lobby's clean-up): a running game is kept as
        ``abandoned``; subscribers are told."""
        self.stop()
        if self.status == "playing" and self.game_row:
            self.store.abandon_game(self.game_row)
        self.status = "closed"
        self.save()
        info = json.dumps(self.info(), ensure_ascii=False)
        for w in list(self.watchers.values()):
            w.sub.send(info)

    def stop(self) -> None:
        """Cancel every pending bot move and timer (the server is shutting down)."""
        self._cancel_timers()
        if self._side_timer is not None:
            self._side_timer.cancel()
            self._side_timer = None
        self.stopped = True

    # --- bots and timers --------------------------------------------------------------
    def _cancel_timers(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._bot_handle is not None:
            self._bot_handle.cancel()
            self._bot_handle = None
        self.deadline = None

    def _after_move(self) -> None:
        """Tell everyone, then schedule the bot's move or arm the turn timer."""
        self._cancel_timers()
        game = self.game
        dec = None if game is None or self.status != "playing" else game.pending()
        if game is not None and dec is not None:
            loop = asyncio.get_running_loop()
            sid = game.state_id
            if dec.seat in self.bots:
                self._bot_handle = loop.call_later(self.config.bot_delay, self._bot_move, sid)
            elif self.config.turn_seconds > 0:
                self.deadline = self.clock() + self.config.turn_seconds
                self._timer = loop.call_later(self.config.turn_seconds, self._timeout, sid)
        self.broadcast()

    def _bot_move(self, sid: int) -> None:
        """A bot's turn. The uniform random bot answers inline; other bots (heuristics,
        search) think in a worker thread on a clone, so the event loop keeps serving tables."""
        game = self.game
        if game is None or game.state_id != sid or self.status != "playing" or self.stopped:
            return
        dec = game.pending()
        if dec is None or dec.seat not in self.bots:
            return
        bot = self.bots[dec.seat]
        if getattr(bot, "name", "") == "random":
            self._bot_answer(sid, dec.seat, len(dec.options), lambda: bot.choose(game, dec))
            return
        clone = game.clone()
        cdec = clone.pending()
        assert cdec is not None
        fut = asyncio.get_running_loop().run_in_executor(None, bot.choose, clone, cdec)

        def done(f: asyncio.Future[int]) -> None:
            self._bot_answer(sid, dec.seat, len(dec.options), f.result)

        fut.add_done_callback(done)

    def _bot_answer(self, sid: int, seat: int, n: int, pick: Callable[[], int]) -> None:
        game = self.game
        if game is None or game.state_id != sid or self.status != "playing" or self.stopped:
            return
        try:
            idx = pick()
        except Exception:
            idx = 0
        if not isinstance(idx, int) or not 0 <= idx < n:
            idx = 0
        try:
            self.answer(None, seat, sid, idx)
        except ProtocolError:
            if idx != 0:  # the engine failed on that option (and undid it): try the first
                self._bot_answer(sid, seat, n, lambda: 0)

    def _timeout(self, sid: int) -> None:
        game = self.game
        if game is None or game.state_id != sid or self.status != "playing" or self.stopped:
            return
        dec = game.pending()
        if dec is None:
            return
        seat = dec.seat
        self.timeouts[seat] = self.timeouts.get(seat, 0) + 1
        if self.timeouts[seat] >= self.config.max_timeouts:
            # out of time too often (or away): the room's rule decides
            self.timeouts[seat] = 0
            if self.config.on_timeout == "lose" and self.table.forfeit is not None:
                self._forfeit(seat, None, "timed_out_lost")
            else:
                self._hand_to_bot(seat, "timed_out_bot")
            return
        try:
            self.answer(None, dec.seat, sid, default_option(dec))
        except ProtocolError:
            self._after_move()  # re-arm: the seat keeps its clock

    # --- subscribers and views ------------------------------------------------------------
    def watch(self, sub: Subscriber) -> int:
        """Subscribe a connection; it gets its seat's (or the spectator) state in full."""
        seat = self.seat_of(sub.user.id)
        w = Watcher(sub, seat)
        self.watchers[id(sub)] = w
        sub.send(json.dumps(self.info(), ensure_ascii=False))
        for line in self.store.chat(self.id, 50):
            if line["audience"] == "all" or (seat < 0 and line["audience"] == "spectators"):
                sub.send(json.dumps({"type": "chat", "room": self.id, **line},
                                    ensure_ascii=False))
        self._send_state(w)
        if seat >= 0 and sum(1 for x in self.watchers.values()
                             if x.sub.user.id == sub.user.id) == 1:
            self._notice("online", seat)
            self._broadcast_info()
        self.on_change(self)
        return seat

    def unwatch(self, sub: Subscriber) -> None:
        """Drop a connection (a seated player's last one: the others see them go offline)."""
        w = self.watchers.pop(id(sub), None)
        if w is None:
            return
        seat = self.seat_of(sub.user.id)
        if seat >= 0 and not self.online(sub.user.id):
            self._notice("offline", seat)
            self._broadcast_info()
        self.on_change(self)

    def online(self, uid: int | None) -> bool:
        """True when account ``uid`` has a connection watching this room."""
        return uid is not None and any(w.sub.user.id == uid for w in self.watchers.values())

    def _broadcast_info(self) -> None:
        info = json.dumps(self.info(), ensure_ascii=False)
        for w in list(self.watchers.values()):
            w.sub.send(info)

    def _notice(self, kind: str, seat: int) -> None:
        """Tell everyone watching that something happened to a seat (presence, concession, a
        bot taking over): ``{"type": "notice", "kind", "seat", "name"}``."""
        frame = json.dumps({"type": "notice", "room": self.id, "kind": kind, "seat": seat,
                            "name": self.seats[seat].name if 0 <= seat < len(self.seats)
                            else ""}, ensure_ascii=False)
        for w in list(self.watchers.values()):
            w.sub.send(frame)

    # --- conceding, leaving, bots taking over ----------------------------------------------
    def concede(self, user: User) -> None:
        """The sender gives up: when the game has a forfeit answer (a YGO duel's surrender) the
        game is lost at once (recorded as that answer, so replays and restarts keep it); else
        the seat is handed to a bot and the game goes on. Everyone is told."""
        seat = self.seat_of(user.id)
        if seat < 0:
            raise ProtocolError("not_seated")
        game = self.game
        if game is None or self.status != "playing" or game.is_over():
            raise ProtocolError("not_playing")
        if self.table.forfeit is not None:
            self._forfeit(seat, user, "conceded")
        else:
            self._hand_to_bot(seat, "conceded")

    def _forfeit(self, seat: int, user: User | None, why: str) -> None:
        """``seat`` loses the running game (the game's forfeit form, committed first)."""
        game = self.game
        assert game is not None and self.table.forfeit is not None
        form = dict(self.table.forfeit(seat))
        n = game.state_id
        self.store.add_answer(self.game_row, n, form, seat, None if user is None else user.id)
        try:
            game.answer(form)
        except Exception:
            self.store.drop_answers_from(self.game_row, n)
            self._rebuild()
            raise ProtocolError("not_playing") from None
        self.touched = self.clock()
        self._notice(why, seat)
        self._advance_shadow()
        if game.is_over():
            self._finish_game()
        self._after_move()

    def _hand_to_bot(self, seat: int, why: str) -> None:
        """A bot plays ``seat`` from now on (the account keeps the seat and sees the game)."""
        s = self.seats[seat]
        name = f"{self.game_id}-heuristic"
        bot = name if valid_bot_name(name, self.game_id) else "random"
        self.seats[seat] = Seat(s.user_id, s.name, bot, True, s.deck)
        self.bots[seat] = make_table_bot(bot, _seed_for(self.config.seed,
                                                        1000 * self.game_no + seat))
        self.save()
        self._notice(why, seat)
        self._broadcast_info()
        dec = None if self.game is None else self.game.pending()
        if dec is not None and dec.seat == seat:
            self._after_move()  # the bot answers the decision now
        else:
            self.broadcast()  # whoever decides keeps their clock

    def info(self) -> dict[str, Any]:
        """The room as the lobby and its subscribers see it (no hidden information)."""
        return {
            "type": "room",
            "room": self.id,
            "game": self.game_id,
            "title": self.config.title,
            "mode": self.config.mode,
            "owner": self.owner,
            "status": self.status,
            "seats": [{"seat": i, "name": s.name, "bot": s.bot, "ready": s.ready,
                       "human": s.user_id is not None, "online": self.online(s.user_id)}
                      for i, s in enumerate(self.seats)],
            "spectators": sum(1 for w in self.watchers.values() if w.seat < 0),
            "turn_seconds": self.config.turn_seconds,
            "games_to_win": self.config.games_to_win,
            "spectate_delay": self.config.spectate_delay,
            "no_talk": self.config.no_talk,
            "game_no": self.game_no,
            "state_id": self.public_state_id(),
            "wins": list(self.wins),
            "results": list(self.results),
            "banlist": None,
            "side_seconds": self.config.side_seconds,
            "siding": self.siding_info(),
            "custom": self.config.custom,
            "profile": None,
            "settings": self.settings(),
            "setup": self.config.setup if self.config.custom else None,
            "on_timeout": self.config.on_timeout,
            "rematch": self.rematch_room,
            "rematch_votes": sorted(i for i, s in enumerate(self.seats)
                                    if s.user_id in self.rematch_votes),
            "max_timeouts": self.config.max_timeouts,
            } | self.table.room_info(self.config.setup, self.options())

    def settings(self) -> dict[str, Any]:
        """Every setting that differs from the default of its game and mode, for the lobby and
        the table (a custom room's forced setup included: decks by their size, generals and
        roles as they are)."""
        cfg, base = self.config, DEFAULT_CONFIG
        out: dict[str, Any] = {}
        for key in ("turn_seconds", "spectate_delay", "side_seconds", "max_timeouts"):
            if getattr(cfg, key) != getattr(base, key):
                out[key] = getattr(cfg, key)
        if cfg.on_timeout != default_on_timeout(self.game_id):
            out["on_timeout"] = cfg.on_timeout
        if cfg.games_to_win != 1:
            out["match"] = "bo3"
        if cfg.banlist is not None:
            out["banlist"] = cfg.banlist
        mode_setup = _mode_setup(self.game_id, cfg.mode)
        for key, val in cfg.setup.items():
            if key in mode_setup and mode_setup[key] == val:
                continue
            if key == "decks" and isinstance(val, list):
                out["decks"] = [d if isinstance(d, str) else
                                {k: len(v) for k, v in d.items() if isinstance(v, list)}
                                if isinstance(d, dict) else None for d in val]
            else:
                out[key] = val
        return out

    def public_state_id(self) -> int | None:
        """The move count everyone may be told: with a spectator delay, the delayed game's
        (spectators must not learn how far the live game is), else the live one's."""
        if self.game is None:
            return None
        return self.shadow.state_id if self.shadow is not None else self.game.state_id

    def state_id_for(self, seat: int) -> int | None:
        """The state id ``seat`` may know: the live one for players, the public one else."""
        if self.game is None:
            return None
        return self.game.state_id if seat >= 0 else self.public_state_id()

    def state_for(self, seat: int, since: int,
                  cache: dict[int, Any] | None = None) -> tuple[dict[str, Any], int]:
        """The state frame for ``seat`` with events from ``since`` on, and the new event count.

        Everything in it comes from the game's own redaction: ``view(seat)``,
        ``events(seat, since)`` and the decision in full only for the seat that decides.
        ``cache`` shares the per-game parts (decision, result) between the frames of one
        broadcast.
        """
        game = self.game
        if game is None:
            return {"type": "state", "room": self.id, "game": self.game_id, "state_id": None,
                    "seat": seat, "status": self.status, "wins": list(self.wins),
                    "siding": self.siding_info(seat), "view": None, "events": [],
                    "events_from": 0, "decision": None, "result": None}, 0
        src = self.shadow if (seat < 0 and self.shadow is not None) else game
        cache = {} if cache is None else cache
        common = cache.get(id(src))
        if common is None:
            dec: Decision | None = src.pending()
            res = src.result()
            common = (dec, None if dec is None else dec.to_json(),
                      None if res is None else res.to_json())
            cache[id(src)] = common
        dec, dec_json, res_json = common
        frame: dict[str, Any] = {
            "type": "state",
            "room": self.id,
            "game": self.game_id,
            "game_no": self.game_no,
            "seat": seat,
            "state_id": src.state_id,
            "view": src.view(seat),
            "events_from": since,
            "events": src.events(seat, since),
            "decision": None,
            "waiting_for": None if dec is None else dec.seat,
            "result": res_json,
            "deadline": self.deadline if src is game else None,
            "status": self.status,
            "wins": list(self.wins),
            "siding": self.siding_info(seat),
        }
        # sentences of the seat's own events and result (server/sentences.py)
        frame["lines"] = event_lines(self.game_id, frame["events"], seat, frame["view"])
        frame["result_text"] = result_line(self.game_id, res_json, seat, frame["view"])
        if dec is not None:
            if dec.seat == seat and seat >= 0 and dec.seat not in self.bots:
                frame["decision"] = dec_json
            else:
                frame["decision_kind"] = dec.kind
        return frame, len(src.log)

    def _send_state(self, w: Watcher, cache: dict[int, Any] | None = None) -> None:
        if self.game is None and self.siding is None:
            return
        if w.game_no != self.game_no:
            w.events_sent, w.game_no = 0, self.game_no
        frame, n = self.state_for(w.seat, w.events_sent, cache)
        w.events_sent = n
        w.sub.send(json.dumps(frame, ensure_ascii=False, separators=(",", ":")))

    def broadcast(self) -> None:
        """Send every subscriber its new state."""
        cache: dict[int, Any] = {}
        for w in list(self.watchers.values()):
            self._send_state(w, cache)

    def _changed(self) -> None:
        self.touched = self.clock()
        # a watcher who sat down (or stood up) since joining now sees as its new seat
        for w in self.watchers.values():
            seat = self.seat_of(w.sub.user.id)
            if seat != w.seat:
                w.seat, w.events_sent = seat, 0
        self.save()
        info = json.dumps(self.info(), ensure_ascii=False)
        for w in list(self.watchers.values()):
            w.sub.send(info)
        self.on_change(self)

    # --- chat ---------------------------------------------------------------------------
    def chat(self, user: User, text: Any) -> None:
        """A table chat line. In no-talk (competitive) games seated players may not chat while
        the game runs, and spectators' lines then reach only spectators."""
        if not isinstance(text, str) or not text.strip():
            raise ProtocolError("bad_field", "text")
        if len(text) > MAX_CHAT:
            raise ProtocolError("chat_too_long")
        seat = self.seat_of(user.id)
        if not self._chat_rate.allow(user.id):
            raise ProtocolError("chat_rate", f"at most {self.limits.chat_lines} lines per "
                                f"{self.limits.chat_window:.0f} s")
        audience = "all"
        if self.config.no_talk and self.status == "playing":
            if seat >= 0:
                raise ProtocolError("no_communication")
            audience = "spectators"
        self.store.add_chat(self.id, user.id, user.name, text, audience)
        frame = json.dumps({"type": "chat", "room": self.id, "user": user.id, "name": user.name,
                            "text": text, "audience": audience, "at": self.clock(),
                            "state_id": self.public_state_id()},
                           ensure_ascii=False)
        for w in list(self.watchers.values()):
            if audience == "all" or w.seat < 0:
                w.sub.send(frame)

    def why_not(self, user: User, query: Any, lang: Any = "en") -> list[str]:
        """Ask the game why ``query`` is not allowed for the asker's seat, in ``lang`` (``zh``
        or ``en``: the kernel's ``Game.why_not(seat, query, lang)``)."""
        if self.game is None:
            raise ProtocolError("not_playing")
        if not isinstance(query, dict):
            raise ProtocolError("bad_field", "query")
        seat = self.seat_of(user.id)
        if seat < 0:
            raise ProtocolError("not_seated")
        try:
            return [str(x) for x in self.game.why_not(seat, query, "zh" if lang == "zh" else "en")]
        except Exception:
            return []

    def summary(self) -> dict[str, Any]:
        """Lobby list entry."""
        info = self.info()
        info.pop("type")
        info.pop("results")
        return info


