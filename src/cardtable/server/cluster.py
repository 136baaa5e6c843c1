"""Several ``cardtable serve`` nodes as one site: one PostgreSQL database, Redis between them.

A site that outgrows one process runs N nodes (``cardtable serve --redis-url … --node-id …
--public-url …``) on one PostgreSQL database. Each room lives on exactly one node:

* **Which node.** A node creates only rooms whose id *rendezvous-hashes* to itself among the
  live nodes (:func:`rendezvous`), and records the owner in Redis (hash ``ROOMS_KEY``), so a
  room stays where it is when nodes join. A client that asks a node about a room held by
  another gets ``moved`` with that node's public URL (HTTP 421 + ``Location``; on the
  websocket an error frame with ``node_url``).
* **Who is alive.** Every node refreshes ``NODE_KEY_PREFIX + node_id`` (its public URL) every
  :data:`BEAT` seconds with a time-to-live of :data:`NODE_TTL` seconds. A node killed with -9
  simply stops refreshing; once its key has expired it is dead.
* **Failover.** Every beat, each node looks at the rooms owned by dead nodes; the live node the
  room id rendezvous-hashes to claims it atomically (a Lua compare-and-set in Redis, so two
  nodes never both take a room) and resumes it from the database — seats, settings, and the
  game rebuilt from its committed answers, exactly as after a restart
  (:meth:`cardtable.server.lobby.Lobby.restore_room`).
* **The lobby.** Each node publishes its rooms' summaries on the channel ``LOBBY_CHANNEL``
  (when its list changes, and every beat); every node lists its own rooms plus the latest
  summaries of the other live nodes, each marked with the node that holds it.

Redis carries no game state: answers are committed to the database before they are applied
(docs/server.md), so whichever node resumes a room replays the same game. A single node runs
:class:`SingleNode`, which needs neither Redis nor PostgreSQL.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import secrets
from collections.abc import Callable
from typing import Any, Protocol

log = logging.getLogger("cardtable.server.cluster")

#: Seconds between two heartbeats (and failover checks) of a node.
BEAT = 1.0
#: Seconds a node stays alive in Redis without a heartbeat (a killed node is dead after this).
NODE_TTL = 4.0
#: Redis key prefix of the live nodes (value: the node's public URL).
NODE_KEY_PREFIX = "cardtable:node:"
#: Redis hash: room id -> id of the node holding it.
ROOMS_KEY = "cardtable:rooms"
#: Redis pub/sub channel carrying every node's room summaries.
LOBBY_CHANNEL = "cardtable:lobby"

#: Compare-and-set of a room's owner: takes the room only if the dead owner still holds it.
_CLAIM = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  return 1
end
return 0
"""


def rendezvous(room_id: str, nodes: list[str]) -> str:
    """The node a room id belongs to among ``nodes`` (highest random weight hashing: every node
    computes the same answer, and removing a node moves only that node's rooms)."""
    if not nodes:
        raise ValueError("no live node")
    return max(sorted(nodes),
               key=lambda n: hashlib.sha256(f"{n}\x00{room_id}".encode()).digest())


class LobbyHooks(Protocol):
    """What the cluster needs of the lobby (kept narrow so the two stay testable apart)."""

    def local_summaries(self) -> list[dict[str, Any]]:
        """Summaries of the rooms this node holds."""
        ...

    def restore_room(self, rid: str) -> bool:
        """Resume room ``rid`` from the database on this node; False if it is not there."""
        ...

    def has_room(self, rid: str) -> bool:
        """True when this node holds room ``rid``."""
        ...


