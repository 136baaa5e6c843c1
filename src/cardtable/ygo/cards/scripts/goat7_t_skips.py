"""Skipping a turn or a Standby Phase (issue 15 part 3, session 7; the engine piece g7-t owns is
``hooks.PHASE_SKIPS`` read by ``rules/turn.py``) and the Goat-pool Normal Traps using it:
Solomon's Lawbook and Gamble.

Texts: neither is flagged "Goat-era version" in goat-pool.csv; today's official texts
(yaml-yugi ``data/23471572.yaml`` Solomon's Lawbook, ``data/37313786.yaml`` Gamble) describe
them; our own words in ``pool/goat.csv``:

* Solomon's Lawbook — skip your next Standby Phase (its Standby Phase effects and costs do not
  happen; the turn goes from the Draw Phase to Main Phase 1).
* Gamble — activate only while the opponent holds 6 or more cards and you hold 2 or fewer; call
  a coin: right, draw until you hold 5 cards; wrong, skip your next turn (the turn is not
  played: no draw, no phases; the opponent's turn follows).

Each card leaves a public ``card_effect`` mark (the player, what is skipped); the
``PHASE_SKIPS`` hook of this module skips the first matching Standby Phase / turn of that player
after the mark; the engine's ``phase_skipped`` / ``turn_skipped`` rule line in that player's
turn uses the mark up, so each mark skips once. Checks:
``tests/ygo/test_goat7_t_skips.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat5_coin_traps import call_coin, called_right
from cardtable.ygo.effects.api import CAT_DRAW, Effect, Link
from cardtable.ygo.effects.hooks import PHASE_SKIPS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SOLOMONS_LAWBOOK = 23471572
GAMBLE = 37313786
_MARK = "skip_next"


def mark_skip(g: Duel, c: int, p: int, what: str) -> None:
    """Player ``p``'s next ``what`` (``"standby"`` / ``"turn"``) is skipped (card ``c``'s
    effect)."""
    label = {"standby": ("Standby Phase", "准备阶段"), "turn": ("turn", "回合")}[what]
    note(g, c, f"This player's next {label[0]} is skipped", f"这名玩家的下次{label[1]}跳过",
         **{_MARK: {"player": p, "what": what}})


_RULES = {"standby": "phase_skipped", "turn": "turn_skipped"}


@only_for({SOLOMONS_LAWBOOK, GAMBLE})
def _skip(g: Duel, what: str) -> bool:
    """A mark of the turn player for ``what`` that no skip has used yet (marks are used in
    order: each skip of that player's ``what`` logged since uses the oldest one)."""
    pending = 0
    tp = -1
    for kind, pub, _ in g.elog:
        if kind == "turn":
            tp = int(pub["player"])
        elif kind == "card_effect":
            m = pub.get(_MARK)
            if m is not None and m["player"] == g.tp and m["what"] == what:
                pending += 1
        elif kind == "rule" and pub.get("rule") == _RULES[what] and tp == g.tp and pending:
            pending -= 1
    return pending > 0


PHASE_SKIPS.append(_skip)


def _lawbook(g: Duel, lk: Link) -> None:
    mark_skip(g, lk.card, lk.player, "standby")


def _gamble_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return len(g.hand[1 - p]) >= 6 and len([x for x in g.hand[p] if x != c]) <= 2


def _gamble(g: Duel, lk: Link) -> None:
    p = lk.player
    if called_right(g, lk):
        n = 5 - len(g.hand[p])
        if n > 0:
            g.draw(p, n)
    else:
        mark_skip(g, lk.card, p, "turn")


reg(SOLOMONS_LAWBOOK, Effect(operation=(_lawbook,)))
reg(GAMBLE, Effect(condition=_gamble_cond, operation=(call_coin, _gamble), category=CAT_DRAW))
