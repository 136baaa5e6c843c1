"""One legality source (issue 10, bug 3): Sanguosha "why not?" is derived from the functions that
build the play menu (``use_reason``) and the target choice (``targets_for``).

With 闪电 already in one's judgement area the menu refuses a second one (rule: a judgement area
holds at most one delayed trick of a name — 闪电 moves on to the next player instead of being used
twice), and "why not?" used to give no reason at all. The same for 乐不思蜀 on a target that
already has one.
"""

from __future__ import annotations

from cardtable.sgs.rules.use_card import menu_options
from cardtable.sgs.scenario_setup import build

G5 = ["caocao", "liubei", "sunquan", "zhangfei", "huanggai"]  # five seats


def test_second_lightning_refused_by_menu_and_explained() -> None:
    g = build({"mode": "identity", "players": 5, "no_skills": True, "generals": G5, "current": 0,
               "phase": "play", "judge": {0: ["lightning"]}, "hands": {0: ["lightning"]}}, 1)
    c = g.hand[0][0]
    offered = {o.get("card") for o in menu_options(g, 0)}
    assert c not in offered
    reasons = g.why_not(0, {"card": c})
    assert reasons == ["a Lightning is already in your judgement area"]  # was [] (two sources)
    assert g.why_not_zh(0, {"card": c}) == ["你的判定区里已有【闪电】"]


def test_lightning_allowed_when_the_judgement_area_has_none() -> None:
    g = build({"mode": "identity", "players": 5, "no_skills": True, "generals": G5, "current": 0,
               "phase": "play", "judge": {1: ["lightning"]}, "hands": {0: ["lightning"]}}, 1)
    c = g.hand[0][0]
    assert c in {o.get("card") for o in menu_options(g, 0)}
    assert g.why_not(0, {"card": c}) == []


def test_indulgence_on_a_target_that_has_one_is_explained() -> None:
    g = build({"mode": "identity", "players": 5, "no_skills": True, "generals": G5, "current": 0,
               "phase": "play", "judge": {1: ["indulgence"]}, "hands": {0: ["indulgence"]}}, 1)
    c = g.hand[0][0]
    assert g.why_not(0, {"card": c}) == []  # seats 2-4 are legal targets
    assert g.why_not(0, {"card": c, "target": 1}) == [
        "the target already has a Contentment in its judgement area"]
    assert g.why_not(0, {"card": c, "target": 2}) == []
