"""g6-ma: Gaia Soul the Combustible Collective (``cards/scripts/goat6_ma_pyro.py``), its 2004
text (the FET print; the OCG text of the period reads the same): Tribute up to 2 Pyro-Type
monsters for +1000 ATK each, piercing battle damage, destroyed in the End Phase."""

from __future__ import annotations

from goat_mon_steps import answer, cd, normal, run

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame

GAIA = "Gaia Soul the Combustible Collective"


def _pass(g: YgoGame) -> None:
    for _ in range(8):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def test_two_pyro_tributes_give_2000_atk() -> None:
    """"Tribute up to 2 Pyro-Type monsters ... 1000 ATK for each monster Tributed": two Pyro
    Normal Monsters Tributed, 2000 + 2000."""
    pyro = normal(lambda c: c.race & C.RACE_BY_NAME["Pyro"])
    g = run({"players": [{"monsters": [GAIA, pyro, pyro]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": GAIA}})
    for _ in range(3):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "card" for o in d.options):
            break
        g.answer(dict(next(o for o in d.options if o.form.get("action") == "card").form))
    d = g.pending()
    if d is not None and any(o.form.get("action") == "done" for o in d.options):
        answer(g, {"answer": {"action": "done"}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [pyro, pyro] and f["mzone.0.0.atk"] == cd(GAIA).atk + 2000


def test_it_pierces() -> None:
    """Piercing: attacking Battle Ox in Defense Position (DEF 1000) with 2000 ATK deals 1000."""
    g = run({"phase": "battle", "players": [{"monsters": [GAIA]},
                                            {"monsters": [{"card": "Battle Ox", "pos": "def"}]}]})
    answer(g, {"answer": {"action": "attack", "name": GAIA, "target_name": "Battle Ox"}})
    _pass(g)
    assert g.facts()["lp.1"] == 4000 - (cd(GAIA).atk - cd("Battle Ox").defense)


def test_destroyed_in_the_end_phase() -> None:
    """"In the End Phase, destroy this card"."""
    g = run({"players": [{"monsters": [GAIA]}, {}]})
    answer(g, {"answer": {"action": "to_end"}})
    _pass(g)
    assert GAIA in g.facts()["gy.0"]
