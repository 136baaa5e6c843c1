"""Accounts: sign-up, login (argon2id hashes), guests and session tokens."""

from __future__ import annotations

import hashlib
import re
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from cardtable.server.store import Store, User

NAME_RE = re.compile(r"^[\w\-\.]{2,24}$", re.UNICODE)
# Modest argon2id parameters: ~15 ms per hash on this machine class, still memory-hard.
_HASHER = PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1)


class AuthError(Exception):
    """Sign-up or login failed; ``code`` is machine-readable, ``args[0]`` says why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class Auth:
    """Account operations over a :class:`Store`."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def signup(self, name: str, password: str) -> tuple[User, str]:
        """Create an account and return it with a fresh session token."""
        if not NAME_RE.match(name) or name.startswith("guest-"):
            raise AuthError("bad_name", "name: 2-24 letters, digits, _ - . (not guest-…)")
        if not 6 <= len(password) <= 256:
            raise AuthError("bad_password", "password: 6 to 256 characters")
        try:
            user = self.store.add_user(name, _HASHER.hash(password), guest=False)
        except ValueError:
            raise AuthError("name_taken", f"the name {name!r} is taken") from None
        return user, self._session(user)

    def login(self, name: str, password: str) -> tuple[User, str]:
        """Check a password and return the account with a fresh session token."""
        found = self.store.user_by_name(name)
        if found is None:
            raise AuthError("bad_login", "wrong name or password")
        user, pw_hash = found
        if pw_hash is None:
            raise AuthError("bad_login", "wrong name or password")
        try:
            _HASHER.verify(pw_hash, password)
        except (VerificationError, InvalidHashError):
            raise AuthError("bad_login", "wrong name or password") from None
        if _HASHER.check_needs_rehash(pw_hash):
            self.store.set_password(user.id, _HASHER.hash(password))
        return user, self._session(user)

    def guest(self) -> tuple[User, str]:
        """Create a guest account (no password) and its session token."""
        while True:
            name = "guest-" + secrets.token_hex(4)
            try:
                user = self.store.add_user(name, None, guest=True)
            except ValueError:
                continue
            return user, self._session(user)

    def user_for(self, token: str | None) -> User | None:
        """The account a token belongs to, or None."""
        if not token or len(token) > 128:
            return None
        return self.store.session_user(_digest(token))

    def logout(self, token: str) -> None:
        """Invalidate a token."""
        self.store.drop_session(_digest(token))

    def _session(self, user: User) -> str:
        token = secrets.token_urlsafe(32)
        self.store.add_session(_digest(token), user.id)
        return token


def _digest(token: str) -> str:
    """Sessions are stored by the SHA-256 of their token: a leaked database holds no live token."""
    return hashlib.sha256(token.encode()).hexdigest()
