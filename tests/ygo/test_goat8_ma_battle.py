"""g8-ma: D.D. Crazy Beast and Fenrir (``cards/scripts/goat8_ma_battle.py``), both flagged
"Goat-era version". Era texts: their first prints' (yugioh-wiki.net early revisions of
《異次元の狂獣》: 「このカードが戦闘によって破壊したモンスターはゲームから除外される」 and of
《フェンリル》: 「自分の墓地の水属性モンスター2体をゲームから除外して特殊召喚する。このカードが
戦闘によって相手モンスターを破壊した場合、次の相手ターンのドローフェイズをスキップする」,
with its note 「相打ちやトークンの破壊でも効果が発動する」)."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, normal, options, run

from cardtable.ygo.cards import constants as C

WATER = normal(lambda c: c.attribute == C.ATTRIBUTE_BY_NAME["WATER"])
WEAK = normal(lambda c: c.atk < 1000 and c.defense < 1000)
EVEN = normal(lambda c: c.atk == 1400 and c.defense < 1400)  # trades with a 1400 ATK attacker


def _attack(g: Any, name: str) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack") if f.get("name") == name)})
    settle(g)


def test_dd_crazy_beast_removes_its_battle_victim_from_play() -> None:
    """"A monster destroyed by battle with this card is removed from play": Witch of the Black
    Forest it destroys never reaches the Graveyard, so its search does not start."""
    g = run({"players": [{"monsters": ["D.D. Crazy Beast"]},
                         {"monsters": [{"card": "Witch of the Black Forest", "pos": "atk"}]}]})
    _attack(g, "D.D. Crazy Beast")
    f = g.facts()
    assert f["gy.1"] == [] and f["banished.1"] == ["Witch of the Black Forest"]
    assert f["hand_count.1"] == 0


def test_fenrir_is_special_summoned_by_removing_two_water_monsters() -> None:
    """"Special Summon by removing 2 WATER monsters in your Graveyard from play": offered with
    two, not with one; doing it removes both."""
    g = run({"players": [{"hand": ["Fenrir"], "gy": [WATER]}, {}]})
    assert not [o for o in g.pending().options if o.form.get("action") == "goat_mon_proc"]
    g = run({"players": [{"hand": ["Fenrir"], "gy": [WATER, WATER]}, {}]})
    answer(g, {"answer": {"action": "goat_mon_proc", "name": "Fenrir"}})
    settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Fenrir"] and f["gy.0"] == [] and f["banished.0"] == [WATER] * 2


def _opponents_draw_phase(g: Any) -> int:
    """End seat 0's turn; the number of cards seat 1 holds in its Main Phase 1."""
    g.answer({"action": "to_end"})
    settle(g, seat=1, limit=30)
    assert g.facts()["phase"] == "main1"
    return int(g.facts()["hand_count.1"])


def test_fenrir_skips_the_opponents_next_draw_also_when_destroyed_with_it() -> None:
    """"If this card destroys an opponent's monster by battle, skip the opponent's next Draw
    Phase" — after destroying a weak monster the opponent starts its turn with no card; after a
    mutual destruction (1400 against 1400, Fenrir gone too) as well; without a battle they draw."""
    for foe in (WEAK, EVEN):
        g = run({"players": [{"monsters": ["Fenrir"]},
                             {"monsters": [{"card": foe, "pos": "atk"}]}]})
        _attack(g, "Fenrir")
        assert foe in g.facts()["gy.1"], foe
        d = g.pending()
        while d is not None and d.seat == 0 and not any(
                o.form.get("action") == "to_end" for o in d.options):
            g.answer(dict(d.options[-1].form))
            d = g.pending()
        assert _opponents_draw_phase(g) == 0, foe
    g = run({"players": [{"monsters": ["Fenrir"]}, {}]})
    assert _opponents_draw_phase(g) == 1
