"""The bot registry and the batch runner (used by every ``sim`` command)."""

from __future__ import annotations

import sys

import pytest

from cardtable.bots.base import Bot, BotError, bot_names, make_bot, register_bot
from cardtable.bots.random_bot import RandomBot
from cardtable.core.decision import Decision
from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.sim import run_batch
from cardtable.sim.job import GameJob, run_job, seat_bot_index
from toy.game import ToyGame


@pytest.fixture(autouse=True)
def _own_bot_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test works on a copy of the bot table, put back whole afterwards: a test that
    registers a fake ``sgs-heuristic`` (below) must not leave it for later tests (it once did:
    ``monkeypatch.delitem`` of the fake recorded the fake as the value to restore, and the
    Sanguosha behaviour fingerprint then played the fake bot when it ran later in the process)."""
    from cardtable.bots import base

    monkeypatch.setattr(base, "_FACTORIES", dict(base._FACTORIES))


def test_random_bot_is_seeded_and_legal(toy: ToyGame) -> None:
    a, b = make_bot("random", 5), make_bot("random", 5)
    assert isinstance(a, RandomBot) and isinstance(a, Bot)
    d = toy.pending()
    assert d is not None
    picks = [a.choose(toy, d) for _ in range(50)]
    assert picks == [b.choose(toy, d) for _ in range(50)]
    assert set(picks) == set(range(len(d.options)))
    state = toy.rng.state
    a.choose(toy, d)
    assert toy.rng.state == state  # the bot never touches the game's RNG


def test_unknown_and_missing_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(BotError, match=r"unknown bot 'nope'.*random"):
        make_bot("nope")
    from cardtable.bots import base

    monkeypatch.delitem(base._FACTORIES, "sgs-heuristic", raising=False)  # loaded by other tests
    monkeypatch.setitem(sys.modules, "cardtable.bots.sgs_heuristic", None)
    with pytest.raises(BotError, match="sgs-heuristic' is not available"):
        make_bot("sgs-heuristic")
    assert {"random", "ygo-heuristic", "sgs-heuristic", "ismcts"} <= set(bot_names())


def test_broken_bot_module_is_a_bot_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    real = importlib.import_module

    def broken(name: str, package: str | None = None) -> object:
        if name == "cardtable.bots.ismcts":
            raise SyntaxError("bad code")
        return real(name, package)

    monkeypatch.delitem(sys.modules, "cardtable.bots.ismcts", raising=False)
    monkeypatch.setattr(importlib, "import_module", broken)
    from cardtable.bots import base

    monkeypatch.delitem(base._FACTORIES, "ismcts", raising=False)
    with pytest.raises(BotError, match="'ismcts' failed to load: SyntaxError"):
        make_bot("ismcts")


def test_lazy_bot_found_by_class_name(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    class Greedy:
        name = "sgs-heuristic"

        def __init__(self, seed: int = 0) -> None:
            self.seed = seed

        def choose(self, game: Game, decision: Decision) -> int:
            return 0

    fake = types.ModuleType("cardtable.bots.sgs_heuristic")
    fake.Greedy = Greedy  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "cardtable.bots.sgs_heuristic", fake)
    from cardtable.bots import base

    monkeypatch.delitem(base._FACTORIES, "sgs-heuristic", raising=False)
    bot = make_bot("sgs-heuristic", 7)
    assert isinstance(bot, Greedy) and bot.seed == 7
    monkeypatch.delitem(base._FACTORIES, "sgs-heuristic")
    monkeypatch.setitem(sys.modules, "cardtable.bots.sgs_heuristic", types.ModuleType("x"))
    with pytest.raises(BotError, match="neither registers it"):
        make_bot("sgs-heuristic")


def test_register_bot() -> None:
    class First:
        name = "first"

        def choose(self, game: Game, decision: Decision) -> int:
            return 0

    register_bot("first", lambda seed: First())
    assert make_bot("first").choose(ToyGame({}, 0), ToyGame({}, 0).pending()) == 0  # type: ignore[arg-type]


def test_seat_blocks() -> None:
    assert [seat_bot_index(s, 4, 1) for s in range(4)] == [0, 0, 0, 0]
    assert [seat_bot_index(s, 4, 2) for s in range(4)] == [0, 0, 1, 1]
    with pytest.raises(SetupError, match="3 bots given for 4 seats"):
        seat_bot_index(0, 4, 3)


def test_run_job_never_raises(toy: ToyGame) -> None:
    rec = run_job(GameJob("toy", {}, 1, ("random",), max_decisions=0))
    assert rec.error is not None and "no result after 0 decisions" in rec.error
    rec = run_job(GameJob("toy", {}, 1, ("random", "random", "random")))
    assert rec.error is not None and "3 bots given" in rec.error
    rec = run_job(GameJob("toy", {}, 1, ("random",)))
    assert rec.error is None and rec.decisions > 0 and rec.turns is not None


def test_batch_uses_consecutive_seeds_and_is_reproducible(toy: ToyGame) -> None:
    seen: list[int] = []
    a = run_batch("toy", games=12, seed=100, on_record=lambda r: seen.append(r.seed))
    assert seen == list(range(100, 112))
    b = run_batch("toy", games=12, seed=100, backend="process", workers=2)
    assert a.outcome_key() == b.outcome_key()
    single = run_job(GameJob("toy", {}, 105, ("random",)))
    assert a.records[5].winners == single.winners and a.records[5].decisions == single.decisions


def test_batch_rejects_bad_arguments(toy: ToyGame) -> None:
    with pytest.raises(SetupError):
        run_batch("toy", games=-1)
    with pytest.raises(SetupError):
        run_batch("toy", games=1, bots=[])
    with pytest.raises(BotError):
        run_batch("toy", games=1, bots=["nope"])
    assert run_batch("toy", games=0).to_json()["games"] == 0


def test_alternate_swaps_bots_and_counts_wins_by_bot(toy: ToyGame) -> None:
    from cardtable.bots.base import register_bot

    class Surrenders:
        name = "quitter"

        def choose(self, game: Game, decision: Decision) -> int:
            i = decision.index_of({"action": "surrender"})
            return i if i >= 0 else 0

    register_bot("quitter", lambda seed: Surrenders())
    res = run_batch("toy", games=10, seed=0, bots=["random", "quitter"], alternate=True)
    assert [r.bots for r in res.records[:2]] == [("random", "quitter"), ("quitter", "random")]
    data = res.to_json()
    by_bot = data["wins_by_bot"]
    assert by_bot["random"] > by_bot["quitter"]
    assert by_bot["random"] + by_bot["quitter"] + data["draws"] == 10
    assert data["wins"] != {"0": 10, "1": 0}  # the winner changes seats
