"""Spells that give a monster a second attack (issue 15 part 3, g6-s), over
``goat5_attacks.grant_attacks``: Double Attack (discard a Monster Card of a higher Level than
the selected face-up monster: it can attack twice this turn — a public mark of this turn) and
Twin Swords of Flashing Light - Tryce (Equip Spell, discard 1 card to activate: -500 ATK, two
attacks per Battle Phase while its effects apply). Texts (2005 prints, our own words) in
``pool/goat.csv``; checks in ``tests/ygo/test_goat6_s_attacks.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import last, live_targets, note, reg, up
from cardtable.ygo.cards.scripts.goat5_attacks import grant_attacks
from cardtable.ygo.cards.scripts.goat_st_quick_play import marked_this_turn
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_EQUIP,
    Aspect,
    Effect,
    Link,
    ask_cards,
    target_step,
)
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DOUBLE_ATTACK = 34187685
TRYCE = 21900719


def _levelled_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and g.cd(m).level > 0]


def _higher_in_hand(g: Duel, p: int, s: int) -> list[int]:
    low = min((g.level(m) for m in _levelled_up(g, p)), default=99)
    return [c for c in g.hand[p] if c != s and g.cd(c).is_monster and g.cd(c).level > low]


# --- Double Attack: discard 1 Monster Card with a higher Level than 1 face-up monster you
#     control; that monster can attack twice in this turn's Battle Phase ---
def _da_discard_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _higher_in_hand(g, lk.player, lk.card), 1, 1, "discard")


def _da_discard(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        lk.data["level"] = g.cd(got[0]).level
        g.discard(got)


def _lower(g: Duel, p: int, lk: Link) -> list[int]:
    return [m for m in _levelled_up(g, p) if g.level(m) < int(lk.data.get("level", 0))]


def _da_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _lower(g, lk.player, lk), 1, 1, "target_monster")


def _da_mark(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t):
            note(g, lk.card, "It can attack twice this turn", "这个回合可以攻击2次",
                 double_attack=[[t, g.life[t]]])


reg(DOUBLE_ATTACK, Effect(
    cost=(_da_discard_ask, _da_discard), target=(_da_target,), target_picks=True,
    operation=(_da_mark,), category=CAT_ATKCHANGE,
    condition=lambda g, c, p, w: bool(_higher_in_hand(g, p, c))))


def _double_attack_grant(g: Duel, m: int) -> int:
    return 2 if m in marked_this_turn(g, "double_attack") else 1


grant_attacks({DOUBLE_ATTACK}, _double_attack_grant)


# --- Twin Swords of Flashing Light - Tryce: discard 1 card to activate; the equipped monster
#     loses 500 ATK and can attack twice in the same Battle Phase ---
_discard1 = costs.discard(1)


def _any_face_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m)]


def _tryce_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _any_face_up(g, lk.player, lk.card), 1, 1, "target_monster")


target_step(_tryce_target, _any_face_up, 1)
reg(TRYCE, Effect(
    equip=True, cost=_discard1[0], target=(_tryce_target,), target_picks=True,
    aspects=(Aspect("atk", lambda g, s, c: -500 if g.equip[s] == c else 0),),
    category=CAT_EQUIP | CAT_ATKCHANGE,
    condition=lambda g, c, p, w: _discard1[1](g, c, p) and bool(_any_face_up(g, p, c))))


def _tryce_grant(g: Duel, m: int) -> int:
    eqs = [s for q in (0, 1) for s in g.sz[q] if s >= 0 and g.code[s] == TRYCE and g.equip[s] == m]
    return 2 if eqs and any(s in g.sources() for s in eqs) else 1


grant_attacks({TRYCE}, _tryce_grant)
