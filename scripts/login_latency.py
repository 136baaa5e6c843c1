"""Websocket round-trip latency of a table while N clients log in at the same time.

Starts ``cardtable serve`` on a fresh database (from the source tree given by ``--src``, default
this checkout), makes N accounts, then measures ping -> pong round trips on one websocket
(50 per second) for ``--seconds``: first with nobody logging in, then while N threads log in
again and again with the right password (every login is one argon2 verification; failures are
not used, so throttling does not apply). Prints p50/p95/p99/max in ms and logins per second.

    .venv/bin/python scripts/login_latency.py --logins 8 --seconds 10
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
import websockets


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _pings(url: str, token: str, seconds: float) -> list[float]:
    out: list[float] = []
    async with websockets.connect(f"{url.replace('http', 'ws', 1)}/ws?token={token}") as ws:
        await ws.recv()  # hello
        end = time.perf_counter() + seconds
        i = 0
        while time.perf_counter() < end:
            i += 1
            t0 = time.perf_counter()
            await ws.send(json.dumps({"type": "ping", "id": i}))
            while True:
                m = json.loads(await ws.recv())
                if m.get("type") == "pong" and m.get("id") == i:
                    break
            out.append((time.perf_counter() - t0) * 1000)
            await asyncio.sleep(0.02)
    return out


def _summary(name: str, xs: list[float]) -> str:
    xs = sorted(xs)
    q = statistics.quantiles(xs, n=100)
    return (f"{name}: n={len(xs)} p50={q[49]:.2f} ms p95={q[94]:.2f} ms p99={q[98]:.2f} ms "
            f"max={xs[-1]:.2f} ms")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--logins", type=int, default=8, help="parallel login loops")
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--src", default=str(Path(__file__).resolve().parent.parent / "src"))
    args = ap.parse_args()
    port = _port()
    url = f"http://127.0.0.1:{port}"
    tmp = tempfile.mkdtemp()
    env = {**os.environ, "PYTHONPATH": args.src}
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.cli.serve", "--port", str(port),
                             "--db", f"{tmp}/s.db"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        c = httpx.Client(base_url=url, timeout=60)
        for _ in range(200):
            try:
                c.get("/api/games")
                break
            except httpx.TransportError:
                time.sleep(0.1)
        names = [f"lat{i}x" for i in range(args.logins + 1)]
        tokens = [c.post("/api/signup", json={"name": n, "password": "table-top-42"}).json()[
            "token"] for n in names]
        quiet = asyncio.run(_pings(url, tokens[0], args.seconds))
        stop = threading.Event()
        count = [0]

        def loop(name: str) -> None:
            with httpx.Client(base_url=url, timeout=60) as hc:
                while not stop.is_set():
                    r = hc.post("/api/login", json={"name": name, "password": "table-top-42"})
                    if r.status_code == 200:
                        count[0] += 1

        threads = [threading.Thread(target=loop, args=(n,)) for n in names[1:]]
        for t in threads:
            t.start()
        time.sleep(0.5)
        t0 = time.perf_counter()
        n0 = count[0]
        busy = asyncio.run(_pings(url, tokens[0], args.seconds))
        rate = (count[0] - n0) / (time.perf_counter() - t0)
        stop.set()
        for t in threads:
            t.join()
        print(_summary("no logins", quiet))
        print(_summary(f"{args.logins} parallel login loops", busy) + f" ({rate:.0f} logins/s)")
    finally:
        proc.terminate()
        proc.wait(10)


if __name__ == "__main__":
    main()
