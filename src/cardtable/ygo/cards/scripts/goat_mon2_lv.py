"""Goat-pool LV monsters (issue 15 part 3, goat-mon2 batch 5), their 2005 (Soul of the Duelist)
wording: the level-up is a trigger with a cost, "send this card to the Graveyard to Special
Summon <next LV> from your hand or Deck", as one table (``LEVEL_UPS``):

* Armed Dragon LV3: during your Standby Phase (``event="standby"``, its controller's turn);
* Armed Dragon LV5 and Horus the Black Flame Dragon LV4: "during the End Phase of a turn in
  which this card destroyed a monster as a result of battle" (the 2005 timing; today's text
  says "at the end of the Battle Phase"); the battle is read back from this turn's ``battle``
  log entries (as attacker or as the attacked monster: ``seed_common``'s
  ``destroyed_by_battle_this_turn``).

The next LV comes face-up in the position its controller picks (the text names none:
docs/rulings.md G5) and counts as properly Special Summoned (``how="proper"``: Armed Dragon
LV7 summoned this way may be revived later). Armed Dragon LV5 also has "send 1 monster card from
your hand to the Graveyard: destroy 1 face-up monster your opponent controls whose ATK is at
most that monster's ATK" (an Ignition Effect; the sent card's printed ATK, a "?" as 0).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat_mon2_lv.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last, live_targets, note, reg, up
from cardtable.ygo.cards.scripts.seed_common import destroyed_by_battle_this_turn
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import F_SUMMONED_TURN, LOC_DECK, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ARMED_DRAGON_LV3 = 980973
ARMED_DRAGON_LV5 = 46384672
ARMED_DRAGON_LV7 = 73879377
HORUS_LV4 = 75830094
HORUS_LV6 = 11224103
#: "Level Up!" (its script: goat8_mb_levels.py): Special Summons a LV monster "ignoring its
#: Summoning conditions", so the "only by <LV>'s effect" hooks let it through
LEVEL_UP = 25290459


class LevelUp(NamedTuple):
    """One LV monster's level-up: the phase event it listens to and the card it brings."""

    event: str  #: ``"standby"`` (your Standby Phase) or ``"end_phase"`` (after a battle win)
    next_lv: int  #: the passcode it Special Summons from the hand or Deck
    #: "except the turn this card was Summoned or flipped" (Silent Swordsman LV3)
    not_new: bool = False


LEVEL_UPS: dict[int, LevelUp] = {
    ARMED_DRAGON_LV3: LevelUp("standby", ARMED_DRAGON_LV5),
    ARMED_DRAGON_LV5: LevelUp("end_phase", ARMED_DRAGON_LV7),
    HORUS_LV4: LevelUp("end_phase", HORUS_LV6),
}


def _next_cands(g: Duel, p: int, c: int) -> list[int]:
    want = LEVEL_UPS[g.code[c]].next_lv
    return [x for x in (*g.hand[p], *g.deck[p]) if g.code[x] == want]


#: a public mark: this LV monster was flipped face-up this turn (for ``not_new`` rows: "not the
#: turn this card was ... flipped face-up", Book of Taiyou included)
FLIPPED_KEY = "lv_flipped"


