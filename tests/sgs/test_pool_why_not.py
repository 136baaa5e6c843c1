""""Why not?" for the restrictions the 2012/2013 pool and expansion generals add: 帷幕's black
tricks (also 贾诩's own black 闪电), 天义's lost point fight; each reason appears exactly when the
play menu leaves the card (or target) out."""

from __future__ import annotations

from typing import Any

from cardtable.sgs.cards.data import card_by_face
from cardtable.sgs.game import SgsGame, from_scenario

G6 = ["xuchu", "caocao", "jiaxu", "zhangfei", "sunquan", "huanggai"]


def _game(**setup: Any) -> SgsGame:
    base: dict[str, Any] = {"no_skills": True, "generals": list(G6), "current": 1,
                            "phase": "play"}
    base.update(setup)
    return from_scenario(base, 0)


def _menu_cards(g: SgsGame) -> set[int]:
    dec = g.pending()
    assert dec is not None
    return {o.form["card"] for o in dec.options if o.form.get("action") == "use"
            and "skill" not in o.form}


def test_weimu_black_trick_target_is_explained() -> None:
    """帷幕: a black 过河拆桥 on 贾诩 is refused with the colour reason; a red one is fine."""
    g = _game(skills={2: ["weimu"]}, hands={1: ["dismantlement S3", "dismantlement HQ"],
                                            2: ["jink D2"]})
    black, red = card_by_face("dismantlement", "♠", 3), card_by_face("dismantlement", "♥", "Q")
    why = g.why_not(1, {"card": black, "target": 2})
    assert any("colour" in r for r in why), why
    assert g.why_not(1, {"card": red, "target": 2}) == []
    # the only other seat with cards is 贾诩: the black one is not in the menu, and why-not
    # (without a target) says there is no legal target
    assert black not in _menu_cards(g) and red in _menu_cards(g)
    assert any("no legal target" in r for r in g.why_not(1, {"card": black}))


def test_weimu_black_lightning_for_jiaxu_himself() -> None:
    """帷幕: 贾诩 cannot use a black 闪电 (he would be its target); a red one he can."""
    g = _game(skills={1: ["weimu"]}, mode="identity", players=5,
              generals=["caocao", "jiaxu", "zhangliao", "zhangfei", "sunquan"],
              roles=["lord", "rebel", "loyalist", "rebel", "renegade"],
              hands={1: ["lightning SA", "lightning HQ"]})
    black, red = card_by_face("lightning", "♠", "A"), card_by_face("lightning", "♥", "Q")
    assert black not in _menu_cards(g) and red in _menu_cards(g)
    assert any("Behind the Curtain" in r for r in g.why_not(1, {"card": black}))
    assert g.why_not(1, {"card": red}) == []


def test_tianyi_lost_bans_slash_with_a_reason() -> None:
    """天义 not won: no 杀 this turn; the menu leaves it out and why-not gives a reason."""
    g = _game(skills={1: ["tianyi"]}, hands={1: ["slash S7", "jink D2"], 0: ["jink HK"]})
    g.marks[1]["slash_banned"] = 1
    slash = card_by_face("slash", "♠", 7)
    g.stack.append(("play_menu", 1))
    g.req = None
    g.run()
    assert slash not in _menu_cards(g)
    why = g.why_not(1, {"card": slash})
    assert why, "a reason is given"
