"""Collected Power (issue 15 part 3, session 7, g7-t): a Normal Trap — target 1 face-up monster
on the field; every Equip Card on the field is equipped to it; an Equip Card that is now on an
incorrect target is destroyed.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/07565547.yaml``) describes it; our own words in ``pool/goat.csv``. "Equip Cards" are the
cards in the Spell & Trap Zones attached to a monster (``g.equip[card] >= 0``: Equip Spells, the
Trap Cards linked as equips — Metalmorph, Blast with Chain —, Union monsters equipped); each
stays where it is (its controller unchanged) and now points at the target; the engine's
``check_equips`` then destroys those whose ``equip_limit`` the target fails (Beast Fangs on a
Fiend). Checks: ``tests/ygo/test_goat7_t_equip_moves.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import has, mons, pick, reg, tgt, up
from cardtable.ygo.effects.api import CAT_EQUIP, Effect, Link
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

COLLECTED_POWER = 7565547
_face_up = mons("any", True)


def equip_cards(g: Duel) -> list[int]:
    """Every Equip Card on the field (a Spell & Trap Zone card attached to a monster)."""
    return [s for q in (0, 1) for s in g.sz[q] if s >= 0 and g.equip[s] >= 0
            and g.loc[g.equip[s]] == LOC_MZONE]


def _op(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE or not up(g, t):
        return
    moved = [s for s in g.affected(equip_cards(g)) if g.equip[s] != t]
    for s in moved:
        g.equip[s] = t
        g.log("card_effect", {**g.card_pub(s), "en": f"Now equipped to {g.name(t).en}",
                              "zh": f"改为装备给「{g.name(t).zh}」"})
    if moved:
        g.check_equips()


reg(COLLECTED_POWER, Effect(target=(pick(_face_up, "target_monster"),), target_picks=True,
                            condition=lambda g, c, p, w: has(_face_up)(g, c, p, w)
                            and bool(equip_cards(g)),
                            operation=(_op,), category=CAT_EQUIP))
