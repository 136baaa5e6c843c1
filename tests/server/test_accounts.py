"""Issue 9 part 1, accounts: login throttling per account and per address, sessions that expire,
"log out everywhere", names unique after NFKC + case folding (look-alikes refused), common
passwords refused, argon2 off the event loop. Time comes from an injected clock, never waited."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from cardtable.server.app import create_app
from cardtable.server.limits import Limits


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def app_client(db_path: str, clock: Clock) -> Iterator[TestClient]:
    with TestClient(create_app(db_path, limits=Limits(), clock=clock)) as c:
        yield c


def _signup(c: TestClient, name: str, pw: str = "table-top-42") -> Any:
    return c.post("/api/signup", json={"name": name, "password": pw})


def _login(c: TestClient, name: str, pw: str) -> Any:
    return c.post("/api/login", json={"name": name, "password": pw})


def test_failed_logins_are_throttled_with_growing_delays(app_client: TestClient,
                                                         clock: Clock) -> None:
    assert _signup(app_client, "alice").status_code == 200
    lim = Limits()
    for _ in range(lim.login_free):
        assert _login(app_client, "alice", "wrong-password").status_code == 401
    # now even the right password waits: the attempt is refused without a password check
    r = _login(app_client, "alice", "table-top-42")
    assert r.status_code == 429 and r.json()["code"] == "throttled"
    first = r.json()["retry_after"]
    assert first == pytest.approx(lim.login_base_delay, abs=0.05)
    clock.now += first + 0.01
    assert _login(app_client, "alice", "wrong-again").status_code == 401
    r = _login(app_client, "alice", "table-top-42")
    assert r.status_code == 429 and r.json()["retry_after"] > first  # the delay doubled
    clock.now += r.json()["retry_after"] + 0.01
    assert _login(app_client, "alice", "table-top-42").status_code == 200
    # a success clears the account's count
    assert _login(app_client, "alice", "wrong-password").status_code == 401


def test_throttling_per_address_covers_many_names(app_client: TestClient) -> None:
    """Guessing across accounts from one address is throttled too (names need not exist)."""
    for i in range(Limits().login_free):
        assert _login(app_client, f"nobody{i}", "whatever-pw").status_code == 401
    r = _login(app_client, "someone-else", "whatever-pw")
    assert r.status_code == 429 and r.json()["code"] == "throttled"


def test_sessions_expire_and_log_out_everywhere(app_client: TestClient, clock: Clock) -> None:
    tok1 = _signup(app_client, "bob").json()["token"]
    tok2 = _login(app_client, "bob", "table-top-42").json()["token"]
    h1, h2 = ({"authorization": f"Bearer {t}"} for t in (tok1, tok2))
    assert app_client.get("/api/me", headers=h1).status_code == 200
    r = app_client.post("/api/logout_all", headers=h1)
    assert r.status_code == 200 and r.json()["sessions"] == 2
    assert app_client.get("/api/me", headers=h1).status_code == 401
    assert app_client.get("/api/me", headers=h2).status_code == 401
    tok3 = _login(app_client, "bob", "table-top-42").json()["token"]
    h3 = {"authorization": f"Bearer {tok3}"}
    clock.now += Limits().session_ttl - 1
    assert app_client.get("/api/me", headers=h3).status_code == 200
    clock.now += 2
    assert app_client.get("/api/me", headers=h3).status_code == 401
    with app_client.websocket_connect(f"/ws?token={tok3}") as s:
        assert s.receive_json()["code"] == "unauthorized"


@pytest.mark.parametrize("other", [
    "ALICE",  # case
    "ＡＬＩＣＥ",  # full-width (NFKC)
    "a.lice",  # separators do not make a new name
    "al1ce",  # the digit 1 for l
])
def test_names_are_unique_after_normalisation(app_client: TestClient, other: str) -> None:
    assert _signup(app_client, "alice").status_code == 200
    r = _signup(app_client, other)
    assert r.status_code == 400 and r.json()["code"] == "name_taken", r.text


@pytest.mark.parametrize("name", [
    "аlice",  # Cyrillic а among Latin letters
    "...",  # punctuation only
    "-_-",
    "a b",  # a space
    "x",  # too short
    "guest-1234",  # kept for guests
    "Guest_x",
    "ali\u200bce",  # a zero-width space
])
def test_bad_and_confusable_names_are_refused(app_client: TestClient, name: str) -> None:
    r = _signup(app_client, name)
    assert r.status_code == 400 and r.json()["code"] == "bad_name", r.text


def test_unicode_names_of_one_script_are_fine(app_client: TestClient) -> None:
    assert _signup(app_client, "张三丰").status_code == 200
    assert _signup(app_client, "Ёжик").status_code == 200


@pytest.mark.parametrize("pw", ["password", "12345678", "qwerty123", "iloveyou1", "Password1",
                                "aaaaaaaa", "carol-is-here"])
def test_common_and_trivial_passwords_are_refused(app_client: TestClient, pw: str) -> None:
    r = _signup(app_client, "carol", pw)
    assert r.status_code == 400 and r.json()["code"] in ("weak_password", "bad_password"), r.text


def test_password_hashing_runs_off_the_event_loop(app_client: TestClient,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """argon2 runs in the server's hash pool: the thread that hashes is not the loop's."""
    import cardtable.server.auth as auth_mod

    threads: list[str] = []
    real = auth_mod._HASHER

    class Spy:
        def hash(self, pw: str) -> str:
            threads.append(threading.current_thread().name)
            return real.hash(pw)

        def verify(self, h: str, pw: str) -> bool:
            threads.append(threading.current_thread().name)
            return real.verify(h, pw)

        def check_needs_rehash(self, h: str) -> bool:
            return real.check_needs_rehash(h)

    monkeypatch.setattr(auth_mod, "_HASHER", Spy())
    assert _signup(app_client, "dave").status_code == 200
    assert _login(app_client, "dave", "table-top-42").status_code == 200
    assert len(threads) == 2 and all(t.startswith("argon2") for t in threads), threads
