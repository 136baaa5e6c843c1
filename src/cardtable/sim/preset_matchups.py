"""Preset decks against each other and against the bot (issue 3: "at least four preset decks ...
play real duels against each other and the bot"): duel a deck pair with two bots, alternating
who goes first, and count wins, draws, errors and turns.

``python scripts/preset_matchups.py --games 100`` prints the tables of ``docs/cards-classic.md``;
``tests/ygo/test_preset_matchups.py`` checks a small run (every duel ends, no error, the heuristic
bot beats the random one with every preset).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.bots.random_bot import RandomBot
from cardtable.bots.ygo_heuristic import YgoHeuristicBot
from cardtable.ygo.game import new_duel, preset_deck

PRESETS = ("yugi-classic", "kaiba-classic", "goat-control", "burn")
MAX_DECISIONS = 5000


@dataclass(slots=True)
class Tally:
    """Results of the duels of deck ``a`` (with bot ``bot_a``) against deck ``b``."""

    a: str
    b: str
    bot_a: str
    bot_b: str
    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    unfinished: int = 0
    errors: list[str] = field(default_factory=list)
    turns: int = 0

    @property
    def win_rate_a(self) -> float:
        """Share of the duels won by ``a`` (draws count half)."""
        return (self.wins_a + self.draws / 2) / self.games if self.games else 0.0

    @property
    def mean_turns(self) -> float:
        """Mean number of turns of the finished duels."""
        done = self.games - self.unfinished - len(self.errors)
        return self.turns / done if done else 0.0


def _bot(name: str, seed: int) -> Any:
    return YgoHeuristicBot(seed) if name == "heuristic" else RandomBot(seed)


def play_pair(a: str, b: str, games: int, bot_a: str = "heuristic", bot_b: str = "heuristic",
              seed: int = 0, profile: str = "classic-lp4000") -> Tally:
    """``games`` duels of preset ``a`` (seat 0, ``bot_a``) against ``b`` (seat 1, ``bot_b``);
    the first player alternates; duel ``i`` uses seed ``seed + i``."""
    t = Tally(a, b, bot_a, bot_b)
    da, db = preset_deck(a), preset_deck(b)
    for i in range(games):
        s = seed + i
        t.games += 1
        try:
            g = new_duel(da, db, profile=profile, seed=s, first=i % 2)
            bots = {0: _bot(bot_a, s), 1: _bot(bot_b, s + 7919)}
            k = 0
            while (dec := g.pending()) is not None and k < MAX_DECISIONS:
                g.answer(bots[dec.seat].choose(g, dec))
                k += 1
            r = g.result()
        except Exception as exc:  # a crash is a finding, not a reason to stop the table
            t.errors.append(f"seed {s}: {type(exc).__name__}: {exc}")
            continue
        if r is None:
            t.unfinished += 1
            continue
        t.turns += int(g.g.turn)
        if r.winners == (0,):
            t.wins_a += 1
        elif r.winners == (1,):
            t.wins_b += 1
        else:
            t.draws += 1
    return t


def markdown(tallies: list[Tally]) -> str:
    """A markdown table of tallies."""
    rows = ["| deck (bot) | vs deck (bot) | duels | wins | losses | draws | win rate | mean turns "
            "| unfinished | errors |", "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for t in tallies:
        rows.append(f"| {t.a} ({t.bot_a}) | {t.b} ({t.bot_b}) | {t.games} | {t.wins_a} | "
                    f"{t.wins_b} | {t.draws} | {t.win_rate_a:.0%} | {t.mean_turns:.1f} | "
                    f"{t.unfinished} | {len(t.errors)} |")
    return "\n".join(rows)
