"""The Exclusive Pack Sphinxes (EP1, 2004; issue 15 part 3, g8-mb, session 8).

Andro Sphinx and Sphinx Teleia are flagged "Goat-era version" in ``goat-pool.csv``. Their era
text is their only English print, EP1-EN002 / EP1-EN003 (2004-07-25), quoted in full by Pojo's
card of the day of 2004-08-12 (pojo.com/Yu-gi-oh/cotd/2004/2004Aug/12PL.shtml, the Pyramid of
Light review) — word for word today's database text (yaml-yugi ``data/15013468.yaml``,
``data/51402177.yaml``); the German and Spanish prints of the same set say the Pyramid must be
face-up. Theinen the Great Sphinx is not flagged; its EP1 text (Pojo's card of the day of
2004-08-13, pojo.com/yu-gi-oh/COTD/2004/2004Aug/13TGS.shtml) is today's (``data/87997872.yaml``).

* Andro Sphinx / Sphinx Teleia: "You can pay 500 Life Points to Special Summon this card when
  'Pyramid of Light' is on the field" — the Goat format's Individual Card FAQ
  (``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/andro-sphinx.md``): "a Spell Speed 1
  effect that you can only activate during your Main Phase 1 or 2" — so an effect activated
  from the hand (a chain link; the Japanese text says "from the hand"), its cost the 500 LP,
  while a face-up Pyramid of Light is on the field; it Special Summons the card in the position
  its controller picks; "cannot attack during the turn that it is
  Normal Summoned or Special Summoned" (an ``ATTACK_ALLOWED`` hook on ``F_SUMMONED_TURN``);
  "cannot be Special Summoned from the Graveyard" (``SUMMON_ALLOWED``); "If this card destroys a
  Defense Position monster as a result of battle", the opponent takes half of that monster's ATK
  (Andro) or DEF (Teleia) — its printed value as it lies in the Graveyard, the project's reading
  of "the destroyed monster's ATK" (St. Joan in ``goat_mon_battle``). The victim's Defense
  Position is noted publicly as the battle destroys it (a ``DESTROY_SUBSTITUTES`` hook that
  replaces nothing, Legendary Jujitsu Master's way).
* Theinen the Great Sphinx: never Normal Summoned or Set (its type); "cannot be Special Summoned
  except by paying 500 Life Points when both 'Andro Sphinx' and 'Sphinx Teleia' on your side of
  the field are destroyed at the same time; then you can Special Summon this monster from your
  hand or Deck" — a ``DESTROY_SUBSTITUTES`` hook sees one destruction take an Andro Sphinx and a
  Sphinx Teleia of the same player together (Pyramid of Light leaving the field does that:
  Pojo's 2004-08-13 review reads it so) and raises ``theinen_call`` on one Theinen of that
  player's hand (else Deck); that optional trigger pays 500 LP and Special Summons the copy of
  the hand or Deck its player picks
  (properly; the Goat FAQ, ``goat-indv-rulings/theinen-the-great-sphinx.md``: a Trigger
  Effect, usable in the opponent's turn too, one copy only). Every other way is refused (a
  ``SUMMON_ALLOWED`` hook).
  "When this card is Special Summoned successfully, pay 500 Life Points to increase the ATK of
  this card by 3000 points until the end of the End Phase" (an optional trigger, its cost the
  500 LP).

Checks in ``tests/ygo/test_goat8_mb_sphinxes.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last, note, own_main, reg, up
from cardtable.ygo.cards.scripts.goat7_t_pyramid import PYRAMID_OF_LIGHT
from cardtable.ygo.cards.scripts.goat_mon_battle import destroyed_foe
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    ATTACK_ALLOWED,
    DESTROY_SUBSTITUTES,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.state import (
    F_SUMMONED_TURN,
    LOC_DECK,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    POS_DEF,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ANDRO_SPHINX = 15013468
SPHINX_TELEIA = 51402177
THEINEN = 87997872
SPHINXES = frozenset({ANDRO_SPHINX, SPHINX_TELEIA})
DEF_VICTIM = "sphinx_def_victim"
THEINEN_CALL = "theinen_call"

_pay500, _can_pay500 = costs.pay_lp(500)


def _pyramid_up(g: Duel, p: int) -> bool:
    return any(s >= 0 and g.code[s] == PYRAMID_OF_LIGHT and up(g, s)
               for q in (0, 1) for s in g.sz[q])


def _from_hand_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return own_main(g, c, p, w) and g.loc[c] == LOC_HAND and _pyramid_up(g, p) \
        and g.free_mzone(p) >= 0 and _can_pay500(g, c, p)


def _self_pos(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_HAND and g.free_mzone(lk.player) >= 0:
        choose_pos(g, lk)


def _self_summon(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_HAND and g.life[c] == lk.life and lk.picks:
        g.special_summon(c, lk.player, int(lk.picks[-1]))


#: "pay 500 Life Points to Special Summon this card" (a Spell Speed 1 effect from the hand)
SUMMON_FROM_HAND = Effect(
    kind="quick", speed=1, where=LOC_HAND, condition=_from_hand_cond, cost=_pay500,
    operation=(_self_pos, _self_summon), category=CAT_SPSUMMON,
    name=Text("「光之金字塔」表侧表示存在：支付500基本分，从手卡特殊召唤",
              "With a face-up \"Pyramid of Light\": pay 500 LP to Special Summon it from your "
              "hand"))


@only_for(SPHINXES)
def _not_the_turn_summoned(g: Duel, a: int) -> bool:
    """``ATTACK_ALLOWED``: a Sphinx cannot attack the turn it came out."""
    return not (g.code[a] in SPHINXES and g.flags[a] & F_SUMMONED_TURN)


@only_for(SPHINXES | {THEINEN})
def _summon_ways(g: Duel, p: int, c: int, how: str) -> bool:
    """``SUMMON_ALLOWED``: no Sphinx from the Graveyard; Theinen by its own way only (the
    engine asks with ``how="special"``: Theinen only while its own call resolves)."""
    code = g.code[c]
    if code in SPHINXES:
        return not (how == "special" and g.loc[c] == LOC_GY)
    if code == THEINEN and how == "special":
        lk = g.chain[-1] if g.chain else None
        return lk is not None and lk.code == THEINEN and lk.ei == 0 and lk.ready
    return True


@only_for(SPHINXES | {THEINEN})
def _destroy_watch(g: Duel, cs: list[int], reason: str) -> list[int]:
    """``DESTROY_SUBSTITUTES`` (nothing replaced): note a Defense Position monster destroyed
    by a Sphinx's attack; call Theinen when one destruction takes both Sphinxes of a side."""
    b = g.battle
    if reason == "battle" and b is not None and b.target in cs and b.attacker >= 0 \
            and g.code[b.attacker] in SPHINXES and g.loc[b.target] == LOC_MZONE \
            and g.pos[b.target] & POS_DEF:
        note(g, b.target, "destroyed in Defense Position", "以守备表示被破坏",
             **{DEF_VICTIM: True, "by": b.attacker})
    for p in (0, 1):
        codes = {g.code[c] for c in cs if g.loc[c] == LOC_MZONE and g.ctrl[c] == p}
        if codes >= SPHINXES:
            # one call per destruction, carried by one copy (the hand's first): the FAQ allows
            # one Theinen only; the resolution lets the player pick which copy comes
            carriers = [t for t in [*g.hand[p], *g.deck[p]] if g.code[t] == THEINEN]
            if carriers:
                g.raise_event(THEINEN_CALL, carriers[0], (p,))
    return cs


