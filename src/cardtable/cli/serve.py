"""``cardtable serve``: run the online server (Starlette on uvicorn, websockets).

Mount with ``app.command("serve")(serve.serve)``; also runs as
``python -m cardtable.cli.serve``.
"""

from __future__ import annotations

import socket
from typing import Annotated

import typer

from cardtable.cli.common import fail
from cardtable.cli.i18n import t
from cardtable.cli.optional import exit_missing
from cardtable.core.errors import SetupError


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on / 监听地址")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port / 端口")] = 8000,
    db: Annotated[str, typer.Option(help="SQLite file / SQLite 数据库文件")] = "cardtable.db",
    db_url: Annotated[
        str | None,
        typer.Option("--db-url", help="postgresql://… URL (needs psycopg) / PostgreSQL 地址"),
    ] = None,
    log_level: Annotated[str, typer.Option(help="uvicorn log level / 日志级别")] = "warning",
    redis_url: Annotated[
        str | None,
        typer.Option("--redis-url", help="redis://… : run as one node of a multi-node site "
                     "(with --db-url, --node-id, --public-url; docs/server.md) / 多节点部署"),
    ] = None,
    node_id: Annotated[
        str, typer.Option("--node-id", help="This node's name on a multi-node site / 节点名"),
    ] = "",
    public_url: Annotated[
        str,
        typer.Option("--public-url", help="The URL clients reach this node at (multi-node "
                     "sites send clients there) / 本节点的公开地址"),
    ] = "",
    catalogue: Annotated[str | None, typer.Option("--catalogue", help="The operator's directory of extra profiles, banlists and preset decks, chosen by name (docs/server.md) / 运营者的规则、禁卡表与预组目录")] = None,  # noqa: E501
    limits_file: Annotated[
        str | None,
        typer.Option("--limits", help="A YAML/JSON file of quotas and schedules overriding "
                     "the defaults (docs/server.md) / 配额与清理时间表文件"),
    ] = None,
) -> None:
    """Start the game server: lobby, tables, replays and the browser client at http://HOST:PORT/.

    启动对战服务器：大厅、牌桌、录像与浏览器客户端。
    """
    try:
        import uvicorn  # noqa: F401  (the 'server' extra: said at once when it is missing)

        from cardtable.server.app import create_app
    except ImportError as exc:
        exit_missing(exc)
        raise

    from cardtable.cli.cdb import cdb_path, ensure_cdb
    from cardtable.cli.diy import diy_dir

    if cdb_path():  # a --cdb database: its names and Normal Monsters for every room
        ensure_cdb()

    # the DIY folder (global --diy or $CARDTABLE_DIY_DIR) is loaded now and again whenever its
    # files change; GET /api/diy shows the cards and the broken ones
    store = db_url or db
    limits = None
    if limits_file:
        from pathlib import Path

        from cardtable.core.yamlio import load_yaml
        from cardtable.server.limits import limits_from

        try:
            limits = limits_from(load_yaml(Path(limits_file).read_text(encoding="utf-8")),
                                 limits_file)
        except Exception as exc:  # unreadable file, bad YAML, an unknown or bad limit
            fail(t("serve_limits_error", err=_one_line(exc)), 2)
    cluster = None
    if redis_url:
        if not db_url:
            fail(t("serve_cluster_needs_db"), 2)
        try:
            from cardtable.server.cluster import RedisCluster

            cluster = RedisCluster(redis_url, node_id or f"{host}-{port}",
                                   public_url or f"http://{host}:{port}")
        except ImportError as exc:  # the redis package: the 'cluster' extra
            exit_missing(exc)
            raise
        except Exception as exc:  # no Redis there, a bad URL or node id: one line
            fail(t("serve_cluster_error", err=_one_line(exc)), 2)
    try:
        app = create_app(store, diy_dir(), limits=limits, cluster=cluster, catalogue_dir=catalogue)
    except ImportError as exc:  # psycopg for a postgresql:// URL
        exit_missing(exc)
        raise
    except SetupError as exc:  # a file of the --catalogue directory that does not load
        fail(t("serve_catalogue_error", err=_one_line(exc)), 2)
    except Exception as exc:  # sqlite3/psycopg errors, a bad URL: one line, no traceback
        fail(t("serve_store_error", store=_redact(store), err=_one_line(exc)), 2)
    busy = _port_problem(host, port)
    if busy:
        fail(t("serve_port_busy", host=host, port=port, err=busy), 2)
    typer.echo(f"cardtable server on http://{host}:{port}/  (store: {_redact(store)})")
    from cardtable.server.run import run

    run(app, host, port, log_level)


def _one_line(exc: Exception) -> str:
    """The first line of an exception's message, with its type."""
    first = (str(exc).strip().splitlines() or [""])[0]
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


def _redact(store: str) -> str:
    """A store URL without its password (``postgresql://user:***@host/db``)."""
    scheme, sep, rest = store.partition("://")
    if not sep or "@" not in rest:
        return store
    cred, _, host = rest.rpartition("@")
    user = cred.partition(":")[0]
    return f"{scheme}://{user}:***@{host}" if ":" in cred else store


def _port_problem(host: str, port: int) -> str:
    """Why ``host:port`` cannot be listened on ("" when it can): checked before the URL is
    printed, so a busy port never shows a URL that does not work."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as exc:
        return str(exc)
    family, kind, proto, _name, addr = infos[0]
    with socket.socket(family, kind, proto) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does
        try:
            sock.bind(addr)
        except OSError as exc:
            return exc.strerror or str(exc)
    return ""


if __name__ == "__main__":
    typer.run(serve)
