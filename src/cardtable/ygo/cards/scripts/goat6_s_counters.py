"""Counters placed on Spell Cards (issue 15 part 3, g6-s): Magic Reflector — "place 1 counter on
1 face-up Spell Card you control; if that card would be destroyed, remove 1 counter instead".

The counters are public marks in the log (a ``card_effect`` event with ``counter_on`` = the card
and ``life`` = its stay on the field, ``delta`` +1 placed / -1 removed), so a card's own
``g.counter`` (Swords of Revealing Light's turns, once-per-turn marks) is never touched, and
the count ends when the card leaves the field. :func:`counters_on` reads them; a
``DESTROY_SUBSTITUTES`` hook spends one instead of a destruction. Rulings (Yugipedia, Card
Rulings: Magic Reflector; yugioh-wiki.net FAQ): counters from several Reflectors stack and are
removed one at a time; a destruction by the game's rules (a Field Spell replaced, an Equip Card
left without its monster, Swords of Revealing Light's own end) or by the card's own effect
(an unpaid maintenance cost) is not replaced; Imperial Order does not stop the counters.
Text (2005 print, Legacy of Darkness, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_counters.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import last, live_targets, note, pick, reg, up
from cardtable.ygo.cards.scripts.classic_monsters import BREAKER, SKILLED
from cardtable.ygo.cards.scripts.goat_mon2_counters import SKILLED_WHITE_MAGICIAN
from cardtable.ygo.cards.scripts.goat_mon2_ritual import LEGENDARY_FLAME_LORD
from cardtable.ygo.cards.scripts.goat_mon_counters import COUNTER_MAX
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.state import LOC_FZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MAGIC_REFLECTOR = 61844784
MEGA_TON_MAGICAL_CANNON = 32062913
#: the monsters whose ``g.counter`` holds Spell Counters (their own scripts place them): where
#: Mega Ton Magical Cannon removes its counters from
SPELL_COUNTER_MONSTERS = frozenset({BREAKER, SKILLED, SKILLED_WHITE_MAGICIAN,
                                    LEGENDARY_FLAME_LORD, *COUNTER_MAX})
#: how many Spell Counters Mega Ton Magical Cannon removes
MEGA_TON_COST = 10


def counters_on(g: Duel, s: int) -> int:
    """The counters (Magic Reflector's) on card ``s`` in its present stay on the field."""
    life = g.life[s]
    return sum(int(pub.get("delta", 0)) for kind, pub, _ in g.elog
               if kind == "card_effect" and pub.get("counter_on") == s
               and pub.get("life") == life)


def _face_up_spells(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in (*g.sz[p], g.fz[p]) if c >= 0 and c != s and up(g, c)
            and g.cd(c).is_spell]


def _place(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] in (LOC_SZONE, LOC_FZONE) and up(g, t):
            note(g, t, "A counter is placed on this card", "这张卡放置1个指示物",
                 counter_on=t, life=g.life[t], delta=1, counters=counters_on(g, t) + 1)


reg(MAGIC_REFLECTOR, Effect(
    target=(pick(_face_up_spells, "target_card"),), target_picks=True, operation=(_place,),
    condition=lambda g, c, p, w: bool(_face_up_spells(g, p, c))))


@only_for({MAGIC_REFLECTOR})
def _spend_counter(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason not in ("effect", "battle"):
        return cs
    own = g.chain[-1].card if g.chain else -1
    out = []
    for c in cs:
        if c != own and g.loc[c] in (LOC_SZONE, LOC_FZONE) and counters_on(g, c) > 0:
            n = counters_on(g, c) - 1
            note(g, c, "A counter is removed instead of the destruction",
                 "取除1个指示物代替破坏", counter_on=c, life=g.life[c], delta=-1, counters=n)
            continue
        out.append(c)
    return out


DESTROY_SUBSTITUTES.append(_spend_counter)


# --- Mega Ton Magical Cannon: remove 10 Spell Counters from your side of the field (the cost,
#     one at a time from the monsters you pick): destroy every card your opponent controls ---
def _holders(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and g.code[m] in SPELL_COUNTER_MONSTERS and up(g, m)
            and g.counter[m] > 0]


def spell_counters(g: Duel, p: int) -> int:
    """The Spell Counters on ``p``'s side of the field."""
    return sum(g.counter[m] for m in _holders(g, p))


def _ask_holder(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _holders(g, lk.player), 1, 1, "choose")


def _remove_one(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if m in _holders(g, lk.player)]
    if got:
        m = got[0]
        g.counter[m] -= 1
        g.log("counter", {**g.card_pub(m), "spell_counters": g.counter[m]})


def _opp_cards(g: Duel, p: int) -> list[int]:
    o = 1 - p
    return [c for c in (*g.mz[o], *g.sz[o], g.fz[o]) if c >= 0]


def _cannon(g: Duel, lk: Link) -> None:
    gone = _opp_cards(g, lk.player)
    if gone:
        g.destroy(gone, "effect", lk)


reg(MEGA_TON_MAGICAL_CANNON, Effect(
    cost=(_ask_holder, _remove_one) * MEGA_TON_COST, operation=(_cannon,), category=CAT_DESTROY,
    condition=lambda g, c, p, w: spell_counters(g, p) >= MEGA_TON_COST))
