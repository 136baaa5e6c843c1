"""One websocket client: an outgoing queue drained by its own writer task.

Rooms only ever call :meth:`Connection.send`, which never blocks: a slow client cannot stall a
table. A client that falls too far behind is disconnected (it can reconnect and get the full state).
"""

from __future__ import annotations

import asyncio
import contextlib

from starlette.websockets import WebSocket

from cardtable.server.store import User

MAX_QUEUE = 5000
#: Frames a client may send per second on average, and in a burst (token bucket).
RATE, BURST = 100.0, 300.0


class Connection:
    """A logged-in websocket connection."""

    def __init__(self, ws: WebSocket, user: User) -> None:
        self.ws = ws
        self.user = user
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False
        self.rooms: set[str] = set()
        self.writer = asyncio.get_running_loop().create_task(self._write())
        self._tokens = BURST
        self._stamp = asyncio.get_running_loop().time()

    def allow(self) -> bool:
        """Take one frame from the client's budget; False when it is flooding."""
        now = asyncio.get_running_loop().time()
        self._tokens = min(BURST, self._tokens + (now - self._stamp) * RATE)
        self._stamp = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True

    def send(self, text: str) -> None:
        """Queue a frame (dropped once the connection is closed)."""
        if self.closed:
            return
        if self.queue.qsize() > MAX_QUEUE:
            self.close()
            return
        self.queue.put_nowait(text)

    def close(self) -> None:
        """Stop sending; the writer task ends after the frames already queued."""
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(None)

    async def _write(self) -> None:
        with contextlib.suppress(Exception):
            while True:
                item = await self.queue.get()
                if item is None:
                    break
                await self.ws.send_text(item)
