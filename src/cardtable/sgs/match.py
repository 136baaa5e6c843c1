"""A 3v3 match: several games between team A and team B, colours swapping every game (seed
步骤4: 下一局直接轮换色系). Seats follow colours, so team A sits at the warm seats (3, 4, 5) in
the games where it is warm and at the cool seats (0, 1, 2) otherwise."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardtable.core.decision import Decision
from cardtable.sgs.game import SgsGame, new_game
from cardtable.sgs.modes.three_v_three import SIDE_NAMES, SIDE_SEATS, next_game_setup

Chooser = Callable[[SgsGame, Decision], int]


@dataclass(slots=True)
class MatchResult:
    """Wins per team and the per-game record (team A's colour, winner team, reason)."""

    wins: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0, "draw": 0})
    games: list[dict[str, Any]] = field(default_factory=list)


def play_match(team_a: Chooser, team_b: Chooser, games: int, seed: int,
               setup: dict[str, Any] | None = None, max_decisions: int = 50000) -> MatchResult:
    """Play ``games`` drafted 3v3 games; ``team_a``/``team_b`` answer for their seats."""
    out = MatchResult()
    cur: dict[str, Any] = dict(setup or {"mode": "3v3"})
    cur["mode"] = "3v3"
    for k in range(games):
        g = new_game(cur, seed + k)
        a_side = g.ms["team_a"]
        a_seats = set(SIDE_SEATS[a_side])
        n = 0
        while n < max_decisions:
            d = g.pending()
            if d is None:
                break
            who = team_a if d.seat in a_seats else team_b
            g.answer(who(g, d))
            n += 1
        res = g.result()
        winner = "draw"
        if res is not None and res.winners:
            winner = "A" if set(res.winners) == a_seats else "B"
        out.wins[winner] += 1
        out.games.append({"game": k + 1, "team_a_colour": SIDE_NAMES[a_side],
                          "winner": winner, "reason": res.reason if res else "unfinished"})
        cur = next_game_setup(cur, g)
    return out
