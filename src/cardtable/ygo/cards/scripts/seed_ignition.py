"""Seed ignition-effect monsters (seed 000 「启动效果」): Magical Scientist, Tribe-Infecting Virus.

Magical Scientist's monster "cannot attack directly" (an attack hook) and goes back to the Fusion
Deck at the End Phase (a phase hook); both read this turn's log, so they hold even after the
Scientist has left the field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.seed_common import (
    POS_ATK_DEF,
    last_pick,
    rule_note,
    this_turn,
)
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    announce_race,
    ask_cards,
    ask_option,
    ask_race,
    register,
)
from cardtable.ygo.effects.hooks import ATTACK_ALLOWED, PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_EXTRA, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MAGICAL_SCIENTIST = 34206604
TRIBE_INFECTING_VIRUS = 33184167
SCIENTIST_HOW = "magical_scientist"

# --- Magical Scientist ------------------------------------------------------------------------


def _sci_fusions(g: Duel, p: int) -> list[int]:
    return [f for f in g.extra[p] if g.cd(f).type & C.FUSION
            and g.cd(f).level <= 6]


def _sci_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _sci_fusions(g, lk.player), 1, 1, "fusion_monster")


def _sci_pos(g: Duel, lk: Link) -> None:
    if last_pick(lk):
        ask_option(g, lk, lk.player, POS_ATK_DEF, "position")


def _sci_summon(g: Duel, lk: Link) -> None:
    got = lk.picks[-2] if len(lk.picks) >= 2 and isinstance(lk.picks[-2], tuple) else ()
    if not got or g.loc[got[0]] != LOC_EXTRA:
        return
    g.special_summon(got[0], lk.player, int(lk.picks[-1]), how=SCIENTIST_HOW)


def scientist_monsters(g: Duel) -> list[int]:
    """Monsters Special Summoned by Magical Scientist this turn that are still on the field."""
    out = []
    for k, pub, _ in this_turn(g):
        if k == "special_summon" and pub.get("how") == SCIENTIST_HOW:
            c = pub["card"]
            if g.loc[c] == LOC_MZONE and g.since[c] == g.turn and c not in out:
                out.append(c)
    return out


def _attack_ok(g: Duel, c: int) -> bool:
    """Attack hook: the Scientist's monster cannot attack directly (with no opponent monster the
    only attack is a direct one), even after the Scientist has left the field."""
    return bool(g.monsters(1 - g.ctrl[c])) or c not in scientist_monsters(g)


def _sci_phase(g: Duel, ev: str) -> None:
    if ev != "end_phase" or MAGICAL_SCIENTIST not in g.code:
        return
    back = scientist_monsters(g)
    if back:
        rule_note(g, "scientist_return", Text("「魔导科学家」特殊召唤的怪兽在结束阶段回到融合卡组",
                             "The monster Special Summoned by Magical Scientist returns to the "
                             "Fusion Deck at the End Phase"))
        g.to_deck(back, shuffle=False)


register(MAGICAL_SCIENTIST, Effect(
    kind="ignition", cost=costs.pay_lp(1000)[0], operation=(_sci_pick, _sci_pos, _sci_summon),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: g.lp[p] >= 1000 and g.free_mzone(p) >= 0
    and bool(_sci_fusions(g, p)),
    name=Text("支付1000基本分：从融合卡组特殊召唤6星以下的融合怪兽",
              "Pay 1000 LP: Special Summon a Level 6 or lower Fusion Monster")))
PHASE_HOOKS.append(only_for({MAGICAL_SCIENTIST})(_sci_phase))
ATTACK_ALLOWED.append(only_for({MAGICAL_SCIENTIST})(_attack_ok))

# --- Tribe-Infecting Virus: discard 1, declare a Type: destroy face-up monsters of it -------

_discard1 = costs.discard(1)


def _tiv_declare(g: Duel, lk: Link) -> None:
    ask_race(g, lk, lk.player)


def _tiv_op(g: Duel, lk: Link) -> None:
    race = int(lk.picks[-1])  # declared (and made public) at activation: announce_race
    g.destroy([c for p in (0, 1) for c in g.mz[p]
               if c >= 0 and g.pos[c] & POS_FACEUP and g.race(c) & race], "effect", lk)


register(TRIBE_INFECTING_VIRUS, Effect(
    kind="ignition", cost=_discard1[0], target=(_tiv_declare, announce_race), operation=(_tiv_op,),
    category=CAT_DESTROY, condition=lambda g, c, p, w: _discard1[1](g, c, p)))
