"""The heuristic bot with the 2012/2013 pool skills: it uses them where they clearly help and
not where they hurt its side (docs/generals.md lists what it still plays badly)."""

from __future__ import annotations

from typing import Any

from cardtable.bots.sgs_heuristic import SgsHeuristicBot
from cardtable.sgs.game import SgsGame, from_scenario, new_game

G6 = ["xuchu", "caocao", "zhangliao", "zhangfei", "sunquan", "huanggai"]


def _game(**setup: Any) -> SgsGame:
    base: dict[str, Any] = {"no_skills": True, "generals": list(G6)}
    base.update(setup)
    return from_scenario(base, 0)


def _bot_form(g: SgsGame) -> dict[str, Any]:
    dec = g.pending()
    assert dec is not None
    return dict(dec.options[SgsHeuristicBot().choose(g, dec)].form)


def test_yinghun_mode_follows_the_target_side() -> None:
    """英魂 with X = 2: an ally draws 2 and discards 1; a foe draws 1 and discards 2."""
    for target, want in ((1, "yinghun_more"), (3, "yinghun_less")):
        g = _game(skills={0: ["yinghun"]}, current=0, phase="prepare", hp={0: 2})
        g.answer(0)  # use it
        dec = g.pending()
        assert dec is not None
        g.answer(next(i for i, o in enumerate(dec.options) if o.form.get("seat") == target))
        assert _bot_form(g) == {"choice": want}


def test_yinghun_target_is_an_ally_when_x_is_two() -> None:
    g = _game(skills={0: ["yinghun"]}, current=0, phase="prepare", hp={0: 2})
    g.answer(0)
    seat = _bot_form(g)["seat"]
    assert seat in (1, 2)


def test_zaiqi_only_with_two_or_more_lost() -> None:
    """再起 reveals X cards instead of drawing 2: worth it from X = 2 on."""
    for hp, want in ((4, "no"), (2, "yes")):
        g = _game(skills={0: ["zaiqi"]}, current=0, phase="draw", hp={0: hp},
                  maxhp={0: 5}, draw_top=["slash S7", "jink D2", "jink D3"])
        assert _bot_form(g) == {"answer": want}


def test_huanshi_fixes_a_teammates_indulgence() -> None:
    """缓释: the ♦ judgement of the teammate's 乐不思蜀 is replaced by the bot's ♥ card."""
    g = _game(skills={0: ["huanshi"]}, current=1, phase="judge", judge={1: ["indulgence S6"]},
              hands={0: ["slash S7", "peach H3"]}, draw_top=["jink D2", "slash C2", "slash C3"])
    form = _bot_form(g)
    assert form.get("card") is not None and g.card_name(form["card"]) == "peach"


def test_huanshi_leaves_a_good_judgement_alone() -> None:
    g = _game(skills={0: ["huanshi"]}, current=1, phase="judge", judge={1: ["indulgence S6"]},
              hands={0: ["slash S7", "peach H3"]}, draw_top=["peach H4", "slash C2"])
    assert _bot_form(g) == {"pick": "done"}


def test_luanwu_and_tiaoxin_guards() -> None:
    """乱武 is not used when the foes are not more than the allies; 挑衅 not on allies only."""
    g = _game(skills={1: ["luanwu", "tiaoxin"]}, current=1, phase="play", dead=[3, 5],
              hands={1: []})
    # foes alive: seat 4 only; allies: 0, 2 -> no 乱武; seats in range of seat 1 are allies
    assert _bot_form(g) == {"action": "end"}
    g = _game(skills={1: ["luanwu"]}, current=1, phase="play", hands={1: []})
    assert _bot_form(g) == {"action": "skill", "skill": "luanwu"}


def test_heuristic_plays_the_2013_pool_cleanly() -> None:
    """Heuristic bots on both sides over the 2013 pool: games end, no illegal answers."""
    bot = SgsHeuristicBot()
    for seed in range(6):
        g = new_game({"mode": "3v3", "pool": "2013"}, seed)
        n = 0
        while (dec := g.pending()) is not None and n < 6000:
            g.answer(bot.choose(g, dec))
            n += 1
        assert g.is_over(), seed
