"""Level Conversion Lab (issue 15 part 3, session 7, g7-t): a Normal Trap — show 1 monster in
your hand and roll a die: a 1 sends it to the Graveyard; 2 to 6, its Level becomes that number
until the end of this turn.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/84397023.yaml``) describes it; our own words in ``pool/goat.csv``. The monster is chosen
and shown (a public ``reveal`` event, ``g.reveal`` to the opponent) at resolution; the die is
``ops.roll_die`` (public). The new Level is a g7-s ``LEVEL_MODS`` hook reading a public mark of
this turn with the card's "life": it applies while the card stays in the hand (a Tribute Summon
from the hand counts it); once the card moves, it is a new card and the mark no longer applies.
Checks: ``tests/ygo/test_goat7_t_level_lab.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import is_monster, last, note, reg
from cardtable.ygo.cards.scripts.goat9_a_dice import kept_roll, rolled
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import LEVEL_MODS, only_for
from cardtable.ygo.state import LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

LEVEL_CONVERSION_LAB = 84397023
_KEY = "level_becomes"


def _hand_monsters(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if is_monster(g, c)]


def _choose(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hand_monsters(g, lk.player), 1, 1, "choose")


def _roll(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if not got:
        return
    c = got[0]
    if not kept_roll(lk):  # (a re-roll question runs this step again)
        g.log("reveal", {"player": lk.player, "cards": [g.card_pub(c)],
                         "why": "Level Conversion Lab"})
        g.reveal(1 - lk.player, [c])
    r = rolled(g, lk, lambda: ops.roll_die(g, lk.player))
    if r == 1:
        g.send_to_gy([c])
        return
    nm = g.name(c)
    note(g, lk.card, f"{nm.en} is Level {r} this turn", f"「{nm.zh}」这个回合变成{r}星",
         **{_KEY: {"card": c, "life": g.life[c], "level": r}})


@only_for({LEVEL_CONVERSION_LAB})
def _level(g: Duel, c: int, lv: int) -> int:
    for kind, pub, _ in this_turn(g):
        m = pub.get(_KEY) if kind == "card_effect" else None
        if m is not None and m["card"] == c and m["life"] == g.life[c]:
            return int(m["level"])
    return lv


LEVEL_MODS.append(_level)
reg(LEVEL_CONVERSION_LAB, Effect(operation=(_choose, _roll),
                                 condition=lambda g, c, p, w: bool(_hand_monsters(g, p))))