def lv_flip_mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS`` (marked ``only_for`` the ``not_new`` LV codes by their modules): note a
    flip face-up of such a LV monster."""
    if ev == "flipped" and g.code[c] in LEVEL_UPS and LEVEL_UPS[g.code[c]].not_new:
        note(g, c, "flipped face-up this turn", "这个回合反转", **{FLIPPED_KEY: g.turn,
                                                                   "life": g.life[c]})


def flipped_this_turn(g: Duel, c: int) -> bool:
    """``c`` was flipped face-up this turn (a :data:`FLIPPED_KEY` mark of this turn)."""
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            return False
        if kind == "card_effect" and pub.get(FLIPPED_KEY) == g.turn and pub.get("card") == c \
                and pub.get("life") == g.life[c]:
            return True
    return False


def _lv_cond(g: Duel, c: int, p: int, w: W) -> bool:
    if g.loc[c] != LOC_MZONE or not up(g, c) or not _next_cands(g, g.ctrl[c], c):
        return False
    row = LEVEL_UPS[g.code[c]]
    if row.not_new and (g.flags[c] & F_SUMMONED_TURN or flipped_this_turn(g, c)):
        return False
    if row.event == "standby":
        return g.tp == g.ctrl[c]  # "your Standby Phase"
    return bool(destroyed_by_battle_this_turn(g, c))


def _send_self(g: Duel, lk: Link) -> None:
    lk.data["next"] = LEVEL_UPS[lk.code].next_lv
    g.send_to_gy([lk.card], "cost")


def _ask_next(g: Duel, lk: Link) -> None:
    want = int(lk.data.get("next", -1))
    p = lk.player
    cs = [x for x in (*g.hand[p], *g.deck[p]) if g.code[x] == want]
    ask_cards(g, lk, p, cs, 1, 1, "summon_pick")


def ask_next_position(g: Duel, lk: Link) -> None:
    """Operation step: the hand or Deck card just picked (``last(lk)``) is kept as
    ``lk.data["summon"]`` and its position asked (Level Up! shares it)."""
    got = [x for x in last(lk) if g.loc[x] in (LOC_HAND, LOC_DECK)]
    if got and g.free_mzone(lk.player) >= 0:
        lk.data["summon"] = got[0]
        choose_pos(g, lk)


def summon_next(g: Duel, lk: Link) -> None:
    """Operation step: Special Summon ``lk.data["summon"]`` properly in the asked position
    (shuffling the Deck when it came from there)."""
    x = int(lk.data.get("summon", -1))
    if x < 0 or g.loc[x] not in (LOC_HAND, LOC_DECK):
        return
    from_deck = g.loc[x] == LOC_DECK
    g.special_summon(x, lk.player, int(lk.picks[-1]), how="proper")
    if from_deck:
        g.shuffle_deck(lk.player)


def level_up(code: int) -> Effect:
    """The level-up trigger of ``LEVEL_UPS[code]`` (a later batch adds its rows first)."""
    row = LEVEL_UPS[code]
    nxt = Text("送去墓地：从手卡·卡组特殊召唤下一个等级", "Send it to the GY: Special Summon "
               "the next LV from your hand or Deck")
    return Effect(kind="trigger", event=row.event, optional=True, condition=_lv_cond,
                  cost=(_send_self,), operation=(_ask_next, ask_next_position, summon_next),
                  category=CAT_SPSUMMON, name=nxt)


# --- Armed Dragon LV5: send 1 monster from the hand: destroy 1 face-up monster with ATK up to its


def _printed_atk(g: Duel, c: int) -> int:
    return max(g.cd(c).atk, 0)


def _hand_monsters(g: Duel, p: int, c: int) -> list[int]:
    return [x for x in g.hand[p] if g.cd(x).is_monster]


def _prey(g: Duel, p: int, limit: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and up(g, m) and g.atk(m) <= limit]


def _ad5_ok(g: Duel, c: int, p: int, w: W) -> bool:
    hand = _hand_monsters(g, p, c)
    return bool(hand) and bool(_prey(g, p, max(_printed_atk(g, x) for x in hand)))


def _ad5_ask(g: Duel, lk: Link) -> None:
    p = lk.player
    top = [x for x in _hand_monsters(g, p, lk.card)
           if _prey(g, p, _printed_atk(g, x))]
    ask_cards(g, lk, p, top, 1, 1, "send_to_gy")


def _ad5_send(g: Duel, lk: Link) -> None:
    sent = [x for x in last(lk) if g.loc[x] == LOC_HAND]
    lk.data["limit"] = _printed_atk(g, sent[0]) if sent else -1
    g.send_to_gy(sent, "cost")


def _ad5_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _prey(g, lk.player, int(lk.data.get("limit", -1))), 1, 1,
              "target_monster")


def _ad5_destroy(g: Duel, lk: Link) -> None:
    limit = int(lk.data.get("limit", -1))
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)
          and g.atk(t) <= limit]
    if ts:
        g.destroy(ts, "effect", lk)


EVENT_HOOKS.append(only_for(set())(lv_flip_mark))
for _code in LEVEL_UPS:
    if _code != ARMED_DRAGON_LV5:
        reg(_code, level_up(_code))
reg(ARMED_DRAGON_LV5,
    Effect(kind="ignition", cost=(_ad5_ask, _ad5_send), target=(_ad5_target,),
           target_picks=True, operation=(_ad5_destroy,), category=CAT_DESTROY,
           condition=_ad5_ok,
           name=Text("把手卡1只怪兽送去墓地：破坏对方1只攻击力在那个攻击力以下的表侧表示怪兽",
                     "Send 1 monster from your hand to the GY: destroy 1 face-up opponent's "
                     "monster with ATK up to its ATK")),
    level_up(ARMED_DRAGON_LV5))
