"""Goat-pool burn and recover Spells/Traps (issue 15 part 3, Spells & Traps batch 2): one template
row or a few lines each over the shared step vocabulary (``effects/ops.py``): Raimei, Meteor of
Destruction, Gift of the Mystical Elf, Numinous Healer, Gryphon's Feather Duster, Thunder Crash;
batch 5: Goblin Thief, Restructer Revolution, D.D. Dynamite, Solar Ray, Rock Bombardment, Minor
Goblin Official, Mass Driver; batch 7: Graverobber's Retribution, Burning Land, Token
Thanksgiving; batch 9: Blasting the Ruins; batch 13: the "each time a card goes to the Graveyard"
Continuous Traps Backfire, Coffin Seller, Magical Thorn, Skull Invitation (one table of
listeners). Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat_st_batches.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    has,
    in_deck,
    is_monster,
    last,
    mons,
    pick,
    reg,
    st_cards,
    up,
)
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_DESTROY, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.templates import register_templates
from cardtable.ygo.state import F_ACTIVE, F_NEGATED, LOC_DECK, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

RAIMEI = 56260110
METEOR_OF_DESTRUCTION = 33767325
GIFT_OF_THE_MYSTICAL_ELF = 98299011
NUMINOUS_HEALER = 2130625
GRYPHONS_FEATHER_DUSTER = 34370473
THUNDER_CRASH = 69196160
GOBLIN_THIEF = 45311864
RESTRUCTER_REVOLUTION = 99518961
DD_DYNAMITE = 8628798
SOLAR_RAY = 44472639
ROCK_BOMBARDMENT = 20781762
MINOR_GOBLIN_OFFICIAL = 1918087
MASS_DRIVER = 34906152
GRAVEROBBERS_RETRIBUTION = 33737664
BURNING_LAND = 24294108
TOKEN_THANKSGIVING = 57182235
BLASTING_THE_RUINS = 21466326
BACKFIRE = 82705573
COFFIN_SELLER = 65830223
MAGICAL_THORN = 53119267
SKULL_INVITATION = 98139712

#: Spells/Traps whose whole effect is template ops (docs/ygo-card-api.md §4)
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    RAIMEI: ({"do": [{"damage": 300}]},),
    GOBLIN_THIEF: ({"do": [{"damage": 500}, {"recover": 500}]},),
}
register_templates(TEMPLATES)

# "Activate only while your opponent has 3000 or more Life Points": checked at activation only
reg(METEOR_OF_DESTRUCTION, Effect(operation=(ops.damage(1000),), category=CAT_DAMAGE,
                                  condition=lambda g, c, p, w: g.lp[1 - p] >= 3000))


def _monsters_on_field(g: Duel, p: int) -> int:
    return 300 * (len(g.monsters(0)) + len(g.monsters(1)))


reg(GIFT_OF_THE_MYSTICAL_ELF, Effect(operation=(ops.recover(_monsters_on_field),),
                                     category=CAT_RECOVER))


def _healer_more(g: Duel, lk: Link) -> None:
    """"Then" 500 more per Numinous Healer in your Graveyard (this card is still on the field)."""
    n = sum(1 for c in g.gy[lk.player] if g.code[c] == NUMINOUS_HEALER)
    if n:
        g.recover(lk.player, 500 * n)


reg(NUMINOUS_HEALER, Effect(operation=(ops.recover(1000), _healer_more), category=CAT_RECOVER))


def _destroy_then(cands: Any, per: int, kind: str) -> Any:
    """Destroy every card of ``cands``; then ``per`` LP (gain or damage to the opponent) for each
    card that was destroyed."""

    def st(g: Duel, lk: Link) -> None:
        cs = cands(g, lk.player, lk.card)
        n = len(g.destroy(cs, "effect", lk)) if cs else 0
        if n and kind == "recover":
            g.recover(lk.player, per * n)
        elif n:
            g.damage(1 - lk.player, per * n)

    return st


_own_st = st_cards("self")
_own_mons = mons("self")
reg(GRYPHONS_FEATHER_DUSTER, Effect(operation=(_destroy_then(_own_st, 500, "recover"),),
                                    category=CAT_DESTROY | CAT_RECOVER, condition=has(_own_st)))
reg(THUNDER_CRASH, Effect(operation=(_destroy_then(_own_mons, 300, "damage"),),
                          category=CAT_DESTROY | CAT_DAMAGE, condition=has(_own_mons)))

# --- batch 5 -------------------------------------------------------------------------------------

# "Your opponent takes 200 damage for each card in their hand"
reg(RESTRUCTER_REVOLUTION, Effect(operation=(ops.damage(lambda g, p: 200 * len(g.hand[1 - p])),),
                                  category=CAT_DAMAGE,
                                  condition=lambda g, c, p, w: bool(g.hand[1 - p])))
# "Your opponent takes 300 damage for each of their cards removed from play"
reg(DD_DYNAMITE, Effect(operation=(ops.damage(lambda g, p: 300 * len(g.banished[1 - p])),),
                        category=CAT_DAMAGE, condition=lambda g, c, p, w: bool(g.banished[1 - p])))

_LIGHT = C.ATTRIBUTE_BY_NAME["LIGHT"]
_ROCK = C.RACE_BY_NAME["Rock"]


def _light_count(g: Duel, p: int) -> int:
    return sum(1 for m in g.mz[p] if m >= 0 and up(g, m) and g.attribute(m) & _LIGHT)


# "Your opponent takes 600 damage for each face-up LIGHT monster you control"
reg(SOLAR_RAY, Effect(operation=(ops.damage(lambda g, p: 600 * _light_count(g, p)),),
                      category=CAT_DAMAGE, condition=lambda g, c, p, w: _light_count(g, p) > 0))


# --- Rock Bombardment: send 1 Rock-Type monster from your Deck to the Graveyard (a cost): 500 ---

def _rock(g: Duel, c: int) -> bool:
    return is_monster(g, c) and bool(g.race(c) & _ROCK)


_deck_rocks = in_deck(_rock)


def _send_rock(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    if got:
        g.send_to_gy(got, "cost")
    g.shuffle_deck(lk.player)


reg(ROCK_BOMBARDMENT, Effect(cost=(pick(_deck_rocks, "choose"), _send_rock),
                             operation=(ops.damage(500),), category=CAT_DAMAGE,
                             condition=has(_deck_rocks)))


# --- Minor Goblin Official: only while the opponent has 3000 or less LP; 500 damage to them in
#     each of their Standby Phases (a Continuous Trap) -------------------------------------------

def _opp_standby(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.tp != g.ctrl[c] and g.flags[c] & (F_ACTIVE | F_NEGATED) == F_ACTIVE


reg(MINOR_GOBLIN_OFFICIAL,
    Effect(condition=lambda g, c, p, w: g.lp[1 - p] <= 3000),
    Effect(kind="trigger", event="standby", optional=False, condition=_opp_standby,
           operation=(ops.damage(500),), category=CAT_DAMAGE))

# --- Mass Driver: Tribute 1 monster you control (a cost): 400 damage to the opponent ------------
_trib1 = costs.tribute(1)
reg(MASS_DRIVER,
    Effect(),  # the card's activation: it stays face-up
    Effect(kind="spell_effect", cost=_trib1[0], operation=(ops.damage(400),), category=CAT_DAMAGE,
           condition=lambda g, c, p, w: _trib1[1](g, c, p),
           name=Text("解放1只怪兽：给予对方400伤害", "Tribute 1 monster: inflict 400 damage")))

# --- batch 7 -------------------------------------------------------------------------------------


def _active(g: Duel, c: int) -> bool:
    return g.flags[c] & (F_ACTIVE | F_NEGATED) == F_ACTIVE


# "During each of your Standby Phases, your opponent takes 100 damage for each of their monsters
# removed from play" (a Continuous Trap)
def _their_banished_monsters(g: Duel, p: int) -> int:
    return sum(1 for c in g.banished[1 - p] if is_monster(g, c))


reg(GRAVEROBBERS_RETRIBUTION,
    Effect(),
    Effect(kind="trigger", event="standby", optional=False,
           condition=lambda g, c, p, w: g.tp == g.ctrl[c] and _active(g, c)
           and _their_banished_monsters(g, p) > 0,
           operation=(ops.damage(lambda g, p: 100 * _their_banished_monsters(g, p)),),
           category=CAT_DAMAGE))


# "When this card is activated, destroy every Field Spell Card on the field. During each
# player's Standby Phase, the turn player takes 500 damage" (a Continuous Spell)
def _fields(g: Duel, p: int, s: int) -> list[int]:
    return [f for f in g.fz if f >= 0]


def _turn_player_burns(g: Duel, lk: Link) -> None:
    g.damage(g.tp, 500)


reg(BURNING_LAND,
    Effect(operation=(ops.destroy_all(_fields),), category=CAT_DESTROY),
    Effect(kind="trigger", event="standby", optional=False,
           condition=lambda g, c, p, w: _active(g, c),
           operation=(_turn_player_burns,), category=CAT_DAMAGE))

# "Destroy every Token on the field; you gain 800 Life Points for each one destroyed"
_tokens = mons("any", filt=lambda g, c: bool(g.cd(c).type & C.TOKEN))
reg(TOKEN_THANKSGIVING, Effect(operation=(_destroy_then(_tokens, 800, "recover"),),
                               category=CAT_DESTROY | CAT_RECOVER, condition=has(_tokens)))

# "Only while there are 30 or more cards in your Graveyard: your opponent takes 3000 damage"
reg(BLASTING_THE_RUINS, Effect(operation=(ops.damage(3000),), category=CAT_DAMAGE,
                               condition=lambda g, c, p, w: len(g.gy[p]) >= 30))


# --- batch 13: Continuous Traps that burn each time a card goes to a Graveyard -------------------
# passcode -> (event, who is hurt given (duel, moved card, trap's controller, reason) or -1,
# amount). One trigger (a chain link) per card; the trap must be face-up and active.
Burner = Callable[["Duel", int, int, str], int]
_FIRE = C.ATTRIBUTE_BY_NAME["FIRE"]


def _backfire(g: Duel, m: int, p: int, reason: str) -> int:
    """A FIRE monster of yours destroyed and sent to the Graveyard: your opponent (read from the
    card's owner: the Graveyard it went to)."""
    cd = g.cd(m)
    return 1 - p if cd.is_monster and cd.attribute & _FIRE and g.owner[m] == p \
        and g.loc[m] == LOC_GY else -1


def _coffin(g: Duel, m: int, p: int, reason: str) -> int:
    """A monster card sent to your opponent's Graveyard: your opponent."""
    return 1 - p if g.cd(m).is_monster and g.owner[m] != p else -1


def _thorn(g: Duel, m: int, p: int, reason: str) -> int:
    """A card your opponent discards from their hand: your opponent."""
    return 1 - p if reason == "discard" and g.owner[m] != p else -1


def _invitation(g: Duel, m: int, p: int, reason: str) -> int:
    """Any card sent to a Graveyard: its owner."""
    return g.owner[m]


GRAVE_BURNERS: dict[int, tuple[str, Burner, int]] = {
    BACKFIRE: ("destroyed", _backfire, 500),
    COFFIN_SELLER: ("to_gy", _coffin, 300),
    MAGICAL_THORN: ("to_gy", _thorn, 500),
    SKULL_INVITATION: ("to_gy", _invitation, 300),
}


def _grave_burner(event: str, who: Burner, n: int) -> Effect:
    def cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
        return len(w) >= 3 and w[0] == event and _active(g, c) \
            and who(g, w[1], p, str(w[2])) >= 0

    def op(g: Duel, lk: Link) -> None:
        ev = lk.event
        q = who(g, ev[1], lk.player, str(ev[2]))
        if q >= 0:
            g.damage(q, n)

    return Effect(kind="trigger", event=event, scope="any", optional=False, condition=cond,
                  operation=(op,), category=CAT_DAMAGE)


for _code, (_event, _who, _n) in GRAVE_BURNERS.items():
    reg(_code, Effect(), _grave_burner(_event, _who, _n))
