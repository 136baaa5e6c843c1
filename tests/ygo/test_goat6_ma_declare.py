"""g6-ma: Great Phantom Thief (``cards/scripts/goat6_ma_declare.py``): "when this card inflicts
Battle Damage to your opponent, declare 1 card name; look at your opponent's hand and, if the
declared card is there, discard it" (its printed text, our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from goat_mon_steps import answer, cd, run

from cardtable.ygo.game import YgoGame

THIEF = "Great Phantom Thief"


def _hit(hand: list[str], declare: str) -> YgoGame:
    g = run({"phase": "battle", "players": [{"monsters": [THIEF]}, {"hand": hand}]})
    answer(g, {"answer": {"action": "attack", "name": THIEF}})  # a direct attack
    for _ in range(6):
        d = g.pending()
        if d is None:
            break
        if any(o.form.get("action") == "choose" for o in d.options):
            answer(g, {"answer": {"action": "choose", "value": cd(declare).code}})
            break
        answer(g, {"answer": dict(d.options[0].form)})
    return g


def test_the_declared_card_is_discarded() -> None:
    """Declaring "Dark Hole" with Dark Hole in the opponent's hand: it is discarded, the other
    card stays; the battle damage was dealt first."""
    g = _hit(["Dark Hole", "Battle Ox"], "Dark Hole")
    f = g.facts()
    assert f["gy.1"] == ["Dark Hole"] and f["hand.1"] == ["Battle Ox"]
    assert f["lp.1"] == 4000 - cd(THIEF).atk


def test_a_miss_shows_the_hand_to_the_thiefs_controller_only() -> None:
    """Declaring a card that is not there discards nothing, but the Thief's controller has
    looked at the hand ("look at your opponent's hand"): seat 0's view names the opponent's
    cards as revealed, a spectator's view does not."""
    g = _hit(["Dark Hole", "Battle Ox"], "Raigeki")
    f = g.facts()
    assert f["gy.1"] == [] and f["hand.1"] == ["Battle Ox", "Dark Hole"]
    shown = {c["name"] for c in g.view(0)["players"][1]["revealed"]}
    assert shown == {"Dark Hole", "Battle Ox"}
    assert not g.view(-1)["players"][1]["revealed"]
