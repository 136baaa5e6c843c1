"""青囊 and 结姻 share one flow (generals/discard_to_heal.py); the differences that remain are
parameters, checked here: how many cards, who may be healed, whether the owner heals too."""

from __future__ import annotations

from typing import Any

from cardtable.sgs.scenario_setup import build

SKILL_Q = {"action": "skill", "skill": "qingnang"}
SKILL_J = {"action": "skill", "skill": "jieyin"}


def _game(skill: str, general: str, **extra: Any) -> Any:
    return build({"no_skills": True, "skills": {1: [skill]}, "current": 1, "phase": "play",
                  "generals": ["xuchu", general, "daqiao", "zhangfei", "sunquan", "huanggai"],
                  **extra}, 1)


def _offered(g: Any, form: dict[str, str]) -> bool:
    dec = g.pending()
    return dec is not None and any(o.form == form for o in dec.options)


def test_qingnang_heals_huatuo_himself_and_needs_one_card() -> None:
    """青囊 (qingnang): the wounded character may be 华佗 himself; no hand card, no 青囊."""
    g = _game("qingnang", "huatuo", hp={1: 1}, hands={1: ["slash S7"]})
    g.answer(SKILL_Q)  # one card and one wounded seat: both picks are forced, not asked
    assert g.hp[1] == 2 and g.hand[1] == []
    assert not _offered(g, SKILL_Q)
    g2 = _game("qingnang", "huatuo", hp={1: 1})
    assert not _offered(g2, SKILL_Q)


def test_qingnang_not_offered_when_nobody_is_wounded() -> None:
    """青囊 (qingnang) needs a wounded character."""
    g = _game("qingnang", "huatuo", hands={1: ["slash S7"]})
    assert not _offered(g, SKILL_Q)


def test_jieyin_needs_two_cards_and_a_wounded_man() -> None:
    """结姻 (jieyin): two hand cards; only a wounded male other than 孙尚香 (大乔 at seat 2 is a
    woman); she recovers too (capped at her max HP)."""
    assert not _offered(_game("jieyin", "sunshangxiang", hp={3: 2},
                              hands={1: ["slash S7"]}), SKILL_J)
    assert not _offered(_game("jieyin", "sunshangxiang", hp={2: 1},
                              hands={1: ["slash S7", "jink D2"]}), SKILL_J)
    g = _game("jieyin", "sunshangxiang", hp={2: 1, 3: 2}, hands={1: ["slash S7", "jink D2"]})
    g.answer(SKILL_J)  # two cards, one wounded man: forced
    assert (g.hp[1], g.hp[2], g.hp[3]) == (g.maxhp[1], 1, 3)  # seat 1 was unhurt
    assert g.hand[1] == [] and not _offered(g, SKILL_J)


def _bot_plays(g: Any) -> dict[str, Any]:
    from cardtable.bots.sgs_heuristic import SgsHeuristicBot

    dec = g.pending()
    assert dec is not None
    return dict(dec.options[SgsHeuristicBot().choose(g, dec)].form)


def test_heuristic_bot_heals_allies_not_enemies() -> None:
    """The heuristic bot's 青囊: not used when only an enemy is wounded; aimed at the most hurt
    ally when one is (it once healed an enemy)."""
    probe = _game("qingnang", "huatuo")
    enemy = next(s for s in range(6) if probe.side[s] != probe.side[1])
    mate = next(s for s in range(6) if s != 1 and probe.side[s] == probe.side[1])
    g = _game("qingnang", "huatuo", hp={enemy: 1}, hands={1: ["slash S7"]})
    assert _offered(g, SKILL_Q) and _bot_plays(g) != SKILL_Q
    g = _game("qingnang", "huatuo", hp={enemy: 1, mate: 2}, hands={1: ["jink D2", "jink D3"]})
    assert _bot_plays(g) == SKILL_Q
    g.answer(SKILL_Q)
    while (dec := g.pending()) is not None and dec.seat == 1 and "seat" not in dec.options[0].form:
        g.answer(_bot_plays(g))  # the card to discard
    assert _bot_plays(g) == {"seat": mate}
