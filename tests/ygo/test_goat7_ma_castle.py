"""g7-ma: Castle of Dark Illusions (``cards/scripts/goat7_ma_castle.py``). Source of the text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/00062121.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, cd, normal, run

from cardtable.ygo.cards import constants as C

ZOMBIE = normal(lambda c: c.race == C.RACE_BY_NAME["Zombie"])


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g, stops=("to_end",), prefer=("pass", "decline", "to_end"), seat=0)


def _next_own_turn(g: Any) -> None:
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(12):
        d = g.pending()
        assert d is not None
        if g.facts()["turn_player"] == 0 and d.seat == 0 and g.facts()["phase"] == "main1":
            return
        forms = [dict(o.form) for o in d.options]
        g.answer(next((f for f in forms if f.get("action") in ("pass", "decline", "to_end")),
                      forms[0]))


def test_castle_raises_zombies_200_then_200_per_standby_up_to_four() -> None:
    """"FLIP: All Zombie-Type monsters gain 200 ATK and DEF. During each of your next 4
    Standby Phases, each ... gains 200 more": +200 at the flip, +400 after one own Standby
    Phase, and no more than +1000 after five."""
    z = cd(ZOMBIE)
    g = run({"players": [{"monsters": [{"card": "Castle of Dark Illusions", "pos": "fd_def"},
                                       ZOMBIE]}, {}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Castle of Dark Illusions"}})
    _settle(g)
    assert g.facts()["mzone.0.1.atk"] == z.atk + 200
    assert g.facts()["mzone.0.1.def"] == z.defense + 200
    _next_own_turn(g)
    assert g.facts()["mzone.0.1.atk"] == z.atk + 400
    for _ in range(4):
        _next_own_turn(g)
    assert g.facts()["mzone.0.1.atk"] == z.atk + 1000


def test_castle_turned_face_down_the_bonus_ends() -> None:
    """"These effects last as long as this card is face-up on the field" and "All Zombie-Type
    monsters" (either side): the opponent's Zombie gets +200 too; once the opponent's Book of
    Moon turns the Castle face-down, the bonus is gone."""
    z = cd(ZOMBIE)
    g = run({"players": [{"monsters": [{"card": "Castle of Dark Illusions", "pos": "fd_def"},
                                       ZOMBIE]},
                         {"hand": ["Book of Moon"], "monsters": [ZOMBIE]}]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Castle of Dark Illusions"}})
    _settle(g)
    assert g.facts()["mzone.0.1.atk"] == z.atk + 200
    assert g.facts()["mzone.1.0.atk"] == z.atk + 200
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(8):
        d = g.pending()
        assert d is not None
        if d.seat == 1 and any(o.about.get("name") == "Book of Moon" for o in d.options):
            answer(g, act("Book of Moon"))
            answer(g, {"answer": {"action": "card", "name": "Castle of Dark Illusions"}})
            break
        forms = [dict(o.form) for o in d.options]
        g.answer(next((f for f in forms if f.get("action") in ("pass", "decline", "to_end")),
                      forms[0]))
    for _ in range(6):
        d = g.pending()
        if d is None or (d.seat == 1 and any(o.form.get("action") == "to_end"
                                             for o in d.options)):
            break
        g.answer({"action": "pass"})
    f = g.facts()
    assert f["mzone.0.0.pos"] == "fd_def"
    assert f["mzone.0.1.atk"] == z.atk and f["mzone.1.0.atk"] == z.atk
