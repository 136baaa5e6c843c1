"""Goat-pool Fusion Monsters (issue 15 part 3, g7-mb, session 7). Not flagged "Goat-era version"
in ``goat-pool.csv``: today's official text (yaml-yugi ``data/<passcode>.yaml``) gives the 2005
behaviour; our wording and the materials are in ``pool/goat.csv``.

* The Last Warrior from Another Planet (LON, 2003): "Zombyra the Dark" + "Maryokutai". When it is
  Special Summoned, every other monster its controller controls is destroyed (a mandatory
  trigger); while it is face-up on the field with its effect applying, neither player can
  Normal, Flip or Special Summon (a ``SUMMON_ALLOWED`` refusal; Setting a monster is no Summon:
  the OCG text lists 召喚・反転召喚・特殊召喚).

Checks in ``tests/ygo/test_goat7_mb_fusions.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import SUMMON_ALLOWED, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

LAST_WARRIOR = 86099788


@only_for({LAST_WARRIOR})
def _no_summons(g: Duel, p: int, c: int, how: str) -> bool:
    """``SUMMON_ALLOWED``: no Normal, Flip or Special Summon while an active Last Warrior from
    Another Planet is on the field (a Set stays allowed)."""
    if how == "set":
        return True
    return not any(g.code[m] == LAST_WARRIOR and m != c and active_monster(g, m)
                   for q in (0, 1) for m in g.monsters(q))


def _special(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    return len(w) > 2 and w[2] == "special"


def _clear_own_field(g: Duel, lk: Link) -> None:
    others = [m for m in g.monsters(lk.player) if m != lk.card]
    if others:
        g.destroy(others, "effect", lk)


SUMMON_ALLOWED.append(_no_summons)
reg(LAST_WARRIOR,
    Effect(kind="trigger", event="summoned", optional=False, condition=_special,
           operation=(_clear_own_field,), category=CAT_DESTROY,
           name=Text("特殊召唤时：这张卡以外的自己场上的怪兽全部破坏",
                     "Special Summoned: destroy all other monsters you control")),
    Effect(kind="continuous", name=Text("双方不能召唤·反转召唤·特殊召唤怪兽",
                                        "Neither player can Summon monsters")))

__all__ = ["LAST_WARRIOR"]
