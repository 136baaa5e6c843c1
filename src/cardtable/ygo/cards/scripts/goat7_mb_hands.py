"""Goat-pool monsters about drawing and the hand (issue 15 part 3, g7-mb, session 7). Not
flagged "Goat-era version" in ``goat-pool.csv``: today's official text (yaml-yugi
``data/<passcode>.yaml``) gives the 2005 behaviour; our wording is in ``pool/goat.csv``.

* Protector of the Sanctuary (AST, 2004): while it is face-up on the field with its effect
  applying, its controller's opponent cannot draw except in a Draw Phase (the engine's
  ``hooks.DRAW_ALLOWED``; the OCG text: 表側表示で存在する限り).
* Supply (LON, 2003): FLIP: 2 Fusion Material monsters in your Graveyard that were sent there by
  a Fusion Summon are added to your hand (picked when it resolves: no target; the cards whose
  last trip to the Graveyard was as Fusion Material, reason ``fusion_material`` in the log;
  with fewer than 2 such cards, as many as there are are added — our reading).
* The Agent of Wisdom - Mercury (AST, 2004): in your Standby Phase, once per turn, if at the end
  of the opponent's last turn you controlled this face-up card and your hand was empty, draw 1
  card. The hand at the end of that turn is read at the Draw Phase's normal draw (a
  ``DRAW_HOOKS`` hook: nothing can happen between the end of a turn and that draw); Mercury
  must have stayed on the field since before this turn. A rule note carries the finding to the
  Standby trigger.

Checks in ``tests/ygo/test_goat7_mb_hands.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last, reg
from cardtable.ygo.effects.api import CAT_DRAW, CAT_SEARCH, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import DRAW_ALLOWED, DRAW_HOOKS, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE, PH_DRAW, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

PROTECTOR_OF_THE_SANCTUARY = 24221739
SUPPLY = 44072894
MERCURY = 38730226

# --- Protector of the Sanctuary ------------------------------------------------------------------


@only_for({PROTECTOR_OF_THE_SANCTUARY})
def _protector_allows(g: Duel, p: int) -> bool:
    """``DRAW_ALLOWED``: ``p`` may draw outside a Draw Phase only while the other player has
    no active Protector of the Sanctuary."""
    if g.phase == PH_DRAW:
        return True
    return not any(g.code[m] == PROTECTOR_OF_THE_SANCTUARY and active_monster(g, m)
                   for m in g.monsters(1 - p))


DRAW_ALLOWED.append(_protector_allows)
reg(PROTECTOR_OF_THE_SANCTUARY, Effect(kind="continuous", name=Text(
    "对方在抽卡阶段以外不能抽卡", "Your opponent cannot draw except in Draw Phases")))

# --- Supply --------------------------------------------------------------------------------------


def _fusion_materials(g: Duel, p: int) -> list[int]:
    """``p``'s Graveyard monsters whose last trip there was as Fusion Material."""
    want = {c for c in g.gy[p] if g.cd(c).is_monster}
    out: list[int] = []
    for kind, pub, _ in reversed(g.elog):
        if not want:
            break
        if kind == "to_gy" and pub.get("card") in want:
            c = int(pub["card"])
            want.discard(c)
            if pub.get("reason") == "fusion_material":
                out.append(c)
    return sorted(out)


def _supply_pick(g: Duel, lk: Link) -> None:
    cs = _fusion_materials(g, lk.player)
    if cs:
        ask_cards(g, lk, lk.player, cs, min(2, len(cs)), 2, "choose")


def _supply_add(g: Duel, lk: Link) -> None:
    cs = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if cs:
        g.to_hand(cs)


reg(SUPPLY, Effect(kind="flip", optional=False, operation=(_supply_pick, _supply_add),
                   category=CAT_SEARCH,
                   name=Text("反转：因融合召唤送去墓地的2只融合素材怪兽加入手卡",
                             "FLIP: add 2 Fusion Material monsters sent to your GY by a Fusion "
                             "Summon to your hand")))

# --- The Agent of Wisdom - Mercury ---------------------------------------------------------------

RULE_MERCURY = "g7mb_mercury_empty_hand"


@only_for({MERCURY})
def _mercury_watch(g: Duel, p: int, card: int) -> None:
    """``DRAW_HOOKS``: the Draw Phase's first draw of ``p``'s turn with nothing else in hand —
    the hand was empty at the end of the last turn: note each face-up Mercury ``p`` has
    controlled since before this turn."""
    if g.phase != PH_DRAW or p != g.tp or len(g.hand[p]) != 1:
        return
    for m in g.monsters(p):
        if g.code[m] == MERCURY and g.pos[m] & POS_FACEUP and g.since[m] < g.turn:
            g.elog.append(("rule", {
                "rule": RULE_MERCURY, "card": m, "life": g.life[m], "turn": g.turn,
                "zh": "对方回合结束时手卡为0：准备阶段抽1张",
                "en": "No card in hand at the end of the opponent's turn: draw 1 in the "
                      "Standby Phase"}, None))


def _mercury_cond(g: Duel, c: int, p: int, w: W) -> bool:
    if g.tp != p or g.loc[c] != LOC_MZONE or not active_monster(g, c):
        return False
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn":
            return False
        if kind == "rule" and pub.get("rule") == RULE_MERCURY and pub.get("card") == c \
                and pub.get("life") == g.life[c] and pub.get("turn") == g.turn:
            return True
    return False


def _mercury_draw(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)


DRAW_HOOKS.append(_mercury_watch)
reg(MERCURY, Effect(kind="trigger", event="standby", optional=False, condition=_mercury_cond,
                    operation=(_mercury_draw,), category=CAT_DRAW,
                    name=Text("对方回合结束时自己手卡为0：准备阶段抽1张",
                              "Empty hand at the end of the opponent's turn: draw 1")))

__all__ = ["MERCURY", "PROTECTOR_OF_THE_SANCTUARY", "SUPPLY"]
