"""Goat-pool Normal Spells that Special Summon (issue 15 part 3, goat-s batch 1): a Tribute for a
named monster (Dedication through Light and Darkness, Knight's Title), a Tribute for a Deck
monster one Level higher (Insect Imitation), copies from the Deck (Machine Duplication), a
banished monster (Dimension Distortion) and WATER monsters traded in (Big Wave Small Wave); batch
5: Mustering of the Dark Scorpions, Enchanting Fitting Room, Frontline Base and Two-Man Cell Battle
(a mandatory End Phase trigger whose "can" is asked to the turn player).
Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    Cands,
    choose_pos,
    last,
    live_targets,
    mark_used,
    note,
    once_per_turn,
    own_main,
    pick,
    reg,
    up,
)
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
    ask_yesno,
)
from cardtable.ygo.state import F_ACTIVE, LOC_BANISHED, LOC_DECK, LOC_GY, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

Step = Callable[["Duel", Link], None]

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_OF_CHAOS = 40737112
DARK_MAGICIAN_KNIGHT = 50725996
DEDICATION_THROUGH_LIGHT_AND_DARKNESS = 69542930
KNIGHTS_TITLE = 87210505
INSECT_IMITATION = 96965364
MACHINE_DUPLICATION = 63995093
DIMENSION_DISTORTION = 95194279
BIG_WAVE_SMALL_WAVE = 51562916
_INSECT = C.RACE_BY_NAME["Insect"]
_MACHINE = C.RACE_BY_NAME["Machine"]
_WATER = C.ATTRIBUTE_BY_NAME["WATER"]


def tribute_cost(filt: Callable[[Duel, int], bool]) -> tuple[Step, Step]:
    """Cost steps: Tribute 1 monster you control matching ``filt`` (the Tributed card and its
    Level are kept in ``link.data`` as ``tributed``/``tributed_level``)."""

    def ask(g: Duel, lk: Link) -> None:
        ask_cards(g, lk, lk.player, [m for m in g.monsters(lk.player) if filt(g, m)], 1, 1,
                  "tribute")

    def do(g: Duel, lk: Link) -> None:
        got = last(lk)
        if got:
            lk.data["tributed_level"] = g.level(got[0]) if up(g, got[0]) else g.cd(got[0]).level
            g.send_to_gy(got, "tribute")

    return ask, do


def _named(code: int) -> Callable[[Duel, int], bool]:
    return lambda g, m: g.code[m] == code and up(g, m)


# --- "Tribute 1 Dark Magician: Special Summon 1 <X> from your hand, Deck or Graveyard" ---

def _named_anywhere(code: int, own_procedure: bool) -> Cands:
    """``code`` in your hand, Deck or Graveyard that can be Special Summoned now; the card whose
    text is ``code``'s only way out (``own_procedure``) ignores the revival limit."""

    def cands(g: Duel, p: int, s: int) -> list[int]:
        return [c for c in (*g.hand[p], *g.deck[p], *g.gy[p]) if g.code[c] == code
                and (g.can_special_summon(c, p) or (own_procedure and g.free_mzone(p) >= 0))]

    return cands


def _summon_from(how: str) -> tuple[Step, Step]:
    """Operation steps after a ``summon_pick``: choose the position, Special Summon the picked
    card (from the hand, Deck or Graveyard), shuffle the Deck when it came from there."""

    def pos(g: Duel, lk: Link) -> None:
        got = [c for c in last(lk) if g.loc[c] & (LOC_HAND | LOC_DECK | LOC_GY)]
        lk.data["ss"] = got[0] if got else -1
        if got:
            ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")

    def summon(g: Duel, lk: Link) -> None:
        c = int(lk.data.get("ss", -1))
        if c < 0 or not g.loc[c] & (LOC_HAND | LOC_DECK | LOC_GY):
            return
        from_deck = g.loc[c] == LOC_DECK
        g.special_summon(c, lk.player, int(lk.picks[-1]), how=how)
        if from_deck:
            g.shuffle_deck(lk.player)

    return pos, summon


