"""Goat-pool monsters, batch 5 (goat-m2): trigger effects over the shared vocabulary — "when
this card is Summoned" searches, "when this card is destroyed / sent to the Graveyard" floaters
and returns, Flip effects that summon or take control. Tables where a row is enough. Texts
(2005 prints, our own words) are in ``pool/goat.csv``; each card is played in
``tests/ygo/test_goat5_triggers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    Cands,
    Filt,
    borrow,
    in_deck,
    is_monster,
    last,
    live_targets,
    mill,
    mons,
    pick,
    reg,
    return_borrowed,
    search_to_hand,
    take_control,
)
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_RECOVER,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import only_for
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

R = C.RACE_BY_NAME

MANJU = 95492061  # Manju of the Ten Thousand Hands
SENJU = 23401839  # Senju of the Thousand Hands
SONIC_BIRD = 57617178
VAMPIRIC_ORCHIS = 46571052
DES_DENDLE = 12965761
MOLTEN_ZOMBIE = 4732017
MECHA_DOG_MARRON = 94667532
OUTSTANDING_DOG_MARRON = 11548522
ROC_VALLEY_OF_HAZE = 28143906
PINCH_HOPPER = 26185991
LORD_POISON = 40320754
THING_IN_THE_CRATER = 78243409
PETEN = 52624755  # Peten the Dark Clown
SPIRIT_CALLER = 48659020
JOWLS = 5257687  # Jowls of Dark Demise
SHADOW_TAMER = 37620434


# --- "when this card is Summoned: add 1 card from your Deck to your hand" ---------------------


def _ritual_monster(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.type & C.MONSTER and cd.type & C.RITUAL)


def _ritual_spell(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.type & C.SPELL and cd.type & C.RITUAL)


class SummonSearch(NamedTuple):
    """A "when this card is <how> Summoned, you can add 1 <filt> from your Deck" row."""

    hows: frozenset[str]  # the summon kinds of the ``summoned`` event that trigger it
    filt: Filt


#: code -> row (Manju: Normal or Flip Summoned, a Ritual Monster or a Ritual Spell; Senju: a
#: Ritual Monster; Sonic Bird: Normal or Special Summoned, a Ritual Spell)
SUMMON_SEARCHES: dict[int, SummonSearch] = {
    MANJU: SummonSearch(frozenset({"normal", "flip"}),
                        lambda g, c: _ritual_monster(g, c) or _ritual_spell(g, c)),
    SENJU: SummonSearch(frozenset({"normal", "flip"}), _ritual_monster),
    SONIC_BIRD: SummonSearch(frozenset({"normal", "special"}), _ritual_spell),
}


def _summoned_as(hows: frozenset[str]) -> Any:
    return lambda g, c, p, w: len(w) > 2 and w[2] in hows and g.loc[c] == LOC_MZONE


for _code, _row in SUMMON_SEARCHES.items():
    reg(_code, Effect(kind="trigger", event="summoned", when=True,
                      condition=_summoned_as(_row.hows),
                      operation=(pick(in_deck(_row.filt), "search"), search_to_hand),
                      category=CAT_SEARCH))


# --- Special Summon 1 monster from a place ------------------------------------------------------


def summon_one(cands: Cands, where: int) -> tuple[Any, Any, Any]:
    """Operation steps: pick 1 of ``cands`` (cards in ``where``, a location mask), choose its
    face-up position, Special Summon it (nothing if it left ``where`` or there is no room)."""

    def ok(g: Duel, p: int, s: int) -> list[int]:
        return [c for c in cands(g, p, s) if g.can_special_summon(c, p)]

    def pos(g: Duel, lk: Link) -> None:
        got = [c for c in last(lk) if g.loc[c] & where]
        lk.data["ss"] = got[0] if got else -1
        if got:
            ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")

    def summon(g: Duel, lk: Link) -> None:
        c = int(lk.data.get("ss", -1))
        if c >= 0 and g.loc[c] & where and g.can_special_summon(c, lk.player):
            g.special_summon(c, lk.player, int(lk.picks[-1]))

    return pick(ok, "summon_pick"), pos, summon


def _hand(filt: Filt) -> Cands:
    return lambda g, p, s: [c for c in g.hand[p] if c != s and filt(g, c)]


def _gy(filt: Filt) -> Cands:
    return lambda g, p, s: [c for c in g.gy[p] if c != s and filt(g, c)]


def _race(name: str) -> Filt:
    bit = R[name]
    return lambda g, c: is_monster(g, c) and bool(g.cd(c).race & bit)


# Vampiric Orchis: "When this card is Normal Summoned, you can Special Summon 1 "Des Dendle"
# from your hand."
reg(VAMPIRIC_ORCHIS, Effect(
    kind="trigger", event="summoned", when=True, condition=_summoned_as(frozenset({"normal"})),
    operation=summon_one(_hand(lambda g, c: g.code[c] == DES_DENDLE), LOC_HAND),
    category=CAT_SPSUMMON))


# Pinch Hopper: "When this card is sent to the Graveyard, Special Summon 1 Insect-Type monster
# from your hand." (mandatory)
reg(PINCH_HOPPER, Effect(
    kind="trigger", event="to_gy", optional=False,
    operation=summon_one(_hand(_race("Insect")), LOC_HAND), category=CAT_SPSUMMON))


def _in_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY


# Lord Poison: "When this card is destroyed by battle and sent to the Graveyard, you can Special
# Summon 1 Plant-Type monster from your Graveyard, except "Lord Poison"."
reg(LORD_POISON, Effect(
    kind="trigger", event="battle_destroyed", when=True, condition=_in_gy,
    operation=summon_one(_gy(lambda g, c: _race("Plant")(g, c) and g.code[c] != LORD_POISON),
                         LOC_GY), category=CAT_SPSUMMON))


# The Thing in the Crater: "When this card is destroyed, you can Special Summon 1 Pyro-Type
# monster from your hand."
reg(THING_IN_THE_CRATER, Effect(
    kind="trigger", event="destroyed", when=True,
    operation=summon_one(_hand(_race("Pyro")), LOC_HAND), category=CAT_SPSUMMON))


# Spirit Caller: "FLIP: Special Summon 1 Level 3 or lower Normal Monster from your Graveyard."
def _low_normal(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.type & C.MONSTER and cd.type & C.NORMAL) and 0 < cd.level <= 3


reg(SPIRIT_CALLER, Effect(kind="flip", optional=False,
                          operation=summon_one(_gy(_low_normal), LOC_GY),
                          category=CAT_SPSUMMON))


# --- Peten the Dark Clown --------------------------------------------------------------------
# "When this card is sent to the Graveyard, you can remove it from play to Special Summon 1
# "Peten the Dark Clown" from your Deck." (removing it is the cost)

def _peten_in_gy(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and g.owner[c] == p


def _banish_self(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY:
        g.banish([lk.card])


def _peten_summon(g: Duel, lk: Link) -> None:
    got = [c for c in g.deck[lk.player] if g.code[c] == PETEN
           and g.can_special_summon(c, lk.player)]
    lk.data["ss"] = got[0] if got else -1
    if got:
        ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")


def _peten_place(g: Duel, lk: Link) -> None:
    c = int(lk.data.get("ss", -1))
    if c >= 0 and g.loc[c] == LOC_DECK and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))
    g.shuffle_deck(lk.player)


reg(PETEN, Effect(kind="trigger", event="to_gy", when=True, condition=_peten_in_gy,
                  cost=(_banish_self,), operation=(_peten_summon, _peten_place),
                  category=CAT_SPSUMMON))


# --- draws, damage, returns ----------------------------------------------------------------------

def _draw1(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)


# Molten Zombie: "When this card is Special Summoned from the Graveyard, draw 1 card."
reg(MOLTEN_ZOMBIE, Effect(
    kind="trigger", event="summoned", optional=False,
    condition=lambda g, c, p, w: len(w) > 4 and w[2] == "special" and w[4] == LOC_GY,
    operation=(_draw1,), category=CAT_DRAW))


def _marron(g: Duel, lk: Link) -> None:
    ev = lk.event
    by_battle = ev is not None and len(ev) > 2 and ev[2] == "battle"
    hit = (g.tp, 1 - g.tp) if by_battle else (1 - lk.player,)
    for q in hit:
        g.damage(q, 1000, src=lk.card)


# Mecha-Dog Marron: "When this card on the field is destroyed and sent to the Graveyard as a
# result of battle, inflict 1000 damage to both players' Life Points. When it is destroyed and
# sent to the Graveyard except by battle, inflict 1000 damage to your opponent's Life Points."
reg(MECHA_DOG_MARRON, Effect(kind="trigger", event="destroyed", optional=False,
                             condition=_in_gy, operation=(_marron,), category=CAT_DAMAGE))


def _back_to_deck(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY:
        g.to_deck([lk.card], shuffle=True)


# Outstanding Dog Marron: "When this card is sent to the Graveyard, return it to the Deck and
# shuffle the Deck."
reg(OUTSTANDING_DOG_MARRON, Effect(kind="trigger", event="to_gy", optional=False,
                                   condition=_in_gy, operation=(_back_to_deck,)))

# Roc from the Valley of Haze: "When this card is sent from your hand to the Graveyard, return
# it to your Deck and shuffle it." (the ``to_gy`` event of a card that left the hand says so)
reg(ROC_VALLEY_OF_HAZE, Effect(
    kind="trigger", event="to_gy", optional=False,
    condition=lambda g, c, p, w: g.loc[c] == LOC_GY and len(w) > 3 and w[3] == "hand",
    operation=(_back_to_deck,)))


# --- Flip: control ------------------------------------------------------------------------------

def _borrow_target(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player:
            borrow(g, t, lk.player)


def _take_target(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and g.ctrl[t] != lk.player:
            take_control(g, t, lk.player)


# Jowls of Dark Demise: "FLIP: Take control of 1 monster your opponent controls until the End
# Phase of this turn." (Change of Heart's End Phase return)
reg(JOWLS, Effect(kind="flip", optional=False, target=(pick(mons("opp"), "target_monster"),),
                  target_picks=True, operation=(_borrow_target,)))
only_for({JOWLS})(return_borrowed)  # already a phase hook: marked for Jowls' duels too

# Shadow Tamer: "FLIP: Take control of 1 Fiend-Type monster your opponent controls." (no end)
reg(SHADOW_TAMER, Effect(kind="flip", optional=False,
                         target=(pick(mons("opp", filt=_race("Fiend")), "target_monster"),),
                         target_picks=True, operation=(_take_target,)))


# --- King Tiger Wanghu: "When a monster with 1400 or less ATK is Normal Summoned or Special
#     Summoned, destroy that monster." (either player's; a Flip Summon does not count) ---------

KING_TIGER_WANGHU = 83986578


def _weak_summoned(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if g.loc[c] != LOC_MZONE or len(w) < 3 or w[2] not in ("normal", "special"):
        return False
    m = w[1]
    return m != c and g.loc[m] == LOC_MZONE and g.is_face_up(m) and g.atk(m) <= 1400


def _destroy_summoned(g: Duel, lk: Link) -> None:
    ev = lk.event
    m = int(ev[1]) if ev is not None and len(ev) > 1 else -1
    if m >= 0 and g.loc[m] == LOC_MZONE and g.atk(m) <= 1400:
        g.destroy([m], "effect", lk)


reg(KING_TIGER_WANGHU, Effect(kind="trigger", event="summoned", scope="any", optional=False,
                              condition=_weak_summoned, operation=(_destroy_summoned,),
                              category=CAT_DESTROY))


# --- Pixie Knight: "When this card is sent to the Graveyard as a result of battle, your opponent
#     selects 1 Spell Card in your Graveyard; place it on top of your Deck." -----------------

PIXIE_KNIGHT = 35429292


def _own_gy_spells(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).is_spell]


def _opponent_picks(g: Duel, lk: Link) -> None:
    cs = _own_gy_spells(g, lk.player, lk.card)
    if cs:
        ask_cards(g, lk, 1 - lk.player, cs, 1, 1, "choose")
    else:
        lk.picks.append(())


def _spell_on_top(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_deck(got, shuffle=False)


reg(PIXIE_KNIGHT, Effect(kind="trigger", event="battle_destroyed", optional=False,
                         condition=lambda g, c, p, w: g.loc[c] == LOC_GY
                         and bool(_own_gy_spells(g, p, c)),
                         operation=(_opponent_picks, _spell_on_top)))


# --- Mysterious Puppeteer: "Each time a monster is Normal Summoned or Flip Summoned, you gain 500
#     Life Points." (either player's monster, this card too) ----------------------------------

MYSTERIOUS_PUPPETEER = 54098121


def _ns_or_flip(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_MZONE and g.is_face_up(c) and len(w) > 2 \
        and w[2] in ("normal", "flip")


def _gain_500(g: Duel, lk: Link) -> None:
    g.recover(lk.player, 500)


reg(MYSTERIOUS_PUPPETEER, Effect(kind="trigger", event="summoned", scope="any", optional=False,
                                 condition=_ns_or_flip, operation=(_gain_500,),
                                 category=CAT_RECOVER),
    Effect(kind="trigger", event="summoned", optional=False, condition=_ns_or_flip,
           operation=(_gain_500,), category=CAT_RECOVER))


# --- Soul-Absorbing Bone Tower: "Each time a Zombie-Type monster is Special Summoned, send the
#     top 2 cards of your opponent's Deck to the Graveyard" (its attack-target protection is in
#     goat5_static.py) --------------------------------------------------------------------

SOUL_ABSORBING_BONE_TOWER = 63012333


def _zombie_special(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if g.loc[c] != LOC_MZONE or not g.is_face_up(c) or len(w) < 3 or w[2] != "special":
        return False
    m = w[1]
    return g.loc[m] == LOC_MZONE and bool(g.race(m) & R["Zombie"])


def _mill_2(g: Duel, lk: Link) -> None:
    mill(g, 1 - lk.player, 2)


reg(SOUL_ABSORBING_BONE_TOWER,
    Effect(kind="trigger", event="summoned", scope="any", optional=False,
           condition=_zombie_special, operation=(_mill_2,)),
    Effect(kind="trigger", event="summoned", optional=False, condition=_zombie_special,
           operation=(_mill_2,)))


# --- Troop Dragon: "When this card is destroyed by battle and sent to the Graveyard, you can
#     Special Summon 1 "Troop Dragon" from your Deck." (the text names no position: its player
#     picks, docs/rulings.md G5) -----------------------------------------------------------------

TROOP_DRAGON = 55013285


def _shuffle_own(g: Duel, lk: Link) -> None:
    g.shuffle_deck(lk.player)


reg(TROOP_DRAGON, Effect(
    kind="trigger", event="battle_destroyed", when=True, condition=_in_gy,
    operation=(*summon_one(lambda g, p, s: [c for c in g.deck[p] if g.code[c] == TROOP_DRAGON],
                           LOC_DECK), _shuffle_own), category=CAT_SPSUMMON))


# --- The Wicked Worm Beast: "During your End Phase, return this face-up card to its owner's
#     hand." (mandatory; it may be Special Summoned, unlike a Spirit) ------------------------

WICKED_WORM_BEAST = 6285791


def _home(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.is_face_up(c) and g.life[c] == lk.life:
        g.to_hand([c])


reg(WICKED_WORM_BEAST, Effect(kind="trigger", event="end_phase", optional=False,
                              condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE
                              and g.is_face_up(c) and g.tp == g.ctrl[c],
                              operation=(_home,)))


# --- The Unfriendly Amazon: "During each of your Standby Phases, Tribute 1 monster you control
#     other than this card. If you cannot, destroy this card." (mandatory) --------------------

UNFRIENDLY_AMAZON = 65475294


def _amazon_ask(g: Duel, lk: Link) -> None:
    others = [m for m in g.mz[lk.player] if m >= 0 and m != lk.card]
    if others and g.loc[lk.card] == LOC_MZONE:
        ask_cards(g, lk, lk.player, others, 1, 1, "tribute")
    else:
        lk.picks.append(())


def _amazon_upkeep(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if got:
        g.send_to_gy(got, "tribute")
    elif g.loc[lk.card] == LOC_MZONE and g.life[lk.card] == lk.life:
        g.destroy([lk.card], "effect", lk)


reg(UNFRIENDLY_AMAZON, Effect(kind="trigger", event="standby", optional=False,
                              condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE
                              and g.is_face_up(c) and g.tp == g.ctrl[c],
                              operation=(_amazon_ask, _amazon_upkeep)))