def _was_def_victim(g: Duel, victim: int, by: int) -> bool:
    for kind, pub, _ in reversed(g.elog[-40:]):
        if kind == "card_effect" and pub.get(DEF_VICTIM) and pub.get("card") == victim:
            return bool(pub.get("by") == by)
    return False


def _def_victim(g: Duel, c: int, p: int, w: W) -> bool:
    return destroyed_foe(g, c, p, w) and _was_def_victim(g, w[1], c)


def _burn(stat: str) -> Any:
    def op(g: Duel, lk: Link) -> None:
        cd = g.cd(lk.event[1])
        n = max(cd.atk if stat == "atk" else cd.defense, 0) // 2
        if n:
            g.damage(1 - lk.player, n, src=lk.card)

    return op


ATTACK_ALLOWED.append(_not_the_turn_summoned)
SUMMON_ALLOWED.append(_summon_ways)
DESTROY_SUBSTITUTES.append(_destroy_watch)
reg(ANDRO_SPHINX, SUMMON_FROM_HAND, Effect(
    kind="trigger", event="battle_destroyed", scope="any", optional=False,
    condition=_def_victim, operation=(_burn("atk"),), category=CAT_DAMAGE,
    name=Text("战斗破坏守备表示怪兽：给与对方那只怪兽攻击力一半的伤害",
              "Destroyed a Defense Position monster by battle: inflict half its ATK")))
