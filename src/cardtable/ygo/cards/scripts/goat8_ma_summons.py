"""Gilasaurus and Gravekeeper's Chief (issue 15 part 3, g8-ma).

* Gilasaurus — flagged "Goat-era version" in ``goat-pool.csv``. Its era text is the first
  print's (Labyrinth of Nightmare; the OCG text of 12 July 2001 as yugioh.hikikomo.com's page
  https://yugioh.hikikomo.com/?p=988 quotes it: 「このモンスターの召喚を特殊召喚扱いにする事
  ができる。特殊召喚扱いにした場合、相手の墓地から相手はモンスター1体を特殊召喚する事が
  できる」; EDOPro keeps it as "Gilasaurus (Pre-Errata)"): the **summoning** of this monster
  can be treated as a Special Summon — it is the turn's Normal Summon (today's errata made it
  a Special Summon from the hand outside the Normal Summon). If it is, the opponent may
  Special Summon 1 monster from their own Graveyard (their choice, as the effect resolves; a
  trigger of Gilasaurus that must be activated; the opponent may choose none). A main-menu
  action beside its usual Normal Summon: it uses the Normal Summon, is a Special Summon from
  the hand (a proper one, in face-up Attack Position as a Normal Summon is), and marks the card
  (``g.counter``) so only that summon triggers the revival.
* Gravekeeper's Chief — not flagged: its official text (yaml-yugi ``data/62473983.yaml``): you
  can control only 1 face-up Gravekeeper's Chief (a ``SUMMON_ALLOWED`` refusal of a second
  face-up summon, as Amazoness Tiger's); when it is Tribute Summoned you can target 1
  "Gravekeeper's" monster in your Graveyard and Special Summon it (your choice of face-up
  Attack or Defense Position). Its "your Graveyard is unaffected by Necrovalley" has nothing to
  act on while Necrovalley stays unscripted (a goat deck cannot hold it): :func:`chief_shields`
  answers it for a later Necrovalley.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_summons.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    active_monster,
    choose_pos,
    in_gy,
    live_targets,
    pick,
    reg,
    tribute_summoned,
    up,
)
from cardtable.ygo.effects.api import (
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
    ask_yesno,
)
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    SUMMON_ALLOWED,
    only_for,
    pay_play_cost,
)
from cardtable.ygo.rules.flow import step
from cardtable.ygo.rules.summon import summon_by_procedure
from cardtable.ygo.state import LOC_GY, LOC_HAND, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GILASAURUS = 45894482
GRAVEKEEPERS_CHIEF = 62473983

# --- Gilasaurus ----------------------------------------------------------------------------------


def _gila_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.tp != p or g.ns_used >= 1 or g.free_mzone(p) < 0:
        return []
    return [("g8ma_gilasaurus", c) for c in g.hand[p] if g.code[c] == GILASAURUS
            and (not g.hk.summon_allowed
                 or all(ok(g, p, c, "special") for ok in g.hk.summon_allowed))]


def _gila_summon(g: Duel, opt: tuple[Any, ...]) -> None:
    c, p = opt[1], g.tp
    if g.loc[c] != LOC_HAND:
        return
    g.ns_used += 1  # the summoning is the turn's Normal Summon, treated as a Special Summon
    if g.hk.play_costs:
        pay_play_cost(g, p, c, "normal")
    # a Royal Oppression duel declares it first (rules/summon.summon_by_procedure)
    summon_by_procedure(g, c, p, POS_FU_ATK, ("g8ma_gila_special", c))


@step("g8ma_gila_special")
def _gila_special(g: Duel, fr: tuple[Any, ...]) -> None:
    g.counter[fr[1]] = 1  # treated as a Special Summon: the opponent's revival follows


def _foe_monsters(g: Duel, p: int) -> list[int]:
    o = 1 - p
    return [c for c in g.gy[o] if g.cd(c).is_monster and g.can_special_summon(c, o)]


def _gila_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(w) > 2 and w[2] == "special" and g.counter[c] == 1


def _foe_wants(g: Duel, lk: Link) -> None:
    if _foe_monsters(g, lk.player):  # "can": the opponent says whether they do
        ask_yesno(g, lk, 1 - lk.player)
    else:
        lk.picks.append(False)


def _foe_picks(g: Duel, lk: Link) -> None:
    if lk.picks[0] is True:
        ask_cards(g, lk, 1 - lk.player, _foe_monsters(g, lk.player), 1, 1, "target_gy")


def _foe_position(g: Duel, lk: Link) -> None:
    if len(lk.picks) > 1 and lk.picks[1]:
        ask_option(g, lk, 1 - lk.player, POS_CHOICES, "position")


def _foe_revives(g: Duel, lk: Link) -> None:
    got = lk.picks[1] if len(lk.picks) > 1 else ()
    if not got:
        return
    c, o = got[0], 1 - lk.player
    pos = int(lk.picks[2]) if len(lk.picks) > 2 else POS_FU_ATK
    if g.loc[c] == LOC_GY and g.can_special_summon(c, o):
        g.special_summon(c, o, pos)


MAIN_OPTIONS.append(only_for({GILASAURUS})(_gila_options))
MAIN_ACTIONS["g8ma_gilasaurus"] = _gila_summon
ACTION_TEXTS["g8ma_gilasaurus"] = Text("通常召唤「{zh}」并作为特殊召唤处理",
                                       "Normal Summon {en}, treated as a Special Summon")
reg(GILASAURUS, Effect(
    kind="trigger", event="summoned", optional=False, condition=_gila_cond,
    operation=(_foe_wants, _foe_picks, _foe_position, _foe_revives), category=CAT_SPSUMMON,
    name=Text("对方可以从自己墓地特殊召唤1只怪兽",
              "The opponent may Special Summon 1 monster from their Graveyard")))

# --- Gravekeeper's Chief -------------------------------------------------------------------------


def _gravekeeper(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.is_monster and str(cd.name.en).startswith("Gravekeeper's"))


_gk_in_gy = in_gy("self", _gravekeeper)


def chief_shields(g: Duel, p: int) -> bool:
    """``p`` controls an active Gravekeeper's Chief: ``p``'s Graveyard is unaffected by
    Necrovalley."""
    return any(m >= 0 and g.code[m] == GRAVEKEEPERS_CHIEF and active_monster(g, m)
               for m in g.mz[p])


@only_for({GRAVEKEEPERS_CHIEF})
def _one_chief(g: Duel, p: int, c: int, how: str) -> bool:
    if g.code[c] != GRAVEKEEPERS_CHIEF or how == "set":
        return True
    return not any(m >= 0 and m != c and g.code[m] == GRAVEKEEPERS_CHIEF and up(g, m)
                   for m in g.mz[p])


def _chief_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return tribute_summoned(g, c, p, w) and any(
        g.can_special_summon(x, p) for x in _gk_in_gy(g, p, c))


def revive_targets(g: Duel, lk: Link) -> None:
    """Operation step after ``choose_pos``: Special Summon the link's targets still in the
    Graveyard to its player's field in the chosen position (Gravekeeper's Chief, Fushioh
    Richie)."""
    pos = int(lk.picks[-1]) if lk.picks else POS_FU_ATK
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_GY and g.can_special_summon(t, lk.player):
            g.special_summon(t, lk.player, pos)


SUMMON_ALLOWED.append(_one_chief)
reg(GRAVEKEEPERS_CHIEF,
    Effect(kind="continuous", name=Text("自己墓地不受「王家长眠之谷」影响",
                                        "Your Graveyard is unaffected by Necrovalley")),
    Effect(kind="trigger", event="summoned", optional=True, when=True, condition=_chief_cond,
           target=(pick(_gk_in_gy, "target_gy"),), target_picks=True,
           operation=(choose_pos, revive_targets), category=CAT_SPSUMMON,
           name=Text("特殊召唤墓地1只「守墓」怪兽",
                     "Special Summon 1 Gravekeeper's monster from your Graveyard")))

__all__ = ["GILASAURUS", "GRAVEKEEPERS_CHIEF", "chief_shields", "revive_targets"]
