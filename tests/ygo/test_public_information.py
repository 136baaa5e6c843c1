"""Public and private information in every seat's view, over random duels.

- ``Y3-gy-zone`` (seed 000 part 3, 决斗场区域 「3 墓地…决斗中随时可以互相确认墓地内的情况」): both
  graveyards are face up and visible to both players (and spectators) at any time.
- ``Y3-public-gy-check`` (seed 000 part 3, 公开的情报 「确认的时候要注意不能改变摆放的顺序」):
  looking at a graveyard shows it in its real order and changes nothing.
- ``Y3-fusion-summon-3`` (seed 000 part 3, 怪物卡的分类 「将融合卡组背面向上放置在融合区域内，
  不得互相确认」): the Fusion Deck is hidden from the opponent (only its count is public).
"""

from __future__ import annotations

import json

from cardtable.bots.random_bot import RandomBot
from cardtable.ygo.game import YgoGame, new_duel, preset_deck


def _play(seed: int, steps: int) -> YgoGame:
    g = new_duel(preset_deck("yugi-classic"), preset_deck("kaiba-classic"), seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        d = g.pending()
        if d is None:
            break
        g.answer(bot.choose(g, d))
    return g


def test_graveyards_are_public_in_order_and_fusion_decks_private() -> None:
    seen_gy = seen_extra = 0
    for seed in range(12):
        g = _play(seed, 150)
        facts = g.facts()
        spectator = g.view(-1)
        for p in (0, 1):
            # Y3-gy-zone / Y3-public-gy-check: every seat and the spectator see the same
            # graveyard, face up, in the engine's own order
            gy_codes = [c["code"] for c in spectator["players"][p]["gy"]]
            for seat in (0, 1, -1):
                view = g.view(seat)["players"][p]
                assert [c["code"] for c in view["gy"]] == gy_codes
                assert all(c.get("hidden") is not True for c in view["gy"])
            seen_gy += len(gy_codes)
            assert len(facts[f"gy.{p}"]) == len(gy_codes)
            # Y3-fusion-summon-3: the owner sees its Fusion Deck, the other seat and the
            # spectator only its count
            own = g.view(p)["players"][p]
            other = g.view(1 - p)["players"][p]
            assert own["extra"] is not None and len(own["extra"]) == own["extra_count"]
            assert other["extra"] is None and spectator["players"][p]["extra"] is None
            assert other["extra_count"] == own["extra_count"]
            codes = {str(c["code"]) for c in own["extra"]}
            opp_text = json.dumps(g.view(1 - p)["players"][p])
            assert not any(f'"code": {c}' in opp_text for c in codes)
            seen_extra += own["extra_count"]
        # looking changes nothing
        before = json.dumps(g.view(-1), sort_keys=True)
        for seat in (0, 1, -1):
            g.view(seat)
        assert json.dumps(g.view(-1), sort_keys=True) == before
    assert seen_gy > 0, "no duel put a card in a graveyard; the test checked nothing"
    assert seen_extra > 0, "no preset deck had a Fusion Deck; the test checked nothing"
