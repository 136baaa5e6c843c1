"""Jam Defender (issue 15 part 3, session 6, g6-t): a Continuous Trap whose repeatable effect
turns an opponent's attack on one of your monsters onto your face-up Revival Jam (the attack
redirect of ``goat6_t_retarget.py``).

Text (the old Japanese text of Spell of Mask, quoted by yugioh-wiki; our own words in
``pool/goat.csv``): "When an opponent's monster attacks a monster you control, if you control a
face-up "Revival Jam", you can switch the attack target to "Revival Jam"." So: the effect is
used from the face-up Trap (Spell Speed 2) in the window of an attack declared by an opponent's
monster on a monster you control (not a direct attack, not an attack already on a Revival Jam);
the Revival Jam is picked when the effect resolves and must still be a monster the attacker
could attack (``attack_redirect_targets``); no replay. Checks:
``tests/ygo/test_goat6_t_attack_redirect.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat6_t_retarget import attack_redirect_targets, redirect_attack
from cardtable.ygo.effects.api import Effect, Link, ask_cards
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

JAM_DEFENDER = 21558682
REVIVAL_JAM = 31709826


def _jams(g: Duel, p: int) -> list[int]:
    return [m for m in attack_redirect_targets(g, p)
            if g.code[m] == REVIVAL_JAM and up(g, m)]


def _attacked(g: Duel, p: int, w: W) -> bool:
    """The attack being declared now: an opponent's monster on a monster ``p`` controls."""
    b = g.battle
    return bool(w) and w[0] == "attack" and b is not None and b.target >= 0 \
        and g.ctrl[b.attacker] != p and g.ctrl[b.target] == p \
        and g.code[b.target] != REVIVAL_JAM


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return _attacked(g, p, w) and bool(_jams(g, p))


def _pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _jams(g, lk.player), 1, 1, "choose")


def _op(g: Duel, lk: Link) -> None:
    got = lk.picks[-1] if lk.picks and isinstance(lk.picks[-1], tuple) else ()
    for m in got:
        if g.loc[m] == LOC_MZONE and m in _jams(g, lk.player):
            redirect_attack(g, m)


reg(JAM_DEFENDER, Effect(kind="activate"),
    Effect(kind="quick", where=LOC_SZONE, event="attack", condition=_cond,
           operation=(_pick, _op),
           name=Text("攻击对象转移为「再生史莱姆」",
                     "Switch the attack target to \"Revival Jam\"")))
