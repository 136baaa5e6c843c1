"""The server's DIY folder (seed 000 part 3 「允许使用DIY卡」; issue 3: "a folder of such files is
loaded at start and by the server later"): loaded when the app is created, loaded again when a
file changes, broken cards reported with file, card and field, never stopping the server."""

from __future__ import annotations

import os
from pathlib import Path

from srvutil import signup
from starlette.testclient import TestClient

from cardtable.server.app import create_app
from cardtable.ygo.effects.pool import default_pool

CODE, LATER = 900000771, 900000772

GOOD = f"""
code: {CODE}
name: {{zh: 服务器灯笼, en: Server Lantern}}
type: Spell
text: {{zh: 抽1张卡。, en: Draw 1 card.}}
effects:
  - kind: activate
    do: [{{draw: 1}}]
"""

BROKEN = """
- code: 900000773
  name: {zh: 坏卡, en: Broken Server Card}
  type: Monster|Effect
  attribute: DARK
  race: Fiend
  level: many
  atk: 100
  def: 100
"""


def _deck(code: int) -> str:
    return "#main\n" + "\n".join(["89631139"] * 3 + [str(code)] + ["46986414"] * 3) + "\n"


def test_diy_folder_loaded_at_start_and_again_when_it_changes(tmp_path: Path) -> None:
    folder = tmp_path / "diy"
    folder.mkdir()
    (folder / "lantern.yaml").write_text(GOOD, encoding="utf-8")
    (folder / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    app = create_app(str(tmp_path / "s.db"), str(folder))
    srv = app.state.server
    assert CODE in default_pool().cards  # loaded when the app is created
    with TestClient(app) as client:
        a = signup(client)
        st = client.get("/api/diy", headers=a["auth"]).json()["diy"]
        assert st["loads"] == 1 and [c["code"] for c in st["cards"]] == [CODE]
        (err,) = st["errors"]
        assert err["file"].endswith("broken.yaml") and err["field"] == "level"
        assert "900000773" in err["card"]
        # the DIY card is a known card for the deck builder and the deck check
        found = client.get("/api/cards?q=server lantern", headers=a["auth"]).json()["cards"]
        assert [c["code"] for c in found] == [CODE]
        rep = client.post("/api/decks/check", json={"deck": _deck(CODE)},
                          headers=a["auth"]).json()
        assert not any(v["rule"] == "unknown_card" for v in rep["violations"])
        # unchanged folder: no reload
        assert srv.diy.refresh() is False and srv.diy.loads == 1
        # a card added later is loaded by the next refresh (the sweeper calls it)
        (folder / "later.yaml").write_text(
            GOOD.replace(str(CODE), str(LATER)).replace("Server Lantern", "Later Lantern"),
            encoding="utf-8")
        os.utime(folder / "later.yaml", ns=(1, 10**18))
        assert srv.diy.refresh() is True and LATER in default_pool().cards
        st = client.get("/api/diy", headers=a["auth"]).json()["diy"]
        assert st["loads"] == 2 and {c["code"] for c in st["cards"]} == {CODE, LATER}
        rep = client.post("/api/decks/check", json={"deck": _deck(LATER)},
                          headers=a["auth"]).json()
        assert not any(v["rule"] == "unknown_card" for v in rep["violations"])


def test_no_folder_and_a_missing_folder(tmp_path: Path) -> None:
    with TestClient(create_app(str(tmp_path / "a.db"))) as client:
        a = signup(client)
        assert client.get("/api/diy", headers=a["auth"]).json() == {"diy": None}
    with TestClient(create_app(str(tmp_path / "b.db"), str(tmp_path / "nowhere"))) as client:
        a = signup(client)
        st = client.get("/api/diy", headers=a["auth"]).json()["diy"]
        assert st["cards"] == [] and st["errors"][0]["field"] == "folder"
