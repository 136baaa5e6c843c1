"""Goat-pool Spells/Traps that take cards back from a Graveyard or remove them from it (issue 15
part 3, Spells & Traps batch 5): The Warrior Returning Alive, Monster Reincarnation, Miracle Dig,
Gravedigger Ghoul, Disappear, Ray of Hope, Backup Soldier, Rite of Spirit, Battery Charger; batch
7: Dark Factory of Mass Production; batch 8: Dimension Fusion. Except for Dimension Fusion, the
2005 texts "select" these cards: they are targets, chosen at activation and checked again at
resolution. Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    Cands,
    Step,
    in_gy,
    is_monster,
    last,
    live_targets,
    pick,
    race_is,
    reg,
)
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    again,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.templates import register_templates
from cardtable.ygo.state import LOC_BANISHED, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

WARRIOR_RETURNING_ALIVE = 95281259
MONSTER_REINCARNATION = 74848038
MIRACLE_DIG = 6343408
GRAVEDIGGER_GHOUL = 82542267
DISAPPEAR = 24623598
RAY_OF_HOPE = 82529174
BACKUP_SOLDIER = 36280194
RITE_OF_SPIRIT = 30450531
BATTERY_CHARGER = 61181383
DARK_FACTORY = 90928333
DIMENSION_FUSION = 23557835

#: cards whose whole effect is template ops (docs/ygo-card-api.md §4); "Special Summon it"
#: names no position: the player chooses
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    RITE_OF_SPIRIT: ({"target": {"what": "gy_monster", "side": "self",
                                 "filter": {"name_has": "Gravekeeper's"}},
                      "do": [{"special_summon": {"from": "target"}}]},),
    BATTERY_CHARGER: ({"cost": [{"pay_lp": 500}],
                       "target": {"what": "gy_monster", "side": "self",
                                  "filter": {"name_has": "Batteryman"}},
                       "do": [{"special_summon": {"from": "target"}}]},),
}
register_templates(TEMPLATES)


def _move_targets(where: int, to: str) -> Any:
    """Operation: the targets still in ``where`` go ``to`` "hand", "banish" or "deck"."""

    def st(g: Duel, lk: Link) -> None:
        got = [t for t in live_targets(g, lk) if g.loc[t] == where]
        if not got:
            return
        if to == "hand":
            g.to_hand(got)
        elif to == "banish":
            g.banish(got)
        elif to == "deck":
            g.to_deck(got)
        else:
            g.send_to_gy(got, "effect")

    return st


def _gy_effect(cands: Cands, to: str, n: int = 1, mn: int | None = None, *, cost: Any = None,
               where: int = LOC_GY, need: Any = None, cat: int = CAT_SEARCH) -> Effect:
    """Select ``mn``..``n`` of ``cands`` as targets; at resolution move those still there."""
    least = n if mn is None else mn
    steps, cost_ok = cost if cost is not None else ((), None)

    def cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
        return len(cands(g, p, c)) >= least and (cost_ok is None or cost_ok(g, c, p)) \
            and (need is None or need(g, p))

    return Effect(cost=steps, target=(pick(cands, "target_gy", n=n, mn=mn),), target_picks=True,
                  operation=(_move_targets(where, to),), category=cat, condition=cond)


_WARRIOR = C.RACE_BY_NAME["Warrior"]
_LIGHT = C.ATTRIBUTE_BY_NAME["LIGHT"]


def _light(g: Duel, c: int) -> bool:
    return is_monster(g, c) and bool(g.attribute(c) & _LIGHT)


def _small_non_effect(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return cd.is_monster and not cd.type & C.EFFECT and cd.atk <= 1500


def _own_banished_monsters(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.banished[p] if is_monster(g, c)]


def _gy_monsters(g: Duel, p: int) -> int:
    return sum(1 for c in g.gy[p] if is_monster(g, c))


# "Select 1 Warrior-Type monster in your Graveyard; add it to your hand"
reg(WARRIOR_RETURNING_ALIVE, _gy_effect(in_gy("self", race_is(_WARRIOR)), "hand"))
# "Discard 1 card (a cost): select 1 monster in your Graveyard; add it to your hand"
reg(MONSTER_REINCARNATION, _gy_effect(in_gy("self", is_monster), "hand", cost=costs.discard(1)))
# "Only while 5 or more of your monsters are removed from play: select 3 of them; they return to
# the Graveyard"
reg(MIRACLE_DIG, _gy_effect(_own_banished_monsters, "gy", 3, where=LOC_BANISHED,
                            need=lambda g, p: len(_own_banished_monsters(g, p, -1)) >= 5,
                            cat=0))
# "Select up to 2 monsters in your opponent's Graveyard; remove them from play"
reg(GRAVEDIGGER_GHOUL, _gy_effect(in_gy("opp", is_monster), "banish", 2, 1, cat=CAT_BANISH))
# "Select 1 card in your opponent's Graveyard; remove it from play"
reg(DISAPPEAR, _gy_effect(in_gy("opp"), "banish", cat=CAT_BANISH))
# "Select 2 LIGHT monsters in your Graveyard; shuffle them into your Deck"
reg(RAY_OF_HOPE, _gy_effect(in_gy("self", _light), "deck", 2, cat=0))
# "Only while 5 or more monsters are in your Graveyard: select up to 3 non-Effect Monsters with
# 1500 or less ATK there; add them to your hand"
reg(BACKUP_SOLDIER, _gy_effect(in_gy("self", _small_non_effect), "hand", 3, 1,
                               need=lambda g, p: _gy_monsters(g, p) >= 5))
# "Choose 2 Normal Monsters in your Graveyard and add them to your hand"
reg(DARK_FACTORY, _gy_effect(
    in_gy("self", lambda g, c: g.cd(c).type & (C.MONSTER | C.NORMAL | C.TOKEN)
          == C.MONSTER | C.NORMAL), "hand", 2))


# --- Dimension Fusion: pay 2000 LP (a cost); each player, the activating one first, Special
#     Summons as many of their removed-from-play monsters as they can (they pick which when their
#     zones are fewer, and each monster's position: the text names none) ------------------------

def _df_cands(g: Duel, q: int) -> list[int]:
    return [c for c in g.banished[q] if is_monster(g, c) and g.can_special_summon(c, q)]


def _df_choose(i: int) -> Step:
    def st(g: Duel, lk: Link) -> None:
        q = lk.player if i == 0 else 1 - lk.player
        cands = _df_cands(g, q)
        zones = sum(1 for z in g.mz[q] if z < 0)
        lk.data["df_asked"] = 0 < zones < len(cands)
        lk.data["df_queue"] = cands[:zones]
        lk.data["df_pos_for"] = -1
        if lk.data["df_asked"]:
            ask_cards(g, lk, q, cands, zones, zones, "summon_pick")

    return st


def _df_place(i: int) -> Step:
    def st(g: Duel, lk: Link) -> None:
        q = lk.player if i == 0 else 1 - lk.player
        if lk.data.get("df_asked"):
            lk.data["df_queue"] = list(last(lk))
            lk.data["df_asked"] = False
        queue: list[int] = lk.data["df_queue"]
        c = queue[0] if queue else -1
        if c >= 0 and lk.data.get("df_pos_for") == c:  # its position was just chosen
            queue.pop(0)
            lk.data["df_pos_for"] = -1
            if g.loc[c] == LOC_BANISHED and g.can_special_summon(c, q):
                g.special_summon(c, q, int(lk.picks[-1]))
            c = queue[0] if queue else -1
        while c >= 0 and not (g.loc[c] == LOC_BANISHED and g.can_special_summon(c, q)):
            queue.pop(0)
            c = queue[0] if queue else -1
        if c >= 0:
            lk.data["df_pos_for"] = c
            again(g, lk, st)
            ask_option(g, lk, q, POS_CHOICES, "position", kind="position")

    return st


def summon_banished_steps(i: int) -> tuple[Step, Step]:
    """The two operation steps by which a player (``i`` = 0: the activating one, 1: the other)
    Special Summons as many of their removed-from-play monsters as they can, choosing which and
    each position (Dimension Fusion; Return from the Different Dimension reuses them)."""
    return _df_choose(i), _df_place(i)


_pay2000 = costs.pay_lp(2000)
reg(DIMENSION_FUSION, Effect(
    cost=_pay2000[0], operation=(_df_choose(0), _df_place(0), _df_choose(1), _df_place(1)),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: _pay2000[1](g, c, p)
    and any(_df_cands(g, q) and -1 in g.mz[q] for q in (0, 1))))
