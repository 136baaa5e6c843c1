"""g6-ma: the Charmers (``cards/scripts/goat6_ma_charmers.py``): "FLIP: take control of 1
<Attribute> monster your opponent controls as long as this card remains face-up on the field"
(Aussa the Earth Charmer, Eria the Water Charmer; their printed text, our own words)."""

from __future__ import annotations

from goat_mon_steps import answer, cd, normal, run

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame

AUSSA = "Aussa the Earth Charmer"
ERIA = "Eria the Water Charmer"
OX = "Battle Ox"  # EARTH


def _pass(g: YgoGame) -> None:
    for _ in range(8):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def _flip(g: YgoGame, name: str) -> None:
    answer(g, {"answer": {"action": "flip_summon", "name": name}})
    _pass(g)


def test_aussa_takes_an_earth_monster() -> None:
    """Flip Summoned, Aussa takes the opponent's face-up EARTH monster (Battle Ox)."""
    assert cd(OX).attribute == C.EARTH
    g = run({"players": [{"monsters": [{"card": AUSSA, "pos": "fd_def"}]}, {"monsters": [OX]}]})
    _flip(g, AUSSA)
    f = g.facts()
    assert f["monsters.0"] == [AUSSA, OX] and f["monsters.1"] == []


def test_control_ends_when_the_charmer_is_no_longer_face_up() -> None:
    """"As long as this card remains face-up on the field": Book of Moon turns Aussa face-down
    and Battle Ox goes back to its owner."""
    g = run({"players": [{"hand": ["Book of Moon"], "monsters": [{"card": AUSSA, "pos": "fd_def"}]},
                         {"monsters": [OX]}]})
    _flip(g, AUSSA)
    assert g.facts()["monsters.0"] == [AUSSA, OX]
    answer(g, {"answer": {"action": "activate", "name": "Book of Moon"}})
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, {"answer": {"action": "card", "name": AUSSA}})
    _pass(g)
    f = g.facts()
    assert f["monsters.1"] == [OX] and f["monsters.0"] == [AUSSA]
    assert f["mzone.0.0.pos"] == "fd_def"


def test_control_ends_when_the_charmer_leaves_the_field() -> None:
    """Aussa Tributed for the Tribute Summon of Summoned Skull leaves the field: Battle Ox goes
    back to its owner at once."""
    g = run({"players": [{"hand": ["Summoned Skull"],
                          "monsters": [{"card": AUSSA, "pos": "fd_def"}]}, {"monsters": [OX]}]})
    _flip(g, AUSSA)
    assert g.facts()["monsters.0"] == [AUSSA, OX]
    answer(g, {"answer": {"action": "summon", "name": "Summoned Skull"}})
    answer(g, {"answer": {"action": "tribute", "name": AUSSA}})
    d = g.pending()
    if d is not None and any(o.form.get("action") == "done" for o in d.options):
        answer(g, {"answer": {"action": "done"}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [AUSSA] and f["monsters.1"] == [OX]
    assert f["monsters.0"] == ["Summoned Skull"]


def test_eria_needs_a_water_monster() -> None:
    """Eria takes only a WATER monster: against Battle Ox (EARTH) its Flip effect has no
    target and nothing changes hands; a WATER monster is taken."""
    g = run({"players": [{"monsters": [{"card": ERIA, "pos": "fd_def"}]}, {"monsters": [OX]}]})
    _flip(g, ERIA)
    assert g.facts()["monsters.1"] == [OX]
    water = normal(lambda c: c.attribute == C.WATER)
    g = run({"players": [{"monsters": [{"card": ERIA, "pos": "fd_def"}]}, {"monsters": [water]}]})
    _flip(g, ERIA)
    assert g.facts()["monsters.0"] == [ERIA, water]
