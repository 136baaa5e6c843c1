"""D. Tribe (issue 15 part 3, session 7, g7-t): a Normal Trap — every monster on your side of the
field is a Dragon-Type monster until the End Phase of this turn.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/02833249.yaml``) describes it; our own words in ``pool/goat.csv``. The monsters are the
ones on your field when it resolves (face-down ones too: a Dragon once flipped this turn); each
is marked (card and "life") in a public ``card_effect`` event and g7-t's ``RACE_MODS`` hook reads
the marks of this turn — a monster that leaves the field, or one arriving later, is not a Dragon
by it. It changes no ATK/DEF, so it is not a Damage Step card. Checks:
``tests/ygo/test_goat7_t_type_change.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import RACE_MODS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

D_TRIBE = 2833249
_KEY = "dragon_this_turn"
_DRAGON = C.RACE_BY_NAME["Dragon"]


def _op(g: Duel, lk: Link) -> None:
    ms = g.affected([m for m in g.mz[lk.player] if m >= 0])
    note(g, lk.card, "The monsters on this side of the field are Dragons this turn",
         "这个回合自己场上的怪兽变成龙族",
         **{_KEY: [[m, g.life[m]] for m in ms]})


@only_for({D_TRIBE})
def _dragon(g: Duel, c: int, race: int) -> int:
    for kind, pub, _ in this_turn(g):
        ms = pub.get(_KEY) if kind == "card_effect" else None
        if ms is not None and [c, g.life[c]] in ms:
            return _DRAGON
    return race


RACE_MODS.append(_dragon)
reg(D_TRIBE, Effect(operation=(_op,), condition=lambda g, c, p, w: bool(g.monsters(p))))
