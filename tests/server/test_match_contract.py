"""Issue 10 part 6 ("honest boundaries"): the kernel match contract and the per-game tables.

The rooms drive every game's match the same way; what differs per game (Yu-Gi-Oh! siding and
the loser's first-player choice, Sanguosha 3v3 colours swapping every game, identity dealing
the seats) comes from the game's registered table, and the server's modules hold no branch on
a game id.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import cardtable.games
import cardtable.server.demo_game  # noqa: F401  (registers the demo game)
from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.core.match import MatchSetup, SeriesMatch, game_seed
from cardtable.core.registry import spec_for
from cardtable.core.rng import Rng
from cardtable.sgs.modes.three_v_three import SIDE_NAMES

SRC = Path(__file__).resolve().parents[2] / "src" / "cardtable"


def _play_out(game: Game, limit: int = 20_000) -> None:
    """Answer the first option until the game ends (deterministic)."""
    for _ in range(limit):
        if game.pending() is None:
            return
        game.answer(0)
    raise AssertionError("the game did not end")


def test_series_match_is_best_of_three_and_counts_wins_per_seat() -> None:
    spec = spec_for("demo")
    m = spec.table.make_match(spec.new, MatchSetup({"seats": 2, "target": 10}, (None, None),
                                                   seed=5, best_of=3))
    assert isinstance(m, SeriesMatch) and not m.between() and m.next_seating() is None
    seeds = []
    while not m.over:
        g = m.start_game()
        seeds.append(g.seed)
        _play_out(g)
        m.finish_game(g)
    wins = m.seat_wins()
    # best of 3: over once a seat has 2 wins (or 3 games were played)
    assert max(wins) == 2 or m.played == 3
    assert 2 <= m.played <= 3
    # each game's seed is derived from the match seed and the game number (a restart rebuilds
    # the same games)
    assert seeds == [game_seed(5, n) for n in range(m.played)]
    with pytest.raises(SetupError, match="over"):
        m.start_game()


def test_series_match_refuses_between_game_decisions_and_even_lengths() -> None:
    spec = spec_for("demo")
    m = spec.table.make_match(spec.new, MatchSetup({"seats": 2}, (None, None), 1, 1))
    with pytest.raises(SetupError):
        m.decide(0, "first", {"go_first": True})
    with pytest.raises(SetupError, match="odd"):
        SeriesMatch(spec.new, {"seats": 2}, 1, best_of=2)


def test_sgs_3v3_match_swaps_colours_and_players_keep_their_team() -> None:
    """Seed 3v3 步骤4: 下一局直接轮换色系 — the second game's team A has the other colour, and the
    players move to the mirror seat so that each keeps playing for the same team."""
    spec = spec_for("sgs")
    m = spec.table.make_match(spec.new, MatchSetup({"mode": "3v3"}, (None,) * 6, 11, 3))
    assert m.next_seating() is None  # game 1: everyone sits where they sat down
    g1 = m.start_game()
    colour1 = SIDE_NAMES[g1.ms["team_a"]]  # type: ignore[attr-defined]
    _play_out(g1)
    res = g1.result()
    assert res is not None
    m.finish_game(g1)
    order = m.next_seating()
    assert order == [5, 4, 3, 2, 1, 0]
    g2 = m.start_game()
    assert g2.setup_data()["team_a_colour"] != colour1
    assert g2.setup_data()["team_a_colour"] in SIDE_NAMES
    # the game-1 winners now sit at the mirror seats, and their wins moved with them
    winners2 = sorted(5 - w for w in res.winners)
    wins = m.seat_wins()
    assert sorted(i for i, w in enumerate(wins) if w == 1) == winners2


def test_identity_match_deals_the_seats_from_the_room_seed_unless_roles_are_forced() -> None:
    spec = spec_for("sgs")
    ms = MatchSetup({"mode": "identity", "players": 5}, (None,) * 5, 77, 1)
    order = spec.table.make_match(spec.new, ms).next_seating()
    want = list(range(5))
    Rng(game_seed(77, 999_983)).shuffle(want)
    assert order == want  # the same deal the rooms made before the match contract
    forced = ms._replace(setup={"mode": "identity", "players": 5,
                                "roles": ["lord", "loyalist", "rebel", "rebel", "renegade"]})
    assert spec.table.make_match(spec.new, forced).next_seating() is None


def test_identity_modes_offer_single_games_only() -> None:
    table = spec_for("sgs").table
    ident = table.mode("identity")
    assert ident is not None and ident.best_of == (1,)
    three = table.mode("3v3")
    assert three is not None and 3 in three.best_of


def test_ygo_match_keeps_the_kernel_contract() -> None:
    spec = spec_for("ygo")
    setup = spec.table.normalize_setup({"profile": "classic-lp4000",
                                        "decks": ["classic-a", "classic-b"]})
    m = spec.table.make_match(spec.new, MatchSetup(setup, (None, None), 3, 3))
    assert m.sides and m.between() and m.chooser in (0, 1)  # the coin toss winner chooses
    with pytest.raises(SetupError):
        m.decide(1 - (m.chooser or 0), "first", {"go_first": True})  # not the chooser
    m.decide(m.chooser or 0, "first", {"go_first": True})
    m.start_game()
    with pytest.raises(SetupError, match="side"):
        m.decide(0, "side", {"swaps": []})  # no siding while a duel runs
    assert set(m.seat_view(0)) == {"deck", "names", "swaps"} and m.seat_view(-1) == {}


def test_why_not_takes_the_language() -> None:
    """One kernel call in both languages (the server and the CLI no longer look for
    ``why_not_zh``)."""
    from cardtable.ygo.game import new_duel, preset_deck

    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=1, first=0)
    q = {"action": "to_battle"}
    seat = 1 - (g.pending().seat if g.pending() else 0)  # type: ignore[union-attr]
    en, zh = g.why_not(seat, q), g.why_not(seat, q, "zh")
    assert en and zh and en != zh
    assert all(any("\u4e00" <= ch <= "\u9fff" for ch in line) for line in zh)
    assert zh == g.why_not_zh(seat, q)


# --- the boundaries themselves -------------------------------------------------------------
ROUTERS = ("server/rooms.py", "server/lobby.py", "server/setups.py", "server/sentences.py",
           "server/names.py")


@pytest.mark.parametrize("path", ROUTERS)
def test_server_modules_hold_no_game_id_branch(path: str) -> None:
    tree = ast.parse((SRC / path).read_text(encoding="utf-8"))
    ids = {"ygo", "sgs"}
    hits = [f"{path}:{n.lineno}" for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and n.value in ids]
    assert hits == [], f"game ids spelled in a server router: {hits}"


GUARDED = ("server", "bots", "sim", "games.py", "ygo/sentences.py", "ygo/deck.py")


def _own_import_guards(path: Path) -> list[str]:
    """``try: import cardtable… except ImportError`` blocks and ``import_module("cardtable…")``
    string imports in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Try) and any(
                isinstance(h.type, ast.Name) and h.type.id in ("ImportError",
                                                              "ModuleNotFoundError")
                for h in n.handlers):
            for s in ast.walk(ast.Module(body=n.body, type_ignores=[])):
                mod = (s.module if isinstance(s, ast.ImportFrom) else
                       s.names[0].name if isinstance(s, ast.Import) else None)
                if mod and mod.startswith("cardtable"):
                    out.append(f"{path.name}:{n.lineno} guards {mod}")
        if (isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "import_module"
                and n.args and isinstance(n.args[0], ast.Constant)
                and str(n.args[0].value).startswith("cardtable")):
            out.append(f"{path.name}:{n.lineno} imports {n.args[0].value} by string")
    return out


