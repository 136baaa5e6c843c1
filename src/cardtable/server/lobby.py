"""The lobby: the catalogue of games and modes, room creation, the live room list.

Room settings arrive as plain JSON from clients and are validated here; the number of seats is
asked of the game itself (a probe game built from the setup), so any registered game works.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cardtable.core.errors import CardtableError
from cardtable.core.registry import known_games, spec_for
from cardtable.core.table import Mode
from cardtable.server.cluster import Cluster, SingleNode
from cardtable.server.limits import Limits
from cardtable.server.protocol import ProtocolError
from cardtable.server.rooms import (
    DEFAULT_CONFIG,
    Room,
    RoomConfig,
    Seat,
    Subscriber,
)
from cardtable.server.setups import normalize_setup
from cardtable.server.store import Store, User

#: Room options a game may define (:attr:`cardtable.core.table.Table.options`: the values it
#: allows; a Yu-Gi-Oh! room's ``banlist``). Another game's room refuses them.
GAME_OPTIONS = ("banlist",)
#: Room settings a client may send when creating a room.
ROOM_KEYS = frozenset({"game", "mode", "setup", "custom", "match", *GAME_OPTIONS, "title",
                       "turn_seconds", "spectate_delay", "bot_delay", "side_seconds",
                       "on_timeout", "max_timeouts"})
#: Match types a client may ask for, and the best-of count each means.
MATCH_TYPES = {"single": 1, "bo3": 3}


def catalogue() -> list[dict[str, Any]]:
    """Registered games with their modes, for the create-room form (from each game's table)."""
    out = []
    for gid in known_games():
        table = spec_for(gid).table
        label = table.name.to_json() if table.name is not None else {"zh": gid, "en": gid}
        modes = [{"id": m.id, "label": m.label.to_json(), "no_talk": m.no_talk,
                  "matches": [k for k, n in MATCH_TYPES.items() if n in m.best_of]}
                 for m in table.modes]
        entry: dict[str, Any] = {"id": gid, "label": label, "modes": modes}
        entry.update(table.catalogue_extras())
        out.append(entry)
    return out


def _num(cfg: dict[str, Any], key: str, lo: float, hi: float, default: float) -> float:
    val = cfg.get(key, default)
    if isinstance(val, bool) or not isinstance(val, int | float) or not lo <= val <= hi:
        raise ProtocolError("bad_config", f"{key} must be a number from {lo} to {hi}")
    return float(val)


class Lobby:
    """All rooms of the server and the clients watching the room list."""

    def __init__(self, store: Store, limits: Limits | None = None,
                 clock: Callable[[], float] = time.time, cluster: Cluster | None = None) -> None:
        self.store = store
        self.limits = limits or Limits()
        self.clock = clock
        #: the other nodes of a multi-node site (docs/server.md); a single node by default
        self.cluster = cluster or SingleNode()
        self.rooms: dict[str, Room] = {}
        self.subscribers: dict[int, Subscriber] = {}
        self._pending_list: asyncio.Handle | None = None

    # --- rooms ------------------------------------------------------------------------------
    def create(self, user: User, cfg: Any) -> Room:
        """Validate settings and open a room owned by ``user`` (who takes seat 0).

        A public room takes the standard options only (mode, banlist, match type, timers,
        spectator delay, title); ``setup`` fields that force anything (YGO decks or an inline
        profile, Sanguosha generals, roles, pools) need ``"custom": true``, and a custom room
        shows its whole setup to everyone before they sit."""
        if not isinstance(cfg, dict):
            raise ProtocolError("bad_config", "expected an object")
        unknown = sorted(str(k) for k in cfg if k not in ROOM_KEYS)
        if unknown:
            raise ProtocolError("bad_config", f"unknown room setting(s) {unknown}; "
                                f"known: {sorted(ROOM_KEYS)}")
        mine = sum(1 for r in self.rooms.values()
                   if r.owner == user.id and r.status in ("waiting", "playing"))
        if mine >= self.limits.rooms_per_user:
            raise ProtocolError("quota", f"at most {self.limits.rooms_per_user} open rooms "
                                "per account")
        game_id = cfg.get("game")
        if not isinstance(game_id, str) or game_id not in known_games():
            raise ProtocolError("bad_config", f"game must be one of {known_games()}")
        table = spec_for(game_id).table
        modes = {m.id: m for m in table.modes}
        mode_id = cfg.get("mode") or (table.modes[0].id if table.modes else "")
        if modes and mode_id not in modes:
            raise ProtocolError("bad_config", f"mode must be one of {list(modes)}")
        mode: Mode | None = modes.get(mode_id)
        custom = cfg.get("custom", False)
        if not isinstance(custom, bool):
            raise ProtocolError("bad_config", "custom must be true or false")
        setup: dict[str, Any] = dict(mode.setup) if mode is not None else {}
        extra = cfg.get("setup", {})
        if not isinstance(extra, dict) or len(json.dumps(extra)) > 64_000:
            raise ProtocolError("bad_config", "setup must be a small object")
        public_keys = table.public_setup
        forcing = sorted(str(k) for k in extra if k not in public_keys)
        if forcing and not custom:
            raise ProtocolError("bad_config", f"setup {forcing} is only for custom rooms "
                                "(\"custom\": true; shown to everyone before they sit)")
        allowed = public_keys | table.custom_setup
        bad = sorted(str(k) for k in extra if k not in allowed)
        if bad:
            raise ProtocolError("bad_config", f"unknown setup field(s) {bad}; "
                                f"allowed: {sorted(allowed)}")
        setup.update(extra)
        try:
            setup = normalize_setup(game_id, setup)
        except CardtableError as exc:
            raise ProtocolError("bad_config", str(exc)) from None
        match = cfg.get("match", "single")
        allowed_matches = [k for k, n in MATCH_TYPES.items()
                           if mode is None or n in mode.best_of]
        if match not in allowed_matches:
            raise ProtocolError("bad_config", "match must be "
                                + " or ".join(allowed_matches)
                                + ("" if mode is None else f" in mode {mode.id}"))
        game_options = table.options()
        for key in GAME_OPTIONS:
            val = cfg.get(key)
            if val is not None and val not in game_options.get(key, ()):
                raise ProtocolError("bad_config", f"{key} must be one of "
                                    f"{game_options.get(key, [])} ({game_id} rooms)")
        banlist = cfg.get("banlist")
        title = cfg.get("title") or user.name  # the game and mode are shown by their labels
        if not isinstance(title, str) or len(title) > 60:
            raise ProtocolError("bad_config", "title: at most 60 characters")
        on_timeout = cfg.get("on_timeout", table.on_timeout)
        if on_timeout not in ("lose", "bot"):
            raise ProtocolError("bad_config", "on_timeout must be lose or bot")
        turn_seconds = _num(cfg, "turn_seconds", 0, 3600, DEFAULT_CONFIG.turn_seconds)
        low = self.limits.min_turn_seconds
        if not custom and turn_seconds < low:
            raise ProtocolError("bad_config", f"public rooms have a turn timer of {low:g}-3600 s "
                                "(no timer: custom rooms)")
        config = RoomConfig(
            title=title,
            setup=setup,
            turn_seconds=turn_seconds,
            games_to_win=MATCH_TYPES[match] // 2 + 1,
            spectate_delay=int(_num(cfg, "spectate_delay", 0, 1000, 0)),
            no_talk=mode.no_talk if mode is not None else False,
            bot_delay=_num(cfg, "bot_delay", 0, 10, 0.3),
            seed=secrets.randbits(62),
            mode=str(mode_id),
            banlist=banlist,
            side_seconds=_num(cfg, "side_seconds", 0, 3600, 120),
            custom=custom,
            on_timeout=on_timeout,
            max_timeouts=int(_num(cfg, "max_timeouts", 1, 20, 3)),
        )
        try:
            probe = spec_for(game_id).new(setup, 0)
        except CardtableError as exc:
            raise ProtocolError("bad_config", str(exc)) from None
        except Exception as exc:
            raise ProtocolError("bad_config", f"{type(exc).__name__}: {exc}") from None
        rid = self.cluster.new_room_id()
        room = Room(rid, game_id, user.id, config, probe.num_seats, self.store, self._room_changed,
                    self.clock, self.limits)
        self.rooms[rid] = room
        self.cluster.room_opened(rid)
        room.sit(user, 0)
        return room

    def rematch(self, room: Room, user: User) -> Room | None:
        """A seated player of a finished room asks for a rematch; once every seated human has
        asked, a new room with the same settings (a new seed) and the same seats opens and
        starts, and every watcher of the old room is pointed at it (``rematch`` in its room
        frame). Returns the new room, or None while votes are missing."""
        if room.status != "finished" or room.rematch_room is not None:
            raise ProtocolError("no_rematch")
        if room.seat_of(user.id) < 0:
            raise ProtocolError("not_seated")
        room.rematch_votes.add(user.id)
        humans = {s.user_id for s in room.seats if s.user_id is not None}
        if not humans <= room.rematch_votes:
            room._broadcast_info()
            return None
        cfg = replace(room.config, seed=secrets.randbits(62))
        rid = self.cluster.new_room_id() if hasattr(self, "cluster") else secrets.token_urlsafe(6)
        new = Room(rid, room.game_id, room.owner, cfg, len(room.seats), self.store,
                   self._room_changed, self.clock, self.limits)
        new.seats = [Seat(s.user_id, s.name, None if s.user_id is not None else s.bot, True,
                          s.deck) if not s.empty() else Seat() for s in room.seats]
        self.rooms[rid] = new
        if hasattr(self, "cluster"):
            self.cluster.room_opened(rid)
        new.save()
        owner = self.store.user(room.owner)
        new.start(owner if owner is not None else user)
        room.rematch_room = rid
        room._broadcast_info()
        return new

    def get(self, rid: Any) -> Room:
        """The room ``rid``; ``moved`` (with the holder's URL) when another node of the site
        holds it; ``no_room`` otherwise. A room whose node died is resumed here when this node
        is its heir (docs/server.md, several nodes)."""
        if not isinstance(rid, str) or len(rid) > 64:
            raise ProtocolError("no_room")
        room = self.rooms.get(rid)
        if room is not None:
            return room
        holder = self.cluster.holder_of(rid)
        if holder is not None:
            raise RoomMoved(*holder)
        if (not isinstance(self.cluster, SingleNode) and self.cluster.should_hold(rid)
                and self.restore_room(rid)):
            return self.rooms[rid]
        raise ProtocolError("no_room")

    def has_room(self, rid: str) -> bool:
        """True when this node holds room ``rid``."""
        return rid in self.rooms

    def restore(self) -> int:
        """Re-open every unfinished room of this node from the store (after a restart); returns
        how many. On a multi-node site only the rooms this node holds (or inherits from a dead
        node) are opened here."""
        n = 0
        for row in self.store.open_rooms():
            if not self.cluster.should_hold(row["id"], stored=True):
                continue
            n += self._open_row(row)
        return n

    def restore_room(self, rid: str) -> bool:
        """Resume room ``rid`` from the store on this node (a dead node's room); False when the
        store has no unfinished room of that id."""
        for row in self.store.open_rooms():
            if row["id"] == rid and rid not in self.rooms and self._open_row(row):
                self._room_changed(self.rooms[rid])
                return True
        return False

    def _open_row(self, row: dict[str, Any]) -> int:
        """Open one stored room; 1 when opened, 0 when its game is not known here."""
        if row["game"] not in known_games():
            return 0
        cfg = RoomConfig(**row["config"])
        room = Room(row["id"], row["game"], row["owner"], cfg, len(row["seats"]),
                    self.store, self._room_changed, self.clock, self.limits)
        from cardtable.server.rooms import Seat

        room.seats = [Seat(**s) for s in row["seats"]]
        room.status = row["status"]
        room.restore_game()
        self.rooms[room.id] = room
        if room.status == "playing" and room.siding is None:
            if room.game is None or room.game.is_over():
                # stopped between two games of a match: start the next one
                room.next_game_after(room.game_row)
            else:
                room._after_move()
        return 1

    def sweep(self, now: float | None = None) -> int:
        """Close, on the schedule of :class:`~cardtable.server.limits.Limits` (``now`` defaults
        to the lobby's clock): finished rooms nobody watches after ``finished_linger``, waiting
        rooms untouched for ``idle_waiting``, and playing rooms no human watches and nobody
        moved in for ``abandoned_after`` (the running game is kept as ``abandoned``). Their
        finished games stay in the store as replays; returns how many rooms were closed."""
        now = self.clock() if now is None else now
        lim = self.limits

        def humans_watching(r: Room) -> bool:
            return any(r.seat_of(w.sub.user.id) >= 0 for w in r.watchers.values())

        gone = [r for r in self.rooms.values() if (
            (r.status == "finished" and not r.watchers and now - r.touched > lim.finished_linger)
            or (r.status == "waiting" and not r.watchers and now - r.touched > lim.idle_waiting)
            or (r.status == "playing" and not humans_watching(r)
                and now - r.touched > lim.abandoned_after))]
        for room in gone:
            room.close()
            del self.rooms[room.id]
            self.cluster.room_closed(room.id)
        if gone:
            self._room_changed(gone[0])
        return len(gone)

    def local_summaries(self) -> list[dict[str, Any]]:
        """Summaries of this node's open rooms, newest first."""
        rooms = sorted(self.rooms.values(), key=lambda r: -r.created)
        return [r.summary() for r in rooms if r.status != "closed"][:200]

    def room_list(self) -> list[dict[str, Any]]:
        """Summaries of the open rooms of the whole site (this node's first; on a multi-node
        site the others' carry the ``node`` that holds them)."""
        return (self.local_summaries() + self.cluster.remote_rooms())[:200]

    def rooms_of(self, uid: int) -> list[str]:
        """Ids of rooms where ``uid`` holds a seat and the game is not over."""
        return [r.id for r in self.rooms.values()
                if r.seat_of(uid) >= 0 and r.status in ("waiting", "playing")]

    # --- the live list ------------------------------------------------------------------
    def subscribe(self, sub: Subscriber) -> None:
        """Send the room list now and whenever it changes."""
        self.subscribers[id(sub)] = sub
        sub.send(json.dumps({"type": "rooms", "rooms": self.room_list()}, ensure_ascii=False))

    def unsubscribe(self, sub: Subscriber) -> None:
        """Stop sending the room list."""
        self.subscribers.pop(id(sub), None)

    def _room_changed(self, room: Room) -> None:
        self.list_changed()

    def list_changed(self) -> None:
        """Send the room list to its watchers soon (coalesced: at most one list per 0.1 s)."""
        if not self.subscribers or self._pending_list is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._pending_list = loop.call_later(0.1, self._send_list)

    def _send_list(self) -> None:
        self._pending_list = None
        if not isinstance(self.cluster, SingleNode):
            self.cluster.publish(self.local_summaries())
        frame = json.dumps({"type": "rooms", "rooms": self.room_list()}, ensure_ascii=False)
        for sub in list(self.subscribers.values()):
            sub.send(frame)


class RoomMoved(ProtocolError):
    """The room is held by another node of the site: the client should go there."""

    def __init__(self, node: str, url: str) -> None:
        super().__init__("moved", node)
        self.node = node
        self.url = url

    def to_json(self, **extra: Any) -> dict[str, Any]:
        """The error frame, with the holder's public URL (``node_url``)."""
        return super().to_json(node_url=self.url, **extra)
