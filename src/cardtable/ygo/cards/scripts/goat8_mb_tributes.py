"""Skull Knight #2 (LOD-006, 2003; issue 15 part 3, g8-mb, session 8). Flagged "Goat-era
version" in ``goat-pool.csv``. Its era wording: the Legacy of Darkness / Dark Beginning 2 text
still held by yaml-yugi ``data/15653824.yaml`` (English "If you Tribute Summon a Fiend-Type
monster by Tributing this monster, Special Summon 1 'Skull Knight #2' from your Deck. Then
shuffle your Deck."; the only German print is DB2-DE129 of 2004, worded the same) and the OCG
text of the time (same file, "ja", the pre-2008 生け贄 wording: when a Fiend-Type monster is
Tribute Summoned by Tributing this card, Special Summon 1 "Skull Knight" from the Deck, then
shuffle). No period ruling found beyond the text; today's reading of that wording applies.

The Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/skull-knight-2.md``): a Tribute **Set** of a Fiend counts too (the Set
monster is not revealed); a Tribute for a Special Summon (a Ritual) does not; a Tribute Summon
negated by Solemn Judgment or Horn of Heaven does not; Tributed by the opponent through Soul
Exchange, neither player activates it. (Its last case — a Skull Knight taken by Change of Heart
and Tributed by the taker, who then summons from *their* Deck — is not followed: the engine
gives a Graveyard card's trigger to its owner; such a Tribute gives nothing here.)

How: a mandatory trigger of the Tributed card (``to_gy`` with the reason ``tribute``); the
engine holds a tribute's triggers until the summon succeeds or is negated (``rules/summon.py``),
so its condition reads the Tribute Summon it paid for from the log: the latest successful
Tribute Summon (``summon_declared`` with Tributes, then ``summon``) or Tribute Set
(``set_monster`` with Tributes) of a Fiend by the Knight's owner. It Special Summons 1 Skull
Knight #2 from the Deck (face-up, the position its controller picks: the text names none) and
shuffles the Deck.

Checks in ``tests/ygo/test_goat8_mb_tributes.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SKULL_KNIGHT_2 = 15653824
FIEND = C.RACE_BY_NAME["Fiend"]


def _fiend_summoned_with(g: Duel, knight: int) -> bool:
    """The latest Tribute Summon or Tribute Set (paid with ``knight``) succeeded and brought a
    Fiend (a Set one is read by the engine, not shown: the FAQ says it is not revealed)."""
    placed = -1
    declared = False
    for kind, pub, private in reversed(g.elog[-60:]):
        if kind == "summon" and placed < 0:
            placed = int(pub.get("card", -1))
        elif kind == "set_monster" and placed < 0:
            if int(pub.get("tributes", 0)) <= 0 or not private:
                return False
            placed = int(next(iter(private.values())).get("card", -1))
            declared = True  # a Set is not declared: no summon_declared entry
        elif kind == "summon_declared" and not declared:
            if int(pub.get("tributes", 0)) <= 0 or int(pub.get("card", -2)) != placed:
                return False
            declared = True
        elif kind == "to_gy" and pub.get("card") == knight and pub.get("reason") == "tribute":
            return declared and placed >= 0 and g.loc[placed] == LOC_MZONE \
                and bool(g.race(placed) & FIEND) and g.ctrl[placed] == g.owner[knight]
    return False


def _knight_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY and len(w) > 2 and w[2] == "tribute" \
        and _fiend_summoned_with(g, c)


def _knights(g: Duel, p: int) -> list[int]:
    return [x for x in g.deck[p] if g.code[x] == SKULL_KNIGHT_2]


def _knight_pos(g: Duel, lk: Link) -> None:
    if _knights(g, lk.player) and g.free_mzone(lk.player) >= 0:
        choose_pos(g, lk)


def _knight_summon(g: Duel, lk: Link) -> None:
    ks = _knights(g, lk.player)
    if ks and lk.picks and g.loc[ks[0]] == LOC_DECK:
        g.special_summon(ks[0], lk.player, int(lk.picks[-1]))
    g.shuffle_deck(lk.player)


reg(SKULL_KNIGHT_2, Effect(
    kind="trigger", event="to_gy", optional=False, condition=_knight_cond,
    operation=(_knight_pos, _knight_summon), category=CAT_SPSUMMON,
    name=Text("作为恶魔族怪兽祭品召唤的祭品：从卡组特殊召唤1只「骷髅骑士」",
              "Tributed for a Fiend's Tribute Summon: Special Summon 1 \"Skull Knight #2\" "
              "from your Deck")))

__all__ = ["SKULL_KNIGHT_2"]