reg(SPHINX_TELEIA, SUMMON_FROM_HAND, Effect(
    kind="trigger", event="battle_destroyed", scope="any", optional=False,
    condition=_def_victim, operation=(_burn("def"),), category=CAT_DAMAGE,
    name=Text("战斗破坏守备表示怪兽：给与对方那只怪兽守备力一半的伤害",
              "Destroyed a Defense Position monster by battle: inflict half its DEF")))

# --- Theinen the Great Sphinx ---------------------------------------------------------------------


def _theinen_cond(g: Duel, c: int, p: int, w: W) -> bool:
    """The carrier in the hand or Deck, a free zone, 500 LP to pay (the Goat FAQ: "you can only
    Special Summon 1 copy ... You CANNOT pay 1000 Life Points to Special Summon 2 copies": one
    call per destruction, on one copy)."""
    return g.loc[c] in (LOC_HAND, LOC_DECK) and g.free_mzone(p) >= 0 and _can_pay500(g, c, p)


def _theinens(g: Duel, p: int) -> list[int]:
    return [t for t in (*g.hand[p], *g.deck[p]) if g.code[t] == THEINEN]


def _theinen_pick(g: Duel, lk: Link) -> None:
    cs = _theinens(g, lk.player)
    if cs and g.free_mzone(lk.player) >= 0:
        ask_cards(g, lk, lk.player, cs, 1, 1, "summon_pick")
    else:
        lk.picks.append(())


def _theinen_summon(g: Duel, lk: Link) -> None:
    got = [t for t in last(lk) if g.loc[t] in (LOC_HAND, LOC_DECK) and g.code[t] == THEINEN]
    if not got:
        return
    c = got[0]
    from_deck = g.loc[c] == LOC_DECK
    g.special_summon(c, lk.player, POS_FU_ATK, how="proper")
    if from_deck:
        g.shuffle_deck(lk.player)


def _theinen_boost_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_MZONE and up(g, c) and _can_pay500(g, c, p)


def _theinen_boost(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.add_buff(c, atk=3000, until_end=True, src=c)


reg(THEINEN,
    Effect(kind="trigger", event=THEINEN_CALL, optional=True, where=LOC_HAND | LOC_DECK,
           condition=_theinen_cond, cost=_pay500, operation=(_theinen_pick, _theinen_summon),
           category=CAT_SPSUMMON,
           name=Text("「斯芬克斯·安德鲁」和「斯芬克斯·迪蕾雅」同时被破坏：支付500基本分，从手卡·卡组特殊召唤",
                     "\"Andro Sphinx\" and \"Sphinx Teleia\" destroyed together: pay 500 LP to "
                     "Special Summon it from your hand or Deck")),
    Effect(kind="trigger", event="summoned", optional=True, condition=_theinen_boost_cond,
           cost=_pay500, operation=(_theinen_boost,), category=CAT_ATKCHANGE,
           name=Text("特殊召唤成功：支付500基本分，直到结束阶段攻击力上升3000",
                     "Special Summoned: pay 500 LP for +3000 ATK until the End Phase")))

__all__ = ["ANDRO_SPHINX", "SPHINX_TELEIA", "THEINEN"]
