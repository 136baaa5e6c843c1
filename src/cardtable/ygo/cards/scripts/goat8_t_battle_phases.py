"""Weather Report (issue 15 part 3, session 8, g8-t): a second Battle Phase — the engine piece
g8-t owns this session.

Text: not flagged "Goat-era version" in goat-pool.csv (its 2002 print, Spell Ruler SRL-EN020);
today's official text (yaml-yugi ``data/72053645.yaml``): "FLIP: Destroy all of your opponent's
face-up "Swords of Revealing Light" on the field. If "Swords of Revealing Light" is destroyed,
you can perform your Battle Phase twice this turn (or your next turn, if activated during your
opponent's turn)." Our own words in ``pool/goat.csv``.

The piece: the flip effect logs a public mark (``g8t_two_battles``: the player and the turn
number of the turn it gives two Battle Phases). In that turn, once the player's first Battle
Phase is over, Main Phase 2 offers "start the second Battle Phase" (a ``MAIN_OPTIONS`` hook,
``only_for`` Weather Report; the "Go to the Battle Phase" rules of ``BATTLE_ALLOWED`` still
apply). That Battle Phase is a Battle Phase like the first: every monster may declare an attack
again (the "has attacked" marks of the first one are cleared; one attack per monster per Battle
Phase), and it is followed by Main Phase 2 again. One mark gives one more Battle Phase, however
many marks there are for the turn (the text: "twice"). Not pinned by a source read (no Goat
FAQ entry for the card was found; Yugipedia's "Battle Phase" page only lists it among the cards
granting several Battle Phases): that the second Battle Phase is entered from Main Phase 2 —
the engine's reading of "perform your Battle Phase twice" in the normal turn order. Checks:
``tests/ygo/test_goat8_t_battle_phases.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.effects.hooks import ACTION_TEXTS, MAIN_ACTIONS, MAIN_OPTIONS, only_for
from cardtable.ygo.state import F_ATTACKED, PH_MAIN2

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

WEATHER_REPORT = 72053645
SWORDS_OF_REVEALING_LIGHT = 72302403
TWO_BATTLES_KEY = "g8t_two_battles"
SECOND_BATTLE = "g8t_second_battle"


def _flip(g: Duel, lk: Link) -> None:
    p = lk.player
    swords = [s for s in g.sz[1 - p] if s >= 0 and g.code[s] == SWORDS_OF_REVEALING_LIGHT
              and up(g, s)]
    if not swords or not g.destroy(swords, "effect", lk):
        return
    turn = g.turn if g.tp == p else g.turn + 1  # "or your next turn" (the opponent's turn now)
    note(g, lk.card, "Its controller may perform the Battle Phase twice in turn "
         f"{turn}", f"其控制者在第{turn}回合可以进行2次战斗阶段",
         **{TWO_BATTLES_KEY: {"player": p, "turn": turn}})


reg(WEATHER_REPORT, Effect(kind="flip", optional=False, operation=(_flip,),
                           category=CAT_DESTROY))


def second_battle_allowed(g: Duel, p: int) -> bool:
    """``p`` (the turn player) has a "Battle Phase twice" mark for this turn (logged this turn
    or in the opponent's turn before) and has held exactly one Battle Phase so far this turn."""
    marked = False
    battles = 0
    turns = 0
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn":
            turns += 1
            if turns == 2:
                break
        elif kind == "phase" and turns == 0 and pub.get("phase") == "battle":
            battles += 1
        elif kind == "card_effect":
            m = pub.get(TWO_BATTLES_KEY)
            if m is not None and m["player"] == p and m["turn"] == g.turn:
                marked = True
    return marked and battles == 1


@only_for({WEATHER_REPORT})
def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.phase != PH_MAIN2 or g.tp != p:
        return []
    if g.hk.battle_allowed and not all(ok(g) for ok in g.hk.battle_allowed):
        return []
    if not second_battle_allowed(g, p):
        return []
    wr = next((c for c in range(g.n) if g.code[c] == WEATHER_REPORT and g.owner[c] == p), -1)
    return [(SECOND_BATTLE, wr)] if wr >= 0 else []


def _second_battle(g: Duel, opt: tuple[Any, ...]) -> None:
    if g.stack and g.stack[-1] == ("main",):
        g.stack.pop()  # the Battle Phase replaces the menu (as "Go to the Battle Phase" does)
    for m in g.mz[g.tp]:
        if m >= 0:
            g.flags[m] &= ~F_ATTACKED
    g.stack.append(("phase_pass", ("battle_start",), ("main",)))


MAIN_OPTIONS.append(_options)
MAIN_ACTIONS[SECOND_BATTLE] = _second_battle
ACTION_TEXTS[SECOND_BATTLE] = Text("进行第2次战斗阶段（「{zh}」的效果）",
                                   "Perform the second Battle Phase ({en}'s effect)")
