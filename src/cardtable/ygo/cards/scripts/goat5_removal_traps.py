"""Goat-pool Normal Traps that destroy or return cards (issue 15 part 3, goat-t batch 2):
Destruction Ring, Disarmament, Mispolymerization, Token Feastevil, Huge Revolution, Burst Breath,
Elemental Burst, Anti Raigeki; batch 10: Earthshaker (both choices made at resolution, in
public: the activator names 2 Attributes, the opponent picks 1 of them); batch 12: Assault on
GHQ; batch 13: Pineapple Blast (the opponent picks which of their monsters go); batch 22: Order
to Smash (the Tribute is part of the effect: a target turned face-down is not Tributed, and then
nothing is destroyed). Written over
the shared step vocabulary (``ops.destroy_all``, ``ops.damage``, ``classic_lib`` candidate
builders); tribute costs are paid before the chain link can be answered (costs). Texts (2005
wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_removal_traps.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    field_cards,
    last,
    mill,
    mons,
    pick,
    reg,
    st_cards,
    up,
)
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.state import LOC_MZONE, PH_MAIN1, PH_MAIN2

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DESTRUCTION_RING = 21219755
DISARMAMENT = 20727787
MISPOLYMERIZATION = 58392024
TOKEN_FEASTEVIL = 83675475
HUGE_REVOLUTION = 65396880
BURST_BREATH = 80163754
ELEMENTAL_BURST = 61411502
ANTI_RAIGEKI = 42364257
EARTHSHAKER = 60866277
ASSAULT_ON_GHQ = 62633180
PINEAPPLE_BLAST = 90669991
ORDER_TO_SMASH = 39019325
RAIGEKI = 12580477
#: the three Normal Monsters Huge Revolution needs face-up on your side
PEOPLE_RUNNING_ABOUT = 12143771
OPPRESSED_PEOPLE = 58538870
UNITED_RESISTANCE = 85936485
_DRAGON = C.RACE_BY_NAME["Dragon"]


# --- Destruction Ring: destroy 1 face-up monster you control (a target); both players take 1000 --

_own_face_up = mons("self", True)
_both_1000 = ops.damage(1000, "both")


def _ring(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if g.target_ok(lk, t) and g.loc[t] == LOC_MZONE and up(g, t) \
            and g.destroy([t], "effect", lk):
        _both_1000(g, lk)


reg(DESTRUCTION_RING, Effect(target=(pick(_own_face_up, "target_monster"),), target_picks=True,
                             operation=(_ring,), category=CAT_DESTROY | CAT_DAMAGE,
                             condition=lambda g, c, p, w: bool(_own_face_up(g, p, c))))


# --- Disarmament: destroy every face-up Equip Spell Card on the field --------------------------

def _equip_spell(g: Duel, c: int) -> bool:
    return g.cd(c).type & (C.SPELL | C.EQUIP) == C.SPELL | C.EQUIP


_equips = st_cards("any", True, _equip_spell)
reg(DISARMAMENT, Effect(operation=(ops.destroy_all(_equips),), category=CAT_DESTROY,
                        condition=lambda g, c, p, w: bool(_equips(g, p, c))))


# --- Mispolymerization: every Fusion Monster on the field back to its owner's Fusion Deck -------

_fusions = mons("any", None, lambda g, c: bool(g.cd(c).type & C.FUSION))


def _unfuse(g: Duel, lk: Link) -> None:
    cs = _fusions(g, lk.player, lk.card)
    if cs:
        g.to_deck(cs)


reg(MISPOLYMERIZATION, Effect(operation=(_unfuse,),
                              condition=lambda g, c, p, w: bool(_fusions(g, p, c))))


# --- Token Feastevil: destroy every Token; 300 damage to the opponent for each one destroyed ----

_tokens = mons("any", None, lambda g, c: bool(g.cd(c).type & C.TOKEN))


def _feast(g: Duel, lk: Link) -> None:
    cs = _tokens(g, lk.player, lk.card)
    n = len(g.destroy(cs, "effect", lk)) if cs else 0
    if n:
        g.damage(1 - lk.player, 300 * n)


reg(TOKEN_FEASTEVIL, Effect(operation=(_feast,), category=CAT_DESTROY | CAT_DAMAGE,
                            condition=lambda g, c, p, w: bool(_tokens(g, p, c))))


# --- Huge Revolution: in your Main Phase, with the three named monsters face-up on your side:
#     destroy every card in the opponent's hand and on their side of the field ------------------

_PEOPLE = (PEOPLE_RUNNING_ABOUT, OPPRESSED_PEOPLE, UNITED_RESISTANCE)


def _revolution_ready(g: Duel, c: int, p: int, w: W) -> bool:
    if g.tp != p or g.phase not in (PH_MAIN1, PH_MAIN2):
        return False
    face_up = {g.code[m] for m in g.mz[p] if m >= 0 and up(g, m)}
    return all(code in face_up for code in _PEOPLE)


def _revolution(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    cs = [*g.hand[o], *field_cards("opp")(g, lk.player, lk.card)]
    if cs:
        g.destroy(cs, "effect", lk)


reg(HUGE_REVOLUTION, Effect(operation=(_revolution,), category=CAT_DESTROY,
                            condition=_revolution_ready))


# --- Burst Breath: Tribute 1 Dragon-Type monster (cost); destroy every face-up monster whose DEF
#     is at most the Tributed monster's ATK ------------------------------------------------------

def _dragons(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and g.race(m) & _DRAGON]


def _breath_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _dragons(g, lk.player), 1, 1, "tribute")


def _breath_pay(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    lk.data["atk"] = g.atk(got[0]) if got else 0
    g.send_to_gy(got, "tribute")


def _breath(g: Duel, lk: Link) -> None:
    n = int(lk.data.get("atk", 0))
    cs = [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m) and g.defense(m) <= n]
    if cs:
        g.destroy(cs, "effect", lk)


reg(BURST_BREATH, Effect(cost=(_breath_ask, _breath_pay), operation=(_breath,),
                         category=CAT_DESTROY,
                         condition=lambda g, c, p, w: bool(_dragons(g, p))))


# --- Elemental Burst: Tribute 1 WIND, 1 WATER, 1 FIRE and 1 EARTH monster (cost); destroy every
#     card the opponent controls --------------------------------------------------------------

_ELEMENTS = (C.WIND, C.WATER, C.FIRE, C.EARTH)


def _of_attr(g: Duel, p: int, bit: int, taken: tuple[int, ...]) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and m not in taken and up(g, m)
            and g.attribute(m) & bit]


def _elements_ready(g: Duel, c: int, p: int, w: W) -> bool:
    """Four different face-up monsters can cover the four Attributes (a matching exists)."""
    def fill(i: int, taken: tuple[int, ...]) -> bool:
        if i == len(_ELEMENTS):
            return True
        return any(fill(i + 1, (*taken, m)) for m in _of_attr(g, p, _ELEMENTS[i], taken))
    return fill(0, ())


def _element_ask(i: int) -> Any:
    def st(g: Duel, lk: Link) -> None:
        taken = tuple(m for v in lk.picks if isinstance(v, tuple) for m in v)
        ask_cards(g, lk, lk.player, _of_attr(g, lk.player, _ELEMENTS[i], taken), 1, 1,
                  "tribute")
    return st


def _elements_pay(g: Duel, lk: Link) -> None:
    got = [m for v in lk.picks if isinstance(v, tuple) for m in v if g.loc[m] == LOC_MZONE]
    g.send_to_gy(got, "tribute")


reg(ELEMENTAL_BURST, Effect(cost=(*(_element_ask(i) for i in range(4)), _elements_pay),
                            operation=(ops.destroy_all(field_cards("opp")),), category=CAT_DESTROY,
                            condition=_elements_ready))


# --- Anti Raigeki: answers the opponent's "Raigeki": its effect is negated and every monster the
#     opponent controls is destroyed instead ----------------------------------------------------

def _their_raigeki(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.chain:
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and lk.code == RAIGEKI and lk.player != p


def _anti_raigeki(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i >= 0 and g.chain[i].code == RAIGEKI:
        g.negate_effect(i)
    ops.destroy_all(mons("opp"))(g, lk)


reg(ANTI_RAIGEKI, Effect(event="activated", operation=(_anti_raigeki,), category=CAT_DESTROY,
                         condition=_their_raigeki))


# --- Earthshaker: you name 2 Attributes, the opponent picks 1 of them; every face-up monster of
#     that Attribute is destroyed --------------------------------------------------------------

ATTRIBUTES = ((C.EARTH, Text("地", "EARTH")), (C.WATER, Text("水", "WATER")),
              (C.FIRE, Text("炎", "FIRE")), (C.WIND, Text("风", "WIND")),
              (C.LIGHT, Text("光", "LIGHT")), (C.DARK, Text("暗", "DARK")))
_face_up = mons("any", True)


def _name_first(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, ATTRIBUTES, "choose")


def _name_second(g: Duel, lk: Link) -> None:
    first = int(lk.picks[-1])
    ask_option(g, lk, lk.player, tuple(a for a in ATTRIBUTES if a[0] != first), "choose")


def _opponent_picks(g: Duel, lk: Link) -> None:
    named = (int(lk.picks[-2]), int(lk.picks[-1]))
    ask_option(g, lk, 1 - lk.player, tuple(a for a in ATTRIBUTES if a[0] in named), "choose")


def _shake(g: Duel, lk: Link) -> None:
    bit = int(lk.picks[-1])
    cs = [m for m in _face_up(g, lk.player, lk.card) if g.attribute(m) & bit]
    if cs:
        g.destroy(cs, "effect", lk)


reg(EARTHSHAKER, Effect(operation=(_name_first, _name_second, _opponent_picks, _shake),
                        category=CAT_DESTROY,
                        condition=lambda g, c, p, w: bool(_face_up(g, p, c))))


# --- Assault on GHQ: select 1 monster you control and destroy it; then the top 2 cards of the
#     opponent's Deck go to the Graveyard ---------------------------------------------------------

_own_monsters = mons("self")


def _assault(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if g.target_ok(lk, t) and g.loc[t] == LOC_MZONE and g.destroy([t], "effect", lk):
        mill(g, 1 - lk.player, 2)


reg(ASSAULT_ON_GHQ, Effect(target=(pick(_own_monsters, "target_monster"),), target_picks=True,
                           operation=(_assault,), category=CAT_DESTROY,
                           condition=lambda g, c, p, w: bool(_own_monsters(g, p, c))
                           and len(g.deck[1 - p]) >= 2))


# --- Pineapple Blast: when you Normal Summon a monster: if the opponent controls more monsters
#     than you, they destroy monsters of theirs (their choice) until the numbers are equal -----

def _own_normal_summon(g: Duel, c: int, p: int, w: W) -> bool:
    return len(w) >= 4 and w[0] == "summoned" and w[2] == "normal" and w[3] == p


def _excess(g: Duel, p: int) -> int:
    return sum(m >= 0 for m in g.mz[1 - p]) - sum(m >= 0 for m in g.mz[p])


def _blast_pick(g: Duel, lk: Link) -> None:
    n = _excess(g, lk.player)
    if n > 0:
        ask_cards(g, lk, 1 - lk.player, [m for m in g.mz[1 - lk.player] if m >= 0], n, n,
                  "destroy")
    else:
        lk.picks.append(())


def _blast(g: Duel, lk: Link) -> None:
    cs = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if cs:
        g.destroy(cs, "effect", lk)


reg(PINEAPPLE_BLAST, Effect(event="summoned", operation=(_blast_pick, _blast),
                            category=CAT_DESTROY,
                            condition=lambda g, c, p, w: _own_normal_summon(g, c, p, w)
                            and _excess(g, p) > 0))


# --- Order to Smash: select 1 face-up Level 2 or lower Normal Monster you control (not a Token);
#     Tribute it, then destroy up to 2 Spell/Trap Cards your opponent controls -----------------

def _small_normal(g: Duel, c: int) -> bool:
    t = g.cd(c).type
    return up(g, c) and bool(t & C.NORMAL) and not t & C.TOKEN and g.level(c) <= 2


_small_normals = mons("self", True, _small_normal)
_their_st = st_cards("opp")


def _smash_tribute(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if g.target_ok(lk, t) and g.loc[t] == LOC_MZONE and _small_normal(g, t):
        g.send_to_gy([t], "tribute")
        cs = _their_st(g, lk.player, lk.card)
        if cs:
            ask_cards(g, lk, lk.player, cs, 0, 2, "destroy")
            return
    lk.picks.append(())


def _smash(g: Duel, lk: Link) -> None:
    cs = [c for c in last(lk) if g.on_field(c)]
    if cs:
        g.destroy(cs, "effect", lk)


reg(ORDER_TO_SMASH, Effect(target=(pick(_small_normals, "target_monster"),), target_picks=True,
                           operation=(_smash_tribute, _smash), category=CAT_DESTROY,
                           condition=lambda g, c, p, w: bool(_small_normals(g, p, c))))