class Cluster:
    """One node's view of the site. The base class is a single node (:class:`SingleNode`)."""

    node_id: str = "local"
    public_url: str = ""

    def new_room_id(self) -> str:
        """A fresh room id that this node may hold."""
        return secrets.token_urlsafe(6)

    def holder_of(self, rid: str) -> tuple[str, str] | None:
        """``(node id, public URL)`` of the live node holding room ``rid`` when that is another
        node; None when it is this node or nobody knows the room."""
        return None

    def should_hold(self, rid: str, stored: bool = False) -> bool:
        """True when room ``rid`` is this node's to hold (resumed from the database if needed);
        ``stored``: the caller read ``rid`` from the database (so it is a real room)."""
        return True

    def room_opened(self, rid: str) -> None:
        """Record that this node now holds room ``rid``."""

    def room_closed(self, rid: str) -> None:
        """Forget room ``rid`` (closed for good)."""

    def remote_rooms(self) -> list[dict[str, Any]]:
        """The latest room summaries of the other live nodes."""
        return []

    def publish(self, summaries: list[dict[str, Any]]) -> None:
        """Tell the other nodes this node's room summaries."""

    async def run(self, lobby: LobbyHooks, on_change: Callable[[], None] | None = None) -> None:
        """The background duty (heartbeat, lobby sync, failover; ``on_change`` is called when
        the site's room list changed); returns at once for a single node."""

    def close(self) -> None:
        """Leave the site (stop heartbeats)."""


class SingleNode(Cluster):
    """The default: one process is the whole site."""


