"""Goat-pool cards the 2005 tournament decks need (issue 15 part 3, first batch): the
Gravekeeper's flip pair, Pyramid Turtle, Book of Life, the Monarchs, D.D. Assailant, Royal Decree,
the Nephthys pair. Effects are registered by passcode (the cards' data is in ``pool/goat.csv``);
texts are the 2005 (Goat-era) wording in our own words, in ``GOAT_TEXTS`` below and
docs/cards-goat.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    in_deck,
    in_gy,
    is_monster,
    last,
    live_targets,
    mons,
    pick,
    reg,
    st_cards,
    tribute_summoned,
    up,
)
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_option,
)
from cardtable.ygo.effects.hooks import CARD_NEGATED, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_GY, LOC_MZONE, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

GRAVEKEEPERS_SPY = 24317029
GRAVEKEEPERS_GUARD = 37101832
PYRAMID_TURTLE = 77044671
BOOK_OF_LIFE = 2204140
THESTALOS = 26205777
MOBIUS = 4929256
DD_ASSAILANT = 70074904
ROYAL_DECREE = 51452091


def _ss_from_deck_pos(g: Duel, lk: Link) -> None:
    """After a pick from the Deck: ask face-up Attack or Defense (the text names none)."""
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    lk.data["ss"] = got[0] if got else -1
    if got and g.can_special_summon(got[0], lk.player):
        ask_option(g, lk, lk.player, POS_CHOICES, "position")


def _ss_from_deck_do(g: Duel, lk: Link) -> None:
    c = lk.data.get("ss", -1)
    if c >= 0 and g.loc[c] == LOC_DECK and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))
    g.shuffle_deck(lk.player)


# --- Gravekeeper's Spy: FLIP: Special Summon 1 "Gravekeeper's" monster with 1500 or less ATK
#     from your Deck ------------------------------------------------------------------------

def _gk_low(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return cd.is_monster and cd.name.en.startswith("Gravekeeper's") and cd.atk <= 1500


_gk_cands = in_deck(_gk_low)
_gk_ask = pick(_gk_cands, "summon_pick")


def _gk_pick(g: Duel, lk: Link) -> None:
    if g.free_mzone(lk.player) >= 0:
        _gk_ask(g, lk)
    else:
        lk.picks.append(())


reg(GRAVEKEEPERS_SPY, Effect(kind="flip", optional=False,
                             operation=(_gk_pick, _ss_from_deck_pos, _ss_from_deck_do),
                             category=CAT_SPSUMMON))

# --- Gravekeeper's Guard: FLIP: return 1 monster your opponent controls to the hand -------------

_opp_mon = mons("opp")


def _bounce(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.to_hand(ts)


reg(GRAVEKEEPERS_GUARD, Effect(kind="flip", optional=False,
                               target=(pick(_opp_mon, "target_monster"),), target_picks=True,
                               operation=(_bounce,)))

# --- Pyramid Turtle: destroyed by battle and sent to the GY: you may Special Summon 1 Zombie
#     with 2000 or less DEF from your Deck -------------------------------------------------------


def _zombie_low_def(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return cd.is_monster and bool(cd.race & 0x10) and cd.defense <= 2000


_turtle_cands = in_deck(_zombie_low_def)


def _in_gy(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY


_turtle_ask = pick(_turtle_cands, "summon_pick")


def _turtle_pick(g: Duel, lk: Link) -> None:
    if g.free_mzone(lk.player) >= 0:
        _turtle_ask(g, lk)
    else:
        lk.picks.append(())


reg(PYRAMID_TURTLE, Effect(kind="trigger", event="battle_destroyed", when=True,
                           condition=_in_gy,
                           operation=(_turtle_pick, _ss_from_deck_pos, _ss_from_deck_do),
                           category=CAT_SPSUMMON))

# --- Book of Life (Quick-Play): 1 Zombie in your GY and 1 monster in the opponent's GY: Special
#     Summon the Zombie, remove the other from play -----------------------------------------------

_own_zombie = in_gy("self", lambda g, c: is_monster(g, c) and bool(g.cd(c).race & 0x10))
_opp_gy_mon = in_gy("opp", is_monster)


def _bol_zombie(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in _own_zombie(g, p, s) if g.can_special_summon(c, p)]


def _bol_pos(g: Duel, lk: Link) -> None:
    if lk.targets and g.life[lk.targets[0]] == lk.tlife[0] and g.loc[lk.targets[0]] == LOC_GY:
        ask_option(g, lk, lk.player, POS_CHOICES, "position")
    else:
        lk.picks.append(0)


def _bol_do(g: Duel, lk: Link) -> None:
    z = lk.targets[0] if lk.targets else -1
    if z >= 0 and g.life[z] == lk.tlife[0] and g.loc[z] == LOC_GY and lk.picks[-1] \
            and g.can_special_summon(z, lk.player):
        g.special_summon(z, lk.player, int(lk.picks[-1]))
    for t, life in zip(lk.targets[1:], lk.tlife[1:], strict=True):
        if g.life[t] == life and g.loc[t] == LOC_GY:
            g.banish([t])


reg(BOOK_OF_LIFE, Effect(
    target=(pick(_bol_zombie, "target_gy"), pick(_opp_gy_mon, "target_gy", 1, 0)),
    target_picks=True, operation=(_bol_pos, _bol_do), category=CAT_SPSUMMON | CAT_BANISH,
    condition=lambda g, c, p, w: bool(_bol_zombie(g, p, c))))

# --- the Monarchs: "When this card is Tribute Summoned" -----------------------------------------


def _thestalos(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if not g.hand[o]:
        return
    x = g.rng.choice(g.hand[o])
    g.discard([x])
    cd = g.cd(x)
    if cd.is_monster:
        g.damage(o, 100 * cd.level, src=lk.card)


reg(THESTALOS, Effect(kind="trigger", event="summoned", optional=False,
                      condition=tribute_summoned, operation=(_thestalos,),
                      category=CAT_DAMAGE))

_st_any = st_cards("any")


def _destroy_targets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.destroy(ts, "effect", lk)


reg(MOBIUS, Effect(kind="trigger", event="summoned", optional=True, condition=tribute_summoned,
                   target=(pick(_st_any, "target_spell_trap", 2, 1),), target_picks=True,
                   operation=(_destroy_targets,), category=CAT_DESTROY))

# --- D.D. Assailant: destroyed by battle with an opponent's monster: remove that monster and
#     this card from play ------------------------------------------------------------------------


def _assailant_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY and _battle_foe(g, c) >= 0


def _battle_foe(g: Duel, c: int) -> int:
    from cardtable.ygo.cards.scripts.classic_lib import last_battle

    a, t = last_battle(g)
    foe = t if a == c else a if t == c else -1
    return foe if foe >= 0 and g.loc[foe] == LOC_MZONE and g.ctrl[foe] != g.owner[c] else -1


def _assailant(g: Duel, lk: Link) -> None:
    foe = _battle_foe(g, lk.card)
    out = [x for x in (foe, lk.card) if x >= 0 and g.loc[x] & (LOC_MZONE | LOC_GY)]
    if out:
        g.banish(out)


reg(DD_ASSAILANT, Effect(kind="trigger", event="battle_destroyed", optional=False,
                         condition=_assailant_cond, operation=(_assailant,),
                         category=CAT_BANISH))

# --- Royal Decree (Continuous Trap): negate all other Trap effects on the field ------------------


def decree_on(g: Duel, exclude: int = -1) -> bool:
    """A face-up, active, un-negated Royal Decree (other than ``exclude``) is on the field."""
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and s != exclude and g.code[s] == ROYAL_DECREE and up(g, s) \
                    and g.flags[s] & F_ACTIVE and not g.flags[s] & F_NEGATED:
                return True
    return False


def _decree_negated(g: Duel, c: int) -> bool:
    return bool(g.cd(c).is_trap and g.loc[c] & LOC_ONFIELD and decree_on(g, c))


def _decree_resolve(g: Duel, lk: Link) -> bool:
    # a Trap effect resolving on the field (the activated Trap Card itself is on the field)
    if g.pool.cards[lk.code].is_trap and g.loc[lk.card] & LOC_ONFIELD and decree_on(g, lk.card):
        nm = g.pool.cards[lk.code].name
        g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
        return True
    return False


CARD_NEGATED.append(only_for({ROYAL_DECREE})(_decree_negated))
RESOLVE_HOOKS.append(only_for({ROYAL_DECREE})(_decree_resolve))
reg(ROYAL_DECREE, Effect(kind="activate"),
    Effect(kind="continuous", name=Text("场上其他陷阱卡的效果无效",
                                        "Negate all other Trap effects on the field")))
