"""Environment names of batch runs and tournaments, without any optional package.

An *environment name* is an engine id plus a default setup and a way to split the seats into
the two sides a tournament's entrants play: ``ygo`` / ``ygo-duel`` (two preset decks, one seat
a side), ``sgs`` / ``sgs-3v3`` (the two teams of three), ``sgs-identity`` (5 players). Any other
registered game id is taken as is (its seats alternate between the two sides). The RL adapters
(:mod:`cardtable.rl.encoders.builtin`) use the same default setups and sides.

Identity mode has no fixed teams: its camps come from the dealt roles. A tournament therefore
deals the roles itself, from the game's seed (:func:`identity_deal`), puts them in the game's
setup and gives one entrant the lord's camp (lord and loyalists) and the other the rest (rebels
and the renegade), so a game is won by exactly one entrant's side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.core.rng import Rng

#: Preset deck pairs tried in order for ``ygo`` (the first pair the engine accepts).
YGO_DECK_PAIRS = (("classic-a", "classic-b"), ("goat-control", "burn"))


def ygo_default_setup() -> dict[str, Any]:
    """LP4000 classic profile and the first preset deck pair the installed engine builds."""
    from cardtable.ygo.game import from_setup, preset_deck

    last: Exception | None = None
    for a, b in YGO_DECK_PAIRS:
        try:
            setup = {"profile": "classic-lp4000", "decks": [preset_deck(a), preset_deck(b)]}
            from_setup(dict(setup), 0)
            return setup
        except SetupError as exc:
            last = exc
    raise SetupError(f"no preset deck pair of {YGO_DECK_PAIRS} builds: {last}")


def sgs_sides(game: Game) -> list[list[int]]:
    """3v3: the two sides as the spectator view shows them; identity: every seat alone."""
    players = game.view(-1)["players"]
    sides: dict[Any, list[int]] = {}
    for p in players:
        if p.get("side") is None:
            return [[s] for s in range(game.num_seats)]
        sides.setdefault(p["side"], []).append(p["seat"])
    return [sides[k] for k in sorted(sides)]


def own_sides(game: Game) -> list[list[int]]:
    """Every seat is its own side (free-for-all, and 1v1 duels)."""
    return [[s] for s in range(game.num_seats)]


#: Seats of the lord's camp in identity mode.
LORD_CAMP = ("lord", "loyalist")


class Deal(NamedTuple):
    """The per-game part of a tournament setup: the setup of one game and the two sides (lists
    of seats) its entrants play."""

    setup: dict[str, Any]
    sides: list[list[int]]


def identity_deal(setup: dict[str, Any], seed: int, num_seats: int) -> Deal:
    """Identity mode: roles dealt from ``seed`` (the lord at seat 0, as the engine deals them),
    written into the setup; side 0 is the lord's camp, side 1 the rebels and the renegade."""
    from cardtable.sgs.modes.identity import ROLE_COUNTS

    if num_seats not in ROLE_COUNTS:
        raise SetupError(f"identity mode needs 4-8 players, got {num_seats}")
    roles = list(setup.get("roles") or [])
    if not roles:
        _lord, loy, reb, ren = ROLE_COUNTS[num_seats]
        others = ["loyalist"] * loy + ["rebel"] * reb + ["renegade"] * ren
        Rng(seed).shuffle(others)
        roles = ["lord", *others]
    camp = [s for s, r in enumerate(roles) if r in LORD_CAMP]
    rest = [s for s, r in enumerate(roles) if r not in LORD_CAMP]
    return Deal({**setup, "roles": roles}, [camp, rest])


@dataclass(frozen=True, slots=True)
class Environment:
    """How batch runs and tournaments treat one environment name.

    ``engine`` is the registry id; ``default_setup`` is merged under the caller's setup;
    ``sides(game)`` lists the seats of each side of a probe game; ``deal(setup, seed, seats)``,
    when it returns a :class:`Deal`, gives the setup and sides of each game from its seed
    instead (identity mode's dealt camps).
    """

    name: str
    engine: str
    default_setup: Callable[[], dict[str, Any]] = dict
    sides: Callable[[Game], list[list[int]]] = own_sides
    deal: Callable[[dict[str, Any], int, int], Deal | None] = field(default=lambda *_: None)

    def setup(self, given: dict[str, Any] | None) -> dict[str, Any]:
        """The default setup updated with ``given``."""
        out = self.default_setup()
        out.update(given or {})
        return out


def _sgs_deal(setup: dict[str, Any], seed: int, num_seats: int) -> Deal | None:
    return identity_deal(setup, seed, num_seats) if setup.get("mode") == "identity" else None


def _sgs_env(name: str, default: Callable[[], dict[str, Any]]) -> Environment:
    return Environment(name, "sgs", default, sgs_sides, _sgs_deal)


ENVIRONMENTS: dict[str, Environment] = {
    "ygo": Environment("ygo", "ygo", ygo_default_setup),
    "ygo-duel": Environment("ygo-duel", "ygo", ygo_default_setup),
    "sgs": _sgs_env("sgs", lambda: {"mode": "3v3"}),
    "sgs-3v3": _sgs_env("sgs-3v3", lambda: {"mode": "3v3"}),
    "sgs-identity": _sgs_env("sgs-identity", lambda: {"mode": "identity", "players": 5}),
}


def environment_for(name: str) -> Environment:
    """The environment of ``name`` (a generic one, every seat its own side, for other ids)."""
    return ENVIRONMENTS.get(name) or Environment(name, name)

