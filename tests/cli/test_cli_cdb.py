"""``--cdb FILE``: a user's YGOPro ``cards.cdb`` (issue 3: "card stats and names imported from a
user's cards.cdb (SQLite) for cards that have scripts"): the scripted cards take its names, its
vanilla Normal Monsters become legal deck cards, effect cards we cannot run are skipped, a
scripted card never changes kind, and a file that is not a database is a clear error."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.cli import cdb as cli_cdb
from cardtable.cli.main import app
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.pool import CardPool, default_pool, set_default_pool

DM, POT, CELTIC = 46986414, 55144522, 91152256
VANILLA, EFFECT = 123456780, 123456781
NORMAL = C.MONSTER | C.NORMAL


@pytest.fixture
def restore() -> Iterator[None]:
    """Forget the command's database and its pool afterwards (as a new process would): the
    CLI makes the pool with the database the default of the duels it creates."""
    yield
    set_default_pool(None)
    cli_cdb._state.update(path=None, done=None)


def _cdb(path: Path) -> Path:
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE datas(id INTEGER PRIMARY KEY, ot, alias, setcode, type, atk, def, "
                "level, race, attribute, category)")
    con.execute("CREATE TABLE texts(id INTEGER PRIMARY KEY, name, desc)")
    dm = CardPool.builtin().cards[DM]
    rows = [
        (DM, dm.type, dm.atk, dm.defense, dm.level, dm.race, dm.attribute, "黑魔导（用户库）"),
        (POT, NORMAL, 1000, 1000, 4, 1, 32, "Pot turned monster"),  # wrong kind: skipped
        (VANILLA, NORMAL, 1500, 1200, 4, 1, 32, "Cdb Vanilla"),
        (EFFECT, C.MONSTER | C.EFFECT, 1500, 1200, 4, 1, 32, "Cdb Effect"),
    ]
    for code, typ, atk, dfn, lvl, race, attr, name in rows:
        con.execute("INSERT INTO datas VALUES (?,3,0,0,?,?,?,?,?,?,0)",
                    (code, typ, atk, dfn, lvl, race, attr))
        con.execute("INSERT INTO texts VALUES (?,?,?)", (code, name, "user text"))
    con.commit()
    con.close()
    return path


def test_cdb_names_scripted_cards_and_adds_its_normal_monsters(tmp_path: Path,
                                                               restore: None) -> None:
    db = _cdb(tmp_path / "cards.cdb")
    deck = tmp_path / "d.ydk"
    codes = [DM] * 3 + [CELTIC] * 3 + [VANILLA] * 3 + [53129443] * 3 + [12580477] * 3 \
        + [5318639] * 3 + [44095762] * 3 + [70781052] * 3 + [6368038] * 3 \
        + [15025844] * 3 + [13039848] * 3 + [32452818] * 3 + [72302403] * 3 + [55144522]
    deck.write_text("#main\n" + "\n".join(map(str, codes)) + "\n#extra\n!side\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["--cdb", str(db), "deck", "check", str(deck)])
    assert res.exit_code == 0, res.output
    assert "1 known card(s) renamed/re-statted, 1 Normal Monster(s) added, 2 skipped" \
        in res.output
    cards = default_pool().cards  # the pool the command's duels and checks used
    assert cards[DM].name.zh == "黑魔导（用户库）"
    assert cards[DM].name.en == "Dark Magician"  # the other language is kept
    assert cards[POT].type == C.SPELL  # a database cannot turn a Spell into a monster
    assert cards[VANILLA].name.en == "Cdb Vanilla" and EFFECT not in cards
    assert CardPool.builtin().cards[DM].name.zh != "黑魔导（用户库）"  # the base is unchanged


def test_a_bad_cdb_is_a_clear_error(tmp_path: Path, restore: None) -> None:
    junk = tmp_path / "junk.cdb"
    junk.write_bytes(b"not sqlite" * 50)
    res = CliRunner().invoke(app, ["--cdb", str(junk), "deck", "check", "classic-a"])
    assert res.exit_code == 2 and "junk.cdb" in res.output and "not a SQLite" in res.output
    assert "Traceback" not in res.output
    res = CliRunner().invoke(app, ["--lang", "zh", "--cdb", str(tmp_path / "none.cdb"),
                                   "deck", "check", "classic-a"])
    assert res.exit_code == 2 and "卡片数据库文件不存在" in res.output, res.output
