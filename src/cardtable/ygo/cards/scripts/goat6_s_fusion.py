"""Fusion Spells (issue 15 part 3, g6-s) over Polymerization's procedure
(``core_spells.fusion_steps``, Fusion Substitutes included): Fusion Gate (Field Spell: Fusion
Summon without "Polymerization", the materials removed from play; its effect, not a card
activation, as often as you like in your Main Phase) and De-Fusion (Quick-Play: return 1
Fusion Monster on the field to the Fusion Deck; then, if every material of its Fusion Summon
is in your Graveyard, you can Special Summon them — read back from the public log: the
``special_summon`` event of its Fusion Summon and the ``fusion_material`` sends just before).
Texts (2005 prints, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_fusion.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    choose_pos,
    live_targets,
    own_main,
    pick,
    reg,
)
from cardtable.ygo.cards.scripts.core_spells import fusion_candidates, fusion_steps
from cardtable.ygo.effects.api import (
    CAT_SPSUMMON,
    Effect,
    Link,
    again,
    ask_option,
    ask_yesno,
)
from cardtable.ygo.state import F_ACTIVE, LOC_FZONE, LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

FUSION_GATE = 33550694
DE_FUSION = 95286165
CENTRIFUGAL_FIELD = 1801154

# --- Fusion Gate: Field Spell; Fusion Summon without "Polymerization", removing the Fusion
#     Material Monsters from play ---
reg(FUSION_GATE, Effect(), Effect(
    kind="spell_effect", where=LOC_FZONE, operation=fusion_steps(banish=True),
    category=CAT_SPSUMMON,
    name=Text("不用「融合」进行融合召唤（融合素材除外）",
              "Fusion Summon without Polymerization (materials removed from play)"),
    condition=lambda g, c, p, w: own_main(g, c, p, w) and bool(fusion_candidates(g, p))))


# --- De-Fusion ---
def fusion_materials(g: Duel, f: int) -> list[int]:
    """The monsters sent to the Graveyard for the Fusion Summon that put ``f`` where it is now
    ([] when its last arrival was no Fusion Summon), from the public log."""
    log = g.elog
    for i in range(len(log) - 1, -1, -1):
        kind, pub, _ = log[i]
        if kind == "special_summon" and pub.get("card") == f:
            if pub.get("how") != "fusion":
                return []
            mats: list[int] = []
            j = i - 1
            while j >= 0 and log[j][0] == "to_gy" and log[j][1].get("reason") == "fusion_material":
                mats.append(int(log[j][1]["card"]))
                j -= 1
            return mats[::-1]
    return []


def _fusion_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and g.cd(m).type & C.FUSION]


def _defuse(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if not ts:
        return
    mats = fusion_materials(g, ts[0])
    g.to_deck(ts)
    p = lk.player
    ok = bool(mats) and all(g.loc[m] == LOC_GY and g.owner[m] == p
                            and g.can_special_summon(m, p) for m in mats) \
        and sum(1 for z in g.mz[p] if z < 0) >= len(mats)
    if ok:
        lk.data["mats"] = mats
        ask_yesno(g, lk, p, "yesno")


def _defuse_summon(g: Duel, lk: Link) -> None:
    mats: list[Any] = list(lk.data.get("mats", ()))
    if not mats:
        return
    if not lk.data.get("go"):
        if lk.picks[-1] is not True:
            lk.data["mats"] = []
            return
        lk.data["go"] = True
        lk.data["left"] = mats
        again(g, lk, _defuse_summon)
        ask_option(g, lk, lk.player, POS_CHOICES, "position", "position")
        return
    left = list(lk.data.get("left", ()))
    m = left.pop(0)
    if g.loc[m] == LOC_GY:
        g.special_summon(m, lk.player, int(lk.picks[-1]))
    lk.data["left"] = left
    if left:
        again(g, lk, _defuse_summon)
        ask_option(g, lk, lk.player, POS_CHOICES, "position", "position")


reg(DE_FUSION, Effect(target=(pick(_fusion_up, "target_monster"),), target_picks=True,
                      operation=(_defuse, _defuse_summon), category=CAT_SPSUMMON,
                      condition=lambda g, c, p, w: bool(_fusion_up(g, p, c))))


# --- Centrifugal Field: Field Spell; when a Fusion Monster is destroyed by a card effect and
#     sent to the Graveyard, select 1 Fusion Material Monster listed on it in your Graveyard and
#     Special Summon it (mandatory; the listed materials, whatever the Fusion Summon used) ---
def _listed_in_gy(g: Duel, p: int, f: int) -> list[int]:
    mats = g.cd(f).materials
    return [c for c in g.gy[p] if g.code[c] in mats and g.can_special_summon(c, p)]


def _fusion_destroyed(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if len(w) < 3 or w[2] != "effect" or not g.flags[c] & F_ACTIVE:
        return False
    f = w[1]
    return bool(g.cd(f).type & C.FUSION and g.loc[f] == LOC_GY and g.free_mzone(p) >= 0
                and _listed_in_gy(g, p, f))


def _centrifugal_target(g: Duel, lk: Link) -> None:
    f = lk.event[1] if lk.event else -1
    pick(lambda g2, p, s: _listed_in_gy(g2, p, f) if f >= 0 else [], "target_gy")(g, lk)


def _centrifugal(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts and g.free_mzone(lk.player) >= 0:
        lk.data["summon"] = ts[0]
        choose_pos(g, lk)


def _centrifugal_summon(g: Duel, lk: Link) -> None:
    t = int(lk.data.get("summon", -1))
    if t >= 0 and g.loc[t] == LOC_GY:
        g.special_summon(t, lk.player, int(lk.picks[-1]))


reg(CENTRIFUGAL_FIELD, Effect(), Effect(
    kind="trigger", event="destroyed", scope="any", optional=False,
    condition=_fusion_destroyed, target=(_centrifugal_target,), target_picks=True,
    operation=(_centrifugal, _centrifugal_summon), category=CAT_SPSUMMON))
