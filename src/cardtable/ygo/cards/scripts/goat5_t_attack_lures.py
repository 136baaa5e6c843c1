"""Goat-pool Traps that choose the opponent's attack target for the turn (issue 15 part 3,
goat-t batch 25): Taunt (in the opponent's Main Phase 1: while the selected monster is on the
field, their attacks this turn must target it; attacking stays optional) and Staunch Defender
(at an opponent's attack declaration: the selected face-up monster becomes the only attack
target this turn — the declared attack is turned on it — and every face-up Attack Position
monster of theirs must attack it, goat-m1's ``MUST_ATTACK``). The selection outlives the chain
link as a public ``card_effect`` mark of this turn (the monster with its ``g.life`` stamp), read
by an ``ATTACK_TARGETS`` hook. Texts (2005 wording, our own words) in ``pool/goat.csv``; checks
in ``tests/ygo/test_goat5_t_attack_lures.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live_targets, mons, note, opp_attack, pick, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, MUST_ATTACK, only_for
from cardtable.ygo.effects.ops import Step
from cardtable.ygo.state import LOC_MZONE, PH_MAIN1, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TAUNT = 90740329
STAUNCH_DEFENDER = 92854392
_KEY = "attack_lure"

_own = mons("self")
_own_face_up = mons("self", True)


def _lure(forced: bool) -> Step:
    def op(g: Duel, lk: Link) -> None:
        ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
        if not ts:
            return
        m = ts[0]
        mark = {"player": 1 - lk.player, "card": m, "life": g.life[m], "forced": forced}
        note(g, lk.card, "This turn the opponent's attacks must target the selected monster",
             "这个回合，对方只能以选择的怪兽为攻击对象", **{_KEY: mark})
        b = g.battle
        if forced and b is not None and g.ctrl[b.attacker] == 1 - lk.player:
            g.battle = b._replace(target=m)  # the declared attack is turned on it
    return op


def _lures(g: Duel, p: int) -> list[dict[str, Any]]:
    """This turn's lures binding player ``p``'s attacks, whose monster is still on the field."""
    return [pub[_KEY] for kind, pub, _ in this_turn(g) if kind == "card_effect" and _KEY in pub
            and pub[_KEY]["player"] == p and g.loc[pub[_KEY]["card"]] == LOC_MZONE
            and g.life[pub[_KEY]["card"]] == pub[_KEY]["life"]]


@only_for({TAUNT, STAUNCH_DEFENDER})
def _only_the_lure(g: Duel, a: int, targets: list[int]) -> list[int]:
    lures = _lures(g, g.ctrl[a])
    if not lures:
        return targets
    m = lures[0]["card"]
    return [m] if m in targets else []


@only_for({STAUNCH_DEFENDER})
def _must_attack_it(g: Duel, a: int) -> bool:
    return g.pos[a] == POS_FU_ATK and any(x["forced"] for x in _lures(g, g.ctrl[a]))


ATTACK_TARGETS.append(_only_the_lure)
MUST_ATTACK.append(_must_attack_it)
reg(TAUNT, Effect(target=(pick(_own, "target_monster"),), target_picks=True,
                  operation=(_lure(False),),
                  condition=lambda g, c, p, w: g.tp != p and g.phase == PH_MAIN1
                  and bool(_own(g, p, c))))
reg(STAUNCH_DEFENDER, Effect(event="attack", target=(pick(_own_face_up, "target_monster"),),
                             target_picks=True, operation=(_lure(True),),
                             condition=lambda g, c, p, w: opp_attack(g, c, p, w)
                             and bool(_own_face_up(g, p, c))))
