"""Aggregate game records into the batch statistics the CLI prints.

Wins are counted per seat, or per side when ``sides`` is given: the seats are split into that
many contiguous blocks (the same blocks the bots are assigned by), named by ``side_names`` or
``side0``, ``side1``…, and a game counts once for the side of its winners.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.sim.job import GameRecord
from cardtable.sim.result_shape import result_json

#: How many crashed games keep their full traceback in the JSON.
MAX_TRACEBACKS = 20


@dataclass(slots=True)
class BatchResult:
    """Statistics of a batch of games (see :meth:`to_json` for the printed fields)."""

    game: str
    seed: int
    bots: tuple[str, ...]
    backend: str
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0
    sides: int | None = None
    side_names: tuple[str, ...] = ()

    def side_label(self, block: int) -> str:
        """The name of the ``block``-th side (``side_names`` or ``side<block>``)."""
        if block < len(self.side_names):
            return self.side_names[block]
        return f"side{block}"

    @property
    def games(self) -> int:
        """Games played (crashed ones included)."""
        return len(self.records)

    @property
    def finished(self) -> list[GameRecord]:
        """Records of games that ended without an error."""
        return [r for r in self.records if r.error is None]

    @property
    def errors(self) -> list[GameRecord]:
        """Records of games that raised."""
        return [r for r in self.records if r.error is not None]

    @property
    def draws(self) -> int:
        """Finished games nobody won."""
        return sum(1 for r in self.records if r.is_draw)

    def win_key(self, rec: GameRecord) -> str:
        """The label a won game counts for: its seat, or its side when sides are set."""
        if self.sides is None or rec.num_seats == 0:
            return ",".join(str(s) for s in rec.winners)
        block = max(1, rec.num_seats // self.sides)
        blocks = sorted({s // block for s in rec.winners})
        return ",".join(self.side_label(b) for b in blocks)

    def wins(self) -> dict[str, int]:
        """Won games per seat (every winning seat counts, e.g. a lord and its loyalists), or per
        side when sides are set; every seat or side appears, with 0 if need be."""
        if self.sides is None:
            return self.wins_by_seat()
        out = {self.side_label(b): 0 for b in range(self.sides)}
        for r in self.finished:
            if r.winners:
                key = self.win_key(r)
                out[key] = out.get(key, 0) + 1
        return out

    def wins_by_seat(self) -> dict[str, int]:
        """How many finished games each seat was among the winners of."""
        out: dict[str, int] = {}
        seats = max((r.num_seats for r in self.records), default=0)
        for s in range(seats):
            out[str(s)] = 0
        for r in self.finished:
            for s in r.winners:
                out[str(s)] = out.get(str(s), 0) + 1
        return out

    def wins_by_bot(self) -> dict[str, int]:
        """Won games per bot name (a game counts once for each bot among its winners)."""
        out = {name: 0 for name in self.bots}
        for r in self.finished:
            for name in r.winning_bots():
                out[name] = out.get(name, 0) + 1
        return out

    def to_json(self) -> dict[str, Any]:
        """The batch as one JSON object: the common result keys
        (:mod:`cardtable.sim.result_shape`, unit ``game``), then ``wins_by_seat, mean_turns,
        mean_decisions, decisions, decisions_per_s, reasons, backend``."""
        fin = self.finished
        turns = [r.turns for r in fin if r.turns is not None]
        decisions = sum(r.decisions for r in self.records)
        reasons: dict[str, int] = {}
        for r in fin:
            reasons[r.reason] = reasons.get(r.reason, 0) + 1
        return result_json(
            game=self.game,
            unit="game",
            games=self.games,
            seed=self.seed,
            bots=self.bots,
            wins=self.wins(),
            wins_by_bot=self.wins_by_bot(),
            draws=self.draws,
            errors=len(self.errors),
            seconds=self.seconds,
            error_details=[
                {"seed": r.seed, "error": r.error, "traceback": r.traceback}
                for r in self.errors[:MAX_TRACEBACKS]
            ],
            wins_by_seat=self.wins_by_seat(),
            mean_turns=_mean(turns),
            mean_decisions=_mean([r.decisions for r in fin]),
            decisions=decisions,
            decisions_per_s=round(decisions / self.seconds, 1) if self.seconds > 0 else 0.0,
            reasons=dict(sorted(reasons.items())),
            backend=self.backend,
        )

    def outcome_key(self) -> list[tuple[Any, ...]]:
        """What must be equal across backends for the same seeds (no timings)."""
        return [
            (r.seed, r.bots, r.winners, r.reason, r.turns, r.decisions, r.error)
            for r in self.records
        ]


def _mean(xs: Sequence[int]) -> float | None:
    return round(sum(xs) / len(xs), 3) if xs else None
