"""g6-mb: Hiita the Fire Charmer and Wynn the Wind Charmer (``cards/scripts/goat6_mb_charmers.py``
over g6-ma's Charmers): "FLIP: take control of 1 FIRE (WIND) monster your opponent controls as
long as this card remains face-up on the field" (TLM texts, our own words)."""

from __future__ import annotations

from goat_mon_steps import answer, normal, run

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame


def _flip(g: YgoGame, name: str) -> None:
    answer(g, {"answer": {"action": "flip_summon", "name": name}})
    for _ in range(8):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_hiita_takes_a_fire_monster_only() -> None:
    """Flip Summoned, Hiita takes the opponent's FIRE monster and leaves the EARTH one."""
    fire = normal(lambda c: c.attribute == C.FIRE)
    g = run({"players": [{"monsters": [{"card": "Hiita the Fire Charmer", "pos": "fd_def"}]},
                         {"monsters": [fire, "Battle Ox"]}]})
    _flip(g, "Hiita the Fire Charmer")
    f = g.facts()
    assert f["monsters.0"] == ["Hiita the Fire Charmer", fire] and f["monsters.1"] == [
        "Battle Ox"]


def test_wynn_takes_a_wind_monster_while_face_up() -> None:
    """Wynn takes the WIND monster; when Wynn leaves the field (Fissure would not hit it:
    destroyed here by the state of the field is not needed — Book of Moon turns it face-down)
    the monster goes back."""
    wind = normal(lambda c: c.attribute == C.WIND)
    g = run({"players": [{"monsters": [{"card": "Wynn the Wind Charmer", "pos": "fd_def"}],
                          "hand": ["Book of Moon"]}, {"monsters": [wind]}]})
    _flip(g, "Wynn the Wind Charmer")
    assert g.facts()["monsters.0"] == ["Wynn the Wind Charmer", wind]
    answer(g, {"answer": {"action": "activate", "name": "Book of Moon"}})
    for _ in range(6):
        d = g.pending()
        if d is None:
            break
        cards = [o.form for o in d.options if o.form.get("action") == "card"
                 and o.about.get("name") == "Wynn the Wind Charmer"]
        if cards:
            answer(g, {"answer": cards[0]})
        elif any(o.form.get("action") == "pass" for o in d.options):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    f = g.facts()
    assert f["monsters.1"] == [wind] and f["mzone.0.0.pos"] == "fd_def"
