"""A table: seats, the running game, its subscribers, bots, timers and chat.

The room is the only thing that touches its game. Every answer goes through :meth:`Room.answer`,
which checks the sender's seat and the state id, validates the answer against the pending
decision, commits it to the store and only then applies it and tells the subscribers. Each
subscriber receives what its seat may see (``game.view(seat)``, ``game.events(seat, …)`` and the
decision only when it is that seat's), spectators the spectator view, optionally delayed.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from cardtable.core.decision import Decision
from cardtable.core.errors import IllegalAnswer
from cardtable.core.game import Game
from cardtable.core.registry import spec_for
from cardtable.core.replay import Replay
from cardtable.server.bots import TableBot, make_table_bot
from cardtable.server.protocol import MAX_CHAT, ProtocolError
from cardtable.server.setups import build_setup
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
    turn_seconds: float = 0.0
    games_to_win: int = 1
    spectate_delay: int = 0
    no_talk: bool = False
    bot_delay: float = 0.0
    seed: int = 0
    mode: str = ""


def _seed_for(room_seed: int, number: int) -> int:
    h = hashlib.sha256(f"{room_seed}:{number}".encode()).digest()
    return int.from_bytes(h[:7], "big")


class Room:
    """One table. All methods run on the server's event loop thread."""

    def __init__(self, rid: str, game_id: str, owner: int, config: RoomConfig, num_seats: int,
                 store: Store, on_change: Callable[[Room], None]) -> None:
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
        self.results: list[dict[str, Any] | None] = []
        self.shadow: Game | None = None
        self.watchers: dict[int, Watcher] = {}
        self.bots: dict[int, TableBot] = {}
        self.deadline: float | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._bot_handle: asyncio.Handle | None = None
        self.created = time.time()
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
        row = rows[-1]
        game = spec_for(row.game).new(row.setup, row.seed)
        for form in self.store.answers(row.id):
            game.answer(form)
        self.game, self.game_row, self.game_no = game, row.id, row.number
        self._make_bots()
        self._reset_shadow()
        if row.status == "playing" and game.is_over():
            self._finish_game()

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
        self.seats[seat].ready = ready
        if deck is not None:
            self.seats[seat].deck = deck
        self._changed()

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
        try:
            self._new_game()
        except Exception as exc:  # a bad deck or setup: the room stays open, nothing started
            self.status = "waiting"
            self.game = None
            raise ProtocolError("bad_config", f"{type(exc).__name__}: {exc}") from None

    def _new_game(self) -> None:
        setup = build_setup(self.game_id, self.config.setup, [asdict(s) for s in self.seats],
                            self.game_no)
        seed = _seed_for(self.config.seed, self.game_no)
        game = spec_for(self.game_id).new(setup, seed)
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
        if dec.seat != seat:
            raise ProtocolError("not_your_turn")
        if isinstance(choice, bool) or not isinstance(choice, int | dict):
            raise ProtocolError("bad_field", "choice")
        idx = dec.index_of(choice)
        if idx < 0:
            raise ProtocolError("illegal_answer")
        form = dict(dec.options[idx].form)
        n = game.state_id
        # Durable first: the answer is committed before it is applied or acknowledged.
        self.store.add_answer(self.game_row, n, form, seat, None if user is None else user.id)
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
        if max(self.wins, default=0) >= self.config.games_to_win or len(self.results) >= (
            2 * self.config.games_to_win - 1
        ):
            self.status = "finished"
            self.touched = time.time()
            self._changed()
        else:
            self._changed()
            asyncio.get_running_loop().call_later(1.0 if self.config.bot_delay else 0.0,
                                                  self._next_game, self.game_row)

    def _next_game(self, after_row: int) -> None:
        if self.status != "playing" or self.game_row != after_row:
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
                self.deadline = time.time() + self.config.turn_seconds
                self._timer = loop.call_later(self.config.turn_seconds, self._timeout, sid)
        self.broadcast()

    def _bot_move(self, sid: int) -> None:
        """A bot's turn. The uniform random bot answers inline; other bots (heuristics,
        search) think in a worker thread on a clone, so the event loop keeps serving tables."""
        game = self.game
        if game is None or game.state_id != sid or self.status != "playing":
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
        if game is None or game.state_id != sid or self.status != "playing":
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
        if game is None or game.state_id != sid or self.status != "playing":
            return
        dec = game.pending()
        if dec is None:
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
        self.on_change(self)
        return seat

    def unwatch(self, sub: Subscriber) -> None:
        """Drop a connection."""
        if self.watchers.pop(id(sub), None) is not None:
            self.on_change(self)

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
                       "human": s.user_id is not None} for i, s in enumerate(self.seats)],
            "spectators": sum(1 for w in self.watchers.values() if w.seat < 0),
            "turn_seconds": self.config.turn_seconds,
            "games_to_win": self.config.games_to_win,
            "spectate_delay": self.config.spectate_delay,
            "no_talk": self.config.no_talk,
            "game_no": self.game_no,
            "state_id": None if self.game is None else self.game.state_id,
            "wins": list(self.wins),
            "results": list(self.results),
            }

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
            return {"type": "state", "room": self.id, "state_id": None, "seat": seat}, 0
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
        }
        if dec is not None:
            if dec.seat == seat and seat >= 0 and dec.seat not in self.bots:
                frame["decision"] = dec_json
            else:
                frame["decision_kind"] = dec.kind
        return frame, len(src.log)

    def _send_state(self, w: Watcher, cache: dict[int, Any] | None = None) -> None:
        if self.game is None:
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
        self.touched = time.time()
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
        audience = "all"
        if self.config.no_talk and self.status == "playing":
            if seat >= 0:
                raise ProtocolError("no_communication")
            audience = "spectators"
        self.store.add_chat(self.id, user.id, user.name, text, audience)
        frame = json.dumps({"type": "chat", "room": self.id, "user": user.id, "name": user.name,
                            "text": text, "audience": audience, "at": time.time(),
                            "state_id": None if self.game is None else self.game.state_id},
                           ensure_ascii=False)
        for w in list(self.watchers.values()):
            if audience == "all" or w.seat < 0:
                w.sub.send(frame)

    def why_not(self, user: User, query: Any, lang: Any = "en") -> list[str]:
        """Ask the game why ``query`` is not allowed for the asker's seat (in Chinese when
        ``lang`` is ``zh`` and the game offers ``why_not_zh``)."""
        if self.game is None:
            raise ProtocolError("not_playing")
        if not isinstance(query, dict):
            raise ProtocolError("bad_field", "query")
        seat = self.seat_of(user.id)
        if seat < 0:
            raise ProtocolError("not_seated")
        ask = self.game.why_not
        if lang == "zh":
            ask = getattr(self.game, "why_not_zh", ask)
        try:
            return [str(x) for x in ask(seat, query)]
        except Exception:
            return []

    def summary(self) -> dict[str, Any]:
        """Lobby list entry."""
        info = self.info()
        info.pop("type")
        info.pop("results")
        return info


