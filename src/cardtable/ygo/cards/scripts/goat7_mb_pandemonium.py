"""Pandemonium and Mazera DeVille (issue 15 part 3, g7-mb, session 7).

Pandemonium (DCR, 2003) is flagged "Goat-era version" in ``goat-pool.csv``. Its 2005 behaviour
is pinned by two period sources that agree with today's official text (yaml-yugi
``data/94585852.yaml``): Pojo's featured writer "carrotizer" (2006-09: no upkeep for Archfiends;
"when Archfiend monster(s) is destroyed by card effect and sent to the graveyard, you can select
1 Archfiend monster from your deck of fewer level and add it to your hand"; a mass destruction
gives only 1 — "the Field Spell only counts as a lump sum") and the old Konami FAQ rulings quoted
on a Q&A page (no Fusion Archfiend from the Fusion Deck; "if multiple Archfiends are destroyed at
the same time by Raigeki, you can only add 1"; an Archfiend of yours controlled by the opponent
and sent to your Graveyard lets you search). So:

* neither player's "Archfiend" monsters pay their Standby upkeep while it is face-up and applies
  (a ``goat6_mb_archfiends.UPKEEP_WAIVERS`` row);
* each time "Archfiend" monsters are destroyed and sent to a player's Graveyard other than by
  battle, that player (the Graveyard's owner) may add 1 "Archfiend" monster whose Level is lower
  than a destroyed one's from their Deck to their hand — one search per destruction (an
  ``EVENT_HOOKS`` hook queues one trigger of the face-up Pandemonium per player and moment, the
  highest destroyed Level kept).

Mazera DeVille (TLM special edition, 2004; not flagged: today's text, ``data/06133894.yaml``):
Special Summoned from the hand only by Tributing 1 face-up "Warrior of Zera" you control while
"Pandemonium" is on the field (a ``goat_mon_procs`` row and ``procedure_only``); when it is
Special Summoned, if "Pandemonium" is on your side of the field, the opponent discards 3 cards at
random (a mandatory trigger; nothing without your Pandemonium).

Checks in ``tests/ygo/test_goat7_mb_pandemonium.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last, random_discard, reg, up
from cardtable.ygo.cards.scripts.goat6_mb_archfiends import UPKEEP_WAIVERS
from cardtable.ygo.cards.scripts.goat7_mb_tributes import procedure_only
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import F_NEGATED, LOC_DECK, LOC_FZONE, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

PANDEMONIUM = 94585852
MAZERA_DEVILLE = 6133894
WARRIOR_OF_ZERA = 66073051

EV_PANDEMONIUM = "g7mb_archfiend_destroyed"  # queued by the hook below, never by the engine


def _archfiend_card(g: Duel, c: int) -> bool:
    return bool(g.cd(c).is_monster) and "Archfiend" in g.cd(c).name.en


def _active_pandemoniums(g: Duel) -> list[int]:
    return [f for f in g.fz if f >= 0 and g.code[f] == PANDEMONIUM and up(g, f)
            and not g.flags[f] & F_NEGATED]


@only_for({PANDEMONIUM})
def _no_upkeep(g: Duel, p: int) -> bool:
    """``UPKEEP_WAIVERS``: no Archfiend pays its upkeep while a Pandemonium applies."""
    return bool(_active_pandemoniums(g))


@only_for({PANDEMONIUM})
def _archfiend_down(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: an "Archfiend" monster destroyed other than by battle and now in its
    owner's Graveyard queues (or raises the Level of) that owner's Pandemonium trigger of this
    moment."""
    if ev != "destroyed" or (data and data[0] == "battle") or g.loc[c] != LOC_GY \
            or not _archfiend_card(g, c):
        return
    p, lv = g.owner[c], g.cd(c).level
    for f in _active_pandemoniums(g):
        for i, t in enumerate(g.trig):
            if t.card == f and t.stamp == g.stamp and t.event and t.event[0] == EV_PANDEMONIUM \
                    and t.player == p:
                if lv > t.event[2]:
                    g.trig[i] = Trigger(f, t.effect, p, t.stamp, (EV_PANDEMONIUM, f, lv))
                break
        else:
            for ei in g.pool.trig_index(PANDEMONIUM).get(EV_PANDEMONIUM, ()):
                g.trig.append(Trigger(f, ei, p, g.stamp, (EV_PANDEMONIUM, f, lv)))


def _lower_archfiends(g: Duel, p: int, level: int) -> list[int]:
    return [c for c in g.deck[p] if _archfiend_card(g, c) and g.cd(c).level < level]


def _search_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return len(w) > 2 and bool(_lower_archfiends(g, p, int(w[2])))


def _search_pick(g: Duel, lk: Link) -> None:
    ev = lk.event
    cs = _lower_archfiends(g, lk.player, int(ev[2])) if ev and len(ev) > 2 else []
    if cs:
        ask_cards(g, lk, lk.player, cs, 1, 1, "search")


def _search_add(g: Duel, lk: Link) -> None:
    cs = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    if cs:
        g.to_hand(cs)
        g.shuffle_deck(lk.player)


UPKEEP_WAIVERS.append(_no_upkeep)
EVENT_HOOKS.append(_archfiend_down)
reg(PANDEMONIUM,
    Effect(kind="activate", name=Text("发动场地魔法", "Activate the Field Spell")),
    Effect(kind="trigger", event=EV_PANDEMONIUM, where=LOC_FZONE, optional=True,
           condition=_search_cond, operation=(_search_pick, _search_add), category=CAT_SEARCH,
           name=Text("「恶魔」被战斗以外破坏：从卡组把1只等级更低的「恶魔」加入手卡",
                     "An \"Archfiend\" destroyed other than by battle: add a lower-Level "
                     "\"Archfiend\" from your Deck")))

# --- Mazera DeVille ------------------------------------------------------------------------------


def _zera_up(g: Duel, c: int) -> bool:
    return g.code[c] == WARRIOR_OF_ZERA and up(g, c)


def _pandemonium_on_field(g: Duel, p: int) -> bool:
    return bool(_active_pandemoniums(g))


def _own_pandemonium(g: Duel, c: int, p: int, w: W) -> bool:
    if len(w) < 3 or w[2] != "special":
        return False
    return any(g.ctrl[f] == p for f in _active_pandemoniums(g))


def _mazera_discard(g: Duel, lk: Link) -> None:
    if any(g.ctrl[f] == lk.player for f in _active_pandemoniums(g)):
        random_discard(g, 1 - lk.player, 3)


add_procs({MAZERA_DEVILLE: Proc("field", (_zera_up,), cond=_pandemonium_on_field)})
procedure_only(MAZERA_DEVILLE)
reg(MAZERA_DEVILLE, Effect(
    kind="trigger", event="summoned", optional=False, condition=_own_pandemonium,
    operation=(_mazera_discard,),
    name=Text("特殊召唤成功：自己场上有「万魔殿」时对方随机丢弃3张手卡",
              "Special Summoned: with your Pandemonium, your opponent discards 3 random "
              "cards")))

__all__ = ["MAZERA_DEVILLE", "PANDEMONIUM"]
