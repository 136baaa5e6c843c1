"""Goat-pool burn and recover Spells/Traps (issue 15 part 3, Spells & Traps batch 2): one template
row or a few lines each over the shared step vocabulary (``effects/ops.py``): Raimei, Meteor of
Destruction, Gift of the Mystical Elf, Numinous Healer, Gryphon's Feather Duster, Thunder Crash.
Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import has, mons, reg, st_cards
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_DESTROY, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.templates import register_templates

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RAIMEI = 56260110
METEOR_OF_DESTRUCTION = 33767325
GIFT_OF_THE_MYSTICAL_ELF = 98299011
NUMINOUS_HEALER = 2130625
GRYPHONS_FEATHER_DUSTER = 34370473
THUNDER_CRASH = 69196160

#: Spells/Traps whose whole effect is template ops (docs/ygo-card-api.md §4)
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    RAIMEI: ({"do": [{"damage": 300}]},),
}
register_templates(TEMPLATES)

# "Activate only while your opponent has 3000 or more Life Points": checked at activation only
reg(METEOR_OF_DESTRUCTION, Effect(operation=(ops.damage(1000),), category=CAT_DAMAGE,
                                  condition=lambda g, c, p, w: g.lp[1 - p] >= 3000))


def _monsters_on_field(g: Duel, p: int) -> int:
    return 300 * (len(g.monsters(0)) + len(g.monsters(1)))


reg(GIFT_OF_THE_MYSTICAL_ELF, Effect(operation=(ops.recover(_monsters_on_field),),
                                     category=CAT_RECOVER))


def _healer_more(g: Duel, lk: Link) -> None:
    """"Then" 500 more per Numinous Healer in your Graveyard (this card is still on the field)."""
    n = sum(1 for c in g.gy[lk.player] if g.code[c] == NUMINOUS_HEALER)
    if n:
        g.recover(lk.player, 500 * n)


reg(NUMINOUS_HEALER, Effect(operation=(ops.recover(1000), _healer_more), category=CAT_RECOVER))


def _destroy_then(cands: Any, per: int, kind: str) -> Any:
    """Destroy every card of ``cands``; then ``per`` LP (gain or damage to the opponent) for each
    card that was destroyed."""

    def st(g: Duel, lk: Link) -> None:
        cs = cands(g, lk.player, lk.card)
        n = len(g.destroy(cs, "effect", lk)) if cs else 0
        if n and kind == "recover":
            g.recover(lk.player, per * n)
        elif n:
            g.damage(1 - lk.player, per * n)

    return st


_own_st = st_cards("self")
_own_mons = mons("self")
reg(GRYPHONS_FEATHER_DUSTER, Effect(operation=(_destroy_then(_own_st, 500, "recover"),),
                                    category=CAT_DESTROY | CAT_RECOVER, condition=has(_own_st)))
reg(THUNDER_CRASH, Effect(operation=(_destroy_then(_own_mons, 300, "damage"),),
                          category=CAT_DESTROY | CAT_DAMAGE, condition=has(_own_mons)))
