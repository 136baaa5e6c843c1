"""Chaosrider Gustaph (issue 15 part 3, g8-ma), flagged "Goat-era version" in ``goat-pool.csv``.
Its era text is the first print's (Invasion of Chaos, 2004; the OCG text yugioh-wiki.net's early
revisions of 《カオスライダー グスタフ》 show: 「自分の墓地の魔法カードを2枚までゲームから除外する
事ができる。この効果によって除外したカード1枚につき、相手ターン終了時までこのカードの攻撃力
は300ポイントアップする。この効果は1ターンに1度しか使用できない」); the Goat point (EDOPro's
Goat entry: "Effect doesn't target"; the wiki's note: the removal is the effect, not a cost):

* once per turn, an Ignition Effect: as it resolves you choose 1 or 2 Spell Cards in your
  Graveyard (no target) and remove them from play; this card gains 300 ATK for each card so
  removed until the end of your opponent's next turn (it must still be face-up on the field to
  gain it). It can be activated while your Graveyard holds a Spell Card.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_gy_boosts.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    all_of,
    gy_banish_blocked,
    last,
    mark_used,
    once_per_turn,
    reg,
)
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CHAOSRIDER_GUSTAPH = 47829960
PER_CARD = 300


def _spells(g: Duel, p: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).is_spell]


def _has_spells(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(_spells(g, p)) and not gy_banish_blocked(g, p)


def _choose(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _spells(g, lk.player), 1, 2, "choose")


def _remove_and_boost(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if not got or gy_banish_blocked(g, lk.player):
        return
    g.banish(got)
    c = lk.card
    if not active_monster(g, c):
        return
    n = len(g.buffs)
    g.add_buff(c, atk=PER_CARD * len(got), until_end=True, src=c)
    if len(g.buffs) > n:  # until the end of the opponent's next turn
        b = g.buffs[-1]
        g.buffs[-1] = (*b[:4], g.turn + 1)


reg(CHAOSRIDER_GUSTAPH, Effect(
    kind="ignition", condition=all_of(once_per_turn, _has_spells), cost=(mark_used,),
    operation=(_choose, _remove_and_boost), category=CAT_ATKCHANGE,
    name=Text("除外墓地至多2张魔法卡：每张攻击力上升300",
              "Remove up to 2 Spells in your Graveyard from play: +300 ATK each")))

__all__ = ["CHAOSRIDER_GUSTAPH"]
