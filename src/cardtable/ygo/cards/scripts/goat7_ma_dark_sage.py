"""Dark Sage (Dark Beginning 1, DB1-EN096; issue 15 part 3, g7-ma). Not flagged "Goat-era
version" in ``goat-pool.csv``: its official text (yaml-yugi ``data/92377303.yaml``) is the Goat
text: "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand or Deck) by
Tributing 1 "Dark Magician" immediately after applying the effect of "Time Wizard" in which you
called the coin toss right. When Special Summoned this way: Add 1 Spell Card from your Deck to
your hand."

* "Immediately after applying the effect of Time Wizard in which you called the coin toss
  right": the moment is read from the log — the last entry of the player's Time Wizard link is
  its ``coin`` line with the call equal to the result, and since then only that resolution's
  own consequences (destruction, the Graveyard, the chain's end) were logged. Right then, at
  the Main Phase menu that follows, a procedure (``MAIN_OPTIONS`` / ``MAIN_ACTIONS``) offers
  Dark Sage from the hand or the Deck, Tributing a Dark Magician the player controls; any other
  action first lets the moment pass (our reading of "immediately").
* "When Special Summoned this way": a mandatory trigger (the summon notes the way publicly)
  that adds 1 Spell Card from the Deck to the hand (shown to the opponent, ``g.to_hand``).

Checks in ``tests/ygo/test_goat7_ma_dark_sage.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import in_deck, note, reg, search_to_hand, up
from cardtable.ygo.effects.api import CAT_SEARCH, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import ACTION_TEXTS, MAIN_ACTIONS, MAIN_OPTIONS, only_for
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.state import LOC_DECK, LOC_HAND, LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DARK_SAGE = 92377303
DARK_MAGICIAN = 46986414
TIME_WIZARD = 71625222
_WAY = "summoned_by_time_wizard_call"
#: log kinds a successful Time Wizard resolution leaves after its coin line
_AFTERMATH = frozenset({"destroy", "to_gy", "chain_end", "resolve", "rule", "card_effect"})


def right_call_just_applied(g: Duel, p: int) -> bool:
    """``p``'s Time Wizard effect, with the toss called right, is the last thing that happened
    (only its own consequences logged since)."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "coin":
            return (int(pub.get("player", -1)) == p and pub.get("call") == pub.get("result")
                    and _coin_was_time_wizard(g, p))
        if kind not in _AFTERMATH:
            return False
    return False


def _coin_was_time_wizard(g: Duel, p: int) -> bool:
    """The link resolving right before the latest coin line was a Time Wizard's of ``p``."""
    seen_coin = False
    for kind, pub, _ in reversed(g.elog):
        if kind == "coin":
            seen_coin = True
        elif seen_coin and kind == "resolve":
            return int(pub.get("code", -1)) == TIME_WIZARD
        elif seen_coin and kind in ("turn", "chain_end"):
            return False
    return False


def _magicians(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and g.code[m] == DARK_MAGICIAN]


def _sages(g: Duel, p: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.code[c] == DARK_SAGE]


@only_for({DARK_SAGE})
def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    sages = _sages(g, p)
    if not sages or not _magicians(g, p) or not right_call_just_applied(g, p):
        return []
    c = sages[0]  # one option pair: the procedure takes a copy from the hand first
    if not all(ok(g, p, c, "special") for ok in g.hk.summon_allowed):
        return []
    return [("g7ma_dark_sage", c), ("g7ma_dark_sage_def", c)]


def _start(pos: int) -> Callable[[Duel, tuple[Any, ...]], None]:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        g.stack.append(("g7ma_dark_sage_step", pos, -1))

    return act


@step("g7ma_dark_sage_step")
def _sage_step(g: Duel, fr: tuple[Any, ...]) -> None:
    _, pos, magician = fr
    p = g.tp
    if magician < 0:
        ms = _magicians(g, p)
        if len(ms) == 1:
            g.stack.append(("g7ma_dark_sage_step", pos, ms[0]))
        elif ms:
            g.pend = (p, "pick", "tribute", tuple(("card", m) for m in ms),
                      "g7ma_dark_sage_pick", (pos,))
        return
    sages = _sages(g, p)
    if not sages or g.loc[magician] != LOC_MZONE:
        return
    sage = next((c for c in sages if g.loc[c] == LOC_HAND), sages[0])
    from_deck = g.loc[sage] == LOC_DECK
    g.send_to_gy([magician], "tribute")
    if g.special_summon(sage, p, pos, how="proper"):
        note(g, sage, "Special Summoned by its own way", "以自身的方法特殊召唤",
             **{_WAY: [sage, g.life[sage]]})
        w = ("summoned", sage, "special", p)
        g.stack.append(("window_fresh", g.chains_started, p, w))
        g.stack.append(("triggers", w))
    if from_deck:
        g.shuffle_deck(p)


@handler("g7ma_dark_sage_pick")
def _sage_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    g.stack.append(("g7ma_dark_sage_step", ctx[0], int(opt[1])))


def _summoned_this_way(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    mark = [c, g.life[c]]
    return g.loc[c] == LOC_MZONE and up(g, c) and any(
        kind == "card_effect" and pub.get(_WAY) == mark for kind, pub, _ in reversed(g.elog[-20:]))


_spells_in_deck = in_deck(lambda g, c: g.cd(c).is_spell)


def _ask_spell(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _spells_in_deck(g, lk.player, lk.card), 1, 1, "search")

MAIN_OPTIONS.append(_options)
MAIN_ACTIONS.update({"g7ma_dark_sage": _start(POS_FU_ATK),
                     "g7ma_dark_sage_def": _start(POS_FU_DEF)})
ACTION_TEXTS.update({
    "g7ma_dark_sage": Text("解放「黑魔术师」特殊召唤「{zh}」（攻击表示）",
                           "Tribute \"Dark Magician\": Special Summon {en} (Attack Position)"),
    "g7ma_dark_sage_def": Text("解放「黑魔术师」特殊召唤「{zh}」（守备表示）",
                               "Tribute \"Dark Magician\": Special Summon {en} (Defense "
                               "Position)"),
})
reg(DARK_SAGE, Effect(kind="trigger", event="summoned", optional=False,
                      condition=_summoned_this_way, operation=(_ask_spell, search_to_hand),
                      category=CAT_SEARCH,
                      name=Text("从卡组把1张魔法卡加入手卡", "Add 1 Spell Card from your Deck to "
                                "your hand")))

__all__ = ["DARK_SAGE", "right_call_just_applied"]
