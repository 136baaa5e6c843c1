"""g6-ma: Dark Zebra (``cards/scripts/goat6_ma_position.py``), its PSV text: "during your Standby
Phase, if this is the only monster you control, change it to Defense Position; its battle
position cannot be changed during that turn"."""

from __future__ import annotations

from goat_mon_steps import options, run

from cardtable.ygo.game import YgoGame

ZEBRA = "Dark Zebra"


def _to_main(g: YgoGame) -> None:
    for _ in range(8):
        if g.facts()["phase"] == "main1":
            return
        d = g.pending()
        assert d is not None
        g.answer(dict(d.options[0].form))


def test_alone_it_goes_to_defense_and_stays() -> None:
    """Alone in its controller's Standby Phase: it turns to Defense Position and no position
    change is offered for it that turn."""
    g = run({"phase": "draw", "players": [{"monsters": [ZEBRA]}, {}]})
    _to_main(g)
    assert g.facts()["mzone.0.0.pos"] == "def"
    assert not [o for o in options(g, "change_pos") if o.get("name") == ZEBRA]


def test_with_another_monster_it_stays_in_attack_position() -> None:
    """"If this is the only monster you control": beside Battle Ox it stays in Attack Position
    and may change its position."""
    g = run({"phase": "draw", "players": [{"monsters": [ZEBRA, "Battle Ox"]}, {}]})
    _to_main(g)
    assert g.facts()["mzone.0.0.pos"] == "atk"
    assert [o for o in options(g, "change_pos") if o.get("name") == ZEBRA]
