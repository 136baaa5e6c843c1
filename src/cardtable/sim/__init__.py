"""Batch runs of bot-vs-bot games: one game per seed, aggregated statistics, several backends.

>>> from cardtable.sim import run_batch  # doctest: +SKIP
>>> run_batch("ygo", games=100, seed=1, bots=["random", "random"]).to_json()  # doctest: +SKIP
"""

from cardtable.sim.backends import BACKENDS, run_jobs
from cardtable.sim.batch import run_batch
from cardtable.sim.job import GameJob, GameRecord, run_job
from cardtable.sim.stats import BatchResult

__all__ = [
    "BACKENDS",
    "BatchResult",
    "GameJob",
    "GameRecord",
    "run_batch",
    "run_job",
    "run_jobs",
]
