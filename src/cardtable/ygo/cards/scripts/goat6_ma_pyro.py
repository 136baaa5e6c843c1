"""Gaia Soul the Combustible Collective (issue 15 part 3, g6-ma), its 2004 text (FET; the OCG
text of the same period reads the same, yugioh-wiki's page history): you can Tribute up to 2
Pyro-Type monsters you control (other than this card) to raise this card's ATK by 1000 for each
one Tributed (no "once per turn", no end to the raise but the card's own); it inflicts piercing
battle damage (a grant over ``classic_battle.grant_piercing``, the one piercing check); it is
destroyed during the End Phase (a mandatory trigger in each End Phase it is face-up on the
field). Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_ma_pyro.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import grant_piercing
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last, reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GAIA_SOUL = 51355346
RACE_PYRO = C.RACE_BY_NAME["Pyro"]


def _pyros(g: Duel, p: int, but: int) -> list[int]:
    return [m for m in g.monsters(p) if m != but and up(g, m) and g.race(m) & RACE_PYRO]


def _tribute_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _pyros(g, lk.player, lk.card), 1, 2, "tribute")


def _tribute(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    lk.data["n"] = len(got)
    if got:
        g.send_to_gy(got, "tribute")


def _raise(g: Duel, lk: Link) -> None:
    c = lk.card
    n = int(lk.data.get("n", 0))
    if n and g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.add_buff(c, atk=1000 * n, until_end=False, src=c)


def _destroy_self(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.life[c] == lk.life:
        g.destroy([c], "effect", lk)


def _face_up(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_MZONE and up(g, c)


grant_piercing({GAIA_SOUL}, lambda g, a: g.code[a] == GAIA_SOUL and active_monster(g, a))
reg(GAIA_SOUL,
    Effect(kind="ignition", condition=lambda g, c, p, w: bool(_pyros(g, p, c)),
           cost=(_tribute_ask, _tribute), operation=(_raise,), category=CAT_ATKCHANGE),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_face_up,
           operation=(_destroy_self,), category=CAT_DESTROY))

__all__ = ["GAIA_SOUL"]
