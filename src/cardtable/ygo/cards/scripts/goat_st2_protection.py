"""Goat-pool cards that change what an attack or a sweeper does (issue 15 part 3, goat-st2 batch
8): White Hole (answering the opponent's Dark Hole: that Dark Hole does not destroy your monsters
— a public mark naming the Dark Hole link, read by a ``DESTROY_SUBSTITUTES`` hook while that link
resolves) and Secret Pass to the Treasures (1 face-up monster of yours with 1000 or less ATK may
attack directly this turn: an ``ATTACK_TARGETS`` hook over a mark read by
``goat_st_quick_play.marked_this_turn``). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st2_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.goat_st_quick_play import marked_this_turn
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link, ask_cards, target_step
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

WHITE_HOLE = 43487744
DARK_HOLE = 53129443
SECRET_PASS = 77876207


# --- White Hole: "When your opponent activates Dark Hole, the monsters you control are not
#     destroyed by it" ---------------------------------------------------------------------------

def _their_dark_hole(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain:
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and lk.code == DARK_HOLE and lk.player != p


def _shield(g: Duel, lk: Link) -> None:
    below = [x for x in g.chain if x.code == DARK_HOLE and x.card_act and x.player != lk.player]
    if below:
        dh = below[-1]
        note(g, lk.card, "Dark Hole does not destroy this player's monsters",
             "「黑洞」不会破坏这名玩家的怪兽", white_hole=[dh.card, dh.life, lk.player])


@only_for({WHITE_HOLE})
def _spared(g: Duel, cards: list[int], reason: str) -> list[int]:
    if reason != "effect" or not g.chain or g.chain[-1].code != DARK_HOLE:
        return cards
    dh = g.chain[-1]
    safe = {int(pub["white_hole"][2]) for k, pub, _ in this_turn(g)
            if k == "card_effect" and pub.get("white_hole")
            and list(pub["white_hole"][:2]) == [dh.card, dh.life]}
    if not safe:
        return cards
    return [c for c in cards if not (g.loc[c] == LOC_MZONE and g.ctrl[c] in safe)]


DESTROY_SUBSTITUTES.append(_spared)
reg(WHITE_HOLE, Effect(event="activated", condition=_their_dark_hole, operation=(_shield,)))


# --- Secret Pass to the Treasures: target 1 face-up monster you control with 1000 or less ATK;
#     it may attack directly this turn -------------------------------------------------------------

def _small_own(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.monsters(p) if up(g, m) and g.atk(m) <= 1000]


def _pass_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _small_own(g, lk.player, lk.card), 1, 1, "target_monster")


def _open_pass(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if g.target_ok(lk, t) and g.atk(t) <= 1000:
        note(g, lk.card, "It can attack directly this turn", "这个回合可以直接攻击",
             direct_attack=[[t, g.life[t]]])


@only_for({SECRET_PASS})
def _direct_passed(g: Duel, a: int, tg: list[int]) -> list[int]:
    if -1 in tg or a not in marked_this_turn(g, "direct_attack"):
        return tg
    return [*tg, -1]


ATTACK_TARGETS.append(_direct_passed)
#: public name: "the monsters a card's ``direct_attack`` mark names may attack directly this turn"
#: (goat5_stat_spells.py's Delta Attacker marks it ``only_for`` its own code too)
direct_if_marked = _direct_passed
reg(SECRET_PASS, Effect(target=(target_step(_pass_target, _small_own),), target_picks=True,
                        operation=(_open_pass,),
                        condition=lambda g, c, p, w: bool(_small_own(g, p, c))))
