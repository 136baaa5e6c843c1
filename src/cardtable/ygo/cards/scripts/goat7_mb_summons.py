"""Goat-pool monsters that Special Summon (issue 15 part 3, g7-mb, session 7). None is flagged
"Goat-era version" in ``goat-pool.csv``: today's official text (yaml-yugi
``data/<passcode>.yaml``) gives the 2005 behaviour; our wording is in ``pool/goat.csv``.

* The Creator (RDS, 2004): it cannot be Special Summoned from the Graveyard (a
  ``SUMMON_ALLOWED`` refusal while it is there); once per turn, an Ignition Effect: target 1
  monster in your Graveyard; on resolution send 1 card from your hand to the Graveyard and, if
  you did, Special Summon the target (no card in hand: nothing is summoned).
* The Creator Incarnate (RDS, 2004): Tribute this card (the cost) to Special Summon 1 "The
  Creator" from your hand (an Ignition Effect; a Creator must be in the hand to activate).
* Rare Metal Dragon (EP1, 2004): it cannot be Normal Summoned or Set (its type) and names no way
  to Special Summon it, so no Summoning condition is left to fulfil: any effect may Special
  Summon it, from the Graveyard too — Pojo's card of the day (2004-08-19: "the only way you're
  going to get him on the field is through Special Summoning such as Monster Reborn, Call of
  the Haunted, or Premature Burial") and the Eternity review (2004-09-18: "it can be Special
  Summoned through ANY effect ... Dump-and-revive tactics") agree. The engine's revival limit
  (a Special-Summon-only card must first be properly summoned) would refuse it, so an
  ``EVENT_HOOKS`` hook marks it properly summoned (``F_PROPER``) whenever it reaches the
  Graveyard or is removed from play.

Checks in ``tests/ygo/test_goat7_mb_summons.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    choose_pos,
    in_gy,
    last,
    mark_used,
    once_per_turn,
    own_main,
    pick,
    reg,
    tgt,
)
from cardtable.ygo.cards.scripts.goat7_mb_tributes import tribute_self
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, SUMMON_ALLOWED, only_for
from cardtable.ygo.state import F_PROPER, LOC_GY, LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

THE_CREATOR = 61505339
THE_CREATOR_INCARNATE = 97093037

# --- The Creator ---------------------------------------------------------------------------------


@only_for({THE_CREATOR})
def _creator_not_from_gy(g: Duel, p: int, c: int, how: str) -> bool:
    """``SUMMON_ALLOWED``: The Creator is never Special Summoned from the Graveyard."""
    return not (g.code[c] == THE_CREATOR and how == "special" and g.loc[c] == LOC_GY)


_gy_monsters = in_gy("self", lambda g, c: g.cd(c).is_monster)


def _creator_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return own_main(g, c, p, w) and once_per_turn(g, c, p, w) and bool(g.hand[p]) \
        and g.free_mzone(p) >= 0


def _creator_discard(g: Duel, lk: Link) -> None:
    if g.hand[lk.player]:
        ask_cards(g, lk, lk.player, list(g.hand[lk.player]), 1, 1, "choose")


def _creator_summon(g: Duel, lk: Link) -> None:
    sent = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if not sent:
        return
    g.send_to_gy(sent, "effect")
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_GY and g.can_special_summon(t, lk.player):
        choose_pos(g, lk)
        lk.data["summon"] = t


def _creator_place(g: Duel, lk: Link) -> None:
    t = lk.data.get("summon", -1)
    if isinstance(t, int) and t >= 0 and g.loc[t] == LOC_GY:
        g.special_summon(t, lk.player, int(lk.picks[-1]))


SUMMON_ALLOWED.append(_creator_not_from_gy)
reg(THE_CREATOR, Effect(
    kind="ignition", condition=_creator_cond, cost=(mark_used,),
    target=(pick(_gy_monsters, "target_gy"),), target_picks=True,
    operation=(_creator_discard, _creator_summon, _creator_place), category=CAT_SPSUMMON,
    name=Text("选择自己墓地1只怪兽：1张手卡送去墓地，那只怪兽特殊召唤",
              "Target 1 monster in your GY: send 1 card from your hand to the GY to Special "
              "Summon it")))

# --- The Creator Incarnate -----------------------------------------------------------------------


def _creators_in_hand(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if g.code[c] == THE_CREATOR]


def _incarnate_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return own_main(g, c, p, w) and active_monster(g, c) and bool(_creators_in_hand(g, p))


def _incarnate_pick(g: Duel, lk: Link) -> None:
    cs = _creators_in_hand(g, lk.player)
    if cs:
        ask_cards(g, lk, lk.player, cs, 1, 1, "summon_pick")


def _incarnate_pos(g: Duel, lk: Link) -> None:
    cs = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    lk.data["creator"] = cs[0] if cs else -1
    if cs:
        choose_pos(g, lk)


def _incarnate_summon(g: Duel, lk: Link) -> None:
    c = lk.data.get("creator", -1)
    if isinstance(c, int) and c >= 0 and g.loc[c] == LOC_HAND \
            and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))


reg(THE_CREATOR_INCARNATE, Effect(
    kind="ignition", condition=_incarnate_cond, cost=(tribute_self,),
    operation=(_incarnate_pick, _incarnate_pos, _incarnate_summon), category=CAT_SPSUMMON,
    name=Text("解放这张卡：从手卡把1只「创世神」特殊召唤",
              "Tribute this card: Special Summon 1 \"The Creator\" from your hand")))

# --- Rare Metal Dragon ---------------------------------------------------------------------------

RARE_METAL_DRAGON = 25236056


@only_for({RARE_METAL_DRAGON})
def _no_condition_to_meet(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: Rare Metal Dragon sent to the Graveyard or removed from play counts as
    properly summoned (nothing in its text to fulfil first)."""
    if ev in ("to_gy", "banished") and g.code[c] == RARE_METAL_DRAGON:
        g.flags[c] |= F_PROPER


EVENT_HOOKS.append(_no_condition_to_meet)
reg(RARE_METAL_DRAGON, Effect(kind="continuous", name=Text(
    "这张卡不能通常召唤（可以用卡的效果特殊召唤）",
    "Cannot be Normal Summoned or Set (any effect may Special Summon it)")))

__all__ = ["RARE_METAL_DRAGON", "THE_CREATOR", "THE_CREATOR_INCARNATE"]
