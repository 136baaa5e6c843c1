"""Checks of a plain-data game setup (``new_game``) before anything is dealt.

A malformed setup raises :class:`~cardtable.core.errors.SetupError` naming the key and what is
wrong, instead of being silently ignored (a typo like ``first_sied``, an unknown general in a
pool, a role that does not exist) or failing later with an unrelated error.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.errors import SetupError
from cardtable.sgs.generals.pools import check_list, lord_generals, pool_3v3, pool_identity

#: The keys each mode reads (anything else is a mistake).
KEYS_3V3 = frozenset({"mode", "players", "generals", "first_side", "pool", "team_a_colour",
                      "match_game", "always_ask"})
KEYS_IDENTITY = frozenset({"mode", "players", "generals", "roles", "pool", "always_ask"})
SIDES = ("cool", "warm")
IDENTITY_ROLES = ("lord", "loyalist", "rebel", "renegade")


def _unknown_keys(setup: Mapping[str, Any], allowed: frozenset[str], mode: str) -> None:
    extra = sorted(str(k) for k in setup if k not in allowed)
    if extra:
        raise SetupError(f"{mode} setup: unknown key(s) {extra}; known: {sorted(allowed)}")
    if not isinstance(setup.get("always_ask", False), bool):
        raise SetupError(f"setup.always_ask must be true or false, got {setup['always_ask']!r}")


def _general_list(value: Any, key: str, n: int | None = None, distinct: bool = True,
                  mode: str = "") -> list[str]:
    """A list of known general ids (exactly ``n`` when given; no repeats when ``distinct``)."""
    return check_list(value, key, n, distinct, mode)


def players_of(setup: Mapping[str, Any]) -> int:
    """The identity-mode player count (default 5), checked to be a whole number 4..8."""
    n = setup.get("players", 5)
    if isinstance(n, bool) or not isinstance(n, int):
        raise SetupError(f"setup.players must be a whole number, got {n!r}")
    if not 4 <= n <= 8:
        raise SetupError(f"identity mode needs 4-8 players, got {n}")
    return n


def check_3v3(setup: Mapping[str, Any]) -> None:
    """The 3v3 keys: 6 seats, distinct known generals, a side name for ``first_side`` and
    ``team_a_colour``, a pool of distinct known generals in piles of 8 (at least two piles)."""
    _unknown_keys(setup, KEYS_3V3, "3v3")
    if "players" in setup and setup["players"] != 6:
        raise SetupError(f"3v3 has 6 seats; setup.players is {setup['players']!r} "
                         "(players is for identity mode)")
    if setup.get("generals") is not None:
        _general_list(setup["generals"], "generals", 6)
    for key in ("first_side", "team_a_colour"):
        if setup.get(key) is not None and setup[key] not in SIDES:
            raise SetupError(f"setup.{key} must be 'cool' or 'warm', got {setup[key]!r}")
    pool_3v3(setup.get("pool"))  # a preset name (2011 2012 2013) or a list; raises if bad
    mg = setup.get("match_game", 1)
    if isinstance(mg, bool) or not isinstance(mg, int) or mg < 1:
        raise SetupError(f"setup.match_game must be a whole number ≥ 1, got {mg!r}")


def check_identity(setup: Mapping[str, Any], role_counts: Mapping[int, tuple[int, ...]],
                   lord_candidates: tuple[str, ...] = ()) -> int:
    """The identity keys; returns the player count. ``roles`` must hold the lord at seat 0 and
    the standard number of each role (``role_counts``: lord, loyalists, rebels, renegades);
    the pool (a name like ``standard+wind`` or a list) must hold, besides its lord generals,
    2 extra generals for the lord's offer and 3 for every other seat. ``lord_candidates`` is
    ignored (the lord generals are those of the pool with a lord skill); it is kept for
    callers of the older signature."""
    _unknown_keys(setup, KEYS_IDENTITY, "identity")
    n = players_of(setup)
    roles = setup.get("roles")
    if roles is not None:
        if not isinstance(roles, list | tuple) or len(roles) != n or roles[0] != "lord":
            raise SetupError("identity 'roles' must list one role per seat, the lord at seat 0")
        bad = sorted({str(r) for r in roles} - set(IDENTITY_ROLES))
        if bad:
            raise SetupError(f"setup.roles: unknown role(s) {bad}; roles: {list(IDENTITY_ROLES)}")
        counts = tuple(sum(1 for r in roles if r == want) for want in IDENTITY_ROLES)
        if counts != tuple(role_counts[n]):
            want = dict(zip(IDENTITY_ROLES, role_counts[n], strict=True))
            raise SetupError(f"setup.roles: {n} players take {want}, got "
                             f"{dict(zip(IDENTITY_ROLES, counts, strict=True))}")
    if setup.get("generals") is not None:
        _general_list(setup["generals"], "generals", n, mode="identity")
    if setup.get("generals") is None or setup.get("pool") is not None:
        pool = pool_identity(setup.get("pool"))
        lords = lord_generals(pool)
        need = 2 + 3 * (n - 1)
        rest = [x for x in pool if x not in lords]
        if not lords:
            raise SetupError("setup.pool: the identity pool has no general with a lord skill "
                             "(主公技) for the lord to choose")
        if len(rest) < need:
            raise SetupError(f"setup.pool: {n} players need at least {need} generals besides "
                             f"the lord generals {list(lords)} (2 more for the lord's offer and "
                             f"3 for every other seat), got {len(rest)}")
    return n
