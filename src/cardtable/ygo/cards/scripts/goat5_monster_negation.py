"""Goat-pool Traps that negate the effects of monsters on the field (issue 15 part 3, goat-t
batch 1): Skill Drain, Royal Command, Gorgon's Eye.

One mechanic, owned here: a table of *monster negators* (``NEGATORS``: passcode -> which
monsters it negates while it applies). Two hooks read it:

* ``CARD_NEGATED`` — the continuous effects (aspects) of a negated face-up monster stop applying;
* ``RESOLVE_HOOKS`` — a monster's effect resolving while that monster is on the field and
  negated is negated. A monster effect that resolves in the Graveyard or the hand (Sangan,
  Sinister Serpent) is not: the 2005 rulings of Skill Drain ("negate the effects of all face-up
  Effect Monsters on the field": only what is on the field, checked at resolution). The activation
  itself is not forbidden (2005: the effect is activated, then negated).

Skill Drain and Royal Command apply while face-up and active; Royal Decree (a face-up Trap
negator, ``goat_decks.decree_on``) stops them. Gorgon's Eye is a Normal Trap whose effect lasts
until the End Phase: a public ``card_effect`` event of this turn carries its mark.

Known limits: effects the engine keeps outside the card's effects (piercing tables, attack-target
hooks keyed by passcode) do not consult these negators. Texts (2005 wording, our own words) are
in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_monster_negation.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.goat_decks import decree_on
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import CARD_NEGATED, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_MZONE, POS_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SKILL_DRAIN = 82732705
ROYAL_COMMAND = 33950246
GORGONS_EYE = 52648457

#: which monsters a negator reaches: ``fn(g, monster) -> bool`` for a monster in a Monster Zone
Reach = Callable[["Duel", int], bool]


def _face_up(g: Duel, m: int) -> bool:
    return up(g, m)


def _flip_monster(g: Duel, m: int) -> bool:
    """A Flip Effect Monster: a monster card one of whose effects is a Flip effect."""
    return any(e.kind == "flip" for e in g.pool.effects_of(g.code[m]))


def _defense(g: Duel, m: int) -> bool:
    return bool(g.pos[m] & POS_DEF)


#: Continuous Traps negating monsters while face-up: passcode -> the monsters they reach
NEGATORS: dict[int, Reach] = {
    # "negate the effects of all face-up Effect Monsters on the field"
    SKILL_DRAIN: _face_up,
    # "negate the effects of all Flip Effect Monsters"
    ROYAL_COMMAND: _flip_monster,
}
#: the lingering Normal Trap: "until the End Phase, the effects of Defense Position monsters on
#: the field are negated"
_GORGON_KEY = "gorgons_eye"


def _active_negators(g: Duel) -> list[Reach]:
    out: list[Reach] = []
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] in NEGATORS and up(g, s) and g.flags[s] & F_ACTIVE \
                    and not g.flags[s] & F_NEGATED and not decree_on(g, s):
                out.append(NEGATORS[g.code[s]])
    if any(pub.get(_GORGON_KEY) for kind, pub, _ in this_turn(g) if kind == "card_effect"):
        out.append(_defense)
    return out


def monster_negated(g: Duel, m: int) -> bool:
    """True while a negator of this module negates monster ``m``'s effects (``m`` in a Monster
    Zone; a face-down monster has no effect that applies, but one resolving is checked too)."""
    if g.loc[m] != LOC_MZONE or not g.cd(m).is_monster:
        return False
    return any(reach(g, m) for reach in _active_negators(g))


def register_negation(codes: set[int], applies: Callable[[Duel, int], bool]) -> None:
    """Register the two hooks of a continuous negation of the cards ``applies`` names (for the
    duels holding one of ``codes``): ``CARD_NEGATED`` (their continuous aspects stop applying)
    and ``RESOLVE_HOOKS`` (an effect of such a card resolving — not a card activation, and only
    while it is still the same card — is negated, logged as ``effect_negated``). Shared by the
    monster negators here and the Equip negators of ``goat5_equip_negation.py``."""

    def negated(g: Duel, c: int) -> bool:
        return applies(g, c)

    def resolve_negated(g: Duel, lk: Link) -> bool:
        if lk.card_act or g.life[lk.card] != lk.life or not applies(g, lk.card):
            return False
        nm = g.pool.cards[lk.code].name
        g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
        return True

    CARD_NEGATED.append(only_for(codes)(negated))
    RESOLVE_HOOKS.append(only_for(codes)(resolve_negated))


register_negation({*NEGATORS, GORGONS_EYE}, monster_negated)

_pay_1000, _can_pay_1000 = costs.pay_lp(1000)
reg(SKILL_DRAIN, Effect(kind="activate", cost=_pay_1000,
                        condition=lambda g, c, p, w: _can_pay_1000(g, c, p)),
    Effect(kind="continuous", name=Text("场上表侧表示的效果怪兽的效果无效",
                                        "Negate the effects of face-up Effect Monsters "
                                        "on the field")))
reg(ROYAL_COMMAND, Effect(kind="activate"),
    Effect(kind="continuous", name=Text("反转效果怪兽的效果无效",
                                        "Negate the effects of Flip Effect Monsters")))


def _gorgon(g: Duel, lk: Link) -> None:
    note(g, lk.card, "Until the End Phase, Defense Position monsters' effects are negated",
         "直到结束阶段，守备表示怪兽的效果无效", **{_GORGON_KEY: True})


reg(GORGONS_EYE, Effect(operation=(_gorgon,)))

__all__ = ["GORGONS_EYE", "NEGATORS", "ROYAL_COMMAND", "SKILL_DRAIN", "monster_negated",
           "register_negation"]
