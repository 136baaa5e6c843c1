"""The lobby: the catalogue of games and modes, room creation, the live room list.

Room settings arrive as plain JSON from clients and are validated here; the number of seats is
asked of the game itself (a probe game built from the setup), so any registered game works.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Any

from cardtable.core.errors import CardtableError
from cardtable.core.registry import known_games, spec_for
from cardtable.server.protocol import ProtocolError
from cardtable.server.rooms import Room, RoomConfig, Subscriber
from cardtable.server.setups import NO_BANLIST, banlist_names, normalize_setup
from cardtable.server.store import Store, User

#: Modes offered per game: name -> (zh label, en label, setup, no-talk?).
MODES: dict[str, dict[str, tuple[str, str, dict[str, Any], bool]]] = {
    "demo": {
        "duel": ("两人对决", "Two players", {"seats": 2}, False),
        "teams": ("2v2 组队（禁止交流）", "2v2 teams (no talking)", {"seats": 4, "teams": True},
                  True),
    },
    "ygo": {
        "classic": ("经典规则（4000 基本分）", "Classic (LP 4000)",
                    {"profile": "classic-lp4000", "decks": ["classic-a", "classic-b"]}, False),
        "house": ("LP4000 种子房规（改动卡文）", "LP4000 seed house rules (altered cards)",
                  {"profile": "lp4000-seed-house", "decks": ["classic-a", "classic-b"]}, False),
        "mr3": ("大师规则3", "Master Rule 3",
                {"profile": "master-rule-3", "decks": ["classic-a", "classic-b"]}, False),
    },
    "sgs": {
        "3v3": ("3v3 竞技（禁止交流）", "3v3 competitive (no talking)", {"mode": "3v3"}, True),
        "identity": ("身份局（8人）", "Identity (8 players)", {"mode": "identity", "players": 8},
                     False),
        "identity5": ("身份局（5人）", "Identity (5 players)", {"mode": "identity", "players": 5},
                      False),
    },
}

GAME_NAMES: dict[str, tuple[str, str]] = {
    "demo": ("高牌（测试游戏）", "High Card (test game)"),
    "ygo": ("游戏王", "Yu-Gi-Oh!"),
    "sgs": ("三国杀", "Sanguosha"),
}


def catalogue() -> list[dict[str, Any]]:
    """Registered games with their modes, for the create-room form."""
    out = []
    for gid in known_games():
        zh, en = GAME_NAMES.get(gid, (gid, gid))
        modes = [{"id": m, "label": {"zh": v[0], "en": v[1]}, "no_talk": v[3]}
                 for m, v in MODES.get(gid, {}).items()]
        entry: dict[str, Any] = {"id": gid, "label": {"zh": zh, "en": en}, "modes": modes}
        if gid == "ygo":
            entry["banlists"] = [*banlist_names(), NO_BANLIST]
            entry["mode_banlists"] = {m: _profile_banlist(v[2].get("profile"))
                                      for m, v in MODES["ygo"].items()}
        out.append(entry)
    return out


def _profile_banlist(profile: Any) -> str:
    """The banlist a profile names by itself (``none`` when it names none)."""
    from cardtable.server.setups import effective_banlist

    return effective_banlist(profile, None) or NO_BANLIST


def _num(cfg: dict[str, Any], key: str, lo: float, hi: float, default: float) -> float:
    val = cfg.get(key, default)
    if isinstance(val, bool) or not isinstance(val, int | float) or not lo <= val <= hi:
        raise ProtocolError("bad_config", f"{key} must be a number from {lo} to {hi}")
    return float(val)


class Lobby:
    """All rooms of the server and the clients watching the room list."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.rooms: dict[str, Room] = {}
        self.subscribers: dict[int, Subscriber] = {}
        self._pending_list: asyncio.Handle | None = None

    # --- rooms ------------------------------------------------------------------------------
    def create(self, user: User, cfg: Any) -> Room:
        """Validate settings and open a room owned by ``user`` (who takes seat 0)."""
        if not isinstance(cfg, dict):
            raise ProtocolError("bad_config", "expected an object")
        game_id = cfg.get("game")
        if not isinstance(game_id, str) or game_id not in known_games():
            raise ProtocolError("bad_config", f"game must be one of {known_games()}")
        modes = MODES.get(game_id, {})
        mode = cfg.get("mode") or (next(iter(modes)) if modes else "")
        if modes and mode not in modes:
            raise ProtocolError("bad_config", f"mode must be one of {list(modes)}")
        setup: dict[str, Any] = dict(modes[mode][2]) if modes else {}
        extra = cfg.get("setup", {})
        if not isinstance(extra, dict) or len(json.dumps(extra)) > 64_000:
            raise ProtocolError("bad_config", "setup must be a small object")
        setup.update(extra)
        try:
            setup = normalize_setup(game_id, setup)
        except CardtableError as exc:
            raise ProtocolError("bad_config", str(exc)) from None
        match = cfg.get("match", "single")
        if match not in ("single", "bo3"):
            raise ProtocolError("bad_config", "match must be single or bo3")
        banlist = cfg.get("banlist")
        if banlist is not None and (game_id != "ygo" or banlist not in (
                *banlist_names(), NO_BANLIST)):
            raise ProtocolError("bad_config", f"banlist must be one of {banlist_names()} or "
                                f"{NO_BANLIST!r} (Yu-Gi-Oh! rooms only)")
        title = cfg.get("title") or f"{user.name} · {game_id}"
        if not isinstance(title, str) or len(title) > 60:
            raise ProtocolError("bad_config", "title: at most 60 characters")
        config = RoomConfig(
            title=title,
            setup=setup,
            turn_seconds=_num(cfg, "turn_seconds", 0, 3600, 0),
            games_to_win=2 if match == "bo3" else 1,
            spectate_delay=int(_num(cfg, "spectate_delay", 0, 1000, 0)),
            no_talk=bool(modes[mode][3]) if modes else False,
            bot_delay=_num(cfg, "bot_delay", 0, 10, 0.3),
            seed=secrets.randbits(62),
            mode=str(mode),
            banlist=banlist,
            side_seconds=_num(cfg, "side_seconds", 0, 3600, 120),
        )
        try:
            probe = spec_for(game_id).new(setup, 0)
        except CardtableError as exc:
            raise ProtocolError("bad_config", str(exc)) from None
        except Exception as exc:
            raise ProtocolError("bad_config", f"{type(exc).__name__}: {exc}") from None
        rid = secrets.token_urlsafe(6)
        room = Room(rid, game_id, user.id, config, probe.num_seats, self.store, self._room_changed)
        self.rooms[rid] = room
        room.sit(user, 0)
        return room

    def get(self, rid: Any) -> Room:
        """The room ``rid`` or ``no_room``."""
        if not isinstance(rid, str) or rid not in self.rooms:
            raise ProtocolError("no_room")
        return self.rooms[rid]

    def restore(self) -> int:
        """Re-open every unfinished room from the store (after a restart); returns how many."""
        n = 0
        for row in self.store.open_rooms():
            if row["game"] not in known_games():
                continue
            cfg = RoomConfig(**row["config"])
            room = Room(row["id"], row["game"], row["owner"], cfg, len(row["seats"]),
                        self.store, self._room_changed)
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
            n += 1
        return n

    def sweep(self, now: float, finished_after: float = 600.0,
              idle_after: float = 3600.0) -> int:
        """Close rooms nobody watches: finished ones after ``finished_after`` seconds, waiting
        ones idle for ``idle_after``. Their games stay in the store as replays; returns how
        many were closed."""
        gone = [r for r in self.rooms.values() if not r.watchers and (
            (r.status == "finished" and now - r.touched > finished_after)
            or (r.status == "waiting" and now - r.touched > idle_after))]
        for room in gone:
            room.status = "closed"
            room.save()
            del self.rooms[room.id]
        if gone:
            self._room_changed(gone[0])
        return len(gone)

    def room_list(self) -> list[dict[str, Any]]:
        """Summaries of the open rooms, newest first."""
        rooms = sorted(self.rooms.values(), key=lambda r: -r.created)
        return [r.summary() for r in rooms if r.status != "closed"][:200]

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
        if not self.subscribers or self._pending_list is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._pending_list = loop.call_later(0.1, self._send_list)

    def _send_list(self) -> None:
        self._pending_list = None
        frame = json.dumps({"type": "rooms", "rooms": self.room_list()}, ensure_ascii=False)
        for sub in list(self.subscribers.values()):
            sub.send(frame)