def keep_picked(loc: int, distinct: bool = False, turn_player: bool = False) -> Step:
    """Operation step after a pick: keep the picked cards still in ``loc`` (one per name when
    ``distinct``) in ``link.data["ss"]`` and ask the position they come out in (the turn player
    asks when ``turn_player``; nothing is asked when none is left)."""

    def st(g: Duel, lk: Link) -> None:
        kept: list[int] = []
        for c in last(lk):
            if g.loc[c] & loc and not (distinct and any(g.code[k] == g.code[c] for k in kept)):
                kept.append(c)
        lk.data["ss"] = kept
        if kept:
            ask_option(g, lk, g.tp if turn_player else lk.player, POS_CHOICES, "position",
                       kind="position")

    return st


def summon_kept(loc: int, shuffle: bool = False, turn_player: bool = False) -> Step:
    """Operation step after :func:`keep_picked`: Special Summon the kept cards still in ``loc``
    to the link's player (the turn player when ``turn_player``) in the chosen position; shuffle
    the Deck afterwards when ``shuffle``."""

    def st(g: Duel, lk: Link) -> None:
        p = g.tp if turn_player else lk.player
        for c in lk.data.get("ss", []):
            if g.loc[c] & loc:
                g.special_summon(c, p, int(lk.picks[-1]))
        if shuffle:
            g.shuffle_deck(p)

    return st


def _tribute_for(code: int, tribute: int, summon: int, own_procedure: bool) -> None:
    cands = _named_anywhere(summon, own_procedure)
    ok = _named(tribute)
    reg(code, Effect(cost=tribute_cost(ok), category=CAT_SPSUMMON,
                     operation=(pick(cands, "summon_pick"),
                                *_summon_from("proper" if own_procedure else "effect")),
                     condition=lambda g, c, p, w: any(ok(g, m) for m in g.monsters(p))
                     and any(g.code[x] == summon for x in (*g.hand[p], *g.deck[p], *g.gy[p]))))


# Dedication: Dark Magician of Chaos is a Ritual Monster: this summon is not its Ritual Summon, so
# the revival limit applies to one in the Graveyard (our reading).
_tribute_for(DEDICATION_THROUGH_LIGHT_AND_DARKNESS, DARK_MAGICIAN, DARK_MAGICIAN_OF_CHAOS, False)
# Knight's Title is Dark Magician Knight's one way to be Special Summoned: a proper summon
_tribute_for(KNIGHTS_TITLE, DARK_MAGICIAN, DARK_MAGICIAN_KNIGHT, True)


# --- Insect Imitation: Tribute 1 monster; Special Summon from your Deck 1 Insect-Type monster
#     whose Level is 1 higher than the Tributed monster's ---

def _insects_of(g: Duel, p: int, level: int) -> list[int]:
    return [c for c in g.deck[p] if g.cd(c).type & C.MONSTER and g.cd(c).race & _INSECT
            and g.cd(c).level == level + 1 and g.can_special_summon(c, p)]


def _imitation_pick(g: Duel, lk: Link) -> None:
    lv = int(lk.data.get("tributed_level", -9))
    got = [c for c in _insects_of(g, lk.player, lv)]
    if got and g.free_mzone(lk.player) >= 0:
        ask_cards(g, lk, lk.player, got, 1, 1, "summon_pick")
    else:
        lk.picks.append(())


