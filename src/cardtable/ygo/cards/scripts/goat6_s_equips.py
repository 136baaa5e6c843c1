"""Equip Spells (issue 15 part 3, g6-s): Sword of the Soul-Eater —
equip only to a Level 3 or lower Normal Monster you control; as it is activated, every other
Normal Monster you control (not Tokens) is Tributed, and the equipped monster gains 1000 ATK for
each (the count kept in the Equip Card's own ``g.counter``, which its leaving the field
clears); Nitro Unit — equip only to an opponent's monster; when it is destroyed by battle and
sent to the Graveyard, its controller takes damage equal to its ATK; Smoke Grenade of the
Thief — when destroyed by a card effect while equipped, look at the opponent's hand and discard
1 card of it (yugioh-wiki.net: not when it goes by rule with its monster); Wicked-Breaking
Flamberge - Baou — discard 1 card to activate, +500 ATK, the effects of the monsters the
equipped monster destroys by battle are negated; Rod of Silence - Kay'est — +500 DEF, other
Spell Cards targeting the equipped monster are negated and destroyed; Scroll of Bewitchment —
an Attribute declared at activation replaces the equipped monster's. Texts (2004 prints, our
own words) in ``pool/goat.csv``; checks in
``tests/ygo/test_goat6_s_equips.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer, queue_trigger
from cardtable.ygo.cards.scripts.classic_lib import last, live_targets, note, pick, reg, up
from cardtable.ygo.cards.scripts.goat6_s_declare import announce_attribute, ask_attribute
from cardtable.ygo.cards.scripts.goat6_s_piercing import equipped_before
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DAMAGE,
    CAT_EQUIP,
    Aspect,
    Effect,
    Link,
    ask_cards,
    target_step,
)
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_GY, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SWORD_OF_THE_SOUL_EATER = 5371656
#: ATK gained per Tributed Normal Monster
SOUL_EATER_ATK = 1000


def _small_normal(g: Duel, m: int) -> bool:
    cd = g.cd(m)
    return bool(cd.type & C.NORMAL) and not cd.type & C.TOKEN and 0 < g.level(m) <= 3


def _hosts(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and _small_normal(g, m)]


def _ask_host(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _hosts(g, lk.player, lk.card), 1, 1, "target_monster")


def _tribute_the_rest(g: Duel, lk: Link) -> None:
    host = last(lk)
    others = [m for m in g.mz[lk.player] if m >= 0 and m not in host
              and g.cd(m).type & C.NORMAL and not g.cd(m).type & C.TOKEN]
    lk.data["n"] = len(others)
    if others:
        g.send_to_gy(others, "tribute")


def _keep_count(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts and g.life[lk.card] == lk.life:
        g.counter[lk.card] = int(lk.data.get("n", 0))
        note(g, lk.card, "Gains 1000 ATK per Tributed monster", "每解放1只攻击力上升1000",
             tributed=g.counter[lk.card])


target_step(_ask_host, _hosts, 1)
reg(SWORD_OF_THE_SOUL_EATER, Effect(
    equip=True, target=(_ask_host, _tribute_the_rest), target_picks=True,
    operation=(_keep_count,), category=CAT_EQUIP | CAT_ATKCHANGE,
    aspects=(Aspect("atk", lambda g, s, c: SOUL_EATER_ATK * g.counter[s]
                    if g.equip[s] == c else 0),
             Aspect("equip_limit", lambda g, e, m: _small_normal(g, m) and g.ctrl[m] == g.ctrl[e])),
    condition=lambda g, c, p, w: bool(_hosts(g, p, c))))


# --- Nitro Unit: equip only to a monster your opponent controls; when you destroy the equipped
#     monster by battle and it is sent to the Graveyard, your opponent takes damage equal to its
#     ATK (the ATK it had when the battle destroyed it: a pre-destruction hook queues the
#     trigger with that value) ---
NITRO_UNIT = 23842445
EV_NITRO = "goat6_s_nitro"  # queued by the hook below, never raised by the engine


@only_for({NITRO_UNIT})
def _nitro_watch(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle":
        return cs
    srcs = g.sources()
    for m in cs:
        for q in (0, 1):
            for s in g.sz[q]:
                if s >= 0 and g.code[s] == NITRO_UNIT and g.equip[s] == m and s in srcs:
                    queue_trigger(g, s, EV_NITRO, (m, g.life[m] + 1, g.atk(m)))
    return cs


def _nitro_sent(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    m, life = int(str(w[2])), int(str(w[3]))
    return g.loc[m] == LOC_GY and g.life[m] == life


def _nitro_burn(g: Duel, lk: Link) -> None:
    ev = lk.event or ()
    if len(ev) > 4:
        g.damage(1 - lk.player, int(ev[4]), src=lk.card)


DESTROY_SUBSTITUTES.append(_nitro_watch)
def _any_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for q in (0, 1) for m in g.mz[q] if m >= 0 and up(g, m)]


def _opp_face_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and up(g, m)]


reg(NITRO_UNIT,
    Effect(equip=True, target=(pick(_opp_face_up, "target_monster"),), target_picks=True,
           aspects=(Aspect("equip_limit", lambda g, e, m: g.ctrl[m] != g.ctrl[e]),),
           category=CAT_EQUIP, condition=lambda g, c, p, w: bool(_opp_face_up(g, p, c))),
    Effect(kind="trigger", event=EV_NITRO, optional=False, condition=_nitro_sent,
           operation=(_nitro_burn,), category=CAT_DAMAGE))


# --- Smoke Grenade of the Thief: an Equip Spell with no effect on its monster; when it is
#     destroyed by a card effect while equipped to a monster, its controller looks at the
#     opponent's hand and discards 1 card of it (not when it goes by rule with its monster) ---
SMOKE_GRENADE_OF_THE_THIEF = 63789924


def _grenade_went_off(g: Duel, c: int, p: int, w: tuple[object, ...]) -> bool:
    return len(w) > 2 and w[2] == "effect" and equipped_before(g, c) >= 0


def _grenade_look(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    hand = list(g.hand[o])
    if not hand:
        return
    show_privately(g, lk.card, lk.player, hand, "Looks at the opponent's hand",
                   "确认对方的手卡")
    ask_cards(g, lk, lk.player, hand, 1, 1, "discard")


def _grenade_discard(g: Duel, lk: Link) -> None:
    got = [c for c in (lk.picks[-1] if lk.picks and isinstance(lk.picks[-1], tuple) else ())
           if g.loc[c] == LOC_HAND and g.ctrl[c] != lk.player]
    if got:
        g.discard(got)


reg(SMOKE_GRENADE_OF_THE_THIEF,
    Effect(equip=True, target=(pick(_any_up, "target_monster"),), target_picks=True,
           category=CAT_EQUIP, condition=lambda g, c, p, w: bool(_any_up(g, p, c))),
    Effect(kind="trigger", event="destroyed", optional=False, condition=_grenade_went_off,
           operation=(_grenade_look, _grenade_discard)))


# --- Wicked-Breaking Flamberge - Baou: discard 1 card to activate; +500 ATK; when the equipped
#     monster destroys an opponent's monster by battle, that monster's effect is negated (a
#     resolve hook, as Dark Balter's: the effect of the monster it destroyed, activated after
#     that battle, resolves with no effect while the destroyer still carries an active Baou) ---
WICKED_BREAKING_FLAMBERGE_BAOU = 68427465
_discard1 = costs.discard(1)


def _baou_victim(g: Duel, lk: Link) -> bool:
    other = battle_destroyer(g, lk)
    if other < 0 or g.ctrl[other] == g.owner[lk.card]:
        return False
    srcs = g.sources()
    baou = next((s for q in (0, 1) for s in g.sz[q] if s >= 0 and s in srcs
                 and g.code[s] == WICKED_BREAKING_FLAMBERGE_BAOU and g.equip[s] == other), -1)
    if baou < 0:
        return False
    g.log("effect_negated_by", {**g.card_pub(baou), "negated": g.card_pub(lk.card)})
    return True


RESOLVE_HOOKS.append(only_for({WICKED_BREAKING_FLAMBERGE_BAOU})(_baou_victim))
reg(WICKED_BREAKING_FLAMBERGE_BAOU, Effect(
    equip=True, cost=_discard1[0], target=(pick(_any_up, "target_monster"),), target_picks=True,
    aspects=(Aspect("atk", lambda g, s, c: 500 if g.equip[s] == c else 0),),
    category=CAT_EQUIP | CAT_ATKCHANGE,
    condition=lambda g, c, p, w: _discard1[1](g, c, p) and bool(_any_up(g, p, c))))


# --- Rod of Silence - Kay'est: the equipped monster gains 500 DEF; the effect of any other
#     Spell Card that targets the equipped monster is negated and that Spell Card destroyed (a
#     resolve hook: checked as that effect resolves, while the Rod still applies) ---
ROD_OF_SILENCE_KAYEST = 95515060


def _rod_holders(g: Duel, other_than: int) -> set[int]:
    srcs = g.sources()
    return {g.equip[s] for q in (0, 1) for s in g.sz[q]
            if s >= 0 and s != other_than and g.code[s] == ROD_OF_SILENCE_KAYEST and s in srcs
            and g.equip[s] >= 0}


def _rod_guard(g: Duel, lk: Link) -> bool:
    if not g.pool.cards[lk.code].is_spell:
        return False
    held = _rod_holders(g, lk.card)
    if not held or not held.intersection(live_targets(g, lk)):
        return False
    nm = g.pool.cards[lk.code].name
    g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
    if g.on_field(lk.card) and g.life[lk.card] == lk.life:
        g.destroy([lk.card], "effect")
    return True


RESOLVE_HOOKS.append(only_for({ROD_OF_SILENCE_KAYEST})(_rod_guard))
reg(ROD_OF_SILENCE_KAYEST, Effect(
    equip=True, target=(pick(_any_up, "target_monster"),), target_picks=True,
    aspects=(Aspect("def", lambda g, s, c: 500 if g.equip[s] == c else 0),),
    category=CAT_EQUIP | CAT_ATKCHANGE, condition=lambda g, c, p, w: bool(_any_up(g, p, c))))


# --- Scroll of Bewitchment: declare 1 Attribute as it is activated; the equipped monster's
#     Attribute becomes the declared one (an ``("attribute_set", fn)`` aspect; the declared bit
#     kept in the Equip Card's own ``g.counter``). yugioh-wiki FAQ: declared at activation (here
#     with the activation's cost steps, before the target is chosen) ---
SCROLL_OF_BEWITCHMENT = 10352095


def _keep_attribute(g: Duel, lk: Link) -> None:
    if g.life[lk.card] == lk.life:
        g.counter[lk.card] = int(lk.data.get("attr", 0))


reg(SCROLL_OF_BEWITCHMENT, Effect(
    equip=True, cost=(ask_attribute(divine=True), announce_attribute),
    target=(pick(_any_up, "target_monster"),), target_picks=True, operation=(_keep_attribute,),
    aspects=(Aspect("attribute_set", lambda g, s, c: g.counter[s] if g.equip[s] == c else 0),),
    category=CAT_EQUIP, condition=lambda g, c, p, w: bool(_any_up(g, p, c))))
