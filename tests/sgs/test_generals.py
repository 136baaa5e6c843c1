"""The 32 generals of the 2011 pool: every skill registered with our own zh/en text, one or more
scenario files per skill (scenarios/sgs/generals/, each naming its general and skills), and
direct tests of rulings that scenario facts cannot show (观星 bottom order, 据守 turning over,
lord skills on only for the identity-mode lord)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import cardtable.sgs.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.sgs.cards.data import NAME
from cardtable.sgs.game import SgsGame, from_scenario, new_game
from cardtable.sgs.generals.data import BY_ID, GENERALS, LORD_SKILLS
from cardtable.sgs.skills.api import SKILLS, load_skill_modules

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "sgs" / "generals"
FILES = sorted(ROOT.glob("*.yaml"))
ALL_SKILLS = sorted({s for g in GENERALS for s in g.skills})


def _answer(g: SgsGame, **want: Any) -> None:
    dec = g.pending()
    assert dec is not None
    hits = [i for i, o in enumerate(dec.options)
            if all(o.form.get(k) == v for k, v in want.items())]
    assert len(hits) == 1, (want, [o.form for o in dec.options])
    g.answer(hits[0])


def _answer_label(g: SgsGame, text: str) -> None:
    dec = g.pending()
    assert dec is not None
    hits = [i for i, o in enumerate(dec.options) if text.lower() in o.label.en.lower()]
    assert len(hits) == 1, (text, [o.label.en for o in dec.options])
    g.answer(hits[0])


def test_scenario_folder_is_populated() -> None:
    """A missing or emptied folder must fail, not pass."""
    assert len(FILES) >= 60


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_general_scenario(path: Path) -> None:
    """One scenario: it names its general and skills and every step holds."""
    sc = Scenario.load(path)
    assert sc.rule, f"{path}: no rule field"
    assert sc.meta.get("general") in BY_ID, f"{path}: 'general' must be a general id"
    skills = sc.meta.get("skills")
    assert isinstance(skills, list) and skills, f"{path}: 'skills' must list skill ids"
    assert all(s in ALL_SKILLS for s in skills), f"{path}: unknown skill in {skills}"
    sc.run()


def test_every_skill_is_registered_with_our_texts() -> None:
    """Each skill id of the 32 generals has a Skill with a zh and an en name and text."""
    load_skill_modules()
    missing = [s for s in ALL_SKILLS if s not in SKILLS]
    assert not missing, f"skills without behaviour: {missing}"
    for sid in ALL_SKILLS:
        sk = SKILLS[sid]
        assert sk.name.zh and sk.name.en and sk.text.zh and sk.text.en, sid
        assert ("lord" in sk.tags) == (sid in LORD_SKILLS), sid
        # meta: a hook the rules read (救主's rescue option; "hook" names the rules function
        # for 完杀 and 神戟)
        assert sk.triggers or sk.view_as or sk.active or sk.mods or "lord" in sk.tags \
            or sk.meta, sid


def test_every_skill_and_general_has_a_scenario() -> None:
    """Each skill id and each of the 32 generals is named by at least one scenario file."""
    skills: set[str] = set()
    gens: set[str] = set()
    for p in FILES:
        sc = Scenario.load(p)
        skills.update(sc.meta.get("skills", []))
        gens.add(sc.meta.get("general", ""))
    assert sorted(set(ALL_SKILLS) - skills) == []
    assert sorted(set(BY_ID) - gens) == []


def test_guanxing_top_and_bottom_order() -> None:
    """观星: first pick is the new top card; the bottom cards keep the picked order, last pick
    at the very bottom; the other cards of the pile stay between them."""
    g = from_scenario({
        "no_skills": True, "skills": {1: ["guanxing"]},
        "generals": ["xuchu", "zhugeliang", "lvmeng", "zhangfei", "sunquan", "huanggai"],
        "current": 1, "phase": "prepare",
        "draw_top": ["peach H3", "jink D2", "slash S7", "duel SA", "snatch S3"],
    }, 0)
    size = len(g.draw_pile)
    _answer(g, answer="yes")
    _answer_label(g, "Snatch")
    _answer_label(g, "Peach")
    _answer(g, pick="done")
    _answer_label(g, "Slash")
    _answer_label(g, "Duel")  # the lone last card (Dodge) is not asked about
    pile = g.draw_pile
    assert len(pile) == size - 2  # the draw phase took the two top cards
    assert [NAME[c] for c in g.hand[1]] == ["snatch", "peach"]  # snatch was on top
    assert [NAME[c] for c in pile[:3]] == ["jink", "duel", "slash"]  # jink at the very bottom


def test_guanxing_sees_at_most_the_living_count() -> None:
    """观星 looks at X = living characters (here 4 with two dead), not 5."""
    g = from_scenario({
        "no_skills": True, "skills": {1: ["guanxing"]}, "dead": [3, 5],
        "generals": ["xuchu", "zhugeliang", "lvmeng", "zhangfei", "sunquan", "huanggai"],
        "current": 1, "phase": "prepare",
    }, 0)
    _answer(g, answer="yes")
    dec = g.pending()
    assert dec is not None and len(dec.options) == 4 + 1  # four cards + done


def test_jushou_face_down_skips_the_next_turn() -> None:
    """据守: after turning over, 曹仁's next turn is skipped (no draw) and he turns back up."""
    g = from_scenario({
        "no_skills": True, "skills": {1: ["jushou"]},
        "generals": ["xuchu", "caoren", "lvmeng", "zhangfei", "sunquan", "huanggai"],
        "current": 1, "phase": "finish",
    }, 0)
    _answer(g, answer="yes")
    assert g.marks[1].get("flipped") == 1
    hand = len(g.hand[1])
    # hand the turn straight to seat 1 again, as the mode would later
    g.req = None
    g.stack.clear()
    g.tapped = [False] * 6
    g.stack.append(("turn", 1))
    g.run()
    assert not g.marks[1].get("flipped")
    assert len(g.hand[1]) == hand  # the draw phase was skipped with the rest of the turn
    assert any(e.kind == "turn_skipped" for e in g.log)
    # 3v3 (the seed is silent on face-down characters): the turn started, so the identity
    # card is tapped even though the rest of the turn was skipped
    assert g.tapped[1]