def _imitation_cond(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    return any(_insects_of(g, p, g.level(m) if up(g, m) else g.cd(m).level)
               for m in g.monsters(p))


_any = tribute_cost(lambda g, m: True)
reg(INSECT_IMITATION, Effect(cost=_any, category=CAT_SPSUMMON, condition=_imitation_cond,
                             operation=(_imitation_pick, *_summon_from("effect"))))


# --- Machine Duplication: 1 face-up Machine-Type monster with 500 or less ATK you control: Special
#     Summon up to 2 monsters with its name from your Deck ---

def _small_machines(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.monsters(p) if up(g, m) and g.race(m) & _MACHINE and g.atk(m) <= 500]


def _copies(g: Duel, p: int, m: int) -> list[int]:
    return [c for c in g.deck[p] if g.code[c] == g.code[m] and g.can_special_summon(c, p)]


def _dup_pick(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    got = _copies(g, lk.player, ts[0]) if ts else []
    room = sum(1 for z in range(5) if g.mz[lk.player][z] < 0)
    if got and room:
        ask_cards(g, lk, lk.player, got, 1, min(2, room), "summon_pick")
    else:
        lk.picks.append(())


reg(MACHINE_DUPLICATION, Effect(
    target=(pick(_small_machines, "target_monster"),), target_picks=True, category=CAT_SPSUMMON,
    operation=(_dup_pick, keep_picked(LOC_DECK), summon_kept(LOC_DECK, shuffle=True)),
    condition=lambda g, c, p, w: any(_copies(g, p, m) for m in _small_machines(g, p, c))))


# --- Dimension Distortion: only while your Graveyard has no cards: Special Summon 1 of your
#     removed-from-play monsters ---

def _banished_monsters(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.banished[p] if g.cd(c).type & C.MONSTER and g.can_special_summon(c, p)]


reg(DIMENSION_DISTORTION, Effect(
    operation=(pick(_banished_monsters, "summon_pick"), keep_picked(LOC_BANISHED),
               summon_kept(LOC_BANISHED)),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: not g.gy[p] and bool(_banished_monsters(g, p, c))))


# --- Big Wave Small Wave: destroy every face-up WATER monster you control, then you may Special
#     Summon WATER monsters from your hand, up to the number destroyed ---

def _own_water(g: Duel, p: int) -> list[int]:
    return [m for m in g.monsters(p) if up(g, m) and g.attribute(m) & _WATER]


def _hand_water(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).type & C.MONSTER and g.cd(c).attribute & _WATER
            and g.can_special_summon(c, p)]


def _wave_destroy(g: Duel, lk: Link) -> None:
    gone = g.destroy(_own_water(g, lk.player), "effect", lk)
    lk.data["n"] = len(gone)


def _wave_pick(g: Duel, lk: Link) -> None:
    n = min(int(lk.data.get("n", 0)), sum(1 for z in range(5) if g.mz[lk.player][z] < 0))
    got = _hand_water(g, lk.player)
    if n > 0 and got:
        ask_cards(g, lk, lk.player, got, 0, n, "summon_pick")
    else:
        lk.picks.append(())


reg(BIG_WAVE_SMALL_WAVE, Effect(
    operation=(_wave_destroy, _wave_pick, keep_picked(LOC_HAND), summon_kept(LOC_HAND)),
    category=CAT_DESTROY | CAT_SPSUMMON,
    condition=lambda g, c, p, w: bool(_own_water(g, p))))


# --- batch 5 ---------------------------------------------------------------------------------

DON_ZALOOG = 76922029
MUSTERING_OF_THE_DARK_SCORPIONS = 68191243
ENCHANTING_FITTING_ROOM = 30531525
FRONTLINE_BASE = 46181000
TWO_MAN_CELL_BATTLE = 25578802


# Mustering of the Dark Scorpions: only while you control a face-up "Don Zaloog": Special Summon
# any number of "Dark Scorpion" monsters from your hand, each with a different name
def _hand_scorpions(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).type & C.MONSTER
            and g.cd(c).name.en.startswith("Dark Scorpion") and g.can_special_summon(c, p)]


def _muster_pick(g: Duel, lk: Link) -> None:
    # one card per name is offered (copies of a name are the same card for this choice)
    got: list[int] = []
    for c in _hand_scorpions(g, lk.player, lk.card):
        if all(g.code[x] != g.code[c] for x in got):
            got.append(c)
    room = sum(1 for z in range(5) if g.mz[lk.player][z] < 0)
    if got and room:
        ask_cards(g, lk, lk.player, got, 1, min(room, len(got)), "summon_pick")
    else:
        lk.picks.append(())


