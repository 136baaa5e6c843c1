"""Accounts: sign-up, login (argon2id hashes), guests, session tokens and login throttling.

Hashing is slow on purpose, so the server runs :meth:`Auth.signup` and :meth:`Auth.login` in
a small thread pool (argon2 releases the GIL): a burst of logins never stalls the tables on the
event loop. Failed logins are throttled per account and per address: after
``Limits.login_free`` failures each further attempt must wait a delay that doubles at every
failure (from ``login_base_delay`` up to ``login_max_delay``); a refused attempt does not check
the password at all. Sessions expire ``Limits.session_ttl`` after login; a user can end all of
their sessions at once ("log out everywhere").
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from cardtable.server.limits import Limits, RateWindow
from cardtable.server.names_policy import name_key, name_problem
from cardtable.server.store import Store, User

# Modest argon2id parameters: ~15 ms per hash on this machine class, still memory-hard.
_HASHER = PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1)
# A hash to verify against when the account does not exist (same time as a real check).
_DUMMY_HASH = _HASHER.hash(secrets.token_hex(16))
PASSWORDS_FILE = Path(__file__).with_name("common_passwords.json")


class AuthError(Exception):
    """Sign-up or login failed; ``code`` is machine-readable, ``args[0]`` says why."""

    def __init__(self, code: str, message: str, retry_after: float = 0.0) -> None:
        super().__init__(message)
        self.code = code
        self.retry_after = retry_after


@cache
def common_passwords() -> frozenset[str]:
    """The shipped list of the most common passwords (case-folded)."""
    return frozenset(json.loads(PASSWORDS_FILE.read_text(encoding="utf-8")))


def password_problem(name: str, password: str) -> str | None:
    """Why ``password`` is refused for account ``name`` (None when it is fine)."""
    if not 8 <= len(password) <= 256:
        return "password: 8 to 256 characters"
    low = password.casefold()
    if low in common_passwords() or low.rstrip("0123456789!.") in common_passwords():
        return "password: one of the most common passwords"
    if name_key(name) in name_key(password) or len(set(password)) < 4:
        return "password: too easy to guess (your name, or too few different characters)"
    return None


@dataclass(slots=True)
class _Failures:
    count: int = 0
    last: float = 0.0


class Throttle:
    """Failed-login bookkeeping per key (an account key or an address)."""

    def __init__(self, limits: Limits, clock: Callable[[], float]) -> None:
        self.limits = limits
        self.clock = clock
        self._fails: dict[str, _Failures] = {}

    def wait(self, key: str) -> float:
        """Seconds ``key`` must still wait before its next attempt (0 = may try now)."""
        f = self._fails.get(key)
        lim = self.limits
        if f is None:
            return 0.0
        now = self.clock()
        if now - f.last > lim.login_forget:
            del self._fails[key]
            return 0.0
        extra = f.count - lim.login_free
        if extra < 0:
            return 0.0
        delay = min(lim.login_max_delay, lim.login_base_delay * 2.0 ** min(extra, 30))
        return max(0.0, f.last + delay - now)

    def failed(self, key: str) -> None:
        """Count one failure."""
        f = self._fails.setdefault(key, _Failures())
        f.count += 1
        f.last = self.clock()

    def forget_old(self) -> None:
        """Drop failures older than ``login_forget`` (the server's clean-up calls this)."""
        now = self.clock()
        for key in [k for k, f in self._fails.items()
                    if now - f.last > self.limits.login_forget]:
            del self._fails[key]

    def succeeded(self, key: str) -> None:
        """Forget the failures of ``key``."""
        self._fails.pop(key, None)


class Auth:
    """Account operations over a :class:`Store`."""

    def __init__(self, store: Store, limits: Limits | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.limits = limits or Limits()
        self.clock = clock
        self.throttle = Throttle(self.limits, clock)
        self.guests = RateWindow(self.limits.guests_per_address, self.limits.guest_window, clock)
        self.signups = RateWindow(self.limits.signups_per_address, self.limits.guest_window,
                                  clock)

    # --- throttling (event loop) ------------------------------------------------------------
    def check_login(self, name: str, address: str) -> None:
        """Refuse (``throttled``) a login attempt that comes too soon after failures of this
        account or from this address."""
        wait = max(self.throttle.wait("n:" + name_key(name)), self.throttle.wait("a:" + address))
        if wait > 0:
            raise AuthError("throttled", f"too many failed logins: retry in {wait:.0f} s",
                            retry_after=wait)

    def login_result(self, name: str, address: str, ok: bool) -> None:
        """Record the outcome of a login attempt."""
        for key in ("n:" + name_key(name), "a:" + address):
            if ok:
                self.throttle.succeeded(key)
            else:
                self.throttle.failed(key)

    def check_signup(self, address: str) -> None:
        """Refuse a sign-up over the per-address quota."""
        if not self.signups.allow(address):
            raise AuthError("quota", "too many new accounts from this address: retry later")

    # --- slow work (a worker thread) --------------------------------------------------------
    def signup(self, name: str, password: str) -> tuple[User, str]:
        """Create an account and return it with a fresh session token."""
        problem = name_problem(name)
        if problem is not None:
            raise AuthError("bad_name", f"name: {problem}")
        problem = password_problem(name, password)
        if problem is not None:
            raise AuthError("weak_password" if "common" in problem or "guess" in problem
                            else "bad_password", problem)
        try:
            user = self.store.add_user(name, _HASHER.hash(password), guest=False,
                                       key=name_key(name))
        except ValueError:
            raise AuthError("name_taken", "that name (or one that looks the same) is taken") \
                from None
        return user, self._session(user)

    def login(self, name: str, password: str) -> tuple[User, str]:
        """Check a password and return the account with a fresh session token. An unknown
        name costs the same hashing time as a wrong password."""
        found = self.store.user_by_key(name_key(name)) if 0 < len(name) <= 64 else None
        pw_hash = found[1] if found is not None else None
        try:
            _HASHER.verify(pw_hash or _DUMMY_HASH, password[:256])
        except (VerificationError, InvalidHashError):
            raise AuthError("bad_login", "wrong name or password") from None
        if found is None or pw_hash is None:
            raise AuthError("bad_login", "wrong name or password")
        user = found[0]
        if _HASHER.check_needs_rehash(pw_hash):
            self.store.set_password(user.id, _HASHER.hash(password))
        return user, self._session(user)

    def guest(self, address: str = "") -> tuple[User, str]:
        """Create a guest account (no password) and its session token."""
        if not self.guests.allow(address):
            raise AuthError("quota", "too many guest accounts from this address: retry later")
        while True:
            name = "guest-" + secrets.token_hex(4)
            try:
                user = self.store.add_user(name, None, guest=True, key=name_key(name))
            except ValueError:
                continue
            return user, self._session(user)

    # --- sessions -----------------------------------------------------------------------------
    def user_for(self, token: str | None) -> User | None:
        """The account a live (not expired) token belongs to, or None."""
        if not token or len(token) > 128:
            return None
        return self.store.session_user(_digest(token), self.clock() - self.limits.session_ttl)

    def logout(self, token: str) -> None:
        """Invalidate a token."""
        self.store.drop_session(_digest(token))

    def logout_everywhere(self, user: User) -> int:
        """Invalidate every session of ``user``; returns how many there were."""
        return self.store.drop_sessions_of(user.id)

    def _session(self, user: User) -> str:
        token = secrets.token_urlsafe(32)
        self.store.add_session(_digest(token), user.id, self.clock())
        return token


def _digest(token: str) -> str:
    """Sessions are stored by the SHA-256 of their token: a leaked database holds no live token."""
    return hashlib.sha256(token.encode()).hexdigest()
