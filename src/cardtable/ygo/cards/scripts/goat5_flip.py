"""Goat-pool Flip Effect Monsters (issue 15 part 3, goat-m1), by what the flip does:

* a card of a kind from your Deck to the top of your Deck (the Deck shuffled first, the card
  named to its owner only): A Cat of Ill Omen (a Trap; with "Necrovalley" face-up on the field
  it may go to the hand instead, shown to the opponent), An Owl of Luck (a Field Spell);
* a search (``SEARCHES``: the added card is shown to the opponent as ``g.to_hand`` does):
  Arsenal Summoner (a card with "Guardian" in its name), Iron Blacksmith Kotetsu (an Equip
  Spell);
* Gale Lizard (1 monster on the field to its owner's hand), Bubonic Vermin (another "Bubonic
  Vermin" from the Deck in face-down Defense Position), Dimension Jar (each player removes up
  to 3 cards of the other's Graveyard from play, the flipping player first);
* Big Eye (look at up to 5 cards from the top of your Deck, named to you only, and put them
  back in the order you pick, the first picked on top);
* the Ninjas (``NINJAS``): Armed Ninja targets a face-up Spell or a Set Spell/Trap, Crimson
  Ninja a face-up Trap or a Set Spell/Trap; a Set target is turned face-up for both players to
  see: destroyed if it is of the named kind, else it goes back face-down (Armed Ninja's OCG
  ruling: "look at it; destroy it if it is a Spell, Set it again if it is a Trap").

Every Flip effect here is mandatory (the 2005 texts say "FLIP:" and nothing optional). Texts in
``pool/goat.csv``; checks in ``tests/ygo/test_goat5_flip.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    Filt,
    is_spell,
    is_trap,
    last,
    live_targets,
    mons,
    pick,
    reg,
    search_to_hand,
    up,
)
from cardtable.ygo.cards.scripts.goat_st2_deck_and_position import order_back
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DESTROY,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    again,
    ask_cards,
    ask_option,
)
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_MZONE, LOC_ONFIELD, POS_FACEUP, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

A_CAT_OF_ILL_OMEN = 24140059
AN_OWL_OF_LUCK = 23927567
ARSENAL_SUMMONER = 85489096
IRON_BLACKSMITH_KOTETSU = 73431236
GALE_LIZARD = 77491079
BUBONIC_VERMIN = 6104968
DIMENSION_JAR = 73414375
ARMED_NINJA = 9076207
CRIMSON_NINJA = 14618326
NECROVALLEY = 47355498

# --- to the top of the Deck ---------------------------------------------------------------------


def _field_spell(g: Duel, c: int) -> bool:
    return is_spell(g, c) and bool(g.cd(c).type & C.FIELD)


def _necrovalley_up(g: Duel) -> bool:
    return any(f >= 0 and g.code[f] == NECROVALLEY and up(g, f) for f in g.fz)


#: Flip: pick a card of the Deck matching the filter and put it on top (Cat: Necrovalley clause)
DECK_TOPS: dict[int, Filt] = {A_CAT_OF_ILL_OMEN: is_trap, AN_OWL_OF_LUCK: _field_spell}


def _top_pick(filt: Filt) -> Any:
    def st(g: Duel, lk: Link) -> None:
        p = lk.player
        ask_cards(g, lk, p, [c for c in g.deck[p] if filt(g, c)], 1, 1, "choose")

    return st


_CAT_CHOICES = (("top", Text("放在卡组最上面", "Place it on top of your Deck")),
                ("hand", Text("加入手卡", "Add it to your hand")))


def _hand_instead(g: Duel, lk: Link) -> None:
    if g.code[lk.card] == A_CAT_OF_ILL_OMEN and last(lk) and _necrovalley_up(g):
        lk.data["picked"] = list(last(lk))
        ask_option(g, lk, lk.player, _CAT_CHOICES, "choose")
    else:
        lk.data["picked"] = list(last(lk))
        lk.picks.append("top")


def _to_top(g: Duel, lk: Link) -> None:
    p = lk.player
    got = [c for c in lk.data.get("picked", ()) if g.loc[c] == LOC_DECK]
    if not got:
        g.shuffle_deck(p)
        return
    if lk.picks[-1] == "hand":
        g.to_hand(got)
        g.shuffle_deck(p)
        return
    g.shuffle_deck(p)
    deck = g.deck[p]
    deck.remove(got[0])
    deck.append(got[0])  # the top is the list's end
    show_privately(g, lk.card, p, got, "Places a card on top of their Deck",
                   "将1张卡放在卡组最上面")


for _code, _filt in DECK_TOPS.items():
    reg(_code, Effect(kind="flip", optional=False,
                      operation=(_top_pick(_filt), _hand_instead, _to_top)))

# --- searches -----------------------------------------------------------------------------------


def _guardian(g: Duel, c: int) -> bool:
    return "Guardian" in g.cd(c).name.en


def _equip_spell(g: Duel, c: int) -> bool:
    return is_spell(g, c) and bool(g.cd(c).type & C.EQUIP)


SEARCHES: dict[int, Filt] = {ARSENAL_SUMMONER: _guardian, IRON_BLACKSMITH_KOTETSU: _equip_spell}

for _code, _filt in SEARCHES.items():
    reg(_code, Effect(kind="flip", optional=False, operation=(_top_pick(_filt), search_to_hand),
                      category=CAT_SEARCH))

# --- Gale Lizard, Bubonic Vermin, Dimension Jar -------------------------------------------------

_any_mon = mons("any")


def _bounce(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.to_hand(ts)


reg(GALE_LIZARD, Effect(kind="flip", optional=False,
                        target=(pick(_any_mon, "target_monster"),), target_picks=True,
                        operation=(_bounce,)))


def _vermin_pick(g: Duel, lk: Link) -> None:
    p = lk.player
    cands = [c for c in g.deck[p] if g.code[c] == BUBONIC_VERMIN and g.can_special_summon(c, p)]
    ask_cards(g, lk, p, cands, 1, 1, "summon_pick")


def _vermin_summon(g: Duel, lk: Link) -> None:
    p = lk.player
    for c in last(lk):
        if g.loc[c] == LOC_DECK and g.can_special_summon(c, p):
            g.special_summon(c, p, POS_FD_DEF)
    g.shuffle_deck(p)


reg(BUBONIC_VERMIN, Effect(kind="flip", optional=False, operation=(_vermin_pick, _vermin_summon),
                           category=CAT_SPSUMMON))


def _jar_pick(g: Duel, lk: Link) -> None:
    """Each player in turn (the flipping player first) picks up to 3 of the other's Graveyard."""
    n = len(lk.data.setdefault("jar", []))
    if n:
        lk.data["jar"][-1] = list(last(lk))
    if n == 2:
        return
    s = lk.player if n == 0 else 1 - lk.player
    lk.data["jar"].append([])
    again(g, lk, _jar_pick)
    ask_cards(g, lk, s, list(g.gy[1 - s]), 0, 3, "choose")