reg(MUSTERING_OF_THE_DARK_SCORPIONS, Effect(
    operation=(_muster_pick, keep_picked(LOC_HAND, distinct=True), summon_kept(LOC_HAND)),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: any(g.code[m] == DON_ZALOOG and up(g, m) for m in g.monsters(p))
    and bool(_hand_scorpions(g, p, c))))


# Enchanting Fitting Room: pay 800 Life Points; pick up the top 4 cards of your Deck (shown to
# both players), Special Summon every Level 3 or lower Normal Monster among them, shuffle the
# rest back into the Deck
def _fitting_look(g: Duel, lk: Link) -> None:
    top = list(reversed(g.deck[lk.player][-4:]))
    names = [g.cd(c).name for c in top]
    note(g, lk.card, "Picked up: " + ", ".join(n.en for n in names),
         "翻开：" + "、".join(n.zh for n in names), cards=[g.card_pub(c) for c in top])
    room = sum(1 for z in range(5) if g.mz[lk.player][z] < 0)
    lk.data["ss"] = [c for c in top if g.cd(c).type & C.NORMAL and g.cd(c).type & C.MONSTER
                     and g.cd(c).level <= 3 and g.can_special_summon(c, lk.player)][:room]
    if lk.data["ss"]:
        choose_pos(g, lk)


_pay800 = costs.pay_lp(800)
reg(ENCHANTING_FITTING_ROOM, Effect(
    cost=_pay800[0], operation=(_fitting_look, summon_kept(LOC_DECK, shuffle=True)),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: _pay800[1](g, c, p) and bool(g.deck[p])))


# Frontline Base: once per turn, during your Main Phase, you can Special Summon 1 Level 4 or lower
# Union Monster from your hand
def _hand_unions(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).type & C.UNION and g.cd(c).level <= 4
            and g.can_special_summon(c, p)]


reg(FRONTLINE_BASE, Effect(), Effect(
    kind="spell_effect", cost=(mark_used,), category=CAT_SPSUMMON,
    operation=(pick(_hand_unions, "summon_pick"), keep_picked(LOC_HAND), summon_kept(LOC_HAND)),
    name=Text("从手卡特殊召唤1只4星以下的同盟怪兽",
              "Special Summon 1 Level 4 or lower Union Monster from your hand"),
    condition=lambda g, c, p, w: own_main(g, c, p, w) and once_per_turn(g, c, p, w)
    and bool(_hand_unions(g, p, c))))


# Two-Man Cell Battle: during each player's End Phase, the turn player can Special Summon 1 Level
# 4 Normal Monster from their hand (the turn player's choice: the card's trigger is mandatory, the
# "can" is asked to the turn player)
def _hand_level4_normals(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).type & C.NORMAL and g.cd(c).type & C.MONSTER
            and g.cd(c).level == 4 and g.can_special_summon(c, p)]


def _cell_ask(g: Duel, lk: Link) -> None:
    # asked in every End Phase, whatever the hand holds: a question asked only when the turn
    # player has a Level 4 Normal Monster would tell the opponent so (hidden information)
    ask_yesno(g, lk, g.tp, "yesno")


def _cell_pick(g: Duel, lk: Link) -> None:
    got = _hand_level4_normals(g, g.tp)
    if got and lk.picks and lk.picks[-1] is True:
        ask_cards(g, lk, g.tp, got, 1, 1, "summon_pick")
    else:
        lk.picks.append(())


reg(TWO_MAN_CELL_BATTLE, Effect(), Effect(
    kind="trigger", event="end_phase", optional=False, category=CAT_SPSUMMON,
    operation=(_cell_ask, _cell_pick, keep_picked(LOC_HAND, turn_player=True),
               summon_kept(LOC_HAND, turn_player=True)),
    condition=lambda g, c, p, w: bool(g.flags[c] & F_ACTIVE)))