def test_lord_skills_only_for_identity_lord() -> None:
    """No lord skills in 3v3 (seed); in identity mode only the lord seat has them."""
    g3 = new_game({"mode": "3v3", "generals": ["sunquan", "liubei", "zhangjiao", "lvbu",
                                                "caocao", "huatuo"]}, 1)
    assert not any(s in LORD_SKILLS for sk in g3.skills for s in sk)
    gi = new_game({"mode": "identity", "players": 5,
                   "generals": ["zhangjiao", "caocao", "liubei", "sunquan", "lvbu"]}, 1)
    assert "huangtian" in gi.skills[0]
    assert not any(s in LORD_SKILLS for sk in gi.skills[1:] for s in sk)


def test_jijiang_nobody_helps_not_offered_again() -> None:
    """激将 in the play phase: when every Shu seat declines, it is not offered again this
    phase (no endless loop of asks), and no 杀 was used."""
    g = from_scenario({
        "mode": "identity", "players": 5, "roles": ["lord", "rebel", "loyalist", "rebel",
                                                    "renegade"],
        "generals": ["liubei", "xuchu", "guanyu", "zhangfei", "simayi"],
        "no_skills": True, "skills": {0: ["jijiang"]}, "current": 0, "phase": "play",
        "hands": {2: ["slash S7"], 3: ["slash C2"]},
    }, 0)
    _answer(g, action="skill", skill="jijiang")
    _answer(g, seat=1)
    _answer(g, respond="pass")
    _answer(g, respond="pass")
    dec = g.pending()
    assert dec is not None and dec.seat == 0
    assert not any(o.form.get("skill") == "jijiang" for o in dec.options)
    assert g.used_count(0, "slash") == 0 and g.hp[1] == 4
