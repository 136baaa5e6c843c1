"""The operator's catalogue directory (``cardtable serve --catalogue DIR``): extra profiles,
banlists and preset decks, read once at start, chosen by clients by name only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from srvutil import TEST_LIMITS, make_room, signup
from starlette.testclient import TestClient

from cardtable.core.errors import SetupError
from cardtable.server.app import create_app
from cardtable.ygo.catalogue import banlist_names, load_operator_dir, use_operator
from cardtable.ygo.deck import DECK_DIR

DARK_MAGICIAN = 46986414  # in the shipped classic-a deck (twice)


def _catalogue(root: Path) -> Path:
    (root / "banlists").mkdir(parents=True)
    (root / "decks").mkdir()
    (root / "profiles").mkdir()
    (root / "banlists" / "site.conf").write_text(f"!site-2026\n{DARK_MAGICIAN} 0\n",
                                                 encoding="utf-8")
    (root / "decks" / "my-deck.ydk").write_text(
        (DECK_DIR / "classic-a.ydk").read_text(encoding="utf-8"), encoding="utf-8")
    (root / "profiles" / "lp8000.yaml").write_text(
        "base: classic-lp4000\nlp: 8000\nbanlist: site-2026\n", encoding="utf-8")
    return root


@pytest.fixture
def site(tmp_path: Path) -> Any:
    with TestClient(create_app(str(tmp_path / "s.db"), limits=TEST_LIMITS,
                               catalogue_dir=str(_catalogue(tmp_path / "cat")))) as c:
        yield c
    use_operator(None)


def test_the_operators_banlist_and_deck_are_chosen_by_name(site: TestClient) -> None:
    games = {g["id"]: g for g in site.get("/api/games").json()["games"]}
    assert "site-2026" in games["ygo"]["banlists"]
    owner = signup(site)
    rid = make_room(site, owner, game="ygo", mode="classic", banlist="site-2026")["room"]
    r = site.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": "my-deck"},
                  headers=owner["auth"])
    # the operator's deck is read (it is classic-a) and checked against the operator's list
    assert r.status_code != 200 and r.json()["code"] == "bad_deck"
    assert "forbidden" in r.json()["detail"] and "Dark Magician" in r.json()["detail"], r.text
    r = site.post(f"/api/rooms/{rid}/ready", json={"ready": True, "deck": "classic-b"},
                  headers=owner["auth"])
    assert r.status_code == 200, r.text


def test_the_operators_profile_travels_inline_with_the_room(site: TestClient) -> None:
    owner = signup(site)
    room = make_room(site, owner, game="ygo", custom=True, turn_seconds=0,
                     setup={"profile": "lp8000", "decks": ["classic-b", "classic-b"]})
    prof = room["setup"]["profile"]
    assert prof == {"base": "classic-lp4000", "lp": 8000, "banlist": "site-2026"}
    assert room["banlist"] == "site-2026"


@pytest.mark.parametrize("cfg", [
    {"banlist": "../cat/banlists/site.conf"},
    {"custom": True, "setup": {"profile": "../cat/profiles/lp8000.yaml"}},
    {"custom": True, "setup": {"decks": ["../cat/decks/my-deck", "classic-b"]}},
])
def test_paths_are_never_names(site: TestClient, cfg: dict[str, Any]) -> None:
    owner = signup(site)
    r = site.post("/api/rooms", json={"game": "ygo", "turn_seconds": 60, **cfg},
                  headers=owner["auth"])
    assert r.status_code == 400 and r.json()["code"] == "bad_config"
    # refused by name, nothing of the files read back (the lists' passcode, the profile's knobs)
    assert str(DARK_MAGICIAN) not in r.text and "lp: 8000" not in r.text


def test_a_server_without_the_directory_knows_only_what_ships(site: TestClient,
                                                             tmp_path: Path) -> None:
    with TestClient(create_app(str(tmp_path / "t.db"), limits=TEST_LIMITS)) as plain:
        games = {g["id"]: g for g in plain.get("/api/games").json()["games"]}
        assert "site-2026" not in games["ygo"]["banlists"]


def test_a_bad_directory_is_refused_at_start_naming_the_file(tmp_path: Path) -> None:
    root = _catalogue(tmp_path / "cat")
    (root / "decks" / "classic-a.ydk").write_text("#main\n", encoding="utf-8")
    with pytest.raises(SetupError, match=r"classic-a\.ydk.*shipped"):
        load_operator_dir(root)
    (root / "decks" / "classic-a.ydk").unlink()
    (root / "profiles" / "bad.yaml").write_text("base: classic-lp4000\nbanlist: /etc/x.conf\n",
                                                encoding="utf-8")
    with pytest.raises(SetupError, match="profile bad"):
        use_operator(load_operator_dir(root))
    assert "site-2026" not in banlist_names()  # the refused directory left nothing behind
    with pytest.raises(SetupError, match="not a directory"):
        load_operator_dir(tmp_path / "missing")


def test_serve_with_a_broken_catalogue_says_so_in_one_line(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cardtable.cli.main import app

    root = _catalogue(tmp_path / "cat")
    (root / "profiles" / "bad.yaml").write_text("lp: [1, 2\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["--lang", "en", "serve", "--db", str(tmp_path / "x.db"),
                                   "--port", "1", "--catalogue", str(root)])
    assert res.exit_code == 2, res.output
    assert "cannot read the --catalogue directory" in res.output
    assert "bad.yaml" in res.output and "Traceback" not in res.output
    use_operator(None)