class RedisCluster(Cluster):
    """A node of a multi-node site, coordinated through Redis (see the module text)."""

    def __init__(self, redis_url: str, node_id: str, public_url: str) -> None:
        import redis  # the 'cluster' extra; imported only by multi-node sites

        if not node_id or len(node_id) > 64 or not all(c.isalnum() or c in "-_." for c in node_id):
            raise ValueError("node id: 1-64 letters, digits, '-', '_' or '.'")
        if not public_url.startswith(("http://", "https://")):
            raise ValueError("public URL must start with http:// or https://")
        self.node_id = node_id
        self.public_url = public_url.rstrip("/")
        # decode_responses: every reply is a str (typed Any: redis-py types replies as bytes|str)
        self.r: Any = redis.Redis.from_url(redis_url, decode_responses=True, socket_timeout=2.0)
        self.r.ping()  # fail at start-up, with one line, when Redis is not there
        self._claim = self.r.register_script(_CLAIM)
        self._nodes: dict[str, str] = {}
        self._remote: dict[str, list[dict[str, Any]]] = {}
        self._pubsub: Any = None
        self._stopped = False
        self._beat()

    # --- liveness ---------------------------------------------------------------------------
    def _beat(self) -> None:
        """Refresh this node's key and re-read the live nodes."""
        self.r.set(NODE_KEY_PREFIX + self.node_id, self.public_url, px=int(NODE_TTL * 1000))
        nodes: dict[str, str] = {}
        for key in self.r.scan_iter(match=NODE_KEY_PREFIX + "*", count=100):
            url = self.r.get(key)
            if url:
                nodes[key[len(NODE_KEY_PREFIX):]] = url
        nodes[self.node_id] = self.public_url
        self._nodes = nodes
        for gone in set(self._remote) - set(nodes):
            del self._remote[gone]

    def live_nodes(self) -> list[str]:
        """Ids of the live nodes (this one included), as of the last beat."""
        return sorted(self._nodes)

    # --- rooms ------------------------------------------------------------------------------
    def new_room_id(self) -> str:
        """A fresh id that rendezvous-hashes to this node among the live nodes."""
        nodes = self.live_nodes()
        for _ in range(64 * len(nodes)):
            rid = secrets.token_urlsafe(6)
            if rendezvous(rid, nodes) == self.node_id:
                return rid
        return secrets.token_urlsafe(6)  # astronomically unlikely; the owner is recorded anyway

    def _owner(self, rid: str) -> str | None:
        owner = self.r.hget(ROOMS_KEY, rid)
        return str(owner) if owner else None

    def holder_of(self, rid: str) -> tuple[str, str] | None:
        """The other live node holding ``rid``; a dead holder's room goes to the live node it
        rendezvous-hashes to (which resumes it within a beat)."""
        owner = self._owner(rid)
        if owner is None or owner == self.node_id:
            return None
        if owner not in self._nodes:
            heir = rendezvous(rid, self.live_nodes())
            if heir == self.node_id:
                return None
            owner = heir
        return owner, self._nodes[owner]

    def should_hold(self, rid: str, stored: bool = False) -> bool:
        """True when ``rid`` is recorded as this node's, or its holder is dead and this node
        wins the claim (atomically: only one node ever takes a room over). A room read from the
        database (``stored``) that no node holds yet (a site that was one node before) goes to
        the live node its id rendezvous-hashes to."""
        owner = self._owner(rid)
        if owner is None:
            return (stored and rendezvous(rid, self.live_nodes()) == self.node_id
                    and bool(self.r.hsetnx(ROOMS_KEY, rid, self.node_id)))
        if owner == self.node_id:
            return True
        if owner in self._nodes or rendezvous(rid, self.live_nodes()) != self.node_id:
            return False
        return bool(self._claim(keys=[ROOMS_KEY], args=[rid, owner, self.node_id]))

    def room_opened(self, rid: str) -> None:
        """Record this node as the holder of ``rid``."""
        self.r.hset(ROOMS_KEY, rid, self.node_id)

    def room_closed(self, rid: str) -> None:
        """Forget ``rid`` (only if this node still holds it)."""
        if self._owner(rid) == self.node_id:
            self.r.hdel(ROOMS_KEY, rid)

    # --- the lobby --------------------------------------------------------------------------
    def remote_rooms(self) -> list[dict[str, Any]]:
        """Summaries published by the other live nodes, each with its ``node``."""
        out: list[dict[str, Any]] = []
        for node, rooms in sorted(self._remote.items()):
            if node in self._nodes and node != self.node_id:
                out.extend({**room, "node": node} for room in rooms)
        return out

    def publish(self, summaries: list[dict[str, Any]]) -> None:
        """Send this node's summaries to the others."""
        self.r.publish(LOBBY_CHANNEL, json.dumps({"node": self.node_id, "rooms": summaries},
                                                 ensure_ascii=False))

    def _read_lobby(self) -> bool:
        """Take every waiting lobby message; True when another node's list changed."""
        changed = False
        while True:
            msg = self._pubsub.get_message(ignore_subscribe_messages=True, timeout=0)
            if msg is None:
                return changed
            try:
                data = json.loads(msg["data"])
                node, rooms = str(data["node"]), list(data["rooms"])
            except (ValueError, KeyError, TypeError):
                continue
            if node != self.node_id and self._remote.get(node) != rooms:
                self._remote[node] = rooms
                changed = True

    def _orphans(self) -> list[str]:
        """Rooms held by dead nodes that this node is the heir of."""
        live = self.live_nodes()
        return [rid for rid, owner in self.r.hgetall(ROOMS_KEY).items()
                if owner not in self._nodes and rendezvous(rid, live) == self.node_id]

    def _duty(self, lobby: LobbyHooks) -> tuple[bool, list[str]]:
        """One beat (run in a thread: blocking Redis calls stay off the event loop)."""
        self._beat()
        changed = self._read_lobby()
        return changed, self._orphans()

    async def run(self, lobby: LobbyHooks, on_change: Callable[[], None] | None = None) -> None:
        """Heartbeats, lobby sync and failover until :meth:`close`."""
        self._pubsub = self.r.pubsub()
        await asyncio.to_thread(self._pubsub.subscribe, LOBBY_CHANNEL)
        while not self._stopped:
            try:
                summaries = lobby.local_summaries()
                await asyncio.to_thread(self.publish, summaries)
                changed, orphans = await asyncio.to_thread(self._duty, lobby)
                for rid in orphans:
                    if not lobby.has_room(rid) and self.should_hold(rid):
                        resumed = lobby.restore_room(rid)
                        log.warning("node %s took over room %s from a dead node (%s)",
                                    self.node_id, rid, "resumed" if resumed else "not found")
                        if not resumed:
                            self.r.hdel(ROOMS_KEY, rid)
                        changed = True
                if changed and on_change is not None:
                    on_change()
            except Exception:  # a Redis hiccup must not end the node's duty
                log.exception("cluster beat failed")
            await asyncio.sleep(BEAT)

    def close(self) -> None:
        """Stop the heartbeats and leave the site at once (the key is deleted)."""
        self._stopped = True
        with contextlib.suppress(Exception):
            self.r.delete(NODE_KEY_PREFIX + self.node_id)
        if self._pubsub is not None:
            with contextlib.suppress(Exception):
                self._pubsub.close()
