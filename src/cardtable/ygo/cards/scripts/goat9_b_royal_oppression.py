"""Royal Oppression (Legacy of Darkness, LOD-091; issue 15, session 9, g9-b). Continuous Trap.

Text (yaml-yugi ``data/93016201.yaml``, the TCG print; our own words in ``pool/goat.csv``):
either player can pay 800 LP to negate the Special Summon of a monster(s), and/or an effect that
Special Summons a monster(s), and destroy those cards.

Rulings (Goat FAQ, TheMTtakeover/goat-rulings ``goat-indv-rulings/royal-oppression.md``):

* Two kinds of Special Summon. One made by the effect of a Spell, Trap or monster (Monster
  Reborn, Call of the Haunted, Marauding Captain, Cyber Jar...): Royal Oppression's effect is
  chained to that effect's activation, negates it and destroys the card (effect 2 below: it
  answers the activation of an effect whose category holds ``CAT_SPSUMMON``). One built into the
  monster, with no activation (Black Luster Soldier - Envoy of the Beginning, Dark Necrofear):
  "right before the monster is Special Summoned" the effect negates the summon, as Horn of
  Heaven or Solemn Judgment negate a summon (effect 1: the ``("summoning", card, player,
  "special")`` window that ``rules/summon.summon_by_procedure`` opens in duels holding this
  card; the monster is destroyed where it is).
* Either player may use the effect, paying the 800 LP (``effects/hooks.EITHER_PLAYER``: the
  non-controller is offered it in its windows; the link's player pays, the card stays its
  controller's).
* The effect of a face-up Trap cannot be activated in the Damage Step (no ``dmg_step``).
* A Continuous Trap: the effect needs the card face-up (its activation is a chain link of its
  own; it cannot be activated and used in the same chain), and it does nothing if the card left
  the field before it resolves (Mystical Space Typhoon chained to it: ``link_card_ok``).

Not built (docs/cards-goat.md, "g9-b"): Special Summons made inside hooks with no chain link
and no procedure window (the tokens Insect Queen makes in the End Phase), and built-in summons
whose procedures still summon at once (Megarock Dragon, Dark Magician of Chaos's sage, Gradius'
Option, Metal Reflect Slime's kind: see ``summon_by_procedure``'s users).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_NEGATE_SUMMON,
    CAT_SPSUMMON,
    Effect,
    Link,
    link_effect,
    register,
)
from cardtable.ygo.effects.hooks import EITHER_PLAYER, PROC_SUMMON_ANSWERS
from cardtable.ygo.rules.chain import link_card_ok
from cardtable.ygo.state import BS_END, F_ACTIVE, LOC_ONFIELD, LOC_SZONE, PH_BATTLE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ROYAL_OPPRESSION = 93016201
#: the 800 LP its user pays each time
COST = 800

_pay = costs.pay_lp(COST)


def _active(g: Duel, c: int) -> bool:
    """The card is face-up and its activation has resolved (its effect can be used)."""
    return bool(g.pos[c] & POS_FACEUP) and bool(g.flags[c] & F_ACTIVE)


def _special_summoning(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """A Special Summon by a built-in procedure is being declared (not a Normal/Flip Summon)."""
    return (len(w) > 3 and w[0] == "summoning" and w[3] == "special" and not g.chain
            and _active(g, c) and _pay[1](g, c, p))


#: cards whose effect may Special Summon though its script sets no ``CAT_SPSUMMON`` (an audit
#: of the pool's texts against the categories: Question summons the monster it asks about)
SUMMONING_WITHOUT_CATEGORY: set[int] = {38723936}


def summons_special(g: Duel, lk: Link) -> bool:
    """Chain link ``lk`` is the activation of an effect that Special Summons a monster(s)
    (its category holds ``CAT_SPSUMMON``, or :data:`SUMMONING_WITHOUT_CATEGORY`), not already
    negated."""
    return lk.ready and not lk.negated and (bool(link_effect(g, lk).category & CAT_SPSUMMON)
                                            or lk.code in SUMMONING_WITHOUT_CATEGORY)


def damage_step_trigger(g: Duel, lk: Link) -> bool:
    """``lk`` is a trigger of something that happened in the Damage Step just fought (Mystic
    Tomato destroyed by battle, Cyber Jar flipped by an attack). The engine activates such
    triggers right after the Damage Step (``rules/battle._end_ds``: the Battle Step with
    ``bstep == BS_END``); in the 2005 rules they were activated in the Damage Step, where the
    effect of a face-up Trap cannot be (Goat FAQ royal-oppression.md)."""
    return bool(lk.event) and g.phase == PH_BATTLE and g.bstep == BS_END


def _answers_summoning_effect(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not g.chain:
        return False
    top = g.chain[-1]
    return summons_special(g, top) and not damage_step_trigger(g, top) and _active(g, c) \
        and _pay[1](g, c, p)


def still_there(g: Duel, lk: Link) -> bool:
    """The card is still face-up on the field: the effect of a Continuous Trap does nothing once
    the card has left (FAQ: Mystical Space Typhoon chained to the effect), logged as the rule."""
    if link_card_ok(g, lk):
        return True
    nm = g.cd(lk.card).name
    g.log_rule("left_field_no_effect", card=nm.en, card_zh=nm.zh, link=g.chain.index(lk) + 1)
    return False


def _negate_summon(g: Duel, lk: Link) -> None:
    if not still_there(g, lk):
        return
    w = lk.window
    if w and w[0] == "summoning":
        g.neg_summon = w[1]  # the procedure's finish step destroys it (rules/summon.py)
        g.log("negate_summon", {**g.card_pub(w[1])})


def _negate_effect(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1  # the link it answered: right below it
    if i < 0 or not still_there(g, lk):
        return
    t = g.chain[i]
    g.negate_effect(i)
    if not t.negated:
        return  # it cannot be negated (Spiritualism's kind): nothing is destroyed either
    c = t.card
    if g.life[c] == t.life and g.loc[c] & LOC_ONFIELD:
        g.destroy([c], "effect", by=lk)


register(
    ROYAL_OPPRESSION,
    Effect(kind="activate"),
    Effect(kind="quick", where=LOC_SZONE, event="summoning", cost=_pay[0],
           condition=_special_summoning, operation=(_negate_summon,),
           category=CAT_NEGATE_SUMMON | CAT_DESTROY,
           name=Text("支付800基本分：使特殊召唤无效并破坏",
                     "Pay 800 LP: negate the Special Summon and destroy it")),
    Effect(kind="quick", where=LOC_SZONE, event="activated", cost=_pay[0],
           condition=_answers_summoning_effect, operation=(_negate_effect,),
           category=CAT_NEGATE_SUMMON | CAT_DESTROY,
           name=Text("支付800基本分：使包含特殊召唤的效果无效并破坏那张卡",
                     "Pay 800 LP: negate the effect that Special Summons and destroy that card")),
)
EITHER_PLAYER[ROYAL_OPPRESSION] = frozenset({1, 2})
PROC_SUMMON_ANSWERS.add(ROYAL_OPPRESSION)
