"""Goat-pool monsters, batch 5 (goat-m2): Ignition Effects with a cost, "when Tribute Summoned"
and "when this card destroys a monster by battle" effects. Texts (2005 prints, our own words)
in ``pool/goat.csv``; each card is played in ``tests/ygo/test_goat5_ignition.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    all_of,
    base_atk,
    card_ok,
    in_gy,
    last,
    last_battle,
    live_targets,
    mark_used,
    note,
    once_per_turn,
    pick,
    reg,
    tribute_summoned,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_coins import toss
from cardtable.ygo.cards.scripts.goat_mon_continuous import UMI
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.cards.scripts.goat_st_quick_play import destroy_marked_at_end
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_DESTROY,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    ATTACK_ALLOWED,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    NO_TRIBUTE,
    only_for,
)
from cardtable.ygo.state import LOC_GY, LOC_MZONE, LOC_ONFIELD, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

R = C.RACE_BY_NAME

KARATE_MAN = 23289281
THROWSTONE_UNIT = 76075810
LEVIA_DRAGON = 37721209  # Levia-Dragon - Daedalus
SAND_GAMBLER = 50593156
AGENT_SATURN = 91345518  # The Agent of Judgment - Saturn
SANCTUARY_IN_THE_SKY = 56433456
MOISTURE_CREATURE = 75285069
MILLENNIUM_SCORPION = 82482194
KELDO = 80441106


# --- Karate Man: "Once per turn, you can double this card's original ATK until the End Phase;
#     destroy it in the End Phase of the turn you used this effect" (Limiter Removal's mark) ---

def _karate(g: Duel, lk: Link) -> None:
    c = lk.card
    if not card_ok(g, lk) or g.loc[c] != LOC_MZONE or not up(g, c):
        return
    g.add_buff(c, base_atk(g, c), 0, True, c)
    note(g, c, "original ATK doubled; destroyed in the End Phase",
         "原本攻击力变成2倍，结束阶段破坏", destroy_at_end=[[c, g.life[c]]])


reg(KARATE_MAN, Effect(kind="ignition", condition=once_per_turn, cost=(mark_used,),
                       operation=(_karate,), category=CAT_ATKCHANGE))
only_for({KARATE_MAN})(destroy_marked_at_end)  # the End Phase hook, also in Karate Man's duels


# --- Throwstone Unit: "Tribute 1 Warrior-Type monster: destroy 1 face-up monster whose DEF is
#     equal to or lower than this card's ATK" --------------------------------------------------

def _face_up_warriors(g: Duel, p: int, s: int) -> list[int]:
    # a face-down monster's Type is hidden: only a face-up Warrior is offered as the Tribute
    # (Throwstone Unit, a Warrior itself, may be the Tribute: its ATK is then the one it had)
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and g.race(m) & R["Warrior"]]


def _within(g: Duel, a: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m) and g.defense(m) <= a]


def _def_within(g: Duel, p: int, s: int) -> list[int]:
    return _within(g, g.atk(s) if g.loc[s] == LOC_MZONE else -1)


def _tribute_warrior(g: Duel, lk: Link) -> None:
    lk.data["atk"] = g.atk(lk.card)
    ask_cards(g, lk, lk.player, _face_up_warriors(g, lk.player, lk.card), 1, 1, "tribute")


def _send_tribute(g: Duel, lk: Link) -> None:
    g.send_to_gy(last(lk), "tribute")


def _throwstone(g: Duel, lk: Link) -> None:
    on = g.loc[lk.card] == LOC_MZONE and card_ok(g, lk)
    ok = set(_within(g, g.atk(lk.card) if on else int(lk.data.get("atk", -1))))
    ts = [t for t in live_targets(g, lk) if t in ok]
    if ts:
        g.destroy(ts, "effect", lk)


def _throwstone_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    ws = _face_up_warriors(g, p, c)
    # the Tribute must leave a target behind (the Tribute itself is no target then)
    return bool(ws) and any(t not in ws or len(ws) > 1 for t in _def_within(g, p, c))


reg(THROWSTONE_UNIT, Effect(kind="ignition", condition=_throwstone_ok,
                            cost=(_tribute_warrior, _send_tribute),
                            target=(pick(_def_within, "target_monster"),), target_picks=True,
                            operation=(_throwstone,), category=CAT_DESTROY))


# --- Levia-Dragon - Daedalus: "Send 1 face-up "Umi" on the field to the Graveyard: destroy all
#     cards on the field except this card" ------------------------------------------------------

def _umis(g: Duel) -> list[int]:
    return [f for f in g.fz if f >= 0 and up(g, f) and (g.code[f] in UMI
                                                        or g.cd(f).alias in UMI)]


def _send_umi(g: Duel, lk: Link) -> None:
    u = _umis(g)
    if len(u) > 1:
        ask_cards(g, lk, lk.player, u, 1, 1, "cost_card")
    else:
        lk.picks.append(tuple(u))


def _send_picked(g: Duel, lk: Link) -> None:
    g.send_to_gy(last(lk), "cost")


def _all_but_self(g: Duel, lk: Link) -> None:
    cs = [c for q in (0, 1) for c in (*g.mz[q], *g.sz[q], g.fz[q])
          if c >= 0 and c != lk.card and g.loc[c] & LOC_ONFIELD]
    if cs:
        g.destroy(cs, "effect", lk)


reg(LEVIA_DRAGON, Effect(kind="ignition", condition=lambda g, c, p, w: bool(_umis(g)),
                         cost=(_send_umi, _send_picked), operation=(_all_but_self,),
                         category=CAT_DESTROY))


# --- Sand Gambler: "Toss a coin 3 times: 3 Heads, destroy all monsters your opponent controls;
#     3 Tails, destroy all monsters you control. Once per turn." -------------------------------

def _gamble(g: Duel, lk: Link) -> None:
    heads = toss(g, lk.player, 3)
    side = 1 - lk.player if heads == 3 else lk.player if heads == 0 else -1
    if side >= 0:
        ms = [m for m in g.mz[side] if m >= 0]
        if ms:
            g.destroy(ms, "effect", lk)


reg(SAND_GAMBLER, Effect(kind="ignition", condition=once_per_turn, cost=(mark_used,),
                         operation=(_gamble,), category=CAT_DESTROY))


# --- The Agent of Judgment - Saturn: "Tribute this face-up card: inflict damage to your
#     opponent equal to the difference between your LP and theirs. Only while "The Sanctuary in
#     the Sky" is on the field and your LP are higher than your opponent's." --------------------

def _sanctuary(g: Duel) -> bool:
    return any(f >= 0 and up(g, f) and g.code[f] == SANCTUARY_IN_THE_SKY for f in g.fz)


def _saturn_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return up(g, c) and _sanctuary(g) and g.lp[p] > g.lp[1 - p]


def _tribute_self(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE:
        g.send_to_gy([lk.card], "tribute")


def _saturn(g: Duel, lk: Link) -> None:
    d = g.lp[lk.player] - g.lp[1 - lk.player]
    if d > 0:
        g.damage(1 - lk.player, d, src=lk.card)


reg(AGENT_SATURN, Effect(kind="ignition", where=LOC_MZONE, condition=_saturn_ok,
                         cost=(_tribute_self,), operation=(_saturn,), category=CAT_DAMAGE))


# --- Moisture Creature: "If this card is Tribute Summoned by Tributing 3 monsters, destroy all
#     Spell and Trap Cards your opponent controls" -------------------------------------------

def _three_tributes(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if g.loc[c] != LOC_MZONE or len(w) < 3 or w[2] != "normal":
        return False
    for kind, pub, _ in reversed(g.elog):
        if kind == "summon_declared" and pub.get("card") == c:
            return int(pub.get("tributes", 0)) >= 3
    return False


def _opp_spells_traps(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    cs = [c for c in (*g.sz[o], g.fz[o]) if c >= 0]
    if cs:
        g.destroy(cs, "effect", lk)


def _three_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    """The main-phase option to Tribute Summon Moisture Creature with 3 Tributes (the engine's
    own Tribute Summon asks for the 2 its Level needs)."""
    if g.ns_used >= 1 or g.tp != p:
        return []
    if sum(1 for m in g.mz[p] if m >= 0 and g.code[m] not in NO_TRIBUTE) < 3:
        return []
    return [("goat5m2_three", c) for c in g.hand[p] if g.code[c] == MOISTURE_CREATURE
            and all(ok(g, p, c, "normal") for ok in g.hk.summon_allowed)]


def _three_summon(g: Duel, opt: tuple[Any, ...]) -> None:
    g.ns_used += 1
    g.stack.append(("tribute", opt[1], POS_FU_ATK, 3, ()))


MAIN_OPTIONS.append(only_for({MOISTURE_CREATURE})(_three_options))
MAIN_ACTIONS["goat5m2_three"] = _three_summon
ACTION_TEXTS["goat5m2_three"] = Text("把3只怪兽解放，上级召唤「{zh}」",
                                   "Tribute Summon {en} by Tributing 3 monsters")
reg(MOISTURE_CREATURE, Effect(kind="trigger", event="summoned", optional=False,
                              condition=_three_tributes, operation=(_opp_spells_traps,),
                              category=CAT_DESTROY))


# --- Millennium Scorpion: "Each time this card destroys an opponent's monster by battle, this
#     card gains 500 ATK" (for as long as it stays face-up on the field) ----------------------

def _scorpion_won(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if g.loc[c] != LOC_MZONE or not up(g, c) or len(w) < 2 or w[1] == c:
        return False
    a, t = last_battle(g)
    return c in (a, t) and w[1] in (a, t) and g.owner[w[1]] != p


def _gain_500(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.loc[lk.card] == LOC_MZONE and up(g, lk.card):
        g.add_buff(lk.card, 500, 0, False, lk.card)


reg(MILLENNIUM_SCORPION, Effect(kind="trigger", event="battle_destroyed", scope="any",
                                optional=False, condition=_scorpion_won,
                                operation=(_gain_500,), category=CAT_ATKCHANGE))


# --- Keldo: "When this card is destroyed by battle and sent to the Graveyard, select 2 cards in
#     your opponent's Graveyard and shuffle them into their Deck" (with only 1 there, that 1:
#     our reading) ---------------------------------------------------------------------------

def _keldo_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY


def _shuffle_back(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts:
        g.to_deck(ts, shuffle=True)


reg(KELDO, Effect(kind="trigger", event="battle_destroyed", optional=False,
                  condition=all_of(_keldo_ok),
                  target=(pick(in_gy("opp"), "target_gy", n=2, mn=1),), target_picks=True,
                  operation=(_shuffle_back,)))


# --- Ocean Dragon Lord - Neo-Daedalus: "Cannot be Normal Summoned or Set. Special Summoned only
#     by Tributing 1 "Levia-Dragon - Daedalus" you control. You can send 1 face-up "Umi" on the
#     field to the Graveyard to send every other card on the field and in both players' hands to
#     the Graveyard." (its procedure is a ``goat_mon_procs.PROCS`` row) ------------------------

NEO_DAEDALUS = 10485110

add_procs({NEO_DAEDALUS: Proc("field", (lambda g, c: g.code[c] == LEVIA_DRAGON,))})


def _all_to_gy(g: Duel, lk: Link) -> None:
    cs = [c for q in (g.tp, 1 - g.tp) for c in (*g.mz[q], *g.sz[q], g.fz[q], *g.hand[q])
          if c >= 0 and c != lk.card]
    if cs:
        g.send_to_gy(cs, "effect")


reg(NEO_DAEDALUS, Effect(kind="ignition", condition=lambda g, c, p, w: bool(_umis(g)),
                         cost=(_send_umi, _send_picked), operation=(_all_to_gy,)))


# --- Teva: "When this card is Tribute Summoned, your opponent cannot declare an attack during
#     their next turn." (a ``card_effect`` mark naming that turn, read by ``ATTACK_ALLOWED``) ---

TEVA = 16469012


def _teva(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    nxt = g.turn + 1 if g.tp != o else g.turn + 2
    note(g, lk.card, "The opponent cannot attack during their next turn",
         "对方在下个回合不能攻击宣言", no_attack_for=o, no_attack_turn=nxt)


@only_for({TEVA})
def _teva_attack_ok(g: Duel, a: int) -> bool:
    p = g.ctrl[a]
    for kind, pub, _ in reversed(g.elog):
        if kind == "turn" and int(pub.get("turn", 0)) < g.turn - 2:
            break
        if kind == "card_effect" and pub.get("no_attack_for") == p \
                and pub.get("no_attack_turn") == g.turn:
            return False
    return True


ATTACK_ALLOWED.append(_teva_attack_ok)
reg(TEVA, Effect(kind="trigger", event="summoned", optional=False, condition=tribute_summoned,
                 operation=(_teva,)))


# --- Maju Garzett: "This card's ATK is the combined original ATK of the 2 monsters Tributed to
#     Tribute Summon it." (its printed "?" is 0; the Tributes are read back from the log: the
#     ``to_gy`` entries of reason "tribute" just before its ``summon_declared``) ----------------

MAJU_GARZETT = 8794435


def _tributes_of(g: Duel, c: int) -> list[int]:
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 60, -1), -1):
        kind, pub, _ = el[i]
        if kind == "summon_declared" and pub.get("card") == c:
            n = int(pub.get("tributes", 0))
            got = [int(q["card"]) for k, q, _ in el[max(0, i - 12):i]
                   if k == "to_gy" and q.get("reason") == "tribute"]
            return got[-n:] if n else []
    return []


def _garzett(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or g.life[c] != lk.life:
        return
    total = sum(max(0, g.cd(t).atk) for t in _tributes_of(g, c)) + max(0, -g.cd(c).atk)
    if total:
        g.add_buff(c, total, 0, False, c)


reg(MAJU_GARZETT, Effect(kind="trigger", event="summoned", optional=False,
                         condition=tribute_summoned, operation=(_garzett,),
                         category=CAT_ATKCHANGE))
