"""Goat-pool Flip monsters (issue 15 part 3, monster batch 1): Flip effects over the shared
vocabulary, and the "stealth" family ("once per turn, you can change this card to face-down
Defense Position", the Stealth Bird helper of ``classic_monsters``), as tables where a row is
enough. Texts (2005 wording, our own words) are in ``pool/goat.csv``; every card is played in
``tests/ygo/test_goat_mon_flip.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    Cands,
    is_spell,
    is_trap,
    live_targets,
    mark_used,
    mons,
    once_per_turn,
    pick,
    reg,
    st_cards,
    up,
)
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_POSITION,
    Effect,
    Link,
)
from cardtable.ygo.state import LOC_GY, LOC_HAND, LOC_MZONE, LOC_ONFIELD, POS_DEF, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

PRINCESS_OF_TSURUGI = 51371017
SWARM_OF_SCARABS = 15383415
SWARM_OF_LOCUSTS = 41872150
MEDUSA_WORM = 2694423
DES_FERAL_IMP = 81985784
GUARDIAN_SPHINX = 40659562
HIROS_SHADOW_SCOUT = 81863068
WHITE_NINJA = 1571945


def _to_face_down(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.change_position(lk.card, POS_FD_DEF)


#: "Once per turn, you can change this card to face-down Defense Position" (an Ignition Effect,
#: as Stealth Bird's in classic_monsters.py)
TO_FACE_DOWN = Effect(kind="ignition", cost=(mark_used,), operation=(_to_face_down,),
                      condition=once_per_turn, category=CAT_POSITION,
                      name=Text("变成里侧守备表示", "Change to face-down Defense Position"))


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.destroy(ts, "effect", lk)


def _flip_destroy(cands: Cands, prompt: str) -> Effect:
    """"FLIP: Destroy 1 <card> (``cands``)": a targeted, mandatory Flip effect."""
    return Effect(kind="flip", optional=False, target=(pick(cands, prompt),), target_picks=True,
                  operation=(_destroy_targets,), category=CAT_DESTROY)


def _is_st(g: Duel, c: int) -> bool:
    return is_spell(g, c) or is_trap(g, c)


#: stealth Flip monsters that destroy 1 card: code -> (candidates, prompt)
STEALTH_DESTROYERS: dict[int, tuple[Cands, str]] = {
    SWARM_OF_SCARABS: (mons("any"), "target_monster"),
    SWARM_OF_LOCUSTS: (st_cards("any", filt=_is_st), "target_spell_trap"),
    MEDUSA_WORM: (mons("opp"), "target_monster"),
}
for _code, (_cands, _prompt) in STEALTH_DESTROYERS.items():
    reg(_code, TO_FACE_DOWN, _flip_destroy(_cands, _prompt))

# White Ninja: FLIP: destroy 1 Defense Position monster on the field (face-up or face-down)
reg(WHITE_NINJA, _flip_destroy(mons("any", filt=lambda g, c: bool(g.pos[c] & POS_DEF)),
                               "target_monster"))


def _tsurugi(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    n = sum(1 for c in (*g.sz[o], g.fz[o]) if c >= 0)
    if n:
        g.damage(o, 500 * n, src=lk.card)


reg(PRINCESS_OF_TSURUGI, Effect(kind="flip", optional=False, operation=(_tsurugi,),
                                category=CAT_DAMAGE))


def _gy_card(g: Duel, p: int, s: int) -> list[int]:
    return list(g.gy[p])


def _shuffle_in(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts:
        g.to_deck(ts, shuffle=True)


reg(DES_FERAL_IMP, TO_FACE_DOWN,
    Effect(kind="flip", optional=False, target=(pick(_gy_card, "target_card"),),
           target_picks=True, operation=(_shuffle_in,)))


def _bounce_opp_monsters(g: Duel, lk: Link) -> None:
    ms = [c for c in g.mz[1 - lk.player] if c >= 0]
    if ms:
        g.to_hand(ms)


reg(GUARDIAN_SPHINX, TO_FACE_DOWN,
    Effect(kind="flip", optional=False, operation=(_bounce_opp_monsters,)))


def _scout(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    before = len(g.hand[o])
    g.draw(o, 3)
    drawn = g.hand[o][before:]
    g.reveal(lk.player, drawn)  # the Scout's controller checks the drawn cards
    g.log("reveal", {"player": o, "to": lk.player, "count": len(drawn)},
          {lk.player: {"cards": [g.card_pub(c) for c in drawn]}})
    spells = [c for c in drawn if is_spell(g, c) and g.loc[c] == LOC_HAND]
    if spells:
        g.discard(spells)


reg(HIROS_SHADOW_SCOUT, Effect(kind="flip", optional=False, operation=(_scout,),
                               category=CAT_DRAW))
