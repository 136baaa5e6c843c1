"""Cobra Jar and its Poisonous Snake Token (issue 15 part 3, g7-ma). Not flagged "Goat-era
version" in ``goat-pool.csv``: the official text (yaml-yugi ``data/86801871.yaml``; the Dark
Revelation 1 print) is the Goat text: "FLIP: Special Summon 1 "Poisonous Snake Token"
(Reptile-Type/EARTH/Level 3/ATK 1200/DEF 1200). When the "Poisonous Snake Token" is destroyed as
a result of battle, inflict 500 points of damage to your opponent's Life Points."

* The token is a pool row (``pool/goat.csv``, stats from the reference card-stats CSV) made by
  ``TOKEN_MAKERS`` and summoned by ``goat5_tokens.summon_tokens`` in the position its player
  picks (the text names none).
* "When the token is destroyed as a result of battle, inflict 500 damage": Cobra Jar's effect,
  lasting on the token wherever the Jar is then — an ``EVENT_HOOKS`` watcher on the token's
  ``battle_destroyed`` inflicts 500 on the opponent of the token's owner (the player who
  summoned it), with a public rule line, no chain link (the token itself has no effect to
  activate).

Checks in ``tests/ygo/test_goat7_ma_tokens.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import choose_pos, note, reg
from cardtable.ygo.cards.scripts.goat5_tokens import can_make_tokens, summon_tokens
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, TOKEN_MAKERS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

COBRA_JAR = 86801871
POISONOUS_SNAKE_TOKEN = 86801872

TOKEN_MAKERS[COBRA_JAR] = ((POISONOUS_SNAKE_TOKEN, False),)


def _summon_snake(g: Duel, lk: Link) -> None:
    summon_tokens(g, lk.player, POISONOUS_SNAKE_TOKEN, 1, int(lk.picks[-1]))


@only_for({COBRA_JAR})
def _snake_bites(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "battle_destroyed" or g.code[c] != POISONOUS_SNAKE_TOKEN:
        return
    o = 1 - g.owner[c]
    note(g, c, "Destroyed by battle: 500 damage", "被战斗破坏：500伤害")
    g.damage(o, 500, src=c)


EVENT_HOOKS.append(_snake_bites)
reg(COBRA_JAR, Effect(kind="flip", optional=False,
                      condition=lambda g, c, p, w: can_make_tokens(g, p, POISONOUS_SNAKE_TOKEN, 1),
                      operation=(choose_pos, _summon_snake), category=CAT_SPSUMMON))

__all__ = ["COBRA_JAR", "POISONOUS_SNAKE_TOKEN"]
