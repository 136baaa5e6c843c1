"""Running the server: the uvicorn runner shared by ``cardtable serve`` and
``python -m cardtable.server`` (which needs no CLI, typer or rich)."""

from __future__ import annotations

import argparse
import gc
from collections.abc import Sequence
from typing import Any

from cardtable.core.gcpolicy import freeze_loaded


def run(app: Any, host: str, port: int, log_level: str = "warning") -> None:
    """Serve ``app`` on ``host:port`` until interrupted. Long-lived game states make full
    garbage collections slow: what is loaded now (card tables, modules) is frozen and the young
    generation is collected less often (tail latency)."""
    import uvicorn  # the 'server' extra

    freeze_loaded()
    gc.set_threshold(20_000, 20, 50)
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws_max_size=1 << 20,
                ws_ping_interval=20.0, ws_ping_timeout=30.0)


def main(argv: Sequence[str] | None = None) -> None:
    """``python -m cardtable.server [--host H] [--port P] [--db FILE|URL] [--diy DIR]
    [--catalogue DIR]``: a
    single node with the default limits (``cardtable serve`` has every option)."""
    from cardtable.server.app import create_app

    ap = argparse.ArgumentParser(prog="python -m cardtable.server",
                                 description="The cardtable game server (cardtable serve "
                                 "has every option).")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--db", default="cardtable.db", help="SQLite file or postgresql:// URL")
    ap.add_argument("--diy", default=None, help="folder of DIY cards")
    ap.add_argument("--catalogue", default=None,
                    help="the operator's directory of extra profiles, banlists and preset decks")
    ap.add_argument("--log-level", default="warning")
    args = ap.parse_args(argv)
    app = create_app(args.db, args.diy, catalogue_dir=args.catalogue)
    print(f"cardtable server on http://{args.host}:{args.port}/")
    run(app, args.host, args.port, args.log_level)