def test_surfaces_import_the_project_modules_directly() -> None:
    files: list[Path] = []
    for name in GUARDED:
        p = SRC / name
        files += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    hits = [h for f in files for h in _own_import_guards(f)]
    assert hits == []


def test_python_m_server_does_not_import_the_cli() -> None:
    code = ("import sys, cardtable.server.__main__; "
            "print(sorted(m for m in sys.modules if m.startswith('cardtable.cli')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.strip() == "[]"
    helped = subprocess.run([sys.executable, "-m", "cardtable.server", "--help"],
                            capture_output=True, text=True, check=True, timeout=120)
    assert "--catalogue" in helped.stdout and "--db" in helped.stdout


def test_names_catalogue_is_the_games_own() -> None:
    from cardtable.server.names import names_for

    sgs: dict[str, Any] = names_for("sgs")
    assert sgs == spec_for("sgs").names()
    assert {"cards", "generals", "skills", "general_info"} <= set(sgs)
    assert names_for("ygo") == {} and names_for("no-such-game") == {}


def _bot_3v3_room(client: Any) -> tuple[str, dict[str, Any]]:
    """A started 3v3 best-of-3 room: random bots at seats 0-2, heuristic bots at 3-5."""
    from srvutil import signup

    owner = signup(client)
    r = client.post("/api/rooms", json={"game": "sgs", "mode": "3v3", "match": "bo3",
                                        "bot_delay": 0, "turn_seconds": 600},
                    headers=owner["auth"])
    assert r.status_code == 200, r.text
    rid = r.json()["room"]
    client.post(f"/api/rooms/{rid}/stand", headers=owner["auth"])
    for seat in range(6):
        bot = "random" if seat < 3 else "sgs-heuristic"
        r = client.post(f"/api/rooms/{rid}/bot", json={"seat": seat, "bot": bot},
                        headers=owner["auth"])
        assert r.status_code == 200, r.text
    assert client.post(f"/api/rooms/{rid}/start", headers=owner["auth"]).status_code == 200
    return rid, owner


def test_a_3v3_room_best_of_three_moves_the_teams_to_the_other_colour(client: Any) -> None:
    """A room of 3v3 bo3 played by bots: game 2's setup has the other colour for team A
    (seed 步骤4), and the three seats of each team moved to the mirror seats, so the same
    players (told apart here by their bots) stay together."""
    from srvutil import until

    rid, owner = _bot_3v3_room(client)
    until(client, rid, owner, lambda i: i["game_no"] >= 1, limit=600)
    srv = client.app.state.server
    games = srv.store.games_of_room(rid)
    assert len(games) >= 2
    colours = [SIDE_NAMES[spec_for("sgs").new(g.setup, g.seed).ms["team_a"]]  # type: ignore[attr-defined]
               for g in games[:2]]
    assert colours[0] != colours[1]
    room = srv.lobby.rooms[rid]
    while True:  # the room plays on in the server's thread: read a consistent moment
        n, bots, again = room.game_no, [s.bot for s in room.seats], room.game_no
        if n == again:
            break
    team_a = ["random"] * 3  # the players of seats 0-2 in game 1
    team_b = ["sgs-heuristic"] * 3
    assert bots == (team_b + team_a if n % 2 else team_a + team_b), (n, bots)


def test_the_lobby_refuses_a_best_of_three_identity_room(client: Any) -> None:
    from srvutil import signup

    owner = signup(client)
    r = client.post("/api/rooms", json={"game": "sgs", "mode": "identity5", "match": "bo3",
                                        "turn_seconds": 60}, headers=owner["auth"])
    assert r.status_code == 400 and r.json()["code"] == "bad_config"
    assert "single" in r.json()["detail"] and "identity5" in r.json()["detail"]
    games = {g["id"]: g for g in client.get("/api/games", headers=owner["auth"]).json()["games"]}
    matches = {m["id"]: m["matches"] for m in games["sgs"]["modes"]}
    assert matches == {"3v3": ["single", "bo3"], "identity": ["single"],
                       "identity5": ["single"]}


def test_a_restarted_3v3_room_resumes_game_two_with_its_players_in_place(client: Any) -> None:
    """After a restart the room replays its match from the store: the seats stay as game 2
    has them (no second move to the mirror seats), the wins stay with their players, and the
    running game is rebuilt to the same move."""
    from srvutil import until

    from cardtable.server.lobby import Lobby

    rid, owner = _bot_3v3_room(client)
    until(client, rid, owner, lambda i: i["game_no"] >= 1, limit=600)
    srv = client.app.state.server
    room = srv.lobby.rooms[rid]
    client.portal.call(room.stop)  # the old process stops here (on the server's loop)
    before = (room.game_no, [s.bot for s in room.seats], list(room.wins),
              room.game.state_id if room.game is not None else None)

    async def restart() -> Any:
        lobby = Lobby(srv.store, srv.limits)
        assert lobby.restore_room(rid)
        again = lobby.rooms[rid]
        again.stop()  # before its bots move (they were only scheduled)
        return again

    again = client.portal.call(restart)
    after = (again.game_no, [s.bot for s in again.seats], list(again.wins),
             again.game.state_id if again.game is not None else None)
    assert after == before