def _jar_banish(g: Duel, lk: Link) -> None:
    got = [c for cs in lk.data.get("jar", ()) for c in cs if g.loc[c] == LOC_GY]
    if got:
        g.banish(got)


reg(DIMENSION_JAR, Effect(kind="flip", optional=False, operation=(_jar_pick, _jar_banish),
                          category=CAT_BANISH))

# --- Big Eye -----------------------------------------------------------------------------------

BIG_EYE = 16768387


def _eye_look(g: Duel, lk: Link) -> None:
    top = list(reversed(g.deck[lk.player][-5:]))  # top first
    lk.data["book"] = top
    lk.data["order"] = []
    if top:
        show_privately(g, lk.card, lk.player, top, "Looks at the top cards of their Deck",
                       "确认自己卡组最上面的卡")


reg(BIG_EYE, Effect(kind="flip", optional=False, operation=(_eye_look, order_back)))

# --- the Ninjas ---------------------------------------------------------------------------------

#: passcode -> the kind it destroys (a face-up card of that kind, or any Set Spell/Trap)
NINJAS: dict[int, Filt] = {ARMED_NINJA: is_spell, CRIMSON_NINJA: is_trap}


def _ninja_cands(kind: Filt) -> Any:
    def f(g: Duel, p: int, s: int) -> list[int]:
        return [c for q in (0, 1) for c in (*g.sz[q], g.fz[q]) if c >= 0
                and (not up(g, c) or kind(g, c))]

    return f


def _ninja_op(kind: Filt) -> Any:
    def st(g: Duel, lk: Link) -> None:
        for t in live_targets(g, lk):
            if not g.loc[t] & LOC_ONFIELD:
                continue
            if not g.pos[t] & POS_FACEUP:  # turned face-up for both players to see
                g.reveal(0, [t])
                g.reveal(1, [t])
                g.log("card_effect", {**g.card_pub(lk.card), "en": "Reveals a Set card",
                                      "zh": "翻开盖放的卡", "shown": g.cd(t).name.en,
                                      "shown_zh": g.cd(t).name.zh})
                if not kind(g, t):
                    g.log("card_effect", {**g.card_pub(lk.card),
                                          "en": "Not of its kind: Set again",
                                          "zh": "种类不符：重新盖放"})
                    continue
            g.destroy([t], "effect", lk)

    return st


for _code, _kind in NINJAS.items():
    _c = _ninja_cands(_kind)
    reg(_code, Effect(kind="flip", optional=False, target=(pick(_c, "target_card"),),
                      target_picks=True, operation=(_ninja_op(_kind),), category=CAT_DESTROY,
                      name=Text("反转：破坏1张卡", "FLIP: destroy 1 card")))

__all__ = ["BIG_EYE", "DECK_TOPS", "NINJAS", "SEARCHES"]
