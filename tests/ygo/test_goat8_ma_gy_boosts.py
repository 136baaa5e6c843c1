"""g8-ma: Chaosrider Gustaph (``cards/scripts/goat8_ma_gy_boosts.py``), flagged "Goat-era
version". Era text: its first print's (yugioh-wiki.net early revisions of
《カオスライダー グスタフ》: 「自分の墓地の魔法カードを2枚までゲームから除外する事ができる。この効果
によって除外したカード1枚につき、相手ターン終了時までこのカードの攻撃力は300ポイントアップする。
この効果は1ターンに1度しか使用できない」): the Spells are removed by the effect (no target, no
cost)."""

from __future__ import annotations

from goat7_ma_steps import settle
from goat_mon_steps import answer, run

SPELLS = ["Dark Hole", "Pot of Greed", "Heavy Storm"]


def test_gustaph_removes_up_to_two_spells_for_300_each_once_per_turn() -> None:
    """Activated, it removes the 2 Spells chosen as it resolves (of 3): 1400 + 600; once per
    turn (not offered again); the bonus lasts through the opponent's next turn and ends at the
    start of the turn after."""
    g = run({"players": [{"monsters": ["Chaosrider Gustaph"], "gy": SPELLS}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "Chaosrider Gustaph"}})
    for pick_ in ("Dark Hole", "Pot of Greed"):
        d = g.pending()
        assert d is not None
        g.answer(next(dict(o.form) for o in d.options if o.about.get("name") == pick_))
    settle(g)
    f = g.facts()
    assert f["mzone.0.0.atk"] == 2000 and f["gy.0"] == ["Heavy Storm"]
    assert sorted(f["banished.0"]) == ["Dark Hole", "Pot of Greed"]
    d = g.pending()
    assert d is not None and not [o for o in d.options if o.form.get("action") == "activate"]
    g.answer({"action": "to_end"})
    settle(g, seat=1, limit=30)
    assert g.facts()["mzone.0.0.atk"] == 2000  # the opponent's turn
    g.answer({"action": "to_end"})
    settle(g, seat=0, limit=30)
    assert g.facts()["mzone.0.0.atk"] == 1400  # gone at the start of the next own turn


def test_gustaph_needs_a_spell_in_the_graveyard() -> None:
    """With no Spell Card in the Graveyard (a monster only) the effect is not offered."""
    g = run({"players": [{"monsters": ["Chaosrider Gustaph"], "gy": ["Battle Ox"]}, {}]})
    d = g.pending()
    assert d is not None and not [o for o in d.options if o.form.get("action") == "activate"]
