"""Goat-pool draw, search and hand Spells (issue 15 part 3, Spells & Traps batch 2): Chaos Greed,
Terraforming, Emblem of Dragon Destroyer, Salvage, The Cheerful Coffin; batch 5: Fusion Sage,
Sage's Stone; batch 7: Precious Cards from Beyond; batch 8: Disturbance Strategy; batch 10:
Release Restraint. Templates where the vocabulary says it (``search``), short scripts over
``classic_lib`` picks and ``effects/ops.py`` otherwise. Texts (2005 wording, our own words) are
in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    Cands,
    Step,
    has,
    in_gy,
    in_hand,
    is_monster,
    last,
    live_targets,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.seed_common import last_summon_tributes, this_turn
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import (
    CAT_DRAW,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.templates import register_templates, template_effects
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_GY, LOC_HAND, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CHAOS_GREED = 97439308
TERRAFORMING = 73628505
EMBLEM_OF_DRAGON_DESTROYER = 6390406
SALVAGE = 96947648
THE_CHEERFUL_COFFIN = 41142615
BUSTER_BLADER = 78193831
FUSION_SAGE = 26902560
SAGES_STONE = 13604200
POLYMERIZATION = 24094653
DARK_MAGICIAN = 46986414
DARK_MAGICIAN_GIRL = 38033121
PRECIOUS_CARDS_FROM_BEYOND = 68304813
DISTURBANCE_STRATEGY = 77561728
RELEASE_RESTRAINT = 75417459
GEARFRIED_IRON_KNIGHT = 423705
GEARFRIED_SWORDMASTER = 57046845
GOOD_GOBLIN_HOUSEKEEPING = 9744376
GATHER_YOUR_MIND = 7512044

#: Spells whose whole effect is template ops (docs/ygo-card-api.md §4)
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    TERRAFORMING: ({"do": [{"search": {"filter": {"kind": "spell", "type": "Field"}}}]},),
    # "Add 1 "Polymerization" from your Deck to your hand"
    FUSION_SAGE: ({"do": [{"search": {"filter": {"code": POLYMERIZATION}}}]},),
}
register_templates(TEMPLATES)

# "Activate only while 4 or more of your cards are removed from play and your Graveyard is
# empty": draw 2 (the draw needs 2 cards in the Deck)
reg(CHAOS_GREED, Effect(operation=(ops.draw(2),), category=CAT_DRAW,
                        condition=lambda g, c, p, w: len(g.banished[p]) >= 4 and not g.gy[p]
                        and len(g.deck[p]) >= 2))


# --- Emblem of Dragon Destroyer: 1 "Buster Blader" from your Deck or Graveyard to your hand -----

def _blader(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in (*g.deck[p], *g.gy[p]) if g.code[c] == BUSTER_BLADER]


def _emblem_add(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] & (LOC_DECK | LOC_GY)]
    from_deck = any(g.loc[c] == LOC_DECK for c in got)
    if got:
        g.to_hand(got)  # shown to the opponent
    if from_deck or not got:
        g.shuffle_deck(lk.player)


reg(EMBLEM_OF_DRAGON_DESTROYER, Effect(operation=(pick(_blader, "search"), _emblem_add),
                                       category=CAT_SEARCH, condition=has(_blader)))


# --- Salvage: 2 WATER monsters with 1500 or less ATK in your Graveyard return to your hand ------

def _small_water(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return cd.is_monster and bool(cd.attribute & C.WATER) and cd.atk <= 1500


_salvage_cands = in_gy("self", _small_water)


def _salvage_add(g: Duel, lk: Link) -> None:
    got = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if got:
        g.to_hand(got)


reg(SALVAGE, Effect(target=(pick(_salvage_cands, "target_gy", n=2),), target_picks=True,
                    operation=(_salvage_add,), category=CAT_SEARCH,
                    condition=has(_salvage_cands, 2)))


# --- The Cheerful Coffin: discard up to 3 Monster Cards from your hand -------------------------

_hand_monsters = in_hand("self", is_monster)


def _coffin_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hand_monsters(g, lk.player, lk.card), 1, 3, "discard")


def _coffin_discard(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


reg(THE_CHEERFUL_COFFIN, Effect(operation=(_coffin_pick, _coffin_discard),
                                condition=has(_hand_monsters)))


# --- Sage's Stone / Release Restraint: Special Summon 1 named monster from your hand or Deck (no
#     position named: the player chooses) ----------------------------------------------------------

def _named_in_hand_deck(code: int) -> Cands:
    def cands(g: Duel, p: int, s: int) -> list[int]:
        return [c for c in (*g.hand[p], *g.deck[p])
                if g.code[c] == code and g.can_special_summon(c, p)]

    return cands


def summon_from_hand_or_deck(code: int, how: str = "effect") -> tuple[Step, Step, Step]:
    """Operation steps: pick 1 ``code`` in your hand or Deck, choose its position, Special Summon
    it (``how="proper"`` for a monster this card is the proper way to summon), shuffle the Deck
    if it was searched."""
    return summon_picked(_named_in_hand_deck(code), how)


def summon_picked(cands: Cands, how: str = "effect",
                  deck: bool = True) -> tuple[Step, Step, Step]:
    """Operation steps: pick 1 of ``cands`` (in your hand, or Deck when ``deck``), choose its
    position, Special Summon it, shuffle the Deck if it was searched (Ultra Evolution Pill and
    Tribute Doll summon from the hand only: ``deck=False``)."""

    def pos(g: Duel, lk: Link) -> None:
        got = [c for c in last(lk) if g.loc[c] & (LOC_HAND | LOC_DECK)]
        lk.data["ss"] = got[0] if got else -1
        if got:
            ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")

    def summon(g: Duel, lk: Link) -> None:
        c = int(lk.data.get("ss", -1))
        from_deck = c >= 0 and g.loc[c] == LOC_DECK
        if c >= 0 and g.loc[c] & (LOC_HAND | LOC_DECK) and g.free_mzone(lk.player) >= 0:
            g.special_summon(c, lk.player, int(lk.picks[-1]), how=how)
        if from_deck or (c < 0 and deck):
            g.shuffle_deck(lk.player)

    return pick(cands, "summon_pick"), pos, summon


_dark_magicians = _named_in_hand_deck(DARK_MAGICIAN)
reg(SAGES_STONE, Effect(
    operation=summon_from_hand_or_deck(DARK_MAGICIAN), category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: any(g.code[m] == DARK_MAGICIAN_GIRL and up(g, m)
                                     for m in g.monsters(p))
    and g.free_mzone(p) >= 0 and bool(_dark_magicians(g, p, c))))


# "Tribute 1 "Gearfried the Iron Knight" (a cost): Special Summon 1 "Gearfried the Swordmaster"
# from your hand or Deck" (its proper summon: it may be revived later)
def _tribute_iron_knight(g: Duel, lk: Link) -> None:
    got = [m for m in g.monsters(lk.player) if g.code[m] == GEARFRIED_IRON_KNIGHT]
    ask_cards(g, lk, lk.player, got, 1, 1, "tribute")


def _send_tribute(g: Duel, lk: Link) -> None:
    g.send_to_gy(last(lk), "tribute")


_swordmasters = _named_in_hand_deck(GEARFRIED_SWORDMASTER)
reg(RELEASE_RESTRAINT, Effect(
    cost=(_tribute_iron_knight, _send_tribute),
    operation=summon_from_hand_or_deck(GEARFRIED_SWORDMASTER, "proper"), category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: any(g.code[m] == GEARFRIED_IRON_KNIGHT for m in g.monsters(p))
    and bool(_swordmasters(g, p, c))))


# --- Precious Cards from Beyond: each time you Tribute Summon a monster with 2 or more Tributes,
#     draw 2 cards (a Continuous Spell) ------------------------------------------------------------

def _big_tribute_summon(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if len(w) < 4 or w[0] != "summoned" or w[2] != "normal" or w[3] != p:
        return False
    return g.flags[c] & (F_ACTIVE | F_NEGATED) == F_ACTIVE and g.loc[c] == LOC_SZONE \
        and last_summon_tributes(g, w[1]) >= 2


reg(PRECIOUS_CARDS_FROM_BEYOND,
    Effect(),
    Effect(kind="trigger", event="summoned", scope="any", optional=False,
           condition=_big_tribute_summon, operation=(ops.draw(2),), category=CAT_DRAW))


# --- Disturbance Strategy: the opponent shuffles their hand into the Deck, then draws as many -----

def _reshuffle_hand(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    n = len(g.hand[o])
    if n:
        g.to_deck(list(g.hand[o]))  # named only to their owner (hidden hand into the Deck)
        g.draw(o, n)


reg(DISTURBANCE_STRATEGY, Effect(operation=(_reshuffle_hand,), category=CAT_DRAW,
                                 condition=lambda g, c, p, w: bool(g.hand[1 - p])))


# --- Good Goblin Housekeeping: draw 1, plus 1 for each "Good Goblin Housekeeping" in your
#     Graveyard; then put 1 card from your hand on the bottom of your Deck -----------------------

def _goblins_in_gy(g: Duel, p: int) -> int:
    return sum(1 for c in g.gy[p] if g.code[c] == GOOD_GOBLIN_HOUSEKEEPING)


def _goblin_draw(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1 + _goblins_in_gy(g, lk.player))
    ask_cards(g, lk, lk.player, g.hand[lk.player], 1, 1, "choose")


def _goblin_bottom(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.to_deck(got, shuffle=False)  # named only to its owner, as any hand card to the Deck
        d = g.deck[lk.player]
        d.remove(got[0])
        d.insert(0, got[0])  # the bottom (the top is the end of the list)


reg(GOOD_GOBLIN_HOUSEKEEPING, Effect(
    operation=(_goblin_draw, _goblin_bottom), category=CAT_DRAW,
    condition=lambda g, c, p, w: len(g.deck[p]) >= 1 + _goblins_in_gy(g, p)))


# --- Gather Your Mind: add 1 "Gather Your Mind" from your Deck to your hand; you may activate only
#     1 "Gather Your Mind" per turn (the template search plus that limit) --------------------------

def _first_gather_this_turn(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return not any(k == "activate" and pub.get("code") == GATHER_YOUR_MIND
                   and pub.get("player") == p for k, pub, _ in this_turn(g))


(_gather,) = template_effects(GATHER_YOUR_MIND,
                              {"do": [{"search": {"filter": {"code": GATHER_YOUR_MIND}}}]})
_gather_search = _gather.condition
reg(GATHER_YOUR_MIND, replace(_gather, condition=lambda g, c, p, w: _first_gather_this_turn(
    g, c, p, w) and (_gather_search is None or _gather_search(g, c, p, w))))
