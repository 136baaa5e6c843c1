"""Goat-pool Traps that become Equip Cards (issue 15 part 3, session 6, g6-t): Blast with Chain
and Metalmorph.

Blast with Chain (LOD-088; the old Japanese text quoted by yugioh-wiki, our own words in
``pool/goat.csv``): "After activation this card becomes an Equip Card giving 500 ATK and is
equipped to a monster on your side of the field. When this card, as an Equip Card, is destroyed
by a card effect, select 1 card on the field and destroy it." Rulings (yugioh-wiki): it may be
activated in the Damage Step (it changes ATK); destroyed in answer to its own activation, before
it is an Equip Card, it destroys nothing; destroyed because its monster left the field (a rule,
not an effect) it destroys nothing either; the destruction is mandatory. The equipping is
Kunai with Chain's (``classic_lib.link_cards``: the engine destroys the Trap when the monster
leaves or turns face-down).

Metalmorph (the old Japanese text of the Sealed Memories game card, quoted by yugioh-wiki and
Yourpedia; our own words in ``pool/goat.csv``): "After activation this card becomes an Equip
Card giving 300 ATK and DEF, equipped to 1 monster. When the equipped monster attacks, during
damage calculation only, its ATK rises by half the ATK of the monster it attacks." So: any
face-up monster on the field (an Equip Card needs a face-up monster; the text names no side);
the extra ATK applies only while the equipped monster is the attacker and the attack is on a
monster (a direct attack has no attacked monster), only in damage calculation
(``g.bstep == BS_CALC``), reading the attacked monster's ATK then; when the equipped monster is
attacked, only the 300 applies. It may be activated in the Damage Step (it changes ATK).
Checks: ``tests/ygo/test_goat6_t_equip_traps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import (
    card_ok,
    field_cards,
    link_cards,
    linked_monster,
    mons,
    pick,
    reg,
    tgt,
    up,
)
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_DESTROY, Aspect, Effect, Link
from cardtable.ygo.state import BS_CALC, LOC_GY, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

BLAST_WITH_CHAIN = 98239899
METALMORPH = 68540058

_own_up = mons("self", True)
_any_up = mons("any", True)
_anything = field_cards("any")


def _equip(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t) and card_ok(g, lk) \
            and g.loc[lk.card] == LOC_SZONE:
        link_cards(g, lk.card, t)
        g.raise_event("equipped", t, (lk.card,))
    elif card_ok(g, lk) and g.on_field(lk.card):
        g.send_to_gy([lk.card], "resolved")


def _was_equipped(g: Duel, c: int, p: int, w: W) -> bool:
    """Destroyed by a card effect while equipped (its monster still points at it)."""
    return len(w) > 2 and w[0] == "destroyed" and w[2] == "effect" and g.loc[c] == LOC_GY \
        and linked_monster(g, c) >= 0


def _blast(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.on_field(t):
        g.destroy([t], "effect", lk)


reg(BLAST_WITH_CHAIN,
    Effect(target=(pick(_own_up, "target_monster"),), target_picks=True, stays=True,
           dmg_step=True, operation=(_equip,), category=CAT_ATKCHANGE,
           condition=lambda g, c, p, w: bool(_own_up(g, p, c)),
           aspects=(Aspect("atk", lambda g, s, c: 500 if g.equip[s] == c else 0),)),
    Effect(kind="trigger", event="destroyed", optional=False, condition=_was_equipped,
           target=(pick(_anything, "target_card"),), target_picks=True, operation=(_blast,),
           category=CAT_DESTROY))


def _metalmorph_atk(g: Duel, s: int, c: int) -> int:
    if g.equip[s] != c:
        return 0
    b = g.battle
    if b is not None and g.bstep == BS_CALC and b.attacker == c and b.target >= 0 \
            and g.loc[b.target] == LOC_MZONE and up(g, b.target):
        return 300 + g.atk(b.target) // 2
    return 300


reg(METALMORPH,
    Effect(target=(pick(_any_up, "target_monster"),), target_picks=True, stays=True,
           dmg_step=True, operation=(_equip,), category=CAT_ATKCHANGE,
           condition=lambda g, c, p, w: bool(_any_up(g, p, c)),
           aspects=(Aspect("atk", _metalmorph_atk),
                    Aspect("def", lambda g, s, c: 300 if g.equip[s] == c else 0))))
