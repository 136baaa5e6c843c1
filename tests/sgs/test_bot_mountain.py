"""The heuristic bot with the 山 generals' skills (巧变, 享乐, 放权, 直谏, 固政, 化身): it uses them
where they clearly help its side and not where they hurt it (3v3 setups: sides are known).
docs/generals.md lists what it still plays badly."""

from __future__ import annotations

from typing import Any

from cardtable.bots.sgs_heuristic import SgsHeuristicBot
from cardtable.sgs.cards.data import NAME
from cardtable.sgs.game import SgsGame, from_scenario, new_game

# 3v3: seats 0-2 are one side, 3-5 the other
G6 = ["zhanghe", "caocao", "zhangliao", "zhangfei", "sunquan", "huanggai"]


def _game(**setup: Any) -> SgsGame:
    base: dict[str, Any] = {"no_skills": True, "generals": list(G6)}
    base.update(setup)
    return from_scenario(base, 0)


def _bot_form(g: SgsGame) -> dict[str, Any]:
    dec = g.pending()
    assert dec is not None
    return dict(dec.options[SgsHeuristicBot().choose(g, dec)].form)


def _answer(g: SgsGame, **want: Any) -> None:
    dec = g.pending()
    assert dec is not None
    g.answer(next(i for i, o in enumerate(dec.options)
                  if all(o.form.get(k) == v for k, v in want.items())))


def test_qiaobian_skips_the_judge_phase_only_under_a_bad_trick() -> None:
    with_trick = _game(skills={0: ["qiaobian"]}, current=0, phase="judge",
                       judge={0: ["indulgence S6"]}, hands={0: ["jink D2"]})
    assert _bot_form(with_trick) == {"answer": "yes"}
    without = _game(skills={0: ["qiaobian"]}, current=0, phase="judge", hands={0: ["jink D2"]})
    assert _bot_form(without) == {"answer": "no"}


def test_qiaobian_moves_an_allys_indulgence_to_a_foe() -> None:
    g = _game(skills={0: ["qiaobian"]}, current=0, phase="play", hands={0: ["jink D2"]},
              judge={1: ["indulgence S6"]})
    assert _bot_form(g) == {"answer": "yes"}
    _answer(g, answer="yes")  # the discard is forced (one card)
    form = _bot_form(g)
    assert NAME[form["card"]] == "indulgence"
    g.answer(next(i for i, o in enumerate(g.pending().options)  # type: ignore[union-attr]
                  if o.form == form))
    assert _bot_form(g)["seat"] in (3, 4, 5)


def test_xiangle_a_foe_pays_a_cheap_basic_an_ally_does_not() -> None:
    for user, pays in ((5, True), (1, False)):  # both at distance 1 from 刘禅 (seat 0)
        g = _game(generals=["liushan", *G6[1:]], skills={0: ["xiangle"]}, current=user,
                  phase="play", hands={user: ["slash S7", "jink D2", "peach H3"]})
        _answer(g, action="use", card=g.hand[user][0])
        _answer(g, target=0)
        form = _bot_form(g)
        if pays:
            assert "card" in form and NAME[form["card"]] == "jink", form
        else:
            assert form == {"pick": "done"}, form


def test_guzheng_gives_a_foe_back_its_worst_card() -> None:
    g = _game(generals=["caocao", "zhangzhaozhanghong", *G6[2:]], skills={1: ["guzheng"]},
              current=4, phase="discard", hp={4: 1},
              hands={4: ["peach H3", "jink D2", "slash S7", "nullification SJ"]})
    hand = list(g.hand[4])
    for c in hand[1:]:  # seat 4 keeps the 桃 and discards the three others
        _answer(g, card=c)
    assert _bot_form(g) == {"answer": "yes"}
    _answer(g, answer="yes")
    form = _bot_form(g)
    assert NAME[form["card"]] == "slash", form  # the cheapest goes back to the foe


def test_zhijian_gives_a_spare_armor_to_an_ally() -> None:
    g = _game(generals=["caocao", "zhangzhaozhanghong", *G6[2:]], skills={1: ["zhijian"]},
              current=1, phase="play", hands={1: ["eight_diagram S2"]},
              equip={1: ["nioh_shield C2"], 0: ["eight_diagram C2"]})
    assert _bot_form(g) == {"action": "skill", "skill": "zhijian"}
    _answer(g, action="skill", skill="zhijian")
    assert _bot_form(g) == {"seat": 2}  # the ally without armor, not a foe


def test_huashen_declares_a_skill_for_whose_turn_comes() -> None:
    g = _game(generals=["caocao", "zuoci", *G6[2:]], skills={1: ["huashen"]}, current=1,
              phase="play", huashen={1: {"cards": ["zhouyu", "simayi"], "skill": "yingzi"}})
    _answer(g, action="end")
    form = _bot_form(g)  # end of his turn: a skill for the others' turns
    assert form == {"general": "simayi", "skill": "fankui"}, form


def test_fangquan_gives_the_extra_turn_to_an_ally() -> None:
    g = _game(generals=["caocao", "liushan", *G6[2:]], skills={1: ["fangquan"]}, current=1,
              phase="play", hands={1: ["jink D2", "slash S7"]})
    assert _bot_form(g) == {"answer": "yes"}
    _answer(g, answer="yes")
    assert _bot_form(g) == {"answer": "yes"}
    _answer(g, answer="yes")
    assert _bot_form(g)["seat"] in (0, 2)


def test_heuristic_bots_finish_games_with_the_mountain_generals() -> None:
    """Bots only, identity with the five 山 generals: every game ends, and the bots use 巧变,
    屯田, 急袭, 享乐, 固政 and 化身."""
    used: set[str] = set()
    for seed in range(16):
        g = new_game({"mode": "identity", "players": 5, "pool": "standard+wind+mountain",
                      "generals": ["liushan", "zuoci", "dengai", "zhanghe",
                                   "zhangzhaozhanghong"]}, seed)
        bot = SgsHeuristicBot(seed)
        d = 0
        while (dec := g.pending()) is not None:
            g.answer(bot.choose(g, dec))
            d += 1
            assert d < 20000, seed
        used.update(e.public["skill"] for e in g.log if e.kind == "skill")
    assert {"qiaobian", "tuntian", "jixi", "xiangle", "guzheng", "huashen"} <= used, used
