"""``cardtable bench server``: drive N concurrent bot tables over websockets on loopback.

Each table is a room whose every seat is a websocket client of this process acting like a bot
(a uniform random legal option). At ``--rate R`` each table makes R actions per second; ``--rate 0``
sends each answer as soon as the state arrives (to find the maximum sustained actions/s). The
latency of an action is the time from sending the answer to receiving its acknowledgement, which
the server sends only after the answer is committed to the store and applied.

Mount with ``bench_app.command("server")(bench_server.bench_server)``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer


@dataclass
class _Stats:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    games: int = 0
    started: float = 0.0
    measuring: bool = False
    server_cpu: float = float("nan")
    failures: list[str] = field(default_factory=list)


def _cpu_seconds(pid: int | None) -> float:
    """User + system CPU seconds of process ``pid`` (Linux /proc), NaN when unknown."""
    if pid is None:
        return float("nan")
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    import os

    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))]


class _Table:
    """One table's websocket seats, playing random legal answers at the table's pace."""

    def __init__(self, base: str, game: str, mode: str, rate: float, stats: _Stats,
                 stop: asyncio.Event, rng: random.Random) -> None:
        self.base, self.game, self.mode = base, game, mode
        self.interval = 1.0 / rate if rate > 0 else 0.0
        self.stats, self.stop, self.rng = stats, stop, rng
        self.rid = ""
        self.sent: dict[int, float] = {}
        self.pending: set[asyncio.Task[None]] = set()
        self.done = asyncio.Event()
        self.next_slot = 0.0

    async def run(self) -> None:
        """Play games (a new room after each) until ``stop`` is set."""
        import httpx

        async with httpx.AsyncClient(base_url=self.base, timeout=60) as http:
            owner = (await http.post("/api/guest")).json()
            while not self.stop.is_set():
                await self._one_game(http, owner["token"])

    async def _one_game(self, http: Any, owner_token: str) -> None:
        import websockets

        hdr = {"authorization": f"Bearer {owner_token}"}
        cfg: dict[str, Any] = {"game": self.game, "mode": self.mode, "bot_delay": 0}
        if self.game == "demo":
            cfg["setup"] = {"target": 400}
        room = (await http.post("/api/rooms", json=cfg, headers=hdr)).json()
        if "room" not in room:
            raise RuntimeError(f"cannot create a room: {room}")
        self.rid, n = room["room"], len(room["seats"])
        tokens = [owner_token]
        for _ in range(n - 1):
            g = (await http.post("/api/guest")).json()
            tokens.append(g["token"])
            await http.post(f"/api/rooms/{self.rid}/sit", json={},
                            headers={"authorization": f"Bearer {g['token']}"})
        for tok in tokens:
            await http.post(f"/api/rooms/{self.rid}/ready", json={"ready": True},
                            headers={"authorization": f"Bearer {tok}"})
        ws_base = self.base.replace("http://", "ws://")
        conns = [await websockets.connect(f"{ws_base}/ws?token={tok}", max_size=1 << 24)
                 for tok in tokens]
        self.done = asyncio.Event()
        self.sent.clear()
        self.next_slot = time.perf_counter() + self.rng.random() * self.interval
        readers = [asyncio.create_task(self._read(ws)) for ws in conns]
        for ws in conns:
            await ws.send(json.dumps({"type": "join", "room": self.rid}))
        await http.post(f"/api/rooms/{self.rid}/start", headers=hdr)
        waiters = [asyncio.create_task(self.done.wait()), asyncio.create_task(self.stop.wait())]
        await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
        for t in [*readers, *waiters, *self.pending]:
            t.cancel()
        for ws in conns:
            with contextlib.suppress(Exception):
                await ws.close()

    async def _read(self, ws: Any) -> None:
        async for raw in ws:
            if '"decision":null' in raw and '"result":null' in raw and '"siding":null' in raw:
                continue  # another seat's turn: nothing to do (saves the bench's own CPU)
            m = json.loads(raw)
            kind = m.get("type")
            if kind == "ack":
                t0 = self.sent.pop(m.get("id"), None)
                if t0 is not None and self.stats.measuring:
                    self.stats.latencies.append(time.perf_counter() - t0)
            elif kind == "error":
                self.stats.errors += 1
            elif kind == "state":
                sd = m.get("siding")
                if sd is not None and not self.stop.is_set():
                    # a match step before a duel (the coin toss winner's choice, then "done"):
                    # go first when chosen, keep the deck as it is
                    seat = m.get("seat")
                    if sd.get("chooser") == seat:
                        await ws.send(json.dumps({"type": "first", "room": self.rid,
                                                  "go_first": True}))
                    elif isinstance(seat, int) and 0 <= seat < len(sd.get("done", [])) \
                            and not sd["done"][seat]:
                        await ws.send(json.dumps({"type": "side_done", "room": self.rid}))
                    continue
                if m.get("result") is not None:
                    self.stats.games += 1
                    self.done.set()
                    return
                dec = m.get("decision")
                if dec is not None and not self.stop.is_set():
                    task = asyncio.create_task(self._answer(ws, m["state_id"],
                                                            len(dec["options"])))
                    self.pending.add(task)
                    task.add_done_callback(self.pending.discard)

    async def _answer(self, ws: Any, sid: int, n_opts: int) -> None:
        now = time.perf_counter()
        wait = self.next_slot - now
        self.next_slot = max(self.next_slot, now) + self.interval
        if wait > 0:
            await asyncio.sleep(wait)
        if self.stop.is_set():
            return
        self.sent[sid] = time.perf_counter()
        await ws.send(json.dumps({"type": "answer", "room": self.rid, "state_id": sid,
                                  "choice": self.rng.randrange(n_opts), "id": sid}))


async def _run(base: str, tables: int, seconds: float, warmup: float, rate: float, game: str,
               mode: str, seed: int, server_pid: int | None) -> _Stats:
    stats = _Stats()
    stop = asyncio.Event()
    rng = random.Random(seed)
    tasks = []
    for i in range(tables):
        table = _Table(base, game, mode, rate, stats, stop, random.Random(rng.random() + i))
        tasks.append(asyncio.create_task(table.run()))
        if i % 20 == 19:
            await asyncio.sleep(0.05)
    await asyncio.sleep(warmup)
    stats.measuring, stats.started = True, time.perf_counter()
    cpu0 = _cpu_seconds(server_pid)
    await asyncio.sleep(seconds)
    stats.measuring = False
    stats.server_cpu = _cpu_seconds(server_pid) - cpu0
    stop.set()
    await asyncio.wait(tasks, timeout=10)
    for t in tasks:
        if t.done() and not t.cancelled() and t.exception() is not None:
            stats.failures.append(repr(t.exception()))
        t.cancel()
    return stats


def bench_server(
    tables: Annotated[int, typer.Option(help="Concurrent tables / 并发牌桌数")] = 200,
    seconds: Annotated[float, typer.Option(help="Measured seconds / 测量时长")] = 20.0,
    rate: Annotated[float, typer.Option(
        help="Actions per second per table; 0 = as fast as possible / 每桌每秒动作数")] = 1.0,
    game: Annotated[str, typer.Option(help="demo, ygo or sgs")] = "demo",
    mode: Annotated[str, typer.Option(help="Room mode (e.g. classic, 3v3) / 模式")] = "",
    url: Annotated[str | None, typer.Option(
        help="Bench a running server instead of starting one / 测试已运行的服务器")] = None,
    warmup: Annotated[float, typer.Option(help="Seconds before measuring / 预热秒数")] = 3.0,
    seed: Annotated[int, typer.Option(help="Seed of the bots' choices")] = 1,
) -> None:
    """Drive N bot tables over websockets and print actions/s and latency percentiles.

    驱动 N 张机器人牌桌，输出每秒动作数与延迟分位数。
    """
    try:
        import httpx
        import websockets  # noqa: F401
    except ImportError as exc:
        typer.echo(f"bench server needs the server extra ({exc.name} is missing): "
                   "pip install -e '.[server]'", err=True)
        raise typer.Exit(2) from None
    proc = None
    tmp = None
    base = url
    if base is None:
        import httpx

        tmp = tempfile.TemporaryDirectory()
        port = _free_port()
        # every bench table's seats are guests from this one address: the operator's --limits
        # lifts the per-address guest quota (and the owner's room quota) for the bench server
        limits = Path(tmp.name) / "limits.json"
        limits.write_text(json.dumps({"guests_per_address": 1_000_000,
                                      "rooms_per_user": 1_000_000}))
        proc = subprocess.Popen(
            [sys.executable, "-m", "cardtable.cli.serve", "--port", str(port), "--db",
             str(Path(tmp.name) / "bench.db"), "--limits", str(limits)],
            stdout=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{port}"
        for _ in range(200):
            try:
                httpx.get(base + "/api/games", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
    try:
        stats = asyncio.run(_run(base, tables, seconds, warmup, rate, game, mode, seed,
                                 None if proc is None else proc.pid))
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(10)
        if tmp is not None:
            tmp.cleanup()
    lat = [x * 1000 for x in stats.latencies]
    n = len(lat)
    pace = "max" if rate <= 0 else f"{rate:g}/s/table"
    typer.echo(f"server bench: {tables} tables ({game}{'/' + mode if mode else ''}), "
               f"pace {pace}, {seconds:g} s measured")
    typer.echo(f"  actions: {n}  ({n / seconds:.1f} actions/s)   games finished: {stats.games}"
               f"   errors: {stats.errors}")
    typer.echo(f"  latency ms: p50 {_pct(lat, 50):.2f}  p95 {_pct(lat, 95):.2f}  "
               f"p99 {_pct(lat, 99):.2f}  max {max(lat, default=float('nan')):.2f}")
    if n and stats.server_cpu == stats.server_cpu:
        per = stats.server_cpu / n * 1000
        typer.echo(f"  server CPU: {stats.server_cpu / seconds * 100:.0f}% of one core, "
                   f"{per:.2f} ms per action (capacity ~{1000 / per:.0f} actions/s per core)")
    if stats.failures:
        typer.echo(f"  tables that failed: {len(stats.failures)} (first: {stats.failures[0]})")
    import os

    typer.echo(f"  machine load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    typer.run(bench_server)
