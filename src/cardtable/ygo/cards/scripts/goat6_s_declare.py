"""Declared card names (issue 15 part 3, g6-s): one public declaration helper and the Goat
Spells that declare — Archfiend's Oath, D.D. Designator, Dark Designator, Abyssal Designator
(a Type and an Attribute), Question (the opponent names the bottom monster of your Graveyard).

A declaration is made aloud when the card is activated, before anyone responds (as
``api.announce_race`` for a Type): :func:`ask_name` offers every card name the duel's format
allows — the Goat list (``cards/pools.py``) under a Goat profile, else every non-token card of
the duel's pool —, never the names in the decks (that would tell the asker what the opponent
plays); :func:`announce_name` logs the public ``declare_name`` event and keeps the passcode in
the link (:func:`declared`). Texts (2005 prints, our own words) in ``pool/goat.csv``; checks
in ``tests/ygo/test_goat6_s_declare.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.pools import pool_codes
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    Step,
    last,
    mark_used,
    note,
    once_per_turn,
    own_main,
    reg,
)
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_SEARCH,
    Effect,
    Link,
    announce_race,
    ask_cards,
    ask_option,
    ask_race,
)
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ARCHFIENDS_OATH = 22796548
DD_DESIGNATOR = 33423043
DARK_DESIGNATOR = 78053598
ABYSSAL_DESIGNATOR = 89801755

def _goat_format(g: Duel) -> bool:
    return g.profile.name.startswith("goat") or (g.profile.banlist or "").startswith("Goat")


def declarable(g: Duel, monsters_only: bool = False) -> tuple[tuple[int, Text], ...]:
    """The card names a player may declare: ``(passcode, name)`` sorted by English name — the
    Goat list under a Goat profile, else every card of the duel's pool; never a token. The same
    for both seats and every board (public)."""
    cards = g.pool.cards
    goat = _goat_format(g)

    def build() -> tuple[tuple[int, Text], ...]:
        allowed = {code for code, _, _ in pool_codes("goat")} if goat else set(cards)
        return tuple(sorted(((code, cd.name) for code, cd in cards.items()
                             if code in allowed and not cd.type & C.TOKEN
                             and (cd.is_monster or not monsters_only)),
                            key=lambda kv: (kv[1].en, kv[0])))

    return g.pool.derive("goat6_s_declarable", (goat, monsters_only), build)


def ask_name(monsters_only: bool = False, opponent: bool = False) -> Step:
    """A step: the link's player (its opponent with ``opponent``) declares a card name (a
    Monster Card name when ``monsters_only``); the passcode is appended to ``link.picks``."""

    def st(g: Duel, lk: Link) -> None:
        seat = 1 - lk.player if opponent else lk.player
        ask_option(g, lk, seat, declarable(g, monsters_only), "declare_name")

    return st


def announce_name(g: Duel, lk: Link) -> None:
    """The step after :func:`ask_name`: the declared name is public at once (a
    ``declare_name`` event naming it in zh and en); kept in ``link.data["declared"]``."""
    code = int(lk.picks[-1])
    lk.data["declared"] = code
    name = g.pool.cards[code].name
    g.log("declare_name", {**g.card_pub(lk.card), "declared": code, "name_en": name.en,
                           "name_zh": name.zh})


def declared(lk: Link) -> int:
    """The passcode this link declared (-1 if none)."""
    return int(lk.data.get("declared", -1))


# --- Archfiend's Oath: Continuous Spell. Once per turn, pay 500 Life Points and declare 1 card
#     name: pick up the top card of your Deck; if it is the declared card, add it to your hand,
#     otherwise send it to the Graveyard ---
_pay500 = costs.pay_lp(500)


def _oath(g: Duel, lk: Link) -> None:
    p = lk.player
    if not g.deck[p]:
        return
    top = g.deck[p][-1]
    hit = g.code[top] == declared(lk)
    note(g, lk.card, "Picked up the top card of the Deck", "翻开卡组最上面的卡",
         cards=[g.card_pub(top)], match=hit)
    if hit:
        g.to_hand([top])
    else:
        g.send_to_gy([top], "effect")


reg(ARCHFIENDS_OATH, Effect(), Effect(
    kind="spell_effect", cost=(mark_used, *_pay500[0]), target=(ask_name(), announce_name),
    operation=(_oath,), category=CAT_SEARCH,
    name=Text("支付500基本分宣言1个卡名，翻开卡组最上面1张卡",
              "Pay 500 LP, declare a card name: pick up your top card"),
    condition=lambda g, c, p, w: own_main(g, c, p, w) and once_per_turn(g, c, p, w)
    and _pay500[1](g, c, p) and bool(g.deck[p])))


# --- D.D. Designator: declare 1 card name and look at your opponent's hand; if the declared card
#     is there, remove 1 of it from play; if not, remove 1 random card of your own hand from play
def _dd_designator(g: Duel, lk: Link) -> None:
    p, o = lk.player, 1 - lk.player
    hand = list(g.hand[o])
    if hand:
        show_privately(g, lk.card, p, hand, "Looks at the opponent's hand", "确认对方的手卡")
    hit = [c for c in hand if g.code[c] == declared(lk)]
    if hit:
        g.banish([hit[0]])
        return
    own = [c for c in g.hand[p] if c != lk.card]
    if own:
        g.banish([g.rng.choice(own)])


reg(DD_DESIGNATOR, Effect(target=(ask_name(), announce_name), operation=(_dd_designator,)))


# --- Dark Designator: declare 1 Monster Card name; if that card is in your opponent's Deck,
#     they add 1 of it to their hand (and shuffle) ---
def _dark_designator(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    hit = [c for c in g.deck[o] if g.code[c] == declared(lk)]
    if hit:
        g.to_hand([hit[-1]])
    g.shuffle_deck(o)


reg(DARK_DESIGNATOR, Effect(target=(ask_name(monsters_only=True), announce_name),
                            operation=(_dark_designator,)))


# --- Abyssal Designator: pay 1000 Life Points, declare 1 Type and 1 Attribute: your opponent
#     sends 1 monster that has both from their hand or Deck to the Graveyard (their own pick,
#     hidden from the activator until it is sent). Ruling (yugioh-wiki.net card page, Yugipedia
#     card tips): when they have none, the activator checks their hand and Deck ---
_pay1000 = costs.pay_lp(1000)
#: the Attributes a player may declare, with their zh/en names (DIVINE last)
ATTRIBUTES = tuple((bit, Text(zh, C.ATTRIBUTE_NAMES[bit])) for bit, zh in (
    (C.EARTH, "地"), (C.WATER, "水"), (C.FIRE, "炎"), (C.WIND, "风"), (C.LIGHT, "光"),
    (C.DARK, "暗"), (C.DIVINE, "神")))


def ask_attribute(divine: bool = False) -> Step:
    """A step: the link's player declares an Attribute (DIVINE offered with ``divine``); the
    bit is appended to ``link.picks`` (follow with :func:`announce_attribute`)."""
    opts = ATTRIBUTES if divine else ATTRIBUTES[:-1]

    def st(g: Duel, lk: Link) -> None:
        ask_option(g, lk, lk.player, opts, "declare_attribute")

    return st


def announce_attribute(g: Duel, lk: Link) -> None:
    """The step after :func:`ask_attribute`: the declared Attribute is public at once (a
    ``card_effect`` naming it); kept in ``link.data["attr"]``."""
    bit = int(lk.picks[-1])
    lk.data["attr"] = bit
    note(g, lk.card, f"declares {C.ATTRIBUTE_NAMES[bit]}",
         "宣言" + dict(ATTRIBUTES)[bit].zh + "属性", attribute=bit)


def _ask_race(g: Duel, lk: Link) -> None:
    ask_race(g, lk, lk.player)


def _keep_race(g: Duel, lk: Link) -> None:
    lk.data["race"] = int(lk.picks[-1])
    announce_race(g, lk)


def _abyssal_cands(g: Duel, lk: Link) -> list[int]:
    o = 1 - lk.player
    race, attr = int(lk.data.get("race", 0)), int(lk.data.get("attr", 0))
    return [c for c in (*g.hand[o], *g.deck[o])
            if g.cd(c).is_monster and g.cd(c).race & race and g.cd(c).attribute & attr]


def _abyssal_pick(g: Duel, lk: Link) -> None:
    cands = _abyssal_cands(g, lk)
    if not cands:
        lk.picks.append(())
        return
    ask_cards(g, lk, 1 - lk.player, cands, 1, 1, "choose")


def _abyssal_send(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    got = [c for c in last(lk) if g.loc[c] in (LOC_HAND, LOC_DECK)]
    if not got:  # the ruling: with no such monster, the activator checks hand and Deck
        shown = [*g.hand[o], *g.deck[o]]
        if shown:
            show_privately(g, lk.card, lk.player, shown,
                           "No such monster: looks at the opponent's hand and Deck",
                           "没有符合的怪兽：确认对方的手卡和卡组")
        return
    if got:
        from_deck = g.loc[got[0]] == LOC_DECK
        g.send_to_gy(got, "effect")
        if from_deck:
            g.shuffle_deck(o)


reg(ABYSSAL_DESIGNATOR, Effect(
    cost=_pay1000[0], target=(_ask_race, _keep_race, ask_attribute(), announce_attribute),
    operation=(_abyssal_pick, _abyssal_send),
    condition=lambda g, c, p, w: _pay1000[1](g, c, p)))

#: the cards of this module (tests, soaks)
DECLARERS: tuple[int, ...] = (ARCHFIENDS_OATH, DD_DESIGNATOR, DARK_DESIGNATOR,
                              ABYSSAL_DESIGNATOR)


# --- Question: your opponent declares the name of the Monster Card lowest in your Graveyard;
#     right: it is removed from play; wrong: it is Special Summoned to your side of the field
#     (in the position you pick). The declaration is made at resolution, by the opponent ---
QUESTION = 38723936


def _bottom_monster(g: Duel, p: int) -> int:
    return next((c for c in g.gy[p] if g.cd(c).is_monster), -1)  # the list's start: bottom


def _question_answer(g: Duel, lk: Link) -> None:
    m = _bottom_monster(g, lk.player)
    lk.data["m"] = m
    code = declared(lk)
    if m < 0:
        return
    if g.code[m] == code:
        g.banish([m])
    elif g.can_special_summon(m, lk.player) and g.free_mzone(lk.player) >= 0:
        lk.data["summon"] = True
        ask_option(g, lk, lk.player, POS_CHOICES, "position", "position")


def _question_summon(g: Duel, lk: Link) -> None:
    m = int(lk.data.get("m", -1))
    if lk.data.get("summon") and m >= 0 and g.loc[m] == LOC_GY:
        g.special_summon(m, lk.player, int(lk.picks[-1]))


reg(QUESTION, Effect(operation=(ask_name(monsters_only=True, opponent=True), announce_name,
                                _question_answer, _question_summon),
                     condition=lambda g, c, p, w: _bottom_monster(g, p) >= 0))
