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
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_POSITION,
    CAT_RECOVER,
    Effect,
    Link,
)
from cardtable.ygo.state import (
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
    POS_DEF,
    POS_FACEDOWN,
    POS_FD_DEF,
)

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
IMMORTAL_OF_THUNDER = 84926738
LADY_ASSAILANT_OF_FLAMES = 90147755
DEKOICHI = 87621407
BOKOICHI = 8715625
FOUR_STARRED_LADYBUG = 83994646
MOAI_INTERCEPTOR_CANNONS = 45159319
WITCH_DOCTOR_OF_CHAOS = 75946257
DES_LACOODA = 2326738
STERN_MYSTIC = 87557188
DARK_CAT_WITH_WHITE_TAIL = 8634636
TORNADO_BIRD = 71283180


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
    g.log("look_at", {"player": lk.player, "count": len(drawn)},
          {lk.player: {"cards": [g.card_pub(c) for c in drawn]}})
    spells = [c for c in drawn if is_spell(g, c) and g.loc[c] == LOC_HAND]
    if spells:
        g.discard(spells)


reg(HIROS_SHADOW_SCOUT, Effect(kind="flip", optional=False, operation=(_scout,),
                               category=CAT_DRAW))


# --- The Immortal of Thunder: FLIP: +3000 LP; sent from the field to the GY: lose 5000 LP -----


def _gain3000(g: Duel, lk: Link) -> None:
    g.recover(lk.player, 3000)


def _lose5000(g: Duel, lk: Link) -> None:
    g.pay_lp(lk.player, 5000)  # a loss of LP, not damage (Des Wombat does not stop it)


reg(IMMORTAL_OF_THUNDER,
    Effect(kind="flip", optional=False, operation=(_gain3000,), category=CAT_RECOVER),
    Effect(kind="trigger", event="left_field", optional=False,
           condition=lambda g, c, p, w: g.loc[c] == LOC_GY, operation=(_lose5000,)))


def _assailant(g: Duel, lk: Link) -> None:
    top = g.deck[lk.player][-3:][::-1]
    if top:
        g.banish(top)
    g.damage(1 - lk.player, 800, src=lk.card)


reg(LADY_ASSAILANT_OF_FLAMES, Effect(kind="flip", optional=False, operation=(_assailant,),
                                     category=CAT_DAMAGE | CAT_BANISH))


def _draw1(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)


def _dekoichi(g: Duel, lk: Link) -> None:
    n = 1 + sum(1 for m in g.mz[lk.player] if m >= 0 and g.code[m] == BOKOICHI and up(g, m))
    g.draw(lk.player, n)


reg(DEKOICHI, Effect(kind="flip", optional=False, operation=(_dekoichi,), category=CAT_DRAW))


def _ladybug(g: Duel, lk: Link) -> None:
    out = [m for m in g.mz[1 - lk.player] if m >= 0 and up(g, m) and g.level(m) == 4]
    if out:
        g.destroy(out, "effect", lk)


reg(FOUR_STARRED_LADYBUG, Effect(kind="flip", optional=False, operation=(_ladybug,),
                                 category=CAT_DESTROY))
reg(MOAI_INTERCEPTOR_CANNONS, TO_FACE_DOWN)  # its only effect



def _any_gy(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in g.gy[q]]


def _banish_gy_target(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts:
        g.banish(ts)


reg(WITCH_DOCTOR_OF_CHAOS, Effect(kind="flip", optional=False,
                                  target=(pick(_any_gy, "target_card"),), target_picks=True,
                                  operation=(_banish_gy_target,), category=CAT_BANISH))


# Des Lacooda: stealth; "when this card is Flip Summoned, draw 1 card" (a Flip Summon only, not
# a flip by an attack or an effect)
reg(DES_LACOODA, TO_FACE_DOWN,
    Effect(kind="trigger", event="summoned", optional=False,
           condition=lambda g, c, p, w: len(w) > 2 and w[2] == "flip" and g.loc[c] == LOC_MZONE,
           operation=(_draw1,), category=CAT_DRAW))


def _stern_mystic(g: Duel, lk: Link) -> None:
    """Look at every face-down card on the field: shown to this player only, left in place."""
    fd = [c for q in (0, 1) for c in (*g.mz[q], *g.sz[q], g.fz[q])
          if c >= 0 and c != lk.card and g.pos[c] & POS_FACEDOWN]
    if fd:
        g.reveal(lk.player, fd)
        g.log("look_at", {"player": lk.player, "count": len(fd)},
              {lk.player: {"cards": [g.card_pub(c) for c in fd]}})


reg(STERN_MYSTIC, Effect(kind="flip", optional=False, operation=(_stern_mystic,)))


# --- bounces with fixed numbers of targets: the Flip effect needs all its targets -------------


def _bounce_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.to_hand(ts)


_opp_mons, _own_mons = mons("opp"), mons("self")
_field_st = st_cards("any", filt=_is_st)

# Dark Cat with White Tail: 2 monsters your opponent controls and 1 you control (it may be
# itself) back to the hand
reg(DARK_CAT_WITH_WHITE_TAIL, Effect(
    kind="flip", optional=False,
    condition=lambda g, c, p, w: len(_opp_mons(g, p, c)) >= 2 and len(_own_mons(g, p, c)) >= 1,
    target=(pick(_opp_mons, "target_monster", 2), pick(_own_mons, "target_monster")),
    target_picks=True, operation=(_bounce_targets,)))
# Tornado Bird: 2 Spell/Trap Cards on the field back to the hand
reg(TORNADO_BIRD, Effect(kind="flip", optional=False,
                         condition=lambda g, c, p, w: len(_field_st(g, p, c)) >= 2,
                         target=(pick(_field_st, "target_spell_trap", 2),), target_picks=True,
                         operation=(_bounce_targets,)))
