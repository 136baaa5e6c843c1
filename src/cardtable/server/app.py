"""The ASGI application: HTTP API, the websocket game channel and the static browser client.

HTTP (JSON, ``Authorization: Bearer <token>``) covers accounts, the lobby, room management,
replays and decks; the websocket ``/ws?token=…`` carries live state, answers and chat. See
``docs/server.md`` for the protocol.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

import cardtable.server.demo_game  # noqa: F401  (registers the "demo" game)
from cardtable.core.errors import CardtableError
from cardtable.core.replay import Replay
from cardtable.games import load_games
from cardtable.server import cardinfo, decks
from cardtable.server.auth import Auth, AuthError
from cardtable.server.bots import available_bots, valid_bot_name
from cardtable.server.cluster import Cluster, SingleNode
from cardtable.server.connection import Connection
from cardtable.server.diy import DiyFolder
from cardtable.server.limits import Limits
from cardtable.server.lobby import Lobby, RoomMoved, catalogue
from cardtable.server.names import names_for
from cardtable.server.protocol import ProtocolError, parse_frame, want
from cardtable.server.sentences import event_lines, result_line
from cardtable.server.store import Store, User
from cardtable.ygo.catalogue import load_operator_dir, use_operator

log = logging.getLogger("cardtable.server")
WEB = Path(__file__).parent / "web"
MAX_BODY = 256 * 1024

Handler = Callable[[Request, User], Awaitable[Any]]
#: Websocket frame types that act on a room (``ping`` and ``lobby`` need none).
ROOM_FRAMES = frozenset({"join", "leave", "answer", "side", "side_done", "first", "chat",
                         "why_not", "concede", "rematch"})


class Server:
    """Everything one server process holds: the store, accounts and the lobby."""

    def __init__(self, db: str, diy_dir: str | None = None, limits: Limits | None = None,
                 clock: Callable[[], float] = time.time, cluster: Cluster | None = None,
                 catalogue_dir: str | None = None) -> None:
        load_games()
        # the operator's extra profiles, banlists and preset decks (names only for clients);
        # without a directory, only what the package ships
        cat = load_operator_dir(catalogue_dir) if catalogue_dir else None
        use_operator(cat)
        if cat is not None:
            log.info("catalogue %s", cat.summary())
        self.limits = limits or Limits()
        self.clock = clock
        self.store = Store(db)
        self.auth = Auth(self.store, self.limits, clock)
        self.cluster = cluster or SingleNode()
        self.lobby = Lobby(self.store, self.limits, clock, self.cluster)
        # argon2 runs here, off the event loop (it releases the GIL): logins never stall tables
        self.hash_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="argon2")
        self.diy = DiyFolder(diy_dir) if diy_dir else None
        if self.diy is not None:
            self.diy.load()  # DIY cards are known before any room or deck check

    def diy_cards(self) -> dict[int, Any]:
        """The DIY cards loaded from the server's folder (empty without one)."""
        return self.diy.cards() if self.diy is not None else {}

    # --- helpers ----------------------------------------------------------------------------
    def user_of(self, request: Request) -> User | None:
        """The account of a request's bearer token."""
        return self.auth.user_for(_token_of(request))


