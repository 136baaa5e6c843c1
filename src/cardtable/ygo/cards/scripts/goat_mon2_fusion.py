"""Goat-pool Fusion Monsters with effects (issue 15 part 3, goat-mon2 batch 3): the two-part
X/Y/Z cannons as one table (``CANNONS``).

XY-Dragon Cannon, XZ-Tank Cannon and YZ-Tank Dragon (Magician's Force, 2005 text): "Must be
Special Summoned from your Fusion Deck by removing the above cards on your side of the field from
play (you do not use Polymerization)". Their materials are listed in ``pool/goat.csv`` (the
printed "A + B") and the codes are in ``hooks.NO_POLYMERIZATION``, so Polymerization never
offers them; the summon is a main-phase action that is
no chain link (``MAIN_OPTIONS``/``MAIN_ACTIONS``, as XYZ-Dragon Cannon's in ``classic_procs.py``:
the face-up materials in your Monster Zones are removed from play, the Fusion Monster is Special
Summoned properly in the position the player picks, then the opponent may respond to the
summon). Each has "Discard 1 card: destroy 1 <kind of card> your opponent controls" (an Ignition
Effect targeting the card; no once-per-turn limit in the text; our reading: a target flipped in
response is still destroyed, the kind of card only restricts the choice).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat_mon2_fusion.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import live_targets, pick, reg
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    NO_POLYMERIZATION,
    only_for,
)
from cardtable.ygo.rules.summon import summon_by_procedure
from cardtable.ygo.state import LOC_EXTRA, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

X_HEAD = 62651957
Y_DRAGON = 65622692
Z_TANK = 64500000
XY_DRAGON_CANNON = 2111707
XZ_TANK_CANNON = 99724761
YZ_TANK_DRAGON = 25119460

Cands = Callable[["Duel", int, int], list[int]]


def _opp_st(face_up: bool) -> Cands:
    """The opponent's Spell/Trap Zone cards, face-up or face-down."""
    return lambda g, p, s: [c for c in g.sz[1 - p] if c >= 0 and g.is_face_up(c) == face_up]


def _opp_face_down_monsters(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and not g.is_face_up(m)]


class Cannon(NamedTuple):
    """One two-part cannon: the materials it removes from play and what its discard destroys."""

    materials: tuple[int, int]
    targets: Cands  #: the cards its discard effect may destroy
    what: Text  #: the effect's name


#: code -> its row
CANNONS: dict[int, Cannon] = {
    XY_DRAGON_CANNON: Cannon((X_HEAD, Y_DRAGON), _opp_st(True),
                             Text("丢弃1张手卡：破坏对方场上1张表侧表示的魔法·陷阱卡",
                                  "Discard 1 card: destroy 1 face-up Spell/Trap Card your "
                                  "opponent controls")),
    XZ_TANK_CANNON: Cannon((X_HEAD, Z_TANK), _opp_st(False),
                           Text("丢弃1张手卡：破坏对方场上1张里侧表示的魔法·陷阱卡",
                                "Discard 1 card: destroy 1 face-down Spell/Trap Card your "
                                "opponent controls")),
    YZ_TANK_DRAGON: Cannon((Y_DRAGON, Z_TANK), _opp_face_down_monsters,
                           Text("丢弃1张手卡：破坏对方场上1只里侧表示的怪兽",
                                "Discard 1 card: destroy 1 face-down monster your opponent "
                                "controls")),
}


def _materials(g: Duel, p: int, f: int) -> list[int] | None:
    """The face-up monsters ``p`` would remove from play for ``f`` (None: not all there)."""
    out: list[int] = []
    for code in CANNONS[g.code[f]].materials:
        got = [m for m in g.mz[p] if m >= 0 and g.code[m] == code and g.is_face_up(m)]
        if not got:
            return None
        out.append(got[0])
    return out


def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for c in g.extra[p]:
        if g.code[c] in CANNONS and _materials(g, p, c) is not None and (
                not g.hk.summon_allowed
                or all(ok(g, p, c, "special") for ok in g.hk.summon_allowed)):
            out.append(("goat_mon2_cannon", c))
            out.append(("goat_mon2_cannon_def", c))
    return out


def _summon(pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        c = opt[1]
        p = g.tp
        mats = _materials(g, p, c)
        if mats is None or g.loc[c] != LOC_EXTRA:
            return
        g.banish(mats)
        summon_by_procedure(g, c, p, pos)  # a Royal Oppression duel declares it first

    return act


NO_POLYMERIZATION.update(CANNONS)  # "you do not use Polymerization"
MAIN_OPTIONS.append(only_for(CANNONS)(_options))
MAIN_ACTIONS.update({"goat_mon2_cannon": _summon(POS_FU_ATK),
                     "goat_mon2_cannon_def": _summon(POS_FU_DEF)})
ACTION_TEXTS.update({
    "goat_mon2_cannon": Text("把素材除外，从融合卡组特殊召唤「{zh}」（攻击表示）",
                             "Remove the materials from play: Special Summon {en} from the "
                             "Fusion Deck (Attack Position)"),
    "goat_mon2_cannon_def": Text("把素材除外，从融合卡组特殊召唤「{zh}」（守备表示）",
                                 "Remove the materials from play: Special Summon {en} from the "
                                 "Fusion Deck (Defense Position)"),
})

# --- "Discard 1 card: destroy 1 ..." ----------------------------------------------------------

_discard1 = costs.discard(1)


def _destroy(g: Duel, lk: Link) -> None:
    """Destroy the target if it is still the same card on the opponent's field (a target
    flipped in response is still destroyed: the text names the kind only for the choice)."""
    ts = [t for t in live_targets(g, lk) if g.on_field(t) and g.ctrl[t] != lk.player]
    if ts:
        g.destroy(ts, "effect", lk)


def _cannon_effect(code: int) -> Effect:
    row = CANNONS[code]
    return Effect(kind="ignition", cost=_discard1[0],
                  target=(pick(row.targets, "target_card"),), target_picks=True,
                  operation=(_destroy,), category=CAT_DESTROY,
                  condition=lambda g, c, p, w: _discard1[1](g, c, p)
                  and bool(row.targets(g, p, c)),
                  name=row.what)


for _code in CANNONS:
    reg(_code, _cannon_effect(_code))
