"""Goat-pool monsters, batch 5 (goat-m2): monsters that Special Summon — Twin-Headed Behemoth
(itself again in the End Phase), Rescue Cat (2 Beasts from the Deck, destroyed in the End Phase:
the ``destroy_at_end`` mark of Limiter Removal), Soul of Purity and Light (its own procedure, a
``goat_mon_procs.PROCS`` row). Texts (2005 prints, our own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat5_summoners.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    POS_CHOICES,
    gy_banish_ready,
    gy_banish_zone,
    last,
    note,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.goat5_tokens import can_make_tokens, summon_tokens
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.cards.scripts.goat_st_quick_play import destroy_marked_at_end
from cardtable.ygo.effects.api import CAT_SPSUMMON, Aspect, Effect, Link, ask_cards, ask_option
from cardtable.ygo.effects.hooks import EVENT_HOOKS, PHASE_HOOKS, TOKEN_MAKERS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_DECK, LOC_EXTRA, LOC_GY, LOC_MZONE, PH_BATTLE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

TWIN_HEADED_BEHEMOTH = 43586926
RESCUE_CAT = 14878871
SOUL_OF_PURITY_AND_LIGHT = 77527210
EV_BEHEMOTH = "goat5m2_behemoth_returns"  # queued by the End Phase hook below, never raised
BEHEMOTH_KEY = "behemoth_revived"  # the note naming a Behemoth that used its effect


# --- Twin-Headed Behemoth: "If this card is destroyed and sent from the field to the Graveyard,
#     it is Special Summoned during the End Phase with ATK and DEF of 1000. You can only use this
#     effect once in the Duel." (DB2, July 2005; once per copy: the pre-errata ruling) ---------

def _used(g: Duel, c: int) -> bool:
    return any(k == "card_effect" and pub.get("card") == c and pub.get(BEHEMOTH_KEY)
               for k, pub, _ in g.elog)


@only_for({TWIN_HEADED_BEHEMOTH})
def _mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "destroyed" and g.code[c] == TWIN_HEADED_BEHEMOTH and g.loc[c] == LOC_GY:
        g.counter[c] = g.turn  # cleared by any later move of the card


@only_for({TWIN_HEADED_BEHEMOTH})
def _end_phase(g: Duel, ev: str) -> None:
    if ev != "end_phase":
        return
    for q in (g.tp, 1 - g.tp):
        for c in g.gy[q]:
            if g.code[c] == TWIN_HEADED_BEHEMOTH and g.counter[c] == g.turn \
                    and not _used(g, c):
                g.counter[c] = 0
                for ei in g.pool.trig_index(TWIN_HEADED_BEHEMOTH).get(EV_BEHEMOTH, ()):
                    g.trig.append(Trigger(c, ei, q, g.stamp, (EV_BEHEMOTH, c)))


EVENT_HOOKS.append(_mark)
PHASE_HOOKS.append(_end_phase)


def self_pos(g: Duel, lk: Link) -> None:
    """Operation step: ask the position for this card's own Special Summon from the Graveyard
    (0 when it can no longer come out)."""
    if g.loc[lk.card] == LOC_GY and g.can_special_summon(lk.card, lk.player):
        ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")
    else:
        lk.picks.append(0)


def rise_self(g: Duel, lk: Link) -> None:
    """Operation step after :func:`self_pos`: Special Summon this card from the Graveyard."""
    c = lk.card
    if lk.picks[-1] and g.loc[c] == LOC_GY and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, int(lk.picks[-1]))


def _behemoth(g: Duel, lk: Link) -> None:
    c = lk.card
    if not lk.picks[-1] or g.loc[c] != LOC_GY or not g.can_special_summon(c, lk.player):
        return
    if g.special_summon(c, lk.player, int(lk.picks[-1])):
        cd = g.cd(c)
        g.add_buff(c, 1000 - cd.atk, 1000 - cd.defense, False, c)
        note(g, c, "Returns with 1000 ATK and DEF (once per Duel)",
             "以攻击力·守备力1000回来（1场决斗1次）", **{BEHEMOTH_KEY: True})


reg(TWIN_HEADED_BEHEMOTH, Effect(kind="trigger", event=EV_BEHEMOTH, optional=False,
                                 operation=(self_pos, _behemoth), category=CAT_SPSUMMON))


# --- Rescue Cat: "You can send this face-up card to the Graveyard to Special Summon 2 Level 3 or
#     lower Beast-Type monsters from your Deck. They are destroyed during the End Phase of this
#     turn." (FET, 2005) --------------------------------------------------------------------------

def _small_beasts(g: Duel, p: int) -> list[int]:
    beast = C.RACE_BY_NAME["Beast"]
    return [c for c in g.deck[p] if g.cd(c).is_monster and g.cd(c).race & beast
            and 0 < g.cd(c).level <= 3 and g.can_special_summon(c, p)]


def _cat_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    free = sum(1 for m in g.mz[p] if m < 0) + 1  # the Cat's own zone is freed by the cost
    return up(g, c) and free >= 2 and len(_small_beasts(g, p)) >= 2


def _send_cat(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "cost")


def _pick_beasts(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _small_beasts(g, lk.player), 2, 2, "summon_pick")


def _pos_first(g: Duel, lk: Link) -> None:
    lk.data["cats"] = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")


def _pos_second(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")


def _summon_beasts(g: Duel, lk: Link) -> None:
    got = [int(c) for c in lk.data.get("cats", [])]
    poss = [int(x) for x in lk.picks[-2:]]
    marked = []
    for c, pos in zip(got, poss, strict=False):
        if g.loc[c] == LOC_DECK and g.can_special_summon(c, lk.player) \
                and g.special_summon(c, lk.player, pos):
            marked.append([c, g.life[c]])
    g.shuffle_deck(lk.player)
    if marked:
        note(g, lk.card, "Destroyed in the End Phase", "结束阶段破坏", destroy_at_end=marked)


only_for({RESCUE_CAT})(destroy_marked_at_end)
reg(RESCUE_CAT, Effect(kind="ignition", condition=_cat_ok, cost=(_send_cat,),
                       operation=(_pick_beasts, _pos_first, _pos_second, _summon_beasts),
                       category=CAT_SPSUMMON))


# --- Soul of Purity and Light: "This card cannot be Normal Summoned or Set. It can only be Special
#     Summoned by removing from play 2 LIGHT monsters in your Graveyard. During each of your
#     opponent's Battle Phases, every monster your opponent controls loses 300 ATK." -----------

def _light(g: Duel, c: int) -> bool:
    return g.cd(c).is_monster and bool(g.cd(c).attribute & C.ATTRIBUTE_BY_NAME["LIGHT"])


add_procs({SOUL_OF_PURITY_AND_LIGHT: Proc("gy", (_light, _light))})


def _dim(g: Duel, s: int, c: int) -> int:
    p = g.ctrl[s]
    on = g.loc[s] == LOC_MZONE and up(g, s) and g.phase == PH_BATTLE and g.tp != p
    return -300 if on and g.ctrl[c] != p else 0


reg(SOUL_OF_PURITY_AND_LIGHT, Effect(kind="continuous", aspects=(Aspect("atk", _dim),),
                                     name=Text("对方的战斗阶段，对方怪兽攻击力下降300",
                                               "In the opponent's Battle Phase, their monsters "
                                               "lose 300 ATK")))



# --- Summoner of Illusions: "FLIP: Tribute 1 monster you control to Special Summon 1 Fusion
#     Monster from your Fusion Deck. Destroy that Fusion Monster during the End Phase." (not a
#     Fusion Summon: the monster is not properly summoned; the Tribute is part of the effect) ---

SUMMONER_OF_ILLUSIONS = 14644902


def _fusions(g: Duel, p: int) -> list[int]:
    return [c for c in g.extra[p] if g.cd(c).type & C.FUSION]


def _illusion_tribute(g: Duel, lk: Link) -> None:
    ms = [m for m in g.mz[lk.player] if m >= 0]
    if ms and _fusions(g, lk.player):
        ask_cards(g, lk, lk.player, ms, 1, 1, "tribute")
    else:
        lk.picks.append(())


def _illusion_pick(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if not got:
        lk.picks.append(())
        return
    g.send_to_gy(got, "tribute")
    ask_cards(g, lk, lk.player, _fusions(g, lk.player), 1, 1, "summon_pick")


def _illusion_pos(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_EXTRA]
    lk.data["ss"] = got[0] if got else -1
    if got and g.free_mzone(lk.player) >= 0:
        ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")
    else:
        lk.picks.append(0)


def _illusion_summon(g: Duel, lk: Link) -> None:
    c = int(lk.data.get("ss", -1))
    if c >= 0 and lk.picks[-1] and g.loc[c] == LOC_EXTRA \
            and g.special_summon(c, lk.player, int(lk.picks[-1])):
        note(g, lk.card, "Destroyed in the End Phase", "结束阶段破坏",
             destroy_at_end=[[c, g.life[c]]])


only_for({SUMMONER_OF_ILLUSIONS})(destroy_marked_at_end)
reg(SUMMONER_OF_ILLUSIONS, Effect(
    kind="flip", optional=False, category=CAT_SPSUMMON,
    operation=(_illusion_tribute, _illusion_pick, _illusion_pos, _illusion_summon)))



# --- Manticore of Darkness: "When this card is sent to the Graveyard, during the End Phase of
#     that turn you can send 1 Beast, Beast-Warrior or Winged Beast-Type monster from your hand
#     or your side of the field to the Graveyard to Special Summon this card." (marked when it
#     reaches the Graveyard, offered by an End Phase hook, as Twin-Headed Behemoth) -----------

MANTICORE_OF_DARKNESS = 77121851
EV_MANTICORE = "goat5m2_manticore_returns"
_BEASTS = C.RACE_BY_NAME["Beast"] | C.RACE_BY_NAME["Beast-Warrior"] \
    | C.RACE_BY_NAME["Winged Beast"]


@only_for({MANTICORE_OF_DARKNESS})
def _manticore_mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "to_gy" and g.code[c] == MANTICORE_OF_DARKNESS and g.loc[c] == LOC_GY:
        g.counter[c] = g.turn


def _beast_fodder(g: Duel, p: int, s: int) -> list[int]:
    field = [m for m in g.mz[p] if m >= 0 and up(g, m)]
    return [c for c in (*g.hand[p], *field) if c != s and g.cd(c).is_monster
            and (g.race(c) if g.loc[c] == LOC_MZONE else g.cd(c).race) & _BEASTS]


@only_for({MANTICORE_OF_DARKNESS})
def _manticore_end(g: Duel, ev: str) -> None:
    if ev != "end_phase":
        return
    for q in (g.tp, 1 - g.tp):
        for c in g.gy[q]:
            if g.code[c] == MANTICORE_OF_DARKNESS and g.counter[c] == g.turn:
                g.counter[c] = 0
                for ei in g.pool.trig_index(MANTICORE_OF_DARKNESS).get(EV_MANTICORE, ()):
                    g.trig.append(Trigger(c, ei, q, g.stamp, (EV_MANTICORE, c)))


EVENT_HOOKS.append(_manticore_mark)
PHASE_HOOKS.append(_manticore_end)


def _manticore_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and bool(_beast_fodder(g, p, c)) and g.can_special_summon(c, p)


def _manticore_cost(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _beast_fodder(g, lk.player, lk.card), 1, 1, "send_to_gy")


def _manticore_send(g: Duel, lk: Link) -> None:
    g.send_to_gy(last(lk), "cost")


reg(MANTICORE_OF_DARKNESS, Effect(
    kind="trigger", event=EV_MANTICORE, optional=True, condition=_manticore_ok,
    cost=(_manticore_cost, _manticore_send), operation=(self_pos, rise_self),
    category=CAT_SPSUMMON))



# --- The Rock Spirit: "This card can only be Special Summoned by removing 1 EARTH monster in your
#     Graveyard from play. During your opponent's Battle Phase, this card gains 300 ATK." (Spirit
#     of Flames' twin: a ``PROCS`` row) --------------------------------------------------------

THE_ROCK_SPIRIT = 76305638


def _earth(g: Duel, c: int) -> bool:
    return g.cd(c).is_monster and bool(g.cd(c).attribute & C.ATTRIBUTE_BY_NAME["EARTH"])


add_procs({THE_ROCK_SPIRIT: Proc("gy", (_earth,))})


def _rock(g: Duel, s: int, c: int) -> int:
    return 300 if c == s and g.phase == PH_BATTLE and g.tp != g.ctrl[s] else 0


reg(THE_ROCK_SPIRIT, Effect(kind="continuous", aspects=(Aspect("atk", _rock),),
                            name=Text("对方的战斗阶段攻击力上升300",
                                      "+300 ATK during the opponent's Battle Phase")))



# --- Lekunga: "Remove from play 2 WATER monsters in your Graveyard to Special Summon 1 "Lekunga
#     Token" (Plant-Type/WATER/Level 2/ATK 700/DEF 700) in Attack Position." (goat-s's token
#     helper; no once per turn) -------------------------------------------------------------

LEKUNGA = 62543393
LEKUNGA_TOKEN = 62543394
TOKEN_MAKERS[LEKUNGA] = ((LEKUNGA_TOKEN, False),)


def _water_in_gy(g: Duel, p: int, s: int) -> list[int]:
    water = C.ATTRIBUTE_BY_NAME["WATER"]
    return [c for c in gy_banish_zone(g, p) if g.cd(c).is_monster and g.cd(c).attribute & water]


def _lekunga_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return len(_water_in_gy(g, p, c)) >= 2 and can_make_tokens(g, p, LEKUNGA_TOKEN, 1)


def _lekunga_cost(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _water_in_gy(g, lk.player, lk.card), 2, 2, "cost_card")


def _lekunga_banish(g: Duel, lk: Link) -> None:
    g.banish([c for c in last(lk) if gy_banish_ready(g, lk.player, c)])


def _lekunga_token(g: Duel, lk: Link) -> None:
    summon_tokens(g, lk.player, LEKUNGA_TOKEN, 1, POS_FU_ATK)


reg(LEKUNGA, Effect(kind="ignition", condition=_lekunga_ok, cost=(_lekunga_cost, _lekunga_banish),
                    operation=(_lekunga_token,), category=CAT_SPSUMMON))