def _token_of(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    return header[7:] if header.lower().startswith("bearer ") else None


def _address(request: Request | WebSocket) -> str:
    """The client's address (the socket peer; behind a proxy run uvicorn with
    ``--proxy-headers`` so this is the real client)."""
    return request.client.host if request.client is not None else "-"


def _err(exc: ProtocolError, status: int = 400) -> JSONResponse:
    return JSONResponse(exc.to_json(), status_code=status)


async def _body(request: Request) -> dict[str, Any]:
    too_large = ProtocolError("frame_too_large", f"HTTP request bodies: at most {MAX_BODY} bytes")
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise too_large
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():  # never more than MAX_BODY (+ one chunk) in memory
        size += len(chunk)
        if size > MAX_BODY:
            raise too_large
        chunks.append(chunk)
    raw = b"".join(chunks)
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise ProtocolError("bad_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json")
    return data


def _user_json(user: User) -> dict[str, Any]:
    return {"id": user.id, "name": user.name, "guest": user.guest}


def create_app(db: str = ":memory:", diy_dir: str | None = None, limits: Limits | None = None,
               clock: Callable[[], float] = time.time,
               cluster: Cluster | None = None, catalogue_dir: str | None = None) -> Starlette:
    """The ASGI app over the store at ``db`` (a SQLite path or a PostgreSQL URL). ``diy_dir``: a
    folder of DIY Yu-Gi-Oh! cards, loaded now and again whenever its files change. ``limits``
    and ``clock``: the quotas and the time source (tests inject both). ``cluster``: this node's
    link to the other nodes of a multi-node site (:mod:`cardtable.server.cluster`).
    ``catalogue_dir``: the operator's directory of extra profiles, banlists and preset decks
    (:func:`cardtable.ygo.catalogue.load_operator_dir`; raises ``SetupError`` when a file in
    it does not load)."""
    srv = Server(db, diy_dir, limits, clock, cluster, catalogue_dir)

    def authed(fn: Handler) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            user = srv.user_of(request)
            if user is None:
                return _err(ProtocolError("unauthorized"), 401)
            try:
                out = await fn(request, user)
            except RoomMoved as exc:  # another node of the site holds this room: go there
                return JSONResponse(exc.to_json(), status_code=421,
                                    headers={"location": exc.url + request.url.path})
            except CardtableError as exc:
                if not isinstance(exc, ProtocolError):
                    exc = ProtocolError("bad_field", str(exc))
                status = {"no_room": 404, "no_replay": 404, "forbidden": 403,
                          "not_owner": 403}.get(exc.code, 400)
                return _err(exc, status)
            except Exception as exc:
                log.exception("%s failed", request.url.path)
                return _err(ProtocolError("server_error", type(exc).__name__), 500)
            return out if isinstance(out, Response) else JSONResponse(out)
        return endpoint

    # --- accounts -----------------------------------------------------------------------
    def _auth_error(exc: AuthError, status: int) -> JSONResponse:
        code_status = {"throttled": 429, "quota": 429}.get(exc.code, status)
        out = ProtocolError(exc.code, str(exc)).to_json()
        headers = {}
        if exc.retry_after:
            out["retry_after"] = round(exc.retry_after, 1)
            headers["retry-after"] = str(int(exc.retry_after) + 1)
        return JSONResponse(out, status_code=code_status, headers=headers)

    async def signup(request: Request) -> Response:
        try:
            body = await _body(request)
            srv.auth.check_signup(_address(request))
            user, token = await asyncio.get_running_loop().run_in_executor(
                srv.hash_pool, srv.auth.signup, str(body.get("name", "")),
                str(body.get("password", "")))
        except ProtocolError as exc:
            return _err(exc)
        except AuthError as exc:
            return _auth_error(exc, 400)
        return JSONResponse({"token": token, "user": _user_json(user)})

    async def login(request: Request) -> Response:
        try:
            body = await _body(request)
            name, password = str(body.get("name", "")), str(body.get("password", ""))
            addr = _address(request)
            srv.auth.check_login(name, addr)
            try:
                user, token = await asyncio.get_running_loop().run_in_executor(
                    srv.hash_pool, srv.auth.login, name, password)
            except AuthError:
                srv.auth.login_result(name, addr, False)
                raise
            srv.auth.login_result(name, addr, True)
        except ProtocolError as exc:
            return _err(exc)
        except AuthError as exc:
            return _auth_error(exc, 401)
        return JSONResponse({"token": token, "user": _user_json(user)})

    async def guest(request: Request) -> Response:
        try:
            user, token = srv.auth.guest(_address(request))
        except AuthError as exc:
            return _auth_error(exc, 429)
        return JSONResponse({"token": token, "user": _user_json(user)})

    async def me(request: Request, user: User) -> Any:
        rooms = srv.lobby.rooms_of(user.id)
        tables = [{"room": r.id, "title": r.config.title, "game": r.game_id,
                   "mode": r.config.mode, "status": r.status}
                  for r in (srv.lobby.rooms.get(rid) for rid in rooms) if r is not None]
        return {"user": _user_json(user), "rooms": rooms, "tables": tables}

    async def logout(request: Request, user: User) -> Any:
        srv.auth.logout(_token_of(request) or "")
        return {"ok": True}

    async def logout_all(request: Request, user: User) -> Any:
        return {"ok": True, "sessions": srv.auth.logout_everywhere(user)}

    # --- lobby and rooms ----------------------------------------------------------------
    async def display_names(request: Request) -> Response:
        return JSONResponse(names_for(request.path_params["game"]),
                            headers={"cache-control": "max-age=3600"})

    async def games(request: Request) -> Response:
        return JSONResponse({"games": catalogue(), "bots": available_bots()})

    async def rooms(request: Request, user: User) -> Any:
        return {"rooms": srv.lobby.room_list()}

    async def create_room(request: Request, user: User) -> Any:
        room = srv.lobby.create(user, await _body(request))
        return room.info()

    async def room_info(request: Request, user: User) -> Any:
        return srv.lobby.get(request.path_params["rid"]).info()

    async def room_action(request: Request, user: User) -> Any:
        room = srv.lobby.get(request.path_params["rid"])
        action = request.path_params["action"]
        body = await _body(request)
        if action == "sit":
            seat = body.get("seat")
            if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
                raise ProtocolError("bad_field", "seat")
            deck = body.get("deck")
            room.sit(user, seat, deck if isinstance(deck, str) and len(deck) < 20000 else None)
        elif action == "stand":
            room.stand(user)
        elif action == "bot":
            seat = want(body, "seat", int)
            bot = body.get("bot")
            if bot is not None and (not isinstance(bot, str)
                                    or not valid_bot_name(bot, room.game_id)):
                raise ProtocolError("bad_bot")
            room.set_bot(user, seat, bot)
        elif action == "fill":
            bot = body.get("bot", "random")
            if not isinstance(bot, str) or not valid_bot_name(bot, room.game_id):
                raise ProtocolError("bad_bot")
            room.fill_bots(user, bot)
        elif action == "ready":
            deck = body.get("deck")
            room.set_ready(user, bool(body.get("ready", True)),
                           deck if isinstance(deck, str) and len(deck) < 20000 else None)
        elif action == "start":
            room.start(user)
        elif action == "answer":
            sid = room.answer(user, -1, body.get("state_id"), body.get("choice"))
            return {"ok": True, "state_id": sid}
        elif action == "side":
            room.side(user, body.get("swaps"))
        elif action == "side_done":
            room.side_done(user)
        elif action == "first":
            room.choose_first(user, body.get("go_first"))
        elif action == "chat":
            room.chat(user, body.get("text"))
        elif action == "why_not":
            return {"reasons": room.why_not(user, body.get("query"), body.get("lang"))}
        elif action == "concede":
            room.concede(user)
        elif action == "rematch":
            new = srv.lobby.rematch(room, user)
            return new.info() if new is not None else room.info()
        else:
            raise ProtocolError("bad_type", action[:40])
        return room.info()

    async def room_state(request: Request, user: User) -> Any:
        room = srv.lobby.get(request.path_params["rid"])
        frame, _ = room.state_for(room.seat_of(user.id), 0)
        return frame

    # --- replays --------------------------------------------------------------------------
    async def my_replays(request: Request, user: User) -> Any:
        return {"replays": srv.store.replays_of(user.id)}

    def _replay_for(user: User, gid_s: str) -> dict[str, Any]:
        if not gid_s.isdigit() or len(gid_s) > 18:  # a 64-bit row id has at most 19 digits
            raise ProtocolError("no_replay")
        gid = int(gid_s)
        data = srv.store.replay(gid)
        row = srv.store.game(gid)
        if data is None or row is None:
            raise ProtocolError("no_replay")
        if user.id not in row.players:
            raise ProtocolError("forbidden")
        room = srv.lobby.rooms.get(row.room)
        if room is not None and room.status == "playing":
            # mid-match (best of 3): a replay would show the opponent's deck before game 2
            raise ProtocolError("match_running")
        return data

    async def replay_file(request: Request, user: User) -> Any:
        data = _replay_for(user, request.path_params["gid"])
        return Response(json.dumps(data, ensure_ascii=False), media_type="application/json",
                        headers={"content-disposition":
                                 f'attachment; filename="cardtable-{request.path_params["gid"]}'
                                 '.replay.json"'})

    async def replay_step(request: Request, user: User) -> Any:
        data = _replay_for(user, request.path_params["gid"])
        rep = Replay.from_json(data)
        try:
            step = int(request.path_params["step"])
            seat = int(request.query_params.get("seat", "-1"))
        except ValueError:
            raise ProtocolError("bad_field", "step") from None
        step = max(0, min(step, len(rep.answers)))
        game = rep.simulate(step)
        seat = seat if -1 <= seat < game.num_seats else -1
        dec = game.pending()
        view, events = game.view(seat), game.events(seat)
        res = game.result()
        return {"step": step, "steps": len(rep.answers), "seat": seat, "game": rep.game,
                "view": view, "events": events,
                "lines": event_lines(rep.game, events, seat, view),
                "result_text": result_line(rep.game, None if res is None else res.to_json(),
                                           seat, view),
                "decision": None if dec is None else dec.to_json(),
                "next_answer": rep.answers[step] if step < len(rep.answers) else None,
                "result": rep.result, "meta": rep.meta}

    # --- decks ----------------------------------------------------------------------------
    async def deck_list(request: Request, user: User) -> Any:
        return {"decks": srv.store.decks(user.id), "available": decks.available()}

    async def deck_save(request: Request, user: User) -> Any:
        body = await _body(request)
        name, text = want(body, "name", str), want(body, "ydk", str)
        if not name or len(name) > 60 or len(text) > srv.limits.deck_chars:
            raise ProtocolError("bad_field", f"name (1-60 characters) / ydk (at most "
                                f"{srv.limits.deck_chars} characters)")
        if (srv.store.deck_count(user.id) >= srv.limits.decks_per_user
                and name not in {d["name"] for d in srv.store.decks(user.id)}):
            raise ProtocolError("quota", f"at most {srv.limits.decks_per_user} saved decks")
        return {"id": srv.store.save_deck(user.id, name, text)}

    async def deck_check(request: Request, user: User) -> Any:
        body = await _body(request)
        return decks.check(want(body, "deck", str), body.get("profile"), body.get("banlist"),
                           extra=srv.diy_cards())

    async def card_search(request: Request, user: User) -> Any:
        q = request.query_params
        return {"cards": decks.search(q.get("q", ""), q.get("type", ""), q.get("limit", "60"),
                                      dict(q), extra=srv.diy_cards())}

    async def diy_status(request: Request, user: User) -> Any:
        return {"diy": None if srv.diy is None else srv.diy.status()}

    # --- websocket ------------------------------------------------------------------------
    async def ws_endpoint(ws: WebSocket) -> None:
        await ws.accept()
        user = srv.auth.user_for(ws.query_params.get("token"))
        if user is None:
            await ws.send_text(json.dumps(ProtocolError("unauthorized").to_json()))
            await ws.close(code=4401)
            return
        conn = Connection(ws, user)
        conn.send(json.dumps({"type": "hello", "user": _user_json(user),
                              "rooms": srv.lobby.rooms_of(user.id)}))
        try:
            while True:
                msg = await ws.receive()
                if msg["type"] == "websocket.disconnect":
                    break
                raw = msg.get("text")
                if raw is None:
                    raw = msg.get("bytes") or b""
                handle_frame(conn, raw)
        except WebSocketDisconnect:
            pass
        finally:
            for rid in list(conn.rooms):
                room = srv.lobby.rooms.get(rid)
                if room is not None:
                    room.unwatch(conn)
            srv.lobby.unsubscribe(conn)
            conn.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(conn.writer, 1.0)

    def handle_frame(conn: Connection, raw: str | bytes) -> None:
        rid = None
        mid = None
        try:
            if not conn.allow():
                raise ProtocolError("rate_limited")
            msg = parse_frame(raw)
            mid = msg.get("id") if isinstance(msg.get("id"), int | str) else None
            kind = msg["type"]
            if kind == "ping":
                conn.send(json.dumps({"type": "pong", "id": mid}))
                return
            if kind == "lobby":
                srv.lobby.subscribe(conn)
                return
            if kind not in ROOM_FRAMES:
                raise ProtocolError("bad_type", kind[:40])
            room = srv.lobby.get(msg.get("room"))
            rid = room.id
            if kind == "join":
                conn.rooms.add(room.id)
                room.watch(conn)
            elif kind == "leave":
                conn.rooms.discard(room.id)
                room.unwatch(conn)
            elif kind == "answer":
                sid = room.answer(conn.user, -1, msg.get("state_id"), msg.get("choice"))
                conn.send(json.dumps({"type": "ack", "id": mid, "room": rid, "state_id": sid}))
            elif kind == "side":
                room.side(conn.user, msg.get("swaps"))
                conn.send(json.dumps({"type": "ack", "id": mid, "room": rid}))
            elif kind == "side_done":
                room.side_done(conn.user)
                conn.send(json.dumps({"type": "ack", "id": mid, "room": rid}))
            elif kind == "first":
                room.choose_first(conn.user, msg.get("go_first"))
                conn.send(json.dumps({"type": "ack", "id": mid, "room": rid}))
            elif kind == "chat":
                room.chat(conn.user, msg.get("text"))
            elif kind == "concede":
                room.concede(conn.user)
                conn.send(json.dumps({"type": "ack", "id": mid, "room": rid}))
            elif kind == "rematch":
                srv.lobby.rematch(room, conn.user)
                conn.send(json.dumps({"type": "ack", "id": mid, "room": rid}))
            elif kind == "why_not":
                conn.send(json.dumps({"type": "why_not", "id": mid, "room": rid,
                                      "reasons": room.why_not(conn.user, msg.get("query"),
                                                              msg.get("lang"))},
                                     ensure_ascii=False))
            else:
                raise ProtocolError("bad_type", kind)
        except Exception as exc:
            if not isinstance(exc, ProtocolError):
                log.exception("frame from user %s failed", conn.user.id)
                exc = ProtocolError("server_error", type(exc).__name__)
            sid = None
            if rid is not None and rid in srv.lobby.rooms:
                room = srv.lobby.rooms[rid]
                sid = room.state_id_for(room.seat_of(conn.user.id))
            conn.send(json.dumps(exc.to_json(id=mid, room=rid, state_id=sid),
                                 ensure_ascii=False))

    # --- static client --------------------------------------------------------------------
    async def index(request: Request) -> Response:
        return FileResponse(WEB / "index.html")

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        srv.lobby.restore()

        async def sweeper() -> None:
            while True:
                await asyncio.sleep(srv.limits.sweep_every)
                srv.lobby.sweep()
                srv.auth.guests.forget_idle()
                srv.auth.signups.forget_idle()
                srv.auth.throttle.forget_old()
                if srv.diy is not None:
                    srv.diy.refresh()  # a changed DIY folder is loaded again

        task = asyncio.get_running_loop().create_task(sweeper())
        duty = asyncio.get_running_loop().create_task(
            srv.cluster.run(srv.lobby, srv.lobby.list_changed))
        yield
        task.cancel()
        duty.cancel()
        srv.cluster.close()
        for room in list(srv.lobby.rooms.values()):
            room.stop()  # no bot move or timer may touch the store once it is closed
        srv.hash_pool.shutdown(wait=True)
        srv.store.close()

    routes = [
        Route("/", index),
        Route("/api/signup", signup, methods=["POST"]),
        Route("/api/login", login, methods=["POST"]),
        Route("/api/guest", guest, methods=["POST"]),
        Route("/api/logout", authed(logout), methods=["POST"]),
        Route("/api/logout_all", authed(logout_all), methods=["POST"]),
        Route("/api/me", authed(me)),
        Route("/api/games", games),
        Route("/api/names/{game}", display_names),
        Route("/api/rooms", authed(rooms)),
        Route("/api/rooms", authed(create_room), methods=["POST"]),
        Route("/api/rooms/{rid}", authed(room_info)),
        Route("/api/rooms/{rid}/state", authed(room_state)),
        Route("/api/rooms/{rid}/{action}", authed(room_action), methods=["POST"]),
        Route("/api/replays", authed(my_replays)),
        Route("/api/replays/{gid}", authed(replay_file)),
        Route("/api/replays/{gid}/step/{step}", authed(replay_step)),
        Route("/api/decks", authed(deck_list)),
        Route("/api/decks", authed(deck_save), methods=["POST"]),
        Route("/api/decks/check", authed(deck_check), methods=["POST"]),
        Route("/api/cards", authed(card_search)),
        Route("/api/diy", authed(diy_status)),
        *cardinfo.routes(),
        WebSocketRoute("/ws", ws_endpoint),
        Mount("/static", StaticFiles(directory=WEB), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.server = srv
    app.add_middleware(SecurityHeaders)
    return app


SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data: blob:; "
     b"object-src 'none'; base-uri 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


class SecurityHeaders:
    """ASGI middleware: a strict Content-Security-Policy (scripts and styles only from this
    origin, no framing) and nosniff on every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, send_with_headers)
