"""``cardtable serve``: run the online server (Starlette on uvicorn, websockets).

Mount with ``app.command("serve")(serve.serve)``; also runs as
``python -m cardtable.cli.serve``.
"""

from __future__ import annotations

from typing import Annotated

import typer


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on / 监听地址")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port / 端口")] = 8000,
    db: Annotated[str, typer.Option(help="SQLite file / SQLite 数据库文件")] = "cardtable.db",
    db_url: Annotated[
        str | None,
        typer.Option("--db-url", help="postgresql://… URL (needs psycopg) / PostgreSQL 地址"),
    ] = None,
    log_level: Annotated[str, typer.Option(help="uvicorn log level / 日志级别")] = "warning",
) -> None:
    """Start the game server: lobby, tables, replays and the browser client at http://HOST:PORT/.

    启动对战服务器：大厅、牌桌、录像与浏览器客户端。
    """
    try:
        import uvicorn

        from cardtable.server.app import create_app
    except ImportError as exc:
        typer.echo(f"cardtable serve needs the server extra ({exc.name} is missing): "
                   "pip install -e '.[server]'\n"
                   f"联网服务器需要额外依赖（缺少 {exc.name}）：pip install -e '.[server]'",
                   err=True)
        raise typer.Exit(2) from None

    from cardtable.cli.cdb import cdb_path, ensure_cdb
    from cardtable.cli.diy import diy_dir

    if cdb_path():  # a --cdb database: its names and Normal Monsters for every room
        ensure_cdb()

    # the DIY folder (global --diy or $CARDTABLE_DIY_DIR) is loaded now and again whenever its
    # files change; GET /api/diy shows the cards and the broken ones
    app = create_app(db_url or db, diy_dir())
    # Long-lived game states make full garbage collections slow: freeze what is loaded now
    # (card tables, modules) and collect the young generation less often (tail latency).
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 20, 50)
    typer.echo(f"cardtable server on http://{host}:{port}/  (store: {db_url or db})")
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws_max_size=1 << 20,
                ws_ping_interval=20.0, ws_ping_timeout=30.0)


if __name__ == "__main__":
    typer.run(serve)
