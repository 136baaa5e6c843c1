"""An Equip Spell and a Field Spell with activated effects of their own (seed 003, 「装备魔法」 and
「场地魔法」): Wonder Wand and The Gates of Dark World.

Once such a card is face-up and active, activating its effect is an *effect* activation, not a
Spell Card activation (M3-equip-effect-activation, M3-field-effect-activation): the link is a
``spell_effect`` with ``card_act`` False, so Magic Jammer (which answers Spell *card*
activations) cannot chain to it, while Imperial Order (which negates Spell effects on the field)
still negates the Field Spell's effect. Its spell speed is 1 (M3-equip-speed-1,
M3-field-speed-1): it starts a chain only in its controller's open Main Phase state and never
answers another link; ``rules/legality.why_cannot`` gives the reason ("speed1_chain" …).

* Wonder Wand (2006): equip only to a Spellcaster, +500 ATK; "send this face-up card and the
  equipped monster to the Graveyard: draw 2". Sending both is the cost, so the effect resolves
  without the card on the field (``where=LOC_SZONE``, as Wave-Motion Cannon's).
* The Gates of Dark World (2006): Fiends gain 300 ATK/DEF; once per turn, "banish 1 Fiend from
  your GY (cost): discard 1 Fiend, then draw 1". The card must still be face-up in the Field
  Zone when the effect resolves (seed 003: destroyed in answer, it does nothing).

While its effects are negated (Imperial Order face-up, or an equip attached in a negated state)
neither card can activate its own effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    gy_banish_ready,
    gy_banish_zone,
    last,
    mark_used,
    mons,
    once_per_turn,
    pick,
    race_is,
    reg,
)
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DRAW,
    CAT_EQUIP,
    Aspect,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.state import F_NEGATED, LOC_HAND, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SPELLCASTER = 0x2
FIEND = 0x8

_spellcaster = race_is(SPELLCASTER)
_fiend = race_is(FIEND)


def not_negated(g: Duel, c: int) -> bool:
    """The Spell's effects are not negated now (by Imperial Order, or since its activation): a
    negated card cannot activate its own effect (seed 003 「以被无效的状态装备」)."""
    return not g.flags[c] & F_NEGATED and not g.spells_negated()


def effect_activation_note(g: Duel, lk: Link) -> None:
    """Cost step 0: log that this activation of a face-up Spell's own effect is an effect
    activation, not a Spell Card activation (seed 003), as the link goes on the chain."""
    nm = g.name(lk.card)
    g.log_rule("spell_not_card_activation", card=nm.en, card_zh=nm.zh)


# --- Wonder Wand -------------------------------------------------------------------------------


def _wand_equipped(g: Duel, c: int) -> int:
    """The monster Wonder Wand ``c`` is equipped to (face-up, on the field), else -1."""
    m = g.equip[c]
    return m if m >= 0 and g.loc[m] == LOC_MZONE and g.is_face_up(m) else -1


def _wand_cost(g: Duel, lk: Link) -> None:
    m = _wand_equipped(g, lk.card)
    g.send_to_gy([lk.card, *([m] if m >= 0 else [])], "cost")


def _wand_draw(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 2)


def _wand_atk(g: Duel, s: int, c: int) -> int:
    return 500 if g.equip[s] == c else 0


_caster_up = mons("any", True, _spellcaster)

reg("wonder_wand",
    Effect(equip=True, target=(pick(_caster_up, "target_monster"),), target_picks=True,
           aspects=(Aspect("atk", _wand_atk),
                    Aspect("equip_limit", lambda g, e, m: _spellcaster(g, m))),
           category=CAT_EQUIP | CAT_ATKCHANGE,
           condition=lambda g, c, p, w: bool(_caster_up(g, p, c))),
    Effect(kind="spell_effect", where=LOC_SZONE, cost=(effect_activation_note, _wand_cost),
           operation=(_wand_draw,), category=CAT_DRAW,
           condition=lambda g, c, p, w: _wand_equipped(g, c) >= 0 and not_negated(g, c),
           name=Text("把这张卡和装备怪兽送去墓地：抽2张",
                     "Send it and the equipped monster to the GY: draw 2")))

# --- The Gates of Dark World -------------------------------------------------------------------


def _gates_boost(g: Duel, s: int, c: int) -> int:
    return 300 if _fiend(g, c) else 0


def _gy_fiends(g: Duel, p: int) -> list[int]:
    return [c for c in gy_banish_zone(g, p) if _fiend(g, c)]


def _hand_fiends(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if _fiend(g, c)]


def _gates_banish_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _gy_fiends(g, lk.player), 1, 1, "target_gy")


def _gates_banish(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if gy_banish_ready(g, lk.player, c)]
    g.banish(got)


def _gates_discard_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hand_fiends(g, lk.player), 1, 1, "discard")


def _gates_discard_draw(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if not got:
        return  # "discard 1 Fiend, then draw 1": no discard, no draw
    g.discard(got)
    g.draw(lk.player, 1)


reg("the_gates_of_dark_world",
    Effect(aspects=(Aspect("atk", _gates_boost), Aspect("def", _gates_boost))),
    Effect(kind="spell_effect",
           cost=(effect_activation_note, mark_used, _gates_banish_pick, _gates_banish),
           operation=(_gates_discard_pick, _gates_discard_draw), category=CAT_DRAW,
           condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and bool(_gy_fiends(g, p))
           and bool(_hand_fiends(g, p)) and not_negated(g, c),
           name=Text("除外墓地1只恶魔族：丢弃1只恶魔族，抽1张",
                     "Banish 1 Fiend from your GY: discard 1 Fiend, then draw 1")))
